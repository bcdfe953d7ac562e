/*
 * cli_options.c: the options the subcommands share, parsed and checked in
 * one place (cli_options.h). The words of each check stay the command's
 * own ("bang play: --seed takes a whole number."): the catalogs translate
 * whole sentences, so a command's sentences are kept together in its row
 * of the table below.
 */
#include "cli_options.h"

#include <stdio.h>
#include <string.h>

#include "help.h"
#include "i18n.h"
#include "names.h"

/* A command's sentences for the shared checks (NULL: it does not take the
 * option); translated when said. */
typedef struct command_texts {
  const char *command;
  const char *unknown;        /* a wrong option: "... '%s'." with the argument */
  const char *humans, *seed, *names, *color, *bot;
  const char *too_many_names; /* "... (%ld)." with the players */
} command_texts;

static const command_texts texts[] = {
    {.command = "play",
     .unknown = N_("bang play: unknown or incomplete option '%s'."),
     .humans = N_("bang play: --humans takes a number from 0 to the number of players."),
     .seed = N_("bang play: --seed takes a whole number."),
     .names = N_("bang play: --names takes different names separated by commas, "
                 "each one word of at most 31 bytes and not a number."),
     .color = N_("bang play: --color is auto, always or never."),
     .bot = N_("bang play: --bot is heuristic, rulebased, hate or random (solo: solver, greedy or random)."),
     .too_many_names = N_("bang play: --names gives more names than there are players (%ld).")},
    {.command = "simulate",
     .unknown = N_("bang simulate: unknown or incomplete option '%s'."),
     .seed = N_("bang simulate: --seed takes a whole number."),
     .bot = N_("bang simulate: --bot is heuristic, rulebased, hate or random (solo: solver, greedy or random).")},
    {.command = "replay",
     .unknown = N_("bang replay: unknown or incomplete option '%s'."),
     .color = N_("bang replay: --color is auto, always or never.")},
    {.command = "learn",
     .unknown = N_("bang learn: unknown or incomplete option '%s'."),
     .color = N_("bang learn: --color is auto, always or never.")},
    {.command = "save", .unknown = N_("bang save: unknown or incomplete option '%s'.")},
    {.command = "scenario", .unknown = N_("bang scenario: unknown or incomplete option '%s'.")},
    {.command = "join", .unknown = N_("bang join: wrong option or value: %s")},
    {.command = "host",
     .unknown = N_("bang host: wrong option or value: %s"),
     .humans = N_("bang host: --humans is 0 or 1: whether you play a seat at this terminal."),
     .seed = N_("bang host: --seed takes a whole number."),
     .names = N_("bang host: --names takes different names separated by commas, "
                 "each one word of at most 31 bytes and not a number."),
     .bot = N_("bang host: --bot is easy, normal, hard, heuristic, rulebased, hate or random (solo: "
               "solver, greedy or random).")},
    {.command = "rules", .unknown = N_("bang rules: unknown or incomplete option '%s'.")},
};

static const command_texts *texts_of(const char *command) {
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
    if (strcmp(texts[i].command, command) == 0) return &texts[i];
  return &texts[0]; /* not reached: every command using this file has a row */
}

/* "bang play: the card game takes 3 to 7 players (--players)." */
void bang_cli_say_players(const char *command, const char *variant, long low, long high) {
  fprintf(stderr,
          bang_trn("bang %s: the %s game takes %ld to %ld player (--players).",
                   "bang %s: the %s game takes %ld to %ld players (--players).", (unsigned long)high),
          command, variant, low, high);
  fputc('\n', stderr);
}

/* A sentence without arguments, on a line. */
static bool say(const char *text) {
  fprintf(stderr, "%s\n", _(text));
  return false;
}

void bang_cli_common_init(bang_cli_common *common, uint64_t seed) {
  memset(common, 0, sizeof *common);
  common->variant = NULL; /* the manifests' default game, once they are read */
  common->players = 5;
  common->humans = 1;
  common->seed = seed;
  common->bot_asked = BANG_CLI_BOT_DEFAULT;
  common->color = BANG_COLOR_AUTO;
}

/* One shared option: its value read and checked; false (said) if wrong. */
static bool common_option(const command_texts *t, bang_cli_common *c, int opt, const char *arg) {
  switch (opt) {
    case BANG_OPT_GAME: c->variant = arg; c->set_up = "--game"; return true;
    case BANG_OPT_PLAYERS: /* out of range is said once the game is known */
      if (!bang_cli_number(arg, 1, 99, &c->players)) c->players = -1;
      c->players_given = true;
      c->set_up = "--players";
      return true;
    case BANG_OPT_HUMANS:
      if (!bang_cli_number(arg, 0, 8, &c->humans)) return say(t->humans);
      c->humans_given = true;
      c->set_up = "--humans";
      return true;
    case BANG_OPT_SEED:
      if (!bang_cli_seed(arg, &c->seed)) return say(t->seed);
      c->set_up = "--seed";
      return true;
    case BANG_OPT_LANG: c->lang = arg; return true; /* set up in main */
    case BANG_OPT_EXPLAIN: c->explain = true; return true;
    case BANG_OPT_NAMES:
      if (!bang_cli_names(arg, c->names_text, sizeof c->names_text, c->names)) return say(t->names);
      c->set_up = "--names";
      return true;
    case BANG_OPT_COLOR: return bang_term_color_mode(arg, &c->color) || say(t->color);
    case BANG_OPT_BOTS: c->bots_text = arg; c->set_up = "--bots"; return true;
    case BANG_OPT_BOT:
      if (!bang_cli_bot_parse(arg, &c->bot_asked)) return say(t->bot);
      c->set_up = "--bot";
      return true;
    case BANG_OPT_ADVANCED: /* its words are the game's: checked once it is known */
      if (!bang_game_options_advanced(&c->options, arg)) c->advanced_wrong = arg;
      c->advanced_given = true;
      c->set_up = "--advanced";
      return true;
    case BANG_OPT_ABILITIES: c->options.abilities = true; c->set_up = "--abilities"; return true;
    default: return false;
  }
}

int bang_cli_options_parse(const bang_cli_command *cmd, int argc, char **argv,
                           bang_cli_common *common) {
  const command_texts *t = texts_of(cmd->name);
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "h", cmd->longopts, NULL)) != -1) {
    if (c == 'h') {
      bang_help_show(stdout, cmd->usage);
      return 0;
    }
    if (c == '?') { /* unknown, ambiguous or lacking its value */
      fprintf(stderr, _(t->unknown), argv[optind - 1]);
      fputc('\n', stderr);
      bang_cli_option_hint(cmd->longopts, argv[optind - 1]);
      bang_help_show(stderr, cmd->usage);
      return 2;
    }
    bool ok = c >= BANG_OPT_GAME ? common_option(t, common, c, optarg)
                                 : cmd->own && cmd->own(cmd->ctx, common, c, optarg);
    if (!ok) return 2;
  }
  return -1;
}

/* --bots: one kind per computer seat, cycled; a list of one kind is that
 * kind's --bot (the same games). */
static bool check_bots(const char *command, bang_cli_common *c, const bang_variant *v,
                       bang_cli_bots *bots) {
  if (!c->bots_text) return true;
  if (v->one_person) {
    fprintf(stderr, _("bang %s: --bots is not for the %s game, where one person decides for "
                      "every character."), command, v->name);
    fputc('\n', stderr);
    return false;
  }
  if (c->bot_asked != BANG_CLI_BOT_DEFAULT) {
    fprintf(stderr, _("bang %s: --bots goes without --bot."), command);
    fputc('\n', stderr);
    return false;
  }
  if (!bang_cli_bots_parse(command, c->variant, c->bots_text, bots)) return false;
  if (!bang_cli_bots_mixed(bots)) c->bot_asked = bots->kind[0], bots->n = 0;
  return true;
}

/* The game's own options (--advanced, --abilities) checked against its
 * manifest, put in its order. */
static bool check_options(const char *command, bang_cli_common *c, const bang_variant *v) {
  bang_game_options_fault fault =
      c->advanced_wrong ? BANG_GAME_OPTIONS_WRONG_WORD : bang_game_options_check(&c->options, v);
  char words[256];
  bang_game_options_words(v, "advanced", words, sizeof words);
  if (fault == BANG_GAME_OPTIONS_WRONG_WORD && !words[0]) fault = BANG_GAME_OPTIONS_NO_ADVANCED;
  switch (fault) {
    case BANG_GAME_OPTIONS_OK: return true;
    case BANG_GAME_OPTIONS_NO_ADVANCED:
    case BANG_GAME_OPTIONS_NO_ABILITIES:
      fprintf(stderr, _("bang %s: --%s is not an option of the %s game."), command,
              fault == BANG_GAME_OPTIONS_NO_ADVANCED ? "advanced" : "abilities", v->name);
      break;
    case BANG_GAME_OPTIONS_WRONG_WORD:
      fprintf(stderr, _("bang %s: --advanced in the %s game takes one or more of %s, separated by "
                        "commas."), command, v->name, words);
      break;
  }
  fputc('\n', stderr);
  return false;
}

/* A game whose options set its players takes no --players; in a game one
 * person plays (the rules ask seat 1 every decision) --humans is 1, or 0
 * to watch the computer player. */
static bool check_players(const char *command, bang_cli_common *c, const bang_variant *v) {
  if (bang_variant_players_by_options(v)) {
    if (c->players_given) {
      fprintf(stderr, _("bang %s: the %s game's players come from its options: leave out "
                        "--players."), command, v->name);
      fputc('\n', stderr);
      return false;
    }
    c->players = bang_game_options_players(&c->options, v);
  } else if (!c->players_given) {
    c->players = v->default_players;
  }
  if (v->one_person && c->humans_given && c->humans > 1) {
    fprintf(stderr, _("bang %s: in the %s game one person decides for every character: "
                      "--humans is 0 or 1."), command, v->name);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

void bang_cli_say_unknown_game(const char *command, const char *variant, const bang_variants *all) {
  char shown[64], games[BANG_VARIANT_MAX * BANG_VARIANT_WORD + 64] = "";
  for (int i = 0; i < all->n; i++) {
    size_t used = strlen(games);
    snprintf(games + used, sizeof games - used, "%s%s", i ? ", " : "", all->v[i].name);
  }
  fprintf(stderr, _("bang %s: unknown game '%s'; the games are: %s."), command,
          bang_cli_shown(variant, shown, sizeof shown), games);
  fputc('\n', stderr);
}

bool bang_cli_options_game(const char *command, bang_cli_common *c, bool *one_person,
                           bang_cli_bots *bots, enum bang_cli_bot *bot) {
  const command_texts *t = texts_of(command);
  bang_variants all;
  if (!bang_cli_variants(&all)) return false; /* a wrong manifest: said */
  if (all.n == 0) { /* no manifest at all: a data folder that is not there (BANG_DATA_DIR) */
    bang_cli_say_no_games(command);
    c->no_games = true; /* not a wrong option: the install (status 1) */
    return false;
  }
  if (!c->variant) {
    snprintf(c->default_variant, sizeof c->default_variant, "%s", bang_variants_default(&all)->name);
    c->variant = c->default_variant;
  }
  const bang_variant *v = bang_variants_find(&all, c->variant);
  if (!v) {
    bang_cli_say_unknown_game(command, c->variant, &all);
    return false;
  }
  c->game = *v;
  *one_person = v->one_person;
  memset(bots, 0, sizeof *bots);
  if (!check_options(command, c, v) || !check_bots(command, c, v, bots)) return false;
  if (!bang_cli_bot_in(v, c->bot_asked, bot)) {
    char kinds[256];
    fprintf(stderr, _("bang %s: the computer players of the %s game are: %s."), command, c->variant,
            bang_cli_bot_kinds(c->variant, kinds, sizeof kinds));
    fputc('\n', stderr);
    return false;
  }
  if (!check_players(command, c, v)) return false;
  if (c->players < v->min_players || c->players > v->max_players) {
    bang_cli_say_players(command, c->variant, v->min_players, v->max_players);
    return false;
  }
  if (c->humans_given && c->humans > c->players) return say(t->humans);
  int named = 0;
  while (named < BANG_MAX_PLAYERS && c->names[named]) named++;
  if (named > c->players) {
    fprintf(stderr, _(t->too_many_names), c->players);
    fputc('\n', stderr);
    return false;
  }
  return true;
}
