/*
 * play_save.c: `bang play`'s saves (play.h): --resume (the save read,
 * checked against the scripts loaded now and replayed by the match), the
 * save command, the automatic save, and the closing lines that say how to
 * replay, resume or play the same deal again.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "play.h"
#include "i18n.h"
#include "mods.h"
#include "save_match.h"
#include "toscenario.h"

/* Why the save's step (0-based) did not replay, into s->failure. */
static void replay_failure(session *s, size_t i, const bang_replay_report *r) {
  const bang_save_step *step = &s->save.steps[i];
  switch (r->fault) {
    case BANG_REPLAY_NOT_FIT:
      snprintf(s->failure, sizeof s->failure,
               _("the save does not replay: its step %zu (%s: %s) does not fit the game"), i + 1,
               s->save.names[step->seat - 1], step->command);
      break;
    case BANG_REPLAY_BOT_DIFFERS:
      snprintf(s->failure, sizeof s->failure,
               _("the save does not replay: at step %zu of the save, the computer player now "
                 "chooses %s, not %s"),
               i + 1, r->chosen, step->command);
      break;
    case BANG_REPLAY_ENDED:
      snprintf(s->failure, sizeof s->failure,
               _("the save does not replay: the game ended before its step %zu"), i + 1);
      break;
    case BANG_REPLAY_STOPPED:
      snprintf(s->failure, sizeof s->failure,
               _("the save does not replay: the game stopped before its step %zu"), i + 1);
      break;
    default: snprintf(s->failure, sizeof s->failure, "%s", _("out of memory")); break;
  }
  bang_msg_clean(s->failure);
}

/* --resume: replay the save's steps, showing nothing; false with the
 * reason in s->failure. The screen starts at the next decision, and the
 * hot seat with the player who had the keyboard last. */
bool play_resume(session *s) {
  bang_replay_report r;
  for (size_t i = 0; i < s->save.nsteps; i++) {
    const bang_save_step *step = &s->save.steps[i];
    bool fits = bang_match_replay(s->m, step->seat, step->command, &r);
    if (r.bot_error[0]) { /* a bot that failed is told, as in the game itself */
      fprintf(stderr, _("bang: the computer player failed, a random choice instead: %s"), r.bot_error);
      fputc('\n', stderr);
    }
    if (!fits) {
      replay_failure(s, i, &r);
      return false;
    }
    if (bang_match_seat_kind(s->m, step->seat) == BANG_SEAT_PERSON) s->seated = step->seat;
  }
  s->replayed = s->save.nsteps;
  if (!s->save.nsteps) return true;
  if (bang_match_advance(s->m) == BANG_OVER) {
    snprintf(s->failure, sizeof s->failure, "%s", _("this game is over: step through it with bang replay"));
    return false;
  }
  if (s->seated) bang_input_seat(s->input, s->seated);
  bang_match_log_mark(s->m, 0, bang_game_log_size(s->g));
  return true;
}

/* Write the save, the match's record as its steps, to path (a scenario if
 * it ends in .lua). */
static bool write_save(session *s, const char *path, char *err, size_t cap) {
  s->save.explain = s->view.explain;
  if (!bang_save_take_record(&s->save, s->m, bang_mods_list(), err, cap)) return false;
  size_t n = strlen(path);
  if (n > 4 && strcmp(path + n - 4, ".lua") == 0) return bang_to_scenario(&s->save, s->m, path, err, cap);
  return bang_save_write(&s->save, path, err, cap);
}

/* The automatic save, when the game stops; false if there is none. */
static bool auto_save(session *s) {
  if (!s->save_path[0]) return false;
  char err[1024];
  if (!write_save(s, s->save_path, err, sizeof err)) {
    snprintf(s->save_error, sizeof s->save_error, "%s", err);
    return false;
  }
  bang_save_set_last(s->save_path);
  bang_save_prune();
  return true;
}

/* `save [FILE]` at the prompt. */
void play_save_command(session *s, const char *file) {
  bang_screen *v = &s->view;
  char err[1024], line[BANG_SAVE_PATH + 256];
  const char *path = *file ? file : s->save_path;
  if (!*path) {
    snprintf(line, sizeof line, _("Not saved: %s"), s->save_error);
    bang_screen_text(v, line, "", "  ");
    return;
  }
  if (!write_save(s, path, err, sizeof err)) {
    snprintf(line, sizeof line, _("Not saved: %s"), err);
    bang_screen_text(v, line, "", "  ");
    return;
  }
  if (!*file) bang_save_set_last(path);
  size_t n = strlen(path);
  snprintf(line, sizeof line,
           n > 4 && strcmp(path + n - 4, ".lua") == 0
               ? _("Written as a scenario to %s: run it with bang scenario.")
               : _("Saved in %s."),
           path);
  bang_screen_text(v, line, "", "  ");
}

/*
 * The game stopped: save it (automatically) and say how to go on. A
 * finished game's "Replay it with" points to its save; an unfinished one
 * also says how to resume it. Without a save (no state folder), the
 * command that plays the same deal again.
 */
void play_closing_lines(session *s, bool over) {
  bool saved = auto_save(s);
  char quoted[BANG_SAVE_PATH * 2], line[BANG_SAVE_PATH * 2 + PATH_MAX + 64], deal[2048 + PATH_MAX];
  play_same_deal(s->o, deal, sizeof deal);
  if (!saved) {
    fprintf(stderr, _("bang: the game was not saved: %s"), s->save_error);
    fputc('\n', stderr);
    bang_cli_command_line(_("Replay it with: %s"), deal);
    return;
  }
  bang_save_shell_path(s->save_path, quoted, sizeof quoted);
  /* (with the mods: a save replays only with the scripts it was played with) */
  char mods[1024];
  bang_mods_replay_args(mods, sizeof mods);
  snprintf(line, sizeof line, "%s replay %s%s", bang_cli_program(), quoted, mods);
  bang_cli_command_line(_("Replay it with: %s"), line);
  if (over) return;
  snprintf(line, sizeof line, "%s play --resume %s%s", bang_cli_program(), quoted, mods);
  bang_cli_command_line(_("Resume it with: %s"), line);
  bang_cli_command_line(_("Play the same deal from the start with: %s"), deal);
}

void play_refuse_scripts(const char *path, const char *why) {
  fprintf(stderr, _("bang play: %s was saved with other rule scripts, so it would not replay the "
                    "same game: %s"), path, why);
  fputc('\n', stderr);
}

/* --resume: read the save (the last automatic one by default) and check
 * it was made with the scripts loaded now. 0 if it can go on, else the
 * exit status. */
int play_load_resumed(session *s, play_options *o) {
  char err[2048], why[2048];
  const char *path = o->resume_file;
  char last[BANG_SAVE_PATH];
  if (!path) {
    if (!bang_save_last(last, sizeof last, err, sizeof err)) {
      fprintf(stderr, _("bang play: nothing to resume: %s."), err);
      fputc('\n', stderr);
      return 1;
    }
    path = last;
  }
  if (!bang_save_read(&s->save, path, err, sizeof err)) {
    fprintf(stderr, "bang play: %s\n", err);
    return 1;
  }
  if (!bang_save_same_scripts(&s->save, NULL, bang_cli_data_dir(), bang_mods_list(), why, sizeof why)) {
    play_refuse_scripts(path, why);
    return 1;
  }
  bool had_lang = o->lang != NULL;
  play_options_from_save(o, &s->save);
  if (!had_lang && o->lang && !bang_cli_language(o->lang)) return 2;
  if (bang_save_is_auto(path)) snprintf(s->save_path, sizeof s->save_path, "%s", path);
  return 0;
}
