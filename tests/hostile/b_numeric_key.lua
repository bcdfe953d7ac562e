-- expect: a key is a number
-- Class B: a player called "7" and a numeric key, never converted in place.
scenario { game = "dice", seed = 1, players = { { "7" }, { "bob" }, { "cy" } } }
expect { [7] = { life = 8 } }
