#!/bin/sh
# fits_ambiguous.sh BANG: in Chinese, wrapped text fits 80 columns also on
# a terminal that draws the East Asian ambiguous characters ("…", "·", the
# suits) two columns wide, as Chinese fonts and terminals often do: piped
# 7-player card games in zh_CN at COLUMNS=80 (seeds whose option groups
# ("…") and hands (suits, "·") once came to 81 to 85 columns). The table's
# rows are not checked here: on a terminal they are placed by column
# (screen.c, ambiguous_width), piped they line up as wcwidth counts.
set -u
bang=${1:?usage: fits_ambiguous.sh BANG}
command -v python3 >/dev/null 2>&1 || { echo "skipped: python3 is needed"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state"
status=0
for seed in 2 4 7; do
  yes 1 | head -n 3000 | COLUMNS=80 "$bang" play --players 7 --seed "$seed" --lang zh_CN --pace 0 \
    >"$tmp/out" 2>&1
  python3 - "$tmp/out" "$seed" <<'PY' || status=1
import sys, unicodedata
path, seed = sys.argv[1], sys.argv[2]
def width(line):  # ambiguous characters two columns wide
    return sum(2 if unicodedata.east_asian_width(c) in "WFA" else 0 if unicodedata.combining(c) else 1
               for c in line)
wrapped = [l.rstrip("\n") for l in open(path, encoding="utf-8")
           if "\u2026" in l or l.startswith("你的手牌")]
wide = [l for l in wrapped if width(l) > 80]
if not wrapped:
    print(f"FAIL seed {seed}: no option group or hand line to check")
    sys.exit(1)
if wide:
    print(f"FAIL seed {seed}: {len(wide)} wrapped lines over 80 columns with wide ambiguous characters, e.g. "
          f"{width(wide[0])}: {wide[0]}")
    sys.exit(1)
print(f"ok seed {seed}: {len(wrapped)} wrapped lines fit")
PY
done
exit $status
