/*
 * play_options.c: `bang play`'s command line, and a game's options to and
 * from its save; the command that plays the same deal again (play.h).
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "play.h"
#include "help.h"
#include "i18n.h"
#include "mods.h"
#include "msg.h"
#include "names.h"

enum { DEFAULT_PACE_MS = 400 };

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
  o->options = c->options;
  memcpy(o->names, c->names, sizeof o->names);
}

bool play_parse(int argc, char **argv, play_options *o, int *status) {
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
  if (!bang_cli_options_game("play", c, &o->one_person, &o->bots, &o->bot)) {
    if (c->no_games) *status = 1;
    return false;
  }
  take_common(o); /* the game, its options and players, once checked */
  o->manifest = c->game;
  o->random_bots = o->bot == BANG_CLI_BOT_RANDOM && !o->bots.n;
  o->bot_given = c->bot_asked != BANG_CLI_BOT_DEFAULT;
  return true;
}

/* How to play this game again, option for option: from the start, with
 * the same deal. */
void play_same_deal(const play_options *o, char *line, size_t cap) {
  char players[256], default_game[BANG_VARIANT_WORD], game[64] = "";
  const bang_variant *v = &o->manifest;
  bool known = v->name[0] != '\0';
  /* A game whose options set its players: its options, not --players. */
  if (known && bang_variant_players_by_options(v)) players[0] = '\0';
  else snprintf(players, sizeof players, " --players %ld", o->players);
  if (known) {
    size_t used = strlen(players);
    bang_game_options_args(&o->options, v, players + used, sizeof players - used);
  }
  /* The default game goes unsaid: the line is printed whole, to be copied,
   * and a random seed is long already. */
  if (!bang_cli_default_game(default_game, sizeof default_game) ||
      strcmp(o->variant, default_game) != 0)
    snprintf(game, sizeof game, " --game %s", o->variant);
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

/* The players' names: those given, the seats not named the game's own
 * default names (its manifest's names: the solo Sheriff, then the Outlaws
 * in the order they come into play), then the usual names, skipping those
 * given. */
static void name_seats(const play_options *o, bang_save *save) {
  static const char *const usual[] = {"ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal",
                                      "ivy", "jo", "kit", "lou", "max", "ned", "oz", "pat"};
  enum { USUAL = sizeof usual / sizeof usual[0] };
  const bang_variant *v = &o->manifest; /* (unknown: no names) */
  const char *candidates[BANG_VARIANT_MAX_PLAYERS + USUAL];
  size_t n = 0;
  for (int i = 0; i < v->nnames; i++) { /* a translation that is no name: the English */
    const char *name = bang_tr(v->names[i]);
    candidates[n++] = bang_cli_name_ok(name) ? name : bang_msg_english(v->names[i]);
  }
  for (size_t i = 0; i < USUAL; i++) candidates[n++] = usual[i];
  size_t next = 0;
  for (int i = 0; i < o->players && i < BANG_MAX_PLAYERS; i++) {
    const char *name = o->names[i];
    for (; !name && next < n; next++) {
      bool taken = false; /* by a name given, or by a seat before */
      for (int k = 0; k < BANG_MAX_PLAYERS && o->names[k]; k++)
        taken |= bang_command_same(o->names[k], candidates[next]);
      for (int k = 0; k < i; k++) taken |= bang_command_same(save->names[k], candidates[next]);
      if (!taken) name = candidates[next];
    }
    snprintf(save->names[i], BANG_NAME_LEN, "%s", name ? name : "?");
  }
}

/* A new game: the save made from the options. */
void play_save_from_options(const play_options *o, bang_save *save) {
  snprintf(save->variant, sizeof save->variant, "%s", o->variant);
  save->seed = o->seed;
  save->players = (int)o->players;
  save->humans = (int)o->humans;
  name_seats(o, save);
  save->bot = o->bot;
  save->bots = o->bots;
  save->choose_characters = o->choose_characters;
  save->options = o->options;
  save->explain = o->explain;
  snprintf(save->lang, sizeof save->lang, "%s", o->lang ? o->lang : "");
}

/* A resumed game: the options from its save (--lang, --explain, --color,
 * --pace and --no-confirm given now are kept). */
void play_options_from_save(play_options *o, const bang_save *save) {
  snprintf(o->game, sizeof o->game, "%s", save->variant);
  o->variant = o->game;
  if (!bang_cli_manifest(o->game, &o->manifest)) memset(&o->manifest, 0, sizeof o->manifest);
  o->one_person = o->manifest.one_person;
  o->seed = save->seed;
  o->players = save->players;
  o->humans = save->humans;
  for (int i = 0; i < BANG_MAX_PLAYERS; i++) o->names[i] = i < save->players ? save->names[i] : NULL;
  o->bot = save->bot;
  o->bot_given = true;
  o->bots = save->bots;
  o->random_bots = save->bot == BANG_CLI_BOT_RANDOM && !save->bots.n;
  o->choose_characters = save->choose_characters;
  o->options = save->options;
  o->explain |= save->explain;
  if (!o->lang && save->lang[0]) o->lang = save->lang;
}
