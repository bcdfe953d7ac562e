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
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "game.h"
#include "help.h"
#include "i18n.h"
#include "lineedit.h"
#include "mods.h"
#include "reading.h"
#include "render.h"
#include "screen.h"
#include "term.h"
#include "textwidth.h"

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
  enum bang_color_mode color;
  const char *names[BANG_MAX_PLAYERS];
  char names_text[BANG_MAX_PLAYERS * BANG_NAME_LEN + 16];
  const char *lang;
} play_options;

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
      {"--bot", NC_("metavariable", "KIND"), N_("computer players: heuristic (default) or random; solo: solver (default), greedy or random, also for hint")},
      {"--color", NC_("metavariable", "WHEN"), N_("colour: auto (default: on a terminal), always or never")},
      {"--pace", NC_("metavariable", "MS"), N_("pause after each computer turn, in milliseconds (default 400 on a terminal)")},
      {"--no-confirm", NULL, N_("do not ask before plays that harm you (Beer at full life...)")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
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
      {BANG_META_HELP, "", N_("this text")},
      {BANG_META_QUIT, "", N_("leave the game")},
  };
  bool hands = strcmp(bang_game_variant(s->g), "card") == 0;
  bool cards = bang_game_card_total(s->g) > 0;
  for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
    if ((!cards && lines[i].meta == BANG_META_CARD) || (!hands && lines[i].meta == BANG_META_HAND))
      continue;
    if ((!s->o->solo && lines[i].meta == BANG_META_AUTO) ||
        (!bang_game_has_bot(s->g) && lines[i].meta == BANG_META_HINT))
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
  v->viewer = 0; /* the log is public */
  bang_screen_log(v, s->g, &s->seen[seat]);
  return 1;
}

/* The example commands a reason gives ({example}, {commands}: English, one
 * a line) as the player types them. */
static void localize_examples(bang_msg *why) {
  for (int a = 0; a < why->nargs; a++) {
    bang_arg *arg = &why->args[a];
    if (arg->kind != BANG_ARG_TEXT || (strcmp(arg->key, "example") && strcmp(arg->key, "commands")))
      continue;
    char shown[BANG_MSG_TEXT] = "", english[BANG_MSG_TEXT];
    snprintf(english, sizeof english, "%s", arg->text);
    char *save = NULL;
    for (char *cmd = strtok_r(english, "\n", &save); cmd; cmd = strtok_r(NULL, "\n", &save)) {
      char one[BANG_MSG_TEXT];
      bang_command_display(cmd, one, sizeof one);
      size_t used = strlen(shown), len = strlen(one);
      if (used + len + 2 > sizeof shown) break; /* keep whole commands only */
      if (used) shown[used++] = '\n';
      memcpy(shown + used, one, len + 1);
    }
    memcpy(arg->text, shown, strlen(shown) + 1); /* both BANG_MSG_TEXT long */
  }
}

static void refuse(session *s, const bang_typed *t) {
  bang_view *v = &s->view;
  char text[1024], line[1200];
  bang_msg why = t->why;
  localize_examples(&why);
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
           _("Leave the game? Press Ctrl-C again or type %s to leave (the game is not saved: the "
             "replay command shown then plays it again); anything else goes on."),
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
    bang_game_answer(g, option);
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

enum { TURN_INTERRUPTED = -3, TURN_FAILED = -2, TURN_LEFT = -1, TURN_ENDED = 0, TURN_ANSWERED = 1 };

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
        bang_game_answer(g, t.option);
        return TURN_ANSWERED;
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
  enum bang_cli_bot bot_asked = BANG_CLI_BOT_DEFAULT;
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    switch (c) {
      case 'g': o->variant = optarg; break;
      case 'p':
        if (!bang_cli_number(optarg, 1, 99, &o->players)) o->players = -1;
        players_given = true;
        break;
      case 'H':
        if (!bang_cli_number(optarg, 0, 8, &o->humans)) {
          fprintf(stderr, "%s\n", _("bang play: --humans takes a number from 0 to the number of players."));
          return false;
        }
        humans_given = true;
        break;
      case 's':
        if (!bang_cli_seed(optarg, &o->seed)) {
          fprintf(stderr, "%s\n", _("bang play: --seed takes a whole number."));
          return false;
        }
        break;
      case 'l': o->lang = optarg; break; /* set up in main */
      case 'e': o->explain = true; break;
      case 'c': o->choose_characters = true; break;
      case 'N': o->confirm = false; break;
      case 'n':
        if (!parse_names(o, optarg)) {
          fprintf(stderr, "%s\n", _("bang play: --names takes different names separated by commas, "
                                    "each one word of at most 31 bytes and not a number."));
          return false;
        }
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
      case 'b':
        if (!bang_cli_bot_parse(optarg, &bot_asked)) {
          fprintf(stderr, "%s\n", _("bang play: --bot is heuristic or random (solo: solver, greedy or random)."));
          return false;
        }
        break;
      case 'A':
        if (!bang_cli_solo_advanced(&o->advanced, optarg)) {
          fprintf(stderr, "%s\n", _("bang play: --advanced is harder, easier or harder,easier."));
          return false;
        }
        advanced_given = true;
        break;
      case 'a': o->advanced.abilities = true; break;
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
  if (optind < argc) {
    fprintf(stderr, _("bang play: unexpected argument '%s'."), argv[optind]);
    fputc('\n', stderr);
    return false;
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
  if (!bang_cli_bot_for(o->variant, bot_asked, &o->bot)) {
    fprintf(stderr, "%s\n", o->solo ? _("bang play: --bot for the solo game is solver, greedy or random.")
                                     : _("bang play: --bot is heuristic or random."));
    return false;
  }
  o->random_bots = o->bot == BANG_CLI_BOT_RANDOM;
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

/* How to play this game again, option for option. */
static void replay_hint(const play_options *o) {
  char line[1024], players[128];
  /* The solo game's players come from its options, not --players. */
  if (o->solo) bang_cli_solo_args(&o->advanced, players, sizeof players);
  else snprintf(players, sizeof players, " --players %ld", o->players);
  int n = snprintf(line, sizeof line, "bang play --game %s%s --humans %ld --seed %" PRIu64,
                   o->variant, players, o->humans, o->seed);
  if (o->names[0] && n > 0 && (size_t)n < sizeof line) {
    n += snprintf(line + n, sizeof line - (size_t)n, " --names ");
    for (int i = 0; i < BANG_MAX_PLAYERS && o->names[i] && (size_t)n < sizeof line; i++)
      n += snprintf(line + n, sizeof line - (size_t)n, "%s%s", i ? "," : "", o->names[i]);
  }
  char bot[32] = "";
  if (o->bot_given) snprintf(bot, sizeof bot, " --bot %s", bang_cli_bot_word(o->bot));
  const char *extras[] = {o->choose_characters ? " --choose-character" : "",
                          bot, o->explain ? " --explain" : "",
                          o->lang ? " --lang " : "", o->lang ? o->lang : ""};
  for (size_t i = 0; i < sizeof extras / sizeof extras[0] && n > 0 && (size_t)n < sizeof line; i++)
    n += snprintf(line + n, sizeof line - (size_t)n, "%s", extras[i]);
  if (n > 0 && (size_t)n < sizeof line) bang_mods_replay_args(line + n, sizeof line - (size_t)n);
  /* The command on a line of its own, whole, so it can be copied. */
  char label[256];
  snprintf(label, sizeof label, _("Replay it with: %s"), "");
  size_t len = strlen(label);
  while (len && label[len - 1] == ' ') label[--len] = '\0';
  printf("%s\n  %s\n", label, line);
}

int bang_cli_play(int argc, char **argv) {
  play_options o;
  int status = 2;
  if (!parse(argc, argv, &o, &status)) return status;
  bang_setup setup;
  bang_setup_init(&setup, o.variant, (int)o.players, o.seed);
  setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&setup);
  /* Seats not named take the usual names, skipping those given. */
  static const char *const usual[] = {"ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal",
                                      "ivy", "jo", "kit", "lou", "max", "ned", "oz", "pat"};
  /* Solo: the Sheriff, then the Outlaws in the order they come into play. */
  static const char *const solo_usual[] = {"sheriff", "o1", "o2", "o3", "o4", "ann", "bob", "cy",
                                           "dee", "eve", "fox", "gus", "hal", "ivy", "jo", "kit"};
  const char *const *names = o.solo ? solo_usual : usual;
  size_t next_usual = 0;
  for (int i = 0; i < BANG_MAX_PLAYERS; i++) {
    setup.names[i] = o.names[i];
    if (o.names[i] || i >= o.players) continue;
    for (; next_usual < sizeof usual / sizeof usual[0] && !setup.names[i]; next_usual++) {
      bool taken = false;
      for (int k = 0; k < BANG_MAX_PLAYERS && o.names[k]; k++)
        taken |= bang_command_same(o.names[k], names[next_usual]);
      if (!taken) setup.names[i] = names[next_usual];
    }
  }
  setup.choose_characters = o.choose_characters;
  setup.ask_always = o.humans > 1;
  char preset[256];
  if (o.solo) {
    bang_cli_solo_preset(&o.advanced, o.bot, preset, sizeof preset);
    setup.extra = preset;
  }
  char err[1024];
  session s;
  memset(&s, 0, sizeof s);
  s.o = &o;
  s.g = bang_game_new(&setup, err, sizeof err);
  if (!s.g) {
    fprintf(stderr, "bang: %s\n", err);
    return 1;
  }
  bang_term_init(&s.term, o.color);
  bang_view_init(&s.view, stdout, &s.term);
  s.view.explain = o.explain;
  s.input = bang_input_new(s.term.tty_in && s.term.tty_out, complete, &s);
  bang_input_catch_interrupt();
  if (!s.input) {
    bang_game_free(s.g);
    return 1;
  }
  /* Pauses let a person follow the computer players; never when piped. */
  long pace = s.term.tty_out ? o.pace_ms : 0;
  if (o.solo) {
    char words[128];
    bang_cli_solo_words(&o.advanced, words, sizeof words);
    if (words[0]) printf(_("BANG! solo (%s), seed %" PRIu64 "."), words, o.seed);
    else printf(_("BANG! solo, seed %" PRIu64 "."), o.seed);
  } else {
    unsigned long n = (unsigned long)o.players;
    printf(strcmp(o.variant, "card") == 0
               ? ngettext("BANG!, %ld player, seed %" PRIu64 ".", "BANG!, %ld players, seed %" PRIu64 ".", n)
               : ngettext("BANG! The Dice Game, %ld player, seed %" PRIu64 ".",
                          "BANG! The Dice Game, %ld players, seed %" PRIu64 ".", n),
           o.players, o.seed);
  }
  putchar('\n');
  bang_mods_print();
  for (int seat = 1; seat <= o.humans; seat++) {
    printf(_("%s plays at this keyboard."), bang_game_player(s.g, seat)->name);
    putchar('\n');
  }
  if (o.humans > 1 && s.term.tty_out && !s.term.can_clear) {
    bang_screen_text(&s.view, _("This terminal cannot clear its screen and scrollback (TERM is "
                                "dumb or unknown): each player should scroll back only to their "
                                "own turn."),
                     "", "  ");
  }
  uint64_t bot_state = o.seed ^ 0x5eedb075ULL;
  bool hot_seat = o.humans > 1;
  int result = 0;
  for (;;) {
    enum bang_status st = bang_game_advance(s.g);
    if (st == BANG_OVER && hot_seat) /* the end, from where the last player left off */
      s.next_log = s.seen[s.seated > 0 ? s.seated : 1];
    if (!hot_seat || st == BANG_OVER) {
      size_t before = s.next_log;
      s.view.viewer = 0;
      s.view.width = bang_term_width(&s.term);
      bang_screen_log(&s.view, s.g, &s.next_log);
      const bang_decision *d = st == BANG_AWAITING ? bang_game_decision(s.g) : NULL;
      if (pace && s.next_log > before && d && d->player > o.humans) bang_term_pause((int)pace);
    }
    if (st == BANG_OVER) {
      bang_screen_result(&s.view, s.g);
      break;
    }
    if (st != BANG_AWAITING) {
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s.g));
      fputc('\n', stderr);
      result = 1;
      break;
    }
    const bang_decision *d = bang_game_decision(s.g);
    if (d->player <= o.humans) {
      int r = human_turn(&s);
      if (r == TURN_FAILED) {
        fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(s.g));
        fputc('\n', stderr);
        result = 1;
        break;
      }
      if (r <= 0) {
        printf("\n%s\n", r == 0 ? _("The input ended before the game did.") : _("You left the game."));
        replay_hint(&o);
        result = r == TURN_ENDED ? 3 : r == TURN_INTERRUPTED ? 130 : 0;
        break;
      }
      continue;
    }
    if (bang_input_interrupted()) { /* Ctrl-C while the computer players play */
      if (o.humans == 0) {
        printf("\n%s\n", _("You left the game."));
        replay_hint(&o);
        result = 130;
        break;
      }
      s.interrupted = true;
    }
    int choice = o.random_bots ? -1 : bang_game_bot_choice(s.g);
    if (choice < 0 && !o.random_bots && bang_game_error(s.g)[0]) { /* a bot that failed is told */
      fprintf(stderr, _("bang: the computer player failed, a random choice instead: %s"),
              bang_game_error(s.g));
      fputc('\n', stderr);
    }
    if (choice < 0) choice = bang_game_random_choice(s.g, &bot_state);
    bang_game_answer(s.g, choice);
  }
  bang_input_free(s.input);
  bang_game_free(s.g);
  return result;
}
