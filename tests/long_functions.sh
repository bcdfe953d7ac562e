#!/bin/sh
# long_functions.sh: no function in src/ is longer than 100 lines unless
# the comment just above it says why it is long (issue 25: "no function
# over about 100 lines without a reason written above it").
# Usage: long_functions.sh SOURCE_DIR [LINES]
# A function is counted from the line its header starts on to its closing
# brace; braces are counted outside strings, characters and comments, and a
# top-level brace opens a function when its header holds "(" and no "="
# (an initializer). The reason is a comment ending on the line above the
# header that holds the word "long". Prints every long function, with
# "(reason given)" or FAIL.
set -u
src=${1:?usage: long_functions.sh SOURCE_DIR [LINES]}
max=${2:-100}
cd "$src" || exit 2
status=0
for f in $(find src -name '*.c' | sort); do
  awk -v f="$f" -v max="$max" '
    { raw = $0; line = $0
      if (depth == 0) { # the comment just above a header
        if (raw ~ /^[ \t]*\/\*/ || (incomment && raw ~ /^[ \t]*\*/)) { if (!incomment && !open) block = ""; block = block " " raw; open = 1 }
        else if (raw !~ /^[A-Za-z_]/ || hstart) { if (!hstart) { block = ""; open = 0 } }
      }
      if (incomment) { if (index(line, "*/")) { sub(/^.*\*\//, "", line); incomment = 0 } else next }
      gsub(/\\./, "", line); gsub(/"[^"]*"/, "\"\"", line); gsub(/\047[^\047]*\047/, "0", line)
      gsub(/\/\*.*\*\//, "", line); sub(/\/\/.*/, "", line)
      if (index(line, "/*")) { sub(/\/\*.*/, "", line); incomment = 1 }
      if (depth == 0) {
        if (line ~ /^#/) next
        if (hdr == "" && line ~ /^[A-Za-z_]/) { hstart = NR; reason = (open && tolower(block) ~ /long/); block = ""; open = 0 }
        if (hstart) hdr = hdr " " line
      }
      n = length(line)
      for (i = 1; i <= n; i++) {
        c = substr(line, i, 1)
        if (c == "{") { if (depth == 0) { isf = (hdr ~ /\(/ && hdr !~ /=/); fstart = hstart; fname = hdr; freason = reason } depth++ }
        else if (c == "}") {
          depth--
          if (depth == 0) {
            if (isf && NR - fstart + 1 > max) {
              nm = fname; sub(/\(.*/, "", nm); k = split(nm, a, " "); nm = a[k]; sub(/^\*+/, "", nm)
              printf "%s %5d lines  %s:%d %s\n", freason ? "  ok" : "FAIL", NR - fstart + 1, f, fstart, nm
            }
            isf = 0; hdr = ""; hstart = 0
          }
        } else if (c == ";" && depth == 0) { hdr = ""; hstart = 0 }
      }
    }' "$f"
done > "${TMPDIR:-/tmp}/long_functions.$$"
sort -k2 -rn "${TMPDIR:-/tmp}/long_functions.$$"
grep -q '^FAIL' "${TMPDIR:-/tmp}/long_functions.$$" && status=1
rm -f "${TMPDIR:-/tmp}/long_functions.$$"
[ $status = 0 ] && echo "every function over $max lines says why it is long"
exit $status
