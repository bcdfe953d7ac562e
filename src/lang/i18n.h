/*
 * i18n.h: choosing the language and translating message ids.
 *
 * The language comes from --lang, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG
 * (as gettext takes them). Most machines have no pt_BR/es/it/zh_CN locale
 * generated, so messages are looked up through LANGUAGE on top of a C.UTF-8
 * message locale, LC_CTYPE is made UTF-8 (for wcwidth) and LC_NUMERIC stays
 * "C". The locale is process-wide by nature: front ends call this once,
 * before any game is created.
 */
#ifndef BANG_I18N_H
#define BANG_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

/* The front ends' own texts, in the process's language as a value (the
 * same lookup as bang_tr: mods' catalogs checked, no gettext state). */
#define _(text) bang_tr(text)
#ifndef N_
#define N_(text) (text)
#endif
/* A message id with a context, as bang_tr reads it (xgettext: -kNC_:1c,2). */
#define NC_(context, text) (context "\004" text)

/* The languages with catalogs, "en" first. */
extern const char *const bang_languages[];

/*
 * Set up the locale for lang_option (NULL: from the environment). Writes the
 * chosen code ("pt_BR") to chosen. Returns 0 if lang_option names no
 * language we have, leaving English in place.
 */
int bang_i18n_setup(const char *lang_option, char *chosen, size_t chosen_len);

/* The folder holding <lang>/LC_MESSAGES/bang.mo, used by bang_i18n_setup
 * unless $BANG_LOCALE_DIR is set (NULL or "": the compiled-in default). */
void bang_i18n_set_locale_dir(const char *dir);

/* The catalog code for a user-given language name, or NULL. */
const char *bang_i18n_normalize(const char *name);

/* Translate a message id, which may be "context\004text", in the
 * process's language (a language.h value: bang_i18n_language). The text
 * stays valid for the whole process, also after bang_i18n_setup chooses
 * again (up to a few times). */
/* (format_arg: a printf format's arguments are checked against the id.) */
const char *bang_tr(const char *id) __attribute__((format_arg(1)));

/* The singular or plural form for n of a message, in the process's
 * language, by its catalog's plural rule (what ngettext did). */
const char *bang_trn(const char *singular, const char *plural, unsigned long n)
    __attribute__((format_arg(1), format_arg(2)));

/* err (of cap bytes), an error a layer below wrote in English, in place in
 * the process's language where it is one of the engine's that name a file
 * (bang_sandbox_file_errors: "PATH: cannot read the file", also after a
 * context, "the set-up was refused: PATH: ..."); any other stays as it is
 * (a script's error, for the modder, as Lua's own). Returns err. */
char *bang_tr_error(char *err, size_t cap);

/* The process's language, as bang_i18n_setup chose it (NULL before):
 * for what takes a language as a value (render.h). */
typedef struct bang_language bang_language;
const bang_language *bang_i18n_language(void);

/*
 * A mod's catalog: domain (e.g. "bang-mod-NAME") in dir (holding
 * <lang>/LC_MESSAGES/<domain>.mo); bang_tr looks up there the texts of
 * that mod's scripts (tagged with its name: language.h), and tries it for
 * untagged ids the game's own catalog leaves untranslated (the mods added
 * last first), in the process's language and any chosen later. Each of those files, in any
 * language, is checked first (mo_check.h): if one is not a sound catalog
 * nothing is added, its path is written to bad and false returned.
 */
bool bang_i18n_add_domain(const char *domain, const char *dir, char *bad, size_t badlen);

#endif
