#!/usr/bin/env python3
"""net_vanished.py: `bang join` does not wait forever for a host that is
gone (issue 26; ctest net/vanished).

Usage: net_vanished.py BANG

  - A host that never answers the connection: a listening socket that
    accepts nothing, its queue filled, so the kernel drops new attempts.
    `bang join` must give up within 10 seconds (and some), status 1, with
    a message.
  - A host gone silent: a fake table welcomes the client, then says
    nothing while holding the connection open (a machine that vanished,
    a host stopped). `bang join` must give up after 45 seconds of silence,
    status 1, saying so; a spectator (--watch) too.
"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time


def run(bang, port, extra, env, limit):
    start = time.time()
    try:
        p = subprocess.run([bang, "join", "127.0.0.1:%d" % port, "--code", "c", "--lang", "en"] + extra,
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           env=env, timeout=limit)
        return p.returncode, p.stdout.decode(), time.time() - start
    except subprocess.TimeoutExpired:
        return None, "", time.time() - start


def silent_table(server, stop):
    """Welcome every client, then say nothing."""
    held = []
    server.settimeout(0.5)
    while not stop.is_set():
        try:
            conn, _ = server.accept()
        except socket.timeout:
            continue
        conn.settimeout(5)
        hello = json.loads(conn.makefile("rb").readline() or b"{}")
        welcome = {"type": "welcome", "version": 2, "seat": 0 if hello.get("watch") else 1,
                   "players": 4, "watch": bool(hello.get("watch"))}
        conn.sendall((json.dumps(welcome) + "\n").encode())
        held.append(conn)


def main():
    bang = sys.argv[1]
    env = dict(os.environ, LC_ALL="C.UTF-8", XDG_STATE_HOME=tempfile.mkdtemp())
    failures = []

    # A host that never answers a connection.
    deaf = socket.socket()
    deaf.bind(("127.0.0.1", 0))
    deaf.listen(0)
    port = deaf.getsockname()[1]
    fillers = []
    for _ in range(4):  # fill the accept queue: the next SYN is dropped
        s = socket.socket()
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", port))
        fillers.append(s)
    time.sleep(0.3)
    status, out, refused = run(bang, port, ["--name", "amy"], env, 40)
    if status != 1 or "cannot connect" not in out or refused > 20:
        failures.append("a host that does not answer: status %s after %.0f s: %s" % (status, refused, out[-200:]))

    # A host gone silent after the welcome.
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    port = server.getsockname()[1]
    stop = threading.Event()
    threading.Thread(target=silent_table, args=(server, stop), daemon=True).start()
    results = {}

    def one(key, extra):
        results[key] = run(bang, port, extra, env, 90)

    threads = [threading.Thread(target=one, args=("player", ["--name", "amy"])),
               threading.Thread(target=one, args=("spectator", ["--watch"]))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stop.set()
    for key, (status, out, took) in results.items():
        if status != 1 or "stopped answering" not in out or not 40 <= took <= 70:
            failures.append("a silent host, %s: status %s after %.0f s: %s" % (key, status, took, out[-200:]))
    for f in failures:
        print("FAIL:", f)
    if failures:
        return 1
    print("PASS: bang join gave up on a host that did not answer (%.0f s) and on a silent one (%.0f s)" %
          (refused, max(r[2] for r in results.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
