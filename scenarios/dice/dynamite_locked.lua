-- Dynamite dice are locked: the reroll menu has 8 options (stop + the 7 sets of
-- dice 3, 4, 5), the last being "reroll 3 4 5"; with dice 1 and 2 offered it
-- would have 32 and option 8 would reroll a Dynamite. The locked Dynamite then
-- adds up with a new one to three, which ends the rolling at once.
scenario {
  title = "Dynamite dice cannot be rerolled, and they count toward three",
  rules = { "D-6", "D-7" },
  game = "dice", seed = 8,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "rose_doolan" },
    { "dee", role = "renegade", character = "calamity_janet" },
  },
  rolls = {
    { "dynamite", "dynamite", "1", "2", "arrow" },
    { "dynamite", "gatling", "gatling" },
  },
}
expect { awaiting = "ann", decision = "reroll", ann = { arrows = 1 } }
command("ann", "8")   -- the last option: all the dice that may be rerolled
-- (Had dice 1 and 2 been rerollable, option 8 would have rerolled a Dynamite
-- die: fewer than three Dynamite, no life lost, and a second reroll offered.)
expect {
  ann = { life = 10, arrows = 1 }, logged = { "D-7" },
  active = "bob", turn = 2,
}
