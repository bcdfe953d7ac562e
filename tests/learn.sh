#!/bin/sh
# learn.sh: `bang learn` from the command line, piped (ctest learn/cli).
# Usage: learn.sh BANG SOURCE_DIR
#  - each course has at least eight lessons, listed with their rule ids;
#  - a piped session: a wrong move is explained (its own text), changes
#    nothing, and is asked again; hint gives the answer; the right move goes
#    on to the next lesson without waiting for Enter; the end of the input
#    stops with status 3 and says how to go on (--lesson N);
#  - quit leaves with status 0; --lesson starts further on;
#  - in Portuguese the same session reads in Portuguese and takes the
#    command words of the language;
#  - a lesson file with a broken right answer or an unexplained mistake
#    fails --check with the file and line; bad command lines exit 2.
set -u
bang=${1:?usage: learn.sh BANG SOURCE_DIR}
src=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
has() { grep -qF -- "$2" "$1" || fail "$3: no '$2' in: $(tail -5 "$1")"; }
hasnt() { ! grep -qF -- "$2" "$1" || fail "$3: '$2' should not be there"; }

for game in card dice solo; do
  "$bang" learn "$game" --list --lang en >"$tmp/list" 2>&1 || fail "--list $game failed"
  n=$(grep -c '^ *[0-9][0-9]*\. .*\[[CDS]-[0-9]' "$tmp/list")
  [ "$n" -ge 8 ] || fail "$game has $n lessons, fewer than 8"
done
has "$tmp/list" " 1. The solo game: one Sheriff against the Outlaws [S-1 S-2 S-5]" "solo --list"

# A wrong move, the hint, then the right one; lesson 2 starts; the input ends.
printf 'end\nhint\nplay stagecoach\n' | "$bang" learn card --lang en >"$tmp/en" 2>&1
rc=$?
[ "$rc" -eq 3 ] || fail "input ended: status $rc, not 3"
has "$tmp/en" "Lesson 1 of 10: Your turn: draw two cards, then play" "heading"
has "$tmp/en" "[C-8] Phase 1: draw two cards" "the rule quoted"
has "$tmp/en" "Your move: You have drawn your two cards." "the task"
has "$tmp/en" "Not this move: ending the turn now wastes your Stagecoach." "the mistake's text"
has "$tmp/en" "Try again: You have drawn your two cards." "asked again"
has "$tmp/en" "Type: play stagecoach" "hint"
has "$tmp/en" "Right! Phase 2 goes on until you end it" "the right move"
has "$tmp/en" "Lesson 2 of 10: BANG!: shoot a player within range" "next lesson"
has "$tmp/en" "The input ended before the lessons did." "input end"
has "$tmp/en" "bang learn card --lesson 2" "how to go on"
# The wrong move changed nothing: one Stagecoach played, once.
[ "$(grep -c 'ann plays Stagecoach' "$tmp/en")" -eq 1 ] || fail "the Stagecoach was played more than once"

# A move the rules refuse: the reason, the rule, the lesson's text.
printf 'play bang cy\nquit\n' | "$bang" learn card --lesson 2 --lang en >"$tmp/refused" 2>&1
rc=$?
[ "$rc" -eq 0 ] || fail "quit: status $rc, not 0"
has "$tmp/refused" "Lesson 2 of 10" "--lesson 2"
has "$tmp/refused" "Refused: " "the refusal"
has "$tmp/refused" "Not this move: cy is at distance 2" "the refused mistake's text"
has "$tmp/refused" "You left the lessons." "quit"
hasnt "$tmp/refused" "Lesson 1 of" "--lesson 2 skips lesson 1"

# Portuguese: its texts and its command words ("fim" is end).
printf 'fim\njogar stagecoach\n' | "$bang" learn card --lang pt_BR >"$tmp/pt" 2>&1
has "$tmp/pt" "Lição 1 de 10: Seu turno: compre duas cartas, depois jogue" "pt heading"
has "$tmp/pt" "Não é esta jogada: encerrar o turno agora" "pt mistake"
has "$tmp/pt" "Certo! A fase 2 continua" "pt right"
hasnt "$tmp/pt" "Not this move" "pt in English"

# The dice and solo courses play the same way.
printf 'stop\nreroll 3 4 5\n' | "$bang" learn dice --lang en >"$tmp/dice" 2>&1
has "$tmp/dice" "Not this move: two Gatlings do nothing" "dice mistake"
has "$tmp/dice" "Right! A third Gatling!" "dice right"
printf 'play bang o2\nplay bang o1\n' | "$bang" learn solo --lang en >"$tmp/solo" 2>&1
has "$tmp/solo" "Not this move: o2 has a Missed! face up" "solo mistake"
has "$tmp/solo" "Right! o1 is hit" "solo right"

# The solo lessons' Sheriff is called as a solo game calls him, in the
# player's language: at the table, in the moves and commands (the move
# typed with his name), never "sheriff" (issue 30 item 2).
printf 'gioca volcanic sceriffo\n' | "$bang" learn solo --lesson 2 --lang it >"$tmp/solo_it" 2>&1
has "$tmp/solo_it" "sceriffo> " "it: the Sheriff's prompt"
has "$tmp/solo_it" "Giusto!" "it: the move with the Sheriff's name"
hasnt "$tmp/solo_it" "sheriff" "it: the Sheriff's English name"
printf 'quit\n' | "$bang" learn solo --lang zh_CN >"$tmp/solo_zh" 2>&1
has "$tmp/solo_zh" "警长> " "zh_CN: the Sheriff's prompt"
hasnt "$tmp/solo_zh" "sheriff" "zh_CN: the Sheriff's English name"

# Broken lesson files fail the check, naming the file and line.
cat >"$tmp/bad_answer.lua" <<'LUA'
lesson { title = "t", rules = { "C-20" }, text = "x" }
scenario { game = "card", seed = 1,
  players = { { "ann", role = "sheriff", character = "vulture_sam", hand = { "bang" } },
              { "bob", role = "outlaw", character = "willy_the_kid", hand = {} },
              { "cy", role = "outlaw", character = "slab_the_killer", hand = {} },
              { "dee", role = "renegade", character = "calamity_janet", hand = {} } },
  deck = { "missed 2s", "missed 3s" } }
move { "ann", "play bang cy", ask = "a", right = "r" }
LUA
"$bang" learn --check "$tmp/bad_answer.lua" >"$tmp/bad1" 2>&1 && fail "a refused right answer passed --check"
has "$tmp/bad1" "bad_answer.lua:8: the right answer 'play bang cy' is refused" "broken answer"
sed 's/move { "ann", "play bang cy", ask = "a", right = "r" }/move { "ann", "play bang bob", ask = "a", right = "r", mistakes = { { "play bang bob", "m" } } }/' \
  "$tmp/bad_answer.lua" >"$tmp/bad_mistake.lua"
"$bang" learn --check "$tmp/bad_mistake.lua" >"$tmp/bad2" 2>&1 && fail "a right answer listed as a mistake passed --check"
has "$tmp/bad2" "bad_mistake.lua:8: the mistake 'play bang bob' was not explained as its own" "broken mistake"
echo 'lesson { title = "t" }' >"$tmp/bad_text.lua"
"$bang" learn --check "$tmp/bad_text.lua" >"$tmp/bad3" 2>&1 && fail "a lesson without text passed"
has "$tmp/bad3" "bad_text.lua:1: lesson{} text must be a string" "missing text"

# --check speaks the player's language: verdict, title and counts.
"$bang" learn --check --lang zh_CN "$src/scenarios/tutorial/solo/01_solo_turn.lua" >"$tmp/check_zh" 2>&1 ||
  fail "--check --lang zh_CN failed"
has "$tmp/check_zh" "通过 " "--check verdict in Chinese"
has "$tmp/check_zh" "单人版：一名警长对抗众歹徒" "--check title in Chinese"
hasnt "$tmp/check_zh" "passed" "--check counts in Chinese"

# Command lines.
"$bang" learn chess >/dev/null 2>&1; [ $? -eq 2 ] || fail "an unknown game is not status 2"
"$bang" learn card --lesson 99 >/dev/null 2>&1; [ $? -eq 2 ] || fail "--lesson 99 is not status 2"
"$bang" learn --bogus >/dev/null 2>&1; [ $? -eq 2 ] || fail "an unknown option is not status 2"
"$bang" learn --help >"$tmp/help" 2>&1 || fail "--help failed"
has "$tmp/help" "--lesson N" "--help"
[ $status -eq 0 ] && echo "PASS bang learn"
exit $status
