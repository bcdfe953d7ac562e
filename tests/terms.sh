#!/bin/sh
# terms.sh: each catalog uses its manuals' terms, and no other for them
# (ctest i18n/terms). Usage: terms.sh SOURCE_DIR [LANG...]
#
# Reads locales/<lang>/terms.tsv (the format is described at the top of
# each file and in locales/README.md) and po/<lang>.po, for every language
# of po/LINGUAS that has a terms file (or the languages given). A row:
#
#   id  context  english  term  manual  wrong  where
#
#  - the term's own entry: the message (context, english), if the catalog
#    has it, must be translated exactly as the first form of term;
#  - when where is not "-", the running text: every message whose English
#    contains `english` as a whole word (any case; not a {placeholder}),
#    from a source file under one of the `where` folders ("*": any), must
#    contain one of term's forms (any case) and none of wrong's ("-": none).
#    Forms are separated by "|".
# A row whose message is missing and that has no running-text check is an
# error (a stale term). Needs msgcat (gettext).
set -u
src=${1:?usage: terms.sh SOURCE_DIR [LANG...]}
shift
cd "$src" || exit 2
langs=${*:-$(grep -v '^#' po/LINGUAS)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
checked=0
for lang in $langs; do
  terms=locales/$lang/terms.tsv
  [ -f "$terms" ] || continue
  checked=$((checked + 1))
  # One line per message: the catalog unwrapped, then its entries as
  # "ctx<TAB>msgid<TAB>msgstr<TAB>files" (plural entries: the singulars).
  if ! msgcat --no-wrap "po/$lang.po" -o - 2>/dev/null | awk '
    function unq(s) { s = substr(s, 2, length(s) - 2); gsub(/\\"/, "\"", s); gsub(/\\n/, " ", s); gsub(/\\\\/, "\\", s); return s }
    function flush() { if (id != "") print (ctx == "" ? "-" : ctx) "\t" id "\t" str "\t" files; ctx = id = str = files = ""; field = "" }
    /^$/ { flush(); next }
    /^#: / { files = files " " substr($0, 4); next }
    /^#/ { next }
    /^msgctxt / { ctx = unq(substr($0, 9)); field = "ctx"; next }
    /^msgid / { id = unq(substr($0, 7)); field = "id"; next }
    /^msgid_plural / { field = ""; next }
    /^msgstr(\[0\])? / { sub(/^msgstr(\[0\])? /, ""); str = unq($0); field = "str"; next }
    /^msgstr\[/ { field = ""; next }
    /^"/ { if (field == "id") id = id unq($0); else if (field == "str") str = str unq($0); else if (field == "ctx") ctx = ctx unq($0); next }
    END { flush() }' >"$tmp/messages"; then
    echo "FAIL $lang: po/$lang.po does not read"
    status=1
    continue
  fi
  # The two files in one awk: the messages first, then the terms.
  awk -F '\t' -v lang="$lang" -v file="$terms" '
    function forms(s, a) { return split(s, a, "|") }
    # Whether w (lower case) is in s (lower case) as a whole word: no letter
    # next to a letter of its ends, and not a placeholder ({role}).
    function has_word(s, w,    p, at, before, after) {
      at = 0
      while ((p = index(substr(s, at + 1), w)) > 0) {
        at += p
        before = at > 1 ? substr(s, at - 1, 1) : " "
        after = substr(s, at + length(w), 1)
        if ((substr(w, 1, 1) !~ /[a-z]/ || before !~ /[a-z{_]/) &&
            (substr(w, length(w), 1) !~ /[a-z]/ || after !~ /[a-z}_]/)) return 1
      }
      return 0
    }
    function under(files, where,    n, w, i) {
      if (where == "*") return 1
      n = split(where, w, ",")
      for (i = 1; i <= n; i++) if (index(files, " " w[i]) > 0) return 1
      return 0
    }
    function any_form(s, list,    n, f, i) {
      n = forms(list, f)
      for (i = 1; i <= n; i++) if (index(s, tolower(f[i])) > 0) return f[i]
      return ""
    }
    FNR == NR { key = $1 "\t" $2; str[key] = $3; nmsg++; mctx[nmsg] = $1; mid[nmsg] = $2; mstr[nmsg] = $3; mfiles[nmsg] = $4; next }
    /^#/ || NF == 0 { next }
    NF != 7 { printf "FAIL %s:%d: %d fields, not 7\n", file, FNR, NF; bad++; next }
    {
      id = $1; ctx = $2; en = $3; term = $4; wrong = $6; where = $7
      forms(term, t)
      rows++
      key = ctx "\t" en
      own = (key in str)
      if (own && str[key] != t[1]) {
        printf "FAIL %s: %s: \"%s\"%s is \"%s\", the manual (%s) says \"%s\"\n", lang, id, en,
               ctx == "-" ? "" : " (" ctx ")", str[key], $5, t[1]
        bad++
      }
      if (where == "-") {
        if (!own) { printf "FAIL %s: %s: no message \"%s\" (%s) in the catalog\n", lang, id, en, ctx; bad++ }
        next
      }
      w = tolower(en); seen = 0
      for (i = 1; i <= nmsg; i++) {
        if (!has_word(tolower(mid[i]), w) || !under(mfiles[i], where)) continue
        seen++
        low = tolower(mstr[i])
        if (any_form(low, term) == "") {
          printf "FAIL %s: %s: the translation of \"%s\" does not say \"%s\": %s\n", lang, id, mid[i], t[1], mstr[i]
          bad++
        }
        if (wrong != "-" && (found = any_form(low, wrong)) != "") {
          printf "FAIL %s: %s: \"%s\" instead of \"%s\" in: %s\n", lang, id, found, t[1], mstr[i]
          bad++
        }
      }
      if (!seen && !own) { printf "FAIL %s: %s: no message says \"%s\"\n", lang, id, en; bad++ }
    }
    END {
      if (!rows) { printf "FAIL %s: no terms in %s\n", lang, file; bad++ }
      printf "%s: %d terms checked against %d messages\n", lang, rows, nmsg
      exit bad ? 1 : 0
    }' "$tmp/messages" "$terms" || status=1
done
[ "$checked" -gt 0 ] || { echo "FAIL no locales/<lang>/terms.tsv"; status=1; }
exit $status
