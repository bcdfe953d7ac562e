/*
 * lview.c: the `view` object through which a computer player reads the
 * game (docs/MODDING.md, "Computer players"; the C view it wraps is in
 * src/core/view.c; the bots' worlds that hold views are in lbots.c, the
 * view's numeric helpers in lviewcalc.c).
 *
 * The view is a userdata holding only its seat; its methods find the game
 * through the state's extra space (lbind.h), never through a Lua value,
 * check that their first argument really is a view (a method taken off the
 * metatable and called on some other userdata gets an error), and answer
 * through view.c's rules of who sees what: no method moves, logs, decides
 * or sets anything, and a hidden thing reads as nil. The metatable is
 * locked (__metatable = false). A view method is one C call, as a `g`
 * method was.
 */
#include "lviewint.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"

static int v_me(lua_State *L) {
  lua_pushinteger(L, check_view(L));
  return 1;
}

static int v_players(lua_State *L) {
  check_view(L);
  lua_pushinteger(L, VIEW_GAME(L)->nplayers);
  return 1;
}

BANG_PLAYER_FIELD(v_name, (check_view(L), VIEW_GAME(L)), lua_pushstring(L, p->name))
BANG_PLAYER_FIELD(v_character, (check_view(L), VIEW_GAME(L)), lua_pushstring(L, p->character))
BANG_PLAYER_FIELD(v_life, (check_view(L), VIEW_GAME(L)), lua_pushinteger(L, p->life))
BANG_PLAYER_FIELD(v_max_life, (check_view(L), VIEW_GAME(L)), lua_pushinteger(L, p->max_life))
/* view:counter(q, name) -> n: a named counter (g:set_counter), public as
 * life is; 0 for one the rules have not set. */
static int v_counter(lua_State *L) {
  check_view(L);
  const bang_game *g = VIEW_GAME(L);
  int seat = bang_checkseat(L, g, 2);
  int n = bang_game_counter(g, seat, luaL_checkstring(L, 3));
  lua_pushinteger(L, n < 0 ? 0 : n);
  return 1;
}
BANG_PLAYER_FIELD(v_alive, (check_view(L), VIEW_GAME(L)), lua_pushboolean(L, p->alive))
BANG_PLAYER_FIELD(v_revealed, (check_view(L), VIEW_GAME(L)), lua_pushboolean(L, p->role_revealed))

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

int bang_lview_fill_ids(lua_State *L, int out, const bang_pile *pile) {
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
    lua_pushboolean(L, bang_lview_fill_ids(L, 4, pile));
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

static const luaL_Reg view_readings[] = {
    {"me", v_me},
    {"players", v_players},
    {"name", v_name},
    {"role", v_role},
    {"character", v_character},
    {"life", v_life},
    {"max_life", v_max_life},
    {"counter", v_counter},
    {"alive", v_alive},
    {"revealed", v_revealed},
    {"pile", v_pile},
    {"active", v_active},
    {"turn", v_turn},
    {"over", v_over},
    {"ndice", v_ndice},
    {"die", v_die},
    {"faces", v_faces},
    {"count_faces", v_count_faces},
    {"count", v_count},
    {"cards", v_cards},
    {"top", v_top},
    {"card", v_card},
    {"where", v_where},
    {"moves", v_moves},
    {"log_size", v_log_size},
    {"log_entry", v_log_entry},
    {"roles_shown", v_roles_shown},
    {"characters", v_characters},
    {"types_key", v_types_key},
    {NULL, NULL}};

void bang_lview_metatables(lua_State *L) {
  bang_lproxy_metatable(L);
  if (luaL_newmetatable(L, BANG_VIEW_TYPE)) { /* -1: mt */
    lua_createtable(L, 0, 40);                /* -1: methods */
    /* Both lists get the same upvalues: the views' metatable (check_view)
     * and the proxies' (check_proxy). */
    lua_pushvalue(L, -2);
    luaL_getmetatable(L, BANG_PROXY_TYPE);
    luaL_setfuncs(L, view_readings, 2);
    lua_pushvalue(L, -2);
    luaL_getmetatable(L, BANG_PROXY_TYPE);
    luaL_setfuncs(L, bang_lview_calc_methods, 2);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pop(L, 1);
}

void bang_lview_push(lua_State *L, int seat) {
  view_ud *v = lua_newuserdatauv(L, sizeof *v, 0);
  v->seat = seat;
  luaL_setmetatable(L, BANG_VIEW_TYPE);
}
