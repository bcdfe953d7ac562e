/*
 * levents.c: the event dispatcher (the g:on, g:emit and g:listened methods).
 *
 * Rules announce what happens with g:emit(name, ev); abilities subscribe with
 * g:on(name, owner, fn). Each handler is called as fn(g, ev, owner) with the
 * one event table, which it may read and change (ev.amount = 0, ev.skip =
 * true): no argument soup. Handlers run in the order they were registered,
 * and only while their owner is in the game (owner 0: always). A handler may
 * ask a Decision: dispatch uses lua_callk, so the rules coroutine can yield
 * from inside it and continue the dispatch when the answer comes.
 *
 * bang_levents_open adds the methods to `g` as one entry of game.c's list of
 * bindings; like every binding, this file sees the game only through
 * lbind.h and calls no other binding. game.c drops the handlers when a game
 * is reset (bang_events_clear).
 */
#include "levents.h"

#include <stdlib.h>

#include "lbind.h"

/* g:on(name, owner, fn): fn(g, ev, owner) runs on every g:emit(name, ev). */
static int l_on(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  size_t len;
  const char *name = luaL_checklstring(L, 2, &len);
  lua_Integer owner = luaL_checkinteger(L, 3);
  luaL_argcheck(L, owner >= 0 && owner <= g->nplayers, 3, "no such seat");
  luaL_checktype(L, 4, LUA_TFUNCTION);
  if (g->nhandlers == g->handlers_cap) {
    int cap = g->handlers_cap ? g->handlers_cap * 2 : 32;
    bang_handler *bigger = bang_sandbox_alloc(g->sandbox, g->handlers,
                                              (size_t)g->handlers_cap * sizeof *bigger,
                                              (size_t)cap * sizeof *bigger); /* under the cap */
    if (!bigger) return luaL_error(L, "not enough memory: event handlers went over the scripts' memory cap");
    g->handlers = bigger;
    g->handlers_cap = cap;
  }
  const char *event = bang_strpool_intern(g->pool, name, len);
  if (!event) return luaL_error(L, "not enough memory: interned strings went over the scripts' memory cap");
  lua_pushvalue(L, 4); /* -1: fn */
  bang_handler *h = &g->handlers[g->nhandlers++];
  h->event = event;
  h->owner = (int)owner;
  h->ref = luaL_ref(L, LUA_REGISTRYINDEX); /* pops fn */
  return 0;
}

/* Stack: 1: g, 2: name, 3: ev, 4: count (handlers to consider, fixed at the
 * start); next is the first handler not yet called (the continuation's
 * context when a handler yielded). */
static int dispatch_from(lua_State *L, int status, lua_KContext next) {
  (void)status;
  bang_game *g = bang_checkgame(L, 1);
  size_t len;
  const char *name = lua_tolstring(L, 2, &len);
  const char *event = bang_strpool_intern(g->pool, name, len);
  int count = (int)lua_tointeger(L, 4);
  for (int i = (int)next; i < count && i < g->nhandlers; i++) {
    const bang_handler *h = &g->handlers[i];
    if (h->event != event) continue;
    if (h->owner && !g->players[h->owner - 1].alive) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref); /* 5: fn */
    lua_pushvalue(L, 1);                       /* 6: g */
    lua_pushvalue(L, 3);                       /* 7: ev */
    lua_pushinteger(L, h->owner);              /* 8: owner */
    lua_callk(L, 3, 0, i + 1, dispatch_from);  /* back to 4 slots */
  }
  lua_pushvalue(L, 3); /* 5: ev, the result */
  return 1;
}

/* g:emit(name, ev) -> ev, after every live handler has seen it. */
static int l_emit(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checkstring(L, 2);
  if (lua_isnoneornil(L, 3)) {
    lua_settop(L, 2); /* 1: g, 2: name */
    lua_newtable(L);  /* 3: ev = {} */
  }
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_settop(L, 3);                 /* 1: g, 2: name, 3: ev */
  lua_pushinteger(L, g->nhandlers); /* 4: count */
  return dispatch_from(L, LUA_OK, 0);
}

/* g:listened() -> { [event name] = true } for every event with a handler,
 * so rules can skip building events nobody listens to. */
static int l_listened(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_newtable(L); /* -1: result */
  for (int i = 0; i < g->nhandlers; i++) {
    lua_pushboolean(L, 1);                     /* -1: true, -2: result */
    lua_setfield(L, -2, g->handlers[i].event); /* -1: result */
  }
  return 1;
}

void bang_events_clear(bang_game *g) {
  for (int i = 0; i < g->nhandlers; i++)
    luaL_unref(g->L, LUA_REGISTRYINDEX, g->handlers[i].ref);
  g->nhandlers = 0;
}

static const luaL_Reg event_methods[] = {
    {"on", l_on}, {"emit", l_emit}, {"listened", l_listened}, {NULL, NULL}};

void bang_levents_open(lua_State *L) {
  luaL_setfuncs(L, event_methods, 0); /* -1: methods, these added */
}
