/*
 * toscenario.h: a played game as a scenario file (docs/SCENARIOS.md), so a
 * bug seen in play becomes a test in one command: the same set-up (game,
 * seed, players, options: nothing else preset, so the deal is the seed's),
 * every decision as a command() of the player who took it, and an
 * expect{} of the state the game reached. `bang save --to-scenario` and
 * the prompt's `save FILE.lua` write it; `bang scenario` runs it.
 */
#ifndef BANG_TOSCENARIO_H
#define BANG_TOSCENARIO_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "match.h"
#include "savefile.h"

/* Write the scenario of save, whose steps brought m's game where it is
 * now (the rules run on to the next decision first), to path; false with
 * the reason in err. */
bool bang_to_scenario(const bang_save *save, bang_match *m, const char *path, char *err,
                      size_t cap);

#endif
