#!/bin/sh
# check-catalogs.sh: the message catalogs are complete and in step with the
# sources (ctest `catalogs`). Usage: check-catalogs.sh SOURCE_DIR
#
# For each language in po/LINGUAS:
#   - `msgfmt --statistics` must report neither fuzzy nor untranslated
#     entries (msgfmt exits 0 even then, so its counts are read);
#   - `msgfmt --check` must pass (format strings, header);
#   - `msgcmp` against a template regenerated from the sources by
#     po/update-pot.sh itself (run on a copy in a temporary folder), so a
#     text added to the C or Lua sources but not yet in a catalog fails here
#     (run `make pot`, then translate).
# po/bang.pot itself must also hold every text of the fresh template.
# Prints the counts per language.
set -u
src=${1:?usage: check-catalogs.sh SOURCE_DIR}
cd "$src" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The template, made by po/update-pot.sh itself (so its xgettext options are
# used, whatever they become) run on a copy of the sources: the checkout is
# left untouched.
mkdir -p "$tmp/tree/po"
cp -R lua "$tmp/tree/lua"
cp -R src "$tmp/tree/src"
mkdir -p "$tmp/tree/scenarios"
cp -R scenarios/tutorial "$tmp/tree/scenarios/tutorial"
cp po/update-pot.sh po/LINGUAS po/*.po po/bang.pot "$tmp/tree/po/"
if ! sh "$tmp/tree/po/update-pot.sh" >"$tmp/update.out" 2>&1; then
  echo "FAIL po/update-pot.sh does not run:"
  sed 's/^/    /' "$tmp/update.out" | head -20
  exit 1
fi
pot=$tmp/tree/po/bang.pot
total=$(LC_ALL=C msgfmt --statistics -o /dev/null "$pot" 2>&1 | sed -n 's/.* \([0-9][0-9]*\) untranslated message.*/\1/p')
echo "template: ${total:-?} messages in the sources"

# Show the texts msgcmp complains about (it names only file:line).
show_texts() {
  grep -e 'used but not defined' -e 'this message is untranslated' | head -${1:-10} |
    while IFS=: read -r file line _; do
      text=$(awk -v n="$line" '
        NR > n { exit }
        /^msgctxt / { ctx = $0; next }
        /^msgid / { id = $0; idctx = ctx; ctx = ""; more = ($0 == "msgid \"\""); next }
        more && /^"/ { id = "msgid " $0; more = 0; next }
        { more = 0 }
        END { print (idctx != "" ? idctx " " : "") id }' "$file")
      printf '    %s\n' "$text"
    done
}

status=0
if ! LC_ALL=C msgcmp --use-untranslated -N po/bang.pot "$pot" \
    >"$tmp/pot.out" 2>&1; then
  echo "FAIL po/bang.pot lacks texts now in the sources (run 'make pot'):"
  show_texts 20 <"$tmp/pot.out"
  status=1
fi

languages=$(grep -v '^#' po/LINGUAS)
[ -n "$languages" ] || { echo "FAIL po/LINGUAS lists no language"; exit 1; }
for lang in $languages; do
  po=po/$lang.po
  if [ ! -f "$po" ]; then
    echo "FAIL $lang: $po is missing"
    status=1
    continue
  fi
  # e.g. "200 translated messages, 3 fuzzy translations, 10 untranslated messages."
  stats=$(LC_ALL=C msgfmt --statistics -o /dev/null "$po" 2>&1)
  translated=$(printf '%s\n' "$stats" | sed -n 's/^\([0-9][0-9]*\) translated message.*/\1/p')
  fuzzy=$(printf '%s\n' "$stats" | sed -n 's/.* \([0-9][0-9]*\) fuzzy translation.*/\1/p')
  untranslated=$(printf '%s\n' "$stats" | sed -n 's/.* \([0-9][0-9]*\) untranslated message.*/\1/p')
  printf '%-6s %4s translated, %4s fuzzy, %4s untranslated (of %s)\n' "$lang" \
    "${translated:-0}" "${fuzzy:-0}" "${untranslated:-0}" "$total"
  case $stats in
    *fuzzy*|*untranslated*)
      echo "FAIL $lang: $stats"
      status=1 ;;
  esac
  if [ -z "$translated" ]; then
    echo "FAIL $lang: msgfmt said: $stats"
    status=1
  fi
  if ! LC_ALL=C msgfmt --check -o /dev/null "$po" >"$tmp/check.out" 2>&1; then
    echo "FAIL $lang: msgfmt --check:"
    sed 's/^/    /' "$tmp/check.out" | head -20
    status=1
  fi
  if ! LC_ALL=C msgcmp -N "$po" "$pot" >"$tmp/cmp.out" 2>&1; then
    missing=$(grep -c 'used but not defined' "$tmp/cmp.out")
    untranslated=$(grep -c 'this message is untranslated' "$tmp/cmp.out")
    echo "FAIL $lang: against the sources, $missing texts are missing from $po and $untranslated untranslated:"
    show_texts 10 <"$tmp/cmp.out"
    status=1
  fi
  stale=$(LC_ALL=C msgcmp --use-untranslated -N "$po" "$pot" 2>&1 | grep -c "this message is not used")
  [ "$stale" -eq 0 ] || echo "note $lang: $stale entries of $po are no longer in the sources (make pot drops them)"
done
[ $status -eq 0 ] && echo "catalogs: all complete"
exit $status
