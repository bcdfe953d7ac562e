-- Suzy Lafayette's last card is a General Store: the Store reveals its
-- cards and everyone takes one before anything else; she holds the card
-- she took when it has finished, so her hand is no longer empty and she
-- draws nothing (C-53 ruling, FAQ Q12; C-27).
scenario {
  title = "Suzy Lafayette's General Store resolves whole; her hand is not empty after it",
  rules = { "C-53", "C-27" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", life = 3, hand = { "general_store" } },
    { "bob", role = "outlaw", character = "paul_regret", hand = {} },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",                  -- ann's phase 1
           "missed 2s", "missed 3s", "missed 4s", "panic" },  -- the Store
}
command("ann", "play beer")
command("ann", "play beer")
command("ann", "play general_store")
-- The four cards are on the table: the first, the Panic!, is ann's to take.
expect { table = { "missed", "missed", "missed", "panic" }, awaiting = "ann" }
command("ann", "pick panic")
expect { ann = { hand = { "panic" } }, not_logged = { "C-53" }, awaiting = "ann" }
