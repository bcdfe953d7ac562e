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
 * The match itself (who plays each seat, the record, resume, undo and its
 * fairness, the log each seat has seen, forced moves, hints and harm
 * warnings) is src/match/match.h's; this file is the terminal around it:
 * the options, the screens, the prompt, saving and the closing lines.
 */
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "cli_options.h"
#include "names.h"
#include "commands.h"
#include "option_order.h"
#include "game.h"
#include "help.h"
#include "i18n.h"
#include "variants.h"
#include "lineedit.h"
#include "match.h"
#include "mods.h"
#include "msg.h"
#include "reading.h"
#include "render.h"
#include "savefile.h"
#include "screen.h"
#include "summary.h"
#include "term.h"
#include "textwidth.h"
#include "toscenario.h"

enum { DEFAULT_PACE_MS = 400 };

typedef struct play_options {
  const char *variant;
  long players, humans, pace_ms;
  uint64_t seed;
  bool explain, random_bots, choose_characters, confirm;
  bool solo;               /* --game solo: one person decides for every character */
  bang_cli_solo advanced;  /* --advanced, --abilities (solo only) */
  enum bang_cli_bot bot;   /* --bot, resolved for the game */
  bool bot_given;
  bang_cli_bots bots;      /* --bots of two kinds or more, else n 0 */
  enum bang_color_mode color;
  const char *names[BANG_MAX_PLAYERS];
  const char *lang;
  bang_cli_common common;  /* the shared options as given (cli_options.h) */
  bool resume;             /* --resume: the set-up comes from a save */
  const char *resume_file; /* NULL: the last automatic save */
} play_options;

typedef struct session {
  bang_match *m;                       /* the game and who plays it */
  bang_game *g;                        /* its game (a new one after undo) */
  play_options *o;
  bang_term term;
  bang_view view;
  bang_input *input;
  int seated;                          /* hot seat: who has the keyboard */
  bool interrupted;                    /* Ctrl-C during the computer players' turns */
  bang_setup setup;                    /* the game's set-up, made from save */
  char preset[256];                    /* the solo game's extra set-up */
  /* The set-up, and (read from a resumed game's file, written from the
   * match's record) the steps (savefile.h). */
  bang_save save;
  char save_path[BANG_SAVE_PATH];      /* the automatic save; "" if none */
  char save_error[2048];               /* why there is none */
  char failure[1024];                  /* a save that does not replay */
  char resumed_from[BANG_SAVE_PATH * 2]; /* --resume: the save, until said */
  size_t replayed;                     /* --resume: how many steps */
  time_t started;                      /* when this session began playing */
  bool out_asked;                      /* the people here, all out, were asked to watch or leave */
} session;

static void play_usage(FILE *out) {
  fprintf(out, "%s\n", _("Usage: bang play [OPTIONS]"));
  fprintf(out, "%s\n", _("Play BANG! or BANG! The Dice Game at the terminal."));
  static const bang_help_option options[] = {
      {"--game", NC_("metavariable", "GAME"), N_("which game: card (default), dice or solo")},
      {"--players", NC_("metavariable", "N"), N_("players at the table: card 4 to 7, dice 3 to 8 (default 5); not for solo")},
      {"--humans", NC_("metavariable", "N"), N_("how many of them type at this keyboard (default 1; solo: 0 or 1)")},
      {"--advanced", NC_("metavariable", "WHICH"), N_("solo: harder (the Renegade as a fourth Outlaw) and/or easier (one Outlaw on the table, two in the deck); repeatable, or harder,easier")},
      {"--abilities", NULL, N_("solo: the characters' abilities (the advanced characters)")},
      {"--names", NC_("metavariable", "A,B,..."), N_("the players' names, in seat order (humans first)")},
      {"--choose-character", NULL, N_("each player is dealt two characters and keeps one")},
      {"--seed", NC_("metavariable", "N"), N_("the seed: the same seed and commands replay the same game")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"--explain", NULL, N_("explain every step with the rule that applied")},
      {"--bot", NC_("metavariable", "KIND"), N_("computer players: easy, normal (default), hard (also heuristic), rulebased, hate (card game) or random; solo: solver (default), greedy or random, also for hint")},
      {"--bots", NC_("metavariable", "KIND,..."), N_("computer players by seat, in seat order, cycled (kinds as for --bot)")},
      {"--color", NC_("metavariable", "WHEN"), N_("colour: auto (default: on a terminal), always or never")},
      {"--pace", NC_("metavariable", "MS"), N_("pause after each computer player's move, in milliseconds (default 400 on a terminal)")},
      {"--no-confirm", NULL, N_("do not ask before plays that harm you (Beer at full life...)")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--resume", NC_("metavariable", "[FILE]"), N_("go on with a saved game (default: the last one saved "
                                                     "automatically, in $XDG_STATE_HOME/bang)")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 the game ended or you left it, 1 an error (a script, a file, "
                         "output that could not be written), 2 a wrong command line, 3 the input "
                         "ended before the game did, 130 left with Ctrl-C."));
}

static void print_help(session *s) {
  bang_view *v = &s->view;
  bang_screen_text(v, _("Type the number of an option, or its command as shown after its label "
                        "(a card's name is one word, in lower case with _ between its words; "
                        "accents may be left out); the start of each word is enough, and Tab "
                        "completes it."),
                   "", "");
  fprintf(v->out, "%s\n", _("Other commands:"));
  static const struct {
    enum bang_meta meta;
    const char *args, *what;
  } lines[] = {
      /* TRANSLATORS: what the look command takes, shown after the command word. */
      {BANG_META_LOOK, N_("[PLAYER|all]"), N_("the table, or a player up close with their cards")},
      {BANG_META_CARD, N_("NAME"), N_("what a card or a character does")},
      {BANG_META_HAND, "", N_("your cards and what each one does")},
      /* TRANSLATORS: what the log command takes, shown after the command word. */
      {BANG_META_LOG, N_("[N]"), N_("the last lines of what happened (default 15)")},
      {BANG_META_RULES, N_("[ID|CARD]"), N_("the rules, e.g. rules C-20")},
      {BANG_META_EXPLAIN, "", N_("cite the rule of every step, or stop")},
      {BANG_META_AUTO, "", N_("play the cards that have a single way to be played, until a choice")},
      {BANG_META_HINT, "", N_("what the computer player would do, and why")},
      /* TRANSLATORS: what the save command takes, shown after the command word. */
      {BANG_META_SAVE, N_("[FILE]"), N_("save the game (FILE.lua: as a scenario file)")},
      {BANG_META_UNDO, "", N_("take back your last decision")},
      /* TRANSLATORS: what the pace command takes, shown after the command word. */
      {BANG_META_PACE, N_("[MS]"), N_("the pause after each computer player's move, in milliseconds")},
      {BANG_META_HELP, "", N_("this text")},
      {BANG_META_QUIT, "", N_("leave the game")},
  };
  const bang_variant *manifest = bang_game_manifest(s->g);
  bool hands = manifest && manifest->hands;
  bool cards = bang_game_card_total(s->g) > 0;
  enum { LINES = sizeof lines / sizeof lines[0] };
  char head[LINES][128];
  bool shown[LINES];
  int column = 0; /* as wide as the widest command with its arguments */
  for (size_t i = 0; i < LINES; i++) {
    shown[i] = !((!cards && lines[i].meta == BANG_META_CARD) || (!hands && lines[i].meta == BANG_META_HAND) ||
                 (!s->o->solo && lines[i].meta == BANG_META_AUTO) ||
                 (!bang_game_has_bot(s->g) && lines[i].meta == BANG_META_HINT) ||
                 (s->o->humans != 1 && lines[i].meta == BANG_META_UNDO));
    snprintf(head[i], sizeof head[i], "%s%s%s", bang_command_meta_word(lines[i].meta),
             *lines[i].args ? " " : "", *lines[i].args ? _(lines[i].args) : "");
    if (shown[i] && bang_text_width(head[i]) > column) column = bang_text_width(head[i]);
  }
  char hang[64];
  snprintf(hang, sizeof hang, "%*s", column + 4 < 40 ? column + 4 : 6, "");
  for (size_t i = 0; i < LINES; i++) {
    if (!shown[i]) continue;
    char text[1024], padded[600] = "";
    bang_append_padded(padded, sizeof padded, head[i], column);
    snprintf(text, sizeof text, "%s  %s", padded, _(lines[i].what));
    bang_screen_text(v, text, "  ", hang);
  }
  const bang_decision *d = bang_game_decision(s->g);
  if (d && d->prompt.rule) bang_screen_quote(v, s->g, d->prompt.rule);
}

static int complete(void *context, const char *line, char **out, int max) {
  session *s = context;
  return bang_command_complete(s->g, line, out, max);
}

/* ---- the match: its start, resume, saves, undo ---------------------------------- */

/* The match from s->setup: people at the first seats, computer players
 * (or random ones) at the rest. */
static bool start_match(session *s, char *err, size_t cap) {
  bang_match_config config;
  memset(&config, 0, sizeof config);
  config.setup = s->setup;
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++)
    config.seats[seat] = seat <= s->o->humans   ? BANG_SEAT_PERSON
                         : s->o->random_bots    ? BANG_SEAT_RANDOM
                                                : BANG_SEAT_BOT;
  config.random_seed = s->o->seed ^ 0x5eedb075ULL;
  config.confirm = s->o->confirm;
  s->m = bang_match_new(&config, err, cap);
  s->g = s->m ? bang_match_game(s->m) : NULL;
  return s->m != NULL;
}

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
static bool resume(session *s) {
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
  /* Modules loaded since the last save count too. */
  if (!bang_save_fingerprint(&s->save, s->g, bang_mods_list(), err, cap)) return false;
  size_t n;
  const bang_match_move *moves = bang_match_record(s->m, &n);
  s->save.nsteps = 0;
  for (size_t i = 0; i < n; i++) {
    if (!bang_save_add_step(&s->save, moves[i].seat, moves[i].command)) {
      snprintf(err, cap, "%s", _("out of memory"));
      return false;
    }
  }
  n = strlen(path);
  if (n > 4 && strcmp(path + n - 4, ".lua") == 0) return bang_to_scenario(&s->save, s->g, path, err, cap);
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
static void save_command(session *s, const char *file) {
  bang_view *v = &s->view;
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

/* What a human's turn ends with (human_turn). */
enum { TURN_INTERRUPTED = -3, TURN_FAILED = -2, TURN_LEFT = -1, TURN_ENDED = 0, TURN_ANSWERED = 1,
       TURN_UNDO = 2, TURN_ASK = 3 /* (meta_command: ask again) */ };

/* Why undo was refused, on screen. */
static void undo_refused(session *s, const bang_undo *u) {
  bang_view *v = &s->view;
  char text[1024], card[160];
  switch (u->status) {
    case BANG_UNDO_SHARED:
      snprintf(text, sizeof text, "%s", _("Undo is for a game with one player at the keyboard: with "
                                          "several, the others have seen the table."));
      break;
    case BANG_UNDO_NOTHING:
      snprintf(text, sizeof text, "%s", _("Nothing to undo: you have made no decision yet."));
      break;
    case BANG_UNDO_SEEN_CARD:
      bang_screen_card(v, s->g, u->card, card, sizeof card);
      /* TRANSLATORS: %s is a card, e.g. "BANG! 5♣". */
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s, which "
                                    "was hidden then; undo never goes back across what you have "
                                    "seen."), card);
      break;
    case BANG_UNDO_SEEN_ROLE:
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s's role, "
                                    "which was hidden then."), bang_game_player(s->g, u->role_of)->name);
      break;
    case BANG_UNDO_FAILED: {
      char err[sizeof u->err];
      snprintf(err, sizeof err, "%s", u->err);
      /* TRANSLATORS: %s is why (a script's error, in English). */
      snprintf(text, sizeof text, _("Undo failed: the game could not be played again up to that "
                                    "decision (%s). Nothing is lost: the game goes on from here."),
               bang_msg_clean(err));
      break;
    }
    default:
      snprintf(text, sizeof text, "%s",
               _("Undo refused: chance has spoken since that decision (dice rolled, cards "
                 "shuffled or taken at random) and you have seen how."));
      break;
  }
  bang_screen_text(v, text, "", "  ");
}

/* `undo`: take back the human's last decision (the match replays the game
 * to it, showing nothing); TURN_UNDO if done, else 0 (refused or failed,
 * with the reason; the game as it was). */
static int undo_command(session *s, int seat) {
  bang_undo u;
  if (!bang_match_undo(s->m, seat, &u)) { /* (a failed undo leaves the match as it was) */
    undo_refused(s, &u);
    return 0;
  }
  s->g = bang_match_game(s->m);
  s->interrupted = false;
  s->view.nquoted = 0; /* the rules quoted point into the game undo freed */
  char shown[BANG_MATCH_COMMAND * 2], line[BANG_MATCH_COMMAND * 3];
  bang_command_display(s->g, u.command, shown, sizeof shown);
  snprintf(line, sizeof line, _("Undone: %s. Decide again."), shown);
  bang_screen_text(&s->view, line, "", "  ");
  bang_match_log_mark(s->m, 0, bang_game_log_size(s->g)); /* shown before */
  return TURN_UNDO;
}

/* The prompt: the player's name (typed at a terminal, no colour codes: the
 * line editor counts every byte of a prompt as a column). */
static void prompt_of(session *s, int seat, char *out, size_t cap) {
  snprintf(out, cap, "%s> ", bang_game_player(s->g, seat)->name);
}

/* Hot seat: clear the screen and its scrollback; a terminal that cannot
 * (TERM=dumb) gets a screenful of blank lines, the most it allows, and was
 * warned when the game began. */
static void hide_screen(session *s) {
  if (bang_term_clear(&s->term, stdout) || !s->term.tty_out) return;
  for (int i = 0; i < 100; i++) fputc('\n', stdout);
}

/*
 * Hot seat: clear the screen and the scrollback (on a terminal), ask the
 * player to take the seat (reading a line only from a person at a
 * terminal), then show what happened since they last looked.
 * 0 if the input ended.
 */
static int hand_over(session *s, int seat) {
  bang_view *v = &s->view;
  if (s->seated != seat) {
    s->seated = seat;
    bang_input_seat(s->input, seat);
    hide_screen(s);
    char text[256];
    snprintf(text, sizeof text, _("Pass the keyboard to %s, then press Enter."),
             bang_game_player(s->g, seat)->name);
    bang_render_space_name(text, bang_game_player(s->g, seat)->name);
    if (bang_input_interactive(s->input)) {
      size_t len = strlen(text);
      if (len + 1 < sizeof text) memcpy(text + len, " ", 2); /* the prompt ends in a space */
      if (!bang_input_wait(s->input, text)) return 0;
      hide_screen(s);
    } else {
      fprintf(v->out, "\n%s\n", text);
    }
    fprintf(v->out, _("%s, this is what happened since your last turn:"),
            bang_game_player(s->g, seat)->name);
    fputc('\n', v->out);
  }
  v->viewer = seat; /* the public log, and what was told to this seat alone */
  size_t seen = bang_match_log_seen(s->m, seat);
  bang_screen_log(v, s->g, &seen);
  bang_match_log_mark(s->m, seat, seen);
  return 1;
}


static void refuse(session *s, const bang_typed *t) {
  bang_view *v = &s->view;
  char text[1024], line[1200];
  bang_msg why = t->why;
  bang_command_localize_examples(s->g, &why);
  bang_render(s->g, &why, text, sizeof text);
  snprintf(line, sizeof line, _("Refused: %s"), text);
  bang_screen_text(v, line, "", "  ");
  if (t->why.rule) bang_screen_rule(v, s->g, t->why.rule);
  if (t->suggestion[0] && !strstr(text, t->suggestion)) {
    fprintf(v->out, _("Did you mean: %s?"), t->suggestion);
    fputc('\n', v->out);
  }
  fprintf(v->out, _("Type %s to see what you can do."), bang_command_meta_word(BANG_META_HELP));
  fputc('\n', v->out);
}

static void ambiguous(session *s, const bang_typed *t) {
  bang_view *v = &s->view;
  char text[1024];
  bang_command_ambiguous(s->g, t, text, sizeof text);
  bang_screen_text(v, text, "", "  ");
}

/* The harm the match warned about, and how to do it anyway. */
static void show_warning(session *s) {
  bang_msg warning;
  if (!bang_match_warning(s->m, &warning)) return;
  char text[1024], line[1400];
  bang_render(s->g, &warning, text, sizeof text);
  snprintf(line, sizeof line, _("Careful: %s Type it again to do it anyway."), text);
  bang_screen_text(&s->view, line, "", "  ");
}

/* Ctrl-C or quit, once: say how to leave. */
static void ask_to_leave(bang_view *v) {
  char text[512];
  snprintf(text, sizeof text,
           _("Leave the game? Press Ctrl-C again or type %s to leave (the game is saved, to be "
             "resumed later); anything else goes on."),
           bang_command_meta_word(BANG_META_QUIT));
  bang_screen_text(v, text, "", "  ");
}

/* An option as "label (command)", in the player's language. */
static void option_text(bang_game *g, int option, char *out, size_t cap) {
  char label[512], command[256];
  bang_msg msg;
  const char *english = bang_game_option_command(g, option);
  bang_command_display(g, english ? english : "", command, sizeof command);
  if (bang_game_option_label(g, option, &msg)) bang_render(g, &msg, label, sizeof label);
  else snprintf(label, sizeof label, "%s", command);
  /* TRANSLATORS: an option: its label, then the command that takes it. */
  snprintf(out, cap, _("%s (%s)"), label, command);
}

/*
 * `auto` (solo): take the forced options one after another, showing what
 * happens, for as long as the decision stays of the kind it was (the
 * sub-phase: blue, brown, shots, beer) and is this keyboard's. Returns how
 * many were taken.
 */
static int auto_play(session *s) {
  bang_game *g = s->g;
  bang_view *v = &s->view;
  const bang_decision *d = bang_game_decision(g);
  char kind[BANG_ID_LEN];
  snprintf(kind, sizeof kind, "%s", d && d->kind ? d->kind : "");
  int taken = 0;
  for (;;) {
    d = bang_game_decision(g);
    if (!d || bang_match_seat_kind(s->m, d->player) != BANG_SEAT_PERSON ||
        strcmp(d->kind ? d->kind : "", kind) != 0)
      break;
    int option = bang_match_forced(s->m);
    if (option < 0) break;
    char text[800], line[1000];
    option_text(g, option, text, sizeof text);
    /* TRANSLATORS: an option the auto command takes by itself. */
    snprintf(line, sizeof line, _("Auto: %s"), text);
    bang_screen_text(v, line, "", "  ");
    if (bang_match_play_forced(s->m, d->player) < 0) break;
    taken++;
    if (bang_match_advance(s->m) != BANG_AWAITING) break; /* over or failed: the main loop says so */
    int viewer = v->viewer;
    v->viewer = 0; /* the log is public */
    size_t seen = bang_match_log_seen(s->m, 0);
    bang_screen_log(v, g, &seen);
    bang_match_log_mark(s->m, 0, seen);
    v->viewer = viewer;
  }
  return taken;
}

/* `pace [MS]`: the pause after each computer player's move, shown, and
 * changed to MS if given (0 to 10000), for the rest of this session. */
static void pace_command(session *s, const char *rest) {
  long ms;
  if (rest[0] && bang_cli_number(rest, 0, 10000, &ms)) s->o->pace_ms = ms;
  char text[256];
  snprintf(text, sizeof text,
           _("Pause after each computer player's move: %ld ms (%s and a number from 0 to 10000 "
             "changes it)."),
           s->o->pace_ms, bang_command_meta_word(BANG_META_PACE));
  bang_screen_text(&s->view, text, "", "  ");
}

/* `hint`: what the computer player would take here, and why. */
static void show_hint(session *s) {
  bang_game *g = s->g;
  bang_view *v = &s->view;
  bang_msg why;
  const bang_decision *d = bang_game_decision(g);
  int option = bang_match_hint(s->m, d ? d->player : 0, &why);
  if (option == -1) {
    bang_screen_text(v, _("No hint: this game has no computer player."), "", "  ");
    return;
  }
  char text[1200], line[2400];
  if (option < 0) {
    snprintf(line, sizeof line, _("No hint: the computer player could not choose: %s"),
             bang_game_error(g)[0] ? bang_game_error(g) : "?");
    bang_screen_text(v, line, "", "  ");
    return;
  }
  option_text(g, option, text, sizeof text);
  if (why.id && why.id[0]) {
    char reason[1024];
    bang_render(g, &why, reason, sizeof reason);
    /* TRANSLATORS: a hint: the option (label and command), then why, e.g.
       "Hint: Play BANG! at o1 (play bang o1): o1 has no Missed! to cancel it." */
    snprintf(line, sizeof line, _("Hint: %s: %s"), text, reason);
  } else {
    snprintf(line, sizeof line, _("Hint: %s."), text);
  }
  bang_screen_text(v, line, "", "  ");
}


/* A command at the prompt that is not a move (help, look, card, rules,
 * hand, log, hint, pace, save, undo, auto, explain): TURN_ASK to ask
 * again, or TURN_UNDO, TURN_ANSWERED (auto played) for the turn. */
static int meta_command(session *s, int seat, const bang_typed *t) {
  bang_game *g = s->g;
  bang_view *v = &s->view;
  switch (t->meta) {
    case BANG_META_HELP:
      if (t->rest[0] && !bang_command_same(t->rest, "help") &&
          !bang_command_same(t->rest, bang_command_meta_word(BANG_META_HELP)))
        bang_read_card(v, g, t->rest);
      else {
        print_help(s);
        bang_screen_decision(v, g);
      }
      break;
    case BANG_META_LOOK:
      bang_read_look(v, g, t->rest);
      if (!t->rest[0]) bang_screen_decision(v, g);
      break;
    case BANG_META_CARD: bang_read_card(v, g, t->rest); break;
    case BANG_META_RULES: bang_read_rules(v, g, t->rest); break;
    case BANG_META_HAND: bang_read_hand(v, g); break;
    case BANG_META_LOG: bang_read_log(v, g, t->rest); break;
    case BANG_META_HINT: show_hint(s); break;
    case BANG_META_PACE: pace_command(s, t->rest); break;
    case BANG_META_SAVE: save_command(s, t->rest); break;
    case BANG_META_UNDO:
      return undo_command(s, seat) == TURN_UNDO ? TURN_UNDO : TURN_ASK;
    case BANG_META_AUTO:
      if (!s->o->solo) {
        bang_screen_text(v, _("Nothing here plays by itself: auto is for the solo game."), "", "  ");
        break;
      }
      if (auto_play(s) > 0) return TURN_ANSWERED;
      bang_screen_text(v, _("Nothing is forced now: every card left has a choice."), "", "  ");
      break;
    case BANG_META_EXPLAIN:
      if (t->rest[0]) {
        bang_read_rules(v, g, t->rest);
        break;
      }
      v->explain = !v->explain;
      fprintf(v->out, "%s\n", v->explain ? _("Explanations on.") : _("Explanations off."));
      break;
    default: break;
  }
  return TURN_ASK;
}

/* TURN_ANSWERED, TURN_ENDED (the input ended), TURN_LEFT (the player left)
 * or TURN_FAILED (a script failed while the decision was shown). */
static int human_turn(session *s) {
  bang_game *g = s->g;
  const bang_decision *d = bang_game_decision(g);
  bang_view *v = &s->view;
  int seat = d->player;
  if (s->o->humans > 1 && !hand_over(s, seat)) return TURN_ENDED;
  v->viewer = seat;
  v->width = bang_term_width(&s->term);
  v->height = bang_term_height(&s->term);
  bang_screen_turn(v, g);
  char prompt[64];
  prompt_of(s, seat, prompt, sizeof prompt);
  bool quitting = false;
  if (s->interrupted) { /* Ctrl-C while the others played: asked now */
    s->interrupted = false;
    ask_to_leave(v);
    quitting = true;
  }
  for (;;) {
    if (!bang_game_decision(g)) return TURN_FAILED; /* a mod's options could not be read */
    const char *line = bang_input_read(s->input, prompt);
    if (!line) return TURN_ENDED;
    if (bang_input_interrupted()) { /* Ctrl-C at the prompt: once asks, twice leaves */
      if (quitting) return TURN_INTERRUPTED;
      ask_to_leave(v);
      quitting = true;
      continue;
    }
    char typed[512];
    snprintf(typed, sizeof typed, "%s", line);
    v->width = bang_term_width(&s->term);
    bang_typed t;
    bang_command_resolve(g, typed, &t);
    if (t.kind == BANG_TYPED_META && t.meta == BANG_META_QUIT) {
      if (quitting) return TURN_LEFT;
      char text[512]; /* wrapped to the terminal like every other sentence (es L1) */
      snprintf(text, sizeof text, _("Type %s again to leave the game, or anything else to go on."),
               bang_command_meta_word(BANG_META_QUIT));
      bang_screen_text(v, text, "", "");
      quitting = true;
      continue;
    }
    if (t.kind == BANG_TYPED_EMPTY) continue; /* an empty line keeps a pending quit */
    quitting = false;
    if (t.kind != BANG_TYPED_OPTION) bang_match_clear_warning(s->m);
    switch (t.kind) {
      case BANG_TYPED_EMPTY: break;
      case BANG_TYPED_META: {
        int r = meta_command(s, seat, &t);
        if (r != TURN_ASK) return r;
        break;
      }
      case BANG_TYPED_OPTION:
        switch (bang_match_answer(s->m, seat, t.option)) {
          case BANG_ANSWER_OK: return TURN_ANSWERED;
          case BANG_ANSWER_WARNED: show_warning(s); continue;
          default: return TURN_FAILED;
        }
      case BANG_TYPED_AMBIGUOUS: ambiguous(s, &t); break;
      case BANG_TYPED_REFUSED: refuse(s, &t); break;
    }
  }
}

/* `bang play`'s own options (the shared ones: cli_options.c). */
static bool play_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  play_options *o = ctx;
  switch (c) {
    case 'c':
      o->choose_characters = true;
      common->set_up = "--choose-character";
      return true;
    case 'N': o->confirm = false; return true;
    case 'P':
      if (!bang_cli_number(arg, 0, 10000, &o->pace_ms)) {
        fprintf(stderr, "%s\n", _("bang play: --pace takes milliseconds, from 0 to 10000."));
        return false;
      }
      return true;
    case 'R':
      o->resume = true;
      o->resume_file = arg;
      return true;
    default: return false;
  }
}

/* The shared options' values, into the play's options (the names point
 * into o->common). */
static void take_common(play_options *o) {
  const bang_cli_common *c = &o->common;
  o->variant = c->variant;
  o->players = c->players;
  o->humans = c->humans;
  o->seed = c->seed;
  o->lang = c->lang;
  o->explain = c->explain;
  o->color = c->color;
  o->advanced = c->solo;
  memcpy(o->names, c->names, sizeof o->names);
}

static bool parse(int argc, char **argv, play_options *o, int *status) {
  static const struct option longopts[] = {
      BANG_CLI_OPT_GAME,     BANG_CLI_OPT_PLAYERS,
      BANG_CLI_OPT_HUMANS,   BANG_CLI_OPT_SEED,
      BANG_CLI_OPT_LANG,     BANG_CLI_OPT_EXPLAIN,
      BANG_CLI_OPT_BOT,      BANG_CLI_OPT_HELP,
      BANG_CLI_OPT_NAMES,    {"choose-character", no_argument, 0, 'c'},
      BANG_CLI_OPT_COLOR,    BANG_CLI_OPT_COLOUR,
      {"pace", required_argument, 0, 'P'},   {"no-confirm", no_argument, 0, 'N'},
      BANG_CLI_OPT_ADVANCED, BANG_CLI_OPT_ABILITIES,
      {"resume", optional_argument, 0, 'R'}, BANG_CLI_OPT_BOTS,
      {0, 0, 0, 0}};
  memset(o, 0, sizeof *o);
  o->confirm = true;
  o->pace_ms = DEFAULT_PACE_MS;
  bang_cli_common *c = &o->common;
  bang_cli_common_init(c, (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16));
  const bang_cli_command cmd = {"play", play_usage, longopts, play_option, o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, c);
  take_common(o);
  if (parsed >= 0) {
    *status = parsed;
    return false;
  }
  if (o->resume && !o->resume_file && optind < argc) o->resume_file = argv[optind++];
  if (optind < argc) {
    fprintf(stderr, _("bang play: unexpected argument '%s'."), argv[optind]);
    fputc('\n', stderr);
    return false;
  }
  if (o->resume) {
    if (c->set_up) {
      fprintf(stderr, _("bang play: --resume continues the game as it was set up: leave out %s."),
              c->set_up);
      fputc('\n', stderr);
      return false;
    }
    return true; /* the rest comes from the save */
  }
  if (!bang_cli_options_game("play", c, &o->solo, &o->bots, &o->bot)) return false;
  take_common(o); /* the players, for the solo game */
  o->random_bots = o->bot == BANG_CLI_BOT_RANDOM && !o->bots.n;
  o->bot_given = c->bot_asked != BANG_CLI_BOT_DEFAULT;
  return true;
}

/* How to play this game again, option for option: from the start, with
 * the same deal. */
static void same_deal_command(const play_options *o, char *line, size_t cap) {
  char players[128];
  /* The solo game's players come from its options, not --players. */
  if (o->solo) bang_cli_solo_args(&o->advanced, players, sizeof players);
  else snprintf(players, sizeof players, " --players %ld", o->players);
  /* The default game goes unsaid: the line is printed whole, to be copied,
   * and a random seed is long already. */
  bang_cli_common defaults;
  bang_cli_common_init(&defaults, 0);
  char game[64] = "";
  if (strcmp(o->variant, defaults.variant) != 0) snprintf(game, sizeof game, " --game %s", o->variant);
  int n = snprintf(line, cap, "%s play%s%s --humans %ld --seed %" PRIu64, bang_cli_program(), game,
                   players, o->humans, o->seed);
  /* The names and the language may come from a save: quoted for the shell,
   * so that the line copied runs nothing but bang. */
  char list[BANG_MAX_PLAYERS * 64] = "", names[sizeof list * 4 + 16] = "", lang[160] = "";
  for (int i = 0, used = 0; i < BANG_MAX_PLAYERS && o->names[i] && (size_t)used < sizeof list; i++)
    used += snprintf(list + used, sizeof list - (size_t)used, "%s%s", i ? "," : "", o->names[i]);
  if (list[0]) {
    char quoted[sizeof names - 16];
    bang_save_shell_quote(list, quoted, sizeof quoted);
    snprintf(names, sizeof names, " --names %s", quoted);
  }
  if (o->lang) {
    char quoted[sizeof lang - 16];
    bang_save_shell_quote(o->lang, quoted, sizeof quoted);
    snprintf(lang, sizeof lang, " --lang %s", quoted);
  }
  char bot[192] = "", words[160];
  bang_cli_bots_words(&o->bots, words, sizeof words);
  if (o->bots.n) snprintf(bot, sizeof bot, " --bots %s", words);
  else if (o->bot_given) snprintf(bot, sizeof bot, " --bot %s", bang_cli_bot_word(o->bot));
  const char *extras[] = {names, o->choose_characters ? " --choose-character" : "",
                          bot, o->explain ? " --explain" : "", lang};
  for (size_t i = 0; i < sizeof extras / sizeof extras[0] && n > 0 && (size_t)n < cap; i++)
    n += snprintf(line + n, cap - (size_t)n, "%s", extras[i]);
  if (n > 0 && (size_t)n < cap) bang_mods_replay_args(line + n, cap - (size_t)n);
}

/*
 * The game stopped: save it (automatically) and say how to go on. A
 * finished game's "Replay it with" points to its save; an unfinished one
 * also says how to resume it. Without a save (no state folder), the
 * command that plays the same deal again.
 */
static void closing_lines(session *s, bool over) {
  bool saved = auto_save(s);
  char quoted[BANG_SAVE_PATH * 2], line[BANG_SAVE_PATH * 2 + PATH_MAX + 64], deal[2048 + PATH_MAX];
  same_deal_command(s->o, deal, sizeof deal);
  if (!saved) {
    fprintf(stderr, _("bang: the game was not saved: %s"), s->save_error);
    fputc('\n', stderr);
    bang_cli_command_line(_("Replay it with: %s"), deal);
    return;
  }
  bang_save_shell_quote(s->save_path, quoted, sizeof quoted);
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

/* The players' names: those given, the seats not named the usual names,
 * skipping those given. */
static void name_seats(const play_options *o, bang_save *save) {
  static const char *const usual[] = {"ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal",
                                      "ivy", "jo", "kit", "lou", "max", "ned", "oz", "pat"};
  /* Solo: the Sheriff, then the Outlaws in the order they come into play. */
  static const char *const solo_usual[] = {"sheriff", "o1", "o2", "o3", "o4", "ann", "bob", "cy",
                                           "dee", "eve", "fox", "gus", "hal", "ivy", "jo", "kit"};
  const char *const *names = o->solo ? solo_usual : usual;
  /* TRANSLATORS: the solo Sheriff's default name, typed in commands
     ("play barrel sheriff"): one short word, easy to type. */
  const char *sheriff = bang_tr(NC_("default name", "sheriff"));
  size_t next_usual = 0;
  for (int i = 0; i < o->players && i < BANG_MAX_PLAYERS; i++) {
    const char *name = o->names[i];
    for (; !name && next_usual < sizeof usual / sizeof usual[0]; next_usual++) {
      const char *candidate = o->solo && next_usual == 0 ? sheriff : names[next_usual];
      bool taken = false;
      for (int k = 0; k < BANG_MAX_PLAYERS && o->names[k]; k++)
        taken |= bang_command_same(o->names[k], candidate);
      if (!taken) name = candidate;
    }
    snprintf(save->names[i], BANG_NAME_LEN, "%s", name ? name : "?");
  }
}

/* A new game: the save made from the options. */
static void save_from_options(const play_options *o, bang_save *save) {
  snprintf(save->variant, sizeof save->variant, "%s", o->variant);
  save->seed = o->seed;
  save->players = (int)o->players;
  save->humans = (int)o->humans;
  name_seats(o, save);
  save->bot = o->bot;
  save->bots = o->bots;
  save->choose_characters = o->choose_characters;
  save->solo = o->advanced;
  save->explain = o->explain;
  snprintf(save->lang, sizeof save->lang, "%s", o->lang ? o->lang : "");
}

/* A resumed game: the options from its save (--lang, --explain, --color,
 * --pace and --no-confirm given now are kept). */
static void options_from_save(play_options *o, const bang_save *save) {
  static char variant[16];
  snprintf(variant, sizeof variant, "%s", save->variant);
  o->variant = variant;
  o->solo = strcmp(variant, "solo") == 0;
  o->seed = save->seed;
  o->players = save->players;
  o->humans = save->humans;
  for (int i = 0; i < BANG_MAX_PLAYERS; i++) o->names[i] = i < save->players ? save->names[i] : NULL;
  o->bot = save->bot;
  o->bot_given = true;
  o->bots = save->bots;
  o->random_bots = save->bot == BANG_CLI_BOT_RANDOM && !save->bots.n;
  o->choose_characters = save->choose_characters;
  o->advanced = save->solo;
  o->explain |= save->explain;
  if (!o->lang && save->lang[0]) o->lang = save->lang;
}

static void refuse_scripts(const char *path, const char *why) {
  fprintf(stderr, _("bang play: %s was saved with other rule scripts, so it would not replay the "
                    "same game: %s"), path, why);
  fputc('\n', stderr);
}

/* --resume: read the save (the last automatic one by default) and check
 * it was made with the scripts loaded now. 0 if it can go on, else the
 * exit status. */
static int load_resumed(session *s, play_options *o) {
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
    refuse_scripts(path, why);
    return 1;
  }
  bool had_lang = o->lang != NULL;
  options_from_save(o, &s->save);
  if (!had_lang && o->lang && !bang_cli_language(o->lang)) return 2;
  if (bang_save_is_auto(path)) snprintf(s->save_path, sizeof s->save_path, "%s", path);
  return 0;
}

/* The banner: which game, and who plays at this keyboard. */
static void banner(session *s) {
  const play_options *o = s->o;
  bang_cli_print_title(o->variant, o->players, &o->advanced, o->seed);
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
  s->view.viewer = s->o->humans == 1 && !s->o->solo ? 1 : 0;
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
    closing_lines(s, false);
    return 1;
  }
  if (r == TURN_UNDO && s->failure[0]) return 1;
  if (r <= 0) {
    printf("\n%s\n", r == 0 ? _("The input ended before the game did.") : _("You left the game."));
    closing_lines(s, false);
    return r == TURN_ENDED ? 3 : r == TURN_INTERRUPTED ? 130 : 0;
  }
  return -1;
}

/* Whether every person at this keyboard is out of a game that goes on
 * (asked once). Solo: the one person plays the whole table. */
static bool all_out(session *s) {
  if (s->out_asked || s->o->humans < 1 || s->o->solo) return false;
  for (int seat = 1; seat <= s->o->humans && seat <= bang_game_players(s->g); seat++)
    if (bang_game_player(s->g, seat)->alive) return false;
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
  closing_lines(s, false);
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
               ngettext("Resumed from %s: %zu decision replayed.", "Resumed from %s: %zu decisions replayed.",
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
      closing_lines(s, true);
      return 0;
    }
    if (st == BANG_MATCH_FAILED) {
      if (!bang_game_error(s->g)[0]) { /* the record could not grow */
        snprintf(s->failure, sizeof s->failure, "%s", _("out of memory"));
        return 1;
      }
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s->g));
      fputc('\n', stderr);
      closing_lines(s, false);
      return 1;
    }
    if (everyone_out) {
      int r = watch_or_leave(s);
      if (r >= 0) return r;
    }
    if (st == BANG_MATCH_ASK) {
      int r = after_turn(s, human_turn(s));
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
        closing_lines(s, false);
        return 130;
      }
      s->interrupted = true;
    }
  }
}

int bang_cli_play(int argc, char **argv) {
  play_options o;
  int status = 2;
  if (!parse(argc, argv, &o, &status)) return status;
  session s;
  memset(&s, 0, sizeof s);
  s.o = &o;
  bang_save_init(&s.save);
  char err[2048];
  if (o.resume) {
    status = load_resumed(&s, &o);
    if (status) {
      bang_save_free(&s.save);
      return status;
    }
  } else {
    save_from_options(&o, &s.save);
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
  bang_view_init(&s.view, stdout, &s.term);
  s.view.explain = o.explain;
  int result = 1;
  if (!start_match(&s, err, sizeof err)) {
    fprintf(stderr, "bang: %s\n", err);
  } else if (o.resume && !bang_save_same_scripts(&s.save, s.g, bang_cli_data_dir(), bang_mods_list(),
                                                  err, sizeof err)) {
    /* the game built: nothing loaded that the save does not hold */
    refuse_scripts(o.resume_file ? o.resume_file : s.save_path, err);
  } else if (!bang_save_fingerprint(&s.save, s.g, bang_mods_list(), err, sizeof err)) {
    fprintf(stderr, "bang: %s\n", err);
  } else if (!(s.input = bang_input_new(s.term.tty_in && s.term.tty_out, complete, &s))) {
    fprintf(stderr, "bang: %s\n", _("out of memory"));
  } else {
    bang_input_catch_interrupt();
    s.started = time(NULL);
    banner(&s);
    if (!o.resume || resume(&s)) {
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
