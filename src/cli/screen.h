/*
 * screen.h: what a player at the table sees, drawn as text within the
 * terminal's width.
 *
 * The table (every player's life and maximum, cards in play or arrows,
 * revealed roles, whose turn), the dice, log lines citing the rule that
 * applied, a decision's options and the final result. Shared by `bang play`
 * and `bang scenario --explain`. A bang_screen says where and how to draw:
 * the width, colour (through term.h, only on a terminal), whose secrets may
 * be shown, and which rules were already quoted in full this game (later
 * citations are short tags such as [C-20]).
 */
#ifndef BANG_SCREEN_H
#define BANG_SCREEN_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "term.h"

enum { BANG_SCREEN_RULES = 256 };

typedef struct bang_screen {
  FILE *out;
  const bang_term *term; /* NULL: no colour */
  int width;             /* columns to lay out in */
  /* Columns of an ambiguous character ("…", "·", the suits) in wrapped
   * text: 2 in Chinese, where terminals and fonts often draw them wide, so
   * a line fits either way (it ends a column early where they are not). */
  int text_ambiguous;
  int height;            /* lines a turn's screen may take (0: no limit) */
  int squeeze;           /* how much a screen leaves out to fit (bang_screen_turn) */
  int viewer;            /* the seat whose secrets may be shown (0: none) */
  bool explain;          /* log lines cite their rule */
  bool quote_always;     /* every citation quotes the rule's full text */
  int nquoted;
  const char *quoted[BANG_SCREEN_RULES]; /* interned rule ids already quoted */
} bang_screen;

/* A view on out, with the terminal's width (or 80 without one). */
void bang_screen_init(bang_screen *v, FILE *out, const bang_term *term);


void bang_screen_table(bang_screen *v, bang_game *g);
/* Print log entries from *next on, and advance *next. */
void bang_screen_log(bang_screen *v, bang_game *g, size_t *next);
/* The same, leaving out entry skip (the result's line, which the end
 * shows in its banner). */
void bang_screen_log_except(bang_screen *v, bang_game *g, size_t *next, size_t skip);
void bang_screen_decision(bang_screen *v, bang_game *g);
/* A player's turn: a blank line, the table and the decision, within the
 * view's height (and a line for the prompt) when it has one: what can go
 * goes first (the blank line and the legend, then the ability line, then
 * each card's options in one group, then the cards in play are cut to one
 * line). */
void bang_screen_turn(bang_screen *v, bang_game *g);
void bang_screen_result(bang_screen *v, bang_game *g);
/* Cite a rule: its full text the first time in the view, a tag after. */
void bang_screen_rule(bang_screen *v, bang_game *g, const char *rule);
/* Quote a rule in full (the `rules` command). */
void bang_screen_quote(bang_screen *v, bang_game *g, const char *rule);
/* Word-wrapped text in the view's width, with a hanging indent. */
void bang_screen_text(bang_screen *v, const char *text, const char *first, const char *next);
/* A card as "BANG! 5♣" (translated name, value, suit; a red suit in
 * colour when the view has colour; v may be NULL); a card that is not a
 * playing card (no suit) by its name alone. */
void bang_screen_card(const bang_screen *v, bang_game *g, int id, char *out, size_t cap);
/* The cards of a zone, comma-separated, or "-". */
void bang_screen_pile(const bang_screen *v, bang_game *g, const char *zone, int owner, char *out,
                      size_t cap);
/* The display name of a role or face id (translated). */
const char *bang_screen_name(bang_game *g, const char *category, const char *id);
const char *bang_screen_character(bang_game *g, const char *id);

/* Log lines for a scenario's narration: a plain view each time. */
void bang_screen_narrate(FILE *out, bang_game *g, size_t *next, bool explain);

#endif
