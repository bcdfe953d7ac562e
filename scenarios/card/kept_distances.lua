-- The rules keep the distances and each player's BANG! targets from one
-- decision to the next (rules/core.lua, api.target_choices) and must forget
-- them as soon as a Mustang or a Scope comes or goes in the same turn: ann
-- (Colt .45, range 1) first reaches only dee; once her Cat Balou has
-- discarded bob's Mustang she reaches bob too, and once her Scope is in play
-- also cy (at 2 - 1).
scenario {
  title = "Distances kept between decisions follow a Mustang out and a Scope in",
  rules = { "C-12", "C-13", "C-14", "C-28" },
  game = "card", seed = 1, first = "ann",
  players = {
    { "ann", role = "sheriff", character = "lucky_duke", hand = { "bang 2c", "cat_balou", "scope" } },
    { "bob", role = "outlaw", character = "black_jack", hand = {}, inplay = { "mustang" } },
    { "cy", role = "outlaw", character = "jesse_jones", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "beer 6h", "beer 7h" }, -- ann's phase 1
}
expect { has_options = { "play bang dee", "play cat_balou bob mustang" },
         lacks_options = { "play bang bob", "play bang cy" } }
command("ann", "play cat_balou bob mustang")
expect { bob = { inplay = {} }, has_options = { "play bang bob", "play bang dee" },
         lacks_options = { "play bang cy" } }
command("ann", "play scope")
expect { ann = { inplay = { "scope" } },
         has_options = { "play bang bob", "play bang cy", "play bang dee" } }
command("ann", "play bang cy")
expect { cy = { life = 3 } }
