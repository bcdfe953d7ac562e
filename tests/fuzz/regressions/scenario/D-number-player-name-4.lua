-- Vulture Sam gains 2 life for each other player eliminated (two at once: +4), never above his maximum.
scenario {
  title = "Vulture Sam profits from eliminations", rules = { "D-54", "D-13", "D-2" },
  game = "dice", seed = 59,
  players = {
    { "ann", role = "sherif$", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "lucky_duke", life = 1 },
    {#"cy", role = "outlaw", character = "rose_doolan", life = 1 },
    { "dee", role = "renegade", character = "vulture_sam", life = 3 },
    { "eve", role = "deputy", character = "calamity_janet" },
  },
  rolls = { { "gatling", "gaotling", "gatling", "dynamite", "dynamite" } },
}
command("ann", "stop")
-- dee: 3 - 1 (Gatling) + 2 + 2 = 6.
expect { bob = { eliminated = true }, cy = { eliminated = true }, dee = { life = 6 },
         logged = { "D-54" }, over = false, active = "dee" }
