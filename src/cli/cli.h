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
/* The data folder: $BANG_DATA_DIR, else NULL (the built-in default). */
const char *bang_cli_data_dir(void);

#endif
