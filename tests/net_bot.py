#!/usr/bin/env python3
"""net_bot.py: the example computer player plays a seat to the end (issue 26; ctest net/bot).

Usage: net_bot.py BANG BOT

`bang host --humans 0` opens a table with one remote seat in a card game
and one in a dice game; BOT (examples/bots/first_option.py) takes it and
plays to the end. Both end with status 0, and the bot's end (each name,
won or lost) is the host's screen's.
"""
import os
import re
import subprocess
import sys
import tempfile

from net_results import results

CODE = "bot-test-code"


def host_ends(text):
    return results(text, ": ")


def game(bang, bot, variant, players, seed):
    env = dict(os.environ, LC_ALL="C.UTF-8", XDG_STATE_HOME=tempfile.mkdtemp())
    host = subprocess.Popen(
        [bang, "host", "--game", variant, "--players", str(players), "--humans", "0", "--remote", "1",
         "--seed", str(seed), "--code", CODE, "--listen", "127.0.0.1:0", "--lang", "en"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    first = host.stdout.readline().decode()
    while first and "Table open" not in first:
        first = host.stdout.readline().decode()
    m = re.search(r"Table open at (127\.0\.0\.1:\d+)", first)
    if not m:
        host.kill()
        return ["%s: the host did not open: %r" % (variant, first)]
    try:
        player = subprocess.run([sys.executable, bot, m.group(1), "--code", CODE, "--name", "robo"],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=100, env=env)
        out, _ = host.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        host.kill()
        return ["%s: the game did not end in time" % variant]
    failures = []
    said = player.stdout.decode()
    if player.returncode != 0 or not said.startswith("seat "):
        failures.append("%s: the bot ended with status %d: %s" % (variant, player.returncode, said[-300:]))
    if host.returncode != 0:
        failures.append("%s: the host ended with status %d: %s" % (variant, host.returncode, out.decode()[-300:]))
    want = host_ends(out.decode())
    got = [l for l in said.splitlines() if l.endswith((": won", ": lost"))]
    if len(want) != players or got != want:
        failures.append("%s: the bot's end %r is not the host's %r" % (variant, got, want))
    if "robo" not in " ".join(want):
        failures.append("%s: the bot's name is not at the table: %r" % (variant, want))
    return failures


def main():
    bang, bot = sys.argv[1], sys.argv[2]
    failures = game(bang, bot, "card", 4, 21) + game(bang, bot, "dice", 4, 22)
    for f in failures:
        print("FAIL:", f)
    if failures:
        return 1
    print("PASS: the example bot played a card game and a dice game to the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
