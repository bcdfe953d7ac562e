-- The stock computer player as the Sheriff on turn 1 of a 7-player game,
-- with more cards than life: nobody has done anything yet, but each
-- neighbour is likelier an Outlaw (3 of 6) than a Deputy (2 of 6), and a
-- BANG! he would discard at the end of the turn costs nothing to play, so
-- he shoots rather than throw two BANG!s away. (Before: no shot, and two
-- BANG!s discarded.)
scenario {
  title = "Computer Sheriff: turn 1, a spare BANG! is shot, not discarded",
  game = "card", seed = 1, first = "ann", start = { phase = 2 },
  players = {
    { "ann", role = "sheriff", character = "rose_doolan",
      hand = { "bang 5c", "bang 6c", "bang 7c", "missed 2s", "missed 3s", "beer 6h" } },
    { "bob", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "cy", role = "deputy", character = "black_jack", hand = {} },
    { "dee", role = "outlaw", character = "lucky_duke", hand = {} },
    { "eve", role = "renegade", character = "el_gringo", hand = {} },
    { "fox", role = "deputy", character = "jesse_jones", hand = {} },
    { "gus", role = "outlaw", character = "kit_carlson", hand = {} },
  },
}
bot("ann")
expect { ann = { hand = { "bang", "bang", "missed", "missed", "beer" } } }
