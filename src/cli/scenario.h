/*
 * scenario.h: scenario files, our rule tests and teaching material.
 *
 * A scenario is a sandboxed Lua file that calls scenario{...} once (the
 * set-up: players with roles, characters, life and arrows; the arrow pile;
 * who plays first; the dice faces to roll, in order), then command(player,
 * "text") for every decision the engine asks and expect{...} to check the
 * state at that point. It is strict: a decision asked of someone other than
 * the scripted player, a refused command or a failed expectation fails the
 * scenario, naming the file and line and what differed. When the scripted
 * dice run out the game pauses there, so a scenario ends where it chooses.
 * The format is documented in docs/SCENARIOS.md.
 */
#ifndef BANG_SCENARIO_H
#define BANG_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <lua.h>

#include "game.h"

typedef struct bang_scenario_result {
  bool passed;
  char title[256];
  char rules[256];      /* the rule ids it names, space-separated */
  char failure[2048];   /* "file:line: what differed" */
} bang_scenario_result;

/*
 * Run the scenario in path. With narrate, every command and log line is
 * printed there (with rule explanations if explain). data_dir and mods
 * (NULL-terminated, or NULL) as in bang_setup. Returns result->passed.
 */
bool bang_scenario_run(const char *path, const char *data_dir, const char *const *mods,
                       FILE *narrate, bool explain, bang_scenario_result *result);

/*
 * For other runners of scenario files (bang learn's lessons, which record
 * the steps themselves): build the game a scenario{} table describes (the
 * table at index setup of L, a sandbox's state; line: where it was given),
 * or check an expect{} table (at index spec) against g in status st.
 * Failures are written to result as bang_scenario_run writes them. They
 * read the tables with Lua calls that may raise: call them inside
 * bang_sandbox_protect. The built game is the caller's to free.
 */
bang_game *bang_scenario_build(lua_State *L, int setup, int line, const char *path,
                               const char *data_dir, const char *const *mods,
                               bang_scenario_result *result);
bool bang_scenario_expect(lua_State *L, int spec, bang_game *g, enum bang_status st, int line,
                          const char *path, bang_scenario_result *result);

#endif
