/*
 * scenario.c: loading and running scenario files.
 *
 * The file runs in its own sandbox (not the game's), where scenario(),
 * command() and expect() only record what they are given, with the line
 * they were called from. Then the game is built from the set-up and the
 * recorded steps are played against it in order.
 *
 * What a scenario file gives (the scenario{} and expect{} tables) is copied
 * at the call into plain tables by raw reads (freeze: no metamethod ever
 * runs later, and what a scenario cannot hold — keys that are not names
 * or list positions, functions, inf/nan, cycles and nesting past 8 levels —
 * is an error naming the file and line). The game is then built and the
 * steps played inside one protected call (run_protected), and strings the
 * game keeps are copied into the runner first. Building the game and the
 * checks live beside this file (scenario_run.h lists them).
 */
#include "scenario.h"
#include "scenario_run.h"

#include <lauxlib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "render.h"
#include "sandbox.h"
#include "screen.h"

static const char STEPS_KEY[] = "bang.scenario.steps";
static const char SETUP_KEY[] = "bang.scenario.setup";

/* The line of the scenario file that called: the nearest Lua frame with a
 * line (pcall(command, ...) puts a C frame, line -1, in between). */
static int caller_line(lua_State *L) {
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++)
    if (lua_getinfo(L, "l", &ar) && ar.currentline > 0) return ar.currentline;
  return 0;
}

static void record_step(lua_State *L, const char *kind) {
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_newtable(L);
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "line");
}

enum { SCENARIO_DEPTH = 8 };

/*
 * Push a plain copy of the value at index: raw reads only, so no metamethod
 * runs now or later. Raises (at the caller's file and line) for what a
 * scenario cannot hold; path names the value in the message.
 */
static void freeze(lua_State *L, int index, int depth, char *path, size_t cap, const char *what) {
  index = lua_absindex(L, index);
  luaL_checkstack(L, 8, what);
  switch (lua_type(L, index)) {
    case LUA_TSTRING:
    case LUA_TBOOLEAN:
      lua_pushvalue(L, index);
      return;
    case LUA_TNUMBER: {
      lua_Number x = lua_tonumber(L, index);
      if (!lua_isinteger(L, index) && !isfinite(x))
        luaL_error(L, "%s%s: %s is not a finite number", what, path,
                   isnan(x) ? "nan" : x > 0 ? "inf" : "-inf");
      lua_pushvalue(L, index);
      return;
    }
    case LUA_TTABLE: break;
    default:
      luaL_error(L, "%s%s: a %s value cannot be part of a scenario", what, path,
                 luaL_typename(L, index));
  }
  if (depth >= SCENARIO_DEPTH)
    luaL_error(L, "%s%s: tables nested more than %d deep (or a table inside itself)", what, path,
               SCENARIO_DEPTH);
  lua_newtable(L);
  int copy = lua_gettop(L);
  size_t used = strlen(path);
  lua_pushnil(L);
  while (lua_next(L, index)) { /* -1: value, -2: key (never converted) */
    if (lua_type(L, -2) == LUA_TSTRING)
      snprintf(path + used, cap - used, ".%s", lua_tostring(L, -2));
    else if (lua_isinteger(L, -2))
      snprintf(path + used, cap - used, "[" LUA_INTEGER_FMT "]", lua_tointeger(L, -2));
    else
      luaL_error(L, "%s%s: a key is a %s; keys must be names (strings) or list positions",
                 what, path, luaL_typename(L, -2));
    freeze(L, -1, depth + 1, path, cap, what); /* -1: the copy, -2: value, -3: key */
    lua_pushvalue(L, -3);
    lua_insert(L, -2);
    lua_rawset(L, copy);
    lua_pop(L, 1);
    path[used] = '\0';
  }
}

static void push_frozen(lua_State *L, int index, const char *what) {
  char path[256] = "";
  freeze(L, index, 0, path, sizeof path, what);
}

static int l_scenario(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY) != LUA_TNIL)
    return luaL_error(L, "scenario{} may be called only once");
  push_frozen(L, 1, "scenario{}");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "_line");
  lua_setfield(L, LUA_REGISTRYINDEX, SETUP_KEY);
  return 0;
}

static int l_command(lua_State *L) {
  luaL_checktype(L, 1, LUA_TSTRING); /* a name: never a number made text */
  luaL_checktype(L, 2, LUA_TSTRING);
  record_step(L, "command");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "player");
  lua_pushvalue(L, 2);
  lua_setfield(L, -2, "text");
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

/* bot(player): the player's computer player (the variant's bot.lua) takes
 * the decision asked now, as in a game; what it chose is then checked
 * with expect{} (how the bot plays a set-up: tests of the bot). */
static int l_bot(lua_State *L) {
  luaL_checktype(L, 1, LUA_TSTRING);
  record_step(L, "bot");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "player");
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

static int l_expect(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  push_frozen(L, 1, "expect{}");
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      return luaL_error(L, "expect{}: a key is a %s; keys are player names or checks (strings)",
                        luaL_typename(L, -2));
    lua_pop(L, 1);
  }
  lua_replace(L, 1);
  record_step(L, "expect");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "what");
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

bool scenario_fail(scenario_runner *r, int line, const char *fmt, ...) {
  char what[1536];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, _(fmt), ap);
  va_end(ap);
  snprintf(r->result->failure, sizeof r->result->failure, "%s:%d: %s", r->path, line, what);
  bang_msg_clean(r->result->failure); /* it quotes the file's own text */
  r->result->passed = false;
  return false;
}

bool scenario_fail_n(scenario_runner *r, int line, const char *singular, const char *plural,
                     long count, ...) {
  char what[1536];
  va_list ap;
  va_start(ap, count);
  vsnprintf(what, sizeof what, bang_trn(singular, plural, count < 0 ? 0ul : (unsigned long)count), ap);
  va_end(ap);
  snprintf(r->result->failure, sizeof r->result->failure, "%s:%d: %s", r->path, line, what);
  bang_msg_clean(r->result->failure);
  r->result->passed = false;
  return false;
}

int scenario_seat_named(bang_game *g, const char *name) {
  for (int s = 1; s <= bang_game_players(g); s++)
    if (strcmp(bang_game_player(g, s)->name, name) == 0) return s;
  return 0;
}

static const char *field_string(lua_State *L, int t, const char *key) {
  lua_getfield(L, t, key);
  const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
  lua_pop(L, 1); /* the string stays alive in the table */
  return s;
}

static int field_int(lua_State *L, int t, const char *key, int fallback) {
  lua_getfield(L, t, key);
  int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : fallback;
  lua_pop(L, 1);
  return v;
}

static void narrate_log(scenario_runner *r) {
  if (r->narrate) bang_screen_narrate(r->narrate, r->g, &r->next_log, r->explain);
}

/* The step's answer for who: the computer player's (by_bot) or the
 * command text's; false (the scenario failed) if it could not be given. */
static bool answer_step(scenario_runner *r, int line, bool by_bot, const char *who, const char *text) {
  bang_game *g = r->g;
  int seat = bang_game_decision(g)->player;
  bang_msg why;
  bang_match_answered a = BANG_ANSWER_FAILED;
  if (by_bot && bang_match_answer_by_bot(r->m, seat) < 0)
    return scenario_fail(r, line, "the engine failed: %s", bang_game_error(g));
  if (!by_bot) a = bang_match_answer_command(r->m, seat, text, &why);
  if (a == BANG_ANSWER_NO_OPTION && bang_match_advance(r->m) == BANG_FAILED) /* reading the options failed it */
    return scenario_fail(r, line, "the engine failed: %s", bang_game_error(g));
  if (a == BANG_ANSWER_NO_OPTION) {
    char reason[512], options[1024];
    bang_render(g, &why, reason, sizeof reason);
    scenario_describe_options(g, options, sizeof options);
    return scenario_fail(r, line, "'%s' was refused: %s (options: %s)", text, reason, options);
  }
  if (!by_bot && a != BANG_ANSWER_OK)
    return scenario_fail(r, line, "the engine failed: %s", bang_game_error(g));
  if (r->narrate) {
    char shown[512];
    snprintf(shown, sizeof shown, "%s", text);
    fprintf(r->narrate, "%s> %s\n", who, bang_msg_clean(shown));
  }
  return true;
}

/* The steps, in order, by the match (every seat answered as the file says). */
static bool run_steps(scenario_runner *r) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  enum bang_status st = bang_match_advance(r->m);
  narrate_log(r);
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  int steps = lua_gettop(L);
  lua_Integer n = luaL_len(L, steps);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, steps, i);
    int step = lua_gettop(L);
    int line = field_int(L, step, "line", 0);
    const char *kind = field_string(L, step, "kind");
    if (st == BANG_FAILED)
      return scenario_fail(r, line, "the engine failed: %s", bang_game_error(g));
    bool by_bot = strcmp(kind, "bot") == 0;
    if (by_bot || strcmp(kind, "command") == 0) {
      const char *who = field_string(L, step, "player");
      const char *text = by_bot ? "bot" : field_string(L, step, "text");
      const bang_decision *d = bang_game_decision(g);
      if (!d)
        return scenario_fail(r, line, "a command for %s, but the game is %s", who,
                             scenario_status_text(st));
      const char *asked = bang_game_player(g, d->player)->name;
      if (strcmp(asked, who) != 0) {
        char prompt[512];
        bang_render(g, &d->prompt, prompt, sizeof prompt);
        return scenario_fail(r, line,
                             "the engine asks %s (%s: %s), but the scenario has a command for %s",
                             asked, d->kind, prompt, who);
      }
      if (!answer_step(r, line, by_bot, who, text)) return false;
      st = bang_match_advance(r->m);
      narrate_log(r);
    } else if (!scenario_check(r, line, st, lua_getfield(L, step, "what") ? lua_gettop(L) : 0)) {
      return false;
    }
    lua_settop(L, steps);
  }
  if (st == BANG_FAILED) return scenario_fail(r, 0, "the engine failed: %s", bang_game_error(g));
  if (st == BANG_OVER && bang_game_unrolled_faces(g) > 0)
    return scenario_fail_n(r, 0, "the game ended with %d scripted die face never rolled",
                           "the game ended with %d scripted die faces never rolled",
                           (long)bang_game_unrolled_faces(g), (int)bang_game_unrolled_faces(g));
  return true;
}

/* The match adopts the game the set-up built: every seat is answered by
 * the file's steps. */
static bool adopt_game(scenario_runner *r) {
  bang_match_config config;
  memset(&config, 0, sizeof config);
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) config.seats[seat] = BANG_SEAT_PERSON;
  r->m = bang_match_adopt(&config, r->g);
  if (!r->m) r->g = NULL; /* (freed) */
  return r->m ? true : scenario_fail(r, 0, "out of memory");
}

/* Build the game and play the steps, inside a protected call. */
static int run_protected(lua_State *L) {
  scenario_runner *r = lua_touserdata(L, 1);
  lua_settop(L, 0);
  if (lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY) != LUA_TTABLE)
    r->ok = scenario_fail(r, 1, "the file never calls scenario{...}");
  else
    r->ok = scenario_build_game(r) && adopt_game(r) && run_steps(r);
  return 0;
}

bool bang_scenario_run(const char *path, const char *data_dir, const char *const *mods,
                       FILE *narrate, bool explain, bang_scenario_result *result) {
  memset(result, 0, sizeof *result);
  result->passed = true;
  scenario_runner r = {.path = path, .narrate = narrate, .explain = explain, .result = result,
                       .data_dir = data_dir, .mods = mods};
  bang_sandbox *sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  if (!sb) return scenario_fail(&r, 0, "out of memory");
  lua_State *L = r.L = bang_sandbox_state(sb);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_register(L, "scenario", l_scenario);
  lua_register(L, "command", l_command);
  lua_register(L, "expect", l_expect);
  lua_register(L, "bot", l_bot);
  char err[1024];
  bool ok = true;
  if (!bang_sandbox_run_file(sb, path, 0, err, sizeof err)) {
    snprintf(result->failure, sizeof result->failure, "%s", bang_tr_error(err, sizeof err));
    result->passed = ok = false;
  } else if (!bang_sandbox_protect(sb, run_protected, &r, err, sizeof err)) {
    /* A Lua error in the runner itself (out of memory...): the file fails. */
    if (result->passed) {
      snprintf(result->failure, sizeof result->failure, "%s: %s", path, err);
      result->passed = false;
    }
    ok = false;
  } else {
    ok = r.ok;
  }
  bang_msg_clean(result->failure);
  if (r.m) bang_match_free(r.m); /* with the game it adopted */
  else bang_game_free(r.g);
  bang_sandbox_free(sb);
  return ok;
}

/* ---- For other runners of scenario files (bang learn's lessons) ---------- */

/* build_game in a protected call of its own, so that a game already made
 * is freed whatever fails after it. Stack: the runner, the frozen set-up. */
static int build_protected(lua_State *L) {
  scenario_runner *r = lua_touserdata(L, 1);
  r->ok = scenario_build_game(r);
  return 0;
}

bang_game *bang_scenario_build(lua_State *L, int setup, int line, const char *path,
                               const char *data_dir, const char *const *mods,
                               bang_scenario_result *result) {
  scenario_runner r = {.path = path, .L = L, .result = result, .data_dir = data_dir, .mods = mods};
  result->passed = true;
  int top = lua_gettop(L);
  setup = lua_absindex(L, setup);
  lua_pushcfunction(L, build_protected);
  lua_pushlightuserdata(L, &r);
  push_frozen(L, setup, "scenario{}");
  lua_pushinteger(L, line);
  lua_setfield(L, -2, "_line");
  if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
    scenario_fail(&r, line, "the set-up was refused: %s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
    r.ok = false;
  }
  lua_settop(L, top);
  if (r.ok) return r.g;
  bang_game_free(r.g);
  return NULL;
}

bool bang_scenario_expect(lua_State *L, int spec, bang_game *g, enum bang_status st, int line,
                          const char *path, bang_scenario_result *result) {
  scenario_runner r = {.path = path, .L = L, .g = g, .result = result, .ok = true};
  result->passed = true;
  int top = lua_gettop(L);
  push_frozen(L, spec, "expect{}");
  bool ok = scenario_check(&r, line, st, lua_gettop(L));
  lua_settop(L, top);
  return ok;
}
