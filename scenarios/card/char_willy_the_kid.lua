-- Willy the Kid: any number of BANG! cards in his turn, at the same or other
-- targets, without a Volcanic.
scenario {
  title = "Willy the Kid: three BANG!s in a turn",
  rules = { "C-55", "C-20" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang 5c", "bang 6c", "bang 7c" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "jourdonnais", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" },
}
command("ann", "play bang bob")
command("ann", "play bang dee")
command("ann", "play bang bob")
expect { bob = { life = 2 }, dee = { life = 3 }, ann = { inplay = {}, hand = { "beer", "beer" } },
         discard_size = 3, awaiting = "ann" }
