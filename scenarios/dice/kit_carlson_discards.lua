-- Kit Carlson with two Gatling dice: he discards one arrow per die, from anyone (himself too); no Gatling fires.
scenario {
  title = "Kit Carlson discards arrows with Gatling dice", rules = { "D-46", "D-13" },
  game = "dice", seed = 49,
  players = {
    { "ann", role = "sheriff", character = "kit_carlson", arrows = 2 },
    { "bob", role = "outlaw", character = "lucky_duke", arrows = 3 },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gatling", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
expect { awaiting = "ann", decision = "discard_arrow" }
command("ann", "discard_arrow bob")
command("ann", "discard_arrow ann")
expect { ann = { arrows = 2 }, bob = { arrows = 2, life = 8 }, cy = { life = 9 }, pile = 5,
         logged = { "D-46", "{player} discards an arrow held by {target} ({pile} in the pile).",
                    -- his own arrow: not "ann discards an arrow held by ann"
                    "{player} discards one of their own arrows ({pile} in the pile)." },
         not_logged = { "D-13" }, active = "bob" }
