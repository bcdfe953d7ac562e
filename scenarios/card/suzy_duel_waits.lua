-- Suzy Lafayette's last card is a Duel: she does not draw in the middle of
-- it (and so cannot answer with the card she would draw); she draws once
-- the Duel has finished (C-53 ruling, FAQ Q21).
scenario {
  title = "Suzy Lafayette draws after the Duel that emptied her hand, not during it",
  rules = { "C-53", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", life = 3, hand = { "duel" } },
    { "bob", role = "outlaw", character = "paul_regret", hand = { "bang 2d" } },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- ann's phase 1
           "bang 5c",              -- her card, once the Duel is over
           "missed 2s" },
}
command("ann", "play beer")
command("ann", "play beer")
command("ann", "play duel bob")
command("bob", "play bang")
-- ann holds nothing: she loses the Duel without being asked, then draws.
expect { ann = { life = 4, hand = { "bang 5c" } }, bob = { life = 3 }, logged = { "C-53" },
         awaiting = "ann", decision = "play" }
