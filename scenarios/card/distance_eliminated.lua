-- Distance counts only players in play. Five players: dee is at 2 from ann.
-- Once eve (between them) is out, dee is at 1 and the Colt .45 reaches him.
-- "2" picks ann's second option: the BANG! targets come first, clockwise from
-- her left (bob, cy, dee, eve): with only bob and eve in range, it is eve.
scenario {
  title = "An elimination brings players closer",
  rules = { "C-12", "C-35", "C-14" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "deputy", character = "sid_ketchum", hand = {} },
    { "eve", role = "renegade", character = "lucky_duke", life = 1, hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "2")
expect { eve = { eliminated = true }, dee = { life = 4 }, bob = { life = 4 } }
command("ann", "play bang dee")
expect { dee = { life = 3 }, awaiting = "ann" }
