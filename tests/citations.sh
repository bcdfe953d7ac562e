#!/bin/sh
# citations.sh: the project's files send readers only to what the
# repository holds (review of 2026-11-29, section 4).
# Usage: citations.sh SOURCE_DIR
# A citation of DESIGN.md (or "DESIGN property N") points at a file outside
# the checkout; the properties the code keeps are in docs/ARCHITECTURE.md,
# cited as "docs/ARCHITECTURE.md, property N". Each "property N" cited
# must be one that section numbers.
# One exception, lua/prelude.lua: a save names every script it loaded with
# the hash of its bytes (docs/SAVES.md), and the prelude is in every save,
# so a change to its text, even to a comment, refuses every save made
# before. Its citation is mended with its next change of substance.
set -u
root=${1:?usage: citations.sh SOURCE_DIR}
status=0
files=$(find "$root/src" "$root/lua" "$root/tests" "$root/docs" "$root/examples" "$root/doc" \
  "$root/README.md" "$root/CMakeLists.txt" -type f \
  \( -name '*.c' -o -name '*.h' -o -name '*.lua' -o -name '*.md' -o -name '*.txt' \
     -o -name '*.sh' -o -name '*.6' -o -name '*.scn' \) 2>/dev/null | grep -v '/citations\.sh$')
# (grep exits 1 when nothing matches: that is the passing case)
found=$(printf '%s\n' "$files" | grep -v '/lua/prelude\.lua$' |
  xargs grep -nE 'DESIGN(\.md| propert| "|\b)' 2>/dev/null)
if [ -n "$found" ]; then
  echo "FAIL citations of DESIGN.md, which is not in the repository:"
  printf '%s\n' "$found"
  status=1
fi
# Every property number cited exists in docs/ARCHITECTURE.md's list.
known=$(sed -n '/^## Properties the code keeps/,/^## /p' "$root/docs/ARCHITECTURE.md" |
  sed -n 's/^\([0-9][0-9]*\)\. .*/\1/p')
[ -n "$known" ] || { echo "FAIL docs/ARCHITECTURE.md has no numbered properties"; status=1; }
for n in $(printf '%s\n' "$files" | xargs grep -ohE 'propert(y|ies) [0-9][0-9, ]*[0-9]' 2>/dev/null |
           grep -oE '[0-9]+' | sort -un); do
  printf '%s\n' "$known" | grep -qx "$n" || { echo "FAIL property $n is cited but not listed"; status=1; }
done
[ $status -eq 0 ] && echo "ok: no citation leads outside the repository"
exit $status
