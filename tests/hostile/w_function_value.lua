-- expect: a function value cannot be part of a scenario
scenario { game = "dice", seed = 1, players = { { "ann", life = print or error }, { "bob" }, { "cy" } } }
