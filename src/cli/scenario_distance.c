/*
 * scenario_distance.c: the expect{} checks of distance and reach (part of
 * the scenario runner, scenario_run.h), as the rules see them
 * (bang_game_view_distance: the rules' view_distance):
 *
 *   distance = { ann = { bob = 2, cy = 1 } }   from ann to each player named
 *   reach = { ann = { "bob", "dee" } }         exactly the players ann reaches
 *   reach = { ann = { bob = true, cy = false } }  whether ann reaches each one
 *
 * Reach is the card game's weapon range (C-14: a BANG! may target them) and
 * the dice game's "1" and "2" dice (D-11, with the characters that change
 * it: whether either die could hit them). The solo game has no distances
 * (S-5: all are 1): its rules give none, and these checks say so.
 */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "scenario_run.h"

/* The seat called by the string at index, or 0 after a failure. */
static int seat_of(scenario_runner *r, int line, const char *key, int index) {
  const char *name = lua_type(r->L, index) == LUA_TSTRING ? lua_tostring(r->L, index) : NULL;
  int seat = name ? scenario_seat_named(r->g, name) : 0;
  if (!seat) scenario_fail(r, line, "%s: no player called '%s'", key, name ? name : "?");
  return seat;
}

/* The distance from one seat to another and whether from reaches to; -1
 * after a failure (a player out of the game, a game without distances). */
static int measure(scenario_runner *r, int line, const char *key, int from, int to, bool *reach) {
  bang_game *g = r->g;
  for (int i = 0; i < 2; i++) {
    const bang_player *p = bang_game_player(g, i ? to : from);
    if (!p->alive) {
      scenario_fail(r, line, "%s: %s is out of the game and has no distance", key, p->name);
      return -1;
    }
  }
  int d = bang_game_view_distance(g, from, to, reach);
  if (d < 0)
    scenario_fail(r, line, "%s does not apply to the %s game: its rules give no distances", key,
                  bang_game_variant(g));
  return d;
}

/* The outer table: player name -> a table; calls each(r, line, from, inner). */
static bool for_each_player(scenario_runner *r, int line, const char *key, int value,
                            bool (*each)(scenario_runner *, int, int, int)) {
  lua_State *L = r->L;
  if (!lua_istable(L, value))
    return scenario_fail(r, line, "%s takes a table: a player's name = { ... }", key);
  lua_pushnil(L);
  while (lua_next(L, value)) { /* -1: inner table, -2: name (never converted) */
    int from = seat_of(r, line, key, -2);
    if (!from) return false;
    if (!lua_istable(L, -1))
      return scenario_fail(r, line, "%s takes a table: a player's name = { ... }", key);
    if (!each(r, line, from, lua_gettop(L))) return false;
    lua_pop(L, 1);
  }
  return true;
}

static bool distances_from(scenario_runner *r, int line, int from, int inner) {
  lua_State *L = r->L;
  lua_pushnil(L);
  while (lua_next(L, inner)) { /* -1: distance, -2: name */
    int to = seat_of(r, line, "distance", -2);
    if (!to) return false;
    if (!lua_isinteger(L, -1))
      return scenario_fail(r, line, "distance = { %s = { %s = n } } takes a whole number",
                           bang_game_player(r->g, from)->name, bang_game_player(r->g, to)->name);
    bool reach;
    int d = measure(r, line, "distance", from, to, &reach);
    if (d < 0) return false;
    lua_Integer want = lua_tointeger(L, -1);
    if (d != want)
      return scenario_fail(r, line, "expected the distance from %s to %s to be %d, got %d",
                           bang_game_player(r->g, from)->name, bang_game_player(r->g, to)->name,
                           (int)(want < -999 ? -999 : want > 999 ? 999 : want), d);
    lua_pop(L, 1);
  }
  return true;
}

bool scenario_check_distance(scenario_runner *r, int line, int value) {
  return for_each_player(r, line, "distance", value, distances_from);
}

/* Names of the seats marked in set, comma-separated ("nobody"). */
static void describe_seats(bang_game *g, const bool *set, char *out, size_t cap) {
  out[0] = '\0';
  for (int s = 1; s <= bang_game_players(g); s++) {
    size_t used = strlen(out);
    if (set[s])
      snprintf(out + used, cap - used, "%s%s", used ? ", " : "", bang_game_player(g, s)->name);
  }
  if (!out[0]) snprintf(out, cap, "%s", _("nobody"));
}

static bool reach_from(scenario_runner *r, int line, int from, int inner) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  const char *name = bang_game_player(g, from)->name;
  bool wanted[BANG_MAX_PLAYERS + 1] = {false}, reached[BANG_MAX_PLAYERS + 1] = {false};
  bool listed = false;
  lua_pushnil(L);
  while (lua_next(L, inner)) { /* -1: value, -2: key */
    if (lua_type(L, -2) == LUA_TNUMBER) { /* { "bob", "dee" }: the exact set */
      int to = seat_of(r, line, "reach", -1);
      if (!to) return false;
      wanted[to] = listed = true;
    } else { /* bob = true / false */
      int to = seat_of(r, line, "reach", -2);
      if (!to) return false;
      bool reach;
      if (measure(r, line, "reach", from, to, &reach) < 0) return false;
      if (reach != (bool)lua_toboolean(L, -1))
        return scenario_fail(r, line, reach ? N_("expected %s not to reach %s, who is within reach")
                                            : N_("expected %s to reach %s, who is out of reach"),
                             name, bang_game_player(g, to)->name);
    }
    lua_pop(L, 1);
  }
  bool keyed = false;
  lua_pushnil(L);
  if (lua_next(L, inner)) {
    keyed = true;
    lua_pop(L, 2);
  }
  if (keyed && !listed) return true; /* only pairs: checked above */
  bool same = true;
  for (int to = 1; to <= bang_game_players(g); to++) {
    if (to == from || !bang_game_player(g, to)->alive) continue;
    bool reach;
    if (measure(r, line, "reach", from, to, &reach) < 0) return false;
    reached[to] = reach;
  }
  for (int s = 1; s <= bang_game_players(g); s++) same = same && wanted[s] == reached[s];
  if (same) return true;
  char want[512], have[512];
  describe_seats(g, wanted, want, sizeof want);
  describe_seats(g, reached, have, sizeof have);
  return scenario_fail(r, line, "expected %s to reach exactly %s; %s reaches %s", name, want, name,
                       have);
}

bool scenario_check_reach(scenario_runner *r, int line, int value) {
  return for_each_player(r, line, "reach", value, reach_from);
}
