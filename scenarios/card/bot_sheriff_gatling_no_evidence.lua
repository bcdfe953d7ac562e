-- The stock computer player as the Sheriff, once the Outlaws are out: a
-- Gatling strikes everyone, so the damage it did to the Sheriff and to
-- the Renegade says nothing of its player; the hidden player who then
-- opened fire on the other is the Renegade, and the Sheriff shoots him.
-- (Before: the public record summed the Gatling's damage with aimed
-- shots, the Deputy who played it looked like the Sheriff's foe, and the
-- Sheriff shot his Deputy.) Two Deputies are in play: neither can tell the
-- Renegade yet (each sees two hidden players), so who opens fire is the
-- Renegade (with one Deputy left, both hidden players know each other, and
-- the first shot marks neither: bot_sheriff_spares_deputy_fight).
scenario {
  title = "Computer Sheriff: a Gatling's damage is no evidence, an aimed shot is",
  game = "card", seed = 1, first = "bob", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan", hand = { "bang 5c" } },
    { "bob", role = "deputy", character = "slab_the_killer", hand = { "gatling 10h" } },
    { "cy", role = "renegade", character = "black_jack", hand = { "bang 8c" } },
    { "dee", role = "outlaw", character = "lucky_duke", life = 1, hand = {} },
    { "eve", role = "outlaw", character = "el_gringo", eliminated = true },
    { "fox", role = "deputy", character = "willy_the_kid", hand = {} },
    { "gus", role = "outlaw", character = "jourdonnais", eliminated = true },
  },
  deck = { "beer 6h", "beer 7h", "beer 8h", "missed 2s", "missed 3s", "missed 4s", "missed 5s",
           "missed 6s", "missed 7s", "missed 8s", "missed 10c" },
}
command("bob", "play gatling")  -- ann, cy, dee and fox lose 1 life: dee, the last Outlaw, is out
command("bob", "end")
command("cy", "play bang bob")  -- bob has no Missed!: he loses 1 life
expect { dee = { life = 0 }, ann = { life = 4 }, bob = { life = 3 }, cy = { life = 3 }, fox = { life = 3 } }
-- (cy's turn ends by itself: nothing left to play; so does fox's, with two
-- Missed!s.)
-- (ann drew two Missed!s.)
bot("ann")
expect { ann = { hand = { "missed", "missed" } }, bob = { life = 3 } } -- cy is asked for his Missed!
