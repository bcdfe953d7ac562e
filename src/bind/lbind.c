/*
 * lbind.c: the `g` object itself, pushing a card and the debug stack check
 * (see lbind.h).
 *
 * game.c calls bang_pushgame once per game with its list of bindings; this
 * file knows nothing of which bindings there are.
 */
#include "lbind.h"

#include <stdio.h>
#include <stdlib.h>

void bang_pushgame(lua_State *L, bang_game *g, const bang_lopen *opens) {
  /* The extra space of the main thread, which every later thread copies. */
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD); /* -1: main thread */
  memcpy(lua_getextraspace(lua_tothread(L, -1)), &g, sizeof g);
  lua_pop(L, 1);
  /* The methods find the game in the extra space: the object needs no
   * contents, only its type and its metatable. */
  lua_newuserdatauv(L, 0, 0);                 /* -1: g */
  if (luaL_newmetatable(L, BANG_GAME_TYPE)) { /* -1: mt (with __name), -2: g */
    lua_createtable(L, 0, 96);                /* -1: methods, -2: mt */
    for (const bang_lopen *open = opens; *open; open++) {
      BANG_STACK_GUARD(L, 0);
      (*open)(L); /* -1: methods, with this binding's added */
    }
    lua_setfield(L, -2, "__index"); /* -1: mt */
    lua_pushboolean(L, 0);          /* -1: false, -2: mt */
    lua_setfield(L, -2, "__metatable"); /* -1: mt; scripts cannot swap the methods */
  }
  lua_setmetatable(L, -2); /* -1: g */
}

enum { CLEAR_LOOP = 64 /* entries past which bang_clear_list walks the table */ };

void bang_clear_list(lua_State *L, int list, lua_Unsigned n, lua_Unsigned old) {
  BANG_STACK_GUARD(L, 0);
  list = lua_absindex(L, list);
  if (old <= n) return;
  if (old - n <= CLEAR_LOOP) {
    for (lua_Unsigned i = n + 1; i <= old; i++) {
      lua_pushnil(L);
      lua_rawseti(L, list, (lua_Integer)i);
    }
    return;
  }
  lua_pushnil(L); /* -1: no key yet */
  while (lua_next(L, list)) { /* -1: value, -2: key */
    lua_pop(L, 1);
    lua_Unsigned k = (lua_Unsigned)lua_tointeger(L, -1); /* 0 if not an integer */
    if (lua_isinteger(L, -1) && k > n && k <= old) {
      lua_pushvalue(L, -1);
      lua_pushnil(L);
      lua_rawset(L, list); /* clearing a field in the walk is allowed */
    }
  }
}

int bang_pushcard(lua_State *L, const bang_card *c) {
  lua_pushstring(L, c->type);
  if (!c->suit) { /* not a playing card: no suit, no value */
    lua_pushnil(L);
    lua_pushnil(L);
    return 3;
  }
  char suit[2] = {c->suit, '\0'};
  lua_pushstring(L, suit);
  lua_pushinteger(L, c->value);
  return 3;
}

#if (!defined(NDEBUG) || defined(BANG_DEBUG)) && defined(__GNUC__)
void bang_stack_check(const bang_stack_mark *mark) {
  int top = lua_gettop(mark->L);
  if (top == mark->want) return;
  fprintf(stderr, "%s:%d: %s: Lua stack unbalanced: top %d, expected %d\n", mark->file,
          mark->line, mark->func, top, mark->want);
  abort();
}
#endif

int bang_random(lua_State *L, bang_rng *rng) {
  lua_Integer low = 1, high;
  switch (lua_gettop(L)) {
    case 0:
      lua_pushnumber(L, (lua_Number)(bang_rng_next(rng) >> 11) * 0x1.0p-53);
      return 1;
    case 1:
      high = luaL_checkinteger(L, 1);
      break;
    default:
      low = luaL_checkinteger(L, 1);
      high = luaL_checkinteger(L, 2);
  }
  /* The width in unsigned arithmetic: high - low overflows for extreme
   * bounds (math.mininteger, math.maxinteger). */
  lua_Unsigned width = (lua_Unsigned)high - (lua_Unsigned)low;
  luaL_argcheck(L, low <= high && width < 0x7fffffff, 1, "interval is empty or too large");
  lua_pushinteger(L, (lua_Integer)((lua_Unsigned)low + bang_rng_below(rng, (uint32_t)(width + 1))));
  return 1;
}
