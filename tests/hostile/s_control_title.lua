-- expect-status: 0
-- no-escape
-- Item 6: a title with terminal control sequences is printed without them.
scenario { title = "\27[2J\27]0;pwned\7Red\27[0m title\r\8", game = "dice", seed = 1,
  players = { { "ann" }, { "bob" }, { "cy" } }, rules = { "\27[31mD-1" } }
expect { turn = 1 }
