/*
 * lbind.h: the layer below every Lua binding file, as lauxlib.h is below
 * Lua's libraries.
 *
 *   game.c                       lists the bindings, builds `g` (bang_pushgame)
 *   lgame.c lcards.c levents.c   each adds its methods (bang_l*_open)
 *   lbind.h, lbind.c             find and check the game, seats and cards;
 *                                push a card
 *   gamestate.h                  the inside of a bang_game
 *
 * A binding file includes lbind.h and its own headers only, never another
 * binding, so no binding calls another and each can be read alone.
 *
 * Finding the game: a game has its own lua_State, and the bang_game pointer
 * sits in the extra space (lua_getextraspace) of that state's main thread.
 * lua_newthread copies the main thread's extra space into the new thread,
 * so every coroutine sees the game too, provided bang_pushgame ran before
 * the first coroutine was created (game.c calls it right after making the
 * sandbox). Reading it is one pointer load: the methods carry no upvalue
 * and do no luaL_checkudata on the hot path. (The sandbox, a layer below
 * the game, finds itself through the allocator's user data instead.)
 */
#ifndef BANG_LBIND_H
#define BANG_LBIND_H

#include <lauxlib.h>
#include <lua.h>
#include <string.h>

#include "gamestate.h"

_Static_assert(LUA_EXTRASPACE >= sizeof(bang_game *),
               "the game pointer must fit in lua_getextraspace");

/* The `g` object's type name (its metatable's __name, and error texts). */
#define BANG_GAME_TYPE "bang.game"

/* A binding's open function: adds its methods to the table at -1 and
 * leaves the stack as it found it. */
typedef void (*bang_lopen)(lua_State *L);

/*
 * Store g in L's extra space and push the `g` object scripts see: a
 * userdata whose locked metatable (__metatable = false) has one method
 * table as __index, filled by each function of the NULL-ended list opens.
 * Call it before creating any coroutine of L.
 */
void bang_pushgame(lua_State *L, bang_game *g, const bang_lopen *opens);

/* The game L belongs to (any thread of it), or NULL if none was pushed. */
static inline bang_game *bang_getgame(lua_State *L) {
  bang_game *g;
  memcpy(&g, lua_getextraspace(L), sizeof g);
  return g;
}

/* The game, for a method whose argument at index must be the `g` object.
 * Only the type is checked: `g` is the one userdata a sandbox holds. */
static inline bang_game *bang_checkgame(lua_State *L, int index) {
  bang_game *g = bang_getgame(L);
  if (!g || lua_type(L, index) != LUA_TUSERDATA) luaL_typeerror(L, index, BANG_GAME_TYPE);
  return g;
}

/* A seat number 1..nplayers at index. */
static inline int bang_checkseat(lua_State *L, const bang_game *g, int index) {
  lua_Integer seat = luaL_checkinteger(L, index);
  if (seat < 1 || seat > g->nplayers) return luaL_error(L, "no player in seat %I", seat);
  return (int)seat;
}

/* A method that returns one field of the player at argument 2, for the
 * rules' `g` and for the computer players' view alike: `game` finds the
 * game (checking argument 1 its own way), `push` pushes the field of p. */
#define BANG_PLAYER_FIELD(fname, game, push)                          \
  static int fname(lua_State *L) {                                    \
    bang_game *g = (game);                                            \
    const bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];  \
    push;                                                             \
    return 1;                                                         \
  }

/* A card id 1..ncards at index. */
static inline int bang_checkcard(lua_State *L, const bang_game *g, int index) {
  lua_Integer id = luaL_checkinteger(L, index);
  if (id < 1 || id > g->cards.ncards) return luaL_error(L, "no card with id %I", id);
  return (int)id;
}

/*
 * The pending decision's table is kept in the registry (g->decision_ref;
 * LUA_NOREF: none). Every decision of a game uses the same slot,
 * g->decision_slot, made with the game: a luaL_ref and luaL_unref per
 * decision cost more than the rest of g:decide.
 */
static inline void bang_keep_decision(lua_State *L, bang_game *g) { /* pops the table */
  if (g->decision_slot == LUA_NOREF) {
    g->decision_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return;
  }
  lua_rawseti(L, LUA_REGISTRYINDEX, g->decision_slot);
  g->decision_ref = g->decision_slot;
}

static inline void bang_drop_decision(lua_State *L, bang_game *g) {
  if (g->decision_ref == g->decision_slot && g->decision_ref != LUA_NOREF) {
    lua_pushboolean(L, 0); /* not nil: the slot stays this game's (see luaL_ref) */
    lua_rawseti(L, LUA_REGISTRYINDEX, g->decision_slot);
  } else {
    luaL_unref(L, LUA_REGISTRYINDEX, g->decision_ref);
  }
  g->decision_ref = LUA_NOREF;
}

/* Push a card's type, suit and value (g:card, view:card): 3 values; suit
 * and value nil for a card that is not a playing card (suit '\0'). */
int bang_pushcard(lua_State *L, const bang_card *c);

/*
 * Set list[n+1..old] to nil, raw (a caller's table reused for a list: what
 * it held past the new contents; old is its raw length before). A raw
 * length is any border, up to math.maxinteger for a table of a few keys
 * (1, 2, 4, ..., 2^62, math.maxinteger): a loop to it would not end, so
 * past a few entries the table's own keys are visited instead, a walk as
 * long as the table is big. The table ends the same either way.
 */
void bang_clear_list(lua_State *L, int list, lua_Unsigned n, lua_Unsigned old);

/* math.random's answer to the call's arguments (none: a float in [0,1);
 * m: 1..m; m, n: m..n), drawn from rng: the rules' generator for `g`, a
 * world's own for a computer player. Returns 1 (the number pushed). */
int bang_random(lua_State *L, bang_rng *rng);

/*
 * BANG_STACK_GUARD(L, delta): a debug-only check, in the spirit of Lua's
 * api_check, that the enclosing block leaves the stack of L exactly delta
 * slots higher than it found it, whichever return it leaves by. Put it
 * first in a helper that ends with lua_settop(L, top) (delta 0) or pushes a
 * fixed number of results. An unbalanced exit prints where and aborts.
 * Active while NDEBUG is not defined (Debug and sanitizer builds) or when
 * BANG_DEBUG is; errors (longjmp) skip the check. Needs GCC or Clang (the
 * cleanup attribute); elsewhere it does nothing.
 */
#if (!defined(NDEBUG) || defined(BANG_DEBUG)) && defined(__GNUC__)
typedef struct bang_stack_mark {
  lua_State *L;
  int want; /* the expected top at exit */
  const char *file, *func;
  int line;
} bang_stack_mark;
void bang_stack_check(const bang_stack_mark *mark);
#define BANG_STACK_GUARD(L, delta)                                               \
  __attribute__((cleanup(bang_stack_check), unused)) const bang_stack_mark        \
      bang_stack_mark_ = {(L), lua_gettop(L) + (delta), __FILE__, __func__, __LINE__}
#else
#define BANG_STACK_GUARD(L, delta) ((void)0)
#endif

#endif
