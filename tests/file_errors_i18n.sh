#!/bin/sh
# file_errors_i18n.sh BANG: the sandbox's errors about a file (a script that
# cannot be read, a binary chunk) are written by the engine in English, as
# message ids with the path (bang_sandbox_file_errors), and shown by the
# front end in the reader's language (bang_tr_error), wherever they come
# from: a mod's script when a game is made (bang play, bang simulate), a
# mod's manifest (read by every command), a scenario file a player names.
# The engine itself calls no gettext: ctest `layers` checks that.
bang=${1:?usage: file_errors_i18n.sh BANG}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FAIL: $*"
  status=1
}
export LC_ALL=C.UTF-8
export XDG_STATE_HOME="$tmp/state" XDG_DATA_HOME="$tmp/data"
# A mod whose dice character is a binary chunk; a mod whose game's manifest is one.
mkdir -p "$tmp/chunk/dice/characters" "$tmp/manifest/toy"
printf '\033LuaT\000\031\223\r\n\032\n\004\010\010xV\000\000' >"$tmp/chunk/dice/characters/zz.lua"
cp "$tmp/chunk/dice/characters/zz.lua" "$tmp/manifest/toy/variant.lua"
has() { grep -qF -- "$2" "$tmp/$1" || fail "$1: no '$2' in: $(head -c 2000 "$tmp/$1")"; }

for case in "en|cannot read the file|binary chunk refused: scripts must be Lua source text" \
  "pt_BR|não foi possível ler o arquivo|trecho binário recusado: os scripts devem ser código-fonte Lua em texto" \
  "es|no se puede leer el archivo|fragmento binario rechazado: los scripts deben ser código fuente Lua en texto" \
  "it|impossibile leggere il file|blocco binario rifiutato: gli script devono essere sorgenti Lua in testo" \
  "zh_CN|无法读取该文件|拒绝二进制代码块：脚本必须是 Lua 源代码文本"; do
  IFS='|' read -r lang unreadable binary <<EOF
$case
EOF
  sep=': '
  [ "$lang" = zh_CN ] && sep='：'
  echo | timeout 30 "$bang" play --game dice --seed 1 --lang "$lang" --mod "$tmp/chunk" >"$tmp/play_$lang" 2>&1
  has "play_$lang" "$tmp/chunk/dice/characters/zz.lua$sep$binary"
  timeout 30 "$bang" simulate --game dice --games 1 --lang "$lang" --mod "$tmp/chunk" >"$tmp/sim_$lang" 2>&1
  has "sim_$lang" "$tmp/chunk/dice/characters/zz.lua$sep$binary"
  timeout 30 "$bang" simulate --game dice --games 1 --lang "$lang" --mod "$tmp/manifest" >"$tmp/var_$lang" 2>&1
  has "var_$lang" "$tmp/manifest/toy/variant.lua$sep$binary"
  timeout 30 "$bang" scenario --lang "$lang" "$tmp/missing.lua" >"$tmp/scen_$lang" 2>&1
  has "scen_$lang" "$tmp/missing.lua$sep$unreadable"
done

[ $status -eq 0 ] && echo "ok: the sandbox's file errors in each language"
exit $status
