/*
 * cli.h: the `bang` subcommands (one file each) and what they share.
 */
#ifndef BANG_CLI_H
#define BANG_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

#include "variants.h"
#include "game_options.h"

int bang_cli_play(int argc, char **argv);
int bang_cli_simulate(int argc, char **argv);
int bang_cli_scenario(int argc, char **argv);
int bang_cli_learn(int argc, char **argv);
int bang_cli_replay(int argc, char **argv);
int bang_cli_save(int argc, char **argv);
int bang_cli_host(int argc, char **argv);
int bang_cli_join(int argc, char **argv);
int bang_cli_rules(int argc, char **argv);

/* Parse a whole decimal number within [low, high]; 0 if it is not one. */
bool bang_cli_number(const char *text, long low, long high, long *out);
bool bang_cli_seed(const char *text, uint64_t *out);
/* Set up the language from --lang (NULL: environment); prints an error. */
bool bang_cli_language(const char *lang);
/* The variants' manifests (lua/<variant>/variant.lua, src/host/variants.h)
 * over data_dir/lua (NULL: bang_cli_data_dir()) and the mods (NULL: none);
 * false, the error said and no variant in all, if a manifest is wrong.
 * bang_cli_variants: over the command's own data folder and mods. */
bool bang_cli_variants_at(const char *data_dir, const char *const *mods, bang_variants *all);
bool bang_cli_variants(bang_variants *all);
/* "bang play: no game is installed in DIR/lua ...", on stderr: no
 * manifest at all (BANG_DATA_DIR naming a folder that is not bang's). */
void bang_cli_say_no_games(const char *command);
/* The manifest of the game variant into out; false (said if a manifest is
 * wrong) if there is none. */
bool bang_cli_manifest(const char *variant, bang_variant *out);
/* The game without --game (its manifest says default = true) into out;
 * false ("") if there is no manifest. */
bool bang_cli_default_game(char *out, size_t cap);
/* The player counts a game allows (its manifest's players); false if the
 * game is unknown. (A game whose options set its players takes them from
 * its options: bang_game_options_players.) */
bool bang_cli_game_players(const char *variant, long *low, long *high);

/* The computer players: the card and dice games' heuristic bot (bot.lua)
 * or random choices; the solo game's bot.lua plays greedy or as a solver
 * (it reads g:preset().bot), or random choices. The card game also has the
 * reference players of other engines (issue 27): rulebased
 * (card/bot_rulebased.lua) and hate (card/bot_hate.lua). The card and
 * dice games' levels (--bot easy|normal|hard): hard is heuristic itself,
 * normal (the default there) and easy the same player slipping now and
 * then (<variant>/bot_normal.lua, bot_easy.lua; card/bot/level.lua).
 * (Kept in this order: new kinds go last.) */
enum bang_cli_bot { BANG_CLI_BOT_DEFAULT, BANG_CLI_BOT_HEURISTIC, BANG_CLI_BOT_RANDOM,
                    BANG_CLI_BOT_GREEDY, BANG_CLI_BOT_SOLVER, BANG_CLI_BOT_RULEBASED,
                    BANG_CLI_BOT_HATE, BANG_CLI_BOT_EASY, BANG_CLI_BOT_NORMAL,
                    BANG_CLI_BOT_HARD };
/* --bot's word as a kind; false if it is none of the words. */
bool bang_cli_bot_parse(const char *text, enum bang_cli_bot *kind);
/* The kind a game plays with (DEFAULT resolved: its manifest's
 * bots.default); false if the game has no such kind (not in its manifest's
 * bots.kinds: greedy in the card game...) or is unknown. */
bool bang_cli_bot_for(const char *variant, enum bang_cli_bot asked, enum bang_cli_bot *kind);
/* The same, in the manifest v already read. */
bool bang_cli_bot_in(const bang_variant *v, enum bang_cli_bot asked, enum bang_cli_bot *kind);
/* The kind's word ("solver"), as --bot and the JSON take it. */
const char *bang_cli_bot_word(enum bang_cli_bot kind);
/* The kinds a game takes, as a list for a message: "heuristic, rulebased,
 * hate, random" (its manifest's bots.kinds: words of the command line, not
 * translated), into out; "" if the game is unknown. Returns out. */
const char *bang_cli_bot_kinds(const char *variant, char *out, size_t cap);
/* What a seat of this kind gets as bang_setup.bots: NULL for the game's
 * bot.lua (heuristic, greedy, solver), else the kind's word (its script
 * <variant>/bot_<word>.lua; random: bot_random.lua, the seat's own random
 * choices, for tables mixing kinds). */
const char *bang_cli_bot_script(enum bang_cli_bot kind);

/* --bots KIND,KIND,...: one kind per computer seat in seat order, cycled. */
enum { BANG_CLI_MAX_BOTS = 8 };
typedef struct bang_cli_bots {
  int n; /* 0: not given */
  enum bang_cli_bot kind[BANG_CLI_MAX_BOTS];
} bang_cli_bots;
/* Parse a --bots list for the game; false (with a message on stderr naming
 * the command and the game's kinds, unless command is NULL) if it is not one. */
bool bang_cli_bots_parse(const char *command, const char *variant, const char *text,
                         bang_cli_bots *bots);
/* Whether the list has two kinds or more (else it is one --bot kind). */
bool bang_cli_bots_mixed(const bang_cli_bots *bots);
/* The list as --bots takes it: "heuristic,random". */
void bang_cli_bots_words(const bang_cli_bots *bots, char *out, size_t cap);

/* The game's title line, as `bang play` and `bang replay` open with it:
 * "BANG!, 5 players, seed 7." (its manifest's title; a game one person
 * plays names its options on instead of the players), with a newline, on
 * stdout. */
void bang_cli_print_title(const char *variant, long players, const bang_game_options *options,
                          uint64_t seed);
/* The data folder (holding lua/): $BANG_DATA_DIR, else the build tree's
 * source folder (bang-build-tree beside the program), else the install's,
 * relative to the program. Never NULL. */
/* After "unknown or incomplete option": the long option of longopts
 * nearest to arg ("--plyers": "Did you mean: --players?"), if one is
 * close; nothing for an option that is right but lacks its value. */
void bang_cli_option_hint(const struct option *longopts, const char *arg);

/* "bang COMMAND: WHAT is missing." on stderr: an argument left out (what:
 * its name as the usage line writes it, translated). */
void bang_cli_missing(const char *command, const char *what);

/* The program as it was started (main sets it from argv[0]), shell-quoted:
 * "build/bang" from the build folder, "bang" from PATH; every command line
 * the program prints for the player to copy starts with it. */
void bang_cli_set_program(const char *argv0);
const char *bang_cli_program(void);
/* A command for the player to copy: its label (a translated format such as
 * "Replay it with: %s") on a line of its own, then the command, whole and
 * cleaned of terminal controls (a save's names, paths and language), on
 * the next: the program's path may make it long. */
void bang_cli_command_line(const char *label_format, const char *command);
const char *bang_cli_data_dir(void);

/* s as it may be shown at a terminal: copied into buf (cap bytes) without
 * its control characters (an argument echoed in an error may hold any). */
const char *bang_cli_shown(const char *s, char *buf, size_t cap);
/* The catalogs' folder: $BANG_LOCALE_DIR, else as for the data folder. */
const char *bang_cli_locale_dir(void);
/* At the end of a command: stdout flushed and closed; on a write error a
 * message on stderr and status 1 instead of status. */
int bang_cli_finish(int status);

#endif
