/*
 * lproxy.c: read-only proxies of the rules' tables, for computer players
 * (lproxy.h). The rules' data a bot must read (the decision,
 * rules.public) comes through them: a userdata whose uservalue is the real
 * table (no Lua path reaches a uservalue: there is no debug library).
 * Reading a field reads it raw (no rules' metamethod runs); a table comes
 * back as another proxy, the same one each time (the world keeps them,
 * weakly, in its cache), a card or character script as the world's own
 * copy of it, a function as `true` (an option's `run` says only that there
 * is one), and a userdata or a thread (the game object, a coroutine) as
 * nil. # and pairs/ipairs work; assigning raises an error. A proxy read is
 * one C call and a raw get.
 */
#include "lproxy.h"

#include <lauxlib.h>

/* Push the value at index idx as a bot may see it, with the world's cache at
 * cache (an absolute index). */
void bang_lproxy_push(lua_State *L, int cache, int idx) {
  switch (lua_type(L, idx)) {
    case LUA_TNIL:
    case LUA_TBOOLEAN:
    case LUA_TNUMBER:
    case LUA_TSTRING: lua_pushvalue(L, idx); return;
    case LUA_TFUNCTION: lua_pushboolean(L, 1); return;
    case LUA_TTABLE: break;
    default: lua_pushnil(L); return;
  }
  idx = lua_absindex(L, idx);
  lua_pushvalue(L, idx);
  if (lua_rawget(L, cache) != LUA_TNIL) return; /* -1: the proxy or copy */
  lua_pop(L, 1);
  lua_newuserdatauv(L, 0, 2); /* -1: the proxy */
  lua_pushvalue(L, idx);
  lua_setiuservalue(L, -2, 1);
  lua_pushvalue(L, cache);
  lua_setiuservalue(L, -2, 2);
  luaL_setmetatable(L, BANG_PROXY_TYPE);
  lua_pushvalue(L, idx);
  lua_pushvalue(L, -2);
  lua_rawset(L, cache); /* cache[real] = proxy */
}

/* (proxy_index and proxy_len are reached only through the metatable, which
 * scripts cannot get: no check of argument 1 on this hot path.) */
static int proxy_index(lua_State *L) {
  lua_getiuservalue(L, 1, 1); /* 3: real */
  lua_pushvalue(L, 2);
  switch (lua_rawget(L, 3)) { /* 4: real[key] */
    case LUA_TNIL:
    case LUA_TBOOLEAN:
    case LUA_TNUMBER:
    case LUA_TSTRING: return 1; /* the common case: no cache needed */
    default: break;
  }
  lua_getiuservalue(L, 1, 2); /* 5: cache */
  bang_lproxy_push(L, 5, 4);
  return 1;
}

static int proxy_len(lua_State *L) {
  lua_getiuservalue(L, 1, 1);
  lua_pushinteger(L, (lua_Integer)lua_rawlen(L, -1));
  return 1;
}

static int proxy_newindex(lua_State *L) {
  return luaL_error(L, "the game's data is read-only for computer players");
}

/* The iterator of pairs(proxy): plain keys only (a table key would lead
 * back to a real table), values as push_safe gives them, nil ones skipped. */
static int proxy_next(lua_State *L) {
  luaL_checkudata(L, 1, BANG_PROXY_TYPE); /* pairs(proxy) hands this function to the script */
  lua_settop(L, 2);
  lua_getiuservalue(L, 1, 1); /* 3: real */
  lua_getiuservalue(L, 1, 2); /* 4: cache */
  lua_pushvalue(L, 2);        /* 5: key */
  while (lua_next(L, 3)) {    /* 5: key, 6: value */
    int kt = lua_type(L, 5);
    if (kt == LUA_TNUMBER || kt == LUA_TSTRING || kt == LUA_TBOOLEAN) {
      bang_lproxy_push(L, 4, 6); /* 7 */
      if (!lua_isnil(L, 7)) {
        lua_pushvalue(L, 5);
        lua_insert(L, 7);
        return 2;
      }
      lua_pop(L, 1);
    }
    lua_pop(L, 1); /* 5: key */
  }
  lua_pushnil(L);
  return 1;
}

static int proxy_pairs(lua_State *L) {
  lua_pushcfunction(L, proxy_next);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

void bang_lproxy_metatable(lua_State *L) {
  if (luaL_newmetatable(L, BANG_PROXY_TYPE)) {
    static const luaL_Reg meta[] = {{"__index", proxy_index}, {"__len", proxy_len},
                                    {"__newindex", proxy_newindex}, {"__pairs", proxy_pairs},
                                    {NULL, NULL}};
    luaL_setfuncs(L, meta, 0);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pop(L, 1);
}

void bang_lproxy_unwrap(lua_State *L, int index) {
  index = lua_absindex(L, index);
  if (!luaL_testudata(L, index, BANG_PROXY_TYPE)) return;
  lua_getiuservalue(L, index, 1);
  lua_replace(L, index);
}
