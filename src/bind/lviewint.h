/*
 * lviewint.h: what the view's two files share (lview.c, the readings;
 * lviewcalc.c, the numeric helpers): the view userdata and the checks its
 * methods begin with. Private to them.
 */
#ifndef BANG_LVIEWINT_H
#define BANG_LVIEWINT_H

#include <lauxlib.h>
#include <lua.h>

#include "lbind.h"
#include "lproxy.h"
#include "cards.h"
#include "lview.h"

typedef struct view_ud {
  int seat;
} view_ud;

/* The seat of the view at index 1 (upvalue 1: the views' metatable). */
static inline int check_view(lua_State *L) {
  if (!lua_getmetatable(L, 1) || !lua_rawequal(L, -1, lua_upvalueindex(1)))
    return luaL_typeerror(L, 1, BANG_VIEW_TYPE);
  lua_pop(L, 1);
  return ((const view_ud *)lua_touserdata(L, 1))->seat;
}

/* Check that the value at idx is a read-only proxy (upvalue 2 of the view's
 * methods: the proxies' metatable; a plain compare instead of
 * luaL_checkudata's look-up of the name in the registry, on the paths a
 * bot takes at every decision). */
static inline void check_proxy(lua_State *L, int idx) {
  if (!lua_getmetatable(L, idx) || !lua_rawequal(L, -1, lua_upvalueindex(2)))
    luaL_typeerror(L, idx, BANG_PROXY_TYPE);
  lua_pop(L, 1);
}

#define VIEW_GAME(L) bang_getgame(L)

/* Write the ids of pile into the table at index out (bottom first; the
 * entries after them set to nil up to its old length); whether they differ
 * from what it held (view:cards, view:tally). */
int bang_lview_fill_ids(lua_State *L, int out, const bang_pile *pile);

/* The view's numeric helpers (lviewcalc.c), registered with its readings
 * (the same upvalues: the views' and the proxies' metatables). */
extern const luaL_Reg bang_lview_calc_methods[];

#endif
