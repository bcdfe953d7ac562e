/*
 * scenario_run.h: what the parts of the scenario runner share (private to
 * src/cli/scenario*.c; the public entry point is scenario.h).
 *
 *   scenario.c           reading the file (scenario{}, command(), expect{}),
 *                        playing the steps, bang_scenario_run
 *   scenario_setup.c     building the game from the scenario{} table
 *   scenario_expect.c    the expect{} checks: players, the turn, the log,
 *                        options and refusals
 *   scenario_cards.c     the checks of cards: hands, piles, the deck's top,
 *                        the whole discard pile
 *   scenario_distance.c  the checks of distance and reach
 *
 * Every check reports a mismatch with scenario_fail, which names the file
 * and the line of the expect{} and says what differed.
 */
#ifndef BANG_SCENARIO_RUN_H
#define BANG_SCENARIO_RUN_H

#include <lua.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "match.h"
#include "scenario.h"
#include "variants.h"

typedef struct scenario_runner {
  const char *path;
  lua_State *L; /* the scenario's sandbox */
  bang_game *g;
  bang_match *m; /* bang_scenario_run: the match that adopted g and plays the steps */
  FILE *narrate;
  bool explain;
  size_t next_log;
  bang_scenario_result *result;
  bool ok; /* what the protected run found */
  const char *data_dir;
  const char *const *mods; /* NULL-terminated or NULL */
  /* the set-up's strings, copied out of Lua for bang_game_new */
  char variant[32], first[BANG_NAME_LEN];
  char names[BANG_MAX_PLAYERS][BANG_NAME_LEN];
  char roles[BANG_MAX_PLAYERS][BANG_ID_LEN], characters[BANG_MAX_PLAYERS][BANG_ID_LEN];
  bang_variants variants; /* the manifests, for the keys that apply (scenario_setup.c) */
} scenario_runner;

/* Record the failure "path:line: what" (fmt: an English message id,
 * translated here; xgettext -kscenario_fail:3). Returns false. */
bool scenario_fail(scenario_runner *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The same for a message with a count: singular and plural English ids
 * (xgettext -kscenario_fail_n:3,4), the form chosen by count. */
bool scenario_fail_n(scenario_runner *r, int line, const char *singular, const char *plural,
                     long count, ...);

/* "waiting for a decision", "over"...: the state of a game, translated. */
const char *scenario_status_text(enum bang_status st);

/* The seat of the player called name, or 0. */
int scenario_seat_named(bang_game *g, const char *name);

/* The commands offered now, quoted and comma-separated ("nothing"). */
void scenario_describe_options(bang_game *g, char *out, size_t cap);

/* Build r->g from the scenario{} table on top of r->L's stack. */
bool scenario_build_game(scenario_runner *r);

/* Check the expect{} table at index spec against the game (status st). */
bool scenario_check(scenario_runner *r, int line, enum bang_status st, int spec);

/* Card checks (scenario_cards.c). The value checked is at index value. */
bool scenario_check_pile(scenario_runner *r, int line, const char *who, const char *what,
                         const struct bang_pile *pile, int value);
bool scenario_check_discard_top(scenario_runner *r, int line, int value);
bool scenario_check_deck_top(scenario_runner *r, int line, int value);
bool scenario_check_discard(scenario_runner *r, int line, int value);

/* distance = { ann = { bob = 2 } } and reach = { ann = { "bob" } }
 * (scenario_distance.c). */
bool scenario_check_distance(scenario_runner *r, int line, int value);
bool scenario_check_reach(scenario_runner *r, int line, int value);

#endif
