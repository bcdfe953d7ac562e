#!/bin/sh
# example_mod.sh BANG SOURCE_DIR: the worked example of docs/MODDING.md,
# examples/mods/frontier, loaded over the stock scripts without copying
# them. It adds Belle Starr and the Canteen to the card game, Doc Holyday
# to the dice game, and replaces the card game's Paul Regret (4 bullets).
# Checks:
#   - --mod: computer-only card games deal Belle Starr and play Canteens;
#     simulate lists Belle Starr (card) and Doc Holyday (dice); every game
#     finishes;
#   - the mod's scenarios pass with --mod (the new character and card, the
#     replaced Paul Regret) and fail without it;
#   - the mod's translations: with its catalog compiled, pt_BR shows
#     "Cantil";
#   - the user's mods folder ($XDG_DATA_HOME/bang/mods/frontier) loads it
#     with no option; the same folder named again by --mod counts once;
#   - the start of a game and --version say "Mods: frontier", and the
#     replay command carries --mod;
#   - a folder that is not a mod is refused (status 2) with a message.
set -u
bang=$1
src=$2
mod=$src/examples/mods/frontier
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }

# Games with --mod
log=$tmp/games.log
: > "$log"
for seed in $(seq 1 12); do
  "$bang" play --mod "$mod" --lang en --humans 0 --players 7 --seed "$seed" </dev/null >>"$log" 2>&1
done
for want in "Mods: frontier" "plays Canteen" "Belle Starr"; do
  if grep -q "$want" "$log"; then ok "games show '$want'"; else bad "no game shows '$want'"; fi
done
if grep -q "did not finish\|failed\|error" "$log"; then
  bad "a game with the mod failed: $(grep -m 2 'did not finish\|failed\|error' "$log")"
fi
out=$("$bang" simulate --mod "$mod" --lang en --game card --players 7 --games 100 --seed 1 2>&1)
case "$out" in
  *"did not finish"* | *"failed to take"*) bad "simulate card with the mod: $(echo "$out" | tail -3)" ;;
  *"Belle Starr"*) ok "simulate card deals Belle Starr" ;;
  *) bad "simulate card shows no Belle Starr" ;;
esac
out=$("$bang" simulate --mod "$mod" --lang en --game dice --players 6 --games 200 --seed 1 2>&1)
case "$out" in
  *"did not finish"* | *"failed to take"*) bad "simulate dice with the mod: $(echo "$out" | tail -3)" ;;
  *"Doc Holyday"*) ok "simulate dice deals Doc Holyday" ;;
  *) bad "simulate dice shows no Doc Holyday" ;;
esac
out=$("$bang" simulate --lang en --game card --players 7 --games 20 --seed 1 2>&1)
case "$out" in
  *"Belle Starr"*) bad "Belle Starr dealt without the mod" ;;
  *) ok "without the mod, no Belle Starr" ;;
esac

# The mod's scenarios
if "$bang" scenario --mod "$mod" "$mod"/scenarios/card/*.lua "$mod"/scenarios/dice/*.lua >"$tmp/sc" 2>&1; then
  ok "scenarios pass with --mod: $(tail -1 "$tmp/sc")"
else
  bad "scenarios with --mod:"; cat "$tmp/sc"
fi
if "$bang" scenario "$mod"/scenarios/card/*.lua "$mod"/scenarios/dice/*.lua >"$tmp/sc" 2>&1; then
  bad "the mod's scenarios pass without the mod"
else
  ok "without --mod they fail: $(tail -1 "$tmp/sc")"
fi

# Its translations: compile the catalog into a copy (the source stays read-only)
if command -v msgfmt >/dev/null 2>&1; then
  mkdir -p "$tmp/copy"
  cp -R "$mod" "$tmp/copy/frontier"
  mkdir -p "$tmp/copy/frontier/locale/pt_BR/LC_MESSAGES"
  msgfmt -o "$tmp/copy/frontier/locale/pt_BR/LC_MESSAGES/bang-mod-frontier.mo" "$mod/po/pt_BR.po"
  : > "$tmp/pt.log"
  for seed in 1 2 3 4; do
    "$bang" play --mod "$tmp/copy/frontier" --lang pt_BR --humans 0 --players 7 --seed "$seed" \
      </dev/null >>"$tmp/pt.log" 2>&1
  done
  if grep -q "joga Cantil" "$tmp/pt.log"; then ok "pt_BR: the mod's catalog translates the Canteen"
  else bad "pt_BR: no 'joga Cantil'"; fi
fi

# The user's mods folder
mkdir -p "$tmp/xdg/bang/mods"
ln -s "$mod" "$tmp/xdg/bang/mods/frontier"
mkdir -p "$tmp/xdg/bang/mods/notes"     # not a mod: skipped with a warning
out=$(XDG_DATA_HOME=$tmp/xdg "$bang" play --lang en --humans 0 --players 7 --seed 2 </dev/null 2>&1)
case "$out" in
  *"Mods: frontier"*"plays Canteen"*) ok "\$XDG_DATA_HOME/bang/mods/frontier loads with no option" ;;
  *) bad "the user's mods folder: $(echo "$out" | head -3)" ;;
esac
case "$out" in
  *"skipping"*"notes"*) ok "a folder there that is not a mod is skipped with a warning" ;;
  *) bad "no warning for the folder that is not a mod" ;;
esac
out=$(XDG_DATA_HOME=$tmp/xdg "$bang" --version --mod "$mod" 2>/dev/null)
case "$out" in
  *"Mods: frontier"*"frontier"*) bad "--version lists frontier twice: $out" ;;
  *"Mods: frontier"*) ok "--version: Mods: frontier (once)" ;;
  *) bad "--version shows no mods: $out" ;;
esac

# The replay command carries the mod
out=$(printf '1\n' | "$bang" play --mod "$mod" --lang en --seed 4 2>&1)
case "$out" in
  *"--mod "*"/frontier"*) ok "the replay command has --mod" ;;
  *) bad "no --mod in the replay command: $(echo "$out" | tail -2)" ;;
esac

# Not a mod
"$bang" play --mod "$tmp" --lang en </dev/null >"$tmp/out" 2>&1
status=$?
if [ $status -eq 2 ] && grep -q "not a mod folder" "$tmp/out"; then ok "a folder that is not a mod: status 2"
else bad "a folder that is not a mod: status $status, $(cat "$tmp/out")"; fi
exit $fail
