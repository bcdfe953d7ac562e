-- variants.lua: the declared fields of a variant's manifest,
-- lua/<variant>/variant.lua (docs/MODDING.md, "A variant's manifest"). The
-- command line reads the manifests (src/host/variants.c) to know which games
-- there are, how many players each takes, its computer players and the
-- scenario keys that apply to it; every manifest is checked against this
-- table (prelude.check_script), so a misspelt field stops with the file,
-- the line and the field.

local schema = {}

schema.variant = {
  title = { type = "string", required = true, doc = "the game's name as players see it, a message id (N_\"BANG! The Dice Game\")" },
  players = { type = "table", required = true, doc = "how many players: `{ min = 3, max = 8, default = 5 }`, 1 to 8",
              fields = {
                min = { type = "number", required = true, doc = "the fewest players" },
                max = { type = "number", required = true, doc = "the most players" },
                default = { type = "number", required = true, doc = "without --players" },
              } },
  bots = { type = "table", required = true, doc = "its computer players: `{ default = \"normal\", kinds = { ... } }`",
           fields = {
             default = { type = "string", required = true, doc = "the kind without --bot, one of kinds" },
             kinds = { type = "table", required = true, items = "string",
                       doc = "the kinds --bot and --bots take, in the order the messages list them" },
           } },
  rules = { type = "table", doc = "the rules a player most needs: `{ key = { \"D-5\", ... }, example = \"D-9\" }`",
            fields = {
              key = { type = "table", items = "string", doc = "the rule ids the reading command `rules` quotes first, at most 24" },
              example = { type = "string", doc = "a rule id to show as an example (`rules D-9`)" },
            } },
  default = { type = "boolean", doc = "the game `bang play`, `simulate`, `host` and `learn` take without --game (one manifest says so)" },
  course = { type = "string", doc = "the name of its lessons' course in `bang learn`, a message id (the title if absent)" },
  one_person = { type = "boolean", doc = "one person decides for every character (the rules ask the first seat every decision): --humans is 0 or 1, no --bots, and `auto` plays the forced options" },
  names = { type = "table", items = "string", doc = "the seats' first default names, in seat order, before the usual ones (message ids: NC_(\"default name\", \"sheriff\"))" },
  options = { type = "table", doc = "the game's own options, at most 8: `{ { word = \"harder\", flag = \"advanced\", title = NC_(\"solo option\", \"harder\"), players = 5 } }`; each is true or false in the rules' set-up (g:preset()[word], with g:preset().bot the computer player's kind), turned on by `--advanced WORD` (flag \"advanced\") or `--abilities` (flag \"abilities\", one option); `title` names it in the banner; `players`, if given, is how many players the game has with it on, and then the game's players come from its options, not --players" },
  scenario = { type = "table", doc = "the scenario set-up keys that belong to some games only and apply to this one: `{ table = { ... }, player = { ... } }`; `default = true`: a scenario file without `game` plays this game",
               fields = {
                 default = { type = "boolean", doc = "a scenario file without `game` plays this game" },
                 table = { type = "table", items = "string", doc = "keys of the set-up table" },
                 player = { type = "table", items = "string", doc = "keys of a player's table" },
               } },
  verbs = { type = "table", items = "string", doc = "a mod's command words, the first word of its options' commands: `{ NC_(\"command\", \"load\"), NC_(\"command\", \"shoot\") }`, shown and accepted in the player's language where the mod's catalog translates them" },
  components = { type = "table", doc = "what the table shows of each player: `{ hands = true, counters = { { id = \"arrows\", title = N_\"Arrows\", pile = N_\"Arrows in the pile: {n}\" } } }`",
                 fields = {
                   hands = { type = "boolean", doc = "each player holds a hand of cards (the card game's table: cards in hand, in play, your hand)" },
                   counters = { type = "table", doc = "the named per-player counters the table shows, a column each (at most 4): `{ id = \"bullets\", title = N_\"Bullets\" }`, `id` the name the rules set (g:set_counter), `title` the column's heading (a message id); `pile`, a message id with {n}, shows the tokens in the middle (g:pile()) under the table" },
                 } },
}

return schema
