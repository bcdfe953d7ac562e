/*
 * loader.h: how a game's scripts are loaded into its sandbox.
 *
 * Every script (prelude, rules and the modules it requires, each card,
 * character, rulebook and bot) runs with an environment of its own: the
 * safe standard functions (C functions, shared), read-only proxies of the
 * standard libraries, and its world's globals: `require`, `load`, the
 * world's own prelude (`prelude`, a read-only proxy) and its N_/NC_/NP_.
 * The game's rules are one world, each computer player another (below);
 * nothing two worlds both reach holds state. Assigning an undeclared global or a library member is an
 * error naming the file and line, and no script can change what another
 * sees. `require "rules.core"` loads lua/<variant>/rules/core.lua
 * once per game and resolves only inside the variant's folder.
 * `require "card:cards.bang"` (a variant's name, lower-case letters, then a
 * colon) loads lua/card/cards/bang.lua instead, in the caller's world
 * (once, cached under that full name), so a variant can reuse another's
 * data; that module's own requires resolve in its variant.
 *
 * Mods: the scripts are looked up over a list of roots, the stock lua/
 * folder first and then each mod's folder (laid out as lua/ is:
 * MOD/card/characters/x.lua). A file is taken from the last root that has
 * it, so a mod replaces a stock file by having the same path and adds one
 * by having a new path; a folder's scripts are the union over the roots.
 * Scripts of a declared kind ("card", "character") are checked against the
 * variant's schema.lua (bang_loader_check).
 *
 * A file is compiled once per game; each further load of it (a bot's
 * world loading the cards again) runs that code afresh in its own
 * environment, as a new load would (loader.c, push_chunk).
 */
#ifndef BANG_LOADER_H
#define BANG_LOADER_H

#include <lua.h>
#include <stddef.h>

/*
 * Build the shared base in L, remember the roots (roots[0] the stock lua/
 * folder, then the mods' folders, later ones winning) and make the game's
 * own world: `require` for the variant ("card"), `load`, and prelude.lua run
 * in it. Returns 0 and writes err on failure.
 */
int bang_loader_open(lua_State *L, const char *const *roots, int nroots, const char *variant,
                     char *err, size_t errlen);

/*
 * Write to path the file rel ("card/rules.lua") of the last root that has
 * it and return 1; if none has it, the stock root's path and 0. Needs
 * bang_loader_open first.
 */
int bang_loader_find(lua_State *L, const char *rel, char *path, size_t len);

/*
 * The scripts NAME.lua of the folder rel ("card/characters") over every
 * root, in name order, each the path of the last root that has that name.
 * *count is their number (0: none, the array may be NULL; -1: out of
 * memory). Free with bang_loader_free_list.
 */
char **bang_loader_list(lua_State *L, const char *rel, int *count);
void bang_loader_free_list(char **paths, int count);

/*
 * Every script file compiled in L so far (the prelude, the rules and every
 * module they require, whatever way its name was computed, the cards, the
 * characters, the bots' scripts), each once, in the order first loaded:
 * fn(ud, root, rel, path), root the index of the root it came from (0 the
 * stock folder, 1... the mods), rel its path under that root
 * ("card/cards/bang.lua"). Files under no root are not named.
 */
typedef void bang_loader_visit(void *ud, int root, const char *rel, const char *path);
void bang_loader_loaded(lua_State *L, bang_loader_visit *fn, void *ud);
/* How many files bang_loader_loaded would name now; and forgetting those
 * noted after the first count: files read in a game's state that do not
 * make the game (its manifest), kept out of the saves' fingerprint. */
int bang_loader_loaded_count(lua_State *L);
void bang_loader_forget_since(lua_State *L, int count);

/*
 * Run the script at path in an environment of its own and push its one
 * result. A missing file that is not required pushes nil. Returns 0 and
 * writes "path:line: message" to err on failure (nothing pushed).
 */
int bang_loader_run(lua_State *L, const char *path, int required, char *err, size_t errlen);

/*
 * Worlds: a computer player runs in a world of its own (src/bind/lview.c),
 * so that nothing it can name leads to the rules' modules or state.
 * bang_loader_push_world pushes a new world: a table of globals that every
 * environment made in it gets over the base, holding to begin with its own
 * `require` (a module cache of its own: `require "rules.core"` there loads
 * a fresh copy, not the rules' one) and `load` (chunks in the world). The
 * caller may add more globals to it, then must call bang_loader_open_world
 * before loading anything: it runs prelude.lua in the world, whose result
 * becomes the world's own `prelude`, N_, NC_ and NP_ (no world shares the
 * game's prelude: its tables and the state its functions keep would be a
 * channel between computer players). Returns 0 and writes err on failure.
 * bang_loader_run_in is bang_loader_run in the world at index world.
 */
void bang_loader_push_world(lua_State *L, const char *variant);
int bang_loader_open_world(lua_State *L, int world, char *err, size_t errlen);
int bang_loader_run_in(lua_State *L, int world, const char *path, int required,
                       char *err, size_t errlen);

/*
 * Check the script table at script_index against the kind's declaration in
 * the schema table at schema_index (prelude.check_script). Returns 0 and
 * writes "path:line: message" (the line where the field is written) to err
 * if a field is unknown, missing or of the wrong type.
 */
int bang_loader_check(lua_State *L, int schema_index, const char *kind, int script_index,
                      const char *path, char *err, size_t errlen);

/* The line of path where `field =` is first written (0: not found). */
int bang_loader_field_line(const char *path, const char *field);
/* The same, from line from on (a field inside a table written there). */
int bang_loader_field_line_from(const char *path, const char *field, int from);

#endif
