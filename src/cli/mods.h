/*
 * mods.h: the mods a command loads (docs/MODDING.md, "Mods").
 *
 * A mod is a folder laid out as lua/ is, holding only the files it adds or
 * replaces: MOD/card/characters/x.lua, MOD/dice/cards/... (see loader.h).
 * The mods loaded are every folder of $XDG_DATA_HOME/bang/mods (default
 * ~/.local/share/bang/mods) in name order, then each `--mod DIR` in the
 * order given; a later mod's file wins. A folder named twice counts once,
 * at its last place. A mod may carry its texts' translations as
 * MOD/locale/<lang>/LC_MESSAGES/bang-mod-NAME.mo (NAME: the folder's name).
 */
#ifndef BANG_MODS_H
#define BANG_MODS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

/*
 * Take every `--mod DIR` and `--mod=DIR` out of argv[1..*argc) (the
 * command's own options then never see them), then make the list: the
 * user's mods folder, then these. Prints a message and returns false on a
 * wrong --mod (not a mod folder) or too many mods (exit status 2). A
 * folder of the user's mods folder that is not a mod is skipped with a
 * warning.
 */
bool bang_mods_init(int *argc, char **argv);

/* The mods' folders, in loading order, NULL-terminated (NULL: none). */
const char *const *bang_mods_list(void);

/* Fill setup->mods from the list. */
void bang_mods_setup(bang_setup *setup);

/* "a, b": the mods' names (their folders' last names); "" if none. */
const char *bang_mods_names(void);

/* " --mod DIR" for each mod, in order, quoted for the shell if need be,
 * into out (cut to len): a replay loads the same mods. */
void bang_mods_replay_args(char *out, size_t len);

/* Print "Mods: a, b" and a newline to stdout if any mod is loaded. */
void bang_mods_print(void);

#endif
