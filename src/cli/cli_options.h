/*
 * cli_options.h: the options the subcommands share (--game, --players,
 * --humans, --seed, --lang, --bot, --bots, --names, --color, --explain,
 * --advanced, --abilities, --help), each parsed and checked once, with its
 * messages, and the getopt loop every subcommand runs; a subcommand lists
 * the options it takes (the shared ones by their BANG_CLI_OPT_* entry, in
 * the order its did-you-mean should weigh them) and handles its own.
 */
#ifndef BANG_CLI_OPTIONS_H
#define BANG_CLI_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "game.h"
#include "term.h"

/* getopt values of the shared options (above any character). */
enum bang_cli_opt {
  BANG_OPT_GAME = 1000, BANG_OPT_PLAYERS, BANG_OPT_HUMANS, BANG_OPT_SEED, BANG_OPT_LANG,
  BANG_OPT_BOT, BANG_OPT_BOTS, BANG_OPT_NAMES, BANG_OPT_COLOR, BANG_OPT_EXPLAIN,
  BANG_OPT_ADVANCED, BANG_OPT_ABILITIES
};
#define BANG_CLI_OPT_GAME {"game", required_argument, 0, BANG_OPT_GAME}
#define BANG_CLI_OPT_PLAYERS {"players", required_argument, 0, BANG_OPT_PLAYERS}
#define BANG_CLI_OPT_HUMANS {"humans", required_argument, 0, BANG_OPT_HUMANS}
#define BANG_CLI_OPT_SEED {"seed", required_argument, 0, BANG_OPT_SEED}
#define BANG_CLI_OPT_LANG {"lang", required_argument, 0, BANG_OPT_LANG}
#define BANG_CLI_OPT_BOT {"bot", required_argument, 0, BANG_OPT_BOT}
#define BANG_CLI_OPT_BOTS {"bots", required_argument, 0, BANG_OPT_BOTS}
#define BANG_CLI_OPT_NAMES {"names", required_argument, 0, BANG_OPT_NAMES}
#define BANG_CLI_OPT_COLOR {"color", required_argument, 0, BANG_OPT_COLOR}
#define BANG_CLI_OPT_COLOUR {"colour", required_argument, 0, BANG_OPT_COLOR}
#define BANG_CLI_OPT_EXPLAIN {"explain", no_argument, 0, BANG_OPT_EXPLAIN}
#define BANG_CLI_OPT_ADVANCED {"advanced", required_argument, 0, BANG_OPT_ADVANCED}
#define BANG_CLI_OPT_ABILITIES {"abilities", no_argument, 0, BANG_OPT_ABILITIES}
#define BANG_CLI_OPT_HELP {"help", no_argument, 0, 'h'}

/* What the shared options said (bang_cli_options_parse fills it). */
typedef struct bang_cli_common {
  const char *variant;       /* --game; NULL: the manifests' default (bang_cli_options_game) */
  char default_variant[BANG_VARIANT_WORD];
  bang_variant game;         /* its manifest, once bang_cli_options_game has checked it */
  bool no_games;             /* bang_cli_options_game found no manifest at all */
  long players, humans;      /* 5 and 1 by default; players -1: not a number */
  bool players_given, humans_given, advanced_given, explain;
  uint64_t seed;             /* the default the command set before parsing */
  const char *lang;          /* NULL: the environment's (set up in main) */
  enum bang_cli_bot bot_asked;
  const char *bots_text;     /* --bots, read once the game is known */
  bang_game_options options; /* the game's own: --advanced, --abilities */
  const char *advanced_wrong; /* an --advanced that is not a list of words */
  enum bang_color_mode color;
  const char *names[BANG_MAX_PLAYERS];
  char names_text[BANG_MAX_PLAYERS * BANG_NAME_LEN + 16];
  /* The last option given that sets a game up ("--seed"), for --resume to
   * refuse; NULL if none. A command's own such options set it too. */
  const char *set_up;
} bang_cli_common;

/* A subcommand: its name ("play"), its help, its options (shared and own,
 * ended by a zero entry) and its handler of its own options: false when
 * the value is wrong (said on stderr). */
typedef struct bang_cli_command {
  const char *name;
  void (*usage)(FILE *out);
  const struct option *longopts;
  bool (*own)(void *ctx, bang_cli_common *common, int c, const char *arg);
  void *ctx;
} bang_cli_command;

/* The defaults: the default game (once the manifests are read), 5
 * players, 1 human, bots and colour automatic. */
void bang_cli_common_init(bang_cli_common *common, uint64_t seed);

/* Run getopt over argv with the command's options: -1 when they were
 * read (optind at the first argument left), else the status to end with:
 * 0 after --help, 2 after a wrong option or value (said on stderr, with
 * a did-you-mean for a long option and the usage). */
int bang_cli_options_parse(const bang_cli_command *cmd, int argc, char **argv,
                           bang_cli_common *common);

/* "bang play: the card game takes 4 to 7 players (--players).", on stderr. */
void bang_cli_say_players(const char *command, const char *variant, long low, long high);

/* "bang play: unknown game 'x'; the games are: card, dice, solo." (all:
 * every manifest), on stderr. */
void bang_cli_say_unknown_game(const char *command, const char *variant, const bang_variants *all);

/* The game the options ask for, checked as a whole (`bang play` and
 * `bang simulate`): a known game (none asked: the manifests' default),
 * --advanced and --abilities among its own options, --bots without --bot,
 * the computer players the game has, the players it takes (from its
 * options, for a game whose options set them), --humans and --names within
 * them. Sets one_person (its manifest's), bots (n 0 unless mixed) and bot;
 * false (said on stderr) if something does not fit. */
bool bang_cli_options_game(const char *command, bang_cli_common *common, bool *one_person,
                           bang_cli_bots *bots, enum bang_cli_bot *bot);

#endif
