/*
 * term.h: what the terminal can do for the game: its width, colour, clearing
 * the screen and its scrollback (hot seat), pacing computer turns. Every
 * escape code goes through here, and only when the output is a terminal
 * (or colour is forced with --color=always): piped or redirected output
 * carries none.
 */
#ifndef BANG_TERM_H
#define BANG_TERM_H

#include <stdbool.h>
#include <stdio.h>

enum bang_color_mode { BANG_COLOR_AUTO, BANG_COLOR_ALWAYS, BANG_COLOR_NEVER };

enum bang_style {
  BANG_STYLE_RED,    /* red suits */
  BANG_STYLE_ACTIVE, /* whose turn it is */
  BANG_STYLE_LOW,    /* life running low */
  BANG_STYLE_ROLE,   /* your own role */
  BANG_STYLE_TITLE,  /* a heading */
  BANG_STYLE_COUNT
};

typedef struct bang_term {
  bool tty_out, tty_in;
  bool color;
  bool can_clear;
  char clear[64]; /* clear the screen, then the scrollback (ESC[3J, terminfo E3) */
  bool can_move;
  char move[32];  /* to a column of the line (terminfo hpa, 0-based) */
} bang_term;

/* Parse --color's value; false if it is not auto, always or never. */
bool bang_term_color_mode(const char *text, enum bang_color_mode *mode);
void bang_term_init(bang_term *t, enum bang_color_mode mode);
/* Columns to lay out in: TIOCGWINSZ, else $COLUMNS, else 80 (read each time:
 * the window may be resized between two screens). At least 40. */
int bang_term_width(const bang_term *t);
/* Lines of the terminal's window (TIOCGWINSZ, else $LINES), or 0 when the
 * output is not a terminal: no limit. */
int bang_term_height(const bang_term *t);
/* The escape that starts or ends a style ("" without colour). */
const char *bang_term_on(const bang_term *t, enum bang_style style);
const char *bang_term_off(const bang_term *t);
/* Clear the screen and its scrollback; false (and nothing written) if the
 * output is not a terminal that can. */
bool bang_term_clear(const bang_term *t, FILE *out);
/* The escape that moves the cursor to column (0-based) of its line, for
 * columns that line up however wide the terminal draws ambiguous
 * characters ("·", "♠"); false (out "") if the output is not a terminal
 * that can. */
bool bang_term_column(const bang_term *t, int column, char *out, size_t cap);
/* Sleep for ms milliseconds (pacing computer turns). */
void bang_term_pause(int ms);

#endif
