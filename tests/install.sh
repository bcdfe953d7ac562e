#!/bin/sh
# install.sh: the program built and installed as a packager would (ctest
# install, label install).
# Usage: install.sh SOURCE_DIR CMAKE [CC]
#
#  1. The source tree is copied (without build folders) and made read-only;
#     it is configured and built out of source, and nothing may be written
#     into it (checked by its file list and times too, since root ignores
#     the read-only bits).
#  2. `cmake --install` into a DESTDIR with the prefix /usr: the program,
#     lua/, the catalogs, the man page and the docs must be there.
#  3. The installed tree is moved to another folder (a relocated install)
#     and the moved program plays a computer-only game in English and in
#     Chinese with an empty environment: it finds its scripts and catalogs
#     relative to itself.
#  4. The Debian layout, by cache variables only: BANG_INSTALL_BINDIR=games,
#     BANG_INSTALL_DATADIR=share/games/bang; /usr/games/bang (in the DESTDIR)
#     plays a game.
set -u
src=${1:?usage: install.sh SOURCE_DIR CMAKE [CC]}
cmake=${2:?}
cc=${3:-cc}
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL $*"
  status=1
}
# Some CJK text on stdin (UTF-8 lead bytes of U+4E00-U+9FFF), in any locale.
chinese() { LC_ALL=C grep -q "$(printf '[\344-\351]')"; }

# --- 1. a read-only copy of the sources, built elsewhere ------------------
mkdir "$tmp/src"
for f in "$src"/* "$src"/.[!.]*; do
  [ -e "$f" ] || continue
  case ${f##*/} in
    build* | .git | bang) continue ;;
  esac
  cp -R "$f" "$tmp/src/"
done
# locales/ is source (each language's terms); an in-source build's compiled
# catalogs would sit beside them, in locales/<lang>/LC_MESSAGES.
rm -rf "$tmp"/src/locales/*/LC_MESSAGES
chmod -R a-w "$tmp/src"
find "$tmp/src" | sort >"$tmp/before"
touch "$tmp/stamp"
sleep 1
# Tests off: the build needs no cmocka then. No -Werror: a packager's build.
if ! "$cmake" -S "$tmp/src" -B "$tmp/build" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release \
     -DCMAKE_INSTALL_PREFIX=/usr -DBANG_TESTS=OFF >"$tmp/log" 2>&1 ||
   ! "$cmake" --build "$tmp/build" -j2 >>"$tmp/log" 2>&1; then
  tail -30 "$tmp/log"
  echo "FAIL the read-only source tree does not build out of source"
  exit 1
fi
grep -i 'warning' "$tmp/log" | head -5
find "$tmp/src" | sort >"$tmp/after"
if ! cmp -s "$tmp/before" "$tmp/after"; then
  fail "the build wrote into the source tree:"
  diff "$tmp/before" "$tmp/after" | head
fi
changed=$(find "$tmp/src" -newer "$tmp/stamp" | head -5)
[ -z "$changed" ] || fail "the build changed files in the source tree: $changed"
[ -x "$tmp/build/bang" ] || fail "no build/bang"
echo "ok: the read-only source tree built out of source, nothing written into it"

# The program in the build folder runs (scripts from the source tree,
# catalogs from the build tree), from any working folder.
out=$(cd / && env -i "$tmp/build/bang" play --lang zh_CN --game dice --humans 0 --players 3 \
      --seed 2 </dev/null 2>&1) || fail "build/bang play failed: $(echo "$out" | tail -3)"
echo "$out" | grep -qF '***' || fail "build/bang: no result line"
echo "$out" | chinese || fail "build/bang --lang zh_CN: no Chinese text"

# --- 2. install into a DESTDIR ----------------------------------------------
if ! DESTDIR="$tmp/dest" "$cmake" --install "$tmp/build" >"$tmp/log" 2>&1; then
  cat "$tmp/log"
  echo "FAIL cmake --install"
  exit 1
fi
(cd "$tmp/dest" && find . -type f | sort) >"$tmp/files"
echo "installed $(wc -l <"$tmp/files") files:"
grep -v '/lua/' "$tmp/files" | sed 's/^/    /'
echo "    ... and $(grep -c '/lua/' "$tmp/files") scripts under usr/share/bang/lua/"
for f in usr/bin/bang usr/share/bang/lua/prelude.lua usr/share/bang/lua/card/rules.lua \
         usr/share/bang/lua/dice/rules.lua usr/share/man/man6/bang.6 \
         usr/share/locale/zh_CN/LC_MESSAGES/bang.mo usr/share/locale/pt_BR/LC_MESSAGES/bang.mo \
         usr/share/doc/bang/README.md usr/share/doc/bang/LICENSE usr/share/doc/bang/NOTICE \
         usr/share/doc/bang/MODDING.md usr/share/bang/scenarios/tutorial/card/01_your_turn.lua; do
  grep -qxF "./$f" "$tmp/files" || fail "not installed: /$f"
done
[ ! -e "$tmp/dest/usr/bin/bang-build-tree" ] || fail "bang-build-tree was installed"

# --- 3. the install tree moved elsewhere, run in two languages ----------------
mkdir -p "$tmp/elsewhere/deep"
mv "$tmp/dest/usr" "$tmp/elsewhere/deep/prefix"
moved=$tmp/elsewhere/deep/prefix/bin/bang
play() { # play BANG LANG GAME: a computer-only game from / with an empty environment
  (cd / && env -i "$1" play --lang "$2" --game "$3" --humans 0 --players 4 --seed 3 </dev/null 2>&1)
}
for lang in en zh_CN; do
  out=$(play "$moved" $lang card)
  code=$?
  [ $code -eq 0 ] || fail "relocated bang play --lang $lang exited $code: $(echo "$out" | tail -3)"
  echo "$out" | grep -qF '***' || fail "relocated, $lang: no result line"
done
echo "$out" | chinese || fail "relocated, zh_CN: no Chinese text (catalogs not found)"
# The lessons come from the moved data folder too.
lessons=$(cd / && env -i "$moved" learn dice --list --lang en 2>&1)
echo "$lessons" | grep -qF ' 1. Roll, reroll, stop [D-4' || fail "relocated bang learn --list: $lessons"
version=$(env -i "$moved" --version)
echo "$version" | grep -qF "$tmp/elsewhere/deep/prefix/share/bang" ||
  fail "relocated --version names another data folder: $version"
# The environment still overrides: a data folder that is not there fails cleanly.
out=$(env -i BANG_DATA_DIR="$tmp/nowhere" "$moved" play --lang en --humans 0 --seed 1 </dev/null 2>&1)
[ $? -eq 1 ] || fail "BANG_DATA_DIR=nowhere: expected status 1"
echo "$out" | grep -qF "$tmp/nowhere" || fail "BANG_DATA_DIR=nowhere is not named: $out"
echo "ok: a relocated install plays in en and zh_CN"

# --- 4. the Debian layout through cache variables ----------------------------
if ! "$cmake" -S "$tmp/src" -B "$tmp/build" -DBANG_INSTALL_BINDIR=games \
     -DBANG_INSTALL_DATADIR=share/games/bang -DBANG_INSTALL_LICENSE=OFF >"$tmp/log" 2>&1 ||
   ! "$cmake" --build "$tmp/build" -j2 >>"$tmp/log" 2>&1 ||
   ! DESTDIR="$tmp/deb" "$cmake" --install "$tmp/build" >>"$tmp/log" 2>&1; then
  tail -30 "$tmp/log"
  echo "FAIL the Debian layout does not build or install"
  exit 1
fi
for f in usr/games/bang usr/share/games/bang/lua/prelude.lua usr/share/locale/es/LC_MESSAGES/bang.mo \
         usr/share/man/man6/bang.6; do
  [ -f "$tmp/deb/$f" ] || fail "Debian layout: not installed: /$f"
done
[ ! -e "$tmp/deb/usr/share/doc/bang/LICENSE" ] || fail "BANG_INSTALL_LICENSE=OFF still installs LICENSE"
out=$(play "$tmp/deb/usr/games/bang" es dice)
[ $? -eq 0 ] || fail "Debian layout: /usr/games/bang play failed: $(echo "$out" | tail -3)"
echo "$out" | grep -qF '***' || fail "Debian layout: no result line"
echo "ok: the Debian layout (/usr/games/bang, /usr/share/games/bang) plays"
exit $status
