/*
 * lcards.c: the card methods of the `g` object (the Lua binding of cards.h).
 *
 * Zones are named "deck", "discard", "table", "hand", "play" and "faceup"
 * (the solo variant's face-up cards); the last three take the owner's seat. Lists come bottom first, so the last id is the top.
 * Rules scripts create the physical cards at set-up (g:new_card) and move
 * them; the C side guarantees each card lies in exactly one zone.
 * bang_lcards_open adds these methods to `g` as one entry of game.c's list
 * of bindings; like every binding, this file sees the game only through
 * lbind.h and calls no other binding.
 */
#include "lcards.h"

#include <string.h>

#include "cards.h"
#include "lbind.h"

/*
 * The zone a script names: Lua interns short strings, so a script's "hand"
 * is the very string bang_lcards_open keeps as an upvalue, and comparing
 * addresses (g->zone_keys) finds the zone without reading the text; other
 * strings (or numbers) take the long way. g:cards, g:count and g:move run
 * this thousands of times a game.
 */
static enum bang_zone zone_at(lua_State *L, const bang_game *g, int index) {
  const char *name = lua_tostring(L, index);
  for (int z = BANG_ZONE_DECK; z <= BANG_ZONE_FACEUP; z++)
    if (name == g->zone_keys[z]) return (enum bang_zone)z;
  name = luaL_checkstring(L, index);
  enum bang_zone zone = bang_zone_from_name(name);
  if (zone == BANG_ZONE_NONE) luaL_error(L, "unknown zone '%s'", name);
  return zone;
}

static bang_pile *check_pile(lua_State *L, bang_game *g, int index, enum bang_zone *zone_out,
                             int *owner_out) {
  enum bang_zone zone = zone_at(L, g, index);
  int owner = bang_zone_has_owner(zone) ? bang_checkseat(L, g, index + 1) : 0;
  if (zone_out) *zone_out = zone;
  if (owner_out) *owner_out = owner;
  return bang_cards_pile(&g->cards, zone, owner);
}

static const char *const suits = "SHDC";

/* A new card of the type, suit and value at those stack indices (suit and
 * value both nil: not a playing card), on top of the deck: its id. */
static int add_card(lua_State *L, bang_game *g, int type_at, int suit_at, int value_at) {
  size_t len;
  const char *type = luaL_checklstring(L, type_at, &len);
  char suit = '\0';
  lua_Integer value = 0;
  bool has_suit = !lua_isnoneornil(L, suit_at), has_value = !lua_isnoneornil(L, value_at);
  if (has_suit != has_value)
    return luaL_error(L, "g:new_card takes both a suit and a value, or neither (a card that is "
                         "not a playing card)");
  if (has_suit) {
    const char *text = luaL_checkstring(L, suit_at);
    value = luaL_checkinteger(L, value_at);
    luaL_argcheck(L, strlen(text) == 1 && strchr(suits, text[0]), suit_at, "suit is S, H, D or C");
    luaL_argcheck(L, value >= 2 && value <= 14, value_at, "value is 2..14");
    suit = text[0];
  }
  const char *pooled = bang_strpool_intern(g->pool, type, len);
  if (!pooled) return luaL_error(L, "not enough memory: interned strings went over the scripts' memory cap");
  int id = bang_cards_add(&g->cards, pooled, suit, (int)value);
  if (!id) return luaL_error(L, "too many cards (at most %d)", BANG_MAX_CARDS);
  g->card_moves++;
  return id;
}

/* g:new_card(type, suit, value) -> id, on top of the deck. Without suit
 * and value: a card that is not a playing card (solo: an Outlaw card),
 * suit '\0' and value 0 in C. */
static int l_new_card(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_pushinteger(L, add_card(L, g, 2, 3, 4));
  return 1;
}

/* g:new_cards(types, suits, values) -> the first id: a new card for each
 * entry of the lists, as g:new_card(types[i], suits[i], values[i]) in
 * turn (the ids follow each other). The card rules make their 80 cards at
 * every game in one call. */
static int l_new_cards(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  luaL_checktype(L, 3, LUA_TTABLE);
  luaL_checktype(L, 4, LUA_TTABLE);
  lua_Integer n = (lua_Integer)lua_rawlen(L, 2), first = 0;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 2, i);
    lua_rawgeti(L, 3, i);
    lua_rawgeti(L, 4, i); /* -1: value, -2: suit, -3: type */
    int top = lua_gettop(L);
    int id = add_card(L, g, top - 2, top - 1, top);
    if (i == 1) first = id;
    lua_pop(L, 3);
  }
  if (n == 0) lua_pushnil(L);
  else lua_pushinteger(L, first);
  return 1;
}

/* g:card(id) -> type, suit, value (nil, nil: not a playing card) */
static int l_card(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  return bang_pushcard(L, bang_cards_get(&g->cards, bang_checkcard(L, g, 2)));
}

/* g:where(id) -> zone, owner (0 if none) */
static int l_where(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  const bang_card *c = bang_cards_get(&g->cards, bang_checkcard(L, g, 2));
  if (c->zone >= BANG_ZONE_DECK && c->zone <= BANG_ZONE_FACEUP)
    lua_pushvalue(L, lua_upvalueindex(c->zone)); /* the zone's name (bang_lcards_open) */
  else
    lua_pushstring(L, bang_zone_name(c->zone));
  lua_pushinteger(L, c->owner);
  return 2;
}

/* The list a listing method fills, pushed: the caller's table at index
 * into (reused), or a new one with room for n; returns how long the
 * caller's table was (0 for a new one). */
static lua_Unsigned push_list(lua_State *L, int into, int n) {
  if (lua_isnoneornil(L, into)) {
    lua_createtable(L, n, 0);
    return 0;
  }
  luaL_checktype(L, into, LUA_TTABLE);
  lua_pushvalue(L, into);
  return lua_rawlen(L, -1);
}

/* g:cards(zone [, owner] [, into]) -> the ids in the zone, bottom first.
 * With `into` (a table of the caller's, reused: the rules' cache of the
 * cards in play reads a seat again at every move into or out of it) the
 * ids go there and the entries after them are cleared; otherwise a new
 * table. */
static int l_cards(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  enum bang_zone zone;
  const bang_pile *pile = check_pile(L, g, 2, &zone, NULL);
  lua_Unsigned old = push_list(L, bang_zone_has_owner(zone) ? 4 : 3, pile->n);
  for (int i = 0; i < pile->n; i++) {
    lua_pushinteger(L, pile->ids[i]);
    lua_rawseti(L, -2, i + 1);
  }
  bang_clear_list(L, -1, (lua_Unsigned)pile->n, old);
  return 1;
}

/* g:one_per_type(zone [, owner] [, into]) -> list, n: the id of the first
 * card of each type in the zone, in the zone's order (bottom first), and
 * how many. Options offer one card per type, and every decision in a hand
 * asks for them: types are interned, so this compares addresses where a
 * script would read every card's type and scan the ones before it. With
 * `into` (a table of the caller's, reused) the ids go there and the
 * entries after them are cleared; otherwise a new table. */
static int l_one_per_type(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  enum bang_zone zone;
  const bang_pile *pile = check_pile(L, g, 2, &zone, NULL);
  lua_Unsigned old = push_list(L, bang_zone_has_owner(zone) ? 4 : 3, pile->n);
  const char *seen[BANG_MAX_CARDS];
  int n = 0;
  for (int i = 0; i < pile->n; i++) {
    const char *type = bang_cards_get(&g->cards, pile->ids[i])->type;
    int k = 0;
    while (k < n && seen[k] != type) k++;
    if (k < n) continue;
    seen[n++] = type;
    lua_pushinteger(L, pile->ids[i]);
    lua_rawseti(L, -2, n);
  }
  bang_clear_list(L, -1, (lua_Unsigned)n, old);
  lua_pushinteger(L, n);
  return 2;
}

/* g:holding(zone) -> a number with bit p-1 set for each seat p whose zone
 * of that kind ("hand", "play") holds a card: one call where a list of
 * choices would ask g:count for every player. */
static int l_holding(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  enum bang_zone zone = zone_at(L, g, 2);
  if (!bang_zone_has_owner(zone)) return luaL_argerror(L, 2, "a zone with an owner");
  lua_Integer mask = 0;
  for (int p = 1; p <= g->nplayers; p++)
    if (bang_cards_pile(&g->cards, zone, p)->n > 0) mask |= (lua_Integer)1 << (p - 1);
  lua_pushinteger(L, mask);
  return 1;
}

static int l_count(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_pushinteger(L, check_pile(L, g, 2, NULL, NULL)->n);
  return 1;
}

/* g:top(zone [, owner]) -> id of the top card, or nil */
static int l_top(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  const bang_pile *pile = check_pile(L, g, 2, NULL, NULL);
  if (pile->n == 0) lua_pushnil(L);
  else lua_pushinteger(L, pile->ids[pile->n - 1]);
  return 1;
}

/* g:move(id, zone [, owner] [, "bottom"]) */
/* Card id into the zone, and the move counted (g:moves, g:moved_seats). */
static void move_counted(bang_game *g, int id, enum bang_zone zone, int owner, bool bottom) {
  const bang_card *card = bang_cards_get(&g->cards, id);
  enum bang_zone from = card->zone;
  int from_owner = card->owner;
  bang_cards_move(&g->cards, id, zone, owner, bottom);
  g->card_moves++;
  g->zone_moves[from]++;
  if (zone != from) g->zone_moves[zone]++;
  if (bang_zone_has_owner(from)) g->seat_moves[from][from_owner] = g->zone_moves[from];
  if (bang_zone_has_owner(zone)) g->seat_moves[zone][owner] = g->zone_moves[zone];
}

static int l_move(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  int id = bang_checkcard(L, g, 2);
  enum bang_zone zone;
  int owner;
  check_pile(L, g, 3, &zone, &owner);
  int where = bang_zone_has_owner(zone) ? 5 : 4;
  const char *side = luaL_optstring(L, where, "top");
  bool bottom = strcmp(side, "bottom") == 0;
  if (!bottom && strcmp(side, "top") != 0) luaL_argerror(L, where, "'top' or 'bottom'");
  move_counted(g, id, zone, owner, bottom);
  return 0;
}

/* g:deal(n, zone [, owner]) -> moved: up to n cards from the top of the
 * deck into the zone, one at a time, exactly as g:top and a g:move of each
 * would; fewer if the deck runs out (the caller refills it and deals the
 * rest). A draw (C-8) in one call instead of two per card. */
static int l_deal(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  lua_Integer n = luaL_checkinteger(L, 2);
  enum bang_zone zone;
  int owner;
  check_pile(L, g, 3, &zone, &owner);
  const bang_pile *deck = bang_cards_pile(&g->cards, BANG_ZONE_DECK, 0);
  /* At most the cards the deck holds now: dealt onto the deck itself, a
   * card leaves the top only to come back to it. */
  lua_Integer moved = 0, most = deck->n;
  while (moved < n && moved < most && deck->n > 0) {
    move_counted(g, deck->ids[deck->n - 1], zone, owner, false);
    moved++;
  }
  lua_pushinteger(L, moved);
  return 1;
}

/* g:move_all(from [, owner], to [, owner]) -> n: every card of one zone
 * onto the top of another, bottom first, exactly as a g:move of each in
 * that order (and counted as n moves). The deck's refill (C-6) moves the
 * whole discard pile: one call instead of one per card. */
static int l_move_all(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  enum bang_zone from;
  const bang_pile *pile = check_pile(L, g, 2, &from, NULL);
  enum bang_zone zone;
  int owner;
  check_pile(L, g, bang_zone_has_owner(from) ? 4 : 3, &zone, &owner);
  int ids[BANG_MAX_CARDS], n = pile->n;
  memcpy(ids, pile->ids, (size_t)n * sizeof *ids);
  for (int i = 0; i < n; i++) move_counted(g, ids[i], zone, owner, false);
  lua_pushinteger(L, n);
  return 1;
}

/* g:moved_seats(zone, since) -> a number with bit p-1 set for each seat p
 * whose zone of that kind ("play") had a card moved into or out of it
 * after g:moves(zone) was `since`: a cache of every seat's cards in play
 * finds the seats to read again in one call, not one g:same_cards each. */
static int l_moved_seats(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  enum bang_zone zone = zone_at(L, g, 2);
  if (!bang_zone_has_owner(zone)) return luaL_argerror(L, 2, "a zone with an owner");
  lua_Integer since = luaL_checkinteger(L, 3), mask = 0;
  for (int p = 1; p <= g->nplayers; p++)
    if (g->seat_moves[zone][p] > since) mask |= (lua_Integer)1 << (p - 1);
  lua_pushinteger(L, mask);
  return 1;
}

/* g:moves() -> how many card moves so far: a version number for caches.
 * g:moves(zone) -> how many moves into or out of that kind of zone (any
 * seat's, "play": the cards in play), so far. */
static int l_moves(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  if (lua_isnoneornil(L, 2)) lua_pushinteger(L, (lua_Integer)g->card_moves);
  else lua_pushinteger(L, (lua_Integer)g->zone_moves[zone_at(L, g, 2)]);
  return 1;
}

/* g:shuffle_zone(zone [, owner]) with the game's RNG */
static int l_shuffle_zone(lua_State *L) {
  bang_game *g = bang_checkgame(L, 1);
  bang_pile *pile = check_pile(L, g, 2, NULL, NULL);
  for (int i = pile->n - 1; i > 0; i--) {
    int j = (int)bang_rng_below(&g->rng, (uint32_t)(i + 1));
    int t = pile->ids[i];
    pile->ids[i] = pile->ids[j];
    pile->ids[j] = t;
  }
  return 0;
}

static const luaL_Reg card_methods[] = {
    {"new_card", l_new_card}, {"new_cards", l_new_cards}, {"card", l_card},
    {"cards", l_cards},       {"count", l_count}, {"top", l_top},
    {"move", l_move},         {"shuffle_zone", l_shuffle_zone},
    {"moves", l_moves},       {"one_per_type", l_one_per_type},
    {"holding", l_holding},
    {"move_all", l_move_all},
    {"deal", l_deal},
    {"moved_seats", l_moved_seats},
    {NULL, NULL}};

void bang_lcards_open(lua_State *L) {
  luaL_setfuncs(L, card_methods, 0); /* -1: methods, these added */
  /* g:where's upvalues, [zone]: the zone names, which they keep alive for
   * as long as the state, so g->zone_keys may point into them. */
  bang_game *g = bang_getgame(L);
  for (int z = BANG_ZONE_DECK; z <= BANG_ZONE_FACEUP; z++)
    g->zone_keys[z] = lua_pushstring(L, bang_zone_name((enum bang_zone)z));
  lua_pushcclosure(L, l_where, BANG_ZONE_FACEUP); /* -1: where, -2: methods */
  lua_setfield(L, -2, "where");                   /* -1: methods */
}
