/*
 * rulebook.c: a game's rule ids, the stock rulebook's and those the
 * scripts bring, and the load-time check of the ids a mod's scripts name
 * (rulebook.h). The check reads the scripts' text: an id is usually passed
 * in a handler that runs long after loading (api.log(g, "K-1", ...)), and
 * an unknown one would otherwise be cited as nothing at all.
 */
#include "rulebook.h"

#include <lauxlib.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "sandbox.h"

static const char ADDED_KEY = 'a'; /* registry[&ADDED_KEY]: { [id] = true } for the scripts' rules */

/* Shaped like a rule id: 1 to 4 capital letters, a dash, 1 to 4 digits. */
static bool rule_shaped(const char *s, size_t len) {
  size_t i = 0;
  while (i < len && s[i] >= 'A' && s[i] <= 'Z') i++;
  if (i < 1 || i > 4 || i >= len || s[i] != '-') return false;
  size_t digits = len - i - 1;
  if (digits < 1 || digits > 4) return false;
  for (size_t k = i + 1; k < len; k++)
    if (s[k] < '0' || s[k] > '9') return false;
  return true;
}

/* The line of path where `rules` is written (1 if not found). */
static int line_of_rules(const char *path) {
  size_t len = 0;
  char *text = bang_sandbox_read_file(path, &len);
  int line = 1, found = 0;
  for (size_t i = 0; text && i + 5 <= len && !found; i++) {
    if (text[i] == '\n') line++;
    else if (memcmp(text + i, "rules", 5) == 0 && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\n'))
      found = line;
  }
  free(text);
  return found ? found : 1;
}

int bang_rulebook_add(lua_State *L, int rulebook, int script, const char *path, char *err,
                      size_t errlen) {
  int top = lua_gettop(L);
  rulebook = lua_absindex(L, rulebook);
  if (lua_getfield(L, script, "rules") == LUA_TNIL) {
    lua_settop(L, top);
    return 1;
  }
  int rules = lua_gettop(L), ok = 1;
  if (!lua_istable(L, rules)) ok = 0;
  lua_pushnil(L);
  while (ok && lua_next(L, rules)) {
    size_t len;
    const char *id = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &len) : NULL;
    if (!id || !rule_shaped(id, len) || lua_type(L, -1) != LUA_TSTRING) {
      ok = 0;
      break;
    }
    if (lua_getfield(L, rulebook, id) != LUA_TNIL) {
      snprintf(err, errlen, "%s:%d: the rule id %s is taken already: give the rule an id of its own",
               path, line_of_rules(path), id);
      lua_settop(L, top);
      return 0;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, -2);
    lua_pushvalue(L, -2);
    lua_settable(L, rulebook); /* rulebook[id] = text */
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &ADDED_KEY) != LUA_TTABLE) {
      lua_pop(L, 1);
      lua_newtable(L);
      lua_pushvalue(L, -1);
      lua_rawsetp(L, LUA_REGISTRYINDEX, &ADDED_KEY);
    }
    lua_pushvalue(L, -3);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3); /* added[id] = true */
    lua_pop(L, 2);
  }
  if (!ok) {
    snprintf(err, errlen,
             "%s:%d: rules maps rule ids to their texts, e.g. rules = { [\"BS-1\"] = N_\"...\" }",
             path, line_of_rules(path));
    lua_settop(L, top);
    return 0;
  }
  lua_settop(L, top);
  return 1;
}

typedef struct check {
  lua_State *L;
  int rulebook;
  char *err;
  size_t errlen;
  bool failed;
} check;

/* The first quoted literal of text shaped like a rule id and not in the
 * rulebook: its line, the id into id; 0 if none. Comments are skipped
 * (their ids are prose); escapes inside a literal end the look at it. */
static int unknown_in(check *c, const char *text, size_t len, char *id, size_t cap) {
  int line = 1;
  for (size_t i = 0; i < len; i++) {
    char ch = text[i];
    if (ch == '\n') line++;
    else if (ch == '-' && i + 1 < len && text[i + 1] == '-') {
      while (i < len && text[i] != '\n') i++; /* a comment (a long one counts line by line) */
      if (i < len) line++;
    } else if (ch == '"' || ch == '\'') {
      size_t start = i + 1, end = start;
      while (end < len && text[end] != ch && text[end] != '\n' && text[end] != '\\') end++;
      if (end < len && text[end] == ch && rule_shaped(text + start, end - start)) {
        lua_pushlstring(c->L, text + start, end - start);
        bool known = lua_gettable(c->L, c->rulebook) != LUA_TNIL;
        lua_pop(c->L, 1);
        if (!known) {
          snprintf(id, cap, "%.*s", (int)(end - start), text + start);
          return line;
        }
      }
      while (end < len && text[end] != ch && text[end] != '\n') end++;
      i = end < len && text[end] == '\n' ? end - 1 : end;
    }
  }
  return 0;
}

static void check_file(void *ud, int root, const char *rel, const char *path) {
  (void)rel;
  check *c = ud;
  if (root == 0 || c->failed) return; /* the stock scripts are the rulebook's own */
  size_t len = 0;
  char *text = bang_sandbox_read_file(path, &len);
  char id[16];
  int line = text ? unknown_in(c, text, len, id, sizeof id) : 0;
  free(text);
  if (!line) return;
  snprintf(c->err, c->errlen,
           "%s:%d: unknown rule id %s (a script's rules field may add it: see docs/MODDING.md)",
           path, line, id);
  c->failed = true;
}

int bang_rulebook_check_mods(lua_State *L, int rulebook, char *err, size_t errlen) {
  check c = {L, lua_absindex(L, rulebook), err, errlen, false};
  bang_loader_loaded(L, check_file, &c);
  return !c.failed;
}

bool bang_rulebook_added(lua_State *L, const char *id) {
  bool added = false;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &ADDED_KEY) == LUA_TTABLE) {
    added = lua_getfield(L, -1, id) == LUA_TBOOLEAN; /* a plain table: no metamethod */
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return added;
}
