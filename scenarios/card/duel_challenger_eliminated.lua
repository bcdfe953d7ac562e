-- A Duel's challenger can lose it: cy, an Outlaw at 1 life, challenges dee and
-- loses; he eliminated himself, so nobody draws the reward, and his turn is
-- over: dee plays next.
scenario {
  title = "The challenger loses his own Duel and is eliminated in his turn",
  rules = { "C-29", "C-36", "C-35", "C-5" },
  game = "card", seed = 1, first = "cy",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "renegade", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", life = 1, hand = { "duel", "bang 5c" } },
    { "dee", role = "outlaw", character = "slab_the_killer", hand = { "bang 6c", "bang 7c" } },
  },
  deck = { "beer 6h", "beer 7h",     -- cy's phase 1
           "beer 8h", "beer 9h" },   -- dee's
}
command("cy", "play duel dee")
command("dee", "play bang")
command("cy", "play bang")
command("dee", "play bang")
-- cy has no BANG! left; at 0 his Beers are offered, he declines.
expect { awaiting = "cy", decision = "save" }
command("cy", "die")
expect {
  cy = { eliminated = true }, dee = { life = 4, hand = { "beer", "beer" } },
  active = "dee", turn = 2, not_logged = { "C-36" },
}
