/*
 * cli.h: the `bang` subcommands (one file each) and what they share.
 */
#ifndef BANG_CLI_H
#define BANG_CLI_H

#include <stdbool.h>
#include <stdint.h>

int bang_cli_play(int argc, char **argv);
int bang_cli_simulate(int argc, char **argv);
int bang_cli_scenario(int argc, char **argv);

/* Parse a whole decimal number within [low, high]; 0 if it is not one. */
bool bang_cli_number(const char *text, long low, long high, long *out);
bool bang_cli_seed(const char *text, uint64_t *out);
/* Set up the language from --lang (NULL: environment); prints an error. */
bool bang_cli_language(const char *lang);
/* The player counts a game allows; false if the game is unknown. */
bool bang_cli_game_players(const char *variant, long *low, long *high);
/* The data folder (holding lua/): $BANG_DATA_DIR, else the build tree's
 * source folder (bang-build-tree beside the program), else the install's,
 * relative to the program. Never NULL. */
const char *bang_cli_data_dir(void);
/* The catalogs' folder: $BANG_LOCALE_DIR, else as for the data folder. */
const char *bang_cli_locale_dir(void);
/* At the end of a command: stdout flushed and closed; on a write error a
 * message on stderr and status 1 instead of status. */
int bang_cli_finish(int status);

#endif
