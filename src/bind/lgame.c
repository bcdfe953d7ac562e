/*
 * lgame.c: the `g` object rules scripts see (the Lua binding of bang_game).
 *
 * Scripts read and change the C-owned state only through these methods, so
 * the core can keep its invariants (life within 0..maximum, arrows never
 * negative) and the log and decisions stay structured. Players are seats
 * 1..n; dice are 1..ndice; faces are the ids the rules declared with
 * g:set_dice. The methods are listed in `methods` at the end of the file and
 * documented for modders in docs/MODDING.md; bang_lgame_open adds them to
 * the method table of `g` as one entry of game.c's list of bindings (the
 * card methods are in lcards.c, the events in levents.c). Like every
 * binding, this file sees the game only through lbind.h.
 */
#include "lgame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lbind.h"

static int check_die(lua_State *L, bang_game *g, int index) {
  lua_Integer i = luaL_checkinteger(L, index);
  if (i < 1 || i > g->ndice) return luaL_error(L, "no die number %I", i);
  return (int)i;
}

static const char *intern(lua_State *L, bang_game *g, int index) {
  size_t len;
  const char *s = luaL_checklstring(L, index, &len);
  const char *pooled = bang_strpool_intern(g->pool, s, len);
  if (!pooled) luaL_error(L, "not enough memory: interned strings went over the scripts' memory cap");
  return pooled;
}

static const char *face_id(lua_State *L, bang_game *g, int index) {
  const char *face = intern(L, g, index);
  for (int i = 0; i < g->nfaces; i++)
    if (g->faces[i] == face) return face;
  luaL_error(L, "unknown die face '%s'", face);
  return NULL;
}

/*
 * The methods of string_methods share these upvalues (bang_lgame_open), so
 * they push ready Lua strings instead of making them from C text each call
 * (lua_pushstring and lua_getfield hash their text and look it up in the
 * state's string table, several times the cost of copying a value):
 *   FACE_STRINGS  a table: [i] is the Lua string of g->faces[i - 1], set by
 *                 g:set_dice together with g->faces;
 *   KEY_*         the field names g:decide reads.
 */
#define FACE_STRINGS lua_upvalueindex(1)
#define KEY_PLAYER lua_upvalueindex(2)
#define KEY_KIND lua_upvalueindex(3)
#define KEY_PROMPT lua_upvalueindex(4)
#define KEY_OPTIONS lua_upvalueindex(5)
#define NUPVALUES 5

/* Push a die's face id (an interned string, one of g->faces in a game). */
static void push_face(lua_State *L, const bang_game *g, const char *face) {
  for (int i = 0; i < g->nfaces; i++)
    if (g->faces[i] == face) {
      lua_rawgeti(L, FACE_STRINGS, i + 1);
      return;
    }
  lua_pushstring(L, face); /* a scenario's forced face the rules never declared */
}

/* ---- the board (g:board) ---------------------------------------------- */

/*
 * g:board() -> { life = {[seat] = n}, alive = {[seat] = true/false},
 * pile = n, [counter] = {[seat] = n}... }: the same tables for the whole
 * life of the game value (made by bang_lgame_open; a counter's when the
 * rules first name it, as the dice game's `arrows`). Every method below
 * that changes a seat's life, presence or counter, or the pile, rewrites
 * its entry (raw: no script code runs), and a reset rewrites them all
 * (bang_lgame_sync_board), so reading them is reading the game, without a
 * C call per look-up (the dice rules read life and arrows dozens of times
 * a turn). C never reads them: a script writing there fools only itself.
 */
static void board_number(lua_State *L, int ref, int seat, int value) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_pushinteger(L, value);
  lua_rawseti(L, -2, seat);
  lua_pop(L, 1);
}

static void board_alive(lua_State *L, const bang_game *g, int seat, bool alive) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->alive_ref);
  lua_pushboolean(L, alive);
  lua_rawseti(L, -2, seat);
  lua_pop(L, 1);
}

static void board_pile(lua_State *L, const bang_game *g) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->board_ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->pile_key_ref); /* "pile", not hashed anew per change */
  lua_pushinteger(L, g->pile);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

void bang_lgame_sync_board(lua_State *L, bang_game *g) {
  BANG_STACK_GUARD(L, 0);
  /* Each table fetched once (this runs at every reset). */
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->life_ref);  /* -2: life */
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->alive_ref); /* -1: alive */
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) {
    const bang_player *p = seat <= g->nplayers ? &g->players[seat - 1] : NULL;
    lua_pushinteger(L, p ? p->life : 0);
    lua_rawseti(L, -3, seat);
    lua_pushboolean(L, p && p->alive);
    lua_rawseti(L, -2, seat);
  }
  lua_pop(L, 2);
  /* Counters' tables, named or not yet in this game (a reset forgets the
   * names, the rules name them again, and each index keeps its table). */
  for (int i = 0; i < BANG_MAX_COUNTERS && g->counter_refs[i] != LUA_NOREF; i++) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->counter_refs[i]);
    for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) {
      lua_pushinteger(L, seat <= g->nplayers && i < g->ncounters ? g->players[seat - 1].counters[i] : 0);
      lua_rawseti(L, -2, seat);
    }
    lua_pop(L, 1);
  }
  board_pile(L, g);
}

static int l_board(lua_State *L) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, bang_checkgame(L, 1)->board_ref);
  return 1;
}

/* The board's tables, made once with `g` (the stack as it was). */
static void make_board(lua_State *L, bang_game *g) {
  static const char *const names[] = {"life", "alive"};
  int *refs[] = {&g->life_ref, &g->alive_ref};
  lua_createtable(L, 0, 4); /* -1: board */
  for (int i = 0; i < 2; i++) {
    lua_createtable(L, BANG_MAX_PLAYERS, 0); /* -1: the table, -2: board */
    for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) {
      if (i == 1) lua_pushboolean(L, 0);
      else lua_pushinteger(L, 0);
      lua_rawseti(L, -2, seat);
    }
    lua_pushvalue(L, -1);
    *refs[i] = luaL_ref(L, LUA_REGISTRYINDEX); /* -1: the table, -2: board */
    lua_setfield(L, -2, names[i]);             /* -1: board */
  }
  lua_pushliteral(L, "pile");
  lua_pushvalue(L, -1);
  g->pile_key_ref = luaL_ref(L, LUA_REGISTRYINDEX); /* -1: "pile", -2: board */
  lua_pushinteger(L, 0);
  lua_rawset(L, -3);
  g->board_ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

/* ---- players ---------------------------------------------------------- */

static int l_players(lua_State *L) {
  lua_pushinteger(L, bang_checkgame(L, 1)->nplayers);
  return 1;
}

BANG_PLAYER_FIELD(l_name, bang_checkgame(L, 1), lua_pushstring(L, p->name))
BANG_PLAYER_FIELD(l_role, bang_checkgame(L, 1), lua_pushstring(L, p->role))
BANG_PLAYER_FIELD(l_character, bang_checkgame(L, 1), lua_pushstring(L, p->character))
BANG_PLAYER_FIELD(l_life, bang_checkgame(L, 1), lua_pushinteger(L, p->life))
BANG_PLAYER_FIELD(l_max_life, bang_checkgame(L, 1), lua_pushinteger(L, p->max_life))
BANG_PLAYER_FIELD(l_alive, bang_checkgame(L, 1), lua_pushboolean(L, p->alive))
BANG_PLAYER_FIELD(l_revealed, bang_checkgame(L, 1), lua_pushboolean(L, p->role_revealed))

/* Script text kept by C: a copy, without terminal controls. */
static void copy_id(char *dst, size_t cap, const char *src) {
  size_t len = strlen(src); /* as snprintf "%s" cuts it, without its cost (roles, characters: every game) */
  if (len >= cap) len = cap - 1;
  memcpy(dst, src, len);
  dst[len] = '\0';
  bang_msg_clean(dst);
}

/* Counts scripts may set (counters, the pile, the turn): whole numbers in
 * 0..BANG_COUNT_MAX, so sums over the players stay far from int overflow. */
enum { BANG_COUNT_MAX = 1000000 };

static int check_count(lua_State *L, int index, const char *what) {
  lua_Integer n = luaL_checkinteger(L, index);
  if (n < 0 || n > BANG_COUNT_MAX)
    return luaL_error(L, "%s must be 0 to %d, got %I", what, (int)BANG_COUNT_MAX, n);
  return (int)n;
}

static int l_set_role(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  copy_id(p->role, sizeof p->role, luaL_checkstring(L, 3));
  p->role_revealed = lua_toboolean(L, 4);
  return 0;
}

static int l_set_character(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  copy_id(p->character, sizeof p->character, luaL_checkstring(L, 3));
  return 0;
}

/* D-2 / D-14: life stays within 0..maximum; returns the new life. */
static int l_set_life(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  lua_Integer life = luaL_checkinteger(L, 3);
  if (life < 0) life = 0;
  if (life > p->max_life) life = p->max_life;
  p->life = (int)life;
  board_number(L, g->life_ref, (int)(p - g->players) + 1, p->life);
  lua_pushinteger(L, p->life);
  return 1;
}

static int l_set_max_life(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  lua_Integer max = luaL_checkinteger(L, 3);
  luaL_argcheck(L, max >= 1 && max <= 99, 3, "maximum life out of range");
  p->max_life = (int)max;
  if (p->life > p->max_life) {
    p->life = p->max_life;
    board_number(L, g->life_ref, (int)(p - g->players) + 1, p->life);
  }
  return 0;
}

/* Name counter i (new) as name (len bytes), its board table made on the
 * index's first name and set as board[name] (the name it had before this
 * reset, if another, taken away), zeroed for the seats. Stack unchanged. */
static void name_counter(lua_State *L, bang_game *g, int i, const char *name, size_t len) {
  BANG_STACK_GUARD(L, 0);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->board_ref); /* -1: board */
  if (g->counter_refs[i] == LUA_NOREF) {
    lua_createtable(L, BANG_MAX_PLAYERS, 0);
    g->counter_refs[i] = luaL_ref(L, LUA_REGISTRYINDEX);
  } else if (strcmp(g->counter_names[i], name) != 0) {
    lua_pushnil(L);
    lua_setfield(L, -2, g->counter_names[i]); /* (raw: the board has no metatable) */
  }
  memcpy(g->counter_names[i], name, len + 1);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->counter_refs[i]); /* -1: its table, -2: board */
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) {
    lua_pushinteger(L, 0);
    lua_rawseti(L, -2, seat);
  }
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

/* The index of the counter called name (at the stack's index) in g, named
 * now if it is new and make is set; -1 if there is none. */
static int counter_index(lua_State *L, bang_game *g, int index, bool make) {
  size_t len;
  const char *name = luaL_checklstring(L, index, &len);
  for (int i = 0; i < g->ncounters; i++)
    if (strcmp(g->counter_names[i], name) == 0) return i;
  if (!make) return -1;
  bool word = len > 0 && len < BANG_ID_LEN;
  for (size_t i = 0; word && i < len; i++) word = (name[i] >= 'a' && name[i] <= 'z') || name[i] == '_';
  if (!word) return luaL_error(L, "a counter's name is 1 to %d lower-case letters or '_'", BANG_ID_LEN - 1);
  if (g->ncounters == BANG_MAX_COUNTERS)
    return luaL_error(L, "a game has at most %d counters", (int)BANG_MAX_COUNTERS);
  name_counter(L, g, g->ncounters, name, len);
  return g->ncounters++;
}

/* g:counter(p, name) -> n: seat p's count of a named counter (0 before the
 * rules set it). */
static int l_counter(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  const bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  int i = counter_index(L, g, 3, false);
  lua_pushinteger(L, i < 0 ? 0 : p->counters[i]);
  return 1;
}

/* g:set_counter(p, name, n): seat p's count of a named counter (the dice
 * game's arrows, a mod's bullets), the name declared by its first use;
 * shown by the front ends the variant's manifest lists it for
 * (components.counters). */
static int l_set_counter(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  int n = check_count(L, 4, luaL_checkstring(L, 3));
  int i = counter_index(L, g, 3, true);
  p->counters[i] = n;
  board_number(L, g->counter_refs[i], (int)(p - g->players) + 1, n);
  return 0;
}

/* g:move_counter(p, name, n) -> pile: n of a counter's tokens from the pile
 * to seat p (n < 0: from p back to the pile), in one call instead of a
 * g:set_pile and a g:set_counter (the dice rules move arrows several times
 * a turn). */
static int l_move_counter(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  const char *name = luaL_checkstring(L, 3);
  lua_Integer n = luaL_checkinteger(L, 4);
  int i = counter_index(L, g, 3, true);
  /* n is checked before any arithmetic on it (math.mininteger). */
  bool sane = n >= -BANG_COUNT_MAX && n <= BANG_COUNT_MAX;
  lua_Integer pile = sane ? (lua_Integer)g->pile - n : -1, held = sane ? (lua_Integer)p->counters[i] + n : -1;
  if (!sane || pile < 0 || held < 0 || pile > BANG_COUNT_MAX || held > BANG_COUNT_MAX)
    return luaL_error(L, "cannot move %I %s: the pile holds %d and the player %d", n, name, g->pile,
                      p->counters[i]);
  g->pile = (int)pile;
  p->counters[i] = (int)held;
  board_number(L, g->counter_refs[i], (int)(p - g->players) + 1, p->counters[i]);
  board_pile(L, g);
  lua_pushinteger(L, pile);
  return 1;
}

static int l_reveal(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  g->players[bang_checkseat(L, g, 2) - 1].role_revealed = true;
  return 0;
}

/* D-14: out of the game, role shown. */
static int l_eliminate(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_player *p = &g->players[bang_checkseat(L, g, 2) - 1];
  p->alive = false;
  p->role_revealed = true;
  p->life = 0;
  p->out_turn = g->turn;
  /* by whom, if the rules say (for the end of game's summary) */
  p->out_by = lua_isnoneornil(L, 3) ? 0 : bang_checkseat(L, g, 3);
  int seat = (int)(p - g->players) + 1;
  board_alive(L, g, seat, false);
  board_number(L, g->life_ref, seat, 0);
  return 0;
}

static int l_pile(lua_State *L) {
  lua_pushinteger(L, bang_checkgame(L, 1)->pile);
  return 1;
}

static int l_set_pile(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  g->pile = check_count(L, 2, "the pile");
  board_pile(L, g);
  return 0;
}

static int l_active(lua_State *L) {
  lua_pushinteger(L, bang_checkgame(L, 1)->active);
  return 1;
}

static int l_set_active(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  g->active = bang_checkseat(L, g, 2);
  return 0;
}

static int l_turn(lua_State *L) {
  lua_pushinteger(L, bang_checkgame(L, 1)->turn);
  return 1;
}

/* g:set_turn(n [, p]): the turn number and, given a seat, the active
 * player too (one call at the start of every turn instead of two). */
static int l_set_turn(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  int turn = check_count(L, 2, "the turn");
  if (!lua_isnoneornil(L, 3)) g->active = bang_checkseat(L, g, 3);
  g->turn = turn;
  return 0;
}

/* Push the extra set-up table (setup.extra), loading it once; nil if none. */
static void push_extra(lua_State *L, bang_game *g) {
  BANG_STACK_GUARD(L, 1);
  if (g->preset_ref != LUA_NOREF) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->preset_ref); /* -1: extra */
    return;
  }
  if (!g->preset_lua) {
    lua_pushnil(L); /* -1: nil */
    return;
  }
  if (bang_sandbox_load(L, g->preset_lua, strlen(g->preset_lua), "=(set-up)") != LUA_OK)
    lua_error(L);     /* -1: the syntax error */
  lua_call(L, 0, 1); /* -1: extra */
  if (!lua_istable(L, -1)) luaL_error(L, "the extra set-up must be a table");
  lua_pushvalue(L, -1);                           /* -1: extra, -2: extra */
  g->preset_ref = luaL_ref(L, LUA_REGISTRYINDEX); /* -1: extra */
}

/* Copy fields of the table at from into the table at to, keeping to's own. */
static void merge_missing(lua_State *L, int from, int to, const char *skip) {
  BANG_STACK_GUARD(L, 0);
  lua_pushnil(L); /* -1: first key */
  while (lua_next(L, from)) { /* -1: value, -2: key */
    if (lua_type(L, -2) == LUA_TSTRING && (!skip || strcmp(lua_tostring(L, -2), skip) != 0)) {
      lua_pushvalue(L, -2);                 /* -1: key, -2: value, -3: key */
      if (lua_rawget(L, to) == LUA_TNIL) {  /* -1: to[key], -2: value, -3: key */
        lua_pushvalue(L, -3);               /* -1: key */
        lua_pushvalue(L, -3);               /* -1: value, -2: key */
        lua_rawset(L, to);                  /* to[key] = value; -1: to[key] */
      }
      lua_pop(L, 1); /* -1: value, -2: key */
    }
    lua_pop(L, 1); /* -1: key, for lua_next */
  }
}

/* The table at the top (l_preset's result) gets the extra set-up's fields
 * it lacks: those of extra.players[seat], or with seat 0 the top-level ones. */
static int l_preset_extra(lua_State *L, bang_game *g, int seat) {
  int result = lua_gettop(L); /* result: the table being built */
  push_extra(L, g);           /* -1: extra or nil */
  if (!lua_istable(L, -1)) {
    lua_settop(L, result); /* -1: result */
    return 1;
  }
  if (seat) {
    /* if both are tables: -1: extra.players[seat], -2: extra.players, -3: extra */
    if (lua_getfield(L, -1, "players") == LUA_TTABLE && lua_geti(L, -1, seat) == LUA_TTABLE)
      merge_missing(L, lua_gettop(L), result, NULL);
  } else {
    merge_missing(L, lua_gettop(L), result, "players"); /* from -1: extra */
  }
  lua_settop(L, result); /* -1: result */
  return 1;
}

/* g:preset(seat) -> {role=, character=, life=, ...extra (a counter: arrows=)};
 * g:preset() -> {pile=, first=, choose_characters=, ask_always=, ...extra} */
static int l_preset(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  int whole_table = lua_isnoneornil(L, 2);
  int i = whole_table ? 0 : bang_checkseat(L, g, 2) - 1;
  lua_newtable(L);
  if (whole_table) {
    if (g->setup.pile != BANG_UNSET) {
      lua_pushinteger(L, g->setup.pile);
      lua_setfield(L, -2, "pile");
    }
    if (g->setup.first != BANG_UNSET) {
      lua_pushinteger(L, g->setup.first);
      lua_setfield(L, -2, "first");
    }
    if (g->setup.choose_characters) {
      lua_pushboolean(L, 1);
      lua_setfield(L, -2, "choose_characters");
    }
    if (g->setup.ask_always) {
      lua_pushboolean(L, 1);
      lua_setfield(L, -2, "ask_always");
    }
    return l_preset_extra(L, g, 0);
  }
  if (g->setup.roles[i]) {
    lua_pushstring(L, g->setup.roles[i]);
    lua_setfield(L, -2, "role");
  }
  if (g->setup.characters[i]) {
    lua_pushstring(L, g->setup.characters[i]);
    lua_setfield(L, -2, "character");
  }
  if (g->setup.life[i] != BANG_UNSET) {
    lua_pushinteger(L, g->setup.life[i]);
    lua_setfield(L, -2, "life");
  }
  return l_preset_extra(L, g, i + 1);
}

/* ---- dice ------------------------------------------------------------- */

/* g:set_dice(count, {face ids}) declares the dice and their faces. */
static int l_set_dice(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_argcheck(L, n >= 1 && n <= BANG_MAX_DICE, 2, "too many dice");
  luaL_checktype(L, 3, LUA_TTABLE);
  int nfaces = (int)luaL_len(L, 3);
  luaL_argcheck(L, nfaces >= 1 && nfaces <= BANG_MAX_FACES, 3, "bad face list");
  for (int i = 0; i < nfaces; i++) {
    lua_geti(L, 3, i + 1);
    /* The same face as the last g:set_dice declared there (the same Lua
     * string: the rules declare the same faces at every reset) needs no
     * interning and no new Lua string. */
    if (i < g->nfaces && lua_type(L, -1) == LUA_TSTRING) {
      lua_rawgeti(L, FACE_STRINGS, i + 1);
      int same = lua_rawequal(L, -1, -2);
      lua_pop(L, 1);
      if (same) {
        lua_pop(L, 1);
        continue;
      }
    }
    g->faces[i] = intern(L, g, -1);
    lua_pop(L, 1);
    lua_pushstring(L, g->faces[i]); /* what g:die returned before there was a cache */
    lua_rawseti(L, FACE_STRINGS, i + 1);
  }
  g->nfaces = nfaces;
  g->ndice = (int)n;
  for (int i = 0; i < g->ndice; i++) g->dice[i] = (bang_die){NULL, false};
  return 0;
}

static int l_ndice(lua_State *L) {
  lua_pushinteger(L, bang_checkgame(L, 1)->ndice);
  return 1;
}

/* g:die(i) -> face id (or nil if not rolled), locked */
static int l_die(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  const bang_die *d = &g->dice[check_die(L, g, 2) - 1];
  if (d->face)
    push_face(L, g, d->face);
  else
    lua_pushnil(L);
  lua_pushboolean(L, d->locked);
  return 2;
}

/* g:faces() -> array of the face ids of all dice, nil for unrolled ones */
static int l_faces(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_createtable(L, g->ndice, 0);
  for (int i = 0; i < g->ndice; i++) {
    if (!g->dice[i].face) continue;
    push_face(L, g, g->dice[i].face);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* g:count_faces(face) -> how many dice show it */
static int l_count_faces(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
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

static int l_set_die(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_die *d = &g->dice[check_die(L, g, 2) - 1];
  d->face = lua_isnil(L, 3) ? NULL : face_id(L, g, 3);
  d->locked = lua_toboolean(L, 4);
  return 0;
}

static int l_lock(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  g->dice[check_die(L, g, 2) - 1].locked = lua_toboolean(L, 3);
  return 0;
}

/* A scenario that plays scripted dice only ends where they run out. */
static bool dice_ran_out(const bang_game *g) {
  return g->scripted_dice_only && g->forced_next >= g->nforced;
}

/* Give d a forced face if a scenario queued one, else one by chance. */
static void roll_die(bang_game *g, bang_die *d) {
  if (g->forced_next < g->nforced) {
    d->face = g->forced[g->forced_next++];
  } else {
    d->face = g->faces[bang_rng_below(&g->rng, (uint32_t)g->nfaces)];
  }
}

/* g:roll(i) rolls die i: a forced face if a scenario queued one, else chance. */
static int l_roll(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_die *d = &g->dice[check_die(L, g, 2) - 1];
  if (dice_ran_out(g)) {
    g->paused = true; /* a scenario ends here: never resumed */
    return lua_yield(L, 0);
  }
  roll_die(g, d);
  push_face(L, g, d->face);
  return 1;
}

/*
 * g:roll_dice(dice, faces [, lock_face]) -> rolled, shown...: rolls the
 * dice given, each as g:roll(i) would, sets faces[i] to the face of die i
 * (unless faces is nil), and locks each die that shows lock_face. dice is
 * a list of die numbers, rolled in that order, or a bit set (bit i for die
 * i), rolled from the lowest die up. One call for a whole roll instead of
 * one per die (and one per lock). It returns the bit set of the dice it
 * rolled, then for each face g:set_dice declared, in that order, the bit
 * set of the dice showing it now: the dice rules read what a roll shows
 * from these numbers (and pass a bit set and no faces table), instead of
 * comparing face strings die by die in Lua, each comparison a call in Lua's
 * VM, and of reading and writing a table per die here.
 */
static int l_roll_dice(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  int as_set = lua_isinteger(L, 2);
  if (!as_set) luaL_checktype(L, 2, LUA_TTABLE);
  int fill = !lua_isnoneornil(L, 3);
  if (fill) luaL_checktype(L, 3, LUA_TTABLE);
  const char *lock = lua_isnoneornil(L, 4) ? NULL : face_id(L, g, 4);
  lua_Integer set = 0, n = 0;
  if (as_set) {
    set = lua_tointeger(L, 2);
    if (set & ~((((lua_Integer)1 << g->ndice) - 1) << 1))
      return luaL_error(L, "roll_dice: the set holds a bit that is no die number");
    n = g->ndice;
  } else {
    n = (lua_Integer)lua_rawlen(L, 2);
  }
  lua_Integer rolled = 0;
  for (lua_Integer k = 1; k <= n; k++) {
    lua_Integer i = k;
    if (as_set) {
      if (!(set >> k & 1)) continue;
    } else {
      lua_rawgeti(L, 2, k); /* -1: die number */
      int isnum;
      i = lua_tointegerx(L, -1, &isnum);
      if (!isnum || i < 1 || i > g->ndice)
        return luaL_error(L, "roll_dice: entry %I of the list is not a die number", k);
      lua_pop(L, 1);
    }
    if (dice_ran_out(g)) {
      g->paused = true; /* as g:roll: the dice before this one are rolled */
      return lua_yield(L, 0);
    }
    bang_die *d = &g->dice[i - 1];
    roll_die(g, d);
    if (d->face == lock) d->locked = true;
    if (fill) {
      push_face(L, g, d->face);
      lua_rawseti(L, 3, i);
    }
    rolled |= (lua_Integer)1 << i;
  }
  luaL_checkstack(L, 1 + g->nfaces, "roll_dice");
  lua_pushinteger(L, rolled);
  for (int f = 0; f < g->nfaces; f++) {
    lua_Integer shown = 0;
    for (int i = 0; i < g->ndice; i++)
      if (g->dice[i].face == g->faces[f]) shown |= (lua_Integer)1 << (i + 1);
    lua_pushinteger(L, shown);
  }
  return 1 + g->nfaces;
}

/* g:clear_dice(): every die unrolled and unlocked (a new turn's dice). */
static int l_clear_dice(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  for (int i = 0; i < g->ndice; i++) g->dice[i] = (bang_die){NULL, false};
  return 0;
}

/* g:random(n) -> 1..n from the game's RNG. */
static int l_random(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_argcheck(L, n >= 1 && n <= 0x7fffffff, 2, "bad range");
  lua_pushinteger(L, 1 + (lua_Integer)bang_rng_below(&g->rng, (uint32_t)n));
  return 1;
}

/* g:shuffle(list) -> list, shuffled in place (Fisher-Yates) with the game's
 * RNG, drawing exactly as the Lua loop `for i = #list, 2, -1 do local j =
 * g:random(i) ... end` would, in one call instead of one per element. Raw
 * length and raw access: no script code runs inside the loop, and a __len
 * cannot make it run longer than the list is (the CPU budget's hook does
 * not fire in C). */
static int l_shuffle(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  lua_Unsigned n = lua_rawlen(L, 2);
  luaL_argcheck(L, n <= 0x7fffffff, 2, "list too long");
  for (lua_Integer i = (lua_Integer)n; i >= 2; i--) {
    if ((i & 4095) == 0) bang_sandbox_check(L); /* a raw length up to 2^31: the budget */
    lua_Integer j = 1 + (lua_Integer)bang_rng_below(&g->rng, (uint32_t)i);
    lua_rawgeti(L, 2, i); /* 3: list[i] */
    lua_rawgeti(L, 2, j); /* 4: list[j] */
    lua_rawseti(L, 2, i); /* list[i] = old list[j] */
    lua_rawseti(L, 2, j); /* list[j] = old list[i] */
  }
  return 1;
}

/* ---- messages, log, result -------------------------------------------- */

/* An interned copy of script text without terminal controls (it may be
 * printed as it is, when no catalog translates it). */
static const char *intern_text(bang_game *g, const char *s) {
  size_t len = strlen(s);
  if (!bang_msg_needs_clean(s, len)) return bang_strpool_intern(g->pool, s, len);
  char buf[512];
  copy_id(buf, sizeof buf, s);
  return bang_strpool_intern(g->pool, buf, strlen(buf));
}

int bang_lgame_to_msg(lua_State *L, bang_game *g, const char *id,
                      const char *rule, int args_index, bang_msg *out) {
  BANG_STACK_GUARD(L, 0);
  if (!id) return luaL_error(L, "a message id must be a string");
  out->id = intern_text(g, id);
  out->rule = rule ? intern_text(g, rule) : NULL;
  if (!out->id || (rule && !out->rule))
    return luaL_error(L, "not enough memory: interned strings went over the scripts' memory cap");
  out->nargs = 0;
  out->to = 0;
  if (args_index == 0 || lua_isnoneornil(L, args_index)) return 1;
  args_index = lua_absindex(L, args_index);
  luaL_checktype(L, args_index, LUA_TTABLE);
  lua_pushnil(L); /* -1: first key */
  while (lua_next(L, args_index)) { /* -1: value, -2: key */
    if (out->nargs < BANG_MSG_MAX_ARGS && lua_type(L, -2) == LUA_TSTRING) {
      bang_arg *a = &out->args[out->nargs];
      memset(a, 0, sizeof *a);
      copy_id(a->key, sizeof a->key, lua_tostring(L, -2));
      int type = lua_type(L, -1);
      if (type == LUA_TNUMBER) {
        a->number = (long)lua_tointeger(L, -1);
        a->kind = bang_msg_key_is_player(a->key) ? BANG_ARG_PLAYER : BANG_ARG_NUMBER;
        out->nargs++;
      } else if (type == LUA_TSTRING) {
        copy_id(a->text, sizeof a->text, lua_tostring(L, -1));
        a->kind = BANG_ARG_TEXT;
        out->nargs++;
      }
    }
    lua_pop(L, 1); /* -1: key, for lua_next */
  }
  return 1;
}

static void append_log(lua_State *L, bang_game *g, const bang_msg *m) {
  if (g->log_size == g->log_cap) {
    size_t cap = g->log_cap ? g->log_cap * 2 : 64;
    bang_msg *bigger = bang_sandbox_alloc(g->sandbox, g->log, g->log_cap * sizeof *bigger,
                                          cap * sizeof *bigger); /* under the memory cap */
    if (!bigger) luaL_error(L, "not enough memory: the log went over the scripts' memory cap");
    g->log = bigger;
    g->log_cap = cap;
  }
  g->log[g->log_size++] = *m;
}

/* g:log(rule, msgid, args, to) records an event; rule may be nil; to, a
 * seat, tells it to that seat alone (what it learns of a hidden card). */
static int l_log(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  if (!g->logging) return 0;
  const char *rule = luaL_optstring(L, 2, NULL);
  const char *id = luaL_checkstring(L, 3);
  int to = lua_isnoneornil(L, 5) ? 0 : bang_checkseat(L, g, 5);
  bang_msg m;
  bang_lgame_to_msg(L, g, id, rule, lua_isnoneornil(L, 4) ? 0 : 4, &m);
  m.to = to;
  append_log(L, g, &m);
  return 0;
}

static int l_logging(lua_State *L) {
  lua_pushboolean(L, bang_checkgame(L, 1)->logging);
  return 1;
}

/* g:finish{id=msgid, args=, rule=, winners={seats}} ends the game. */
static int l_finish(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  if (g->over) return luaL_error(L, "the game already has a result");
  lua_getfield(L, 2, "id"); /* -1: id */
  const char *id = luaL_checkstring(L, -1);
  lua_getfield(L, 2, "rule"); /* -1: rule, -2: id */
  const char *rule = lua_tostring(L, -1);
  lua_getfield(L, 2, "args"); /* -1: args, -2: rule, -3: id */
  bang_lgame_to_msg(L, g, id, rule, lua_isnil(L, -1) ? 0 : lua_gettop(L), &g->result);
  lua_pop(L, 3); /* the strings are interned: id and rule may go */
  lua_getfield(L, 2, "winners"); /* -1: winners */
  luaL_checktype(L, -1, LUA_TTABLE);
  lua_Integer n = luaL_len(L, -1);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, -1, i); /* -1: winners[i], -2: winners */
    g->players[bang_checkseat(L, g, -1) - 1].won = true;
    lua_pop(L, 1); /* -1: winners */
  }
  lua_pop(L, 1);
  for (int i = 0; i < g->nplayers; i++) g->players[i].role_revealed = true;
  g->over = true;
  return 0;
}

static int l_over(lua_State *L) {
  lua_pushboolean(L, bang_checkgame(L, 1)->over);
  return 1;
}

/* ---- decisions -------------------------------------------------------- */

static int decide_continue(lua_State *L, int status, lua_KContext ctx) {
  (void)status;
  (void)ctx;
  /* Stack: g, decision table, ..., resumed answer (0-based) on top. */
  bang_game *g = bang_checkgame(L, 1);
  lua_Integer answer = lua_tointeger(L, -1);
  bang_drop_decision(L, g);
  lua_pushinteger(L, answer + 1); /* -1: index */
  lua_pushvalue(L, KEY_OPTIONS);  /* the continuation runs in l_decide's closure */
  lua_gettable(L, 2);             /* -1: options, -2: index */
  lua_geti(L, -1, answer + 1);    /* -1: option, -2: options, -3: index */
  lua_remove(L, -2);              /* -1: option, -2: index */
  return 2; /* index (1-based), option table */
}

/*
 * g:decide{player=, kind=, prompt=, args=, options={{cmd=, label=, args=}...}}
 * yields until the decision is answered; returns the option's index and table.
 */
static int l_decide(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  if (!lua_isyieldable(L))
    return luaL_error(L, "g:decide called outside the rules' turn loop");
  bang_decision *d = &g->decision;
  lua_pushvalue(L, KEY_PLAYER);
  lua_gettable(L, 2);
  d->player = bang_checkseat(L, g, -1);
  lua_pushvalue(L, KEY_KIND);
  lua_gettable(L, 2);                 /* 4: kind */
  luaL_checkstring(L, 4);
  lua_pushvalue(L, KEY_PROMPT);
  lua_gettable(L, 2);
  luaL_checkstring(L, -1);
  g->prompt_ready = false; /* made into a message only if someone reads it */
  lua_pushvalue(L, KEY_OPTIONS);
  lua_gettable(L, 2);                 /* 6: options */
  luaL_checktype(L, 6, LUA_TTABLE);
  /* The rules' lists are plain tables: their raw length is what # says
   * (luaL_len, which honours __len, only for a list with a metatable). */
  lua_Integer noptions;
  if (lua_getmetatable(L, 6)) {
    lua_pop(L, 1);
    noptions = luaL_len(L, 6);
  } else {
    noptions = (lua_Integer)lua_rawlen(L, 6);
  }
  if (noptions < 1) return luaL_error(L, "a decision needs at least one option");
  /* Front ends go over every option (a __len may say anything): a bound. */
  if (noptions > BANG_MAX_OPTIONS)
    return luaL_error(L, "a decision may have at most %d options, not %I", BANG_MAX_OPTIONS,
                      noptions);
  d->options = (int)noptions;
  /* Options are checked when read (bang_game_option_command), not here:
   * rules reuse the same option lists many times. */
  if (g->auto_answer && g->steps < g->auto_max_steps && g->auto_streak < BANG_AUTO_STREAK) {
    /* Random players (bang_game_answer_at_random): answered here, as
     * bang_game_advance would answer it, without the round trip through
     * a yield and a resume. Nobody reads the decision: it is not kept. */
    g->auto_streak++;
    int answer = bang_auto_answer(g);
    lua_pushinteger(L, answer + 1); /* -1: index */
    lua_geti(L, 6, answer + 1);     /* -1: option, -2: index */
    return 2;
  }
  if (g->auto_bots && g->steps < g->auto_max_steps && g->auto_streak < BANG_AUTO_STREAK) {
    /* Computer players in a simulation (bang_game_answer_by_bots): the
     * seat's bot answers here, in its world and under its own budget, as
     * bang_game_advance would have it answer after a yield. */
    int answer = g->bot_in_place(g, L, 2, 4, 6);
    if (answer >= 0) {
      g->auto_streak++;
      lua_pushinteger(L, answer + 1); /* -1: index */
      lua_geti(L, 6, answer + 1);     /* -1: option, -2: index */
      return 2;
    }
  }
  d->kind = intern(L, g, 4);
  lua_settop(L, 2);                                 /* 1: g, 2: decision */
  lua_pushvalue(L, 2);                              /* -1: decision */
  bang_keep_decision(L, g);                         /* 1: g, 2: decision */
  g->answer = -1;
  return lua_yieldk(L, 0, 0, decide_continue);
}

/* math.random replacement bound to this game's RNG. */
static int l_math_random(lua_State *L) { return bang_random(L, &bang_getgame(L)->rng); }

static const luaL_Reg methods[] = {
    {"players", l_players},       {"name", l_name},
    {"role", l_role},             {"character", l_character},
    {"life", l_life},             {"max_life", l_max_life},
    {"counter", l_counter},
    {"set_counter", l_set_counter},         {"alive", l_alive},
    {"revealed", l_revealed},     {"set_role", l_set_role},
    {"set_character", l_set_character}, {"set_life", l_set_life},
    {"set_max_life", l_set_max_life},
    {"reveal", l_reveal},         {"eliminate", l_eliminate},
    {"pile", l_pile},             {"set_pile", l_set_pile},
    {"move_counter", l_move_counter},
    {"active", l_active},         {"set_active", l_set_active},
    {"turn", l_turn},             {"set_turn", l_set_turn},
    {"preset", l_preset},
    {"ndice", l_ndice},           {"set_die", l_set_die},
    {"count_faces", l_count_faces},
    {"lock", l_lock},             {"clear_dice", l_clear_dice},
    {"random", l_random},         {"shuffle", l_shuffle},
    {"log", l_log},
    {"logging", l_logging},       {"finish", l_finish},
    {"over", l_over},             {"board", l_board},
    {NULL, NULL}};

/* The methods that read the upvalues (FACE_STRINGS, KEY_*). */
static const luaL_Reg string_methods[] = {
    {"set_dice", l_set_dice}, {"die", l_die},       {"faces", l_faces},
    {"roll", l_roll},         {"roll_dice", l_roll_dice},
    {"decide", l_decide},     {NULL, NULL}};

void bang_lgame_open(lua_State *L) {
  make_board(L, bang_getgame(L));
  luaL_setfuncs(L, methods, 0);          /* -1: methods, these added */
  lua_createtable(L, BANG_MAX_FACES, 0); /* FACE_STRINGS */
  lua_pushliteral(L, "player");
  lua_pushliteral(L, "kind");
  lua_pushliteral(L, "prompt");
  lua_pushliteral(L, "options");
  luaL_setfuncs(L, string_methods, NUPVALUES); /* -1: methods, these added */
  /* math.random now draws from this game's RNG. */
  lua_getglobal(L, "math");            /* -1: math, -2: methods */
  lua_pushcfunction(L, l_math_random); /* -1: l_math_random, -2: math */
  lua_setfield(L, -2, "random");       /* -1: math */
  lua_pop(L, 1);                       /* -1: methods */
}
