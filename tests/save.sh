#!/bin/sh
# save.sh: saved games, piped (ctest save/<part>). Usage: save.sh BANG SOURCE_DIR PART
# PART is one of:
#   resume    for the card, dice and solo games (and the card game with two
#             humans at one keyboard): a game stopped at the end of
#             its input and resumed (bang play --resume, the last automatic
#             save) goes on byte for byte as the same game played without a
#             stop; the stopped game's output is the start of that game's;
#             the resumed game keeps saving to the same file; a finished
#             game's "Replay it with" names its save, which replays to the
#             same result; and a save is plain text with a version line.
#   scripts   a save made with other rule scripts (a changed file, a mod,
#             a module of another game required by a name written in long
#             brackets or computed, issue 31) is refused, naming what differs; the same scripts elsewhere are
#             accepted; broken saves (not a save, cut short, another version,
#             a step that does not fit) are refused with a clear message;
#             --resume with set-up options, or with nothing saved, too; with
#             no state folder the game still plays and says it was not saved.
#   undo      undo takes back a decision (dice and card games), and the game
#             goes on as if it had not been taken; it is refused after a roll,
#             after a card drawn (Stagecoach), with no decision yet, and with
#             several humans; each refusal gives its reason.
#   replay    bang replay as a player (--as) shows none of the other players'
#             hidden cards and none of their choices, as a spectator every
#             hand; Enter, a number, --to, --explain and quit work.
#   scenario  a game turned into a scenario (bang save --to-scenario, and the
#             prompt's save FILE.lua) passes bang scenario, for every game
#             kind, finished or not.
#   files     (issue 31) writing: a save or a scenario is never written over
#             a pipe (a fifo stands for a device such as /dev/full: neither
#             is replaced, nor hangs the game), and is written through a
#             symbolic link, which stays; reading: a device (/dev/zero), a
#             file too large and a line too long are refused at once, in
#             bounded memory.
set -u
bang=${1:?usage: save.sh BANG SOURCE_DIR PART}
src=${2:?}
part=${3:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state"
status=0
fail() {
  echo "FAIL $part: $*"
  status=1
}
ok() { echo "ok: $*"; }

# play GAME SEED LINES [OPTIONS...]: a game with LINES lines of "1" typed
# (the dice game: "stop" and "1" in turn, for at a reroll question a number
# is a die, and a Dynamite die cannot be rerolled).
answers() { if [ "$1" = dice ]; then yes "$(printf 'stop\n1')"; else yes 1; fi; }
ones() { answers "$game" | head -n "$1"; }
table_of() { [ "$1" = solo ] && echo "" || echo "--players 4"; }
play() {
  game=$1 seed=$2 lines=$3
  shift 3
  ones "$lines" | "$bang" play --game "$game" $(table_of "$game") --seed "$seed" --lang en \
    --pace 0 --no-confirm "$@"
}
# The game's own lines: without the closing commands (they name save files).
body() { sed '/^Replay it with/,$d' "$1"; }
last_save() { cat "$XDG_STATE_HOME/bang/last"; }

case $part in
resume)
  for kind in card dice solo hotseat; do
    # Decisions before the stop, and in all (the game must not end before).
    game=$kind seats=""
    case $kind in
      dice) seed=9 first=8 all=20 ;;
      hotseat) game=card seats="--humans 2" seed=5 first=11 all=30 ;;
      *) seed=5 first=12 all=30 ;;
    esac
    rm -rf "$XDG_STATE_HOME"
    play "$game" $seed $all $seats >"$tmp/full" 2>"$tmp/err"
    play "$game" $seed $first $seats >"$tmp/first" 2>>"$tmp/err"
    code=$?
    [ $code -eq 3 ] || fail "$game: a game stopped by the end of the input exits $code, not 3"
    saved=$(last_save)
    [ -f "$saved" ] || { fail "$game: no automatic save in $XDG_STATE_HOME/bang"; continue; }
    head -3 "$saved" | grep -q '^bang-save 1$' || fail "$game: the save has no version line"
    grep -q "^game $game$" "$saved" || fail "$game: the save does not say which game"
    [ "$(grep -c '^step ' "$saved")" -ge $first ] || fail "$game: the save holds $(grep -c '^step ' "$saved") steps"
    grep -qF "bang play --resume $saved" "$tmp/first" || fail "$game: no 'Resume it with' naming $saved"
    ones $((all - first)) | "$bang" play --resume --lang en --pace 0 --no-confirm >"$tmp/second" 2>>"$tmp/err"
    # (the line is wrapped between words when the save's path is long)
    sed -n '/^Resumed from /,/replayed\.$/p' "$tmp/second" | tr '\n' ' ' | sed 's/  */ /g; s/ $//' |
      grep -q "^Resumed from $saved: [0-9]* decisions replayed\.$" ||
      fail "$game: no 'Resumed from' line: $(sed -n 1,4p "$tmp/second")"
    # The stopped game is the start of the whole one (up to its last
    # prompt, where the input ended), the resumed game its end.
    sed '/^The input ended before the game did\./,$d' "$tmp/first" | sed '$d' >"$tmp/first.body"
    n=$(wc -l <"$tmp/first.body")
    head -n "$n" "$tmp/full" | cmp -s - "$tmp/first.body" ||
      fail "$game: the stopped game's output is not the start of the whole game's"
    body "$tmp/second" | sed '1,/decisions* replayed\.$/d' >"$tmp/second.body"
    body "$tmp/full" >"$tmp/full.body"
    n=$(wc -l <"$tmp/second.body")
    [ "$n" -gt 10 ] || fail "$game: the resumed game showed $n lines"
    if tail -n "$n" "$tmp/full.body" | cmp -s - "$tmp/second.body"; then
      ok "$kind: resumed after $first decisions, the next $n lines are byte for byte the uninterrupted game's"
    else
      fail "$game: the resumed game differs from the uninterrupted one:"
      tail -n "$n" "$tmp/full.body" | diff - "$tmp/second.body" | head -10
    fi
    grep -qF "bang replay $saved" "$tmp/second" || fail "$game: the resumed game does not save to $saved"
    [ -s "$tmp/err" ] && fail "$game: stderr: $(head -3 "$tmp/err")"
    [ "$kind" = hotseat ] && continue
    # A whole game: its "Replay it with" names its save, which replays to its end.
    answers "$game" | head -n 3000 | "$bang" play --game "$game" $(table_of "$game") --seed 8 --lang en \
      --pace 0 --no-confirm >"$tmp/whole" 2>&1
    grep -qF '***' "$tmp/whole" || { fail "$game: the whole game did not end"; continue; }
    replay_line=$(sed -n '/^Replay it with:$/{n;p;}' "$tmp/whole" | sed 's/^  //')
    case $replay_line in
      "$bang replay $XDG_STATE_HOME/bang/$game-"*.bang) ok "$game: the finished game says: $replay_line" ;;
      *) fail "$game: the finished game's replay line: '$replay_line'" ;;
    esac
    grep -q '^Resume it with' "$tmp/whole" && fail "$game: a finished game offers to resume it"
    file=${replay_line#"$bang replay "}
    steps=$(grep -c '^step ' "$file")
    yes '' | head -n $((steps + 5)) | "$bang" replay "$file" --lang en >"$tmp/replayed" 2>&1
    sed -n '/\*\*\*/,$p' "$tmp/whole" | sed '/^Replay it with/,$d' >"$tmp/result.whole"
    sed -n '/\*\*\*/,$p' "$tmp/replayed" | sed '/^\[/,$d' >"$tmp/result.replayed"
    if [ -s "$tmp/result.whole" ] && cmp -s "$tmp/result.whole" "$tmp/result.replayed"; then
      ok "$game: bang replay of the save ends with the same result ($steps steps)"
    else
      fail "$game: the replay's result differs:"
      diff "$tmp/result.whole" "$tmp/result.replayed" | head -8
    fi
    "$bang" play --resume "$file" --lang en </dev/null >"$tmp/over" 2>&1
    [ $? -eq 1 ] && grep -q 'this game is over' "$tmp/over" ||
      fail "$game: resuming a finished game: $(tail -2 "$tmp/over")"
  done
  # A save under $HOME is shown from "~/" in the commands to copy (shorter,
  # within a terminal's line), and the command copied runs as shown.
  home="$tmp/home dir"
  mkdir -p "$home"
  printf 'quit\nquit\n' | HOME=$home XDG_STATE_HOME= "$bang" play --seed 5 --lang en >"$tmp/home.out" 2>&1
  line=$(grep -A1 '^Resume it with:' "$tmp/home.out" | tail -n 1)
  case $line in
  *" play --resume ~/.local/state/bang/card-"*.bang) ok "a save under \$HOME shown from ~/: $line" ;;
  *) fail "a save under \$HOME: $line" ;;
  esac
  printf 'quit\nquit\n' | HOME=$home XDG_STATE_HOME= sh -c "$line --lang en" >"$tmp/home.resumed" 2>&1
  grep -q "^Resumed from " "$tmp/home.resumed" || fail "the resume command shown does not run: $(head -3 "$tmp/home.resumed")"
  ;;

scripts)
  # A copy of the scripts elsewhere is the same; a changed file is named.
  mkdir -p "$tmp/data"
  cp -r "$src/lua" "$tmp/data/lua"
  play card 3 5 >/dev/null 2>&1
  saved=$(last_save)
  cp "$saved" "$tmp/game.bang"
  printf '' | BANG_DATA_DIR="$tmp/data" "$bang" play --resume "$tmp/game.bang" --lang en >"$tmp/out" 2>&1
  [ $? -eq 3 ] && grep -q '^Resumed from' "$tmp/out" || fail "the same scripts in another folder: $(tail -2 "$tmp/out")"
  echo '-- changed' >>"$tmp/data/lua/card/cards/beer.lua"
  BANG_DATA_DIR="$tmp/data" "$bang" play --resume "$tmp/game.bang" --lang en </dev/null >"$tmp/out" 2>&1
  code=$?
  if [ $code -eq 1 ] && grep -q 'saved with other rule scripts' "$tmp/out" &&
     grep -q 'changed since: card/cards/beer.lua\.' "$tmp/out"; then
    ok "a changed script is refused by name: $(cat "$tmp/out")"
  else
    fail "a changed script: status $code, $(cat "$tmp/out")"
  fi
  BANG_DATA_DIR="$tmp/data" "$bang" replay "$tmp/game.bang" --lang en </dev/null >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q 'card/cards/beer.lua' "$tmp/out" || fail "bang replay with a changed script: $(cat "$tmp/out")"
  BANG_DATA_DIR="$tmp/data" "$bang" save --to-scenario "$tmp/game.bang" "$tmp/x.lua" --lang en >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q 'card/cards/beer.lua' "$tmp/out" || fail "bang save with a changed script: $(cat "$tmp/out")"
  # Modules required by names the scripts' text does not spell out: the
  # save names what was loaded, so a change to either is seen.
  mkdir -p "$tmp/data2" "$tmp/req/dice"
  cp -r "$src/lua" "$tmp/data2/lua"
  { echo 'local _beer = require [[card:cards.beer]]'
    echo 'local _missed = require("card" .. ":cards." .. "missed")'
    cat "$src/lua/dice/rulebook.lua"; } >"$tmp/req/dice/rulebook.lua"
  BANG_DATA_DIR="$tmp/data2" play dice 9 8 --mod "$tmp/req" >"$tmp/out" 2>&1
  [ $? -eq 3 ] || fail "a dice game with the module-requiring mod: $(tail -3 "$tmp/out")"
  cp "$(last_save)" "$tmp/req.bang"
  for module in beer missed; do
    grep -q "^script card/cards/$module.lua [0-9a-f]*$" "$tmp/req.bang" ||
      fail "the save does not name card/cards/$module.lua, which the game loaded"
  done
  printf '' | BANG_DATA_DIR="$tmp/data2" "$bang" play --resume "$tmp/req.bang" --mod "$tmp/req" --lang en \
    >"$tmp/out" 2>&1
  [ $? -eq 3 ] && grep -q '^Resumed from' "$tmp/out" || fail "the same modules again: $(tail -2 "$tmp/out")"
  for module in beer missed; do
    cp "$tmp/data2/lua/card/cards/$module.lua" "$tmp/kept.lua"
    echo '-- changed' >>"$tmp/data2/lua/card/cards/$module.lua"
    for how in play replay save; do
      case $how in
        play) set -- play --resume "$tmp/req.bang" ;;
        replay) set -- replay "$tmp/req.bang" ;;
        save) set -- save --to-scenario "$tmp/req.bang" "$tmp/req.lua" ;;
      esac
      BANG_DATA_DIR="$tmp/data2" "$bang" "$@" --mod "$tmp/req" --lang en </dev/null >"$tmp/out" 2>&1
      code=$?
      if [ $code -eq 1 ] && grep -q "saved with other rule scripts.*changed since: card/cards/$module.lua\." "$tmp/out"; then
        ok "bang $how: a changed module required as a computed or long-bracket name is refused: $(cat "$tmp/out")"
      else
        fail "bang $how with card/cards/$module.lua changed: status $code, $(head -c 400 "$tmp/out")"
      fi
    done
    cp "$tmp/kept.lua" "$tmp/data2/lua/card/cards/$module.lua"
  done
  # A script the game loads now but the save does not name.
  grep -v '^script card/cards/missed.lua ' "$tmp/req.bang" >"$tmp/unnamed.bang"
  BANG_DATA_DIR="$tmp/data2" "$bang" play --resume "$tmp/unnamed.bang" --mod "$tmp/req" --lang en \
    </dev/null >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q 'loaded now but not in the save: card/cards/missed.lua\.' "$tmp/out" ||
    fail "a script loaded now but not in the save: $(head -c 400 "$tmp/out")"
  sed 's|^script card/cards/beer.lua |script ../../../etc/passwd.lua |' "$tmp/req.bang" >"$tmp/escape.bang"
  BANG_DATA_DIR="$tmp/data2" "$bang" play --resume "$tmp/escape.bang" --mod "$tmp/req" --lang en \
    </dev/null >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q 'a script line is not' "$tmp/out" || fail "a script path out of the roots: $(head -c 400 "$tmp/out")"
  # A mod loaded now but not then, and then but not now.
  mod="$src/examples/mods/frontier"
  "$bang" play --resume "$tmp/game.bang" --mod "$mod" --lang en </dev/null >"$tmp/out" 2>&1
  code=$?
  if [ $code -eq 1 ] && grep -q 'it was saved with the mods: none; now: frontier\.' "$tmp/out"; then
    ok "a mod loaded now is named: $(cat "$tmp/out")"
  else
    fail "a mod loaded now: status $code, $(cat "$tmp/out")"
  fi
  play card 3 5 --mod "$mod" >/dev/null 2>&1
  grep -q "^mod .*/frontier$" "$(last_save)" || fail "the save does not name the mod"
  "$bang" play --resume --lang en </dev/null >"$tmp/out" 2>&1
  grep -q 'it was saved with the mods: frontier; now: none\.' "$tmp/out" || fail "a mod missing now: $(cat "$tmp/out")"
  printf '' | "$bang" play --resume --mod "$mod" --lang en >"$tmp/out" 2>&1
  grep -q '^Resumed from' "$tmp/out" || fail "the same mod again: $(tail -2 "$tmp/out")"
  # Broken saves.
  check_refused() { # file pattern what
    "$bang" play --resume "$1" --lang en </dev/null >"$tmp/out" 2>&1
    code=$?
    if [ $code -eq 1 ] && grep -q "$2" "$tmp/out"; then ok "$3: $(cat "$tmp/out")"
    else fail "$3: status $code, $(cat "$tmp/out")"; fi
  }
  echo 'hello' >"$tmp/hello.bang"
  check_refused "$tmp/hello.bang" 'is not a saved game of bang' "not a save"
  check_refused "$tmp/none.bang" 'No such file' "no such file"
  sed '/^end$/d' "$tmp/game.bang" >"$tmp/cut.bang"
  check_refused "$tmp/cut.bang" 'is cut short' "a save cut short"
  sed 's/^bang-save 1$/bang-save 7/' "$tmp/game.bang" >"$tmp/v7.bang"
  check_refused "$tmp/v7.bang" 'another version; this bang reads version 1' "another version"
  awk '/^step ann / && !done { print "step ann fly away"; done = 1; next } { print }' "$tmp/game.bang" >"$tmp/bad.bang"
  check_refused "$tmp/bad.bang" 'the save does not replay: its step [0-9]* (ann: fly away) does not fit' \
    "a step that does not fit"
  awk '/^step bob / && !done { print "step bob end"; done = 1; next } { print }' "$tmp/game.bang" >"$tmp/bot.bang"
  check_refused "$tmp/bot.bang" 'the save does not replay: at step [0-9]* of the save, the computer player now chooses' \
    "a computer player's step that differs"
  sed 's/^game card$/game chess/' "$tmp/game.bang" >"$tmp/chess.bang"
  check_refused "$tmp/chess.bang" 'line [0-9]*: an unknown game' "an unknown game"
  # The command line.
  "$bang" play --resume --seed 3 --lang en </dev/null >"$tmp/out" 2>&1
  [ $? -eq 2 ] && grep -q 'leave out --seed' "$tmp/out" || fail "--resume --seed: $(cat "$tmp/out")"
  XDG_STATE_HOME="$tmp/empty" "$bang" play --resume --lang en </dev/null >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q 'nothing to resume: no game was saved automatically yet' "$tmp/out" ||
    fail "--resume with nothing saved: $(cat "$tmp/out")"
  # No state folder: the game plays, and says it was not saved.
  printf '1\n' | env -u XDG_STATE_HOME -u HOME "$bang" play --game dice --players 3 --seed 1 --lang en \
    >"$tmp/out" 2>"$tmp/err"
  [ $? -eq 3 ] || fail "without a state folder: status $?"
  grep -q 'the game was not saved: neither \$XDG_STATE_HOME nor \$HOME is set' "$tmp/err" ||
    fail "without a state folder, stderr: $(cat "$tmp/err")"
  grep -q 'bang play --game dice --players 3 --humans 1 --seed 1' "$tmp/out" ||
    fail "without a state folder, no command to play the deal again"
  ;;

undo)
  # Dice: "stop" (1) taken back; the game then goes on as if never taken.
  printf 'stop\nundo\n1 2 3 4\nundo\n' | "$bang" play --game dice --players 4 --seed 3 --lang en --pace 0 \
    >"$tmp/out" 2>&1
  grep -q '^Undone: stop\. Decide again\.$' "$tmp/out" || fail "dice: no 'Undone: stop'"
  [ "$(grep -c '^ann: Rerolls left: 2\. Which dice do you reroll?$' "$tmp/out")" -eq 2 ] ||
    fail "dice: the decision was not asked again after undo"
  grep -q '^Undo refused: chance has spoken since that decision' "$tmp/out" ||
    fail "dice: undo after a reroll was not refused"
  grep -q '^step ann stop$' "$(last_save)" && fail "dice: the undone step is still in the save"
  grep -q '^step ann reroll 1 2 3 4$' "$(last_save)" || fail "dice: the reroll after the undo is not saved"
  ok "dice: undo of 'stop' accepted, undo after a reroll refused"
  printf 'undo\n' | "$bang" play --game dice --players 4 --seed 3 --lang en >"$tmp/out" 2>&1
  grep -q '^Nothing to undo: you have made no decision yet\.$' "$tmp/out" || fail "undo with nothing to undo"
  # Card: Winchester put in play, then taken back; the same game goes on.
  printf 'play winchester\nundo\nplay beer\n' | "$bang" play --game card --players 4 --seed 17 \
    --lang en --pace 0 >"$tmp/undone" 2>&1
  grep -q '^Undone: play winchester\. Decide again\.$' "$tmp/undone" || fail "card: no 'Undone: play winchester'"
  printf 'play beer\n' | "$bang" play --game card --players 4 --seed 17 --lang en --pace 0 >"$tmp/plain" 2>&1
  sed '1,/^Undone: /d' "$tmp/undone" | body /dev/stdin >"$tmp/undone.body"
  n=$(wc -l <"$tmp/undone.body")
  body "$tmp/plain" | tail -n "$n" | cmp -s - "$tmp/undone.body" &&
    ok "card: after undo the game goes on exactly as one where Winchester was never played" ||
    fail "card: the game after undo differs from the one without the undone play"
  # Card: Stagecoach draws two cards: undo refused, naming a card seen.
  printf 'play stagecoach\nundo\n' | "$bang" play --game card --players 4 --seed 17 --lang en \
    >"$tmp/out" 2>&1
  grep -q '^Undo refused: since that decision you have seen .*, which was hidden' "$tmp/out" &&
    ok "card: undo after drawing: $(grep -A1 '^Undo refused' "$tmp/out" | tr -s ' \n' ' ')" ||
    fail "card: undo after Stagecoach was not refused with the card seen"
  # Hot seat.
  printf '\nundo\n' | "$bang" play --game dice --players 4 --humans 2 --seed 3 --lang en >"$tmp/out" 2>&1
  grep -q '^Undo is for a game with one player at the keyboard' "$tmp/out" || fail "undo with two humans"
  ;;

replay)
  yes 1 | head -n 3000 | "$bang" play --game card --players 4 --seed 8 --lang en --pace 0 \
    --no-confirm >/dev/null 2>&1
  file=$(last_save)
  steps=$(grep -c '^step ' "$file")
  # The deal, as a spectator: every hand. As ann: none of the others' cards.
  "$bang" replay "$file" --to 0 --lang en </dev/null >"$tmp/spectator" 2>&1
  "$bang" replay "$file" --to 0 --as ann --lang en </dev/null >"$tmp/ann" 2>&1
  grep -q '^At step 0 of '"$steps"'\.$' "$tmp/ann" || fail "--to 0: $(head -5 "$tmp/ann")"
  hidden=0 shown=0
  for who in bob cy dee; do
    cards=$(sed -n "s/^  $who ([^)]*), hand: //p" "$tmp/spectator")
    [ -n "$cards" ] || fail "the spectator does not see $who's hand"
    old_ifs=$IFS
    IFS=,
    for card in $cards; do
      card=$(echo "$card" | sed 's/^ *//; s/ *$//')
      hidden=$((hidden + 1))
      grep -qF "$card" "$tmp/ann" && { fail "ann sees $who's $card"; shown=$((shown + 1)); }
    done
    IFS=$old_ifs
  done
  [ $hidden -ge 12 ] && [ $shown -eq 0 ] &&
    ok "at the deal ann's replay shows none of the $hidden cards in the other hands"
  grep -q '^  [a-z]* ([^)]*), hand: ' "$tmp/ann" && fail "ann's replay has a secrets block"
  grep -q '^Your hand: ' "$tmp/ann" || fail "ann's replay does not show her own hand"
  # Every step, as ann: the others' steps are only "NAME decides.".
  yes '' | head -n $((steps + 2)) | "$bang" replay "$file" --as ann --lang en >"$tmp/ann.all" 2>&1
  others=$(grep '^step ' "$file" | grep -vc '^step ann ')
  hidden_steps=$(grep -c '^Step [0-9]* of [0-9]*: \(bob\|cy\|dee\) decides\.$' "$tmp/ann.all")
  [ "$hidden_steps" -eq "$others" ] && ok "as ann, the $others steps of the others show only who decides" ||
    fail "as ann, $hidden_steps hidden steps shown for $others steps of the others"
  grep -q '^Step [0-9]* of [0-9]*: \(bob\|cy\|dee\): ' "$tmp/ann.all" && fail "as ann, another player's choice is shown"
  grep -q '^Step [0-9]* of [0-9]*: ann: .* -> ' "$tmp/ann.all" || fail "as ann, her own choices are not shown"
  grep -qF '***' "$tmp/ann.all" || fail "stepping to the end shows no result"
  grep -q '\[C-[0-9]*\]$' "$tmp/ann.all" || fail "the log lines cite no rule"
  # As a spectator, every choice; a number jumps; quit leaves; --explain quotes rules.
  printf '\n5\n2\nfoo\nquit\n\n' | "$bang" replay "$file" --lang en --explain >"$tmp/nav" 2>&1
  [ $? -eq 0 ] || fail "bang replay exits $?"
  grep -q '^Step 1 of '"$steps"': [a-z]*: .* -> ' "$tmp/nav" || fail "the spectator does not see step 1's choice"
  grep -q '^At step 5 of ' "$tmp/nav" && grep -q '^At step 2 of ' "$tmp/nav" ||
    fail "jumping to steps 5 and 2"
  grep -q '^Press Enter for the next step, type a step number' "$tmp/nav" || fail "no help for a wrong command"
  grep -q '^\[2/'"$steps"'\]> quit$' "$tmp/nav" || fail "quit did not leave at step 2"
  grep -q '^    \[C-[0-9]*\] ' "$tmp/nav" || fail "--explain quotes no rule"
  # Errors.
  "$bang" replay "$file" --as zed --lang en </dev/null >"$tmp/out" 2>&1
  [ $? -eq 2 ] && grep -q "no player called 'zed'" "$tmp/out" || fail "--as zed: $(cat "$tmp/out")"
  "$bang" replay "$file" --to 99999 --lang en </dev/null >"$tmp/out" 2>&1
  [ $? -eq 2 ] || fail "--to past the end: $(cat "$tmp/out")"
  ok "bang replay: navigation and errors"
  ;;

scenario)
  for game in card dice solo; do
    # Unfinished: through bang save --to-scenario.
    play "$game" 4 15 >/dev/null 2>&1
    "$bang" save --to-scenario "$(last_save)" "$tmp/$game-part.lua" --lang en >"$tmp/out" 2>&1 ||
      fail "$game: bang save --to-scenario: $(cat "$tmp/out")"
    # Finished, hot seat, through the prompt's save FILE.lua at the last decision... and whole.
    answers "$game" | head -n 3000 | "$bang" play --game "$game" $(table_of "$game") --seed 6 --lang en \
      --pace 0 --no-confirm >/dev/null 2>&1
    "$bang" save --to-scenario "$(last_save)" "$tmp/$game-whole.lua" --lang en >/dev/null 2>&1 ||
      fail "$game: bang save --to-scenario of a finished game"
    grep -q 'over = true' "$tmp/$game-whole.lua" || fail "$game: the finished game's scenario does not expect its end"
    for f in "$tmp/$game-part.lua" "$tmp/$game-whole.lua"; do
      "$bang" scenario "$f" >"$tmp/out" 2>&1 && grep -q '^PASS' "$tmp/out" &&
        ok "$game: $(basename "$f") passes: $(grep -c '^command(' "$f") commands" ||
        fail "$game: $(basename "$f"): $(cat "$tmp/out")"
    done
  done
  # The prompt: save FILE.lua, with two humans and the choice of characters.
  printf '1\n1\n1\n1\nsave %s\n' "$tmp/prompt.lua" |
    "$bang" play --game card --players 5 --humans 2 --choose-character --seed 2 --lang en >"$tmp/out" 2>&1
  tr '\n' ' ' <"$tmp/out" | grep -q "Written as a scenario to $tmp/prompt.lua: run it with  *bang  *scenario\." ||
    fail "the prompt's save FILE.lua: $(grep -i 'scenario\|saved' "$tmp/out")"
  grep -q 'choose_characters = true' "$tmp/prompt.lua" && grep -q 'ask_always = true' "$tmp/prompt.lua" ||
    fail "the scenario lacks the set-up options"
  "$bang" scenario "$tmp/prompt.lua" >"$tmp/out" 2>&1 && ok "the prompt's scenario passes" ||
    fail "the prompt's scenario: $(cat "$tmp/out")"
  # A scenario that no longer holds fails: change the final life.
  sed 's/life = \([0-9]\), max_life/life = 9\1, max_life/' "$tmp/card-part.lua" >"$tmp/changed.lua"
  "$bang" scenario "$tmp/changed.lua" >"$tmp/out" 2>&1 && fail "a changed expectation passes"
  "$bang" save --to-scenario "$(last_save)" "$tmp/x.txt" >/dev/null 2>&1
  [ $? -eq 2 ] || fail "bang save --to-scenario to a file not ending in .lua"
  ;;
files)
  mkfifo "$tmp/fifo.bang" "$tmp/fifo.lua" || { echo "mkfifo failed"; exit 1; }
  # at_prompt FILE: `save FILE` as the first thing typed in a dice game.
  at_prompt() {
    printf 'save %s\n' "$1" | timeout 20 "$bang" play --game dice --players 3 --seed 1 --lang en \
      >"$tmp/out" 2>&1
  }
  for fifo in "$tmp/fifo.bang" "$tmp/fifo.lua"; do
    at_prompt "$fifo"
    code=$?
    [ $code -eq 124 ] && fail "save $(basename "$fifo") at the prompt hangs on the pipe"
    if [ -p "$fifo" ] && tr '\n' ' ' <"$tmp/out" | grep -q "Not saved: .*$(basename "$fifo") *is *not *a *regular *file"; then
      ok "save $(basename "$fifo") at the prompt: refused, the pipe left as it was"
    else
      fail "save $(basename "$fifo") at the prompt: status $code, pipe still there: $([ -p "$fifo" ] && echo yes || echo no); $(grep -A1 'saved' "$tmp/out")"
    fi
  done
  at_prompt "$tmp"
  grep -q "Not saved: .*is not a regular file" "$tmp/out" || fail "save FOLDER: $(grep -A1 saved "$tmp/out")"
  ls "$tmp" | grep -q '\.tmp$' && fail "a temporary file was left: $(ls "$tmp")"
  # Through a symbolic link: the file it leads to is written, the link stays.
  mkdir "$tmp/real"
  echo old >"$tmp/real/kept.bang"
  chmod 640 "$tmp/real/kept.bang"
  ln -s real/kept.bang "$tmp/link.bang"
  at_prompt "$tmp/link.bang"
  if [ -L "$tmp/link.bang" ] && grep -q '^bang-save 1$' "$tmp/real/kept.bang" &&
     [ "$(stat -c %a "$tmp/real/kept.bang")" = 640 ] && [ -z "$(ls "$tmp/real" | grep -v '^kept.bang$')" ]; then
    ok "save through a symbolic link: the link stays, its file holds the save, with its permissions"
  else
    fail "save through a link: link $([ -L "$tmp/link.bang" ] && echo kept || echo replaced), $(ls -l "$tmp/real") $(grep -A1 saved "$tmp/out")"
  fi
  ln -s nowhere/x.bang "$tmp/dangling.bang"
  at_prompt "$tmp/dangling.bang"
  [ -L "$tmp/dangling.bang" ] && grep -q "Not saved: .*dangling.bang: No such file" "$tmp/out" ||
    fail "save through a link to nothing: $(grep -A1 saved "$tmp/out")"
  ln -s real/scenario.lua "$tmp/link.lua"
  echo '-- old' >"$tmp/real/scenario.lua"
  at_prompt "$tmp/link.lua"
  [ -L "$tmp/link.lua" ] && grep -q '^scenario' "$tmp/real/scenario.lua" ||
    fail "save FILE.lua through a link: $(grep -A1 scenario "$tmp/out")"
  # bang save --to-scenario: the same writer.
  timeout 20 "$bang" save --to-scenario "$tmp/real/kept.bang" "$tmp/fifo.lua" --lang en >"$tmp/out" 2>&1
  code=$?
  [ $code -eq 1 ] && [ -p "$tmp/fifo.lua" ] && grep -q 'is not a regular file' "$tmp/out" &&
    ok "bang save --to-scenario to a pipe: $(cat "$tmp/out")" ||
    fail "bang save --to-scenario to a pipe: status $code, $(cat "$tmp/out")"

  # Reading. Memory is capped (not under AddressSanitizer, which reserves
  # far more address space), so a reader without bounds fails here too.
  resume() { # FILE: bang play --resume FILE, 20 s and (without ASan) 512 MiB at most
    (
      [ -n "${ASAN_OPTIONS:-}" ] || ulimit -v 524288
      exec timeout 20 "$bang" play --resume "$1" --lang en </dev/null
    ) >"$tmp/out" 2>&1
  }
  resume /dev/zero
  code=$?
  [ $code -eq 1 ] && grep -q '^bang play: /dev/zero is not a regular file' "$tmp/out" &&
    ok "--resume /dev/zero: $(cat "$tmp/out")" || fail "--resume /dev/zero: status $code, $(head -c 300 "$tmp/out")"
  resume "$tmp/fifo.bang"
  code=$?
  [ $code -eq 1 ] && grep -q 'is not a regular file' "$tmp/out" || fail "--resume PIPE: status $code, $(head -c 300 "$tmp/out")"
  printf '1\n' | "$bang" play --game dice --players 3 --seed 1 --lang en >/dev/null 2>&1
  saved=$(last_save)
  { sed '/^end$/d' "$saved"; yes 'step ann 1' | head -n 4000000; echo end; } >"$tmp/big.bang"
  resume "$tmp/big.bang"
  code=$?
  [ $code -eq 1 ] && grep -q 'is larger than a save can be (32 MiB)' "$tmp/out" &&
    ok "a save of $(($(wc -c <"$tmp/big.bang") >> 20)) MiB: $(cat "$tmp/out")" ||
    fail "a save of 40 MiB: status $code, $(head -c 300 "$tmp/out")"
  { head -3 "$saved"; printf 'step ann '; head -c 100000 /dev/zero | tr '\0' x; echo; } >"$tmp/long.bang"
  resume "$tmp/long.bang"
  code=$?
  [ $code -eq 1 ] && grep -q 'line 4: a line longer than 8192 bytes' "$tmp/out" &&
    ok "a line of 100000 bytes: $(cat "$tmp/out")" || fail "a long line: status $code, $(head -c 300 "$tmp/out")"
  { sed '/^end$/d' "$saved"; yes 'step ann 1' | head -n 200001; echo end; } >"$tmp/steps.bang"
  resume "$tmp/steps.bang"
  code=$?
  [ $code -eq 1 ] && grep -q 'more than 100000 step lines' "$tmp/out" &&
    ok "200001 steps: $(cat "$tmp/out")" || fail "200001 steps: status $code, $(head -c 300 "$tmp/out")"
  ;;
*)
  echo "unknown part $part"
  exit 2
  ;;
esac
exit $status
