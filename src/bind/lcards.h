/*
 * lcards.h: the card methods of `g` (lcards.c, the binding of cards.h),
 * one of the bindings game.c lists for bang_pushgame (see lbind.h).
 */
#ifndef BANG_LCARDS_H
#define BANG_LCARDS_H

#include <lua.h>

/* Add g:new_card, g:card, g:where, g:cards, g:count, g:top, g:move,
 * g:moves and g:shuffle_zone to the table at -1. */
void bang_lcards_open(lua_State *L);

#endif
