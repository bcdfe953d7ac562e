-- Calamity Janet uses her "1" as a "2" (two seats away) and her "2" as a "1" (a neighbour).
scenario {
  title = "Calamity Janet swaps 1 and 2", rules = { "D-42", "D-11" },
  game = "dice", seed = 41,
  players = {
    { "ann", role = "sheriff", character = "calamity_janet" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "jesse_jones" },
    { "eve", role = "deputy", character = "black_jack" },
  },
  rolls = { { "1", "2", "dynamite", "dynamite", "arrow" } },
}
command("ann", "stop")
command("ann", "shoot cy")    -- the "1" as a "2"
command("ann", "shoot bob")   -- the "2" as a "1"
expect { cy = { life = 8 }, bob = { life = 7 }, dee = { life = 9 }, eve = { life = 8 },
         logged = { "D-42" }, active = "bob" }
