-- expect: a key is a table
-- Class A: a table as a key inside a player's expectations.
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } } }
expect { bob = { [{}] = 2 } }
