-- Dynamite: played in front of oneself. At the start of the owner's next turn:
-- draw!; the King of Spades is not a Spade 2-9, so it passes to the player on
-- the left; there the 5 of Spades makes it explode: 3 life lost, Dynamite
-- discarded.
scenario {
  title = "Dynamite: passes on a King of Spades, explodes on the 5 of Spades",
  rules = { "C-33", "C-30", "C-6", "C-7", "C-31" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "dynamite" } },
    { "bob", role = "outlaw", character = "jourdonnais", hand = {} },
    { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
    { "dee", role = "renegade", character = "willy_the_kid", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",     -- ann, turn 1
           "beer 6h", "beer 7h",         -- bob
           "beer 8h", "beer 9h",         -- cy
           "beer 10h", "beer jh",        -- dee
           "barrel ks",                  -- ann's Dynamite draw!: K of Spades
           "stagecoach", "stagecoach",   -- ann, turn 5
           "missed 5s",                  -- bob's Dynamite draw!: 5 of Spades
           "general_store", "panic" },   -- bob, turn 6
}
command("ann", "play dynamite")
-- In front of herself; then nothing else to play: her turn ends by itself.
expect { ann = { inplay = { "dynamite" } }, active = "bob" }
command("bob", "end")
command("cy", "end")
command("dee", "end")
expect { active = "ann", turn = 5, bob = { inplay = { "dynamite" } }, ann = { inplay = {} },
         discard_top = "barrel ks" }
command("ann", "end")
expect {
  active = "bob", bob = { life = 1, inplay = {}, hand = { "beer", "beer", "general_store", "panic" } },
  discard_top = "dynamite", logged = { "C-33" },
}
