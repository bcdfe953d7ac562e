-- Easier set-up: one Outlaw on the table, two Outlaw cards in the deck (77 + 2 cards).
scenario {
  title = "Easier: one Outlaw on the table",
  rules = { "S-11" }, game = "solo", seed = 1, easier = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack" },
    { "o1", role = "outlaw", character = "kit_carlson" },
    { "o2", role = "outlaw", character = "jesse_jones", waiting = true },
    { "o3", role = "outlaw", character = "pedro_ramirez", waiting = true },
  },
  deck = { "bang 2d", "beer 6h", "missed 10c", "missed 11c", "missed 12c",   -- the Sheriff's 5
           "beer 7h", "missed 13c", "missed 14c", "missed 2s" },             -- o1's 4
}
-- The Sheriff's only target, o1, was shot without asking (his Missed!
-- cancelled it); the deck holds 77 + 2 cards less the 9 dealt.
expect { deck_size = 79 - 9, o1 = { life = 4 }, decision = "beer",
         options = { "play beer sheriff", "play beer o1" } }
