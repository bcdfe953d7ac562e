/*
 * trace.h: the server's record, for the secrecy test (tests/net_secrecy.py),
 * of every line it sends a seat together with what that seat must not see
 * at that moment, read from the whole game (not through the seat's view,
 * which is what the test checks). Off unless `bang host` is run with the
 * environment variable BANG_NET_TRACE=FILE.
 */
#ifndef BANG_NET_TRACE_H
#define BANG_NET_TRACE_H

#include <stdio.h>

#include "game.h"

/* One line of out: SEAT \t HIDDEN-CARD-IDS \t HIDDEN-ROLES \t LINE, where
 * the ids are comma-separated, the roles "q:role" comma-separated, and
 * LINE is the line sent (its newline included). g NULL: before the game,
 * nothing is hidden yet. */
void bang_net_trace(FILE *out, const bang_game *g, int seat, const char *line, size_t len);

#endif
