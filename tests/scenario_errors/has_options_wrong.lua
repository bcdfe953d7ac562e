-- A failed has_options check lists what is offered.
-- expect: 'shoot cy' should be offered, but it is not (offered: 'shoot bob', 'shoot dee')
scenario {
  game = "dice", seed = 1,
  players = {
    { "ann", role = "sheriff", character = "paul_regret" },
    { "bob", role = "outlaw", character = "bart_cassidy" },
    { "cy", role = "outlaw", character = "black_jack" },
    { "dee", role = "renegade", character = "lucky_duke" },
  },
  rolls = { { "1", "dynamite", "dynamite", "arrow", "arrow" } },
}
command('ann', 'stop')
expect { has_options = { 'shoot cy' } } --!
