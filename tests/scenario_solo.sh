#!/bin/sh
# scenario_solo.sh: the scenario runner's keys for the solo game, against a
# tiny stand-in of the solo rules in a data folder of its own (so the test
# does not hang on how the real rules deal): ctest scenario/solo_keys.
# Usage: scenario_solo.sh BANG SOURCE_DIR
#  - game = "solo" with 4 or 5 players listed;
#  - the top-level keys harder, easier, abilities and the players' extra
#    fields (waiting = true, faceup = { ... }) reach the rules' g:preset();
#  - per player `faceup` (the exact multiset, "outlaw" matching a card that
#    is not a playing card) and `faceup_size`, passing and failing.
set -u
bang=${1:?usage: scenario_solo.sh BANG SOURCE_DIR}
src=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
mkdir -p "$tmp/data/lua/solo"
cp "$src/lua/prelude.lua" "$tmp/data/lua/"
# The stand-in: each player's preset face-up cards (and an Outlaw card for
# a waiting one), then one decision whose options name their cards.
cat >"$tmp/data/lua/solo/rules.lua" <<'EOF'
local rules = {}
function rules.setup(g)
  local all = g:preset()
  assert(all.harder == true and all.easier == false and all.abilities == true, "top-level keys")
  for p = 1, g:players() do
    local preset = g:preset(p)
    g:set_role(p, preset.role or "outlaw", true)
    for _, text in ipairs(preset.faceup or {}) do
      local type, mark = text:match("^(%S+)%s*(%S*)$")
      local id = mark ~= "" and g:new_card(type, mark:sub(-1):upper(), tonumber(mark:sub(1, -2)))
                 or g:new_card(type, "H", 7)
      g:move(id, "faceup", p)
    end
    if preset.waiting then g:move(g:new_card("outlaw"), "faceup", p) end
  end
end
function rules.play(g)
  local options = {}
  for _, id in ipairs(g:cards("faceup", 1)) do
    options[#options + 1] = { cmd = "play " .. g:card(id), card = id }
  end
  options[#options + 1] = { cmd = "end" }
  g:decide { player = 1, kind = "brown", prompt = "Play", options = options }
  g:finish { id = "over", winners = { 1 } }
end
return rules
EOF
cat >"$tmp/setup.lua" <<'EOF'
scenario {
  title = "solo keys", game = "solo", harder = true, easier = false, abilities = true,
  players = {
    { "sheriff", role = "sheriff", faceup = { "bang 5c", "missed", "beer 6h" } },
    { "o1", faceup = { "bang 7s" } },
    { "o2" },
    { "o3", waiting = true },
    { "o4", role = "renegade", waiting = true, faceup = { "beer" } },
  },
}
EOF
cat "$tmp/setup.lua" - >"$tmp/pass.lua" <<'EOF'
expect { sheriff = { faceup = { "beer", "bang 5c", "missed" }, faceup_size = 3 },
         o1 = { faceup = { "bang" }, faceup_size = 1 }, o2 = { faceup = {}, faceup_size = 0 },
         o3 = { faceup = { "outlaw" } }, o4 = { faceup = { "outlaw", "beer 7h" }, faceup_size = 2 },
         decision = "brown", has_options = { "play bang", "end" } }
command("sheriff", "play bang")
expect { over = true, winner = "sheriff" }
EOF
BANG_DATA_DIR="$tmp/data" "$bang" scenario "$tmp/pass.lua" >"$tmp/out" 2>&1 ||
  { cat "$tmp/out"; fail "the solo keys were not accepted"; }
# Each wrong expectation fails, naming what differed.
for wrong in 'sheriff = { faceup_size = 2 }' 'sheriff = { faceup = { "bang", "missed" } }' \
             'o3 = { faceup = { "bang" } }' 'o1 = { faceup = { "bang 5c" } }' \
             'o4 = { faceup = { "outlaw 5c", "beer" } }'; do
  { cat "$tmp/setup.lua"; echo "expect { $wrong }"; } >"$tmp/wrong.lua"
  BANG_DATA_DIR="$tmp/data" "$bang" scenario "$tmp/wrong.lua" >"$tmp/out" 2>&1 &&
    fail "expect { $wrong } passed"
  grep -q 'FAIL .*wrong.lua:11: expected' "$tmp/out" || { cat "$tmp/out"; fail "expect { $wrong }: no message"; }
done
[ $status -eq 0 ] && echo "ok: the solo scenario keys"
exit $status
