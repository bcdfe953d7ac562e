/*
 * summary.h: the end of a game at the terminal, in a few lines: how many
 * turns and how long it took, and who went out when, and by whose hand.
 */
#ifndef BANG_SUMMARY_H
#define BANG_SUMMARY_H

#include "game.h"
#include "screen.h"

/* seconds: the time played in this session (a resumed game: since the
 * resume), or -1 to leave the time out (piped output stays the same from
 * run to run). Printed before the result's banner (bang_screen_result). */
void bang_summary_print(bang_screen *v, bang_game *g, long seconds);

/* A player who went out: on which turn, and by whose hand (NULL: none). */
typedef struct bang_summary_out {
  const char *name, *by;
  int turn;
} bang_summary_out;
/* The same from what a network table's end says (turns played, the
 * players out in the order they went out): bang join's end. */
void bang_summary_show(bang_screen *v, int turns, long seconds, const bang_summary_out *outs, int n);

#endif
