#!/usr/bin/env python3
"""first_option.py: a computer player for a `bang host` table, in Python
with its standard library only (docs/PROTOCOL.md, version 2).

    python3 first_option.py ADDR[:PORT] --code CODE [--name NAME]

It joins the table, plays its seat to the end and prints the result. Its
whole strategy is choose() below: it takes the first option, except that
it would rather not end its turn or pass while it can still play a card
or roll; edit choose() to make it play better.
"""
import argparse
import json
import socket
import sys

VERSION = 2          # the protocol version this program speaks
SILENCE = 45         # seconds: the table pings every 10 s, so it is gone
LINE_MAX = 65536     # the longest line the table sends


def choose(view, decision):
    """The 0-based option to take. view is the seat's last "view" message
    (or None), decision the "decision" message. Options whose command
    starts with "end" or "pass" come last, so the bot plays what it can;
    a game always ends, since every action uses a card, a roll or a life."""
    options = decision["options"]
    for i, option in enumerate(options):
        command = option.get("command") or ""
        if not command.startswith(("end", "pass")):
            return i
    return 0


def send(sock, message):
    sock.sendall((json.dumps(message) + "\n").encode())


def lines(sock):
    """The table's messages, one JSON object at a time."""
    pending = b""
    while True:
        data = sock.recv(65536)
        if not data:
            return
        pending += data
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            yield json.loads(line)
        if len(pending) > LINE_MAX:
            raise ValueError("a line from the table is too long")


def play(address, code, name):
    host, _, port = address.rpartition(":") if ":" in address else (address, "", "7373")
    sock = socket.create_connection((host.strip("[]") or "127.0.0.1", int(port or 7373)), timeout=10)
    sock.settimeout(SILENCE)
    hello = {"type": "hello", "version": VERSION, "code": code}
    if name:
        hello["name"] = name
    send(sock, hello)
    view = None
    for msg in lines(sock):
        kind = msg.get("type")
        if kind == "ping":  # unanswered pings get a client dropped
            send(sock, {"type": "pong", "n": msg.get("n")})
        elif kind == "welcome":
            print("seat %d of %d" % (msg["seat"], msg["players"]))
        elif kind == "view":
            view = msg
        elif kind == "decision":
            send(sock, {"type": "answer", "option": choose(view, msg), "seq": msg["seq"]})
        elif kind == "error":
            print("the table says: %s (%s)" % (msg["message"]["id"], msg["code"]), file=sys.stderr)
            if msg["code"] in ("code", "version", "full", "hello", "long"):
                return 1
        elif kind == "end":
            print("result: %s" % msg["result"]["id"])
            for p in msg["players"]:
                print("%s: %s" % (p["name"], "won" if p["won"] else "lost"))
            return 0
    print("the connection to the table was lost", file=sys.stderr)
    return 1


def main():
    parser = argparse.ArgumentParser(description="A computer player for a bang host table.")
    parser.add_argument("address", help="ADDR[:PORT], as bang host printed it")
    parser.add_argument("--code", required=True, help="the table's code")
    parser.add_argument("--name", help="the name to play under")
    args = parser.parse_args()
    try:
        return play(args.address, args.code, args.name)
    except (OSError, ValueError) as e:
        print("first_option.py: %s" % e, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
