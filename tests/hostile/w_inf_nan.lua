-- expect: is not a finite number
-- inf or nan anywhere in scenario{}: a clear error at the line, not a
-- failure later in the game's copy of the set-up.
scenario { game = "dice", seed = 1, players = { { "ann" }, { "bob" }, { "cy" } },
  extra = { deeper = { 0/0 } } }
