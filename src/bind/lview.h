/*
 * lview.h: the `view` object a computer player reads the game through
 * (lview.c, lviewcalc.c). Private to the engine (bind/): lbots.c gives
 * each seat's world its view.
 */
#ifndef BANG_LVIEW_H
#define BANG_LVIEW_H

#include <lua.h>

#include "game.h"

#define BANG_VIEW_TYPE "bang.view"

/* Make the views' and the proxies' metatables (once per Lua state;
 * nothing left pushed). */
void bang_lview_metatables(lua_State *L);

/* Push a new view of seat (the metatables made). */
void bang_lview_push(lua_State *L, int seat);

/* The key of view:lives: every seat's life and presence, 7 bits a seat
 * (*exact: 0 when a life is past 0..63 or with more than 8 seats: no
 * key). */
lua_Integer bang_lview_lives_key(const bang_game *g, int *exact);

#endif
