/*
 * option_order.h: the order and numbers in which a decision's options are
 * shown. Options that do the same thing to different players or cards
 * (the same label, command verb and card played) are shown together, so
 * the numbers are given in that reading order: option number k on the
 * screen is the engine's option order[k-1]. The screen (screen.c) shows
 * them so and the commands (commands.c) read a typed number so.
 */
#ifndef BANG_OPTION_ORDER_H
#define BANG_OPTION_ORDER_H

#include <stddef.h>

#include "game.h"

/* The group key of option i: options with equal keys are shown together. */
void bang_option_key(bang_game *g, int i, char *out, size_t cap);

/* Fill order[0..n-1] (n: the decision's options, at most max) with the
 * engine's option indices in the order shown; returns n. */
int bang_option_order(bang_game *g, int *order, int max);

/* The engine's option index of shown number k (1-based), or -1. */
int bang_option_shown(bang_game *g, int k);

/* The number option (an engine index) is shown with. */
int bang_option_number(bang_game *g, int option);

#endif
