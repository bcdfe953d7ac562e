-- expect: a key is a boolean
-- Class A: a key that is not a string where C compares names.
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } } }
expect { [false] = 1 }
