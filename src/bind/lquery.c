/*
 * lquery.c: read-only queries of `g` for the rules' caches.
 *
 * The card rules cache what the cards in play say (traits, range) and must
 * know when a cached list is stale. g:moves() says that some card moved;
 * g:same_cards then says, without building a table, whether one zone still
 * holds exactly the cached ids in the same order, so that a move elsewhere
 * keeps the other players' caches. Like every binding, this file sees the
 * game only through lbind.h and calls no other binding.
 */
#include "lquery.h"

#include "cards.h"
#include "lbind.h"

/* g:same_cards(zone [, owner], list) -> true if the zone holds exactly the
 * ids of list (an array, bottom first, as g:cards gives them). */
static int l_same_cards(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  const char *name = luaL_checkstring(L, 2);
  enum bang_zone zone = bang_zone_from_name(name);
  if (zone == BANG_ZONE_NONE) return luaL_error(L, "unknown zone '%s'", name);
  int owner = bang_zone_has_owner(zone) ? bang_checkseat(L, g, 3) : 0;
  int list = bang_zone_has_owner(zone) ? 4 : 3;
  luaL_checktype(L, list, LUA_TTABLE);
  const bang_pile *pile = bang_cards_pile(&g->cards, zone, owner);
  int same = lua_rawlen(L, list) == (lua_Unsigned)pile->n;
  for (int i = 0; same && i < pile->n; i++) {
    int isnum;
    lua_Integer id = (lua_rawgeti(L, list, i + 1), lua_tointegerx(L, -1, &isnum));
    lua_pop(L, 1);
    same = isnum && id == pile->ids[i];
  }
  lua_pushboolean(L, same);
  return 1;
}

static const luaL_Reg query_methods[] = {{"same_cards", l_same_cards}, {NULL, NULL}};

void bang_lquery_open(lua_State *L) {
  luaL_setfuncs(L, query_methods, 0); /* -1: methods, these added */
}
