-- Vulture Sam (advanced): the cards of an Outlaw killed by the Dynamite in phase 1 join his face-up cards and are played in that turn's phase 4.
scenario {
  title = "Vulture Sam: cards gained outside phase 4",
  rules = { "S-21", "S-12" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "vulture_sam", life = 2 },
    { "o1", role = "outlaw", character = "kit_carlson", life = 2, inplay = { "dynamite", "schofield 13s" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "missed 3s",                -- o1's draw!: the Dynamite explodes
           "bang 2d", "beer 8h",       -- the Sheriff
           "beer 6h" },                -- o2
}
-- The Schofield went into the Sheriff's face-up cards in phase 1 and was
-- played in step (a) (the only blue card); his BANG! at o2 (the only
-- target) followed.
expect { turn = 1, o1 = { eliminated = true }, sheriff = { inplay = { "schofield" } }, o2 = { life = 0 },
         logged = { "{player} takes {target}'s cards." }, decision = "beer",
         options = { "play beer sheriff", "play beer o2" } }
