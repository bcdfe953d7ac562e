/*
 * reading.h: what a player can read at any time without using up their
 * decision: the table, a player up close (character, ability, life, cards
 * in play with their texts), a card (text, border, copies), the rules,
 * their own hand with each card's effect, and the last lines of the log. All of it translated.
 */
#ifndef BANG_READING_H
#define BANG_READING_H

#include <stdbool.h>

#include "commands.h"
#include "game.h"
#include "screen.h"

/* who: "" the table; a player's name (or its start); "all" every player. */
void bang_read_look(bang_screen *v, bang_game *g, const char *who);
/* what: a card (id or translated name, or their start) or a character. */
void bang_read_card(bang_screen *v, bang_game *g, const char *what);
/* what: "" the rules most needed at the table; a rule id (or the start of
 * several: which they are); a card. false when no rule is called so (said). */
bool bang_read_rules(bang_screen *v, bang_game *g, const char *what);
void bang_read_hand(bang_screen *v, bang_game *g);

/* The characters at the table, for a reader whose g is not the table's
 * game but one of its variant made for its words (a network client's:
 * join_client.c); the card and rules commands then know the table's
 * characters from here, not from g's players. */
typedef struct bang_read_known {
  const char *characters[BANG_MAX_PLAYERS]; /* ids */
  int n;
} bang_read_known;
void bang_read_card_known(bang_screen *v, bang_game *g, const char *what, const bang_read_known *known);
bool bang_read_rules_known(bang_screen *v, bang_game *g, const char *what, const bang_read_known *known);
/* A card as shown (name, value and suit) with what its type does, a line
 * of the hand or of the cards in play. */
void bang_read_card_line(bang_screen *v, bang_game *g, const char *shown, const char *type);
/* The log command's start for a log of size lines: its argument read, its
 * heading (or why there is nothing to show) written; true with the first
 * line to show in *from. */
bool bang_read_log_from(bang_screen *v, const char *lines, size_t size, size_t *from);
/* The help's list of commands, but those whose bit (1u << enum bang_meta)
 * is set in hidden, after how to type an option. */
void bang_read_help(bang_screen *v, unsigned hidden);
/* lines: "" a screenful; else how many of the log's last lines to show
 * again (the log scrolls away during the others' turns). */
void bang_read_log(bang_screen *v, bang_game *g, const char *lines);

/* A reading command typed at a decision (look, card, rules, hand, log,
 * with what follows it): answered, and true; false for any other. A look
 * at the table shows the decision again. */
bool bang_read_command(bang_screen *v, bang_game *g, enum bang_meta meta, const char *rest);

#endif
