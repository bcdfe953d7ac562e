/*
 * save_match.c: a saved game as a match, played back step by step (see
 * save_match.h).
 */
#include "save_match.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

bang_match *bang_save_match_new(const bang_save *save, bang_save_match_setup *keep,
                                const char *data_dir, const char *const *mods, char *err,
                                size_t cap) {
  bang_match_config config;
  memset(&config, 0, sizeof config);
  bang_save_setup(save, &keep->setup, keep->preset, sizeof keep->preset);
  keep->setup.data_dir = data_dir;
  for (int i = 0; mods && mods[i] && i < BANG_MAX_MODS; i++) keep->setup.mods[i] = mods[i];
  config.setup = keep->setup;
  /* Every answer is the save's: every seat answers as a person does. */
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) config.seats[seat] = BANG_SEAT_PERSON;
  bang_match *m = bang_match_new(&config, err, cap);
  if (!m) bang_tr_error(err, cap);
  if (m && bang_match_advance(m) == BANG_FAILED) {
    snprintf(err, cap, "%s", bang_game_error(bang_match_game(m)));
    bang_match_free(m);
    return NULL;
  }
  return m;
}

bool bang_save_match_step(const bang_save *save, bang_match *m, size_t i, char *err, size_t cap) {
  const bang_save_step *step = &save->steps[i];
  bang_replay_report report;
  if (!bang_match_replay(m, step->seat, step->command, &report)) {
    if (report.fault == BANG_REPLAY_NO_MEMORY) {
      snprintf(err, cap, "%s", _("out of memory"));
    } else {
      snprintf(err, cap, _("the save does not replay: its step %zu (%s: %s) does not fit the game"),
               i + 1, save->names[step->seat - 1], step->command);
      bang_msg_clean(err);
    }
    return false;
  }
  if (bang_match_advance(m) == BANG_FAILED) {
    snprintf(err, cap, "%s", bang_game_error(bang_match_game(m)));
    return false;
  }
  return true;
}

bool bang_save_take_record(bang_save *save, bang_match *m, const char *const *mods, char *err,
                           size_t cap) {
  /* Modules loaded since the last save count too. */
  if (!bang_save_fingerprint(save, bang_match_game(m), mods, err, cap)) return false;
  size_t n;
  const bang_match_move *moves = bang_match_record(m, &n);
  save->nsteps = 0;
  for (size_t i = 0; i < n; i++) {
    if (!bang_save_add_step(save, moves[i].seat, moves[i].command)) {
      snprintf(err, cap, "%s", _("out of memory"));
      return false;
    }
  }
  return true;
}
