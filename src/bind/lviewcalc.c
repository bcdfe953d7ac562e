/*
 * lviewcalc.c: the view's numeric helpers (lview.h): calls that let a
 * computer player do in one C call what would take it a loop of view
 * readings and Lua arithmetic at every decision (view:tally, board, lives,
 * lives_turn, at, column, columns, grid, weigh). Each reads only what the
 * view's readings (lview.c) would give the same seat, through read-only
 * proxies (lproxy.h) and the world's copies of the scripts; none writes
 * anything but the bot's own out tables.
 */
#include "lviewint.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cards.h"

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
    key = bang_lview_lives_key(g, &exact);
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
      changed = bang_lview_fill_ids(L, 6, bang_cards_pile(&g->cards, BANG_ZONE_HAND, owner));
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

/* view:board(life, counter, counts, faces [, face...]) -> pile [, set...]:
 * the dice game's public table in one call (a computer player weighs a
 * reroll with all of it: one call instead of one per seat and die, and no
 * new table): life[q] = its life, false when out, and counts[q] = its count
 * of the named counter (the dice game's "arrows"; 0 if the game has none),
 * for every seat; faces[i] = the face of die i, nil if not rolled. Each
 * table may be nil (not written); written raw. Then, for each face named after the
 * tables, the bit set of the dice showing it (bit i for die i, as
 * g:roll_dice gives them): a bot reads the dice with bit arithmetic instead
 * of comparing face strings die by die, each comparison a step of Lua's VM. */
static int v_board(lua_State *L) {
  check_view(L);
  bang_game *g = VIEW_GAME(L);
  int nsets = lua_gettop(L) - 5;
  if (nsets < 0) nsets = 0;
  if (nsets > BANG_MAX_FACES) luaL_argerror(L, 5 + BANG_MAX_FACES + 1, "too many faces");
  lua_Integer sets[BANG_MAX_FACES];
  for (int k = 0; k < nsets; k++) {
    const char *name = luaL_checkstring(L, 6 + k);
    lua_Integer set = 0;
    for (int i = 0; i < g->ndice; i++) {
      const char *face = g->dice[i].face; /* (strcmp only past the first letter) */
      if (face && face[0] == name[0] && (face == name || strcmp(face, name) == 0))
        set |= (lua_Integer)1 << (i + 1);
    }
    sets[k] = set;
  }
  lua_settop(L, 5);
  for (int t = 2; t <= 5; t++)
    if (t != 3 && !lua_isnil(L, t)) luaL_checktype(L, t, LUA_TTABLE);
  int life = !lua_isnil(L, 2), counts = !lua_isnil(L, 4), counter = -1;
  if (counts) {
    const char *name = luaL_checkstring(L, 3);
    for (int i = 0; i < g->ncounters && counter < 0; i++)
      if (strcmp(g->counter_names[i], name) == 0) counter = i;
  }
  for (int q = 1; (life || counts) && q <= g->nplayers; q++) {
    const bang_player *p = &g->players[q - 1];
    if (life) {
      if (p->alive) lua_pushinteger(L, p->life);
      else lua_pushboolean(L, 0);
      lua_rawseti(L, 2, q);
    }
    if (counts) {
      lua_pushinteger(L, counter < 0 ? 0 : p->counters[counter]);
      lua_rawseti(L, 4, q);
    }
  }
  if (!lua_isnil(L, 5)) {
    for (int i = 0; i < g->ndice; i++) {
      if (g->dice[i].face) lua_pushstring(L, g->dice[i].face);
      else lua_pushnil(L);
      lua_rawseti(L, 5, i + 1);
    }
  }
  lua_pushinteger(L, g->pile);
  for (int k = 0; k < nsets; k++) lua_pushinteger(L, sets[k]);
  return 1 + nsets;
}

lua_Integer bang_lview_lives_key(const bang_game *g, int *exact) {
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
  lua_Integer key = bang_lview_lives_key(g, &exact);
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
  bang_lproxy_push(L, cache, lua_gettop(L));
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
          bang_lproxy_push(L, CACHE, lua_gettop(L)); /* a table as its proxy or copy */
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

const luaL_Reg bang_lview_calc_methods[] = {
    {"tally", v_tally},
    {"lives", v_lives},
    {"board", v_board},
    {"at", v_at},
    {"grid", v_grid},
    {"column", v_column},
    {"columns", v_columns},
    {"weigh", v_weigh},
    {"lives_turn", v_lives_turn},
    {NULL, NULL}};
