/*
 * levents.h: the event dispatcher (levents.c), one of the bindings game.c
 * lists for bang_pushgame (see lbind.h).
 */
#ifndef BANG_LEVENTS_H
#define BANG_LEVENTS_H

#include <lua.h>

#include "game.h"

/* Add g:on, g:on_own, g:emit, g:listened and g:listening_seats to the table at -1. */
void bang_levents_open(lua_State *L);
/* Drop every handler (a game being reset). */
void bang_events_clear(bang_game *g);

#endif
