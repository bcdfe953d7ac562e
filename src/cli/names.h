/*
 * names.h: the players' names a player may give, checked the same way
 * everywhere a name is typed (bang play --names, bang host --names, bang
 * join --name, and the server for a joiner's name).
 */
#ifndef BANG_CLI_NAMES_H
#define BANG_CLI_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/* A player's name: one word of at most BANG_NAME_LEN - 1 bytes, no
 * control character, not a number, not "all" (typed in commands). */
bool bang_cli_name_ok(const char *name);
/* --names: comma-separated names, each bang_cli_name_ok, all different,
 * at most BANG_MAX_PLAYERS; copied into store (cap bytes), names[] point
 * into it (the rest NULL). */
bool bang_cli_names(const char *text, char *store, size_t cap, const char **names);

#endif
