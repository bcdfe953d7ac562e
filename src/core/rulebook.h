/*
 * rulebook.h: the rule ids a game knows. The variant's rulebook.lua holds
 * the stock ones; a card or character script may bring its own with a
 * `rules` field ({ ["BS-1"] = N_"..." }), merged in as it loads. Once all
 * are loaded, every rule id a mod's script names in its text must be one
 * of them: a typo is an error at load time, with the file and line.
 */
#ifndef BANG_RULEBOOK_H
#define BANG_RULEBOOK_H

#include <lua.h>
#include <stdbool.h>
#include <stddef.h>

/* Merge the `rules` of the script table at index script (loaded from path)
 * into the rulebook table at index rulebook. 0 and err ("path:line: ...")
 * for a rules field that is not ids to texts, or an id already known. */
int bang_rulebook_add(lua_State *L, int rulebook, int script, const char *path, char *err,
                      size_t errlen);

/* Every script loaded from a mod (root > 0): each string literal in its
 * text shaped like a rule id ("C-54", "BS-1") must be a key of the
 * rulebook at index rulebook. 0 and err naming the first that is not. */
int bang_rulebook_check_mods(lua_State *L, int rulebook, char *err, size_t errlen);

/* Whether id is a rule a script added (a `rules` field), not the
 * rulebook's own. */
bool bang_rulebook_added(lua_State *L, const char *id);

#endif
