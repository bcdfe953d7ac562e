-- expect: player 1's life must be a whole number from 0 to 1000
-- Item 6: numbers from a scenario are range-checked, not cut to int.
scenario { game = "dice", seed = 1, players = { { "ann", life = 1 << 32 }, { "bob" }, { "cy" } } }
