/*
 * game.c: a game's lifecycle and its step loop.
 *
 * bang_game_new builds the sandbox, binds `g`, loads lua/prelude.lua and the
 * variant's scripts (rules.lua, schema.lua, characters/NAME.lua and
 * cards/NAME.lua in name order, each checked against the schema,
 * rulebook.lua, bot.lua), each in an environment of its own (loader.c), and
 * runs rules.setup(g, characters, cards). bot.lua runs apart, once per seat
 * in a world of its own that sees the game only through the seat's view
 * (src/bind/lbots.c, src/core/view.c). The rules' play(g) then runs
 * as a coroutine: bang_game_advance resumes it until it yields a Decision
 * (g:decide) or returns with a result (g:finish). Every call into Lua is
 * protected and budgeted; a script error fails the game with the message
 * naming file and line, and never takes the process down. That includes C
 * reading what scripts made (decision, option and rules tables, whose
 * metamethods may fail or whose reads may run out of memory): such reads
 * run inside guarded(), and strings kept from them are interned copies.
 */
#include "game.h"

#include <ctype.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamestate.h"
#include "loader.h"
#include "rulebook.h"
#include "lbind.h"
#include "lcards.h"
#include "levents.h"
#include "lgame.h"
#include "lquery.h"
#include "lbots.h"
#include "lproxy.h"

#ifndef BANG_DATA_DIR
#define BANG_DATA_DIR "."
#endif

/* The Lua bindings that make up `g`, each adding its own methods (see
 * lbind.h): one list, as Lua's linit.c lists its libraries. */
static const bang_lopen bindings[] = {bang_lgame_open, bang_lcards_open, bang_levents_open,
                                      bang_lquery_open, NULL};

static const char *const default_names[BANG_MAX_PLAYERS] = {
    "ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal"};

/* ---- protected reads of script values ------------------------------- */

typedef struct guarded_call {
  int (*fn)(bang_game *g, void *ud);
  bang_game *g;
  void *ud;
  int result;
} guarded_call;

static int guarded_run(lua_State *L) {
  guarded_call *c = lua_touserdata(L, 1);
  lua_settop(L, 0);
  c->result = c->fn(c->g, c->ud);
  return 0;
}

/* fn(g, ud) inside a protected call on g->L; 0 and the message in err if a
 * Lua error escaped it (*result is then fallback). */
static int run_guarded(bang_game *g, int (*fn)(bang_game *, void *), void *ud, int fallback,
                       int *result, char *err, size_t errlen) {
  guarded_call c = {fn, g, ud, fallback};
  int ok = bang_sandbox_protect(g->sandbox, guarded_run, &c, err, errlen);
  *result = ok ? c.result : fallback;
  return ok;
}

static void fail_with(bang_game *g, const char *what);

/* run_guarded for the readers of a running game: an error fails the game
 * (a finished game keeps its result; the message is kept in its error).
 * The reads of one decision share one budget (issue 31): a front end reads
 * each option in a call of its own, and a budget per call let a mod's
 * options, each slow to read, hold the prompt for as long as it liked. */
static int guarded(bang_game *g, int (*fn)(bang_game *, void *), void *ud, int fallback) {
  char err[sizeof g->error];
  guarded_call c = {fn, g, ud, fallback};
  if (bang_sandbox_protect_shared(g->sandbox, guarded_run, &c, &g->read_spent_ms, err,
                                  sizeof err))
    return c.result;
  if (g->status == BANG_OVER) {
    snprintf(g->error, sizeof g->error, "%s", bang_msg_clean(err));
  } else if (g->status != BANG_FAILED) { /* the first failure is the one told */
    fail_with(g, err);
    g->read_spent_ms = 0; /* a budget for reading what is shown of the failed game */
  }
  return fallback;
}

/* A string from a script as an interned copy fit for a terminal. */
static const char *intern_clean(bang_game *g, const char *s, size_t len) {
  if (!bang_msg_needs_clean(s, len)) return bang_strpool_intern(g->pool, s, len);
  /* A NUL byte is a control too, dropped here: kept, it would end the
   * text there and make "a\0b" and "a\0c" the same command. */
  char buf[1024];
  size_t k = 0;
  for (size_t i = 0; i < len && k < sizeof buf - 1; i++)
    if (s[i] != '\0') buf[k++] = s[i];
  buf[k] = '\0';
  bang_msg_clean(buf);
  return bang_strpool_intern(g->pool, buf, strlen(buf));
}

void bang_setup_init(bang_setup *setup, const char *variant, int players,
                     uint64_t seed) {
  memset(setup, 0, sizeof *setup);
  setup->variant = variant;
  setup->players = players;
  setup->seed = seed;
  for (int i = 0; i < BANG_MAX_PLAYERS; i++)
    setup->life[i] = BANG_UNSET;
  setup->pile = setup->first = BANG_UNSET;
}

static int valid_variant(const char *v) {
  if (!v || !*v || strlen(v) >= 16) return 0;
  for (const char *c = v; *c; c++)
    if (!islower((unsigned char)*c)) return 0;
  return 1;
}

/* Run <variant>/file from the last root that has it (loader.h). */
static int load_script(bang_game *g, const char *file, int required, char *err, size_t errlen) {
  char rel[600], path[2048];
  snprintf(rel, sizeof rel, "%s/%s", g->variant, file);
  bang_loader_find(g->L, rel, path, sizeof path);
  return bang_loader_run(g->L, path, required, err, errlen);
}

/* Pushes {tables of <variant>/sub/NAME.lua over every root in file-name
 * order, [id] = table}, each checked as a `kind` against the schema table
 * at schema_index (0: no schema); the rules each brings go into the
 * rulebook table at index rulebook. */
static int load_scripts(bang_game *g, const char *sub, int schema_index, int rulebook,
                        const char *kind, char *err, size_t errlen) {
  char rel[600];
  snprintf(rel, sizeof rel, "%s/%s", g->variant, sub);
  lua_newtable(g->L);
  int n;
  char **files = bang_loader_list(g->L, rel, &n);
  int ok = n >= 0;
  if (!ok) snprintf(err, errlen, "%s: out of memory listing the scripts", rel);
  for (int i = 0; i < n && ok; i++) {
    const char *file = files[i];
    if (!bang_loader_run(g->L, file, 1, err, errlen)) {
      ok = 0;
    } else if (!lua_istable(g->L, -1) || lua_getfield(g->L, -1, "id") != LUA_TSTRING) {
      /* "<folder>/characters/x.lua", the folder that of the file that won */
      char dir[2048];
      size_t dirlen = strlen(file) - strlen(strrchr(file, '/')) - strlen(sub) - 1;
      snprintf(dir, sizeof dir, "%.*s", (int)dirlen, file);
      snprintf(err, errlen, "%s/%s: the script must return a table with an id", dir,
               file + dirlen + 1);
      ok = 0;
    } else if (schema_index && !bang_loader_check(g->L, schema_index, kind, -2, file, err, errlen)) {
      ok = 0;
    } else if (!bang_rulebook_add(g->L, rulebook, -2, file, err, errlen)) {
      ok = 0;
    } else {
      lua_pushvalue(g->L, -2);
      lua_settable(g->L, -4); /* characters[id] = table */
      lua_rawseti(g->L, -2, (lua_Integer)luaL_len(g->L, -2) + 1);
    }
  }
  bang_loader_free_list(files, n);
  return ok;
}

/* Copy what the caller asked for; its strings need not outlive the call. */
static void take_setup(bang_game *g, const bang_setup *setup) {
  g->setup = *setup;
  g->nplayers = setup->players;
  memset(g->players, 0, sizeof g->players);
  g->ncounters = 0;
  for (int i = 0; i < g->nplayers; i++) {
    bang_player *p = &g->players[i];
    snprintf(p->name, sizeof p->name, "%s",
             setup->names[i] ? setup->names[i] : default_names[i]);
    bang_msg_clean(p->name);
    p->alive = true;
    g->setup.names[i] = NULL;
    if (setup->roles[i])
      g->setup.roles[i] = intern_clean(g, setup->roles[i], strlen(setup->roles[i]));
    if (setup->characters[i])
      g->setup.characters[i] = intern_clean(g, setup->characters[i], strlen(setup->characters[i]));
  }
  for (int i = 0; i < BANG_MAX_PLAYERS; i++) {
    /* (checked when the bots start: bang_lbots_start_bots) */
    const char *kind = i < g->nplayers && setup->bots[i] ? setup->bots[i] : "";
    if (strlen(kind) >= sizeof g->bot_kinds[i]) kind = "?"; /* too long: refused there */
    snprintf(g->bot_kinds[i], sizeof g->bot_kinds[i], "%s", kind);
    g->setup.bots[i] = NULL;
  }
  g->setup.data_dir = NULL;
  memset(g->setup.mods, 0, sizeof g->setup.mods);
  free(g->preset_lua);
  g->preset_lua = setup->extra ? strdup(setup->extra) : NULL;
  g->setup.extra = NULL;
  if (g->L) luaL_unref(g->L, LUA_REGISTRYINDEX, g->preset_ref);
  g->preset_ref = LUA_NOREF;
  bang_cards_clear(&g->cards);
  g->card_moves++;
  for (int z = 0; z <= BANG_ZONE_FACEUP; z++) {
    g->zone_moves[z]++;
    for (int p = 0; p <= BANG_MAX_PLAYERS; p++) g->seat_moves[z][p] = g->zone_moves[z];
  }
  bang_rng_seed(&g->rng, setup->seed);
}

/* Each seat's bot already loaded starts the new game: bot.new_game(view,
 * public) in its own world (lbots.c). */
static int start_bot(bang_game *g, char *err, size_t errlen) {
  return bang_lbots_start_bots(g, err, errlen);
}

/* rules.setup(g, characters), then a fresh coroutine for rules.play. */
static int start_rules(bang_game *g, char *err, size_t errlen) {
  lua_State *L = g->L;
  bang_lgame_sync_board(L, g); /* take_setup changed the seats outside Lua */
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  lua_getfield(L, -1, "setup");
  lua_remove(L, -2);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->game_ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->characters_ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->cards_ref);
  if (!bang_sandbox_pcall(g->sandbox, L, 3, 0, err, errlen)) return 0;
  if (!start_bot(g, err, errlen)) return 0;
  if (!g->script) { /* (a reset may keep the last game's: bang_game_reset) */
    g->script = lua_newthread(L);
    g->script_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  g->status = BANG_AWAITING;
  return 1;
}

struct start_args {
  char *err;
  size_t errlen;
};

static int start_guarded(bang_game *g, void *ud) {
  struct start_args *a = ud;
  return start_rules(g, a->err, a->errlen);
}

int bang_game_reset(bang_game *g, const bang_setup *setup, char *err, size_t errlen) {
  if (!setup->variant || strcmp(setup->variant, g->variant) != 0) {
    snprintf(err, errlen, "a game can only be reset to the same variant");
    return 0;
  }
  if (setup->players < 1 || setup->players > BANG_MAX_PLAYERS) {
    snprintf(err, errlen, "a game has 1 to %d players", BANG_MAX_PLAYERS);
    return 0;
  }
  lua_State *L = g->L;
  bang_events_clear(g);
  bang_drop_decision(L, g);
  /* A coroutine that ran rules.play to its end (or never started) is back
   * at its base level with an empty stack, and can run it again: the next
   * game keeps it, with the stack it grew (a new one per game grew its
   * stack anew each time, a good part of a short game's garbage). One left
   * in a decision, paused or failed is dropped. */
  if (g->script && (lua_status(g->script) != LUA_OK || lua_gettop(g->script) != 0)) {
    luaL_unref(L, LUA_REGISTRYINDEX, g->script_ref);
    g->script_ref = LUA_NOREF;
    g->script = NULL;
  }
  g->active = g->turn = g->pile = 0;
  g->ndice = 0;
  g->nforced = g->forced_next = 0;
  g->scripted_dice_only = g->paused = false;
  g->log_size = 0;
  g->started = g->over = false;
  g->answer = -1;
  g->steps = 0;
  g->auto_answer = g->auto_bots = false;
  g->bot_failures = 0;
  g->bot_error[0] = '\0';
  g->error[0] = '\0';
  memset(&g->result, 0, sizeof g->result);
  memset(&g->decision, 0, sizeof g->decision);
  take_setup(g, setup);
  struct start_args a = {err, errlen};
  int started = 0;
  if (!run_guarded(g, start_guarded, &a, 0, &started, err, errlen) || !started) {
    if (errlen) bang_msg_clean(err); /* a script's own words: shown to a terminal */
    snprintf(g->error, sizeof g->error, "%s", err);
    g->status = BANG_FAILED;
    return 0;
  }
  return 1;
}

struct load_args {
  const bang_setup *setup;
  char *err;
  size_t errlen;
};
static int load_game(bang_game *g, void *ud);

bang_game *bang_game_new(const bang_setup *setup, char *err, size_t errlen) {
  if (!valid_variant(setup->variant)) {
    snprintf(err, errlen, "unknown game variant");
    return NULL;
  }
  if (setup->players < 1 || setup->players > BANG_MAX_PLAYERS) {
    snprintf(err, errlen, "a game has 1 to %d players", BANG_MAX_PLAYERS);
    return NULL;
  }
  bang_game *g = calloc(1, sizeof *g);
  if (!g) {
    snprintf(err, errlen, "out of memory");
    return NULL;
  }
  snprintf(g->variant, sizeof g->variant, "%s", setup->variant);
  g->logging = true;
  g->eager_prompts = true;
  g->decision_ref = g->script_ref = g->rules_ref = LUA_NOREF;
  g->bot_ref = g->characters_ref = g->rulebook_ref = g->game_ref = LUA_NOREF;
  g->preset_ref = g->bot_game_ref = g->decision_slot = LUA_NOREF;
  g->board_ref = g->life_ref = g->alive_ref = g->pile_key_ref = g->events_ref = LUA_NOREF;
  for (int i = 0; i < BANG_MAX_COUNTERS; i++) g->counter_refs[i] = LUA_NOREF;
  g->answer = -1;
  g->sandbox = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  /* Interned strings count against the scripts' memory cap. */
  if (g->sandbox) g->pool = bang_strpool_new_in(bang_sandbox_alloc, g->sandbox);
  if (!g->pool || !g->sandbox) {
    snprintf(err, errlen, "out of memory");
    bang_game_free(g);
    return NULL;
  }
  g->L = bang_sandbox_state(g->sandbox);
  struct load_args a = {setup, err, errlen};
  int loaded = 0;
  if (!run_guarded(g, load_game, &a, 0, &loaded, err, errlen) || !loaded) {
    if (errlen) bang_msg_clean(err); /* a script's own words: shown to a terminal */
    bang_game_free(g);
    return NULL;
  }
  return g;
}

/* The Lua part of bang_game_new, run protected (the scripts' tables are
 * read: their metamethods may fail). 0 and err on failure. */
static int load_game(bang_game *g, void *ud) {
  struct load_args *a = ud;
  const bang_setup *setup = a->setup;
  char *err = a->err;
  size_t errlen = a->errlen;
  lua_State *L = g->L;
  bang_pushgame(L, g, bindings); /* before any coroutine: see lbind.h */
  g->game_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushboolean(L, 0);
  g->decision_slot = luaL_ref(L, LUA_REGISTRYINDEX); /* for every decision */
  take_setup(g, setup);

  const char *data = setup->data_dir ? setup->data_dir : BANG_DATA_DIR;
  char lua_dir[900], rel[64], variant_dir[2048];
  snprintf(lua_dir, sizeof lua_dir, "%s/lua", data);
  const char *roots[1 + BANG_MAX_MODS] = {lua_dir};
  int nroots = 1;
  for (int i = 0; i < BANG_MAX_MODS && setup->mods[i]; i++) roots[nroots++] = setup->mods[i];
  if (!bang_loader_open(L, roots, nroots, g->variant, err, errlen)) return 0;
  if (!load_script(g, "rules.lua", 1, err, errlen)) return 0;
  /* The folder of the rules.lua that won, for the messages */
  snprintf(rel, sizeof rel, "%s/rules.lua", g->variant);
  bang_loader_find(L, rel, variant_dir, sizeof variant_dir);
  variant_dir[strlen(variant_dir) - strlen("/rules.lua")] = '\0';
  if (!lua_istable(L, -1)) {
    snprintf(err, errlen, "%s/rules.lua: the script must return a table", variant_dir);
    return 0;
  }
  g->rules_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  /* The declared vocabulary, if the variant has one, stays on the stack
   * while its characters and cards load. */
  /* The rulebook first: characters and cards may add rules of their own. */
  if (!load_script(g, "rulebook.lua", 0, err, errlen)) return 0;
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
  }
  int rulebook = lua_gettop(L);
  if (!load_script(g, "schema.lua", 0, err, errlen)) return 0;
  int schema = lua_istable(L, -1) ? lua_gettop(L) : 0;
  if (!load_scripts(g, "characters", schema, rulebook, "character", err, errlen)) return 0;
  g->characters_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  if (!load_scripts(g, "cards", schema, rulebook, "card", err, errlen)) return 0;
  g->cards_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  /* Its events, for g:on and g:on_own to check names against. */
  luaL_unref(L, LUA_REGISTRYINDEX, g->events_ref);
  g->events_ref = LUA_NOREF;
  if (schema) {
    if (lua_getfield(L, schema, "events") == LUA_TTABLE) g->events_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    else lua_pop(L, 1);
  }
  lua_pop(L, 1); /* the schema */
  /* Every script loaded so far: the rules and their modules too. */
  if (!bang_rulebook_check_mods(L, rulebook, err, errlen)) return 0;
  g->rulebook_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  if (!bang_lbots_open_bots(g, g->variant, err, errlen)) return 0;
  /* Its manifest, for the front ends (what the table shows): none is no
   * error here, the command line has said which games there are. */
  int manifest = bang_variant_read(L, g->variant, &g->manifest, err, errlen);
  if (manifest == 0) return 0;
  g->has_manifest = manifest == 1;

  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (lua_getfield(L, -1, "setup") != LUA_TFUNCTION ||
      lua_getfield(L, -2, "play") != LUA_TFUNCTION) {
    snprintf(err, errlen, "%s/rules.lua: rules need setup and play functions", variant_dir);
    return 0;
  }
  lua_pop(L, 3);
  return start_rules(g, err, errlen);
}

void bang_game_free(bang_game *g) {
  if (!g) return;
  bang_strpool_free(g->pool); /* first: its memory is the sandbox's */
  bang_sandbox_free(g->sandbox);
  free(g->forced);
  free(g->preset_lua);
  free(g->log);
  free(g->handlers);
  free(g->listeners);
  free(g->listener_slots);
  free(g);
}

void bang_game_set_logging(bang_game *g, bool on) { g->logging = on; }
void bang_game_set_eager_prompts(bang_game *g, bool on) { g->eager_prompts = on; }

/* A decision waits for its answer (its prompt need not be read yet). */
static bool decision_pending(const bang_game *g) {
  return g->status == BANG_AWAITING && g->decision_ref != LUA_NOREF;
}

int bang_game_force_faces(bang_game *g, const char *const *faces, int n,
                          char *err, size_t errlen) {
  for (int i = 0; i < n; i++) {
    const char *face = bang_strpool_intern(g->pool, faces[i], strlen(faces[i]));
    int known = 0;
    for (int f = 0; f < g->nfaces; f++) known |= g->faces[f] == face;
    if (!known) {
      snprintf(err, errlen, "unknown die face '%s'", faces[i]);
      return 0;
    }
    if (g->nforced == g->forced_cap) {
      size_t cap = g->forced_cap ? g->forced_cap * 2 : 32;
      const char **bigger = realloc(g->forced, cap * sizeof *bigger);
      if (!bigger) {
        snprintf(err, errlen, "out of memory");
        return 0;
      }
      g->forced = bigger;
      g->forced_cap = cap;
    }
    g->forced[g->nforced++] = face;
  }
  return 1;
}

static void fail_with(bang_game *g, const char *what) {
  if (what != g->error) snprintf(g->error, sizeof g->error, "%s", what);
  bang_msg_clean(g->error);
  g->status = BANG_FAILED;
}

/* Push rules.play onto the coroutine (run guarded: rules is a script's). */
static int push_play(bang_game *g, void *ud) {
  (void)ud;
  lua_State *L = g->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (!lua_istable(L, -1) || lua_getfield(L, -1, "play") != LUA_TFUNCTION)
    return luaL_error(L, "rules.play is not a function");
  lua_xmove(L, g->script, 1);
  return 1;
}

static int fill_prompt(bang_game *g, void *ud);

static enum bang_status advance_once(bang_game *g);

void bang_game_answer_at_random(bang_game *g, uint64_t seed, long max_steps) {
  g->auto_answer = true;
  g->auto_state = seed;
  g->auto_max_steps = max_steps;
}

static void note_bot_failure(bang_game *g, const char *why) {
  if (g->bot_failures++ == 0) snprintf(g->bot_error, sizeof g->bot_error, "%s", why);
}

/* g->bot_in_place (see gamestate.h): the seat's bot answers from inside
 * g:decide, the decision's table, kind and options at those indexes of
 * from; as bang_game_advance answers a decision that came out through a
 * yield, a failure counted and answered at random. */
static int bot_in_place(bang_game *g, lua_State *from, int decision, int kind, int options) {
  char err[sizeof g->error];
  int choice = bang_lbots_choose_now(g, from, decision, kind, options, err, sizeof err);
  if (choice == BANG_BOT_NOT_MADE) return -1; /* the seat's world is made on the way out */
  if (choice == BANG_BOT_NO_OPTION) {
    char type[32];
    snprintf(type, sizeof type, "%.20s", err); /* a type name */
    snprintf(err, sizeof err, "bot.choose returned %s, not an option number 1 to %d", type,
             g->decision.options);
  }
  if (choice < 0) {
    bang_msg_clean(err);
    note_bot_failure(g, err);
    return bang_auto_answer(g);
  }
  g->steps++;
  return choice;
}

void bang_game_answer_by_bots(bang_game *g, uint64_t seed, long max_steps) {
  if (!bang_game_has_bot(g)) {
    bang_game_answer_at_random(g, seed, max_steps); /* what a missing bot falls back to */
    return;
  }
  g->auto_bots = true;
  g->bot_in_place = bot_in_place;
  g->auto_state = seed;
  g->auto_max_steps = max_steps;
}

long bang_game_bot_failures(const bang_game *g, const char **first) {
  *first = g->bot_error;
  return g->bot_failures;
}

enum bang_status bang_game_advance(bang_game *g) {
  enum bang_status st = advance_once(g);
  /* Random players: a decision that came out through a yield (g:decide
   * answers the others in place) is answered here, and the game goes on. */
  while (g->auto_answer && st == BANG_AWAITING && decision_pending(g) &&
         g->steps < g->auto_max_steps) {
    g->answer = bang_auto_answer(g);
    st = advance_once(g);
  }
  /* Computer players: the same, their bot asked as a front end asks it
   * (a failure of guarded reads fails the game, as it did there). */
  while (g->auto_bots && st == BANG_AWAITING && decision_pending(g) &&
         g->steps < g->auto_max_steps) {
    int choice = bang_game_bot_choice(g);
    if (choice < 0) {
      note_bot_failure(g, g->error);
      choice = bang_game_random_choice(g, &g->auto_state);
    }
    bang_game_answer(g, choice);
    st = advance_once(g);
  }
  return st;
}

static enum bang_status advance_once(bang_game *g) {
  if (g->status != BANG_AWAITING) return g->status;
  lua_State *co = g->script;
  int nargs = 1;
  if (!g->started) {
    g->started = true;
    if (!guarded(g, push_play, NULL, 0)) return g->status;
    lua_rawgeti(co, LUA_REGISTRYINDEX, g->game_ref);
  } else {
    if (g->answer < 0) return BANG_AWAITING; /* still waiting */
    lua_pushinteger(co, g->answer);
  }
  g->auto_streak = 0; /* a fresh entry, a fresh budget */
  g->read_spent_ms = 0; /* and one for reading the next decision */
  int nresults = 0;
  int status = bang_sandbox_resume(g->sandbox, co, g->L, nargs, &nresults);
  if (status == LUA_YIELD) {
    lua_pop(co, nresults);
    if (g->paused) return g->status = BANG_PAUSED;
    if (g->decision_ref == LUA_NOREF) {
      fail_with(g, "the rules yielded without asking a decision");
      return g->status;
    }
    /* The prompt is read now, while a failure can still be told as the
     * game's: readers of the decision never see it fail. (Not in
     * simulations: see bang_game_set_eager_prompts.) */
    g->status = BANG_AWAITING;
    if (g->eager_prompts && !g->prompt_ready && guarded(g, fill_prompt, NULL, 0))
      g->prompt_ready = true;
    return g->status;
  }
  if (status == LUA_OK) {
    lua_pop(co, nresults);
    if (!g->over) fail_with(g, "the rules ended the game without a result");
    else g->status = BANG_OVER;
    return g->status;
  }
  bang_sandbox_error_text(g->sandbox, co, g->error, sizeof g->error);
  fail_with(g, g->error);
  return g->status;
}

int bang_game_answer(bang_game *g, int option) {
  if (g->status != BANG_AWAITING || g->decision_ref == LUA_NOREF) return 0;
  if (option < 0 || option >= g->decision.options) return 0;
  g->answer = option;
  g->steps++;
  return 1;
}

const char *bang_game_error(const bang_game *g) { return g->error; }

void bang_game_scripts(bang_game *g, void (*fn)(void *ud, int root, const char *rel, const char *path),
                       void *ud) {
  bang_loader_loaded(g->L, fn, ud);
}

/* The pending decision's prompt message (guarded: the table is a script's). */
static int fill_prompt(bang_game *g, void *ud) {
  (void)ud;
  lua_State *L = g->L;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->decision_ref);
  if (lua_getfield(L, top + 1, "prompt") != LUA_TSTRING)
    return luaL_error(L, "a decision's prompt must be a message id (a string)");
  lua_getfield(L, top + 1, "args");
  bang_lgame_to_msg(L, g, lua_tostring(L, top + 2), NULL,
                    lua_istable(L, top + 3) ? top + 3 : 0, &g->decision.prompt);
  lua_settop(L, top);
  return 1;
}

const bang_decision *bang_game_decision(const bang_game *cg) {
  if (cg->status != BANG_AWAITING || cg->decision_ref == LUA_NOREF) return NULL;
  bang_game *g = (bang_game *)cg; /* filled in by bang_game_advance */
  if (!g->prompt_ready) {
    if (!guarded(g, fill_prompt, NULL, 0)) return NULL;
    g->prompt_ready = true;
  }
  return &g->decision;
}

/* Pushes the option table i (0-based) of the pending decision, or nil. */
static int push_option(bang_game *g, int option) {
  lua_State *L = g->L;
  BANG_STACK_GUARD(L, 1);
  if (!bang_game_decision(g) || option < 0 || option >= g->decision.options) {
    lua_pushnil(L);
    return 0;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->decision_ref);
  lua_getfield(L, -1, "options");
  lua_geti(L, -1, option + 1);
  lua_remove(L, -2);
  lua_remove(L, -2);
  return 1;
}

struct option_read {
  int option;
  const char *text;
  bang_msg *msg;
};

static int option_command(bang_game *g, void *ud) {
  struct option_read *o = ud;
  if (!push_option(g, o->option)) return 0;
  size_t len;
  if (lua_istable(g->L, -1) && lua_getfield(g->L, -1, "cmd") == LUA_TSTRING) {
    const char *cmd = lua_tolstring(g->L, -1, &len);
    o->text = intern_clean(g, cmd, len); /* a copy: the table may change */
  }
  return 1;
}

const char *bang_game_option_command(bang_game *g, int option) {
  if (!bang_game_decision(g) || option < 0 || option >= g->decision.options) return NULL;
  struct option_read o = {option, NULL, NULL};
  guarded(g, option_command, &o, 0);
  return o.text ? o.text : "";
}

/* The option's `card` field when it is the id of a card, else 0. */
static int option_card(bang_game *g, void *ud) {
  struct option_read *o = ud;
  if (!push_option(g, o->option) || !lua_istable(g->L, -1)) return 0;
  lua_getfield(g->L, -1, "card");
  if (!lua_isinteger(g->L, -1)) return 0;
  lua_Integer id = lua_tointeger(g->L, -1);
  return id >= 1 && id <= g->cards.ncards ? (int)id : 0;
}

int bang_game_option_card(bang_game *g, int option) {
  if (!bang_game_decision(g) || option < 0 || option >= g->decision.options) return 0;
  struct option_read o = {option, NULL, NULL};
  return guarded(g, option_card, &o, 0);
}

static int option_label(bang_game *g, void *ud);

int bang_game_option_label(bang_game *g, int option, bang_msg *label) {
  struct option_read o = {option, NULL, label};
  return guarded(g, option_label, &o, 0);
}

static int option_label(bang_game *g, void *ud) {
  struct option_read *o = ud;
  int option = o->option;
  bang_msg *label = o->msg;
  lua_State *L = g->L;
  if (!push_option(g, option) || !lua_istable(L, -1)) {
    lua_pop(L, 1);
    return 0;
  }
  int top = lua_gettop(L);
  lua_getfield(L, top, "label");
  lua_getfield(L, top, "args");
  if (lua_type(L, top + 1) != LUA_TSTRING) {
    lua_getfield(L, top, "cmd");
    lua_replace(L, top + 1);
  }
  if (lua_type(L, top + 1) != LUA_TSTRING)
    return luaL_error(L, "option %d has neither a label nor a command (strings)", option + 1);
  bang_lgame_to_msg(L, g, lua_tostring(L, top + 1), NULL,
                    lua_istable(L, top + 2) ? top + 2 : 0, label);
  lua_settop(L, top - 1);
  return 1;
}

/*
 * rules.<name>(g, decision, value at arg) as a message: the function
 * returns nil or { id = message id, rule = rule id, args = {...} } (the
 * optional rules.warn and rules.refuse). 1 and *out filled, or 0.
 */
static int rules_message(bang_game *g, const char *name, int arg, bang_msg *out) {
  lua_State *L = g->L;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (lua_getfield(L, -1, name) != LUA_TFUNCTION) {
    lua_settop(L, top);
    return 0;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->game_ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->decision_ref);
  lua_pushvalue(L, arg);
  if (!bang_sandbox_pcall(g->sandbox, L, 3, 1, NULL, 0) || !lua_istable(L, -1)) {
    lua_settop(L, top);
    return 0;
  }
  int t = lua_gettop(L);
  lua_getfield(L, t, "id");
  lua_getfield(L, t, "rule");
  lua_getfield(L, t, "args");
  int ok = lua_type(L, t + 1) == LUA_TSTRING;
  if (ok)
    bang_lgame_to_msg(L, g, lua_tostring(L, t + 1),
                      lua_type(L, t + 2) == LUA_TSTRING ? lua_tostring(L, t + 2) : NULL,
                      lua_istable(L, t + 3) ? t + 3 : 0, out);
  lua_settop(L, top);
  return ok;
}

/* rules.warn(g, decision, option): a message table if taking the option
 * would harm its own player, else nil. */
static int option_warning(bang_game *g, void *ud);

int bang_game_option_warning(bang_game *g, int option, bang_msg *warning) {
  struct option_read o = {option, NULL, warning};
  return guarded(g, option_warning, &o, 0);
}

static int option_warning(bang_game *g, void *ud) {
  struct option_read *o = ud;
  lua_State *L = g->L;
  BANG_STACK_GUARD(L, 0);
  int top = lua_gettop(L);
  int ok = push_option(g, o->option) && lua_istable(L, -1) &&
           rules_message(g, "warn", lua_gettop(L), o->msg);
  lua_settop(L, top);
  return ok;
}

/* rules.note(g, decision, seat): a short text about the table (seat 0) or
 * about one seat, or nil. */
static int note_guarded(bang_game *g, void *ud) {
  struct option_read *o = ud;
  lua_State *L = g->L;
  BANG_STACK_GUARD(L, 0);
  int top = lua_gettop(L);
  lua_pushinteger(L, o->option);
  int ok = rules_message(g, "note", lua_gettop(L), o->msg);
  lua_settop(L, top);
  return ok;
}

int bang_game_note(bang_game *g, int seat, bang_msg *out) {
  if (g->status == BANG_FAILED || seat < 0 || seat > g->nplayers) return 0;
  struct option_read o = {seat, NULL, out};
  return guarded(g, note_guarded, &o, 0);
}

/*
 * Canonical form of a command: lower case, single spaces, and the numbers
 * after the first word in ascending order ("Reroll 3  1" -> "reroll 1 3").
 */
static void canonical_command(const char *in, char *out, size_t cap) {
  char words[16][BANG_COMMAND_LEN];
  int n = 0;
  while (*in && n < 16) {
    while (isspace((unsigned char)*in)) in++;
    if (!*in) break;
    size_t len = 0;
    while (*in && !isspace((unsigned char)*in)) {
      if (len + 1 < BANG_COMMAND_LEN) words[n][len++] = (char)tolower((unsigned char)*in);
      in++;
    }
    words[n++][len] = '\0';
  }
  /* insertion sort of the numeric words among themselves */
  for (int i = 2; i < n; i++) {
    for (int j = i; j > 1; j--) {
      char *a = words[j - 1], *b = words[j];
      if (!isdigit((unsigned char)a[0]) || !isdigit((unsigned char)b[0])) break;
      if (atoi(a) <= atoi(b)) break;
      char tmp[BANG_COMMAND_LEN];
      memcpy(tmp, a, sizeof tmp);
      memcpy(a, b, sizeof tmp);
      memcpy(b, tmp, sizeof tmp);
    }
  }
  size_t used = 0;
  out[0] = '\0';
  for (int i = 0; i < n && used + 1 < cap; i++) {
    int w = snprintf(out + used, cap - used, "%s%s", i ? " " : "", words[i]);
    if (w < 0) break;
    used += (size_t)w;
  }
}

static void set_why(bang_game *g, bang_msg *why, const char *id, const char *rule) {
  memset(why, 0, sizeof *why);
  why->id = bang_strpool_intern(g->pool, id, strlen(id));
  why->rule = rule ? bang_strpool_intern(g->pool, rule, strlen(rule)) : NULL;
}

static void add_number(bang_msg *m, const char *key, long value) {
  bang_arg *a = &m->args[m->nargs++];
  snprintf(a->key, sizeof a->key, "%s", key);
  a->kind = BANG_ARG_NUMBER;
  a->number = value;
}

/* Ask rules.refuse(g, decision, typed) for the reason a command is illegal. */
static int rules_reason_guarded(bang_game *g, void *ud);

static int rules_reason(bang_game *g, const char *typed, bang_msg *why) {
  struct option_read o = {0, typed, why};
  return guarded(g, rules_reason_guarded, &o, 0);
}

static int rules_reason_guarded(bang_game *g, void *ud) {
  struct option_read *o = ud;
  lua_State *L = g->L;
  BANG_STACK_GUARD(L, 0);
  int top = lua_gettop(L);
  lua_pushstring(L, o->text);
  int ok = rules_message(g, "refuse", lua_gettop(L), o->msg);
  lua_settop(L, top);
  return ok;
}

/* The option whose command is want (canonical), or -1. */
static int find_option(bang_game *g, const bang_decision *d, const char *want) {
  for (int i = 0; i < d->options; i++) {
    char have[256];
    const char *cmd = bang_game_option_command(g, i);
    canonical_command(cmd ? cmd : "", have, sizeof have);
    if (strcmp(have, want) == 0) return i;
  }
  return -1;
}

/*
 * Command words the stock rules have renamed, kept so that the saves,
 * scenario files and scripts written before still replay: "take" was both
 * taking the hit (now "hit") and taking a General Store card (now
 * "pick <card>"), one English word that no other language could share;
 * a card given up to a Duel or the Indians! was "play bang", now "discard
 * bang" as its label says. The decision's options say which one is meant.
 * Sets *option and returns true if want, renamed, is an option.
 */
static bool renamed_command(bang_game *g, const bang_decision *d, const char *want, char *out,
                            size_t cap, int *option) {
  static const struct {
    const char *old, *now;
  } renamed[] = {{"take", "hit"}, {"take", "pick"}, {"play", "discard"}};
  size_t n = strcspn(want, " ");
  for (size_t i = 0; i < sizeof renamed / sizeof renamed[0]; i++) {
    if (strlen(renamed[i].old) != n || strncmp(want, renamed[i].old, n) != 0) continue;
    if (snprintf(out, cap, "%s%s", renamed[i].now, want + n) >= (int)cap) continue; /* too long */
    *option = find_option(g, d, out);
    if (*option >= 0) return true;
  }
  return false;
}

int bang_game_match_command(bang_game *g, const char *typed, bang_msg *why) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) {
    set_why(g, why, N_("Nothing is being asked right now."), NULL);
    return -1;
  }
  char want[256];
  canonical_command(typed, want, sizeof want);
  if (!want[0]) {
    set_why(g, why, N_("Type the number of an option, or a command."), NULL);
    return -1;
  }
  char *end;
  long number = strtol(want, &end, 10);
  if (*end == '\0') {
    if (number >= 1 && number <= d->options) return (int)number - 1;
    if (d->options == 1) /* not "choose 1 to 1" */
      set_why(g, why, N_("There is no option {number}: the only option is 1."), NULL);
    else
      set_why(g, why, N_("There is no option {number}: choose 1 to {count}."), NULL);
    add_number(why, "number", number);
    add_number(why, "count", d->options);
    return -1;
  }
  int option = find_option(g, d, want);
  if (option >= 0) return option;
  char renamed[256];
  if (renamed_command(g, d, want, renamed, sizeof renamed, &option)) return option;
  if (!rules_reason(g, want, why))
    set_why(g, why, N_("That is not one of the options here."), NULL);
  return -1;
}

const char *bang_game_variant(const bang_game *g) { return g->variant; }
int bang_game_players(const bang_game *g) { return g->nplayers; }

const bang_player *bang_game_player(const bang_game *g, int seat) {
  if (seat < 1 || seat > g->nplayers) return NULL;
  return &g->players[seat - 1];
}

int bang_game_active(const bang_game *g) { return g->active; }
int bang_game_turn(const bang_game *g) { return g->turn; }
int bang_game_pile(const bang_game *g) { return g->pile; }
int bang_game_dice(const bang_game *g) { return g->ndice; }

const bang_die *bang_game_die(const bang_game *g, int i) {
  if (i < 1 || i > g->ndice) return NULL;
  return &g->dice[i - 1];
}

int bang_game_counter(const bang_game *g, int seat, const char *name) {
  if (seat < 1 || seat > g->nplayers) return -1;
  const bang_player *p = &g->players[seat - 1];
  for (int i = 0; i < g->ncounters; i++)
    if (strcmp(g->counter_names[i], name) == 0) return p->counters[i];
  return -1;
}

int bang_game_counter_total(const bang_game *g, const char *name) {
  int total = g->pile;
  for (int i = 0; i < g->ncounters; i++)
    if (strcmp(g->counter_names[i], name) == 0)
      for (int s = 0; s < g->nplayers; s++) total += g->players[s].counters[i];
  return total;
}

const struct bang_variant *bang_game_manifest(const bang_game *g) {
  return g->has_manifest ? &g->manifest : NULL;
}

const char *bang_game_counter_name(const bang_game *g, int i) {
  return i >= 0 && i < g->ncounters ? g->counter_names[i] : NULL;
}

long bang_game_steps(const bang_game *g) { return g->steps; }

uint64_t bang_game_chance(const bang_game *g) {
  uint64_t h = 0;
  for (int i = 0; i < 4; i++) h = (h ^ g->rng.s[i]) * 0x100000001b3ULL + (uint64_t)i;
  return h;
}

const struct bang_pile *bang_game_zone(const bang_game *g, const char *zone, int owner) {
  enum bang_zone z = bang_zone_from_name(zone);
  if (z == BANG_ZONE_NONE || (bang_zone_has_owner(z) && (owner < 1 || owner > g->nplayers)))
    return NULL;
  return bang_cards_pile((bang_cards *)&g->cards, z, owner);
}

const struct bang_card *bang_game_card(const bang_game *g, int id) {
  return bang_cards_get(&g->cards, id);
}

int bang_game_card_total(const bang_game *g) { return g->cards.ncards; }
size_t bang_game_log_size(const bang_game *g) { return g->log_size; }

const bang_msg *bang_game_log_entry(const bang_game *g, size_t i) {
  return i < g->log_size ? &g->log[i] : NULL;
}

const bang_msg *bang_game_result(const bang_game *g) {
  return g->over ? &g->result : NULL;
}

int bang_game_results_declared(const bang_game *g) { return g->over ? 1 : 0; }

struct lookup {
  int ref;
  const char *key, *field, *result;
  long number; /* the value, if a number */
};

static int lookup_guarded(bang_game *g, void *ud) {
  struct lookup *k = ud;
  lua_State *L = g->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, k->ref);
  if (lua_istable(L, -1) && lua_getfield(L, -1, k->key) != LUA_TNIL) {
    if (k->field) {
      if (!lua_istable(L, -1)) return 1;
      lua_getfield(L, -1, k->field);
    }
    size_t len;
    const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : NULL;
    if (s) k->result = intern_clean(g, s, len);
    else if (lua_isinteger(L, -1)) k->number = (long)lua_tointeger(L, -1);
  }
  return 1;
}

/* table[key][field] as an interned string, or NULL. */
static const char *lookup_text(bang_game *g, int ref, const char *key, const char *field) {
  if (ref == LUA_NOREF || !key) return NULL;
  struct lookup k = {ref, key, field, NULL, 0};
  guarded(g, lookup_guarded, &k, 0);
  return k.result;
}

static int name_of_guarded(bang_game *g, void *ud) {
  struct lookup *k = ud;
  lua_State *L = g->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (lua_istable(L, -1) && lua_getfield(L, -1, "names") == LUA_TTABLE &&
      lua_getfield(L, -1, k->field) == LUA_TTABLE && lua_getfield(L, -1, k->key) == LUA_TSTRING) {
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    k->result = intern_clean(g, s, len);
  }
  return 1;
}

const char *bang_game_name_of(bang_game *g, const char *category, const char *id) {
  if (!category || !id) return NULL;
  struct lookup k = {0, id, category, NULL, 0};
  guarded(g, name_of_guarded, &k, 0);
  return k.result;
}

void bang_game_set_scripted_dice_only(bang_game *g, bool on) { g->scripted_dice_only = on; }

size_t bang_game_unrolled_faces(const bang_game *g) { return g->nforced - g->forced_next; }

const char *bang_game_rule_text(bang_game *g, const char *rule) {
  return lookup_text(g, g->rulebook_ref, rule, NULL);
}

bool bang_game_rule_added(bang_game *g, const char *rule) {
  return rule && bang_rulebook_added(g->L, rule);
}

const char *bang_game_character_name(bang_game *g, const char *id) {
  return lookup_text(g, g->characters_ref, id, "name");
}

const char *bang_game_character_ability(bang_game *g, const char *id) {
  return lookup_text(g, g->characters_ref, id, "ability");
}

int bang_game_character_life(bang_game *g, const char *id) {
  if (g->characters_ref == LUA_NOREF || !id) return 0;
  struct lookup k = {g->characters_ref, id, "life", NULL, 0};
  guarded(g, lookup_guarded, &k, 0);
  return k.number > 0 && k.number < 100 ? (int)k.number : 0;
}

const char *bang_game_card_name(bang_game *g, const char *type) {
  return lookup_text(g, g->cards_ref, type, "name");
}

const char *bang_game_card_text(bang_game *g, const char *type) {
  return lookup_text(g, g->cards_ref, type, "text");
}

const char *bang_game_card_border(bang_game *g, const char *type) {
  return lookup_text(g, g->cards_ref, type, "border");
}

const char *bang_game_card_also_named(bang_game *g, const char *type) {
  return lookup_text(g, g->cards_ref, type, "also_named");
}

/* "C-9" before "C-10": by prefix, then by number. */
static int rule_order(const void *a, const void *b) {
  const char *x = *(const char *const *)a, *y = *(const char *const *)b;
  size_t px = strcspn(x, "0123456789"), py = strcspn(y, "0123456789");
  int c = strncmp(x, y, px < py ? px : py);
  if (c || px != py) return c ? c : (px < py ? -1 : 1);
  long nx = strtol(x + px, NULL, 10), ny = strtol(y + py, NULL, 10);
  return nx < ny ? -1 : nx > ny ? 1 : strcmp(x, y);
}

int bang_game_rule_ids(bang_game *g, const char **ids, int max) {
  lua_State *L = g->L;
  BANG_STACK_GUARD(L, 0);
  int top = lua_gettop(L), n = 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rulebook_ref);
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      size_t len;
      if (n < max && lua_type(L, -2) == LUA_TSTRING) {
        const char *key = lua_tolstring(L, -2, &len); /* a string key: no conversion */
        const char *id = intern_clean(g, key, len);       /* a mod's id may hold controls */
        if (id) ids[n++] = id;                            /* NULL: past the memory cap */
      }
      lua_pop(L, 1);
    }
  }
  lua_settop(L, top);
  qsort(ids, (size_t)n, sizeof *ids, rule_order);
  return n;
}

struct distance {
  int from, to, d;
  bool *in_range;
};

static int view_distance_guarded(bang_game *g, void *ud);

int bang_game_view_distance(bang_game *g, int from, int to, bool *in_range) {
  struct distance a = {from, to, -1, in_range};
  *in_range = false;
  guarded(g, view_distance_guarded, &a, 0);
  return a.d;
}

static int view_distance_guarded(bang_game *g, void *ud) {
  struct distance *a = ud;
  int from = a->from, to = a->to, d = -1;
  bool *in_range = a->in_range;
  lua_State *L = g->L;
  int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g->rules_ref);
  if (from >= 1 && from <= g->nplayers && to >= 1 && to <= g->nplayers &&
      g->players[from - 1].alive && g->players[to - 1].alive &&
      lua_getfield(L, -1, "view_distance") == LUA_TFUNCTION) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->game_ref);
    lua_pushinteger(L, from);
    lua_pushinteger(L, to);
    if (bang_sandbox_pcall(g->sandbox, L, 3, 2, NULL, 0)) {
      lua_Integer n = lua_tointeger(L, -2);
      d = n >= 0 && n <= 1000 ? (int)n : -1;
      *in_range = lua_toboolean(L, -1);
    }
  }
  lua_settop(L, top);
  a->d = d;
  return 1;
}

bool bang_game_has_bot(bang_game *g) {
  lua_rawgeti(g->L, LUA_REGISTRYINDEX, g->bot_ref);
  bool has = lua_istable(g->L, -1);
  lua_pop(g->L, 1);
  return has;
}

static int bot_choice_guarded(bang_game *g, void *ud);

/* The bot's choice, or -1: no bot (error empty), or the bot failed (its
 * error, or what it returned, in the game's error). */
int bang_game_bot_choice(bang_game *g) {
  if (!decision_pending(g) || g->bot_ref == LUA_NOREF) return -1; /* no prompt needed */
  g->error[0] = '\0';
  return guarded(g, bot_choice_guarded, NULL, -1);
}

int bang_game_bot_hint(bang_game *g, bang_msg *why) {
  memset(why, 0, sizeof *why);
  if (!bang_game_decision(g) || g->bot_ref == LUA_NOREF) return -1;
  g->error[0] = '\0';
  return guarded(g, bot_choice_guarded, why, -1);
}

/*
 * The bot's reason at index: { id = "message id", args = {...}, rule = }
 * into *why, or nothing. It comes from a bot's world, which may return
 * anything: the table and its fields are read raw (no metamethod of the
 * bot's runs here), args may be a read-only proxy of the game's data (its
 * real table is read), and a value of any other type means no reason.
 */
static void read_reason(bang_game *g, int index, bang_msg *why) {
  lua_State *L = g->L;
  int top = lua_gettop(L);
  index = lua_absindex(L, index);
  if (!lua_istable(L, index)) return;
  lua_pushliteral(L, "id");
  lua_rawget(L, index);  /* top+1 */
  lua_pushliteral(L, "rule");
  lua_rawget(L, index);  /* top+2 */
  lua_pushliteral(L, "args");
  lua_rawget(L, index);  /* top+3 */
  bang_lproxy_unwrap(L, top + 3);
  int args = lua_istable(L, top + 3) ? top + 3 : 0;
  if (lua_type(L, top + 1) == LUA_TSTRING && lua_rawlen(L, top + 1) > 0)
    bang_lgame_to_msg(L, g, lua_tostring(L, top + 1),
                      lua_type(L, top + 2) == LUA_TSTRING ? lua_tostring(L, top + 2) : NULL, args,
                      why);
  lua_settop(L, top);
}

/* ud: where the bot's reason goes (bang_game_bot_hint), or NULL. */
static int bot_choice_guarded(bang_game *g, void *ud) {
  bang_msg *why = ud;
  lua_State *L = g->L;
  int top = lua_gettop(L);
  /* bot.choose, the seat's view, the decision, the bot's state and more (lbots.c) */
  int nargs = bang_lbots_push_choice(g, why != NULL, g->error, sizeof g->error);
  if (!nargs) {
    bang_msg_clean(g->error);
    lua_settop(L, top);
    return -1;
  }
  int choice = -1;
  if (!bang_sandbox_pcall(g->sandbox, L, nargs, 2, g->error, sizeof g->error)) {
    if (bang_sandbox_failed_on_memory(g->sandbox)) {
      lua_settop(L, top);
      bang_lbots_drop_bot(g, g->decision.player);
    }
  } else {
    lua_Integer i = lua_tointeger(L, -2);
    if (lua_isinteger(L, -2) && i >= 1 && i <= g->decision.options) choice = (int)i - 1;
    else
      snprintf(g->error, sizeof g->error, "bot.choose returned %s, not an option number 1 to %d",
               luaL_typename(L, -2), g->decision.options);
    if (why && choice >= 0) read_reason(g, -1, why);
  }
  bang_msg_clean(g->error);
  lua_settop(L, top);
  return choice;
}

int bang_game_random_choice(bang_game *g, uint64_t *state) {
  if (!decision_pending(g)) return -1; /* no prompt needed */
  bang_rng r;
  bang_rng_seed(&r, (*state)++);
  return (int)bang_rng_below(&r, (uint32_t)g->decision.options);
}

size_t bang_game_memory(const bang_game *g) { return bang_sandbox_memory_used(g->sandbox); }

void bang_game_set_profiling(bang_game *g, bool on) { bang_sandbox_set_profiling(g->sandbox, on); }

int bang_game_profile(const bang_game *g, const struct bang_profile_entry **entries,
                      long *samples) {
  return bang_sandbox_profile(g->sandbox, entries, samples);
}
