-- A refused command names what the die or the question allows: a "1" or
-- "2" die names the players it can hit (D-11) and says that the Beer dice
-- come after the shots (D-10); a Beer die gives 1 life to anyone in play
-- (D-12); during the rolls, stop or reroll (D-5).
scenario {
  title = "Dice refusals name what the die allows",
  rules = { "D-5", "D-10", "D-11", "D-12" },
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "lucky_duke" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "jourdonnais" },
    { "eve", role = "deputy", character = "willy_the_kid" },
  },
  rolls = { { "1", "beer", "gatling", "gatling", "dynamite" } },
}
expect {
  decision = "reroll",
  refuses = {
    ["shoot bob"] = { "D-5", "Finish rolling first: type stop, or reroll and the dice to roll again (for example: reroll 1 3)." },
  },
}
command("ann", "stop")
expect {
  decision = "shoot", awaiting = "ann",
  refuses = {
    ["shoot"] = { "D-11", "Name the player to shoot: die {die} ({face}) can hit {targets} (for example: {example})." },
    ["beer bob"] = { "D-10", "Die {die} shows {face}: it shoots one of {targets} (for example: {example}). The Beer dice come after the shots." },
    ["shoot zed"] = "There is no player called {name}: die {die} ({face}) can hit {targets}.",
    ["shoot cy"] = { "D-11", "{target} is at distance {distance}: die {die} ({face}) can hit only {targets}." },
    ["shoot ann"] = { "D-11", "You cannot shoot yourself: die {die} ({face}) can hit {targets}." },
  },
}
command("ann", "shoot bob")
expect {
  decision = "beer",
  refuses = {
    ["shoot bob"] = { "D-12", "Die {die} is a Beer: it gives 1 life to any player in play, you too (for example: {example})." },
    ["beer"] = { "D-12", "Name the player who gains 1 life from die {die} (for example: {example})." },
    ["beer zed"] = "There is no player called {name}.",
  },
}
command("ann", "beer bob")
expect { bob = { life = 8 } }
