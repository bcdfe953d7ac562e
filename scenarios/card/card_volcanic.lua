-- Volcanic: a weapon of range 1 that lifts the one-BANG! limit.
-- "3" picks ann's third option: the BANG! targets come first, clockwise from
-- her left (bob, cy, dee), then "end"; cy (distance 2) is out of range, so the
-- third option is "end".
scenario {
  title = "Volcanic: any number of BANG!s, range 1",
  rules = { "C-14", "C-20", "C-9" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "sid_ketchum", hand = { "volcanic", "bang", "bang", "bang" } },
    { "bob", role = "outlaw", character = "lucky_duke", hand = {} },
    { "cy", role = "outlaw", character = "black_jack", hand = {} },
    { "dee", role = "renegade", character = "slab_the_killer", hand = {} },
  },
  deck = { "missed 2s", "missed 3s",   -- ann's phase 1
           "beer 6h", "beer 7h" },     -- bob's
}
command("ann", "play volcanic")
command("ann", "play bang bob")
command("ann", "play bang dee")
expect { bob = { life = 3 }, dee = { life = 3 }, ann = { inplay = { "volcanic" } } }
command("ann", "3")
expect { active = "bob", cy = { life = 4 }, ann = { hand = { "bang", "missed", "missed" } } }
