-- rulebook.lua: Showdown's rules, by id (its own prefix, SD), shown by
-- `rules`, `--explain` and the refusals.
return {
  ["SD-1"] = N_"Showdown: 2 to 6 gunslingers, each with 3 life and an empty gun (with --advanced loaded, one bullet in it). The last one standing wins.",
  ["SD-2"] = N_"Your turn: load or shoot, one of the two. Play goes clockwise from the first player.",
  ["SD-3"] = N_"Load: put one bullet in your gun. It holds at most 3: with 3 you must shoot.",
  ["SD-4"] = N_"Shoot: spend one bullet to take 1 life from any other player in the game.",
  ["SD-5"] = N_"Out: at 0 life you are out of the game.",
}
