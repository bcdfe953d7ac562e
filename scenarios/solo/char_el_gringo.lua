-- El Gringo (advanced): hit by the Sheriff, he takes a random face-up card of the Sheriff into his own face-up cards, and may then fire it.
scenario {
  title = "El Gringo takes a face-up card of whoever hit him",
  rules = { "S-21" }, game = "solo", seed = 1, abilities = true,
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 2 },
    { "o1", role = "outlaw", character = "el_gringo", life = 2 },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1 },
    { "o3", role = "outlaw", character = "kit_carlson", waiting = true },
  },
  deck = { "bang 2d", "bang 3d",   -- the Sheriff: one BANG! allowed
           "beer 7h", "beer 8h",   -- o1
           "beer 9h" },            -- o2
}
expect { options = { "play bang o1", "play bang o2" }, o1 = { faceup = { "beer", "beer" } } }
command("sheriff", "play bang o1")
-- El Gringo takes the Sheriff's other BANG! and fires it back (without
-- asking: the only play left).
expect { o1 = { life = 1 }, sheriff = { life = 1 }, logged = { "{player} takes a random face-up card of {target}." },
         sheriff = { faceup = {} }, o1 = { faceup = { "beer", "beer" } }, discard_size = 2, decision = "beer", options = { "play beer o1", "play beer o2" } }
