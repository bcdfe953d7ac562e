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
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cards.h"
#include "cli.h"
#include "commands.h"
#include "game.h"
#include "help.h"
#include "i18n.h"
#include "lineedit.h"
#include "mods.h"
#include "reading.h"
#include "render.h"
#include "savefile.h"
#include "screen.h"
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
  char names_text[BANG_MAX_PLAYERS * BANG_NAME_LEN + 16];
  const char *lang;
  bool resume;             /* --resume: the set-up comes from a save */
  const char *resume_file; /* NULL: the last automatic save */
} play_options;

/* What the seat of the one human saw when answering a step: undo may not
 * go back across anything that was hidden then (cards.h: card ids are
 * 1..BANG_MAX_CARDS). */
typedef struct seen_at {
  uint64_t chance;                       /* bang_game_chance */
  unsigned char cards[BANG_MAX_CARDS / 8 + 1]; /* bit per card id the seat saw */
  unsigned roles;                        /* bit per seat whose role it knew */
} seen_at;

typedef struct session {
  bang_game *g;
  play_options *o;
  bang_term term;
  bang_view view;
  bang_input *input;
  size_t next_log;                     /* one screen for all: the log printed so far */
  size_t seen[BANG_MAX_PLAYERS + 1];   /* hot seat: the log each human has seen */
  int seated;                          /* hot seat: who has the keyboard */
  bool interrupted;                    /* Ctrl-C during the computer players' turns */
  bang_setup setup;                    /* the game's set-up, made from save */
  char preset[256];                    /* the solo game's extra set-up */
  uint64_t bot_state;                  /* --bot random's own generator */
  /* The set-up and every decision answered (savefile.h), and what the
   * human saw at each (undo). The first replay_end steps are replayed
   * without showing anything (a resumed game, an undo); next_step counts
   * the steps answered in this game. */
  bang_save save;
  seen_at *seen_at;
  size_t seen_cap, next_step, replay_end;
  FILE *shown, *muted;                 /* the view's output, and /dev/null */
  char save_path[BANG_SAVE_PATH];      /* the automatic save; "" if none */
  char save_error[2048];               /* why there is none */
  char failure[1024];                  /* a save that does not replay */
  char resumed_from[BANG_SAVE_PATH * 2]; /* --resume: the save, until said */
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
      {"--bot", NC_("metavariable", "KIND"), N_("computer players: heuristic (default), rulebased, hate (card game) or random; solo: solver (default), greedy or random, also for hint")},
      {"--bots", NC_("metavariable", "KIND,..."), N_("computer players by seat, in seat order, cycled (kinds as for --bot)")},
      {"--color", NC_("metavariable", "WHEN"), N_("colour: auto (default: on a terminal), always or never")},
      {"--pace", NC_("metavariable", "MS"), N_("pause after each computer turn, in milliseconds (default 400 on a terminal)")},
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
  bang_screen_text(v, _("Type the number of an option, or its command as shown after its label; "
                        "the start of each word is enough, and Tab completes it."),
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
      {BANG_META_RULES, N_("[ID|CARD]"), N_("the rules, e.g. rules C-20")},
      {BANG_META_EXPLAIN, "", N_("cite the rule of every step, or stop")},
      {BANG_META_AUTO, "", N_("play the cards that have a single way to be played, until a choice")},
      {BANG_META_HINT, "", N_("what the computer player would do, and why")},
      /* TRANSLATORS: what the save command takes, shown after the command word. */
      {BANG_META_SAVE, N_("[FILE]"), N_("save the game (FILE.lua: as a scenario file)")},
      {BANG_META_UNDO, "", N_("take back your last decision")},
      {BANG_META_HELP, "", N_("this text")},
      {BANG_META_QUIT, "", N_("leave the game")},
  };
  bool hands = strcmp(bang_game_variant(s->g), "card") == 0;
  bool cards = bang_game_card_total(s->g) > 0;
  for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
    if ((!cards && lines[i].meta == BANG_META_CARD) || (!hands && lines[i].meta == BANG_META_HAND))
      continue;
    if ((!s->o->solo && lines[i].meta == BANG_META_AUTO) ||
        (!bang_game_has_bot(s->g) && lines[i].meta == BANG_META_HINT) ||
        (s->o->humans != 1 && lines[i].meta == BANG_META_UNDO))
      continue;
    char head[128], text[1024];
    snprintf(head, sizeof head, "%s%s%s", bang_command_meta_word(lines[i].meta),
             *lines[i].args ? " " : "", *lines[i].args ? _(lines[i].args) : "");
    char padded[600] = "";
    bang_append_padded(padded, sizeof padded, head, 18);
    snprintf(text, sizeof text, "%s %s", padded, _(lines[i].what));
    bang_screen_text(v, text, "  ", "                     ");
  }
  const bang_decision *d = bang_game_decision(s->g);
  if (d && d->prompt.rule) bang_screen_quote(v, s->g, d->prompt.rule);
}

static int complete(void *context, const char *line, char **out, int max) {
  session *s = context;
  return bang_command_complete(s->g, line, out, max);
}

/* ---- the record of the game: answers, saves, undo ---------------------------- */

static bool replaying(const session *s) { return s->next_step < s->replay_end; }

/* What seat sees now. */
static void take_snapshot(const bang_game *g, int seat, seen_at *out) {
  memset(out, 0, sizeof *out);
  out->chance = bang_game_chance(g);
  bang_seat_view view = bang_seat_view_of(g, seat);
  int total = bang_game_card_total(g);
  for (int id = 1; id <= total && id <= BANG_MAX_CARDS; id++)
    if (bang_seat_sees_card(view, id)) out->cards[id / 8] |= (unsigned char)(1u << (id % 8));
  for (int q = 1; q <= bang_game_players(g); q++)
    if (bang_seat_sees_role(view, q)) out->roles |= 1u << q;
}

/* Answer the pending decision with option, recording the step (or, while
 * replaying, the step already recorded) and what the humans' seat saw. */
static bool answer(session *s, int option) {
  const bang_decision *d = bang_game_decision(s->g);
  if (!d) return false;
  int seat = d->player;
  if (s->next_step >= s->save.nsteps) {
    char command[BANG_SAVE_COMMAND];
    bang_save_command_of(s->g, option, command, sizeof command);
    if (!bang_save_add_step(&s->save, seat, command)) return false;
  }
  if (s->next_step >= s->seen_cap) {
    size_t cap = s->seen_cap ? s->seen_cap * 2 : 256;
    seen_at *grown = realloc(s->seen_at, cap * sizeof *grown);
    if (!grown) return false;
    s->seen_at = grown;
    s->seen_cap = cap;
  }
  take_snapshot(s->g, seat, &s->seen_at[s->next_step]);
  s->next_step++;
  return bang_game_answer(s->g, option) != 0;
}

/* The recorded step due now, as an option of the pending decision; -1
 * (with the reason in s->failure) if it does not fit the game. */
static int recorded_option(session *s) {
  const bang_decision *d = bang_game_decision(s->g);
  const bang_save_step *step = &s->save.steps[s->next_step];
  bang_msg why;
  int option = d && d->player == step->seat ? bang_game_match_command(s->g, step->command, &why) : -1;
  if (option < 0) {
    snprintf(s->failure, sizeof s->failure,
             _("the save does not replay: its step %zu (%s: %s) does not fit the game"),
             s->next_step + 1, s->save.names[step->seat - 1], step->command);
    bang_msg_clean(s->failure);
  }
  return option;
}

/* A computer player's choice while replaying must be the recorded one. */
static bool same_as_recorded(session *s, int option) {
  char command[BANG_SAVE_COMMAND];
  bang_save_command_of(s->g, option, command, sizeof command);
  const bang_save_step *step = &s->save.steps[s->next_step];
  if (strcmp(command, step->command) == 0) return true;
  snprintf(s->failure, sizeof s->failure,
           _("the save does not replay: at step %zu of the save, the computer player now chooses "
             "%s, not %s"),
           s->next_step + 1, command, step->command);
  bang_msg_clean(s->failure);
  return false;
}

/* Build the game from s->setup, from the start; with quiet, showing
 * nothing until the first replay_end steps are replayed and the game is at
 * the next decision (it was shown before). */
static bool start_game(session *s, bool quiet, char *err, size_t cap) {
  if (s->g) bang_game_free(s->g);
  s->g = bang_game_new(&s->setup, err, cap);
  if (!s->g) return false;
  s->next_log = 0;
  memset(s->seen, 0, sizeof s->seen);
  s->seated = 0;
  s->interrupted = false;
  s->next_step = 0;
  s->bot_state = s->o->seed ^ 0x5eedb075ULL;
  s->view.nquoted = 0;
  s->view.out = quiet && s->muted ? s->muted : s->shown;
  return true;
}

/* Write the save to path (a scenario if it ends in .lua); says so on
 * screen unless quiet. */
static bool write_save(session *s, const char *path, char *err, size_t cap) {
  s->save.explain = s->view.explain;
  /* Modules loaded since the last save count too. */
  if (!bang_save_fingerprint(&s->save, s->g, bang_mods_list(), err, cap)) return false;
  size_t keep = s->save.nsteps;
  s->save.nsteps = s->next_step; /* after an undo: only what was played */
  bool ok;
  size_t n = strlen(path);
  if (n > 4 && strcmp(path + n - 4, ".lua") == 0)
    ok = bang_to_scenario(&s->save, s->g, path, err, cap);
  else
    ok = bang_save_write(&s->save, path, err, cap);
  s->save.nsteps = keep;
  return ok;
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

/* Whether undo may take back step k: nothing hidden then has been seen
 * since. If not, the reason is shown. */
static bool may_undo(session *s, size_t k) {
  bang_view *v = &s->view;
  const seen_at *then = &s->seen_at[k];
  seen_at now;
  int seat = s->save.steps[k].seat;
  take_snapshot(s->g, seat, &now);
  char text[1024];
  text[0] = '\0';
  for (int id = 1; id <= BANG_MAX_CARDS && !text[0]; id++) {
    unsigned char bit = (unsigned char)(1u << (id % 8));
    if ((now.cards[id / 8] & bit) && !(then->cards[id / 8] & bit)) {
      char card[160];
      bang_screen_card(v, s->g, id, card, sizeof card);
      /* TRANSLATORS: %s is a card, e.g. "BANG! 5♣". */
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s, which "
                                    "was hidden then; undo never goes back across what you have "
                                    "seen."), card);
    }
  }
  for (int q = 1; q <= bang_game_players(s->g) && !text[0]; q++) {
    if ((now.roles & (1u << q)) && !(then->roles & (1u << q)))
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s's role, "
                                    "which was hidden then."), bang_game_player(s->g, q)->name);
  }
  if (!text[0] && now.chance != then->chance)
    snprintf(text, sizeof text, "%s",
             _("Undo refused: chance has spoken since that decision (dice rolled, cards "
               "shuffled or taken at random) and you have seen how."));
  if (!text[0]) return true;
  bang_screen_text(v, text, "", "  ");
  return false;
}

/* What a human's turn ends with (human_turn). */
enum { TURN_MISMATCH = -4, TURN_INTERRUPTED = -3, TURN_FAILED = -2, TURN_LEFT = -1, TURN_ENDED = 0,
       TURN_ANSWERED = 1, TURN_UNDO = 2 };

/* `undo`: take back the human's last decision, replaying the game to the
 * step before it; TURN_UNDO if done, else 0 (refused, with the reason). */
static int undo_command(session *s) {
  bang_view *v = &s->view;
  if (s->o->humans != 1) {
    bang_screen_text(v, _("Undo is for a game with one player at the keyboard: with several, "
                          "the others have seen the table."), "", "  ");
    return 0;
  }
  size_t k = s->next_step;
  while (k > 0 && s->save.steps[k - 1].seat > s->o->humans) k--;
  if (k == 0) {
    bang_screen_text(v, _("Nothing to undo: you have made no decision yet."), "", "  ");
    return 0;
  }
  k--;
  if (!may_undo(s, k)) return 0;
  char shown[BANG_SAVE_COMMAND * 2], line[BANG_SAVE_COMMAND * 3];
  bang_command_display(s->save.steps[k].command, shown, sizeof shown);
  snprintf(line, sizeof line, _("Undone: %s. Decide again."), shown);
  bang_screen_text(v, line, "", "  ");
  s->save.nsteps = k;
  s->replay_end = k;
  char err[1024];
  if (!start_game(s, true, err, sizeof err)) snprintf(s->failure, sizeof s->failure, "%s", err);
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
    if (!replaying(s)) hide_screen(s);
    char text[256];
    snprintf(text, sizeof text, _("Pass the keyboard to %s, then press Enter."),
             bang_game_player(s->g, seat)->name);
    if (bang_input_interactive(s->input) && !replaying(s)) {
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
  v->viewer = 0; /* the log is public */
  bang_screen_log(v, s->g, &s->seen[seat]);
  return 1;
}


static void refuse(session *s, const bang_typed *t) {
  bang_view *v = &s->view;
  char text[1024], line[1200];
  bang_msg why = t->why;
  bang_command_localize_examples(&why);
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
  snprintf(text, sizeof text, "%s", _("That could be several options:"));
  for (int k = 0; k < t->ncandidates; k++) {
    char shown[256];
    bang_command_display(bang_game_option_command(s->g, t->candidates[k]), shown, sizeof shown);
    size_t used = strlen(text);
    snprintf(text + used, sizeof text - used, "%s %d) %s", k ? "," : "", t->candidates[k] + 1, shown);
  }
  bang_screen_text(v, text, "", "  ");
}

/* Whether option would harm the player and was not just asked for twice:
 * then the warning is shown and *warned remembers the option. */
static bool needs_confirmation(session *s, int option, int *warned) {
  bang_msg warning;
  if (!s->o->confirm || *warned == option || !bang_game_option_warning(s->g, option, &warning))
    return false;
  char text[1024], line[1400];
  bang_render(s->g, &warning, text, sizeof text);
  snprintf(line, sizeof line, _("Careful: %s Type it again to do it anyway."), text);
  bang_screen_text(&s->view, line, "", "  ");
  *warned = option;
  return true;
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

/* The option of the pending decision that is forced: the only one that
 * plays its card (the solo rules' S-4 ruling: every face-up card that can
 * be played must be, so a card with one way to be played has no choice
 * left); -1 if none. */
static int forced_option(bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) return -1;
  int *cards = calloc((size_t)d->options, sizeof *cards);
  if (!cards) return -1;
  for (int i = 0; i < d->options; i++) cards[i] = bang_game_option_card(g, i);
  int forced = -1;
  for (int i = 0; i < d->options && forced < 0; i++) {
    if (!cards[i]) continue;
    int ways = 0;
    for (int j = 0; j < d->options; j++) ways += cards[j] == cards[i];
    if (ways == 1) forced = i;
  }
  free(cards);
  return forced;
}

/* An option as "label (command)", in the player's language. */
static void option_text(bang_game *g, int option, char *out, size_t cap) {
  char label[512], command[256];
  bang_msg msg;
  const char *english = bang_game_option_command(g, option);
  bang_command_display(english ? english : "", command, sizeof command);
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
    if (!d || d->player < 1 || d->player > s->o->humans || strcmp(d->kind ? d->kind : "", kind) != 0)
      break;
    int option = forced_option(g);
    if (option < 0) break;
    char text[800], line[1000];
    option_text(g, option, text, sizeof text);
    /* TRANSLATORS: an option the auto command takes by itself. */
    snprintf(line, sizeof line, _("Auto: %s"), text);
    bang_screen_text(v, line, "", "  ");
    if (!answer(s, option)) break;
    taken++;
    if (bang_game_advance(g) != BANG_AWAITING) break; /* over or failed: the main loop says so */
    int viewer = v->viewer;
    v->viewer = 0; /* the log is public */
    bang_screen_log(v, g, &s->next_log);
    v->viewer = viewer;
  }
  return taken;
}

/* `hint`: what the computer player would take here, and why. */
static void show_hint(session *s) {
  bang_game *g = s->g;
  bang_view *v = &s->view;
  if (!bang_game_has_bot(g)) {
    bang_screen_text(v, _("No hint: this game has no computer player."), "", "  ");
    return;
  }
  bang_msg why;
  int option = bang_game_bot_hint(g, &why);
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
  fputc('\n', v->out);
  bang_screen_table(v, g);
  bang_screen_decision(v, g);
  if (replaying(s)) { /* a resumed game or an undo: the recorded answer */
    int option = recorded_option(s);
    if (option < 0) return TURN_MISMATCH;
    return answer(s, option) ? TURN_ANSWERED : TURN_FAILED;
  }
  char prompt[64];
  prompt_of(s, seat, prompt, sizeof prompt);
  bool quitting = false;
  int warned = -1; /* the option last warned about */
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
      fprintf(v->out, _("Type %s again to leave the game, or anything else to go on."),
              bang_command_meta_word(BANG_META_QUIT));
      fputc('\n', v->out);
      quitting = true;
      continue;
    }
    if (t.kind == BANG_TYPED_EMPTY) continue; /* an empty line keeps a pending quit */
    quitting = false;
    if (t.kind != BANG_TYPED_OPTION) warned = -1;
    switch (t.kind) {
      case BANG_TYPED_EMPTY: break;
      case BANG_TYPED_META:
        switch (t.meta) {
          case BANG_META_HELP:
            if (t.rest[0] && !bang_command_same(t.rest, "help") &&
                !bang_command_same(t.rest, bang_command_meta_word(BANG_META_HELP)))
              bang_read_card(v, g, t.rest);
            else {
              print_help(s);
              bang_screen_decision(v, g);
            }
            break;
          case BANG_META_LOOK:
            bang_read_look(v, g, t.rest);
            if (!t.rest[0]) bang_screen_decision(v, g);
            break;
          case BANG_META_CARD: bang_read_card(v, g, t.rest); break;
          case BANG_META_RULES: bang_read_rules(v, g, t.rest); break;
          case BANG_META_HAND: bang_read_hand(v, g); break;
          case BANG_META_HINT: show_hint(s); break;
          case BANG_META_SAVE: save_command(s, t.rest); break;
          case BANG_META_UNDO:
            if (undo_command(s) == TURN_UNDO) return TURN_UNDO;
            break;
          case BANG_META_AUTO:
            if (!s->o->solo) {
              bang_screen_text(v, _("Nothing here plays by itself: auto is for the solo game."), "", "  ");
              break;
            }
            if (auto_play(s) > 0) return TURN_ANSWERED;
            bang_screen_text(v, _("Nothing is forced now: every card left has a choice."), "", "  ");
            break;
          case BANG_META_EXPLAIN:
            if (t.rest[0]) {
              bang_read_rules(v, g, t.rest);
              break;
            }
            v->explain = !v->explain;
            fprintf(v->out, "%s\n", v->explain ? _("Explanations on.") : _("Explanations off."));
            break;
          default: break;
        }
        break;
      case BANG_TYPED_OPTION:
        if (needs_confirmation(s, t.option, &warned)) continue;
        return answer(s, t.option) ? TURN_ANSWERED : TURN_FAILED;
      case BANG_TYPED_AMBIGUOUS: ambiguous(s, &t); break;
      case BANG_TYPED_REFUSED: refuse(s, &t); break;
    }
  }
}

/* --names: comma-separated, each a word of at most BANG_NAME_LEN - 1 bytes,
 * not a number, all different. */
static bool parse_names(play_options *o, const char *text) {
  memset(o->names, 0, sizeof o->names); /* a second --names replaces the first */
  snprintf(o->names_text, sizeof o->names_text, "%s", text);
  if (strlen(text) >= sizeof o->names_text || !*text || text[0] == ',' ||
      text[strlen(text) - 1] == ',' || strstr(text, ",,"))
    return false;
  int n = 0;
  char *save = NULL;
  for (char *name = strtok_r(o->names_text, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
    if (n >= BANG_MAX_PLAYERS || !*name || strlen(name) >= BANG_NAME_LEN || strpbrk(name, " \t")) return false;
    if (strspn(name, "0123456789") == strlen(name)) return false;
    /* "look all" must mean everyone. */
    if (bang_command_same(name, "all") || bang_command_same(name, _(NC_("command", "all")))) return false;
    for (const unsigned char *c = (const unsigned char *)name; *c; c++)
      if (*c < 0x20 || *c == 0x7F) return false;
    for (int k = 0; k < n; k++)
      if (bang_command_same(o->names[k], name)) return false;
    o->names[n++] = name;
  }
  return n > 0;
}

static bool parse(int argc, char **argv, play_options *o, int *status) {
  static const struct option longopts[] = {
      {"game", required_argument, 0, 'g'},   {"players", required_argument, 0, 'p'},
      {"humans", required_argument, 0, 'H'}, {"seed", required_argument, 0, 's'},
      {"lang", required_argument, 0, 'l'},   {"explain", no_argument, 0, 'e'},
      {"bot", required_argument, 0, 'b'},    {"help", no_argument, 0, 'h'},
      {"names", required_argument, 0, 'n'},  {"choose-character", no_argument, 0, 'c'},
      {"color", required_argument, 0, 'C'},  {"colour", required_argument, 0, 'C'},
      {"pace", required_argument, 0, 'P'},   {"no-confirm", no_argument, 0, 'N'},
      {"advanced", required_argument, 0, 'A'}, {"abilities", no_argument, 0, 'a'},
      {"resume", optional_argument, 0, 'R'}, {"bots", required_argument, 0, 'B'},
      {0, 0, 0, 0}};
  memset(o, 0, sizeof *o);
  o->variant = "card";
  o->players = 5;
  o->humans = 1;
  o->confirm = true;
  o->pace_ms = DEFAULT_PACE_MS;
  o->color = BANG_COLOR_AUTO;
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
  bool humans_given = false, players_given = false, advanced_given = false;
  const char *set_up = NULL; /* an option a resumed game takes from its save */
  enum bang_cli_bot bot_asked = BANG_CLI_BOT_DEFAULT;
  const char *bots_text = NULL; /* --bots, read once the game is known */
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    switch (c) {
      case 'g':
        o->variant = optarg;
        set_up = "--game";
        break;
      case 'p':
        if (!bang_cli_number(optarg, 1, 99, &o->players)) o->players = -1;
        players_given = true;
        set_up = "--players";
        break;
      case 'H':
        if (!bang_cli_number(optarg, 0, 8, &o->humans)) {
          fprintf(stderr, "%s\n", _("bang play: --humans takes a number from 0 to the number of players."));
          return false;
        }
        humans_given = true;
        set_up = "--humans";
        break;
      case 's':
        if (!bang_cli_seed(optarg, &o->seed)) {
          fprintf(stderr, "%s\n", _("bang play: --seed takes a whole number."));
          return false;
        }
        set_up = "--seed";
        break;
      case 'l': o->lang = optarg; break; /* set up in main */
      case 'e': o->explain = true; break;
      case 'c':
        o->choose_characters = true;
        set_up = "--choose-character";
        break;
      case 'N': o->confirm = false; break;
      case 'n':
        if (!parse_names(o, optarg)) {
          fprintf(stderr, "%s\n", _("bang play: --names takes different names separated by commas, "
                                    "each one word of at most 31 bytes and not a number."));
          return false;
        }
        set_up = "--names";
        break;
      case 'C':
        if (!bang_term_color_mode(optarg, &o->color)) {
          fprintf(stderr, "%s\n", _("bang play: --color is auto, always or never."));
          return false;
        }
        break;
      case 'P':
        if (!bang_cli_number(optarg, 0, 10000, &o->pace_ms)) {
          fprintf(stderr, "%s\n", _("bang play: --pace takes milliseconds, from 0 to 10000."));
          return false;
        }
        break;
      case 'B':
        bots_text = optarg;
        set_up = "--bots";
        break;
      case 'b':
        if (!bang_cli_bot_parse(optarg, &bot_asked)) {
          fprintf(stderr, "%s\n", _("bang play: --bot is heuristic, rulebased, hate or random (solo: solver, greedy or random)."));
          return false;
        }
        set_up = "--bot";
        break;
      case 'A':
        if (!bang_cli_solo_advanced(&o->advanced, optarg)) {
          fprintf(stderr, "%s\n", _("bang play: --advanced is harder, easier or harder,easier."));
          return false;
        }
        advanced_given = true;
        set_up = "--advanced";
        break;
      case 'a':
        o->advanced.abilities = true;
        set_up = "--abilities";
        break;
      case 'R':
        o->resume = true;
        o->resume_file = optarg;
        break;
      case 'h':
        play_usage(stdout);
        *status = 0;
        return false;
      default:
        fprintf(stderr, _("bang play: unknown or incomplete option '%s'."), argv[optind - 1]);
        fputc('\n', stderr);
        play_usage(stderr);
        return false;
    }
  }
  if (o->resume && !o->resume_file && optind < argc) o->resume_file = argv[optind++];
  if (optind < argc) {
    fprintf(stderr, _("bang play: unexpected argument '%s'."), argv[optind]);
    fputc('\n', stderr);
    return false;
  }
  if (o->resume) {
    if (set_up) {
      fprintf(stderr, _("bang play: --resume continues the game as it was set up: leave out %s."),
              set_up);
      fputc('\n', stderr);
      return false;
    }
    return true; /* the rest comes from the save */
  }
  long low, high;
  if (!bang_cli_game_players(o->variant, &low, &high)) {
    fprintf(stderr, _("bang play: unknown game '%s'; the games are: card, dice, solo."), o->variant);
    fputc('\n', stderr);
    return false;
  }
  o->solo = strcmp(o->variant, "solo") == 0;
  if (!o->solo && (advanced_given || o->advanced.abilities)) {
    fprintf(stderr, "%s\n", _("bang play: --advanced and --abilities are for the solo game (--game solo)."));
    return false;
  }
  if (bots_text) { /* --bots: one kind per computer seat, cycled */
    if (o->solo || bot_asked != BANG_CLI_BOT_DEFAULT) {
      fprintf(stderr, "%s\n", _("bang play: --bots is for the card and dice games, without --bot."));
      return false;
    }
    if (!bang_cli_bots_parse("play", o->variant, bots_text, &o->bots)) return false;
    if (!bang_cli_bots_mixed(&o->bots)) bot_asked = o->bots.kind[0], o->bots.n = 0;
  }
  if (!bang_cli_bot_for(o->variant, bot_asked, &o->bot)) {
    fprintf(stderr, _("bang %s: the computer players of the %s game are: %s."), "play", o->variant,
            bang_cli_bot_kinds(o->variant));
    fputc('\n', stderr);
    return false;
  }
  o->random_bots = o->bot == BANG_CLI_BOT_RANDOM && !o->bots.n;
  o->bot_given = bot_asked != BANG_CLI_BOT_DEFAULT;
  if (o->solo) {
    if (players_given) {
      fprintf(stderr, "%s\n", _("bang play: the solo game's players come from its options (4, or 5 "
                                "with --advanced harder): leave out --players."));
      return false;
    }
    /* One person decides for every character (the rules ask seat 1 every
     * decision): 1, or 0 to watch the computer player. */
    if (humans_given && o->humans > 1) {
      fprintf(stderr, "%s\n", _("bang play: in the solo game one person decides for every "
                                "character: --humans is 0 or 1."));
      return false;
    }
    players_given = true;
    o->players = bang_cli_solo_players(&o->advanced);
  }
  if (!players_given) o->players = 5;
  if (o->players < low || o->players > high) {
    fprintf(stderr,
            ngettext("bang play: the %s game takes %ld to %ld player (--players).",
                     "bang play: the %s game takes %ld to %ld players (--players).", (unsigned long)high),
            o->variant, low, high);
    fputc('\n', stderr);
    return false;
  }
  if (humans_given && o->humans > o->players) {
    fprintf(stderr, "%s\n", _("bang play: --humans takes a number from 0 to the number of players."));
    return false;
  }
  int named = 0;
  while (named < BANG_MAX_PLAYERS && o->names[named]) named++;
  if (named > o->players) {
    fprintf(stderr, _("bang play: --names gives more names than there are players (%ld)."), o->players);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

/* Print a label ("Replay it with: %s", translated) on a line of its own,
 * then the command, whole, on the next, so it can be copied. */
static void command_line(const char *label_format, const char *command) {
  char label[256];
  snprintf(label, sizeof label, label_format, "");
  size_t len = strlen(label);
  while (len && label[len - 1] == ' ') len--;
  label[len] = '\0';
  printf("%s\n  %s\n", label, command);
}

/* How to play this game again, option for option: from the start, with
 * the same deal. */
static void same_deal_command(const play_options *o, char *line, size_t cap) {
  char players[128];
  /* The solo game's players come from its options, not --players. */
  if (o->solo) bang_cli_solo_args(&o->advanced, players, sizeof players);
  else snprintf(players, sizeof players, " --players %ld", o->players);
  int n = snprintf(line, cap, "bang play --game %s%s --humans %ld --seed %" PRIu64,
                   o->variant, players, o->humans, o->seed);
  if (o->names[0] && n > 0 && (size_t)n < cap) {
    n += snprintf(line + n, cap - (size_t)n, " --names ");
    for (int i = 0; i < BANG_MAX_PLAYERS && o->names[i] && (size_t)n < cap; i++)
      n += snprintf(line + n, cap - (size_t)n, "%s%s", i ? "," : "", o->names[i]);
  }
  char bot[192] = "", words[160];
  bang_cli_bots_words(&o->bots, words, sizeof words);
  if (o->bots.n) snprintf(bot, sizeof bot, " --bots %s", words);
  else if (o->bot_given) snprintf(bot, sizeof bot, " --bot %s", bang_cli_bot_word(o->bot));
  const char *extras[] = {o->choose_characters ? " --choose-character" : "",
                          bot, o->explain ? " --explain" : "",
                          o->lang ? " --lang " : "", o->lang ? o->lang : ""};
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
  char quoted[BANG_SAVE_PATH * 2], line[BANG_SAVE_PATH * 2 + 64], deal[2048];
  same_deal_command(s->o, deal, sizeof deal);
  if (!saved) {
    fprintf(stderr, _("bang: the game was not saved: %s"), s->save_error);
    fputc('\n', stderr);
    command_line(_("Replay it with: %s"), deal);
    return;
  }
  bang_save_shell_quote(s->save_path, quoted, sizeof quoted);
  snprintf(line, sizeof line, "bang replay %s", quoted);
  command_line(_("Replay it with: %s"), line);
  if (over) return;
  snprintf(line, sizeof line, "bang play --resume %s", quoted);
  command_line(_("Resume it with: %s"), line);
  command_line(_("Play the same deal from the start with: %s"), deal);
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
  s->replay_end = s->save.nsteps;
  return 0;
}

/* The banner: which game, and who plays at this keyboard. */
static void banner(session *s) {
  const play_options *o = s->o;
  FILE *out = s->view.out; /* shown even while the game replays */
  s->view.out = s->shown;
  bang_cli_print_title(o->variant, o->players, &o->advanced, o->seed);
  bang_mods_print();
  for (int seat = 1; seat <= o->humans; seat++) {
    printf(_("%s plays at this keyboard."), bang_game_player(s->g, seat)->name);
    putchar('\n');
  }
  if (o->humans > 1 && s->term.tty_out && !s->term.can_clear) {
    bang_screen_text(&s->view, _("This terminal cannot clear its screen and scrollback (TERM is "
                                 "dumb or unknown): each player should scroll back only to their "
                                 "own turn."),
                     "", "  ");
  }
  s->view.out = out;
}

/* Play until the game ends or stops; the exit status. */
static int play_loop(session *s) {
  const play_options *o = s->o;
  /* Pauses let a person follow the computer players; never when piped. */
  long pace = s->term.tty_out ? o->pace_ms : 0;
  bool hot_seat = o->humans > 1;
  for (;;) {
    enum bang_status st = bang_game_advance(s->g);
    if (st == BANG_OVER && hot_seat) /* the end, from where the last player left off */
      s->next_log = s->seen[s->seated > 0 ? s->seated : 1];
    if (!hot_seat || st == BANG_OVER) {
      size_t before = s->next_log;
      s->view.viewer = 0;
      s->view.width = bang_term_width(&s->term);
      bang_screen_log(&s->view, s->g, &s->next_log);
      const bang_decision *d = st == BANG_AWAITING ? bang_game_decision(s->g) : NULL;
      if (pace && s->next_log > before && d && d->player > o->humans && !replaying(s))
        bang_term_pause((int)pace);
    }
    if (replaying(s) && st != BANG_AWAITING) {
      snprintf(s->failure, sizeof s->failure,
               st == BANG_OVER ? _("the save does not replay: the game ended before its step %zu")
                               : _("the save does not replay: the game stopped before its step %zu"),
               s->next_step + 1);
      return 1;
    }
    if (!replaying(s) && s->view.out != s->shown) { /* replayed: from here on, shown */
      s->view.out = s->shown;
      if (st == BANG_OVER) { /* a finished game was resumed */
        snprintf(s->failure, sizeof s->failure, "%s",
                 _("this game is over: step through it with bang replay"));
        return 1;
      }
    }
    if (!replaying(s) && s->resumed_from[0]) {
      printf(ngettext("Resumed from %s: %zu decision replayed.", "Resumed from %s: %zu decisions replayed.",
                      s->next_step),
             s->resumed_from, s->next_step);
      putchar('\n');
      s->resumed_from[0] = '\0';
    }
    if (st == BANG_OVER) {
      bang_screen_result(&s->view, s->g);
      closing_lines(s, true);
      return 0;
    }
    if (st != BANG_AWAITING) {
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s->g));
      fputc('\n', stderr);
      closing_lines(s, false);
      return 1;
    }
    const bang_decision *d = bang_game_decision(s->g);
    if (d->player <= o->humans) {
      int r = human_turn(s);
      if (r == TURN_MISMATCH) return 1;
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
      continue;
    }
    if (!replaying(s) && bang_input_interrupted()) { /* Ctrl-C while the computer players play */
      if (o->humans == 0) {
        printf("\n%s\n", _("You left the game."));
        closing_lines(s, false);
        return 130;
      }
      s->interrupted = true;
    }
    int choice = o->random_bots ? -1 : bang_game_bot_choice(s->g);
    if (choice < 0 && !o->random_bots && bang_game_error(s->g)[0]) { /* a bot that failed is told */
      fprintf(stderr, _("bang: the computer player failed, a random choice instead: %s"),
              bang_game_error(s->g));
      fputc('\n', stderr);
    }
    if (choice < 0) choice = bang_game_random_choice(s->g, &s->bot_state);
    if (replaying(s) && !same_as_recorded(s, choice)) return 1;
    if (!answer(s, choice)) {
      if (!bang_game_decision(s->g)) { /* its options could not be read: the game failed */
        fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s->g));
        fputc('\n', stderr);
        closing_lines(s, false);
        return 1;
      }
      snprintf(s->failure, sizeof s->failure, "%s", _("out of memory"));
      return 1;
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
  s.shown = stdout;
  s.muted = fopen("/dev/null", "w");
  bang_view_init(&s.view, stdout, &s.term);
  s.view.explain = o.explain;
  int result = 1;
  if (s.save.nsteps && !s.muted) {
    fprintf(stderr, "bang: /dev/null: %s\n", strerror(errno));
  } else if (!start_game(&s, s.replay_end > 0, err, sizeof err)) {
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
    banner(&s);
    if (o.resume) bang_save_shell_quote(o.resume_file ? o.resume_file : s.save_path, s.resumed_from,
                                        sizeof s.resumed_from);
    result = play_loop(&s);
    if (s.failure[0]) {
      fprintf(stderr, "bang: %s\n", s.failure);
      if (!result) result = 1;
    }
  }
  if (s.input) bang_input_free(s.input);
  if (s.g) bang_game_free(s.g);
  if (s.muted) fclose(s.muted);
  free(s.seen_at);
  bang_save_free(&s.save);
  return result;
}
