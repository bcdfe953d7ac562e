-- El Gringo takes his card once the card that hurt him has finished, and
-- only having survived: hit by a Gatling at 1 life, he saves himself with a
-- Beer, and after the whole Gatling takes a card from the shooter's hand
-- (C-43 ruling, FAQ Q16; C-29).
scenario {
  title = "El Gringo survives a Gatling with a Beer, then takes the shooter's card",
  rules = { "C-43", "C-34", "C-29" },
  game = "card", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "willy_the_kid", hand = { "gatling", "beer 8h", "beer 9h" } },
    { "bob", role = "outlaw", character = "el_gringo", life = 1, hand = { "beer 6h" } },
    { "cy", role = "outlaw", character = "rose_doolan", hand = {} },
    { "dee", role = "renegade", character = "sid_ketchum", hand = {} },
  },
  deck = { "missed 2s", "missed 3s" },   -- ann's phase 1
}
command("ann", "play gatling")
command("bob", "play beer")
expect { bob = { life = 1, alive = true, hand_size = 1 }, ann = { hand_size = 3 }, awaiting = "ann",
         logged = { "C-43" } }
