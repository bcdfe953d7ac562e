#!/usr/bin/env python3
"""net_secrecy.py: a client receives only what its seat may see (issue 26).

Usage: net_secrecy.py BANG GAME PLAYERS REMOTE SEED [FREE]

`bang host --humans 0` opens a table whose REMOTE seats are taken by
clients of this script (the others are computer players). Each client
records every byte it receives and answers its decisions at random. The
host, run with BANG_NET_TRACE, records every line it sends a seat and,
read from the whole game at that moment, the other seats' hand cards and
the roles not revealed yet. The test checks that:
  - each client received exactly the lines the trace says were sent to
    its seat (so the trace covers every byte it got), and
  - a spectator (hello with "watch"), which takes no seat, received only
    lines sent to seat 0 (the public view), and a second spectator who
    joins mid-game is sent the public log lines so far (the last 200), and
  - no line sent to seat S names a card (an object with an "id" and a
    "type") in another seat's hand, or the role of a seat whose role was
    not revealed then (an object with that "seat" and a "role").
The clients ask for hints (protocol revision 2) at a third of their
decisions: a hint, run by the host in the seat's own computer player's
world, is a line to that seat like any other and must leak nothing
either; hints were given; a hint for a decision not asked (a stale seq)
and a spectator's hint are refused with the error "turn".
It also checks the game ended and that there were secrets to keep (a test
that could not fail would prove nothing), and that during the game a
stranger who knows the code and every name (a computer seat's, a seated
player's), but not a seat's key, is given no seat.
"""
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

CODE = "secrecy-test-code"
# Bounds on a hang, not measures: the game takes 3 to 5 s under ASan+UBSan
# here, even with four at once on a busy machine; CI is slower and runs
# the suite under ASan too. (ctest's TIMEOUT for these tests is above.)
HANG = 200


def client(port, seat_no, seed, record, done, watch=False):
    """Join (or watch: seat_no 0), answer at random (and pings), keep every
    byte received in record."""
    rng = random.Random(seed * 100 + seat_no)
    sock = socket.create_connection(("127.0.0.1", port), timeout=HANG)
    hello = {"type": "hello", "version": 2, "code": CODE, "name": "p%d" % seat_no}
    if watch:
        hello = {"type": "hello", "version": 2, "code": CODE, "watch": True}
    sock.sendall((json.dumps(hello) + "\n").encode())
    if watch:  # a spectator has no decision: its hint is refused
        sock.sendall((json.dumps({"type": "hint", "seq": 1}) + "\n").encode())
    stale = True
    pending = b""
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                break
            record.append(data)
            pending += data
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                msg = json.loads(line)
                if msg.get("type") == "ping":
                    sock.sendall((json.dumps({"type": "pong", "n": msg.get("n")}) + "\n").encode())
                if msg.get("type") == "decision":
                    n = len(msg["options"])
                    seq = msg.get("seq", 0)
                    if stale:  # a decision not asked: refused
                        sock.sendall((json.dumps({"type": "hint", "seq": seq + 1000}) + "\n").encode())
                        stale = False
                    if rng.random() < 0.3:
                        sock.sendall((json.dumps({"type": "hint", "seq": seq}) + "\n").encode())
                    option = 0 if rng.random() < 0.5 else rng.randrange(n)
                    answer = {"type": "answer", "option": option, "seq": msg.get("seq", 0)}
                    sock.sendall((json.dumps(answer) + "\n").encode())
    except OSError as e:
        record.append(("error %s" % e).encode())
    finally:
        sock.close()
        done.set()


def intruders(port, records, players):
    """During the game, a hello with the name of any seat (a computer seat, a
    seated player), with no key or a wrong one, takes no seat: the name is
    what everyone at the table sees. The problems found."""
    names = []
    deadline = time.time() + 60
    while not names and time.time() < deadline:
        for line in b"".join(records[1]).split(b"\n"):
            if line.startswith(b'{"type":"view"') or b'"type": "view"' in line or b'"type":"view"' in line:
                view = json.loads(line)
                names = [p.get("name") for p in view.get("players", []) if p.get("name")]
                if names:
                    break
        time.sleep(0.1)
    if len(names) != players:
        return ["no view with the %d players' names to try (%r)" % (players, names)]
    problems = []
    for name in names:
        for key in (None, "0000000000000000"):
            hello = {"type": "hello", "version": 2, "code": CODE, "name": name}
            if key:
                hello["key"] = key
            try:
                sock = socket.create_connection(("127.0.0.1", port), timeout=10)
                sock.sendall((json.dumps(hello) + "\n").encode())
                reply = json.loads(sock.makefile("rb").readline() or b"{}")
                sock.close()
            except (OSError, ValueError) as e:
                reply = {"type": "lost", "why": str(e)}
            if reply.get("type") == "welcome":
                problems.append("a stranger calling itself %s (key %r) was given seat %s" % (name, key, reply.get("seat")))
    return problems


def log_entries(record):
    """The log entries (their numbers) in the whole lines of record so far."""
    got = b"".join(list(record))
    lines = got.split(b"\n")[:-1]  # the last: not whole yet
    return [m.get("entry") for m in map(json.loads, lines) if m.get("type") == "log"]


def spectator_lines(got, pool, who, failures):
    """The lines a spectator got (each traced as seat 0's: pool counts them)."""
    lines = [line + b"\n" for line in got if line]
    pool = dict(pool)
    for line in lines:
        if pool.get(line, 0) <= 0:
            failures.append("%s got a line not traced as seat 0's: %s" % (who, line[:200].decode()))
            break
        pool[line] -= 1
    return lines


def leaks(msg, seat, hidden_cards, hidden_roles):
    """What in msg (a line sent to seat) the seat may not see."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            cid = x.get("id")
            if isinstance(cid, int) and not isinstance(cid, bool) and "type" in x and cid in hidden_cards:
                found.append("card %d (%s) of another hand" % (cid, x.get("type")))
            q = x.get("seat")
            if isinstance(q, int) and q in hidden_roles and x.get("role") is not None:
                found.append("seat %d's unrevealed role (%s)" % (q, x.get("role")))
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(msg)
    return found


def main():
    bang, game, players, remote, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    # FREE (optional): more remote seats that nobody takes; after 4 s the
    # computer players take them, and a stranger must not get them by name.
    free = int(sys.argv[6]) if len(sys.argv) > 6 else 0
    wait = ["--start-after", "4"] if free else []
    tmp = tempfile.mkdtemp()
    trace_path = os.path.join(tmp, "trace")
    env = dict(os.environ, BANG_NET_TRACE=trace_path)
    host = subprocess.Popen(
        [bang, "host", "--game", game, "--players", str(players), "--humans", "0", "--remote", str(remote + free),
         "--seed", str(seed), "--code", CODE, "--listen", "127.0.0.1:0", "--lang", "en"] + wait,
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    failures = []
    try:
        first = host.stdout.readline().decode()
        while first and "Table open" not in first:
            first = host.stdout.readline().decode()
        m = re.search(r"Table open at 127\.0\.0\.1:(\d+)", first)
        if not m:
            print("FAIL: the host did not open: %r" % first)
            return 1
        port = int(m.group(1))
        # A spectator first: it must take no seat (the game starts when the
        # REMOTE clients have joined) and see nothing hidden.
        watcher, watched = [], threading.Event()
        threading.Thread(target=client, args=(port, 0, seed, watcher, watched, True), daemon=True).start()
        time.sleep(0.2)
        records = {s: [] for s in range(1, remote + 1)}
        dones = {s: threading.Event() for s in records}
        for s in records:  # one after the other: seat s is the s-th to join
            threading.Thread(target=client, args=(port, s, seed, records[s], dones[s]), daemon=True).start()
            time.sleep(0.2)
        # A second spectator, mid-game (once the first has read some of the
        # game): what the first one was sent of the story so far (its log
        # entries) must reach it too, on joining.
        deadline = time.time() + 60
        while not log_entries(watcher) and time.time() < deadline:
            time.sleep(0.05)
        before = log_entries(watcher)
        late, late_done = [], threading.Event()
        threading.Thread(target=client, args=(port, 0, seed, late, late_done, True), daemon=True).start()
        failures.extend(intruders(port, records, players))
        out, _ = host.communicate(timeout=HANG)
        for s in records:
            dones[s].wait(30)
        watched.wait(30)
        late_done.wait(30)
        if host.returncode != 0:
            failures.append("the host ended with status %d: %s" % (host.returncode, out.decode()[-500:]))
    except subprocess.TimeoutExpired:
        host.kill()
        print("FAIL: the game did not end in time")
        return 1

    sent = {}
    with open(trace_path, "rb") as f:
        for raw in f:
            seat, cards, roles, line = raw.split(b"\t", 3)
            sent.setdefault(int(seat), []).append((cards, roles, line))
    checked_cards = checked_roles = ends = hints = 0
    for k, record in records.items():
        got = b"".join(record)
        replies = [json.loads(line) for line in got.split(b"\n") if line.strip()]
        hints += sum(r.get("type") == "hint" for r in replies)
        if not any(r.get("type") == "error" and r.get("code") == "turn" for r in replies):
            failures.append("client %d's hint for a decision not asked was not refused" % k)
        s = json.loads(got.split(b"\n", 1)[0]).get("seat", 0) if got else 0  # the welcome's
        lines = sent.get(s, [])
        if not lines or got != b"".join(line for _, _, line in lines):
            failures.append("client %d (seat %d) received other bytes than the trace's (%d vs %d)" %
                            (k, s, len(got), sum(len(line) for _, _, line in lines)))
        for cards, roles, line in lines:
            hidden_cards = {int(c) for c in cards.split(b",") if c}
            hidden_roles = {int(r.split(b":")[0]) for r in roles.split(b",") if r}
            msg = json.loads(line)
            checked_cards += len(hidden_cards)
            checked_roles += len(hidden_roles)
            ends += msg.get("type") == "end"
            for what in leaks(msg, s, hidden_cards, hidden_roles):
                failures.append("seat %d was sent %s: %s" % (s, what, line[:200].decode()))
    # The spectator: welcomed as seat 0, every line it got was sent to seat
    # 0 (the trace checks those lines against every hand and hidden role),
    # and it saw the end.
    got = b"".join(watcher).split(b"\n")
    welcome = json.loads(got[0]) if got and got[0] else {}
    if welcome.get("type") != "welcome" or welcome.get("seat") != 0:
        failures.append("the spectator was not welcomed as a spectator: %r" % got[:1])
    pool = {}
    for cards, roles, line in sent.get(0, []):
        pool[line] = pool.get(line, 0) + 1
    watched_lines = spectator_lines(got, pool, "the spectator", failures)
    # The spectator who joined mid-game: only seat 0's lines too, and the
    # story so far (the last 200 public lines at most), in order.
    late_got = b"".join(late).split(b"\n")
    spectator_lines(late_got, pool, "the late spectator", failures)
    late_entries = log_entries(late)
    if not before:
        failures.append("the late spectator joined before any log line: it proved nothing")
    missed = [e for e in before[-200:] if e not in late_entries]
    if missed:
        failures.append("the spectator who joined mid-game was not sent %d of the %d lines before it "
                        "(entries %s...)" % (len(missed), len(before[-200:]), missed[:5]))
    if late_entries != sorted(set(late_entries)):
        failures.append("the late spectator's log is out of order")
    for cards, roles, line in sent.get(0, []):
        hidden_cards = {int(c) for c in cards.split(b",") if c}
        hidden_roles = {int(r.split(b":")[0]) for r in roles.split(b",") if r}
        msg = json.loads(line)
        checked_cards += len(hidden_cards)
        checked_roles += len(hidden_roles)
        for what in leaks(msg, 0, hidden_cards, hidden_roles):
            failures.append("the spectator was sent %s: %s" % (what, line[:200].decode()))
    watched_msgs = [json.loads(line) for line in watched_lines]
    if any(m_.get("type") == "hint" for m_ in watched_msgs) or not any(
            m_.get("type") == "error" and m_.get("code") == "turn" for m_ in watched_msgs):
        failures.append("the spectator's hint was not refused")
    if not hints:
        failures.append("no hint was given: the hints' secrecy was not tried")
    if not any(json.loads(line).get("type") == "end" for line in watched_lines):
        failures.append("the spectator did not see the end (%d lines)" % len(watched_lines))
    if ends != remote:
        failures.append("%d of %d clients saw the end" % (ends, remote))
    if not checked_roles or (game == "card" and not checked_cards):
        failures.append("nothing was secret: the test proved nothing")
    for f_ in failures[:20]:
        print("FAIL:", f_)
    if failures:
        print("%d failures" % len(failures))
        return 1
    print("PASS: %s game, %d remote seats, %d lines checked against %d hidden cards and %d hidden roles "
          "(summed over lines), %d hints among them: nothing leaked; a spectator joining after %d public "
          "lines was sent them" % (game, remote, sum(len(v) for q, v in sent.items() if q > 0),
                                                   checked_cards, checked_roles, hints, len(before)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
