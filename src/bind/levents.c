/*
 * levents.c: the event dispatcher (the g:on, g:emit and g:listened methods).
 *
 * Rules announce what happens with g:emit(name, ev[, seat]); abilities
 * subscribe with g:on(name, owner, fn). Each handler is called as
 * fn(g, ev, owner) with the one event table, which it may read and change
 * (ev.amount = 0, ev.skip = true): no argument soup. Handlers run in the
 * order they were registered, and only while their owner is in the game
 * (owner 0: always). A handler may ask a Decision: dispatch uses lua_callk,
 * so the rules coroutine can yield from inside it and continue the dispatch
 * when the answer comes.
 *
 * Most abilities care only about their own player's events (my turn, my
 * roll, damage to me). g:on_own(name, owner, fn) says so: its fn runs only
 * for an event emitted about the owner's seat (g:emit's seat argument), so
 * the other seats' events call no Lua at all, and g:listening_seats() tells
 * the rules which seats anyone listens for, so they need not even build an
 * event nobody hears. An event emitted with no seat reaches no g:on_own
 * handler (it is about nobody's seat); g:on handlers hear every event.
 *
 * bang_levents_open adds the methods to `g` as one entry of game.c's list of
 * bindings; like every binding, this file sees the game only through
 * lbind.h and calls no other binding. game.c drops the handlers when a game
 * is reset (bang_events_clear).
 */
#include "levents.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lbind.h"

/*
 * Finding an event's listeners: g:on and g:emit share one upvalue, a table
 * from event name to the 1-based number of its bang_listeners entry. The
 * table never drops a name, so the string that keys it stays alive as long
 * as the game's state, and its address identifies the name: Lua interns
 * short strings, so every later g:emit of that name passes the very same
 * string. A small hash by that address (g->listener_slots) finds the entry
 * in a few instructions; only a miss (a long name, or one with no
 * listeners) reads the table. Interning the name in the C pool and
 * scanning every handler of the game, as before, cost many times more on
 * each of the game's hundreds of emits. Names stay mapped across resets,
 * only their handlers are dropped.
 */
#define NAME_INDEX lua_upvalueindex(1)

static unsigned slot_of(const char *key, int cap) {
  uintptr_t a = (uintptr_t)key;
  return (unsigned)((a >> 4) ^ (a >> 11)) & (unsigned)(cap - 1);
}

/* The listeners of the name at index 2, or NULL if g:on never saw it. */
static bang_listeners *find_listeners(lua_State *L, bang_game *g) {
  const char *key = lua_tostring(L, 2);
  if (g->listener_slots_cap) {
    for (unsigned i = slot_of(key, g->listener_slots_cap);;
         i = (i + 1) & (unsigned)(g->listener_slots_cap - 1)) {
      int s = g->listener_slots[i];
      if (!s) break;
      if (g->listeners[s - 1].key == key) return &g->listeners[s - 1];
    }
  }
  lua_pushvalue(L, 2);       /* -1: name */
  lua_rawget(L, NAME_INDEX); /* -1: number or nil */
  lua_Integer n = lua_tointeger(L, -1);
  lua_pop(L, 1);
  return n >= 1 && n <= g->nlisteners ? &g->listeners[n - 1] : NULL;
}

/* Make room for one more entry in listeners and its hash of keys. */
static void grow_listeners(lua_State *L, bang_game *g) {
  if (g->nlisteners == g->listeners_cap) {
    int cap = g->listeners_cap ? g->listeners_cap * 2 : 32;
    bang_listeners *bigger = bang_sandbox_alloc(g->sandbox, g->listeners,
                                                (size_t)g->listeners_cap * sizeof *bigger,
                                                (size_t)cap * sizeof *bigger); /* under the cap */
    if (!bigger) luaL_error(L, "not enough memory: event handlers went over the scripts' memory cap");
    g->listeners = bigger;
    g->listeners_cap = cap;
  }
  if ((g->nlisteners + 1) * 2 <= g->listener_slots_cap) return;
  int cap = g->listener_slots_cap ? g->listener_slots_cap * 2 : 64;
  int *slots = bang_sandbox_alloc(g->sandbox, NULL, 0, (size_t)cap * sizeof *slots);
  if (!slots) luaL_error(L, "not enough memory: event handlers went over the scripts' memory cap");
  memset(slots, 0, (size_t)cap * sizeof *slots);
  for (int n = 0; n < g->nlisteners; n++) {
    unsigned i = slot_of(g->listeners[n].key, cap);
    while (slots[i]) i = (i + 1) & (unsigned)(cap - 1);
    slots[i] = n + 1;
  }
  bang_sandbox_alloc(g->sandbox, g->listener_slots,
                     (size_t)g->listener_slots_cap * sizeof *slots, 0);
  g->listener_slots = slots;
  g->listener_slots_cap = cap;
}

/* The listeners of the name at index 2, a new entry if it is new. */
static bang_listeners *add_listeners(lua_State *L, bang_game *g, const char *name, size_t len) {
  bang_listeners *found = find_listeners(L, g);
  if (found) return found;
  grow_listeners(L, g);
  const char *event = bang_strpool_intern(g->pool, name, len);
  if (!event) luaL_error(L, "not enough memory: interned strings went over the scripts' memory cap");
  lua_pushvalue(L, 2);                   /* -1: name */
  lua_pushinteger(L, g->nlisteners + 1); /* -1: number, -2: name */
  lua_rawset(L, NAME_INDEX);             /* may raise a memory error: nothing counted yet */
  int n = g->nlisteners++;
  bang_listeners *ls = &g->listeners[n];
  ls->event = event;
  ls->key = name; /* the string at 2, now a key of the table */
  ls->first = ls->last = -1;
  unsigned i = slot_of(name, g->listener_slots_cap);
  while (g->listener_slots[i]) i = (i + 1) & (unsigned)(g->listener_slots_cap - 1);
  g->listener_slots[i] = n + 1;
  return ls;
}

/* Edit distance between two short names (a "did you mean" hint), or more
 * than 2 when it is surely more. */
static int distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 31 || lb > 31 || (la > lb ? la - lb : lb - la) > 2) return 3;
  int prev[32], row[32];
  for (size_t j = 0; j <= lb; j++) prev[j] = (int)j;
  for (size_t i = 1; i <= la; i++) {
    row[0] = (int)i;
    for (size_t j = 1; j <= lb; j++) {
      int best = prev[j - 1] + (a[i - 1] != b[j - 1]);
      if (prev[j] + 1 < best) best = prev[j] + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
    }
    memcpy(prev, row, (lb + 1) * sizeof *prev);
  }
  return prev[lb];
}

/* The name at 2 is one of the variant's declared events (g->events_ref),
 * else an error at the script's line that named it, as schema.lua's check
 * of a card character's `on` table says it (with the nearest name). */
static void check_event(lua_State *L, bang_game *g, const char *name) {
  BANG_STACK_GUARD(L, 0);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->events_ref); /* -1: events */
  lua_pushvalue(L, 2);
  int known = lua_rawget(L, -2) != LUA_TNIL;      /* -1: its spec, -2: events */
  lua_pop(L, 1);
  if (known) {
    lua_pop(L, 1);
    return;
  }
  char best[64] = "";
  int best_d = 3;
  lua_pushnil(L);
  while (lua_next(L, -2)) { /* -1: spec, -2: a name, -3: events */
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
    int d = k ? distance(name, k) : 3;
    if (d < best_d || (d == best_d && d < 3 && strcmp(k, best) < 0)) { /* the same hint every run */
      best_d = d;
      snprintf(best, sizeof best, "%s", k);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  if (best[0]) luaL_error(L, "unknown event '%s' (did you mean '%s'?)", name, best);
  luaL_error(L, "unknown event '%s' (schema.lua lists the events)", name);
}

/* g:on(name, owner, fn) and g:on_own: fn(g, ev, owner) runs on every
 * g:emit(name, ev) (own: only those about owner's seat). The name must be
 * one the variant's schema.lua declares, if it declares any. */
static int add_handler(lua_State *L, int own) {
  bang_game *g = bang_checkgame(L, 1);
  size_t len;
  const char *name = luaL_checklstring(L, 2, &len); /* a number becomes a string in place */
  if (g->events_ref != LUA_NOREF) check_event(L, g, name);
  lua_Integer owner = luaL_checkinteger(L, 3);
  luaL_argcheck(L, owner >= (own ? 1 : 0) && owner <= g->nplayers, 3, "no such seat");
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
  bang_listeners *ls = add_listeners(L, g, name, len);
  lua_pushvalue(L, 4); /* -1: fn */
  int ref = luaL_ref(L, LUA_REGISTRYINDEX); /* pops fn */
  int index = g->nhandlers++;
  bang_handler *h = &g->handlers[index];
  h->event = ls->event;
  h->owner = (int)owner;
  h->own = own;
  h->ref = ref;
  h->next = -1;
  if (ls->last >= 0)
    g->handlers[ls->last].next = index;
  else
    ls->first = index;
  ls->last = index;
  return 0;
}

static int l_on(lua_State *L) { return add_handler(L, 0); }

static int l_on_own(lua_State *L) { return add_handler(L, 1); }

/* Stack: 1: g, 2: name, 3: ev, 4: count (handlers to consider, fixed at the
 * start), 5: seat the event is about (0: none); next is the index of the
 * event's next handler to call, -1: none (the continuation's context when a
 * handler yielded). */
static int dispatch_from(lua_State *L, int status, lua_KContext next) {
  (void)status;
  bang_game *g = bang_checkgame(L, 1);
  int count = (int)lua_tointeger(L, 4);
  int seat = (int)lua_tointeger(L, 5);
  for (int i = (int)next; i >= 0 && i < count && i < g->nhandlers; i = g->handlers[i].next) {
    const bang_handler *h = &g->handlers[i];
    if (h->own && h->owner != seat) continue; /* another seat's event: no call */
    if (h->owner && !g->players[h->owner - 1].alive) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref);  /* 6: fn */
    lua_pushvalue(L, 1);                        /* 7: g */
    lua_pushvalue(L, 3);                        /* 8: ev */
    lua_pushinteger(L, h->owner);               /* 9: owner */
    lua_callk(L, 3, 0, h->next, dispatch_from); /* back to 5 slots */
  }
  lua_pushvalue(L, 3); /* 6: ev, the result */
  return 1;
}

/* g:emit(name, ev[, seat]) -> ev, after every live handler has seen it
 * (g:on_own handlers: only seat's). */
static int l_emit(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checkstring(L, 2); /* a number becomes a string in place */
  lua_Integer seat = luaL_optinteger(L, 4, 0);
  if (lua_isnoneornil(L, 3)) {
    lua_settop(L, 2); /* 1: g, 2: name */
    lua_newtable(L);  /* 3: ev = {} */
  }
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_settop(L, 3);                 /* 1: g, 2: name, 3: ev */
  lua_pushinteger(L, g->nhandlers); /* 4: count */
  lua_pushinteger(L, seat >= 1 && seat <= g->nplayers ? seat : 0); /* 5: seat */
  const bang_listeners *ls = find_listeners(L, g);
  return dispatch_from(L, LUA_OK, ls ? ls->first : -1);
}

/* g:listened() -> { [event name] = true } for every event with a handler,
 * so rules can skip building events nobody listens to. */
static int l_listened(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_settop(L, 1);
  lua_createtable(L, 0, g->nlisteners); /* 2: result */
  /* The names' own Lua strings, from the name table (no C text to hash):
   * each name with at least one handler this game. */
  lua_pushnil(L); /* 3: first key */
  while (lua_next(L, NAME_INDEX)) { /* 4: number, 3: name */
    lua_Integer n = lua_tointeger(L, 4);
    lua_pop(L, 1); /* 3: name */
    if (n >= 1 && n <= g->nlisteners && g->listeners[n - 1].first >= 0) {
      lua_pushvalue(L, 3);      /* 4: name */
      lua_pushboolean(L, 1);    /* 5: true */
      lua_rawset(L, 2);         /* result[name] = true */
    }
  }
  return 1;
}

/* g:listening_seats([into]) -> { [event name] = bit set }: for every event
 * with a handler, bit q for each seat q with a g:on_own handler of it, and
 * bit 0 when some g:on handler hears it (an event about any seat). The
 * rules test the bits of the seat an event is about before they build it.
 * Given a table, it fills that one instead of making one (the rules keep
 * theirs across games): every name ever listened to in this Lua state gets
 * its bits, 0 when it has no handler now. */
static int l_listening_seats(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  int into = !lua_isnoneornil(L, 2);
  if (into) luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  if (!into) {
    lua_createtable(L, 0, g->nlisteners);
    lua_replace(L, 2); /* 2: result */
  }
  lua_pushnil(L); /* 3: first key */
  while (lua_next(L, NAME_INDEX)) { /* 4: number, 3: name */
    lua_Integer n = lua_tointeger(L, 4);
    lua_pop(L, 1); /* 3: name */
    if (n < 1 || n > g->nlisteners) continue;
    lua_Integer bits = 0;
    for (int i = g->listeners[n - 1].first; i >= 0; i = g->handlers[i].next)
      bits |= g->handlers[i].own ? (lua_Integer)1 << g->handlers[i].owner : 1;
    if (!bits && !into) continue;
    lua_pushvalue(L, 3);       /* 4: name */
    lua_pushinteger(L, bits);  /* 5: bits */
    lua_rawset(L, 2);          /* result[name] = bits */
  }
  return 1;
}

void bang_events_clear(bang_game *g) {
  for (int i = 0; i < g->nhandlers; i++)
    luaL_unref(g->L, LUA_REGISTRYINDEX, g->handlers[i].ref);
  g->nhandlers = 0;
  for (int i = 0; i < g->nlisteners; i++) g->listeners[i].first = g->listeners[i].last = -1;
}

static const luaL_Reg event_methods[] = {
    {"on", l_on},           {"on_own", l_on_own},
    {"emit", l_emit},       {"listened", l_listened},
    {"listening_seats", l_listening_seats}, {NULL, NULL}};

void bang_levents_open(lua_State *L) {
  lua_newtable(L);                    /* -1: NAME_INDEX, -2: methods */
  luaL_setfuncs(L, event_methods, 1); /* -1: methods, these added */
}
