-- Jesse Jones at 4 life: each Beer he gives himself is worth 2 (two Beers: +4), judged at the start
-- of his Beers; life is a plain number (D-16) going 4 -> 6 -> 8.
scenario {
  title = "Jesse Jones: Beers give 2 at 4 life or less", rules = { "D-44", "D-12", "D-16" },
  game = "",
  rolls = { { "beer", "beer", "beer", "dynamite", "arrow" } },
}
command("bob", "stop")
command("bob", "beer bob")
command("bob", "beer bob")   -- he is at 6 now, but the Beers started at 4
command("bob", "beer dee")   -- a Beer on someone else gives 1
expect { bob = { life = 8 }, dee = { life = 6 }, logged = { "D-44" }, active = "cy" }
