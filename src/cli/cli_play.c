/*
 * cli_play.c: `bang play`, a game at the terminal.
 *
 * Humans take the first seats, computer players the rest. At a human's
 * decision the table and the legal options are shown; the player types a
 * number or a command, in their language or in English, abbreviated as
 * they like (commands.h), or one of the reading commands (reading.h).
 * Anything else is refused with the reason and the rule, and the same
 * decision is asked again, so no input can end or corrupt the game; `quit`
 * asks to be typed twice, and so does a play that would harm the player.
 *
 * With several humans at one keyboard (hot seat) each decision of a new
 * player starts with a cleared screen and scrollback, then the public log
 * since that player last saw the table, then their secrets; and a player
 * under attack is asked even when taking the hit is all they can do, so
 * nobody learns what they hold by the game's pace. Input may be piped in:
 * nothing then waits for Enter, no escape code is written, and at the end
 * of the input the game stops and says how to replay it.
 *
 * This file is the driver: it reads the options, starts the match (the
 * save made or read first), then asks the match for the next step again
 * and again: a computer player's move is shown (at the pace asked), a
 * person's decision is a turn at the prompt (play_turn.c), and the end is
 * shown with how to go on (play_save.c). Who plays each seat, the record,
 * resume, undo and its fairness, the log each seat has seen, forced moves,
 * hints and harm warnings are the match's (src/match/match.h); play.h
 * lists the other parts of `bang play`.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "i18n.h"
#include "mods.h"
#include "render.h"
#include "summary.h"

static int complete(void *context, const char *line, char **out, int max) {
  session *s = context;
  return bang_command_complete(s->g, line, out, max);
}

/* The match from s->setup: people at the first seats, computer players
 * (or random ones) at the rest. */
static bool start_match(session *s, char *err, size_t cap) {
  bang_match_config config;
  bang_match_config_init(&config, &s->setup, (int)s->o->humans,
                         s->o->random_bots ? BANG_SEAT_RANDOM : BANG_SEAT_BOT);
  config.confirm = s->o->confirm;
  s->m = bang_match_new(&config, err, cap);
  if (!s->m) bang_tr_error(err, cap);
  s->g = s->m ? bang_match_game(s->m) : NULL;
  return s->m != NULL;
}

/* The banner: which game, and who plays at this keyboard. */
static void banner(session *s) {
  const play_options *o = s->o;
  bang_cli_print_title(o->variant, o->players, &o->options, o->seed);
  bang_mods_print();
  for (int seat = 1; seat <= o->humans; seat++) {
    char line[256];
    const char *name = bang_game_player(s->g, seat)->name;
    snprintf(line, sizeof line, _("%s plays at this keyboard."), name);
    bang_render_space_name(line, name);
    puts(line);
  }
  /* A person's first game at a terminal (no game saved yet in the state
   * folder, as every game leaves one): where to find help, and the
   * lessons. Piped output stays as it was. */
  char last[BANG_SAVE_PATH], why[256];
  if (o->humans >= 1 && !o->resume && s->term.tty_in && s->term.tty_out &&
      !bang_save_last(last, sizeof last, why, sizeof why)) {
    char text[512 + PATH_MAX];
    snprintf(text, sizeof text,
             _("First game? Type %s at any prompt to see what you can do; %s learn teaches the "
               "game step by step."),
             bang_command_meta_word(BANG_META_HELP), bang_cli_program());
    bang_screen_text(&s->view, text, "", "  ");
  }
  if (o->humans > 1 && s->term.tty_out && !s->term.can_clear) {
    bang_screen_text(&s->view, _("This terminal cannot clear its screen and scrollback (TERM is "
                                 "dumb or unknown): each player should scroll back only to their "
                                 "own turn."),
                     "", "  ");
  }
}

/* The log entry that says the game's result, to be shown once, in the
 * banner (bang_screen_result): the last one with the result's message. */
static size_t result_entry(bang_game *g) {
  const bang_msg *result = bang_game_result(g);
  for (size_t i = bang_game_log_size(g); result && i-- > 0;)
    if (bang_game_log_entry(g, i)->id == result->id) return i; /* ids are interned */
  return (size_t)-1;
}

/* The public log since the shared screen last showed it; whether there
 * was any. */
static bool show_log(session *s) {
  size_t seen = bang_match_log_seen(s->m, 0), before = seen;
  /* One person: the lines told to them too. Hot seat: the public log only
   * (each player's own lines wait for their handover). */
  s->view.viewer = s->o->humans == 1 && !s->o->one_person ? 1 : 0;
  s->view.width = bang_term_width(&s->term);
  bang_screen_log_except(&s->view, s->g, &seen, result_entry(s->g));
  bang_match_log_mark(s->m, 0, seen);
  return seen > before;
}

/* A human's turn is over: the exit status if the game stops, else -1. */
static int after_turn(session *s, int r) {
  if (r == TURN_FAILED) {
    if (s->failure[0]) return 1;
    fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s->g));
    fputc('\n', stderr);
    play_closing_lines(s, false);
    return 1;
  }
  if (r == TURN_UNDO && s->failure[0]) return 1;
  if (r <= 0) {
    printf("\n%s\n", r == 0 ? _("The input ended before the game did.") : _("You left the game."));
    play_closing_lines(s, false);
    return r == TURN_ENDED ? 3 : r == TURN_INTERRUPTED ? 130 : 0;
  }
  return -1;
}

/* Whether every person at this keyboard is out of a game that goes on
 * (asked once). Solo: the one person plays the whole table. */
static bool all_out(session *s) {
  if (s->out_asked || s->o->one_person || !bang_match_people_out(s->m)) return false;
  s->out_asked = true;
  return true;
}

/*
 * The people here are all out: watch the others play to the end (Enter,
 * or anything else), or leave (quit, or Ctrl-C: exit status 130), the
 * game saved. Only a
 * person at a terminal is asked; piped input goes on watching, so that a
 * script still sees the end. -1 to go on watching, else the exit status.
 */
static int watch_or_leave(session *s) {
  if (!bang_input_interactive(s->input)) return -1;
  char text[512];
  snprintf(text, sizeof text,
           _("You are out of the game. Press Enter to watch the others play to the end, or type "
             "%s to leave (the game is saved)."),
           bang_command_meta_word(BANG_META_QUIT));
  bang_screen_text(&s->view, text, "", "  ");
  const char *line = bang_input_read(s->input, "> ");
  bool interrupted = line && bang_input_interrupted(); /* Ctrl-C: leaves too */
  bool leave = !line || interrupted;
  if (line && !leave) {
    char typed[512];
    snprintf(typed, sizeof typed, "%s", line);
    bang_typed t;
    bang_command_resolve(s->g, typed, &t);
    leave = t.kind == BANG_TYPED_META && t.meta == BANG_META_QUIT;
  }
  if (!leave) return -1;
  printf("\n%s\n", _("You left the game."));
  play_closing_lines(s, false);
  return !line ? 3 : interrupted ? 130 : 0;
}

/* Play until the game ends or stops; the exit status. The match plays the
 * computer players one decision per step; between steps their moves are
 * shown, at the pace asked. */
static int play_loop(session *s) {
  const play_options *o = s->o;
  bool hot_seat = o->humans > 1;
  for (;;) {
    /* Pauses let a person follow the computer players; never when piped.
     * Read at each step: the pace command changes it. */
    long pace = s->term.tty_out ? o->pace_ms : 0;
    bang_match_event ev;
    bang_match_state st = bang_match_step(s->m, &ev);
    bool everyone_out = st == BANG_MATCH_PLAYED && all_out(s);
    /* Hot seat: the shared screen shows the public log once nobody here
     * has a turn left, at the end or when all are out, from where the
     * last player left off. */
    if (hot_seat && (everyone_out || (st == BANG_MATCH_OVER && !s->out_asked)))
      bang_match_log_mark(s->m, 0, bang_match_log_seen(s->m, s->seated > 0 ? s->seated : 1));
    if ((!hot_seat || st == BANG_MATCH_OVER || s->out_asked) && show_log(s) && pace &&
        st == BANG_MATCH_PLAYED)
      bang_term_pause((int)pace);
    if (s->resumed_from[0]) {
      char text[sizeof s->resumed_from + 128];
      snprintf(text, sizeof text,
               bang_trn("Resumed from %s: %zu decision replayed.", "Resumed from %s: %zu decisions replayed.",
                        s->replayed),
               s->resumed_from, s->replayed);
      bang_screen_text(&s->view, text, "", "  "); /* wrapped between words */
      s->resumed_from[0] = '\0';
    }
    if (st == BANG_MATCH_OVER) {
      /* The time only for a person at a terminal: piped output is the
       * same at every run of the same game. */
      bang_summary_print(&s->view, s->g, s->term.tty_out ? (long)(time(NULL) - s->started) : -1);
      bang_screen_result(&s->view, s->g);
      play_closing_lines(s, true);
      return 0;
    }
    if (st == BANG_MATCH_FAILED) {
      if (!bang_game_error(s->g)[0]) { /* the record could not grow */
        snprintf(s->failure, sizeof s->failure, "%s", _("out of memory"));
        return 1;
      }
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s->g));
      fputc('\n', stderr);
      play_closing_lines(s, false);
      return 1;
    }
    if (everyone_out) {
      int r = watch_or_leave(s);
      if (r >= 0) return r;
    }
    if (st == BANG_MATCH_ASK) {
      int r = after_turn(s, play_human_turn(s));
      if (r >= 0) return r;
      continue;
    }
    if (ev.bot_error[0]) { /* a bot that failed is told */
      fprintf(stderr, _("bang: the computer player failed, a random choice instead: %s"), ev.bot_error);
      fputc('\n', stderr);
    }
    if (bang_input_interrupted()) { /* Ctrl-C while the computer players play */
      if (o->humans == 0) {
        printf("\n%s\n", _("You left the game."));
        play_closing_lines(s, false);
        return 130;
      }
      s->interrupted = true;
    }
  }
}

int bang_cli_play(int argc, char **argv) {
  play_options o;
  int status = 2;
  if (!play_parse(argc, argv, &o, &status)) return status;
  session s;
  memset(&s, 0, sizeof s);
  s.o = &o;
  bang_save_init(&s.save);
  char err[2048];
  if (o.resume) {
    status = play_load_resumed(&s, &o);
    if (status) {
      bang_save_free(&s.save);
      return status;
    }
  } else {
    play_save_from_options(&o, &s.save);
  }
  if (!s.save_path[0] &&
      !bang_save_auto_path(s.save.variant, s.save_path, sizeof s.save_path, err, sizeof err)) {
    snprintf(s.save_error, sizeof s.save_error, "%s", err);
    s.save_path[0] = '\0';
  }
  bang_save_setup(&s.save, &s.setup, s.preset, sizeof s.preset);
  s.setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&s.setup);
  bang_term_init(&s.term, o.color);
  bang_screen_init(&s.view, stdout, &s.term);
  s.view.explain = o.explain;
  int result = 1;
  if (!start_match(&s, err, sizeof err)) {
    fprintf(stderr, "bang: %s\n", err);
  } else if (o.resume && !bang_save_same_scripts(&s.save, s.g, bang_cli_data_dir(), bang_mods_list(),
                                                  err, sizeof err)) {
    /* the game built: nothing loaded that the save does not hold */
    play_refuse_scripts(o.resume_file ? o.resume_file : s.save_path, err);
  } else if (!bang_save_fingerprint(&s.save, s.g, bang_mods_list(), err, sizeof err)) {
    fprintf(stderr, "bang: %s\n", err);
  } else if (!(s.input = bang_input_new(s.term.tty_in && s.term.tty_out, complete, &s))) {
    fprintf(stderr, "bang: %s\n", _("out of memory"));
  } else {
    bang_input_catch_interrupt();
    s.started = time(NULL);
    banner(&s);
    if (!o.resume || play_resume(&s)) {
      if (o.resume) bang_save_shell_quote(o.resume_file ? o.resume_file : s.save_path, s.resumed_from,
                                          sizeof s.resumed_from);
      result = play_loop(&s);
    }
    if (s.failure[0]) {
      fprintf(stderr, "bang: %s\n", s.failure);
      if (!result) result = 1;
    }
  }
  if (s.input) bang_input_free(s.input);
  bang_match_free(s.m);
  bang_save_free(&s.save);
  return result;
}

