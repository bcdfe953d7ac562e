/*
 * screen.h: what a player at the table sees, drawn as text.
 *
 * The table (every player's life and maximum, arrows, revealed roles, whose
 * turn), the dice with which are locked, the arrow pile, log lines (with the
 * rule explanation in --explain mode) and a decision's numbered options.
 * Shared by `bang play` and `bang scenario --explain`.
 */
#ifndef BANG_SCREEN_H
#define BANG_SCREEN_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

/* viewer: the seat whose secrets may be shown (0: none). */
void bang_screen_table(FILE *out, bang_game *g, int viewer);
/* Print log entries from *next on, and advance *next. */
void bang_screen_log(FILE *out, bang_game *g, size_t *next, bool explain);
void bang_screen_decision(FILE *out, bang_game *g);
void bang_screen_result(FILE *out, bang_game *g);
/* One message rendered, followed by its rule explanation if explain. */
void bang_screen_msg(FILE *out, bang_game *g, const bang_msg *m, bool explain);
/* A card as "BANG! 5♣" (translated name, value, suit). */
void bang_screen_card(bang_game *g, int id, char *out, size_t cap);
/* The display name of a role or face id (translated). */
const char *bang_screen_name(bang_game *g, const char *category, const char *id);

#endif
