/*
 * lquery.h: read-only queries of `g` that the rules' caches need on their
 * hot paths (lquery.c), one of the bindings game.c lists for bang_pushgame
 * (see lbind.h).
 */
#ifndef BANG_LQUERY_H
#define BANG_LQUERY_H

#include <lua.h>

/* Add g:same_cards to the table at -1. */
void bang_lquery_open(lua_State *L);

#endif
