-- Bart Cassidy: each life point he loses draws him a card, once the card
-- that hurt him has finished (C-40); at 0 life the save comes first and he
-- gets nothing for a life point he does not survive (C-34, FAQ Q16).
scenario {
  title = "Bart Cassidy draws after the hit he survives, nothing for the one he does not",
  rules = { "C-40", "C-34" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "bang", "bang", "beer 8h" } },
    { "bob", role = "outlaw", character = "bart_cassidy", life = 2, hand = {} },
    { "cy", role = "outlaw", character = "lucky_duke", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h",                  -- bob's card for the first hit
           "beer 7h" },                -- would be his card for the second
}
command("ann", "play bang bob")
expect { bob = { life = 1, hand = { "beer 6h" } }, logged = { "C-40" } }
-- The second hit takes him to 0: the save comes first, with the Beer he
-- drew for the first hit (out of turn a Beer is played only to survive).
command("ann", "play bang bob")
expect { awaiting = "bob", decision = "save", bob = { life = 0, hand = { "beer 6h" } } }
command("bob", "play beer")
-- He survived at 1: now, after the BANG!, he draws for that life point.
expect { bob = { life = 1, alive = true, hand = { "beer 7h" } }, discard_top = "beer 6h" }
