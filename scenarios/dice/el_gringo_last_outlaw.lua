-- The Sheriff's volley eliminates the last Outlaws (El Gringo among them) and the Renegade.
-- El Gringo's arrow is then the last in the pile and the Indians would kill the
-- Sheriff, but the end of the game is checked when the hits applied together have
-- resolved (D-15): the law has already won. The Indian attack is a separate effect.
scenario {
  title = "El Gringo's arrow cannot undo a finished volley", rules = { "D-15", "D-43", "D-10" },
  game = "dice", seed = 45,
  players = {
    { "ann", role = "sheriff", character = "jesse_jones", life = 2, arrows = 2 },
    { "bob", role = "outlaw", character = "el_gringo", life = 1, arrows = 2 },
    { "cy", role = "outlaw", character = "rose_doolan", life = 1, arrows = 2 },
    { "dee", role = "renegade", character = "calamity_janet", life = 1, arrows = 2 },
  },
  pile = 1,
  rolls = { { "1", "1", "2", "dynamite", "dynamite" } },
}
command("ann", "stop")
command("ann", "shoot bob")
command("ann", "shoot dee")   -- the "2" needs no choice: cy is the only one two seats away
expect { over = true, winner = "law", ann = { alive = true, won = true },
         bob = { eliminated = true }, cy = { eliminated = true }, dee = { eliminated = true } }
