-- Bart Cassidy cannot take the last arrow of the pile instead of a life: the "1" simply hits him.
scenario {
  title = "Bart Cassidy may not take the last arrow", rules = { "D-40" },
  game = "dice", seed = 38,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "rose_doolan", arrows = 4 },
    { "dee", role = "renegade", character = "calamity_janet", arrows = 4 },
  },
  pile = 1,
  rolls = { { "1", "dynamite", "dynamite", "gatling", "gatling" } },
}
command("ann", "stop")
command("ann", "shoot bob")
-- No take_arrow question: bob loses the life, the pile keeps its last arrow.
expect { bob = { life = 7, arrows = 0 }, pile = 1, not_logged = { "D-40" }, active = "bob" }
