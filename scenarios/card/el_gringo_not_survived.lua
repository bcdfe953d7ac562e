-- El Gringo at 1 life is shot by a player whose last card is a Beer: the
-- save comes first, and with no card of his own he is eliminated; he does
-- not take the Beer first and drink it (C-43, C-34 ruling, FAQ Q16).
scenario {
  title = "El Gringo takes nothing for the life point that eliminates him",
  rules = { "C-43", "C-34" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = {} },
    { "bob", role = "outlaw", character = "paul_regret", hand = { "bang", "beer 6h" } },
    { "cy", role = "renegade", character = "el_gringo", life = 1, hand = {} },
    { "dee", role = "outlaw", character = "rose_doolan", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },   -- bob's phase 1
}
command("bob", "play bang cy")
expect { cy = { eliminated = true }, bob = { hand = { "beer 6h", "missed", "missed" } },
         not_logged = { "C-43" } }
