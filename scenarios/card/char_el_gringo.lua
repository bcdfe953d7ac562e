-- El Gringo: each life point he loses to a card played by another player
-- takes him a random card from that player's hand -- nothing if it is empty.
scenario {
  title = "El Gringo takes a card from whoever hurt him, if they have one",
  rules = { "C-43", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "duel", "bang" },
      inplay = { "schofield" } },
    { "cy", role = "outlaw", character = "jourdonnais", hand = { "gatling" } },
    { "bob", role = "outlaw", character = "el_gringo", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",     -- ann's phase 1
           "beer 8h", "beer 9h",     -- cy's
           "stagecoach", "stagecoach" },  -- bob's
}
-- ann empties her hand but for the Duel, then shoots bob (distance 2).
command("ann", "play beer")
command("ann", "play beer")
command("ann", "play bang bob")
expect { bob = { life = 2, hand = { "duel" } }, ann = { hand = {} }, logged = { "C-43" } }
-- ann's turn ends by itself. cy drinks both his Beers, then his Gatling, his
-- last card: bob loses 1 life to an empty hand and takes nothing. cy's turn
-- then ends by itself, and bob draws his two Stagecoaches.
expect { active = "cy" }
command("cy", "play beer")
command("cy", "play beer")
command("cy", "play gatling")
expect {
  bob = { life = 1, hand = { "duel", "stagecoach", "stagecoach" } }, cy = { hand = {} },
  ann = { life = 4 }, dee = { life = 3 }, active = "bob",
}
