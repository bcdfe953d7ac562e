-- Panic!: the Sheriff takes only from Outlaws, an Outlaw only from the Sheriff; a blue card taken goes into play beside the player (a second weapon replaces his), a random face-up card joins his face-up cards.
scenario {
  title = "Panic!: sides, a weapon taken replaces the old one",
  rules = { "S-10", "S-5" }, game = "solo", seed = 1,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3, inplay = { "schofield 13s" } },
    { "o1", role = "outlaw", character = "kit_carlson", life = 3, inplay = { "remington" } },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "el_gringo", waiting = true },
  },
  deck = { "panic 8d", "missed 10c", "missed 11c",   -- the Sheriff
           "panic 11h", "bang 2d", "beer 7h",        -- o1
           "beer 6h" },                              -- o2
}
-- Nobody panics his own side: no Panic! at o2 by o1, none at the Sheriff by the Sheriff.
expect { decision = "brown",
         options = { "play panic o1", "play panic o1 remington", "play panic o2",
                     "play panic sheriff", "play panic sheriff schofield" } }
command("sheriff", "play panic o1 remington")
-- The Remington goes into play beside the Sheriff and replaces his Schofield.
expect { sheriff = { inplay = { "remington" } }, o1 = { inplay = {} },
         logged = { "{player}'s {card} replaces the {other_card}." }, discard_size = 2,
         options = { "play panic sheriff", "play panic sheriff remington" } }
-- o1 takes a random face-up card of the Sheriff (both are Missed!): it
-- joins o1's face-up cards, leaving the Sheriff one.
command("sheriff", "play panic sheriff")
-- o1's BANG! (without asking) is cancelled by the Sheriff's last Missed!;
-- the Missed! o1 took is discarded after step (c).
expect { logged = { "{player} takes a random face-up card of {target}: {card}." },
         sheriff = { life = 3 }, discard_size = 2 + 1 + 3, decision = "beer" }
