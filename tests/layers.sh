#!/bin/sh
# layers.sh: the source tree keeps its layers (docs/ARCHITECTURE.md).
# Usage: layers.sh SOURCE_DIR
# The build checks the layers: each library sees only the include folders
# of the layers below it (CMakeLists.txt). Two things would get round that
# check, and this test refuses them:
#   - a quoted #include with a path ("../cli/screen.h") instead of a bare
#     header name found on the include path;
#   - a header name in two folders (which one is found depends on the
#     order of the include path).
# It also prints the folder graph of the quoted includes and fails on an
# edge that points up the order below, and on a gettext call (or libintl)
# in the engine or under it (util, host, core, bind): they translate nothing.
set -u
src=${1:?usage: layers.sh SOURCE_DIR}/src
order="util host core bind lang text match net cli"
status=0
fail() { echo "FAIL $*"; status=1; }
graph=$(mktemp)
trap 'rm -f "$graph"' EXIT
rank() { # folder -> its place in $order (bind/ is the engine's inside: core's layer)
  i=0
  want=$1
  [ "$want" = bind ] && want=core
  for l in $order; do
    [ "$l" = bind ] && continue
    [ "$l" = "$want" ] && { echo $i; return; }
    i=$((i + 1))
  done
  echo 99
}

paths=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*("[^"]*/|<[^>]*(\.\./|src/))' "$src" --include='*.[ch]')
[ -z "$paths" ] || fail "an #include with a path gets round the layers:
$paths"

dups=$(find "$src" -name '*.h' -printf '%f\n' | sort | uniq -d)
[ -z "$dups" ] || fail "header names in two folders: $dups"

for dir in "$src"/*/; do
  from=$(basename "$dir")
  [ "$(rank "$from")" = 99 ] && fail "src/$from is in no layer (add it to layers.sh and docs/ARCHITECTURE.md)"
  for h in $(grep -hoE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^"/]*"' "$dir"*.[ch] | sed 's/.*"\(.*\)"/\1/' | sort -u); do
    found=$(find "$src" -name "$h" | head -1)
    [ -n "$found" ] || continue
    to=$(basename "$(dirname "$found")")
    [ "$to" = "$from" ] && continue
    echo "$from -> $to ($h)"
    [ "$(rank "$to")" -le "$(rank "$from")" ] || fail "src/$from includes $h of src/$to, a layer above it"
  done
done | sort -u > "$graph"
grep -v '^FAIL' "$graph" | sed 's/ (.*//' | sort | uniq -c
grep '^FAIL' "$graph" && status=1

# The engine and the layers under it translate nothing: what they say is a
# message id (with its arguments), worded above them in the reader's
# language (docs/ARCHITECTURE.md). No gettext call, no libintl.
calls=$(grep -nE '(^|[^[:alnum:]_])(d|dc|n|dn|dcn)?gettext[[:space:]]*\(|libintl\.h|textdomain[[:space:]]*\(' \
  "$src"/util/*.[ch] "$src"/host/*.[ch] "$src"/core/*.[ch] "$src"/bind/*.[ch])
[ -z "$calls" ] || fail "the engine translates (its texts are message ids, worded by the front ends):
$calls"
[ $status -eq 0 ] && echo "ok: every include points down the layers ($order)"
exit $status
