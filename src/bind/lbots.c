/*
 * lbots.c: the computer players' sandbox: one world per seat, each with
 * the `view` through which its bot reads the game (lview.c; docs/MODDING.md,
 * "Computer players"), and the calls game.c makes to ask a bot (lbots.h).
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
 *  - The view (lview.c) holds only its seat and answers through view.c's
 *    rules of who sees what; the rules' data a bot must read (the
 *    decision, rules.public) comes through read-only proxies (lproxy.c).
 *
 * Cost: a world is made once per seat and game object (on the seat's
 * first decision) and kept across resets. In simulations a bot is asked
 * from inside g:decide (bang_lbots_choose_now), with no yield
 * and resume around it, on the main thread as between two resumes.
 */
#include "lbots.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "lbind.h"
#include "loader.h"
#include "lproxy.h"
#include "lview.h"


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

/* ---- a world's own chance -------------------------------------------------- */

/* math.random in a world: as the game's (lgame.c), from upvalue 1's rng. */
static int w_random(lua_State *L) {
  return bang_random(L, lua_touserdata(L, lua_upvalueindex(1)));
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
  bang_lproxy_push(L, cache, -1); /* the public record as the bot sees it */
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
  bang_lview_metatables(L);
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
  bang_lview_push(L, seat);
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
    if (bang_sandbox_failed_on_memory(g->sandbox)) bang_lbots_drop_bot(g, seat);
    return 0;
  }
  return 1;
}

/* ---- what game.c calls ----------------------------------------------------- */

int bang_lbots_open_bots(bang_game *g, const char *variant, char *err, size_t errlen) {
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
      snprintf(err, errlen, "no computer player of the kind '%s' (%s)", word ? kind : "?", rel);
      return 0;
    }
  }
  return 1;
}

int bang_lbots_start_bots(bang_game *g, char *err, size_t errlen) {
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

void bang_lbots_drop_bot(bang_game *g, int seat) {
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

/* A bot.lua whose table has no function choose is a modder's mistake, not
 * "no computer player": it is told, or its seat would play at random
 * without a word. */
static void no_choose(char *err, size_t errlen) {
  if (err && errlen)
    snprintf(err, errlen, "%s",
             "bot.lua returns no function choose (docs/MODDING.md, \"Computer players\")");
}

/* The last two arguments of bot.choose: the key of view:lives (false when
 * it has none) and view:turn(), as plain values (a bot checks them at most
 * decisions to see whether anything changed: a view call less). */
static void push_lives_turn(lua_State *L, const bang_game *g) {
  int exact;
  lua_Integer key = bang_lview_lives_key(g, &exact);
  if (exact) lua_pushinteger(L, key);
  else lua_pushboolean(L, 0);
  lua_pushinteger(L, g->turn);
}

int bang_lbots_push_choice(bang_game *g, bool hint, char *err, size_t errlen) {
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
  bang_lproxy_push(L, top + 5, top + 6);                     /* top+7: the decision, read-only */
  lua_getfield(L, w, W_STATE);                        /* top+8: nil without new_game */
  /* What every bot reads first, as plain values (each would otherwise be a
   * proxy read at every decision: a C call, ~600 instructions). */
  lua_pushstring(L, g->decision.kind);     /* top+9 */
  lua_pushinteger(L, g->decision.player);  /* top+10 */
  lua_pushinteger(L, g->decision.options); /* top+11 */
  lua_pushliteral(L, "options");
  lua_rawget(L, top + 6);                  /* top+12: the real options */
  bang_lproxy_push(L, top + 5, top + 12);         /* top+13: read-only */
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
 * The body of bang_lbots_choose_now, protected: (world, decision, kind,
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
  bang_lproxy_push(L, 6, 2);           /* 10: the decision, read-only */
  lua_rawgeti(L, 1, W_SLOT_STATE); /* 11 */
  lua_pushvalue(L, 3);          /* 12: kind */
  lua_pushinteger(L, g->decision.player);
  lua_pushvalue(L, 5);          /* 14: #options */
  bang_lproxy_push(L, 6, 4);           /* 15: the options, read-only */
  push_lives_turn(L, g);        /* 16: lives' key, 17: turn */
  lua_call(L, 9, 1);            /* choose(view, decision, state, kind, player, n, options, key, turn) */
  return 1;
}

int bang_lbots_choose_now(bang_game *g, lua_State *from, int decision, int kind, int options,
                          char *err, size_t errlen) {
  lua_State *L = g->L;
  if (err && errlen) err[0] = '\0';
  if (g->bot_ref == LUA_NOREF || !lua_checkstack(L, 24)) return BANG_BOT_NOT_MADE;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->bot_ref);
  if (lua_rawgeti(L, top + 1, g->decision.player) != LUA_TTABLE) { /* not made yet */
    lua_settop(L, top);
    return BANG_BOT_NOT_MADE;
  }
  lua_pushcfunction(L, choose_now); /* top+3 */
  lua_rotate(L, top + 2, 1);        /* top+2: choose_now, top+3: the world */
  lua_pushvalue(from, decision);
  lua_pushvalue(from, kind);
  lua_pushvalue(from, options);
  lua_xmove(from, L, 3);                   /* top+4..top+6 */
  lua_pushinteger(L, g->decision.options); /* top+7 */
  int choice = BANG_BOT_FAILED;
  if (!bang_sandbox_pcall_apart(g->sandbox, L, 5, 1, err, errlen)) {
    if (bang_sandbox_failed_on_memory(g->sandbox)) {
      lua_settop(L, top);
      bang_lbots_drop_bot(g, g->decision.player);
      return BANG_BOT_FAILED;
    }
  } else {
    lua_Integer i = lua_tointeger(L, -1);
    if (lua_isinteger(L, -1) && i >= 1 && i <= g->decision.options) choice = (int)i - 1;
    else if (lua_gettop(L) > top + 1) {
      if (err) snprintf(err, errlen, "%s", luaL_typename(L, -1));
      choice = BANG_BOT_NO_OPTION;
    } else {
      no_choose(err, errlen); /* (choose_now returned nothing) */
    }
  }
  lua_settop(L, top);
  return choice;
}
