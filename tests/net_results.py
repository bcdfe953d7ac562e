"""net_results.py: the end of a game as a screen shows it, read by the network tests.

results(text, sep) lists "name<sep>result" for each player line after the
result banner ("*** ... ***"), up to the host's closing lines ("Replay it
with:", "Resume it with:", its save): the same list for a player's, a
spectator's and the host's screens when they saw the same end.
"""


def results(text, sep):
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("*** "):
            continue
        out = []
        for l in lines[i + 1:]:
            if l.startswith("Replay it with:") or l.startswith("Resume it with:"):
                break
            if l.strip():
                out.append(l.split(",")[0] + sep + l.rsplit(": ", 1)[-1])
        return out
    return []
