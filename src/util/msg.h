/*
 * msg.h: text as data (docs/ARCHITECTURE.md, property 5).
 *
 * A bang_msg is what the engine says, before anyone reads it: an English
 * message id with {named} placeholders, the id of the rule that applied, and
 * the named arguments. The log is a list of them; decisions carry them as
 * prompts and option labels. i18n.c renders one in the reader's language.
 *
 * Argument kinds: a number, a player (rendered as the player's name), or a
 * text id that is itself translated when shown (a die face, a role, a team).
 */
#ifndef BANG_MSG_H
#define BANG_MSG_H

/* Marks a message id for the catalogs (xgettext -kN_) where it is written;
 * it is translated where it is shown, above the engine (i18n.h's N_ is
 * the same). */
#ifndef N_
#define N_(text) (text)
#endif

#include <stddef.h>

enum { BANG_MSG_MAX_ARGS = 6, BANG_MSG_KEY = 16, BANG_MSG_TEXT = 160 };

enum bang_arg_kind { BANG_ARG_NUMBER, BANG_ARG_PLAYER, BANG_ARG_TEXT };

typedef struct bang_arg {
  char key[BANG_MSG_KEY];
  enum bang_arg_kind kind;
  long number;               /* NUMBER value, or PLAYER index (1-based) */
  char text[BANG_MSG_TEXT];  /* TEXT: a message id, maybe "context\004id" */
} bang_arg;

typedef struct bang_msg {
  const char *id;    /* interned: lives as long as the game */
  const char *rule;  /* interned rule id such as "D-9", or NULL */
  int nargs;
  bang_arg args[BANG_MSG_MAX_ARGS];
  int to;            /* a log line: 0 for everyone, else the one seat told it
                        (view.c: bang_seat_sees_log) */
} bang_msg;

/* The argument called key, or NULL. */
const bang_arg *bang_msg_arg(const bang_msg *m, const char *key);

/* Keys whose numbers name a player (seat index, 1-based). */
int bang_msg_key_is_player(const char *key);

/*
 * Text from a script, a mod or a file is printed to terminals: remove what
 * a terminal would obey (ESC, the other C0 controls except tab, newline and
 * the \001 and \004 of message ids, DEL, and the C1 controls U+0080..U+009F,
 * in UTF-8 or as bytes of their own) in place. Returns s. Every such text
 * goes through it before the front end shows it: the game's errors and
 * names (game.c), a catalog's translations (i18n.c, bang_tr), the mods'
 * folder names (mods.c); our own colour codes are added after.
 */
char *bang_msg_clean(char *s);
/* The English text of a message id: what follows its last \004, the
 * separator of a context ("command\004load") and of a mod's tag
 * ("\004frontier\004Doc Holyday", language.h); the id if it has none. */
const char *bang_msg_english(const char *id);
/* Does the len bytes at s hold anything bang_msg_clean would remove? */
int bang_msg_needs_clean(const char *s, size_t len);

#endif
