# tmux_session.sh: sourced by the tests that drive the game in tmux.
#
# new_session SOCK ARGS...: runs `tmux -L SOCK ARGS...` (ARGS hold a
# new-session), again if it failed, up to 10 times a third of a second
# apart. After kill-server, or the last kill-session, the old server takes
# a moment to exit; a new-session that meets it then fails with "server
# exited unexpectedly" (seen under load, in CI and the Debian build), and
# the test would fail for no fault of the game.
new_session() {
  _sock=$1
  shift
  _try=0
  while ! tmux -L "$_sock" "$@" 2>/dev/null; do
    _try=$((_try + 1))
    if [ "$_try" -ge 10 ]; then
      tmux -L "$_sock" "$@" # the last try says why
      return
    fi
    sleep 0.3
  done
}
