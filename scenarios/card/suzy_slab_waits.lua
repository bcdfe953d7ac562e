-- Suzy Lafayette answers Slab the Killer's BANG! with her last card, a
-- Missed!: she needs a second one, and the card she would draw at once
-- must not give it to her. She takes the hit and draws once the BANG! has
-- finished (C-53 ruling, FAQ Q21; C-52).
scenario {
  title = "Suzy Lafayette's card comes after Slab the Killer's BANG!, not in time to cancel it",
  rules = { "C-53", "C-52", "C-21" },
  game = "card", seed = 1, first = "bob",
  players = {
    { "ann", role = "sheriff", character = "suzy_lafayette", hand = { "missed 2s" } },
    { "bob", role = "outlaw", character = "slab_the_killer", hand = { "bang 2d" } },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "beer 6h", "beer 7h",   -- bob's phase 1
           "missed 3s" },          -- Suzy's card, after the BANG!
}
command("bob", "play bang ann")
command("ann", "play missed")
-- One Missed! of two: with an empty hand the hit is taken without asking.
expect { ann = { life = 4, hand = { "missed 3s" } }, logged = { "C-52", "C-53" }, awaiting = "bob" }
