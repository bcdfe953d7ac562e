/*
 * commands.h: the words a player types, in their language.
 *
 * The rules offer options as English commands ("play bang bob":
 * docs/ARCHITECTURE.md, property 3, so scenario and save files read the same in any language).
 * At the keyboard a command is also accepted, and shown, wholly in the
 * player's language: the command words (play, hit, end, reroll, look...)
 * through the catalogs' "command" context, the cards and characters by
 * their translated names as one word ("gioca cat_balou bob mano"), the
 * places (hand, deck, discard pile) by their words; without regard to
 * case or accents; abbreviated to any unambiguous prefix ("pick sch" takes
 * the Schofield); with "did you mean" for near misses. Tab completion
 * offers what is legal now, in the player's words.
 */
#ifndef BANG_COMMANDS_H
#define BANG_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

/* The terminal game's own commands, answered without the rules. */
enum bang_meta {
  BANG_META_NONE,
  BANG_META_HELP,
  BANG_META_LOOK,
  BANG_META_CARD,
  BANG_META_RULES,
  BANG_META_HAND,
  BANG_META_LOG,  /* the last lines of the public log again */
  BANG_META_EXPLAIN,
  BANG_META_AUTO, /* solo: play the forced cards */
  BANG_META_HINT, /* what the computer player would do, and why */
  BANG_META_SAVE, /* save the game (savefile.h), or write it as a scenario */
  BANG_META_UNDO, /* take back the last decision (one human) */
  BANG_META_PACE, /* the pause after each computer player's move */
  BANG_META_QUIT
};

enum { BANG_MAX_CANDIDATES = 8 };

typedef struct bang_typed {
  enum { BANG_TYPED_EMPTY, BANG_TYPED_META, BANG_TYPED_OPTION, BANG_TYPED_AMBIGUOUS,
         BANG_TYPED_REFUSED } kind;
  enum bang_meta meta;
  char rest[512];        /* META: the words after the command word */
  int option;            /* OPTION: 0-based */
  int candidates[BANG_MAX_CANDIDATES], ncandidates; /* AMBIGUOUS */
  bang_msg why;          /* REFUSED: the rules' reason */
  char suggestion[BANG_COMMAND_LEN * 2]; /* REFUSED: a near command, or "" */
} bang_typed;

/* An English command as the player reads it and may type it: the verb,
 * the cards, characters and places ("hand") in their language, a name as
 * one word ("gioca cat_balou bob mano", "打出 凯特·巴洛 bob 手牌"). g NULL
 * (no game): the words a game knows (cards) stay English; a network
 * client makes a game of its table's variant for them (join_client.c). */
void bang_command_display(bang_game *g, const char *english, char *out, size_t cap);

/* The example commands a refusal's reason gives ({example}, {commands}:
 * English, one a line), rewritten in place as the player types them. */
void bang_command_localize_examples(bang_game *g, bang_msg *why);
/* What an AMBIGUOUS line could be: "That could be several options: 2) reroll 1,
 * 3) reroll 2", the options joined as the catalog joins lists. */
void bang_command_ambiguous(bang_game *g, const bang_typed *t, char *out, size_t cap);
/* A meta command's word in the player's language. */
const char *bang_command_meta_word(enum bang_meta meta);
/* The meta command a typed word names ("?" is help): English or in the
 * player's language, whole, or (prefix) the start of only one; NONE if
 * none. For a program that resolves options itself (join_client.c). */
enum bang_meta bang_command_meta_of(const char *word, bool prefix);
/* Understand a typed line (typed is changed: it is cut into words). A
 * near miss, or words that start only one option, come back REFUSED with
 * a suggestion. */
void bang_command_resolve(bang_game *g, char *typed, bang_typed *out);
/*
 * Completions for the word being typed at the end of line: written to
 * out (each a copy to free) and counted; the words are what the player
 * may type next, legal now.
 */
int bang_command_complete(bang_game *g, const char *line, char **out, int max);
/* The meta command words partial starts (in the player's language, else
 * English), but those whose bit (1u << enum bang_meta) is set in hidden:
 * for a program that completes options itself (join_client.c). */
int bang_command_complete_meta(const char *partial, unsigned hidden, char **out, int max);
/* Whether typed names word: equal or a start of it ignoring case, or a
 * start of the translated or English name of the card type word. */
bool bang_command_matches(bang_game *g, const char *typed, const char *word);
/* Whether two texts are equal ignoring case (UTF-8 aware). */
int bang_command_same(const char *a, const char *b);

#endif
