/*
 * lgame.h: the `g` object's own methods (lgame.c), one of the bindings
 * game.c lists for bang_pushgame (see lbind.h), and the message conversion
 * game.c shares with them.
 */
#ifndef BANG_LGAME_H
#define BANG_LGAME_H

#include <lua.h>

#include "game.h"

/* Add the player, dice, log, result and decision methods to the table at
 * -1, and bind math.random to the game's RNG. */
void bang_lgame_open(lua_State *L);

/* Rewrite g:board()'s tables from the game (after a reset). */
void bang_lgame_sync_board(lua_State *L, bang_game *g);

/* Fill a bang_msg from a message id, a rule id (or NULL) and the Lua table
 * of named arguments at args_index (0: none). */
int bang_lgame_to_msg(lua_State *L, bang_game *g, const char *id,
                      const char *rule, int args_index, bang_msg *out);

#endif
