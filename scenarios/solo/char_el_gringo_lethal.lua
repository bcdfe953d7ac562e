-- El Gringo (advanced) takes a card also for a hit that takes him to 0: nobody is eliminated before the last Beer (S-7), so C-34 does not apply in solo (S-20, S-21); the Beer he takes from the Sheriff saves him.
scenario {
  title = "El Gringo takes a card for a hit that takes him to 0",
  rules = { "S-20", "S-21", "S-7" }, game = "solo", seed = 1, abilities = true,
  start = { phase = 4 },
  players = {
    { "sheriff", role = "sheriff", character = "black_jack", life = 3, faceup = { "bang 2d", "beer 6h" } },
    { "o1", role = "outlaw", character = "el_gringo", life = 1, faceup = {} },
    { "o2", role = "outlaw", character = "jesse_jones", life = 1, faceup = { "beer 8h" } },
    { "o3", role = "outlaw", character = "kit_carlson", waiting = true },
  },
  deck = { "missed 10c" },
}
command("sheriff", "play bang o1")
expect { o1 = { life = 0, faceup = { "beer 6h" } }, sheriff = { faceup = {} },
         logged = { "{player} takes a random face-up card of {target}." }, decision = "beer",
         options = { "play beer o1", "play beer o2" } }
