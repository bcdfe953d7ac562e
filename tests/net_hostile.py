#!/usr/bin/env python3
"""net_hostile.py: hostile clients cannot stall a table (issue 26; ctest net/hostile).

Usage: net_hostile.py BANG

`bang host` opens a 5-player card table (its own screen a spectator's,
three remote seats, the rest computer players). Before anyone joins:
  - a thousand connections are opened from a hundred loopback addresses
    (127.1.0.1 to 127.1.0.100) and held, saying nothing;
  - a script reconnects in a loop from one address (127.0.0.3), saying
    nothing, for the whole lobby.
Then two `bang join` clients (piped input) and a client that says hello,
takes the third seat and then never reads nor answers again; and a
spectator that never reads. The game must still start and finish in
bounded time (well under the silent seat's decision time limit: the table
lets a client go when it does not answer a ping), every `bang join`
client with the same end as the host's screen.
"""
import errno
import os
import re
import resource
import socket
import subprocess
import sys
import tempfile
import threading
import time

from net_results import results

CODE = "hostile-test-code"
VERSION = int(os.environ.get("BANG_NET_TEST_VERSION", "2"))


def hold(port, count, addresses):
    """Open count connections (non-blocking) spread over addresses; keep them."""
    held = []
    for i in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        try:
            s.bind((addresses[i % len(addresses)], 0))
            s.connect_ex(("127.0.0.1", port))
        except OSError:
            pass
        held.append(s)
    return held


def loop(port, stop, count):
    """Reconnect from one address as fast as the table lets it."""
    while not stop.is_set():
        try:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.bind(("127.0.0.3", 0))
            s.settimeout(1)
            s.connect(("127.0.0.1", port))
            count[0] += 1
            time.sleep(0.001)
            s.close()
        except OSError:
            time.sleep(0.01)


def deaf(port, watch):
    """Say hello (a seat, or watch), then never read again."""
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    hello = '{"type":"hello","version":%d,"code":"%s"%s}\n' % (
        VERSION, CODE, ',"watch":true' if watch else ',"name":"deaf"')
    s.sendall(hello.encode())
    return s


def closed_by_peer(sock, seconds):
    """Whether the table closed sock: read what it holds up to the end."""
    sock.settimeout(seconds)
    try:
        while True:
            data = sock.recv(1 << 16)
            if not data:
                return True
    except (socket.timeout, BlockingIOError):
        return False
    except OSError as e:
        return e.errno in (errno.ECONNRESET, errno.EPIPE)


def ends(text):
    return results(text, ":")


def main():
    bang = sys.argv[1]
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 1200:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    tmp = tempfile.mkdtemp()
    env = dict(os.environ, LC_ALL="C.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "state"))
    started = time.time()
    host = subprocess.Popen(
        [bang, "host", "--players", "5", "--humans", "0", "--remote", "3", "--seed", "5", "--grace", "1", "--code", CODE,
         "--listen", "127.0.0.1:0", "--lang", "en"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    failures, procs = [], []
    try:
        first = host.stdout.readline().decode()
        while first and "Table open" not in first:
            first = host.stdout.readline().decode()
        m = re.search(r"Table open at 127\.0\.0\.1:(\d+)", first)
        if not m:
            print("FAIL: the host did not open: %r" % first)
            return 1
        port = int(m.group(1))
        held = hold(port, 1000, ["127.1.0.%d" % i for i in range(1, 101)])
        stop, loops = threading.Event(), [0]
        looper = threading.Thread(target=loop, args=(port, stop, loops), daemon=True)
        looper.start()
        time.sleep(1)  # the flood is in place before anyone joins
        ones = os.path.join(tmp, "ones")
        with open(ones, "w") as f:
            f.write("1\n" * 4000)
        for name in ("amy", "ben"):
            with open(ones) as stdin:
                procs.append((name, subprocess.Popen(
                    [bang, "join", "127.0.0.1:%d" % port, "--code", CODE, "--name", name],
                    stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)))
            time.sleep(0.3)
        silent_watcher = deaf(port, True)
        time.sleep(0.3)
        silent_seat = deaf(port, False)
        out, _ = host.communicate(timeout=150)
        stop.set()
        took = time.time() - started
        if host.returncode != 0:
            failures.append("the host ended with status %d: %s" % (host.returncode, out.decode()[-400:]))
        results = {}
        for name, p in procs:
            text, _ = p.communicate(timeout=20)
            results[name] = ends(text.decode())
            if p.returncode != 0:
                failures.append("%s ended with status %d: %s" % (name, p.returncode, text.decode()[-300:]))
        want = ends(out.decode())
        if len(want) != 5:
            failures.append("the host's screen has no end: %s" % out.decode()[-300:])
        for name, got in results.items():
            if got != want:
                failures.append("%s's end differs: %r / %r" % (name, got, want))
        # The silent seat never answers: without being let go it would hold
        # each of its decisions for the decision's time limit (5 minutes).
        if took > 100:
            failures.append("the game took %.0f s: the silent clients held it" % took)
        closed = sum(closed_by_peer(s, 0.001) for s in held)
        for s in held:
            s.close()
    except subprocess.TimeoutExpired:
        host.kill()
        for _, p in procs:
            p.kill()
        print("FAIL: the game did not end in time")
        return 1
    for f_ in failures:
        print("FAIL:", f_)
    if failures:
        return 1
    print("PASS: 1000 connections held from 100 addresses (%d closed by the table), %d reconnections from "
          "one address, a seat and a spectator that stopped reading: the game ended in %.0f s" %
          (closed, loops[0], took))
    return 0


if __name__ == "__main__":
    sys.exit(main())
