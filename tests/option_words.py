#!/usr/bin/env python3
"""option_words.py: the commands shown are wholly in the player's language
(ctest i18n/option-words; issue 30 item 1).

Usage: option_words.py BANG SOURCE_DIR LANG

Plays piped 7-player card and dice games and a solo game with one human in
LANG (typing "1" at every question, "stop" too at the dice), and reads every
option line (the numbered options, with their wrapped continuations). No
word on them may be English where LANG has a word of its own: a card's or a
character's id whose translated name (folded as the game shows it: lower
case, "_" between words, signs left out) reads otherwise, a command verb or
a pile word ("hand", "deck") whose catalog entry differs. The translations
are read from po/LANG.po, the ids and English names from lua/*/cards and
lua/*/characters, so the check follows the catalogs.
"""
import os
import re
import subprocess
import sys


def po_entries(path):
    """{(context, msgid): msgstr} for the one-line entries of a catalog."""
    entries, ctxt, msgid = {}, "", None
    pattern = re.compile(r'^(msgctxt|msgid|msgstr) "(.*)"$')
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = pattern.match(line.rstrip("\n"))
            if not m:
                if not line.strip():
                    ctxt, msgid = "", None
                continue
            key, text = m.group(1), m.group(2).replace('\\"', '"')
            if key == "msgctxt":
                ctxt = text
            elif key == "msgid":
                msgid = text
            elif msgid:
                entries[(ctxt, msgid)] = text
                ctxt, msgid = "", None
    return entries


def typeable(name):
    """The name as one word to type, as src/cli/commands.c folds it."""
    out, pending = [], ""
    for c in name:
        if c.isalnum():
            if pending and out:
                out.append(pending)
            pending = ""
            out.append(c.lower())
        elif c in "\u00b7\u30fb":
            pending = "\u00b7"
        elif (c.isspace() or c in ".-_") and pending != "\u00b7":
            pending = "_"
    return "".join(out)


def named_ids(src):
    """{id: English name} of every card and character of the stock games."""
    ids = {}
    for game in ("card", "dice", "solo"):
        for kind in ("cards", "characters"):
            folder = os.path.join(src, "lua", game, kind)
            if not os.path.isdir(folder):
                continue
            for file in sorted(os.listdir(folder)):
                if not file.endswith(".lua"):
                    continue
                with open(os.path.join(folder, file), encoding="utf-8") as f:
                    m = re.search(r'\bname\s*=\s*N_\s*\(?\s*"([^"]+)"', f.read())
                if m:
                    ids[file[:-4]] = m.group(1)
    return ids


VERBS = ("play hit take end draw discard skip top pick keep back ability stop reroll shoot "
         "beer heal double die take_arrow return_arrow discard_arrow lose_life").split()


def forbidden_words(src, lang):
    po = po_entries(os.path.join(src, "po", lang + ".po"))
    words = set()
    for ident, name in named_ids(src).items():
        shown = po.get(("", name), name)
        if shown != name and typeable(shown) != ident:
            words.add(ident)
    for verb in VERBS:
        if po.get(("command", verb), verb) != verb:
            words.add(verb)
    for ctxt, word in (("command", "hand"), ("pile", "deck"), ("pile", "discard")):
        if po.get((ctxt, word), word) != word:
            words.add(word)
    return words


OPTION = re.compile(r"(^|[\s:：])\d+\)[ \u00a0]")
NUMBER = re.compile(r"\d+\)[ \u00a0]")
PARENS = re.compile(r"[(（]([^()（）]*)[)）]")


def option_entries(text):
    """The options of a screen, each a list of its lines (the wrapped
    continuations with the line they continue)."""
    entries, inside = [], False
    for line in text.splitlines():
        if line.startswith("  ") and OPTION.search(line):
            entries.append([line])
            inside = True
        elif inside and line.startswith("    ") and line.strip():
            entries[-1].append(line)
        else:
            inside = False
    return entries


def command_parts(entry):
    """The parts of an option that are commands, not its label: the
    "(command)" after a long label, the column after a short one, and the
    arguments listed after "1) " in a group."""
    parts = PARENS.findall(" ".join(line.strip() for line in entry))
    for k, line in enumerate(entry):
        line = line.strip()
        if k == 0:
            line = re.sub(r"^\d+\)[ \u00a0]", "", line)
        columns = re.split(r"\s{2,}", line)
        label = columns[0] if k == 0 else ""
        parts += columns[1:] if k == 0 else columns
        # A group: its arguments follow the label's "N) ".
        parts += [m for m in NUMBER.split(label)[1:]]
    return parts


def play(bang, lang, game, seed):
    args = [bang, "play", "--game", game, "--humans", "1", "--seed", str(seed), "--lang", lang,
            "--no-confirm"]
    if game != "solo":
        args += ["--players", "7"]
    answer = "stop\n1\n" if game == "dice" else "1\n"
    run = subprocess.run(args, input=(answer * 1500).encode(), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, timeout=100)
    return run.returncode, run.stdout.decode("utf-8", "replace")


def main():
    bang, src, lang = sys.argv[1:4]
    forbidden = forbidden_words(src, lang)
    failures = 0
    for game, seeds in (("card", (3, 4)), ("dice", (3,)), ("solo", (3,))):
        for seed in seeds:
            code, out = play(bang, lang, game, seed)
            if code != 0:
                print(f"FAIL {lang} {game} seed {seed}: bang play exited with {code}")
                failures += 1
            entries = option_entries(out)
            if not entries:
                print(f"FAIL {lang} {game} seed {seed}: no option line read")
                failures += 1
            for entry in entries:
                words = re.findall(r"[\w\u00b7]+", " ".join(command_parts(entry)).lower())
                english = [w for w in words if w in forbidden or w.rsplit("_", 1)[0] in forbidden]
                if english:
                    print(f"FAIL {lang} {game} seed {seed}: English {sorted(set(english))}: "
                          + " / ".join(line.strip() for line in entry))
                    failures += 1
    if failures:
        return 1
    print(f"ok {lang}: no English word on the option lines ({len(forbidden)} words looked for)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
