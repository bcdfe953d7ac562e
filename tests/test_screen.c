/*
 * test_screen.c: the game's tables line up however wide the terminal draws
 * East Asian Ambiguous characters (src/cli/screen.c, issue 12).
 *
 * The Chinese character names hold "·" (U+00B7), which most terminals draw
 * one column wide and terminals set for CJK two. A table drawn for a
 * terminal that can move the cursor to a column (terminfo hpa) is played
 * back here through a small terminal model, once with ambiguous characters
 * one column wide and once two: in both, every cell of every row starts in
 * the column its heading starts in (cells are told apart by the gap of two
 * or more blank columns between them), and no character is written over
 * another. The same table padded with spaces only (output that is not a
 * terminal) lines up one column wide and, as a control that the model sees
 * the problem, not two.
 */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "i18n.h"
#include "../src/cli/screen.h" /* not on the include path: its term.h would hide <term.h> */
#include "textwidth.h"

enum { COLS = 200, ROWS = 64 };

/* A screen: the lines drawn, one cell per column (0: never written, 1:
 * the right half of a two-column character). */
typedef struct screen {
  char cell[ROWS][COLS][8];
  int rows;
  bool overwritten;
} screen;

/* Play text back as a terminal drawing ambiguous characters ambiguous (1
 * or 2) columns wide would: printable characters, CR/LF, ESC [ n G (to
 * column n) and ESC [ ... m (colours, ignored). */
static void play_back(const char *text, int ambiguous, screen *s) {
  memset(s, 0, sizeof *s);
  int row = 0, col = 0;
  for (const char *p = text; *p && row < ROWS;) {
    if (*p == '\n') {
      row++, col = 0, p++;
      continue;
    }
    if (p[0] == '\033' && p[1] == '[') {
      const char *q = p + 2;
      int n = 0;
      while (*q >= '0' && *q <= '9') n = n * 10 + (*q++ - '0');
      while (*q == ';' || (*q >= '0' && *q <= '9')) q++;
      if (*q == 'G') col = n > 0 ? n - 1 : 0;
      p = *q ? q + 1 : q;
      continue;
    }
    size_t len = 1;
    while ((p[len] & 0xC0) == 0x80) len++;
    char ch[8];
    snprintf(ch, sizeof ch, "%.*s", (int)len, p);
    int w = bang_text_width_as(ch, ambiguous);
    for (int k = 0; k < w && col + k < COLS; k++) {
      char *c = s->cell[row][col + k];
      if (c[0] && strcmp(c, " ") != 0 && strcmp(ch, " ") != 0) s->overwritten = true;
      if (k == 0) snprintf(c, sizeof s->cell[row][col], "%s", ch);
      else snprintf(c, sizeof s->cell[row][col], "\001");
    }
    col += w;
    p += len;
  }
  s->rows = row;
}

static bool blank(const screen *s, int r, int c) {
  return !s->cell[r][c][0] || strcmp(s->cell[r][c], " ") == 0;
}

/* The columns where the cells of row r start (after two blank columns). */
static int cell_starts(const screen *s, int r, int *starts, int max) {
  int n = 0, gap = 2;
  for (int c = 0; c < COLS && n < max; c++) {
    if (blank(s, r, c)) {
      gap++;
      continue;
    }
    if (gap >= 2) starts[n++] = c;
    gap = 0;
  }
  return n;
}

/* Whether rows first+1 .. first+n start their cells (from the second one
 * on: the first holds the turn marker "> ") where row first does. */
static bool lined_up(const screen *s, int first, int n, char *why, size_t cap) {
  int head[16];
  int nh = cell_starts(s, first, head, 16);
  for (int r = first + 1; r <= first + n; r++) {
    int row[16];
    int nr = cell_starts(s, r, row, 16);
    for (int k = 1; k < nr && k < nh; k++)
      if (row[k] != head[k]) {
        snprintf(why, cap, "row %d: cell %d starts at column %d, its heading at %d", r - first, k + 1,
                 row[k], head[k]);
        return false;
      }
  }
  return true;
}

/* The table of a fresh zh_CN game as the first seat sees it, drawn for a
 * terminal that can move to a column (can_move) or not. */
static char *draw(bang_game *g, bool can_move) {
  bang_term term;
  memset(&term, 0, sizeof term);
  term.tty_out = true;
  term.can_move = can_move;
  snprintf(term.move, sizeof term.move, "\033[%%i%%p1%%dG"); /* terminfo hpa of xterm */
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  assert_non_null(out);
  bang_screen v;
  bang_screen_init(&v, out, &term);
  v.width = 100;
  v.viewer = 1;
  bang_screen_table(&v, g);
  fclose(out);
  return text;
}

static bang_game *new_game(const char *variant, int players, uint64_t seed) {
  bang_setup setup;
  bang_setup_init(&setup, variant, players, seed);
  char err[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  return g;
}

static void check_game(const char *variant, int players) {
  char chosen[16];
  assert_true(bang_i18n_setup("zh_CN", chosen, sizeof chosen));
  /* A seed whose table shows a "·" (most Chinese character names have one). */
  for (uint64_t seed = 1; seed < 40; seed++) {
    bang_game *g = new_game(variant, players, seed);
    char *moved = draw(g, true), *padded = draw(g, false);
    bang_game_free(g);
    if (!strstr(moved, "\u00b7")) {
      free(moved);
      free(padded);
      continue;
    }
    char why[200];
    screen *s = calloc(1, sizeof *s);
    assert_non_null(s);
    for (int ambiguous = 1; ambiguous <= 2; ambiguous++) {
      play_back(moved, ambiguous, s);
      if (s->overwritten) fail_msg("%s, ambiguous width %d: a cell is drawn over another:\n%s", variant, ambiguous, moved);
      if (!lined_up(s, 0, players, why, sizeof why))
        fail_msg("%s, ambiguous width %d: %s in\n%s", variant, ambiguous, why, moved);
    }
    play_back(padded, 1, s);
    if (!lined_up(s, 0, players, why, sizeof why))
      fail_msg("%s, padded, ambiguous width 1: %s in\n%s", variant, why, padded);
    play_back(padded, 2, s); /* the control: spaces alone cannot do it */
    assert_false(lined_up(s, 0, players, why, sizeof why));
    free(s);
    free(moved);
    free(padded);
    return;
  }
  fail_msg("no %s table with a \u00b7 in 40 seeds", variant);
}

static void card_table_lines_up(void **state) {
  (void)state;
  check_game("card", 7);
}

static void dice_table_lines_up(void **state) {
  (void)state;
  check_game("dice", 8);
}

static void ambiguous_widths(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
  assert_int_equal(bang_text_width_as("\u4fdd\u7f57\u00b7\u745e", 1), 7); /* 保罗·瑞 */
  assert_int_equal(bang_text_width_as("\u4fdd\u7f57\u00b7\u745e", 2), 8);
  assert_int_equal(bang_text_width_as("J\u2663 10\u2665", 2), 8); /* J♣ 10♥ */
  assert_int_equal(bang_text_width_as("J\u2663 10\u2665", 1), 6);
  assert_int_equal(bang_text_width_as("abc", 2), 3);
  assert_int_equal(bang_text_width("\u2026"), 1);
  assert_int_equal(bang_text_width_as("\u2026", 2), 2);
  /* Fitting at the widest keeps the text and its "…" within the width. */
  char out[64];
  bang_text_fit_as(out, sizeof out, "\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7", 6, 2);
  assert_true(bang_text_width_as(out, 2) <= 6);
  assert_string_equal(out, "\u00b7\u00b7\u2026");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(ambiguous_widths),
      cmocka_unit_test(card_table_lines_up),
      cmocka_unit_test(dice_table_lines_up),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
