-- A refused command says why, citing the rule that forbids it: no such
-- player, no such card, a card that takes no target or needs one, out of
-- range (C-14) or beyond Panic!'s distance 1 (C-15), the Sheriff in Jail
-- (C-32), a Missed! in phase 2 (C-21), a second card of one name in play
-- (C-9), yourself as a target, one BANG! per turn (C-20), a player out of
-- the game (C-35), and a card out of turn (C-10). Each reason is its own.
scenario {
  title = "Refusals name their reason and rule",
  rules = { "C-14", "C-15", "C-20", "C-21", "C-23", "C-28", "C-32", "C-33", "C-9", "C-10", "C-35" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "outlaw", character = "paul_regret",
      hand = { "bang", "bang", "beer", "cat_balou", "jail", "panic", "missed 2s", "dynamite", "duel", "schofield",
               "gatling" },
      inplay = { "schofield" } },
    { "bob", role = "sheriff", character = "lucky_duke", hand = { "missed 4s", "beer" } },
    { "cy", role = "outlaw", character = "black_jack", hand = {}, inplay = { "mustang" } },
    { "dee", role = "renegade", character = "willy_the_kid", life = 1, hand = {} },
  },
  deck = { "missed 5s", "missed 6s" },   -- ann's phase 1
}
expect {
  awaiting = "ann", decision = "play",
  refuses = {
    ["play bang zed"] = "There is no player called {name}.",
    ["play xyz"] = "There is no card called {name}.",
    ["play indians"] = "You have no {card} in your hand.",
    ["play"] = "Name a card from your hand, for example: {example}.",
    ["fly away"] = "That is not one of the options here: type for example {commands}.",
    ["play beer bob"] = { "C-23", "{card} has no target: type {example}." },
    ["play dynamite bob"] = { "C-33", "{card} has no target: type {example}." },
    ["play cat_balou"] = { "C-28", "Name a player for {card}, for example: {example}." },
    ["play bang cy"] = { "C-14", "{target} is at distance {distance}, and your weapon reaches only {range}." },
    ["play panic cy"] = { "C-15", "{target} is at distance {distance}: Panic! reaches only distance 1, whatever your weapon." },
    ["play panic bob barrel"] = { "C-28", "{target} has no {item} in play: type for example {example}." },
    ["play panic bob"] = { "C-28", "Say which card, for example: {example}." },
    ["play jail bob"] = { "C-32", "The Sheriff cannot be put in Jail." },
    ["play jail dee now"] = { "C-32", "Type just {example}." },
    ["play missed bob"] = { "C-21", "{card} is only played to cancel a shot aimed at you." },
    ["play schofield"] = { "C-9", "You already have a {card} in play." },
    ["play bang ann"] = { "C-20", "You cannot play {card} at yourself." },
  },
}
-- dee (1 life, no cards) is shot out of the game.
command("ann", "play bang dee")
expect {
  dee = { eliminated = true },
  refuses = {
    ["play bang bob"] = { "C-20", "Only one BANG! per turn." },
    ["play duel dee"] = { "C-35", "{target} is out of the game." },
  },
}
-- Out of turn bob may only answer the Gatling.
command("ann", "play gatling")
expect {
  awaiting = "bob", decision = "answer",
  refuses = {
    ["play beer"] = { "C-10", "You cannot play {card} now: out of your turn you may only answer what is aimed at you." },
    ["play missed cy"] = { "C-21", "Not that way: type {example}." },
  },
}
command("bob", "play missed")
expect { bob = { life = 5 }, cy = { life = 3 } }
