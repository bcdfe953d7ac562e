/*
 * term.c: terminal capabilities from terminfo (ncurses' tinfo) and the
 * window size from the kernel. Colour follows the no-color.org convention:
 * NO_COLOR set to a non-empty value, or TERM=dumb, turns it off unless
 * --color=always.
 */
#include "term.h"

#include <curses.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <term.h>
#include <time.h>
#include <unistd.h>

bool bang_term_color_mode(const char *text, enum bang_color_mode *mode) {
  if (strcmp(text, "auto") == 0) *mode = BANG_COLOR_AUTO;
  else if (strcmp(text, "always") == 0) *mode = BANG_COLOR_ALWAYS;
  else if (strcmp(text, "never") == 0) *mode = BANG_COLOR_NEVER;
  else return false;
  return true;
}

/* Copy a terminfo string without its padding ($<50>: delays for old
 * hardware terminals, which tputs would turn into waits). */
static void without_padding(const char *cap, char *out, size_t size) {
  size_t used = 0;
  while (*cap && used + 1 < size) {
    if (cap[0] == '$' && cap[1] == '<') {
      const char *end = strchr(cap, '>');
      if (end) {
        cap = end + 1;
        continue;
      }
    }
    out[used++] = *cap++;
  }
  out[used] = '\0';
}

/* The terminfo string cap, or NULL if the terminal has none. */
static const char *terminfo_string(const char *cap) {
  char *s = tigetstr(cap);
  return s && s != (char *)-1 ? s : NULL;
}

void bang_term_init(bang_term *t, enum bang_color_mode mode) {
  memset(t, 0, sizeof *t);
  t->tty_out = isatty(STDOUT_FILENO);
  t->tty_in = isatty(STDIN_FILENO);
  const char *term = getenv("TERM");
  bool dumb = !term || !*term || strcmp(term, "dumb") == 0;
  const char *no_color = getenv("NO_COLOR");
  if (mode == BANG_COLOR_ALWAYS) t->color = true;
  else if (mode == BANG_COLOR_NEVER) t->color = false;
  else t->color = t->tty_out && !dumb && !(no_color && *no_color);
  if (!t->tty_out || dumb) return;
  int err = 0;
  if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
    /* No terminfo entry: the ECMA-48 codes every terminal emulator knows. */
    snprintf(t->clear, sizeof t->clear, "\033[H\033[2J\033[3J");
    t->can_clear = true;
    snprintf(t->move, sizeof t->move, "\033[%%i%%p1%%dG"); /* CHA */
    t->can_move = true;
    return;
  }
  const char *clear = terminfo_string("clear");
  const char *scrollback = terminfo_string("E3"); /* ncurses' extension for ESC[3J */
  if (clear) {
    char a[32], b[32];
    without_padding(clear, a, sizeof a);
    without_padding(scrollback ? scrollback : "\033[3J", b, sizeof b);
    snprintf(t->clear, sizeof t->clear, "%s%s", a, b);
    t->can_clear = true;
  }
  const char *move = terminfo_string("hpa");
  if (move) {
    without_padding(move, t->move, sizeof t->move);
    t->can_move = true;
  }
  del_curterm(cur_term);
}

int bang_term_width(const bang_term *t) {
  int width = 0;
  struct winsize ws;
  if (t && t->tty_out && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    width = ws.ws_col;
  if (!width) {
    const char *env = getenv("COLUMNS");
    if (env) width = atoi(env);
  }
  if (width <= 0) width = 80;
  if (width < 40) width = 40;
  return width > 200 ? 200 : width;
}

int bang_term_height(const bang_term *t) {
  struct winsize ws;
  int height = 0;
  if (t && t->tty_out && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0) height = ws.ws_row;
  if (!height && t && t->tty_out) { /* $LINES only for a terminal: piped output has no height */
    const char *env = getenv("LINES");
    if (env) height = atoi(env);
  }
  return height > 0 ? height : 0;
}

const char *bang_term_on(const bang_term *t, enum bang_style style) {
  if (!t || !t->color) return "";
  switch (style) {
    case BANG_STYLE_RED: return "\033[31m";
    case BANG_STYLE_ACTIVE: return "\033[1m";
    case BANG_STYLE_LOW: return "\033[1;31m";
    case BANG_STYLE_ROLE: return "\033[36m";
    case BANG_STYLE_TITLE: return "\033[1m";
    default: return "";
  }
}

const char *bang_term_off(const bang_term *t) { return t && t->color ? "\033[0m" : ""; }

bool bang_term_clear(const bang_term *t, FILE *out) {
  if (!t->tty_out || !t->can_clear) return false;
  fputs(t->clear, out);
  fflush(out);
  return true;
}

bool bang_term_column(const bang_term *t, int column, char *out, size_t cap) {
  if (cap) out[0] = '\0';
  if (!t || !t->tty_out || !t->can_move || column < 0) return false;
  const char *s = tiparm(t->move, column); /* needs no terminal set up */
  if (!s) return false;
  snprintf(out, cap, "%s", s);
  return true;
}

void bang_term_pause(int ms) {
  if (ms <= 0) return;
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
  }
}
