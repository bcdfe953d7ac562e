#!/bin/sh
# update-pot.sh: extract every user-visible text into po/bang.pot (C: _ and
# N_; Lua: N_ and NC_ with context) and merge it into each catalog listed
# in po/LINGUAS. English (en) is the source language: its catalog copies
# each msgid. Run from anywhere; needs xgettext, msgmerge, msginit, msgen.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xgettext --from-code=UTF-8 --language=C -k_ -kN_ -kNC_:1c,2 -kfail:3 -kfail_n:3,4 -kdgettext:2 --add-comments=TRANSLATORS \
  --package-name=bang -o "$tmp/c.pot" $(find src -name '*.c' | sort)
xgettext --from-code=UTF-8 --language=Lua -kN_ -kNC_:1c,2 -kNP_:1,2 --add-comments=TRANSLATORS \
  --package-name=bang -o "$tmp/lua.pot" $(find lua -name '*.lua' | sort)
msgcat --use-first "$tmp/c.pot" "$tmp/lua.pot" -o po/bang.pot
for lang in $(grep -v '^#' po/LINGUAS); do
  if [ "$lang" = en ]; then
    msginit --no-translator -l en_US.UTF-8 -i po/bang.pot -o "$tmp/en.po" 2>/dev/null
    msgen "$tmp/en.po" -o po/en.po
  elif [ -s "po/$lang.po" ]; then
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" po/bang.pot
  else
    msginit --no-translator -l "$lang.UTF-8" -i po/bang.pot -o "po/$lang.po" 2>/dev/null
  fi
  sed -i 's/charset=ASCII/charset=UTF-8/; s/charset=CHARSET/charset=UTF-8/' "po/$lang.po"
done
