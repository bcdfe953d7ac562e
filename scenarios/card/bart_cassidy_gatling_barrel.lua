-- Bart Cassidy draws once the Gatling has finished: the card he will draw
-- is still on the deck when the next player draws! for his Barrel, so it
-- is that player's draw! card (C-40 ruling; C-29, C-22).
scenario {
  title = "Bart Cassidy's card comes after the whole Gatling, not before the next Barrel",
  rules = { "C-40", "C-29", "C-22" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "gatling", "beer 8h" } },
    { "bob", role = "outlaw", character = "bart_cassidy", hand = {} },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {}, inplay = { "barrel" } },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h",                  -- cy's Barrel draw!: a Heart
           "bang 5c" },                -- Bart's card, after the Gatling
}
command("ann", "play gatling")
-- bob cannot answer: hit. cy draws! for his Barrel on the Beer (a Heart).
command("cy", "barrel")
expect {
  bob = { life = 3, hand = { "bang 5c" } },
  cy = { life = 4 }, dee = { life = 3 },
  logged = { "C-40", "C-22" },
}
