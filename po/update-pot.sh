#!/bin/sh
# update-pot.sh: extract every user-visible text into po/bang.pot (C: _ and
# N_; Lua: N_ and NC_ with context; the lessons of `bang learn`,
# scenarios/tutorial/*/*.lua: N_) and merge it into each catalog listed
# in po/LINGUAS. English (en) is the source language: its catalog copies
# each msgid. Run from anywhere; needs xgettext, msgmerge, msginit, msgen.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xgettext --from-code=UTF-8 --add-location=file --language=C -k_ -kN_ -kNC_:1c,2 -kbang_trn:1,2 -kfail:3 -kscenario_fail:3 -kscenario_fail_n:3,4 -kdgettext:2 --add-comments=TRANSLATORS \
  --package-name=bang -o "$tmp/c.pot" $(find src -name '*.c' | sort)
xgettext --from-code=UTF-8 --add-location=file --language=Lua -kN_ -kNC_:1c,2 -kNP_:1,2 --add-comments=TRANSLATORS \
  --package-name=bang -o "$tmp/lua.pot" $(find lua -name '*.lua' | sort)
xgettext --from-code=UTF-8 --add-location=file --language=Lua -kN_ --add-comments=TRANSLATORS \
  --package-name=bang -o "$tmp/lessons.pot" $(find scenarios/tutorial -name '*.lua' | sort)
msgcat --use-first "$tmp/c.pot" "$tmp/lua.pot" "$tmp/lessons.pot" -o po/bang.pot
for lang in $(grep -v '^#' po/LINGUAS); do
  if [ "$lang" = en ]; then
    msginit --no-translator -l en_US.UTF-8 -i po/bang.pot -o "$tmp/en.po" 2>/dev/null
    msgen "$tmp/en.po" -o po/en.po
  elif [ -s "po/$lang.po" ]; then
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" po/bang.pot
    # Retired messages are dropped: with no fuzzy matching nothing reuses them.
    msgattrib --no-obsolete "po/$lang.po" -o "po/$lang.po"
  else
    msginit --no-translator -l "$lang.UTF-8" -i po/bang.pot -o "po/$lang.po" 2>/dev/null
  fi
  sed -i 's/charset=ASCII/charset=UTF-8/; s/charset=CHARSET/charset=UTF-8/' "po/$lang.po"
done
