/*
 * save_match.h: a saved game (savefile.h) as a match (match.h).
 *
 * `bang replay` and `bang save --to-scenario` rebuild a saved game and play
 * its steps back as recorded: every seat's answers come from the save (no
 * computer player chooses again), each one checked against the decision
 * by the match, as `bang play --resume` checks the people's answers.
 * Every front end that saves a match takes its record the same way.
 */
#ifndef BANG_SAVE_MATCH_H
#define BANG_SAVE_MATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "match.h"
#include "savefile.h"

/* The set-up a match keeps (its strings must outlive it). */
typedef struct bang_save_match_setup {
  bang_setup setup;
  char preset[256];
} bang_save_match_setup;

/* The match the save sets up, with the scripts loaded now (data_dir, the
 * mods: NULL-terminated or NULL), run to its first decision; every seat
 * answered from the save. NULL with the reason in err. */
bang_match *bang_save_match_new(const bang_save *save, bang_save_match_setup *keep,
                                const char *data_dir, const char *const *mods, char *err,
                                size_t cap);
/* Play step i of the save, then run the rules to the next decision; false
 * with the reason if the step does not fit the game or the game fails. */
bool bang_save_match_step(const bang_save *save, bang_match *m, size_t i, char *err, size_t cap);

/* Before writing a match's save: its steps become the match's record, and
 * its fingerprint takes in the modules the game loaded since (mods: those
 * loaded now); false with the reason. */
bool bang_save_take_record(bang_save *save, bang_match *m, const char *const *mods, char *err,
                           size_t cap);

#endif
