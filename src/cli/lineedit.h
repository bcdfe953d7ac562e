/*
 * lineedit.h: reading what the player types.
 *
 * On a terminal, lines are read with libedit: arrow keys, editing, a
 * history per seat (so hot-seat players never recall each other's
 * commands) and Tab completion from a callback. Otherwise (tests, pipes)
 * lines are read plainly and echoed, so a transcript reads like a session.
 */
#ifndef BANG_LINEEDIT_H
#define BANG_LINEEDIT_H

#include <stdbool.h>

typedef struct bang_input bang_input;

/* Fill out[] with at most max completions (each malloc'd) for the last
 * word of line; return how many. */
typedef int (*bang_complete_fn)(void *context, const char *line, char **out, int max);

bang_input *bang_input_new(bool interactive, bang_complete_fn complete, void *context);
void bang_input_free(bang_input *in);
/* Whether lines come from a person at a terminal. */
bool bang_input_interactive(const bang_input *in);
/* Use seat's own history from now on (seat 1 to 8). */
void bang_input_seat(bang_input *in, int seat);
/*
 * Show the prompt and read a line, without its newline and surrounding
 * blanks; NULL when the input has ended. The text is valid until the next
 * read. Lines typed at a terminal go into the seat's history.
 */
const char *bang_input_read(bang_input *in, const char *prompt);

/*
 * While waiting for a line, also watch fd: when it can be read, call
 * ready(context) (which must not write to the screen: a line is being
 * typed); if that returns false, the read gives up and returns NULL, and
 * bang_input_gave_up() says so. A network client hears its table while
 * its player has not typed yet. Call it before the first read: stdin is
 * read unbuffered from then on (at a terminal, by a reader of our own
 * given to libedit), so that what waits to be read is what poll() sees.
 */
void bang_input_watch(bang_input *in, int fd, bool (*ready)(void *context), void *context);
bool bang_input_gave_up(const bang_input *in);

/* Catch Ctrl-C (SIGINT): a read it interrupts returns "", and
 * bang_input_interrupted() then says so once. */
void bang_input_catch_interrupt(void);
bool bang_input_interrupted(void);

/*
 * Hot seat: wait for Enter from the next player without completion and
 * with an empty history (the previous player may still hold the keyboard),
 * then go back to the seat's history. At once (true) when not interactive;
 * false when the input has ended.
 */
bool bang_input_wait(bang_input *in, const char *prompt);

#endif
