/*
 * language.h: a language as a value: the game's catalog of one language
 * and the mods' catalogs of that language, read from their .mo files
 * into memory (each checked first: mo_check.h), with their plural rules.
 *
 * gettext keeps one language per process (LANGUAGE, textdomain); a table
 * where each reader has their own language needs as many as there are
 * readers, each a value passed to whatever words a message (render.h).
 * Several languages live side by side in one process, and none is changed
 * by opening another. A language is read-only once made: any thread may
 * use it.
 */
#ifndef BANG_LANGUAGE_H
#define BANG_LANGUAGE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct bang_language bang_language;

/* The language of code ("pt_BR") with the game's catalog read from
 * dir/<code>/LC_MESSAGES/bang.mo. No catalog there (English, or a
 * language not built) is not an error: its texts are the message ids.
 * NULL, with err written, when code is not a language code ("it",
 * "pt_BR", "sr@latin"), when the catalog is there but cannot be read or
 * is not sound (its strings overlapping included), or on lack of memory. */
bang_language *bang_language_open(const char *code, const char *dir, char *err, size_t cap);

/* Add a mod's catalog, dir/<code>/LC_MESSAGES/<domain>.mo (domain
 * "bang-mod-NAME"). The texts of that mod's scripts come tagged with its
 * NAME ("\004NAME\004id": loader.c gives its scripts their own N_, NC_
 * and NP_) and are looked up in its catalog, then in the game's, and in no
 * other mod's. An id without a tag (a manifest's) is tried in the mods'
 * catalogs after the game's (the mods added last first). A missing file is not an error; one that is not a sound catalog,
 * or one more than the 16 a language holds, is refused (false, its path
 * in bad). Its translations are cleaned of terminal controls as they are
 * read. */
bool bang_language_add_mod(bang_language *lang, const char *domain, const char *dir, char *bad,
                           size_t badlen);

void bang_language_free(bang_language *lang);

/* The code the language was opened with. */
const char *bang_language_code(const bang_language *lang);

/* The translation of a message id ("context\004text" for one with a
 * context); the id itself (the text after its context) when it has none. */
const char *bang_language_text(const bang_language *lang, const char *id);

/* The form of singular/plural for a count, by the catalog's plural rule
 * (English's when untranslated: singular for 1, else plural). */
const char *bang_language_plural(const bang_language *lang, const char *singular,
                                 const char *plural, unsigned long n);

#endif
