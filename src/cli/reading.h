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
void bang_read_look(bang_view *v, bang_game *g, const char *who);
/* what: a card (id or translated name, or their start) or a character. */
void bang_read_card(bang_view *v, bang_game *g, const char *what);
/* what: "" the rules most needed at the table; a rule id (or the start of
 * several: which they are); a card. false when no rule is called so (said). */
bool bang_read_rules(bang_view *v, bang_game *g, const char *what);
void bang_read_hand(bang_view *v, bang_game *g);
/* lines: "" a screenful; else how many of the log's last lines to show
 * again (the log scrolls away during the others' turns). */
void bang_read_log(bang_view *v, bang_game *g, const char *lines);

/* A reading command typed at a decision (look, card, rules, hand, log,
 * with what follows it): answered, and true; false for any other. A look
 * at the table shows the decision again. */
bool bang_read_command(bang_view *v, bang_game *g, enum bang_meta meta, const char *rest);

#endif
