-- Explanations cite the rule that applied: a hit that leaves its target
-- alive cites its card's rule (BANG! C-20; Gatling, Indians! and Duel C-29),
-- never lethal damage (C-34); a card played cites its own rule, not C-9.
-- The hit that takes bob to 0 cites C-34; he was an Outlaw, so ann's reward
-- is one line ("eliminated an Outlaw and draws 3 cards"), not two.
-- ann is Kit Carlson so that phase 1 logs no ordinary "draws 2 cards".
scenario {
  title = "A non-lethal hit cites its card's rule; C-34 only when lethal; one line for the reward",
  rules = { "C-20", "C-29", "C-34", "C-36", "C-46" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "kit_carlson", hand = { "bang", "gatling", "indians", "duel" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "paul_regret", hand = {} },
  },
  deck = { "missed 2s", "missed 3s", "beer 6h" },   -- ann looks at 3, puts the Beer back
}
command("ann", "back beer")
command("ann", "play bang bob")
expect { bob = { life = 3 }, logged = { "C-20" }, not_logged = { "C-34", "C-9" } }
command("ann", "play gatling")
command("ann", "play indians")
expect { bob = { life = 1 }, cy = { life = 2 }, dee = { life = 1 }, logged = { "C-29" },
         not_logged = { "C-34", "C-9" } }
command("ann", "play duel bob")
expect {
  bob = { eliminated = true }, ann = { hand_size = 5 },
  logged = { "C-34", "C-36",
             "{player} eliminated an Outlaw and draws a card.\1{player} eliminated an Outlaw and draws {n} cards." },
  not_logged = { "{player} draws a card.\1{player} draws {n} cards.",
                 "{player} eliminated an Outlaw and draws 3 cards." },
}
