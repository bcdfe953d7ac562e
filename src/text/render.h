/*
 * render.h: a structured message (msg.h) as text in the reader's language.
 *
 * The message id is translated, then each {key} placeholder is replaced by
 * its argument: a player's name, a number, or a translated text id (a list of
 * ids separated by newlines becomes a comma-separated list). An id of the
 * form "singular\1plural" takes the form its {n} argument calls for.
 * Placeholders are named, so translations may reorder them freely.
 */
#ifndef BANG_RENDER_H
#define BANG_RENDER_H

#include <stddef.h>

#include "game.h"
#include "msg.h"

/* In the process's language (bang_i18n_setup). */
void bang_render(const bang_game *g, const bang_msg *m, char *out, size_t cap);
/* In lang (language.h), whatever the process's: one process may word
 * the same game for readers of several languages. */
typedef struct bang_language bang_language;
void bang_render_in(const bang_language *lang, const bang_game *g, const bang_msg *m, char *out,
                    size_t cap);
/* The same with no game (a network client): the players' names by 0-based
 * seat, n of them ("?" for any other). */
void bang_render_names(const char *const *names, int n, const bang_msg *m, char *out, size_t cap);
/* Render a translated template with the given message's arguments. */
void bang_render_template(const bang_game *g, const char *translated, const bang_msg *m,
                          char *out, size_t cap);

/* A name put in a text by a printf format ("%s plays at this keyboard."):
 * the space the catalog sets around it goes where the name and the text
 * beside it are both Chinese (or Japanese, Korean), as bang_render does
 * for {player}: "警长在本键盘上操作。", "bob 在本键盘上操作。". */
void bang_render_space_name(char *text, const char *name);

#endif
