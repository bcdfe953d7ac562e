#!/bin/sh
# mod_rules.sh BANG SOURCE_DIR: a modder's errors name the modder's file,
# and a mod brings its own rules (issue 29 item 5). Checks that:
#   - a runtime error in a mod's handler raised inside a stock helper it
#     called (api.heal with a nil amount) names the mod's file and line
#     first, in `play` and in `simulate`;
#   - a character's `rules` field adds its rule: `rules BNK-1` shows it
#     (and `bang rules --mod DIR BNK-1` at the command line),
#     `rules` lists it after the key rules, and `--explain` and `replay
#     --explain` cite it when it applies;
#   - an unknown rule id in a mod's script, and an id the game has
#     already, stop the game at load time with the file and the line.
set -u
. "$(dirname "$0")/tmux_session.sh"
bang=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state"
fail=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }

# Every stock character replaced by one whose draw phase calls api.heal
# with no amount (line 8): the first turn fails inside damage.lua.
mkdir -p "$tmp/broken/card/characters"
for f in "$src"/lua/card/characters/*.lua; do
  id=$(basename "$f" .lua)
  cat > "$tmp/broken/card/characters/$id.lua" <<LUA
return {
  id = "$id",
  life = 4,
  name = N_"Someone",
  ability = N_"Something.",
  on_own = {
    draw_phase = function(g, api, ev, owner)
      api.heal(g, owner, nil, "C-8")
    end,
  },
}
LUA
done
for cmd in "play --humans 0 --pace 0" "simulate --games 1"; do
  err=$("$bang" $cmd --mod "$tmp/broken" --lang en --players 4 --seed 1 </dev/null 2>&1 >/dev/null)
  first=$(printf '%s\n' "$err" | grep -m1 "bang: ")
  case "$first" in
    *"$tmp/broken/card/characters/"*".lua:8: "*) ok "$cmd: $first" ;;
    *) bad "$cmd: the error does not start with the mod's file and line: $err" ;;
  esac
done

# At a terminal (tmux, 80x24): the person sees the mod's file and line.
if command -v tmux >/dev/null 2>&1; then
  sock="bang-modrules-$$"
  new_session "$sock" new-session -d -x 80 -y 24 -s err \
    "$bang play --mod $tmp/broken --lang en --players 4 --seed 1 --pace 0; sleep 20"
  seen=
  for _ in $(seq 1 100); do
    tmux -L "$sock" capture-pane -p -J -t err | grep -q "broken/card/characters/[a-z_]*\.lua:8: attempt" &&
      { seen=1; break; }
    sleep 0.1
  done
  [ -n "$seen" ] && ok "the terminal shows the mod's file and line" ||
    bad "the terminal does not show the mod's file and line: $(tmux -L "$sock" capture-pane -p -t err | grep -v '^$' | tail -4)"
  tmux -L "$sock" kill-server 2>/dev/null
else
  bad "tmux is needed for the terminal part of this test"
fi

# A character with a rule of its own.
mkdir -p "$tmp/kate/card/characters"
cat > "$tmp/kate/card/characters/big_nose_kate.lua" <<'LUA'
-- Big Nose Kate: regains 1 life when another player is eliminated.
return {
  id = "big_nose_kate",
  life = 4,
  name = N_"Big Nose Kate",
  ability = N_"Whenever another player is eliminated, you regain 1 life.",
  rules = { ["BNK-1"] = N_"Big Nose Kate: whenever another player is eliminated, she regains 1 life." },
  on = {
    eliminated = function(g, api, ev, owner)
      if ev.player ~= owner then api.heal(g, owner, 1, "BNK-1") end
    end,
  },
}
LUA
out=$(printf 'rules BNK-1\nquit\nquit\n' | "$bang" play --mod "$tmp/kate" --lang en --pace 0 --seed 3 2>&1)
case "$out" in
  *"[BNK-1] Big Nose Kate: whenever another player is eliminated"*) ok "rules BNK-1 shows the mod's rule" ;;
  *) bad "rules BNK-1: $(printf '%s\n' "$out" | grep -A2 'rules BNK')" ;;
esac
# The same at the command line, without a game (`bang rules`).
out=$("$bang" rules --mod "$tmp/kate" --lang en BNK-1 2>&1)
case "$out" in
  *"[BNK-1] Big Nose Kate: whenever another player is eliminated"*) ok "bang rules BNK-1 shows the mod's rule" ;;
  *) bad "bang rules BNK-1: $out" ;;
esac
# `rules` alone lists the key rules, then the rules the mods brought.
out=$(printf 'rules\nquit\nquit\n' | "$bang" play --mod "$tmp/kate" --lang en --pace 0 --seed 3 2>&1)
printf '%s\n' "$out" | sed -n '/^ann> rules$/,/^Type rules/p' | grep -q '^    \[BNK-1\] Big Nose Kate' &&
  ok "rules lists the mod's rule" || bad "rules does not list BNK-1"

found=
for seed in $(seq 1 40); do
  rm -rf "$tmp/state"
  out=$("$bang" play --mod "$tmp/kate" --lang en --humans 0 --players 7 --pace 0 --explain \
    --seed "$seed" </dev/null 2>&1)
  if printf '%s\n' "$out" | grep -q "^    \[BNK-1\] Big Nose Kate: whenever"; then
    found=$seed
    break
  fi
done
if [ -z "$found" ]; then
  bad "no game of 40 cites BNK-1 with --explain"
else
  ok "--explain cites BNK-1 (seed $found)"
  save=$(ls "$tmp/state/bang/"card-*.bang)
  out=$(yes "" | head -1000 | "$bang" replay "$save" --explain --mod "$tmp/kate" --lang en 2>&1)
  if printf '%s\n' "$out" | grep -q "^    \[BNK-1\] Big Nose Kate: whenever"; then
    ok "replay --explain cites BNK-1"
  else
    bad "replay --explain does not cite BNK-1"
  fi
fi

# An unknown rule id, and an id the game already has.
mkdir -p "$tmp/typo/card/characters" "$tmp/taken/card/characters"
sed -e 's/"BNK-1")/"K-1")/' -e '/rules = /d' "$tmp/kate/card/characters/big_nose_kate.lua" \
  > "$tmp/typo/card/characters/big_nose_kate.lua"
sed 's/BNK-1/C-54/' "$tmp/kate/card/characters/big_nose_kate.lua" \
  > "$tmp/taken/card/characters/big_nose_kate.lua"
err=$("$bang" simulate --mod "$tmp/typo" --lang en --games 1 2>&1)
case "$err" in
  *"/typo/card/characters/big_nose_kate.lua:9: unknown rule id K-1"*) ok "unknown id: $err" ;;
  *) bad "an unknown rule id gave: $err" ;;
esac
err=$("$bang" play --mod "$tmp/taken" --lang en --humans 0 </dev/null 2>&1)
case "$err" in
  *"/taken/card/characters/big_nose_kate.lua:7: the rule id C-54 is taken already"*) ok "taken id: $err" ;;
  *) bad "a taken rule id gave: $err" ;;
esac
exit $fail
