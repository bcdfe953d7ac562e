-- The stock computer player as the Sheriff, once the Outlaws are out: of
-- the three hidden players left (two Deputies and the Renegade), the one
-- who, with an Outlaw already out, aimed cards at the other two is the
-- Renegade (a Deputy aims only at who looks an Outlaw to him; the
-- Renegade presses the law while it outnumbers the Outlaws), and the
-- Sheriff shoots him at his first turn of the hunt. (Before: every act
-- from before the last Outlaw went out weighed a tenth, and the Sheriff
-- held his BANG!.)
scenario {
  title = "Computer Sheriff: what was aimed at the law before the last Outlaw fell marks the Renegade",
  game = "card", seed = 1, first = "dee", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "beer 9h" } },
    { "cy", role = "deputy", character = "paul_regret", hand = { "beer 10h" } },
    { "dee", role = "renegade", character = "black_jack",
      hand = { "general_store 9c", "cat_balou kh", "cat_balou 9d", "duel qd" } },
    { "eve", role = "outlaw", character = "el_gringo", life = 1, hand = {} },
    { "fox", role = "outlaw", character = "kit_carlson", eliminated = true },
    { "gus", role = "outlaw", character = "jourdonnais", eliminated = true },
  },
  deck = { "missed 2s", "bang 2d", "beer 11h", "stagecoach 9s", "wells_fargo 3h",
           "beer 6h", "beer 7h", "beer 8h", "missed 7s", "missed 8s" },
}
-- Everyone takes a card of the General Store: ann's computer player sees
-- the game while an Outlaw is still in.
command("dee", "play general_store")
command("dee", "pick wells_fargo")
command("eve", "pick stagecoach")
bot("ann")
bot("bob") -- (cy takes the last one)
command("dee", "play cat_balou bob hand")
command("dee", "play cat_balou cy hand")
command("dee", "play duel eve") -- the last Outlaw is out
expect { eve = { life = 0 }, dee = { hand = { "wells_fargo", "beer", "beer", "beer" } } }
command("dee", "end")
-- ann draws two Missed! and decides with her BANG!: dee is beside her.
expect { awaiting = "ann", decision = "play", reach = { ann = { dee = true } } }
bot("ann")
expect { dee = { life = 3 }, bob = { life = 4 }, cy = { life = 3 } }
