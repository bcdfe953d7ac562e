-- Paul Regret, as this mod's house rule has him (the example mod
-- "frontier"): this file has the path of the stock one
-- (card/characters/paul_regret.lua), so it replaces it. He keeps his
-- virtual Mustang (C-48) and gets 4 bullets instead of 3.
return {
  id = "paul_regret",
  life = 4,
  name = N_"Paul Regret",
  ability = N_"You always have a Mustang: other players see you at distance +1.",
  distance_bonus = 1,
}
