/*
 * savefile.h: saved games (docs/SAVES.md).
 *
 * Every game is deterministic from its set-up and the commands answered,
 * so a save holds just that, as text: a version line, the set-up (game,
 * seed, players, names, options, mods), one `step NAME COMMAND` line per
 * decision answered (the command language of the scenario files: English,
 * as `bang scenario` reads it), then a fingerprint of every rule script
 * the game loaded, so a save made with other scripts is refused by name
 * instead of replaying into another game. `bang play` writes saves (at
 * the prompt and automatically when a game stops, in
 * $XDG_STATE_HOME/bang/) and resumes them; `bang replay` steps through
 * them; `bang save --to-scenario` turns them into scenario files.
 */
#ifndef BANG_SAVEFILE_H
#define BANG_SAVEFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli.h"
#include "game.h"

enum { BANG_SAVE_VERSION = 1, BANG_SAVE_COMMAND = 160, BANG_SAVE_PATH = 4096 };
/* What a reader takes (docs/SAVES.md), so that no file can make it hold
 * more than some 60 MiB (the file and what it says): a real game's save
 * is a few kilobytes, a few hundred steps. The writer keeps within them
 * too. */
enum {
  BANG_SAVE_MAX_BYTES = 32 << 20,
  BANG_SAVE_LINE = 8192, /* bytes in a line, without its end */
  BANG_SAVE_MAX_STEPS = 100000,
  BANG_SAVE_MAX_SCRIPTS = 10000
};

typedef struct bang_save_step {
  int seat;                        /* who answered, 1-based */
  char command[BANG_SAVE_COMMAND]; /* an option's command, or its number */
} bang_save_step;

typedef struct bang_save_script {
  char rel[256];  /* "card/rules.lua", as laid out under lua/ */
  uint64_t hash;  /* of the file's bytes */
  char from[64];  /* "" the stock scripts, else the mod's name */
} bang_save_script;

typedef struct bang_save {
  char variant[16];
  uint64_t seed;
  int players, humans;
  char names[BANG_MAX_PLAYERS][BANG_NAME_LEN];
  enum bang_cli_bot bot; /* resolved: never DEFAULT */
  bang_cli_bots bots;    /* --bots of two kinds or more (n 0: every computer seat is bot's) */
  bool choose_characters;
  /* Every decision asked, out of turn too (bang host: people at their own
   * screens); more than one human implies it. */
  bool ask_always;
  bang_game_options options; /* the game's own (its manifest's), on */
  bool explain;
  char lang[16]; /* "" : the environment's */
  int nmods;
  char mods[BANG_MAX_MODS][BANG_SAVE_PATH];
  /* The rule scripts, sorted by rel. */
  int nscripts;
  bang_save_script *scripts;
  /* The decisions answered, in order. */
  size_t nsteps, steps_cap;
  bang_save_step *steps;
} bang_save;

void bang_save_init(bang_save *save);
void bang_save_free(bang_save *save);
/* Append a step; false if out of memory. */
bool bang_save_add_step(bang_save *save, int seat, const char *command);
/* The set-up a save describes, for bang_game_new: data_dir and the mods
 * loaded now (the caller checks they are the save's); preset is where the
 * solo game's extra set-up is written. */
void bang_save_setup(const bang_save *save, bang_setup *setup, char *preset, size_t cap);

/* Add to save->scripts every rule script g has loaded so far that it does
 * not hold yet (hashed now: call it once the game is built, and again
 * before writing, for modules loaded later), and set the save's mods
 * (those g was built with: NULL-terminated, or NULL). The fingerprint is
 * what the loader loaded (bang_game_scripts), however a module's name was
 * written. false with a message in err if a script cannot be read. */
bool bang_save_fingerprint(bang_save *save, bang_game *g, const char *const *mods, char *err,
                           size_t cap);
/* Whether the save's scripts are those loaded now: the same mods, and
 * each script of the save the same bytes in the file the loader would
 * take now (data_dir's lua/ and the mods); with g (a game just built from
 * the save) also nothing loaded by g that the save does not hold. If not,
 * why (naming the mods and files that differ) in why. Call it once before
 * building the game (g NULL) and once after. */
bool bang_save_same_scripts(const bang_save *save, bang_game *g, const char *data_dir,
                            const char *const *mods, char *why, size_t cap);

/* Write the save to path (safefile.h: through a temporary file renamed
 * into place, never over anything but a regular file);
 * false with the reason in err. */
bool bang_save_write(const bang_save *save, const char *path, char *err, size_t cap);
/* The same, on the disk before the rename only if sync (safefile.h). */
bool bang_save_write_synced(const bang_save *save, const char *path, bool sync, char *err, size_t cap);
/* Read a save: a regular file only (not a device or a pipe), within the
 * limits above; false with the reason (file and line) in err. */
bool bang_save_read(bang_save *save, const char *path, char *err, size_t cap);
/* The same from text (len bytes; name for the messages): what
 * bang_save_read does once it has the file's bytes. */
bool bang_save_parse(bang_save *save, const char *text, size_t len, const char *name, char *err,
                     size_t cap);

/*
 * Automatic saves live in $XDG_STATE_HOME/bang/ (else ~/.local/state/bang/):
 * the folder, made if need be; false with the reason in err.
 */
bool bang_save_dir(char *out, size_t cap, char *err, size_t errcap);
/* A new automatic save's path in that folder ("card-20260501-120000-42.bang"). */
bool bang_save_auto_path(const char *variant, char *out, size_t cap, char *err, size_t errcap);
/* Keep only the newest BANG_SAVE_KEEP automatic saves (by time written),
 * and no temporary file older than a minute. */
enum { BANG_SAVE_KEEP = 200 };
void bang_save_prune(void);
/* Remember path as the last automatic save; and find it again. */
void bang_save_set_last(const char *path);
bool bang_save_last(char *out, size_t cap, char *err, size_t errcap);
/* Whether path is in the automatic saves' folder. */
bool bang_save_is_auto(const char *path);

/* text quoted for a POSIX shell if it needs it, into out. */
void bang_save_shell_quote(const char *text, char *out, size_t cap);
/* A file's path for a command the player copies: bang_save_shell_quote's,
 * with a path under $HOME written from "~/" (the shell gives it back), so
 * that "Resume it with: bang play --resume ~/.local/state/bang/..." fits a
 * terminal's line. */
void bang_save_shell_path(const char *path, char *out, size_t cap);

#endif
