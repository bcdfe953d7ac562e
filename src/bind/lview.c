/*
 * lview.c: the computer players' sandbox: one world per seat, and the
 * `view` object through which a bot reads the game (docs/MODDING.md,
 * "Computer players"; the C view it wraps is in src/core/view.c).
 *
 * Why a bot cannot see or change more than its seat may (issue 8):
 *
 *  - It never gets `g`. Its bot.lua, the modules it requires and copies of
 *    the card and character scripts are loaded per seat in a world of their
 *    own (loader.h, bang_loader_push_world): a `require` with its own module
 *    cache (`require "rules.core"` there makes a fresh, empty copy, not the
 *    rules' one holding their state), a `load` making chunks in that world,
 *    its own prelude, and a `math.random` drawing from the world's own
 *    generator (the game's would let a bot change the dice and the
 *    shuffles). Nothing in a world refers to another seat's world, and what
 *    all worlds reach (loader.c) holds no state, so two computer players
 *    cannot pool what they see through shared Lua tables either.
 *
 *  - A hint (bang_game_bot_hint) runs the bot for a human's seat in a world
 *    of its own, kept apart from the one a computer player in that seat
 *    keeps (slot HINT_SLOT + seat of the bots table) and dropped at every
 *    new game: what the bot saw of a human's hand for a hint stays there.
 *
 *  - The view is a userdata holding only its seat; its methods (below) find
 *    the game through the state's extra space (lbind.h), never through a Lua
 *    value, check that their first argument really is a view (a method taken
 *    off the metatable and called on some other userdata gets an error), and
 *    answer through view.c's rules of who sees what: no method moves, logs,
 *    decides or sets anything, and a hidden thing reads as nil. The
 *    metatable is locked (__metatable = false).
 *
 *  - The rules' data a bot must read (the decision, rules.public) comes
 *    through read-only proxies: a userdata whose uservalue is the real table
 *    (no Lua path reaches a uservalue: there is no debug library). Reading a
 *    field reads it raw (no rules' metamethod runs); a table comes back as
 *    another proxy, the same one each time (the world keeps them, weakly),
 *    a card or character script as the world's own copy of it, a function
 *    as `true` (an option's `run` says only that there is one), and a
 *    userdata or a thread (the game object, a coroutine) as nil. # and
 *    pairs/ipairs work; assigning raises an error.
 *
 * Cost: a view method is one C call, as a `g` method was; a proxy read is
 * one C call and a raw get. A world is made once per seat and game object
 * (on the seat's first decision) and kept across resets. In simulations a
 * bot is asked from inside g:decide (bang_lview_choose_now), with no yield
 * and resume around it, on the main thread as between two resumes.
 */
#include "lview.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "lbind.h"
#include "loader.h"

#define VIEW_TYPE "bang.view"
#define PROXY_TYPE "bang.readonly"

/* A world's fields (a table per seat in the bots table, g->bot_ref). */
#define W_GLOBALS "globals" /* the world's own globals: require, load, math */
#define W_VIEW "view"
#define W_BOT "bot"
#define W_STATE "state"
#define W_CACHE "cache" /* real table -> its proxy or copy (weak keys) */
#define W_RNG "rng"
#define W_KIND "kind" /* the seat's kind of computer player ("": bot.lua) */

/* What choose_now reads from a world at every decision, kept under
 * numbers too (a raw index is cheaper than a field name): the world's
 * cache, bot and view never change once it is made; its state is written
 * there with W_STATE (start_world). */
enum { W_SLOT_CACHE = 1, W_SLOT_BOT, W_SLOT_VIEW, W_SLOT_STATE };

/* The bots table: [seat] the computer player's world, [HINT_SLOT + seat]
 * the world that gives the seat's hints. */
enum { HINT_SLOT = BANG_MAX_PLAYERS };

/* ---- read-only proxies --------------------------------------------------- */

/* Push the value at index idx as a bot may see it, with the world's cache at
 * cache (an absolute index). */
static void push_safe(lua_State *L, int cache, int idx) {
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
  luaL_setmetatable(L, PROXY_TYPE);
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
  push_safe(L, 5, 4);
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
  luaL_checkudata(L, 1, PROXY_TYPE); /* pairs(proxy) hands this function to the script */
  lua_settop(L, 2);
  lua_getiuservalue(L, 1, 1); /* 3: real */
  lua_getiuservalue(L, 1, 2); /* 4: cache */
  lua_pushvalue(L, 2);        /* 5: key */
  while (lua_next(L, 3)) {    /* 5: key, 6: value */
    int kt = lua_type(L, 5);
    if (kt == LUA_TNUMBER || kt == LUA_TSTRING || kt == LUA_TBOOLEAN) {
      push_safe(L, 4, 6); /* 7 */
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

/* ---- the view ------------------------------------------------------------ */

typedef struct view_ud {
  int seat;
} view_ud;

/* The seat of the view at index 1 (upvalue 1: the views' metatable). */
static inline int check_view(lua_State *L) {
  if (!lua_getmetatable(L, 1) || !lua_rawequal(L, -1, lua_upvalueindex(1)))
    return luaL_typeerror(L, 1, VIEW_TYPE);
  lua_pop(L, 1);
  return ((const view_ud *)lua_touserdata(L, 1))->seat;
}

/* Check that the value at idx is a read-only proxy (upvalue 2 of the view's
 * methods: the proxies' metatable; a plain compare instead of
 * luaL_checkudata's look-up of the name in the registry, on the paths a
 * bot takes at every decision). */
static inline void check_proxy(lua_State *L, int idx) {
  if (!lua_getmetatable(L, idx) || !lua_rawequal(L, -1, lua_upvalueindex(2)))
    luaL_typeerror(L, idx, PROXY_TYPE);
  lua_pop(L, 1);
}

#define VIEW_GAME(L) bang_getgame(L)

static int v_me(lua_State *L) {
  lua_pushinteger(L, check_view(L));
  return 1;
}

static int v_players(lua_State *L) {
  check_view(L);
  lua_pushinteger(L, VIEW_GAME(L)->nplayers);
  return 1;
}

#define VIEW_PLAYER(fname, push)                                      \
  static int fname(lua_State *L) {                                    \
    check_view(L);                                                    \
    bang_game *g = VIEW_GAME(L);                                      \
    const bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];  \
    push;                                                             \
    return 1;                                                         \
  }

VIEW_PLAYER(v_name, lua_pushstring(L, p->name))
VIEW_PLAYER(v_character, lua_pushstring(L, p->character))
VIEW_PLAYER(v_life, lua_pushinteger(L, p->life))
VIEW_PLAYER(v_max_life, lua_pushinteger(L, p->max_life))
VIEW_PLAYER(v_arrows, lua_pushinteger(L, p->arrows))
VIEW_PLAYER(v_alive, lua_pushboolean(L, p->alive))
VIEW_PLAYER(v_revealed, lua_pushboolean(L, p->role_revealed))

/* view:characters(chars [, maxes]) -> n: every seat's character id into
 * chars[q] and maximum life into maxes[q] (when given), written raw, and
 * the number of seats: what a computer player reads once at the start of
 * a game, in one call instead of two per seat. */
static int v_characters(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  int maxes = !lua_isnoneornil(L, 3);
  if (maxes) luaL_checktype(L, 3, LUA_TTABLE);
  for (int q = 1; q <= g->nplayers; q++) {
    const bang_player *p = &g->players[q - 1];
    lua_pushstring(L, p->character);
    lua_rawseti(L, 2, q);
    if (maxes) {
      lua_pushinteger(L, p->max_life);
      lua_rawseti(L, 3, q);
    }
  }
  lua_pushinteger(L, g->nplayers);
  return 1;
}

/* view:role(q): our own role, a revealed one, else nil. */
static int v_role(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  const char *role = bang_seat_role(bang_seat_view_of(g, seat), bang_checkseat(L, g, 2));
  if (role) lua_pushstring(L, role);
  else lua_pushnil(L);
  return 1;
}

/* view:roles_shown(out) -> out: out[q] = q's role when it is shown to
 * everyone (view:revealed(q): the Sheriff's, an eliminated player's), as
 * view:role(q) gives it, else false, for every seat, written raw. One
 * call for what a computer player reads of the roles as players go out. */
static int v_roles_shown(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  bang_seat_view v = bang_seat_view_of(g, seat);
  for (int q = 1; q <= g->nplayers; q++) {
    const char *role = g->players[q - 1].role_revealed ? bang_seat_role(v, q) : NULL;
    if (role) lua_pushstring(L, role);
    else lua_pushboolean(L, 0);
    lua_rawseti(L, 2, q);
  }
  return 1;
}

#define VIEW_NUMBER(fname, expr)  \
  static int fname(lua_State *L) { \
    check_view(L);                 \
    bang_game *g = VIEW_GAME(L);   \
    lua_pushinteger(L, (expr));    \
    return 1;                      \
  }

VIEW_NUMBER(v_pile, g->pile)
VIEW_NUMBER(v_active, g->active)
VIEW_NUMBER(v_turn, g->turn)
VIEW_NUMBER(v_ndice, g->ndice)
VIEW_NUMBER(v_moves, (lua_Integer)g->card_moves)
VIEW_NUMBER(v_log_size, (lua_Integer)g->log_size)
/* view:types_key(): changes whenever a card id gets another type than it
 * had in an earlier game (the same key: every id seen before is still the
 * same card type, so a bot may keep what it learnt of ids from one game to
 * the next instead of asking view:card again). */
VIEW_NUMBER(v_types_key, (lua_Integer)g->cards.types_key)

static int v_over(lua_State *L) {
  check_view(L);
  lua_pushboolean(L, VIEW_GAME(L)->over);
  return 1;
}

/* view:die(i) -> face id (nil if not rolled), locked */
static int v_die(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  lua_Integer i = luaL_checkinteger(L, 2);
  if (i < 1 || i > g->ndice) return luaL_error(L, "no die number %d", (int)i);
  const bang_die *d = &g->dice[i - 1];
  if (d->face) lua_pushstring(L, d->face);
  else lua_pushnil(L);
  lua_pushboolean(L, d->locked);
  return 2;
}

static int v_faces(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  lua_createtable(L, g->ndice, 0);
  for (int i = 0; i < g->ndice; i++) {
    if (!g->dice[i].face) continue;
    lua_pushstring(L, g->dice[i].face);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

static int v_count_faces(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  size_t len;
  const char *name = luaL_checklstring(L, 2, &len);
  int n = 0;
  for (int i = 0; i < g->ndice; i++) {
    const char *face = g->dice[i].face;
    if (face && strlen(face) == len && memcmp(face, name, len) == 0) n++;
  }
  lua_pushinteger(L, n);
  return 1;
}

/* A zone and owner at index idx, idx + 1 (as g:cards takes them). */
static const bang_pile *view_pile(lua_State *L, bang_game *g, int idx, const char **name,
                                  int *owner) {
  *name = luaL_checkstring(L, idx);
  enum bang_zone zone = bang_zone_from_name(*name);
  if (zone == BANG_ZONE_NONE) luaL_error(L, "unknown zone '%s'", *name);
  *owner = bang_zone_has_owner(zone) ? bang_checkseat(L, g, idx + 1) : 0;
  return bang_cards_pile(&g->cards, zone, *owner);
}

/* view:count(zone [, owner]): how many cards, for every zone. */
static int v_count(lua_State *L) {
  check_view(L);
  const char *name;
  int owner;
  lua_pushinteger(L, view_pile(L, VIEW_GAME(L), 2, &name, &owner)->n);
  return 1;
}

/* Write the ids of pile into the table at index out (bottom first; the
 * entries after them set to nil up to its old length); whether they differ
 * from what it held. */
static int fill_ids(lua_State *L, int out, const bang_pile *pile) {
  lua_Integer had = (lua_Integer)lua_rawlen(L, out);
  int changed = had != pile->n;
  for (int i = 0; i < pile->n; i++) {
    lua_Integer id = 0;
    if (lua_rawgeti(L, out, i + 1) == LUA_TNUMBER && lua_isinteger(L, -1)) id = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (id == pile->ids[i]) continue;
    changed = 1;
    lua_pushinteger(L, pile->ids[i]);
    lua_rawseti(L, out, i + 1);
  }
  bang_clear_list(L, out, (lua_Unsigned)pile->n, (lua_Unsigned)had);
  return changed;
}

/* view:cards(zone [, owner]) -> ids bottom first, or nil if hidden.
 * view:cards(zone, owner, out) -> out, changed: the ids written into the
 * table out instead (for a zone with no owner, owner nil), and whether
 * they differ from what out held: a bot keeps its lists, no new table. */
static int v_cards(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  const char *name;
  int owner;
  const bang_pile *pile = view_pile(L, g, 2, &name, &owner);
  if (!bang_seat_sees_zone(bang_seat_view_of(g, seat), name, owner)) {
    lua_pushnil(L);
    return 1;
  }
  if (!lua_isnoneornil(L, 4)) {
    luaL_checktype(L, 4, LUA_TTABLE);
    lua_settop(L, 4);
    lua_pushboolean(L, fill_ids(L, 4, pile));
    return 2;
  }
  lua_createtable(L, pile->n, 0);
  for (int i = 0; i < pile->n; i++) {
    lua_pushinteger(L, pile->ids[i]);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* view:top(zone [, owner]) -> the top card's id, or nil if none or hidden. */
static int v_top(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  const char *name;
  int owner;
  const bang_pile *pile = view_pile(L, g, 2, &name, &owner);
  if (pile->n == 0 || !bang_seat_sees_zone(bang_seat_view_of(g, seat), name, owner)) lua_pushnil(L);
  else lua_pushinteger(L, pile->ids[pile->n - 1]);
  return 1;
}

/* view:card(id) -> type, suit, value (nil, nil: not a playing card); nil if
 * the seat cannot see it. */
static int v_card(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  const bang_card *c = bang_seat_card(bang_seat_view_of(g, seat), (int)luaL_checkinteger(L, 2));
  if (!c) {
    lua_pushnil(L);
    return 1;
  }
  return bang_pushcard(L, c);
}

/* view:where(id) -> zone, owner; nil if the seat cannot see the card. */
static int v_where(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  const bang_card *c = bang_seat_card(bang_seat_view_of(g, seat), (int)luaL_checkinteger(L, 2));
  if (!c) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushstring(L, bang_zone_name(c->zone));
  lua_pushinteger(L, c->owner);
  return 2;
}

static lua_Integer lives_key(const bang_game *g, int *exact);

/* Whether plays[q] and tops[q] (view:tally's arguments, at stack indices
 * 4 and 5; want[i]: there is a table) are n and top (as lua_tointegerx
 * reads them: anything else differs). Three API calls per table. */
static int same_play(lua_State *L, const int want[6], int q, lua_Integer n, lua_Integer top) {
  int isnum = 1, same = 1;
  if (want[4]) {
    lua_rawgeti(L, 4, q);
    same = lua_tointegerx(L, -1, &isnum) == n && isnum;
  }
  if (same && want[5]) {
    lua_rawgeti(L, 5, q);
    same = lua_tointegerx(L, -1, &isnum) == top && isnum;
  }
  lua_settop(L, 5);
  return same;
}

/* view:tally(life, hands, plays, tops [, hand, owner [, known]]) -> moves
 * [, changed [, key]]: the public state of every seat in one call (a
 * computer player reads it at each decision; one call instead of several
 * per seat): life[q] = its life, false when out; hands[q] and plays[q] =
 * how many cards in its hand and in play; tops[q] = the id of the top card
 * in play, 0 if none. Each table may be nil (not written); written raw, so
 * a table with metamethods gets no calls. moves: view:moves(). With a
 * table hand, the hand of seat owner as view:cards("hand", owner, hand)
 * writes it (if the view sees it; else changed is nil and hand is not
 * written). With a 7th argument (nil or view:lives' key), also the key of
 * view:lives (third, after changed or nil), and life is written only when
 * known is not that key: a bot that keeps both skips the lives when none
 * changed (about half of its decisions). With an 8th argument true, plays
 * and tops are compared with what they hold before they are written, and
 * a fourth value is the bit set of the seats whose count or top card in
 * play differ (bit q for seat q; only those are written): a bot that keeps
 * plays and tops as of its last read goes over those seats only, not over
 * every seat comparing them (a card moved before most of its decisions,
 * mostly in a hand). */
static int v_tally(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  int keyed = lua_gettop(L) >= 8, exact = 0;
  int compare = lua_toboolean(L, 9);
  lua_Integer moved = 0; /* with compare: the seats whose cards in play differ */
  lua_Integer key = 0;
  if (keyed) {
    key = lives_key(g, &exact);
    if (exact && lua_isinteger(L, 8) && lua_tointeger(L, 8) == key) {
      lua_pushnil(L);
      lua_replace(L, 2); /* the lives as known: not written */
    }
  }
  int changed = -1;
  if (!lua_isnoneornil(L, 6)) {
    luaL_checktype(L, 6, LUA_TTABLE);
    int owner = bang_checkseat(L, g, 7);
    if (bang_seat_sees_zone(bang_seat_view_of(g, seat), "hand", owner))
      changed = fill_ids(L, 6, bang_cards_pile(&g->cards, BANG_ZONE_HAND, owner));
  }
  lua_settop(L, 5);
  int want[6] = {0};
  for (int t = 2; t <= 5; t++)
    if (!lua_isnil(L, t)) {
      luaL_checktype(L, t, LUA_TTABLE);
      want[t] = 1;
    }
  for (int q = 1; q <= g->nplayers; q++) {
    const bang_player *p = &g->players[q - 1];
    if (want[2]) {
      if (p->alive) lua_pushinteger(L, p->life);
      else lua_pushboolean(L, 0);
      lua_rawseti(L, 2, q);
    }
    if (want[3]) {
      lua_pushinteger(L, bang_cards_pile(&g->cards, BANG_ZONE_HAND, q)->n);
      lua_rawseti(L, 3, q);
    }
    if (want[4] || want[5]) {
      const bang_pile *play = bang_cards_pile(&g->cards, BANG_ZONE_PLAY, q);
      lua_Integer top = play->n > 0 ? play->ids[play->n - 1] : 0;
      if (compare && !same_play(L, want, q, play->n, top))
        moved |= q < 63 ? (lua_Integer)1 << q : 0;
      else if (compare)
        continue; /* as written last time */
      if (want[4]) {
        lua_pushinteger(L, play->n);
        lua_rawseti(L, 4, q);
      }
      if (want[5]) {
        lua_pushinteger(L, top);
        lua_rawseti(L, 5, q);
      }
    }
  }
  lua_pushinteger(L, (lua_Integer)g->card_moves);
  if (compare) {
    if (changed < 0) lua_pushnil(L);
    else lua_pushboolean(L, changed);
    if (exact) lua_pushinteger(L, key);
    else lua_pushboolean(L, 0);
    lua_pushinteger(L, moved);
    return 4;
  }
  if (!keyed && changed < 0) return 1;
  if (changed < 0) lua_pushnil(L);
  else lua_pushboolean(L, changed);
  if (!keyed) return 2;
  if (exact) lua_pushinteger(L, key);
  else lua_pushboolean(L, 0);
  return 3;
}

/* view:board(life, arrows, faces [, face...]) -> pile [, set...]: the dice
 * game's public table in one call (a computer player weighs a reroll with
 * all of it: one call instead of one per seat and die, and no new table):
 * life[q] = its life, false when out, and arrows[q] = its arrows, for every
 * seat; faces[i] = the face of die i, nil if not rolled. Each table may be
 * nil (not written); written raw. Then, for each face named after the
 * tables, the bit set of the dice showing it (bit i for die i, as
 * g:roll_dice gives them): a bot reads the dice with bit arithmetic instead
 * of comparing face strings die by die, each comparison a step of Lua's VM. */
static int v_board(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  int nsets = lua_gettop(L) - 4;
  if (nsets < 0) nsets = 0;
  if (nsets > BANG_MAX_FACES) luaL_argerror(L, 4 + BANG_MAX_FACES + 1, "too many faces");
  lua_Integer sets[BANG_MAX_FACES];
  for (int k = 0; k < nsets; k++) {
    const char *name = luaL_checkstring(L, 5 + k);
    lua_Integer set = 0;
    for (int i = 0; i < g->ndice; i++) {
      const char *face = g->dice[i].face; /* (strcmp only past the first letter) */
      if (face && face[0] == name[0] && (face == name || strcmp(face, name) == 0))
        set |= (lua_Integer)1 << (i + 1);
    }
    sets[k] = set;
  }
  lua_settop(L, 4);
  for (int t = 2; t <= 4; t++)
    if (!lua_isnil(L, t)) luaL_checktype(L, t, LUA_TTABLE);
  int life = !lua_isnil(L, 2), arrows = !lua_isnil(L, 3);
  for (int q = 1; (life || arrows) && q <= g->nplayers; q++) {
    const bang_player *p = &g->players[q - 1];
    if (life) {
      if (p->alive) lua_pushinteger(L, p->life);
      else lua_pushboolean(L, 0);
      lua_rawseti(L, 2, q);
    }
    if (arrows) {
      lua_pushinteger(L, p->arrows);
      lua_rawseti(L, 3, q);
    }
  }
  if (!lua_isnil(L, 4)) {
    for (int i = 0; i < g->ndice; i++) {
      if (g->dice[i].face) lua_pushstring(L, g->dice[i].face);
      else lua_pushnil(L);
      lua_rawseti(L, 4, i + 1);
    }
  }
  lua_pushinteger(L, g->pile);
  for (int k = 0; k < nsets; k++) lua_pushinteger(L, sets[k]);
  return 1 + nsets;
}

/* The key of view:lives: every seat's life and presence, 7 bits a seat
 * (*exact: 0 when a life is past 0..63 or with more than 8 seats: no key). */
static lua_Integer lives_key(const bang_game *g, int *exact) {
  lua_Integer key = 0;
  *exact = g->nplayers * 7 < 63; /* 7 bits a seat: life, then presence */
  for (int q = 0; *exact && q < g->nplayers; q++) {
    const bang_player *p = &g->players[q];
    if (p->life < 0 || p->life > 63) *exact = 0;
    else key = (key << 7) | ((lua_Integer)p->life << 1) | (p->alive ? 1 : 0);
  }
  return key;
}

/* view:lives(out [, known]) -> key: every seat's life (out of play too:
 * as view:life gives it) written raw into out[q], and a key that differs
 * whenever a seat's life or presence does. out is written only when known
 * is not that key, so a bot that keeps both reads one number at a decision
 * where nothing changed (most of them) and the lives only when one did.
 * The key is false when a life is past what it can hold (0 to 63); out is
 * then always written. */
static int v_lives(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  int exact;
  lua_Integer key = lives_key(g, &exact);
  if (!exact || !lua_isinteger(L, 3) || lua_tointeger(L, 3) != key) {
    for (int q = 1; q <= g->nplayers; q++) {
      lua_pushinteger(L, g->players[q - 1].life);
      lua_rawseti(L, 2, q);
    }
  }
  if (exact) lua_pushinteger(L, key);
  else lua_pushboolean(L, 0);
  return 1;
}

/* view:lives_turn(out [, known]) -> key, turn, n, sum: view:lives(out,
 * known) and view:turn() in one call (a computer player checks both at
 * most decisions, to see whether anything changed), then how many seats
 * have a life above 0 and the sum of those lives (what a bot that counts
 * those seats as in play would add up itself from out, seat by seat, each
 * time a life changed). */
static int v_lives_turn(lua_State *L) {
  v_lives(L); /* (checks the view and out; the key on top) */
  const bang_game *g = VIEW_GAME(L);
  lua_Integer n = 0, sum = 0;
  for (int q = 0; q < g->nplayers; q++) {
    int life = g->players[q].life;
    if (life > 0) {
      n++;
      sum += life;
    }
  }
  lua_pushinteger(L, g->turn);
  lua_pushinteger(L, n);
  lua_pushinteger(L, sum);
  return 4;
}

/* If the value on top is a table the world has a copy of (a card or
 * character script), replace it by that copy: 1 if so, else 0 (the value
 * left as it is). cache: the world's cache (an absolute index). */
static inline int as_copy(lua_State *L, int cache) {
  if (!lua_istable(L, -1)) return 0;
  lua_pushvalue(L, -1);
  if (lua_rawget(L, cache) != LUA_TTABLE) {
    lua_pop(L, 1);
    return 0;
  }
  lua_replace(L, -2);
  return 1;
}

static void read_rest(lua_State *L, int cache, int first, int last, int copy);

/* Replace the table on top (a real table a proxy wraps) by its field at the
 * path of keys at indices first..last, as reading it one step at a time
 * through proxies would give it (a card or character script on the way
 * read as the world's copy of it, with its metamethods, as a script reads
 * it; nil when a step is not a table), without making the proxies of the
 * tables in between. cache: the world's cache. */
static void read_path(lua_State *L, int cache, int first, int last) {
  /* (reading a script's copy: not raw; a copy's values are the world's own) */
  read_rest(L, cache, first, last, as_copy(L, cache));
}

/* view:at(t, k1, ..., kn): t[k1][k2]...[kn] for a read-only table t (a
 * proxy), as reading it one step at a time would give it, in one call and
 * without making the proxies of the tables in between (nil when a step is
 * not a table). */
static int v_at(lua_State *L) {
  check_view(L);
  check_proxy(L, 2);
  int n = lua_gettop(L);
  lua_getiuservalue(L, 2, 2); /* n+1: the world's cache */
  lua_getiuservalue(L, 2, 1); /* n+2: the table read */
  read_path(L, n + 1, 3, n);
  return 1;
}

/* view:column(t, out, k1, ..., kn) -> #t: out[i] = t[i][k1]...[kn] for i
 * in 1..#t of a read-only list t (a proxy), each as view:at(t, i, k1, ...,
 * kn) would give it (nil written too), in one call (a computer player
 * reads a field of every option of a decision: one call instead of one
 * per option). out is written raw. */
static int v_column(lua_State *L) {
  check_view(L);
  check_proxy(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  int n = lua_gettop(L);
  lua_getiuservalue(L, 2, 2); /* n+1: the world's cache */
  lua_getiuservalue(L, 2, 1); /* n+2: the list */
  lua_Integer len = (lua_Integer)lua_rawlen(L, n + 2);
  for (lua_Integer i = 1; i <= len; i++) {
    if ((i & 4095) == 0) bang_sandbox_check(L); /* a raw length up to 2^63: the budget */
    lua_rawgeti(L, n + 2, i); /* n+3: t[i], then the field */
    read_path(L, n + 1, 4, n);
    lua_rawseti(L, 3, i);
  }
  lua_pushinteger(L, len);
  return 1;
}

/* The most paths view:columns reads per row, and keys per path. */
#define COLUMNS_MAX 16
#define COLUMNS_KEYS 8

/* Replace the value on top (a step of a path already taken: a script's
 * copy if `copy`) by its field at the keys at indices first..last, as
 * read_path goes on from there (each later step checked for a script). */
static void read_rest(lua_State *L, int cache, int first, int last, int copy) {
  for (int i = first; i <= last; i++) {
    if (i > first && !copy) copy = as_copy(L, cache);
    if (!lua_istable(L, -1)) {
      lua_pop(L, 1);
      lua_pushnil(L);
      return;
    }
    lua_pushvalue(L, i);
    if (copy) lua_gettable(L, -2);
    else lua_rawget(L, -2);
    lua_replace(L, -2);
  }
  if (copy) return;
  push_safe(L, cache, lua_gettop(L));
  lua_replace(L, -2);
}

/* view:columns(t, paths, outs [, rows, nrows]) -> #t: several fields of
 * every row of a read-only list t (a proxy) in one call: for each j,
 * outs[j][i] = what view:column(t, outs[j], k1, ..., kn) would write, with
 * paths[j] the key k1 or the list {k1, ..., kn}. With a list rows, only
 * the rows rows[1..nrows] (nrows: #rows if nil) are read and written (the
 * others are left as they are). A computer player reads several fields
 * of each option of a decision (some fields only of the options that need
 * them): one call instead of one per field, each row looked up and
 * checked once, and a table that paths in a row go through (as
 * {"choice", "target"}, {"choice", "taken"}) read once per row. */
static int v_columns(lua_State *L) {
  check_view(L);
  check_proxy(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  luaL_checktype(L, 4, LUA_TTABLE);
  lua_settop(L, 6);
  int some = !lua_isnil(L, 5); /* only the rows listed */
  if (some) luaL_checktype(L, 5, LUA_TTABLE);
  lua_Integer nrows = some ? luaL_optinteger(L, 6, (lua_Integer)lua_rawlen(L, 5)) : 0;
  int npaths = (int)lua_rawlen(L, 3);
  luaL_argcheck(L, npaths <= COLUMNS_MAX, 3, "at most 16 paths");
  luaL_checkstack(L, npaths * (COLUMNS_KEYS + 2) + 8, "view:columns");
  lua_getiuservalue(L, 2, 2); /* 7: the world's cache */
  lua_getiuservalue(L, 2, 1); /* 8: the list */
  enum { CACHE = 7, LIST = 8 };
  int first[COLUMNS_MAX], last[COLUMNS_MAX], out[COLUMNS_MAX], shared[COLUMNS_MAX];
  for (int j = 0; j < npaths; j++) {
    if (lua_rawgeti(L, 4, j + 1) != LUA_TTABLE) luaL_argerror(L, 4, "a table per path");
    out[j] = lua_gettop(L);
    if (lua_rawgeti(L, 3, j + 1) == LUA_TTABLE) { /* a list of keys */
      int path = lua_gettop(L);
      int nkeys = (int)lua_rawlen(L, path);
      luaL_argcheck(L, nkeys >= 1 && nkeys <= COLUMNS_KEYS, 3, "1 to 8 keys per path");
      for (int k = 1; k <= nkeys; k++) lua_rawgeti(L, path, k);
      first[j] = path + 1;
      last[j] = path + nkeys;
    } else { /* one key */
      first[j] = last[j] = lua_gettop(L);
    }
    /* Goes through the same table as the path before it. */
    shared[j] = j > 0 && first[j] < last[j] && first[j - 1] < last[j - 1] &&
                lua_rawequal(L, first[j], first[j - 1]);
  }
  lua_Integer len = (lua_Integer)lua_rawlen(L, LIST);
  lua_pushnil(L); /* mid: a row's field that paths go on from */
  int mid = lua_gettop(L), mid_copy = 0;
  for (lua_Integer k = 1, count = some ? nrows : len; k <= count; k++) {
    if ((k & 4095) == 0) bang_sandbox_check(L); /* a raw length up to 2^63: the budget */
    lua_Integer i = k;
    if (some) {
      int isnum;
      lua_rawgeti(L, 5, k);
      i = lua_tointegerx(L, -1, &isnum);
      lua_pop(L, 1);
      if (!isnum || i < 1 || i > len) luaL_argerror(L, 5, "row numbers of t");
    }
    lua_rawgeti(L, LIST, i); /* the row */
    int row = lua_gettop(L);
    /* A plain table (not a script, which reads as its copy): its fields
     * read raw here. */
    int plain = lua_istable(L, row);
    if (plain) {
      lua_pushvalue(L, row);
      plain = lua_rawget(L, CACHE) != LUA_TTABLE;
      lua_pop(L, 1);
    }
    for (int j = 0; j < npaths; j++) {
      if (!plain) {
        lua_pushvalue(L, row);
        read_path(L, CACHE, first[j], last[j]);
      } else if (first[j] == last[j]) {
        lua_pushvalue(L, first[j]);
        int t = lua_rawget(L, row);
        if (t != LUA_TNIL && t != LUA_TBOOLEAN && t != LUA_TNUMBER && t != LUA_TSTRING) {
          push_safe(L, CACHE, lua_gettop(L)); /* a table as its proxy or copy */
          lua_replace(L, -2);
        }
      } else {
        if (!shared[j]) { /* mid = row[k1], a script as its copy */
          lua_pushvalue(L, first[j]);
          lua_rawget(L, row);
          mid_copy = as_copy(L, CACHE);
          lua_replace(L, mid);
        }
        lua_pushvalue(L, mid);
        read_rest(L, CACHE, first[j] + 1, last[j], mid_copy);
      }
      lua_rawseti(L, out[j], i);
    }
    lua_settop(L, mid);
  }
  lua_pushinteger(L, len);
  return 1;
}

/* A running sum of numbers as Lua's + would make it, adding in order:
 * an integer while every term is one, a float from the first float on. */
typedef struct lsum {
  lua_Integer i;
  lua_Number f;
  int is_float;
} lsum;

static void lsum_add(lua_State *L, lsum *s, int idx) {
  if (!s->is_float && lua_isinteger(L, idx)) {
    s->i = (lua_Integer)((lua_Unsigned)s->i + (lua_Unsigned)lua_tointeger(L, idx)); /* wraps, as Lua */
    return;
  }
  if (!s->is_float) {
    s->f = (lua_Number)s->i;
    s->is_float = 1;
  }
  s->f += lua_tonumber(L, idx);
}

static void lsum_push(lua_State *L, const lsum *s) {
  if (s->is_float) lua_pushnumber(L, s->f);
  else lua_pushinteger(L, s->i);
}

/* view:grid(t, out, n [, sums]) -> out, total: for a read-only table of
 * tables t (a proxy, as rules.public.hostility[source][target]), out[i][j]
 * = t[i][j] for i and j in 1..n when it is a number, a string or a
 * boolean, else nil; out[i] is the table already there (a new one if
 * none), every out[i] a table. With a table sums, sums[i] = the sum of the
 * numbers of row i (j in order: 0 for none); total is the sum of the rows'
 * sums in order (0 for none), as adding them up in Lua would give them.
 * One call instead of n * n reads (a computer player weighs the whole
 * record at most decisions).
 * view:grid(t, out, n, sums, counts, seen): only the rows i whose count
 * counts[i] (a read-only table, as rules.public.noted_by: how many times
 * row i was written; an integer, else 0) differs from seen[i] (an
 * integer, else -1) are read again, and seen[i] set to it; the other rows
 * of out and their sums[i] are kept as they are, and total adds up sums
 * (a bot rereads a row only when it changed, a few of n at a time). */
static int v_grid(lua_State *L) {
  check_view(L);
  check_proxy(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_Integer n = luaL_checkinteger(L, 4);
  luaL_argcheck(L, n >= 0 && n <= 64, 4, "0 to 64");
  int want_sums = !lua_isnoneornil(L, 5);
  if (want_sums) luaL_checktype(L, 5, LUA_TTABLE);
  int by_count = !lua_isnoneornil(L, 6);
  if (by_count) {
    luaL_argcheck(L, want_sums, 5, "a table (counts need sums)");
    check_proxy(L, 6);
    luaL_checktype(L, 7, LUA_TTABLE);
  }
  lua_settop(L, 7);
  lsum total = {0, 0, 0};
  if (by_count) {
    lua_getiuservalue(L, 6, 1); /* the real counts */
    lua_replace(L, 6);
  }
  lua_getiuservalue(L, 2, 1); /* 8: the real table */
  for (lua_Integer i = 1; i <= n; i++) {
    if (by_count) { /* an unchanged row: its sum as it is */
      lua_rawgeti(L, 6, i);
      lua_Integer count = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
      lua_Integer last = lua_rawgeti(L, 7, i) == LUA_TNUMBER && lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
      lua_pop(L, 2);
      if (count == last) {
        lua_rawgeti(L, 5, i);
        if (lua_type(L, -1) == LUA_TNUMBER) lsum_add(L, &total, -1);
        lua_pop(L, 1);
        continue;
      }
      lua_pushinteger(L, count);
      lua_rawseti(L, 7, i);
    }
    if (lua_rawgeti(L, 3, i) != LUA_TTABLE) { /* 9: out[i] */
      lua_pop(L, 1);
      lua_createtable(L, (int)n, 0);
      lua_pushvalue(L, -1);
      lua_rawseti(L, 3, i);
    }
    int row = lua_rawgeti(L, 8, i) == LUA_TTABLE; /* 10: t[i] */
    lsum sum = {0, 0, 0};
    for (lua_Integer j = 1; j <= n; j++) {
      int t = row ? lua_rawgeti(L, 10, j) : LUA_TNIL;
      if (!row || (t != LUA_TNUMBER && t != LUA_TSTRING && t != LUA_TBOOLEAN)) {
        if (row) lua_pop(L, 1);
        lua_pushnil(L);
      } else if (t == LUA_TNUMBER) {
        lsum_add(L, &sum, -1);
      }
      lua_rawseti(L, 9, j);
    }
    lua_pop(L, 2);
    lsum_push(L, &sum);
    lsum_add(L, &total, -1);
    if (want_sums) lua_rawseti(L, 5, i);
    else lua_pop(L, 1);
  }
  lua_settop(L, 3);
  lsum_push(L, &total);
  return 2;
}

/* A number as Lua holds it (an integer or a float), and Lua's + - * on
 * them: integers wrap, a float makes the result a float. view:weigh works
 * out its sums with these, so they come out as the same operations in Lua
 * would make them, type and value. */
typedef struct lnum {
  int is_float;
  lua_Integer i;
  lua_Number f;
} lnum;

static lnum lnum_at(lua_State *L, int idx) {
  lnum x = {0, 0, 0};
  if (lua_isinteger(L, idx)) x.i = lua_tointeger(L, idx);
  else x.is_float = 1, x.f = lua_tonumber(L, idx);
  return x;
}

static lua_Number lnum_float(lnum x) { return x.is_float ? x.f : (lua_Number)x.i; }

static lnum lnum_arith(lnum a, lnum b, char op) {
  lnum r = {0, 0, 0};
  if (!a.is_float && !b.is_float) {
    lua_Unsigned x = (lua_Unsigned)a.i, y = (lua_Unsigned)b.i;
    r.i = (lua_Integer)(op == '+' ? x + y : op == '-' ? x - y : x * y);
    return r;
  }
  lua_Number x = lnum_float(a), y = lnum_float(b);
  r.is_float = 1;
  r.f = op == '+' ? x + y : op == '-' ? x - y : x * y;
  return r;
}

static void lnum_push(lua_State *L, lnum x) {
  if (x.is_float) lua_pushnumber(L, x.f);
  else lua_pushinteger(L, x.i);
}

/* The most rows and columns view:weigh reads. */
#define WEIGH_MAX 64

/* view:weigh(out, a, b, rows, nrows, cols, w, ncols [, scale [, base]])
 * -> out: weighted sums over read-only tables of tables a and b (proxies,
 * either may be nil; as public.hostility and public.helped, [row][column]
 * = a number): for i in 1..nrows, with r = rows[i],
 *   e = base[i] (0 without base)
 *   for k in 1..ncols, with c = cols[k]:
 *     if a[r][c] is a number, e = e + scale * a[r][c] * w[k]
 *     if b[r][c] is a number, e = e - scale * b[r][c] * w[k]
 *   out[i] = e
 * each step as Lua works it out, left to right, integers and floats
 * alike (without scale: e + a[r][c] * w[k]). rows and cols hold integers,
 * w and base numbers; anything else in a or b counts as nothing. One call
 * instead of two reads through proxies per cell and Lua's arithmetic (a
 * computer player weighs what the record says about each hidden player
 * by what it knows of the others). */
static int v_weigh(lua_State *L) {
  check_view(L);
  lua_settop(L, 11);
  luaL_checktype(L, 2, LUA_TTABLE);
  luaL_checktype(L, 5, LUA_TTABLE);
  luaL_checktype(L, 7, LUA_TTABLE);
  luaL_checktype(L, 8, LUA_TTABLE);
  lua_Integer nrows = luaL_checkinteger(L, 6), ncols = luaL_checkinteger(L, 9);
  luaL_argcheck(L, nrows >= 0 && nrows <= WEIGH_MAX, 6, "0 to 64");
  luaL_argcheck(L, ncols >= 0 && ncols <= WEIGH_MAX, 9, "0 to 64");
  int scaled = !lua_isnil(L, 10), based = !lua_isnil(L, 11);
  lnum scale = {0, 1, 0};
  if (scaled) {
    luaL_checknumber(L, 10);
    scale = lnum_at(L, 10);
  }
  if (based) luaL_checktype(L, 11, LUA_TTABLE);
  /* 12, 13: the real tables a and b (nil when not given). */
  int has[2];
  for (int t = 0; t < 2; t++) {
    has[t] = !lua_isnil(L, 3 + t);
    if (has[t]) {
      check_proxy(L, 3 + t);
      lua_getiuservalue(L, 3 + t, 1);
    } else {
      lua_pushnil(L);
    }
  }
  enum { A = 12, B = 13, TOP = 13 };
  /* The columns, their weights, the rows and their bases, read first (the
   * stack grows by the values read, popped once at the end of each loop:
   * a pop is a call too). */
  luaL_checkstack(L, 2 * WEIGH_MAX + 4, "view:weigh");
  lua_Integer col[WEIGH_MAX], row[WEIGH_MAX];
  lnum w[WEIGH_MAX], base[WEIGH_MAX];
  int isnum;
  for (lua_Integer k = 0; k < ncols; k++) {
    lua_rawgeti(L, 7, k + 1);
    col[k] = lua_tointegerx(L, -1, &isnum);
    if (!isnum) luaL_argerror(L, 7, "seats (integers)");
    if (lua_rawgeti(L, 8, k + 1) != LUA_TNUMBER) luaL_argerror(L, 8, "numbers");
    w[k] = lnum_at(L, -1);
  }
  lua_settop(L, TOP);
  for (lua_Integer i = 0; i < nrows; i++) {
    lua_rawgeti(L, 5, i + 1);
    row[i] = lua_tointegerx(L, -1, &isnum);
    if (!isnum) luaL_argerror(L, 5, "seats (integers)");
    base[i] = (lnum){0, 0, 0};
    if (based) {
      if (lua_rawgeti(L, 11, i + 1) != LUA_TNUMBER) luaL_argerror(L, 11, "numbers");
      base[i] = lnum_at(L, -1);
    }
  }
  lua_settop(L, TOP);
  for (lua_Integer i = 0; i < nrows; i++) {
    lnum e = base[i];
    /* TOP+1, TOP+2: the rows a[r] and b[r], when tables */
    int ra = has[0] && lua_rawgeti(L, A, row[i]) == LUA_TTABLE;
    if (!has[0]) lua_pushnil(L);
    int rb = has[1] && lua_rawgeti(L, B, row[i]) == LUA_TTABLE;
    if (!has[1]) lua_pushnil(L);
    for (lua_Integer k = 0; (ra || rb) && k < ncols; k++) {
      if (ra && lua_rawgeti(L, TOP + 1, col[k]) == LUA_TNUMBER) {
        lnum x = lnum_at(L, -1);
        if (scaled) x = lnum_arith(scale, x, '*');
        e = lnum_arith(e, lnum_arith(x, w[k], '*'), '+');
      }
      if (rb && lua_rawgeti(L, TOP + 2, col[k]) == LUA_TNUMBER) {
        lnum x = lnum_at(L, -1);
        if (scaled) x = lnum_arith(scale, x, '*');
        e = lnum_arith(e, lnum_arith(x, w[k], '*'), '-');
      }
    }
    lua_settop(L, TOP);
    lnum_push(L, e);
    lua_rawseti(L, 2, i + 1);
  }
  lua_settop(L, 2);
  return 1;
}

/* view:log_entry(i) -> { id =, rule =, args = { name = number or text } }
 * of the log (1 = oldest), or nil; a line told to another seat alone
 * (view.c) reads { id = "", args = {} }, so the log keeps its length. */
static int v_log_entry(lua_State *L) {
  int seat = check_view(L);
  bang_game *g = VIEW_GAME(L);
  lua_Integer i = luaL_checkinteger(L, 2);
  if (i < 1 || (size_t)i > g->log_size) {
    lua_pushnil(L);
    return 1;
  }
  const bang_msg hidden = {.id = NULL};
  const bang_msg *m = bang_seat_sees_log(bang_seat_view_of(g, seat), (size_t)(i - 1)) ? &g->log[i - 1] : &hidden;
  lua_createtable(L, 0, 3);
  lua_pushstring(L, m->id ? m->id : "");
  lua_setfield(L, -2, "id");
  if (m->rule) {
    lua_pushstring(L, m->rule);
    lua_setfield(L, -2, "rule");
  }
  lua_createtable(L, 0, m->nargs);
  for (int k = 0; k < m->nargs; k++) {
    const bang_arg *a = &m->args[k];
    if (a->kind == BANG_ARG_TEXT) lua_pushstring(L, a->text);
    else lua_pushinteger(L, a->number);
    lua_setfield(L, -2, a->key);
  }
  lua_setfield(L, -2, "args");
  return 1;
}

static const luaL_Reg view_methods[] = {
    {"me", v_me},           {"players", v_players},   {"name", v_name},
    {"role", v_role},       {"character", v_character}, {"life", v_life},
    {"max_life", v_max_life}, {"arrows", v_arrows},   {"alive", v_alive},
    {"revealed", v_revealed}, {"pile", v_pile},       {"active", v_active},
    {"turn", v_turn},       {"over", v_over},         {"ndice", v_ndice},
    {"die", v_die},         {"faces", v_faces},       {"count_faces", v_count_faces},
    {"count", v_count},     {"cards", v_cards},       {"top", v_top},
    {"card", v_card},       {"where", v_where},       {"moves", v_moves},
    {"log_size", v_log_size}, {"log_entry", v_log_entry}, {"tally", v_tally},
    {"lives", v_lives},       {"board", v_board},
    {"at", v_at},           {"grid", v_grid},         {"column", v_column},
    {"columns", v_columns}, {"weigh", v_weigh},     {"roles_shown", v_roles_shown},
    {"lives_turn", v_lives_turn}, {"characters", v_characters},
    {"types_key", v_types_key},   {NULL, NULL}};

/* The metatables of proxies and views, made once per Lua state. */
static void make_metatables(lua_State *L) {
  if (luaL_newmetatable(L, PROXY_TYPE)) {
    static const luaL_Reg meta[] = {{"__index", proxy_index}, {"__len", proxy_len},
                                    {"__newindex", proxy_newindex}, {"__pairs", proxy_pairs},
                                    {NULL, NULL}};
    luaL_setfuncs(L, meta, 0);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pop(L, 1);
  if (luaL_newmetatable(L, VIEW_TYPE)) { /* -1: mt */
    lua_createtable(L, 0, 32);           /* -1: methods */
    lua_pushvalue(L, -2);                /* the methods' upvalues: mt, */
    luaL_getmetatable(L, PROXY_TYPE);    /* and the proxies' (check_proxy) */
    luaL_setfuncs(L, view_methods, 2);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pop(L, 1);
}

/* ---- a world's own chance -------------------------------------------------- */

/* math.random in a world: as the game's (lgame.c), from upvalue 1's rng. */
static int w_random(lua_State *L) {
  bang_rng *rng = lua_touserdata(L, lua_upvalueindex(1));
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
  luaL_argcheck(L, low <= high && (lua_Unsigned)high - (lua_Unsigned)low < 0x7fffffff, 1,
                "interval is empty or too large");
  lua_pushinteger(L, low + (lua_Integer)bang_rng_below(rng, (uint32_t)(high - low + 1)));
  return 1;
}

static void seed_world(bang_game *g, bang_rng *rng, int seat) {
  bang_rng_seed(rng, (g->setup.seed ^ 0x5eedb07b07ULL) * 0x9e3779b97f4a7c15ULL + (uint64_t)seat);
}

/* ---- worlds ------------------------------------------------------------- */

/* Load <variant>/sub/NAME.lua (over the mods' folders: loader.h) in the
 * world at `world` in file-name order into {scripts in order, [id] =
 * script} (pushed); for each, cache[the rules' script of that id] = this
 * copy, and cache[the rules' table] = the copy's. */
static int load_copies(lua_State *L, int world, int cache, const char *variant, const char *sub,
                       int rules_ref, char *err, size_t errlen) {
  char rel[600];
  snprintf(rel, sizeof rel, "%s/%s", variant, sub);
  lua_newtable(L); /* +1: the copies */
  int copies = lua_gettop(L);
  int n;
  char **files = bang_loader_list(L, rel, &n);
  if (n < 0) {
    snprintf(err, errlen, "%s: out of memory listing the scripts", rel);
    return 0;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, rules_ref); /* +1: the rules' scripts */
  int rules = lua_gettop(L);
  int ok = 1;
  for (int i = 0; i < n; i++) {
    const char *file = files[i];
    if (!ok) continue;
    if (!bang_loader_run_in(L, world, file, 1, err, errlen)) { /* +1: the copy */
      ok = 0;
      continue;
    }
    if (!lua_istable(L, -1) || lua_getfield(L, -1, "id") != LUA_TSTRING) {
      lua_pop(L, lua_istable(L, -1) ? 2 : 1);
      continue; /* the rules' loading already refused it */
    }
    lua_pushvalue(L, -2);
    lua_settable(L, copies); /* copies[id] = copy */
    lua_pushvalue(L, -1);
    lua_rawseti(L, copies, (lua_Integer)lua_rawlen(L, copies) + 1);
    if (lua_istable(L, rules) && lua_getfield(L, -1, "id") == LUA_TSTRING &&
        lua_gettable(L, rules) == LUA_TTABLE) { /* +1: the rules' script */
      lua_pushvalue(L, -2);
      lua_rawset(L, cache); /* cache[rules' script] = copy */
    } else {
      lua_pop(L, 1);
    }
    lua_pop(L, 1); /* the copy */
  }
  bang_loader_free_list(files, n);
  if (lua_istable(L, rules)) {
    lua_pushvalue(L, rules);
    lua_pushvalue(L, copies);
    lua_rawset(L, cache); /* cache[the rules' scripts] = the copies */
  }
  lua_settop(L, copies);
  return ok;
}

/* Push the world of seat (made now if it is new; its bot started), or
 * return 0 with err written (nothing pushed). */
static int push_world(bang_game *g, int seat, int slot, char *err, size_t errlen);

/* bot.new_game(view, public, previous) in the world at index w; stores its
 * state. previous: the state the last game's new_game returned in this
 * world (nil at first), so a bot may reuse its tables instead of making
 * new ones for every game (less garbage in long simulations). */
static int start_world(bang_game *g, int w, int seat, char *err, size_t errlen) {
  lua_State *L = g->L;
  int top = lua_gettop(L);
  lua_getfield(L, w, W_RNG);
  seed_world(g, lua_touserdata(L, -1), seat);
  lua_pop(L, 1);
  lua_getfield(L, w, W_STATE); /* top+1: the previous state */
  lua_pushnil(L);
  lua_setfield(L, w, W_STATE);
  lua_pushnil(L);
  lua_rawseti(L, w, W_SLOT_STATE);
  lua_getfield(L, w, W_BOT);
  if (!lua_istable(L, -1) || lua_getfield(L, -1, "new_game") != LUA_TFUNCTION) {
    lua_settop(L, top);
    return 1;
  }
  lua_getfield(L, w, W_VIEW);
  lua_getfield(L, w, W_CACHE);
  int cache = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (lua_istable(L, -1)) lua_getfield(L, -1, "public");
  else lua_pushnil(L);
  push_safe(L, cache, -1); /* the public record as the bot sees it */
  lua_replace(L, cache);
  lua_settop(L, cache);
  lua_pushvalue(L, top + 1); /* new_game, view, public, previous */
  if (!bang_sandbox_pcall(g->sandbox, L, 3, 1, err, errlen)) {
    lua_settop(L, top);
    return 0;
  }
  lua_pushvalue(L, -1);
  lua_rawseti(L, w, W_SLOT_STATE);
  lua_setfield(L, w, W_STATE);
  lua_settop(L, top);
  return 1;
}

/* The script of a kind of computer player: <variant>/bot.lua for "", else
 * <variant>/bot_<kind>.lua. */
static void bot_file(const char *variant, const char *kind, char *rel, size_t cap) {
  if (kind[0]) snprintf(rel, cap, "%s/bot_%s.lua", variant, kind);
  else snprintf(rel, cap, "%s/bot.lua", variant);
}

static int make_world(bang_game *g, int seat, int slot, char *err, size_t errlen) {
  lua_State *L = g->L;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref); /* top+1: the bots */
  lua_getfield(L, top + 1, "variant");
  const char *variant = lua_tostring(L, -1);       /* kept by the bots table */
  lua_pop(L, 1);
  make_metatables(L);
  lua_createtable(L, 0, 8); /* top+2: the world */
  int w = top + 2;
  bang_loader_push_world(L, variant); /* top+3: its globals */
  int globals = top + 3;
  /* math: the library with random from the world's own generator */
  lua_createtable(L, 0, 32);
  lua_getglobal(L, "math"); /* the real library */
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -5);
  }
  lua_pop(L, 1);
  bang_rng *rng = lua_newuserdatauv(L, sizeof *rng, 0);
  seed_world(g, rng, seat);
  lua_pushvalue(L, -1);
  lua_setfield(L, w, W_RNG);
  lua_pushcclosure(L, w_random, 1);
  lua_setfield(L, -2, "random");
  lua_pushnil(L);
  lua_setfield(L, -2, "randomseed");
  lua_setfield(L, globals, "math");
  if (!bang_loader_open_world(L, globals, err, errlen)) { /* its own prelude */
    lua_settop(L, top);
    return 0;
  }
  lua_pushvalue(L, globals);
  lua_setfield(L, w, W_GLOBALS);
  /* the proxies' cache, weak in its keys (the rules' tables) */
  lua_newtable(L);
  lua_createtable(L, 0, 1);
  lua_pushliteral(L, "k");
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
  int cache = lua_gettop(L);
  lua_pushvalue(L, cache);
  lua_setfield(L, w, W_CACHE);
  if (!load_copies(L, globals, cache, variant, "cards", g->cards_ref, err, errlen) ||
      !load_copies(L, globals, cache, variant, "characters", g->characters_ref, err, errlen)) {
    lua_settop(L, top);
    return 0;
  }
  lua_settop(L, cache);
  /* A seat's own kind (bang_setup.bots); a hint's world is the stock bot's. */
  const char *kind = slot <= BANG_MAX_PLAYERS ? g->bot_kinds[seat - 1] : "";
  lua_pushstring(L, kind);
  lua_setfield(L, w, W_KIND);
  char rel[96], path[2048];
  bot_file(variant, kind, rel, sizeof rel);
  bang_loader_find(L, rel, path, sizeof path);
  if (!bang_loader_run_in(L, globals, path, 1, err, errlen)) {
    lua_settop(L, top);
    return 0;
  }
  lua_setfield(L, w, W_BOT);
  view_ud *v = lua_newuserdatauv(L, sizeof *v, 0);
  v->seat = seat;
  luaL_setmetatable(L, VIEW_TYPE);
  lua_setfield(L, w, W_VIEW);
  lua_pushvalue(L, w);
  lua_rawseti(L, top + 1, slot); /* bots[slot] = world */
  lua_settop(L, top);
  return 1;
}

static int push_world(bang_game *g, int seat, int slot, char *err, size_t errlen) {
  lua_State *L = g->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  if (lua_rawgeti(L, -1, slot) == LUA_TTABLE) {
    lua_remove(L, -2);
    return 1;
  }
  lua_pop(L, 2);
  if (!make_world(g, seat, slot, err, errlen)) return 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  lua_rawgeti(L, -1, slot);
  lua_remove(L, -2);
  if (!start_world(g, lua_gettop(L), seat, err, errlen)) {
    lua_pop(L, 1);
    if (bang_sandbox_failed_on_memory(g->sandbox)) bang_lview_drop_bot(g, seat);
    return 0;
  }
  return 1;
}

/* ---- what game.c calls ----------------------------------------------------- */

int bang_lview_open_bots(bang_game *g, const char *variant, char *err, size_t errlen) {
  lua_State *L = g->L;
  char rel[64], path[2048];
  snprintf(rel, sizeof rel, "%s/bot.lua", variant);
  bang_loader_find(L, rel, path, sizeof path);
  g->bot_ref = LUA_NOREF;
  if (!bang_sandbox_is_file(path)) return 1;
  if (!bang_sandbox_load_file(L, path, err, errlen)) return 0; /* a syntax error: now */
  lua_pop(L, 1);
  lua_createtable(L, BANG_MAX_PLAYERS, 1);
  lua_pushstring(L, variant);
  lua_setfield(L, -2, "variant");
  g->bot_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  return 1;
}

/* Each seat's kind (bang_setup.bots) names a script there is: a wrong one
 * fails the set-up, not the seat's first decision. */
static int check_kinds(bang_game *g, char *err, size_t errlen) {
  for (int seat = 1; seat <= g->nplayers; seat++) {
    const char *kind = g->bot_kinds[seat - 1];
    if (!kind[0]) continue;
    bool word = true;
    for (const char *c = kind; *c; c++)
      if (!(islower((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '_')) word = false;
    char rel[96], path[2048];
    bot_file(g->variant, kind, rel, sizeof rel);
    if (!word || !bang_loader_find(g->L, rel, path, sizeof path)) {
      snprintf(err, errlen, _("no computer player of the kind '%s' (%s)"), word ? kind : "?", rel);
      return 0;
    }
  }
  return 1;
}

int bang_lview_start_bots(bang_game *g, char *err, size_t errlen) {
  lua_State *L = g->L;
  if (g->bot_ref == LUA_NOREF) return 1;
  if (!check_kinds(g, err, errlen)) return 0;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  for (int seat = 1; seat <= HINT_SLOT + BANG_MAX_PLAYERS; seat++) {
    if (lua_rawgeti(L, top + 1, seat) != LUA_TTABLE) {
      lua_pop(L, 1);
      continue;
    }
    bool other_kind = false;
    if (seat <= g->nplayers) { /* a seat whose kind changed gets a new world */
      lua_getfield(L, top + 2, W_KIND);
      const char *was = lua_tostring(L, -1);
      other_kind = !was || strcmp(was, g->bot_kinds[seat - 1]) != 0;
      lua_pop(L, 1);
    }
    if (seat > g->nplayers || other_kind) { /* a reset to fewer players, or a hint's world */
      lua_pushnil(L);
      lua_rawseti(L, top + 1, seat);
    } else if (!start_world(g, top + 2, seat, err, errlen)) {
      lua_settop(L, top);
      return 0;
    }
    lua_pop(L, 1);
  }
  lua_settop(L, top);
  return 1;
}

void bang_lview_drop_bot(bang_game *g, int seat) {
  lua_State *L = g->L;
  if (g->bot_ref == LUA_NOREF) return;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  lua_pushnil(L);
  lua_rawseti(L, -2, seat); /* (a key that is there: nothing allocated) */
  lua_pushnil(L);
  lua_rawseti(L, -2, HINT_SLOT + seat);
  lua_pop(L, 1);
  lua_gc(L, LUA_GCCOLLECT); /* (no finalizers: boundlib refuses __gc) */
}

void bang_lview_unproxy(lua_State *L, int index) {
  index = lua_absindex(L, index);
  if (!luaL_testudata(L, index, PROXY_TYPE)) return;
  lua_getiuservalue(L, index, 1);
  lua_replace(L, index);
}

/* A bot.lua whose table has no function choose is a modder's mistake, not
 * "no computer player": it is told, or its seat would play at random
 * without a word. */
static void no_choose(char *err, size_t errlen) {
  if (err && errlen)
    snprintf(err, errlen, "%s",
             _("bot.lua returns no function choose (docs/MODDING.md, \"Computer players\")"));
}

/* The last two arguments of bot.choose: the key of view:lives (false when
 * it has none) and view:turn(), as plain values (a bot checks them at most
 * decisions to see whether anything changed: a view call less). */
static void push_lives_turn(lua_State *L, const bang_game *g) {
  int exact;
  lua_Integer key = lives_key(g, &exact);
  if (exact) lua_pushinteger(L, key);
  else lua_pushboolean(L, 0);
  lua_pushinteger(L, g->turn);
}

int bang_lview_push_choice(bang_game *g, bool hint, char *err, size_t errlen) {
  lua_State *L = g->L;
  if (err && errlen) err[0] = '\0';
  if (g->bot_ref == LUA_NOREF || g->decision_ref == LUA_NOREF) return 0;
  int top = lua_gettop(L);
  int seat = g->decision.player;
  if (!push_world(g, seat, hint ? HINT_SLOT + seat : seat, err, errlen)) return 0;
  int w = top + 1;
  lua_getfield(L, w, W_BOT);
  if (!lua_istable(L, -1) || lua_getfield(L, -1, "choose") != LUA_TFUNCTION) {
    lua_settop(L, top);
    no_choose(err, errlen);
    return 0;
  }
  /* top+2: the bot, top+3: choose */
  lua_getfield(L, w, W_VIEW);                         /* top+4 */
  lua_getfield(L, w, W_CACHE);                        /* top+5 */
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->decision_ref); /* top+6 */
  push_safe(L, top + 5, top + 6);                     /* top+7: the decision, read-only */
  lua_getfield(L, w, W_STATE);                        /* top+8: nil without new_game */
  /* What every bot reads first, as plain values (each would otherwise be a
   * proxy read at every decision: a C call, ~600 instructions). */
  lua_pushstring(L, g->decision.kind);     /* top+9 */
  lua_pushinteger(L, g->decision.player);  /* top+10 */
  lua_pushinteger(L, g->decision.options); /* top+11 */
  lua_pushliteral(L, "options");
  lua_rawget(L, top + 6);                  /* top+12: the real options */
  push_safe(L, top + 5, top + 12);         /* top+13: read-only */
  lua_copy(L, top + 3, top + 1);
  lua_copy(L, top + 4, top + 2);
  lua_copy(L, top + 7, top + 3);
  lua_copy(L, top + 8, top + 4);
  lua_copy(L, top + 9, top + 5);
  lua_copy(L, top + 10, top + 6);
  lua_copy(L, top + 11, top + 7);
  lua_copy(L, top + 13, top + 8);
  lua_settop(L, top + 8); /* choose, view, decision, state, kind, player, #options, options */
  push_lives_turn(L, g);  /* lives' key, turn */
  if (!hint) return 9;
  /* For a hint, a tenth argument, true: the bot may then say why (a
   * reason is worked out for a person, never at a game's own decisions). */
  lua_pushboolean(L, 1);
  return 10;
}

/*
 * The body of bang_lview_choose_now, protected: (world, decision, kind,
 * options, options' count) -> what bot.choose returned first, or nothing if
 * the bot has no choose. Everything a bot's code may run or fail in (its
 * table's metamethods, the proxies' memory, choose itself) runs in here.
 */
static int choose_now(lua_State *L) {
  bang_game *g = bang_getgame(L);
  if (lua_rawgeti(L, 1, W_SLOT_CACHE) == LUA_TNIL) { /* the world's first answer in place */
    lua_pop(L, 1);
    lua_getfield(L, 1, W_CACHE);
    lua_rawseti(L, 1, W_SLOT_CACHE);
    lua_getfield(L, 1, W_BOT);
    lua_rawseti(L, 1, W_SLOT_BOT);
    lua_getfield(L, 1, W_VIEW);
    lua_rawseti(L, 1, W_SLOT_VIEW);
    lua_rawgeti(L, 1, W_SLOT_CACHE);
  }                                 /* 6: the cache */
  lua_rawgeti(L, 1, W_SLOT_BOT);    /* 7 */
  if (!lua_istable(L, 7) || lua_getfield(L, 7, "choose") != LUA_TFUNCTION) return 0; /* 8 */
  lua_rawgeti(L, 1, W_SLOT_VIEW);   /* 9: view */
  push_safe(L, 6, 2);           /* 10: the decision, read-only */
  lua_rawgeti(L, 1, W_SLOT_STATE); /* 11 */
  lua_pushvalue(L, 3);          /* 12: kind */
  lua_pushinteger(L, g->decision.player);
  lua_pushvalue(L, 5);          /* 14: #options */
  push_safe(L, 6, 4);           /* 15: the options, read-only */
  push_lives_turn(L, g);        /* 16: lives' key, 17: turn */
  lua_call(L, 9, 1);            /* choose(view, decision, state, kind, player, n, options, key, turn) */
  return 1;
}

int bang_lview_choose_now(bang_game *g, lua_State *from, int decision, int kind, int options,
                          char *err, size_t errlen) {
  lua_State *L = g->L;
  if (err && errlen) err[0] = '\0';
  if (g->bot_ref == LUA_NOREF || !lua_checkstack(L, 24)) return -2;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  if (lua_rawgeti(L, top + 1, g->decision.player) != LUA_TTABLE) { /* not made yet */
    lua_settop(L, top);
    return -2;
  }
  lua_pushcfunction(L, choose_now); /* top+3 */
  lua_rotate(L, top + 2, 1);        /* top+2: choose_now, top+3: the world */
  lua_pushvalue(from, decision);
  lua_pushvalue(from, kind);
  lua_pushvalue(from, options);
  lua_xmove(from, L, 3);                   /* top+4..top+6 */
  lua_pushinteger(L, g->decision.options); /* top+7 */
  int choice = -1;
  if (!bang_sandbox_pcall_apart(g->sandbox, L, 5, 1, err, errlen)) {
    if (bang_sandbox_failed_on_memory(g->sandbox)) {
      lua_settop(L, top);
      bang_lview_drop_bot(g, g->decision.player);
      return -1;
    }
  } else {
    lua_Integer i = lua_tointeger(L, -1);
    if (lua_isinteger(L, -1) && i >= 1 && i <= g->decision.options) choice = (int)i - 1;
    else if (lua_gettop(L) > top + 1) {
      if (err) snprintf(err, errlen, "%s", luaL_typename(L, -1));
      choice = -3;
    } else {
      no_choose(err, errlen); /* (choose_now returned nothing) */
    }
  }
  lua_settop(L, top);
  return choice;
}
