/*
 * scenario_setup.c: the game a scenario{} table sets up (part of the
 * scenario runner, scenario_run.h).
 *
 * The runner reads what bang_setup holds (game, seed, names, roles,
 * characters, life, pile, first) and checks each value, and the players'
 * counters the manifest lets a scenario set (the dice game's arrows); the whole
 * table is also handed to the game as Lua source (bang_setup.extra), where
 * the rules read the rest with g:preset() (cards, the deck's top, a player
 * eliminated before the start, the phase to start in...). Then the scripted
 * dice faces are queued.
 */
#include <lauxlib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "scenario_run.h"

/* t.key copied into out (cap bytes); NULL if absent. A value of another
 * type, or too long, fails the scenario (*bad set). */
static const char *copy_string(scenario_runner *r, int line, int type, const char *what, char *out,
                               size_t cap, bool *bad);

static const char *take_string(scenario_runner *r, int line, int t, const char *key,
                               const char *what, char *out, size_t cap, bool *bad) {
  return copy_string(r, line, lua_getfield(r->L, t, key), what, out, cap, bad);
}

/* The same for the value on top of the stack (of type type), popped. */
static const char *copy_string(scenario_runner *r, int line, int type, const char *what, char *out,
                               size_t cap, bool *bad) {
  lua_State *L = r->L;
  const char *result = NULL;
  if (type == LUA_TSTRING) {
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    if (len >= cap || strlen(s) != len)
      *bad = !scenario_fail_n(r, line, "%s is too long (at most %d byte) or holds a zero byte",
                              "%s is too long (at most %d bytes) or holds a zero byte", (long)cap - 1,
                              what, (int)cap - 1);
    else
      result = memcpy(out, s, len + 1);
  } else if (type != LUA_TNIL) {
    *bad = !scenario_fail(r, line, "%s must be a string, not a %s", what, lua_typename(L, type));
  }
  lua_pop(L, 1);
  return result;
}

/* t.key as a whole number in lo..hi, or fallback if absent; a value of
 * another kind fails the scenario (*bad set). */
static lua_Integer take_int(scenario_runner *r, int line, int t, const char *key, const char *what,
                            lua_Integer lo, lua_Integer hi, lua_Integer fallback, bool *bad) {
  lua_State *L = r->L;
  int type = lua_getfield(L, t, key);
  lua_Integer v = fallback;
  if (type != LUA_TNIL) {
    int isnum = 0;
    v = lua_tointegerx(L, -1, &isnum);
    if (type != LUA_TNUMBER || !isnum || v < lo || v > hi) {
      *bad = !scenario_fail(r, line, "%s must be a whole number from %lld to %lld", what,
                            (long long)lo, (long long)hi);
      v = fallback;
    }
  }
  lua_pop(L, 1);
  return v;
}

/*
 * The scenario{} table as Lua source, for the game's g:preset (cards in
 * hands, the deck's order...): the game runs in another lua_State.
 */
static const char SERIALIZE[] =
    "local function ser(v, depth)\n"
    "  if depth > 8 then error('scenario table nested too deeply', 0) end\n"
    "  local t = type(v)\n"
    "  if t == 'string' then return string.format('%q', v) end\n"
    "  if t == 'number' or t == 'boolean' then return tostring(v) end\n"
    "  if t ~= 'table' then return 'nil' end\n"
    "  local parts = {}\n"
    "  for k, x in pairs(v) do\n"
    "    if type(k) == 'string' or math.type(k) == 'integer' then\n"
    "      parts[#parts + 1] = '[' .. ser(k, depth + 1) .. ']=' .. ser(x, depth + 1)\n"
    "    end\n"
    "  end\n"
    "  return '{' .. table.concat(parts, ',') .. '}'\n"
    "end\n"
    "return 'return ' .. ser(..., 0)\n";

static const char *serialize_setup(scenario_runner *r, int t, char *why, size_t cap) {
  lua_State *L = r->L;
  if (luaL_loadbufferx(L, SERIALIZE, sizeof SERIALIZE - 1, "=serialize", "t") != LUA_OK ||
      (lua_pushvalue(L, t), lua_pcall(L, 1, 1, 0)) != LUA_OK) {
    snprintf(why, cap, "%s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
    lua_pop(L, 1);
    return NULL;
  }
  return lua_tostring(L, -1); /* left on the stack while the game is built */
}

/* The set-up keys that belong to some games only (docs/SCENARIOS.md): a
 * key that some variant's manifest lists (scenario.table, scenario.player)
 * but the scenario's own does not fails the scenario, rather than being
 * ignored. Keys no manifest lists are handed to the rules as they are. */

/* The keys of table t (a player's when seat > 0) that do not apply to the
 * variant; true if none (and for a variant without a manifest). */
static bool keys_apply(scenario_runner *r, int line, int t, int seat, const bang_variants *all,
                       const char *variant) {
  const bang_variant *own = bang_variants_find(all, variant);
  if (!own) return true;
  for (int i = 0; i < all->n; i++) {
    const bang_variant *v = &all->v[i];
    int n = seat ? v->nplayer : v->ntable;
    for (int k = 0; k < n; k++) {
      const char *key = seat ? v->player_keys[k] : v->table_keys[k];
      if ((seat ? bang_variant_has(own->player_keys, own->nplayer, key)
                : bang_variant_has(own->table_keys, own->ntable, key)))
        continue;
      bool present = lua_getfield(r->L, t, key) != LUA_TNIL;
      lua_pop(r->L, 1);
      if (!present) continue;
      char where[64], games[256] = "";
      if (seat) snprintf(where, sizeof where, "players[%d].%s", seat, key);
      else snprintf(where, sizeof where, "%s", key);
      for (int j = 0; j < all->n; j++) { /* the games it applies to, by name */
        const bang_variant *w = &all->v[j];
        if (!(seat ? bang_variant_has(w->player_keys, w->nplayer, key)
                   : bang_variant_has(w->table_keys, w->ntable, key)))
          continue;
        size_t used = strlen(games);
        snprintf(games + used, sizeof games - used, "%s%s", used ? " " : "", w->name);
      }
      return scenario_fail(r, line, "%s does not apply to the %s game (only to: %s)", where,
                           variant, games);
    }
  }
  return true;
}

/* Player i (0-based) of the list, the table at p: its name (one word,
 * unique), role, character and life into setup, and its counters that are
 * scenario keys (arrows, bullets: handed over in bang_setup.extra) checked
 * as whole numbers; whether it is the first player. False (said) if something is wrong. */
static bool take_player(scenario_runner *r, int line, int p, int i, const bang_variants *all,
                        const char *variant, const char *first, bang_setup *setup) {
  lua_State *L = r->L;
  bool bad = false;
  if (!lua_istable(L, p)) return scenario_fail(r, line, "player %d is not a table", i + 1);
  if (!keys_apply(r, line, p, i + 1, all, variant)) return false;
  char what[64];
  snprintf(what, sizeof what, "player %d's name", i + 1);
  setup->names[i] = copy_string(r, line, lua_geti(L, p, 1), what, r->names[i],
                                sizeof r->names[i], &bad);
  if (bad) return false;
  if (!setup->names[i]) return scenario_fail(r, line, "player %d has no name", i + 1);
  if (!setup->names[i][0] || bang_msg_needs_clean(setup->names[i], strlen(setup->names[i])))
    return scenario_fail(r, line, "player %d's name is empty or holds control characters", i + 1);
  for (int k = 0; k < i; k++)
    if (strcmp(setup->names[k], setup->names[i]) == 0)
      return scenario_fail(r, line, "two players are called '%s'", setup->names[i]);
  if (first && strcmp(first, setup->names[i]) == 0) setup->first = i + 1;
  snprintf(what, sizeof what, "player %d's role", i + 1);
  setup->roles[i] = take_string(r, line, p, "role", what, r->roles[i], sizeof r->roles[i], &bad);
  snprintf(what, sizeof what, "player %d's character", i + 1);
  setup->characters[i] = take_string(r, line, p, "character", what, r->characters[i],
                                     sizeof r->characters[i], &bad);
  snprintf(what, sizeof what, "player %d's life", i + 1);
  setup->life[i] = (int)take_int(r, line, p, "life", what, 0, 1000, BANG_UNSET, &bad);
  const bang_variant *own = bang_variants_find(all, variant);
  for (int c = 0; own && !bad && c < own->ncounters; c++) {
    const char *id = own->counters[c].id;
    if (!bang_variant_has(own->player_keys, own->nplayer, id)) continue;
    snprintf(what, sizeof what, "player %d's %s", i + 1, id);
    take_int(r, line, p, id, what, 0, 1000000, BANG_UNSET, &bad);
  }
  return !bad;
}

/* rolls = { {face, ...}, ... }: the dice's faces the game will roll, in
 * order; false (said) if one is not a face. */
static bool take_rolls(scenario_runner *r, int line, int t) {
  lua_State *L = r->L;
  char err[1024];
  if (lua_getfield(L, t, "rolls") == LUA_TTABLE) {
    for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
      lua_geti(L, -1, i);
      if (!lua_istable(L, -1))
        return scenario_fail(r, line, "rolls[%d] is not a list of faces", (int)i);
      for (lua_Integer k = 1; k <= luaL_len(L, -1); k++) {
        lua_geti(L, -1, k);
        const char *face = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        if (!face || !bang_game_force_faces(r->g, &face, 1, err, sizeof err))
          return scenario_fail(r, line, "rolls[%d][%d]: %s", (int)i, (int)k,
                               face ? err : _("not a face"));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return true;
}

bool scenario_build_game(scenario_runner *r) {
  lua_State *L = r->L;
  int t = lua_gettop(L);
  bool bad = false;
  int line = (int)take_int(r, 0, t, "_line", "_line", 0, INT32_MAX, 0, &bad);
  const char *title = take_string(r, line, t, "title", "scenario{} title", r->result->title,
                                  sizeof r->result->title, &bad);
  if (bad) return false;
  if (!title) r->result->title[0] = '\0';
  bang_msg_clean(r->result->title);
  if (lua_getfield(L, t, "rules") == LUA_TTABLE) {
    for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
      lua_geti(L, -1, i);
      size_t used = strlen(r->result->rules);
      snprintf(r->result->rules + used, sizeof r->result->rules - used, "%s%s", used ? " " : "",
               lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
      lua_pop(L, 1);
    }
    bang_msg_clean(r->result->rules);
  }
  lua_pop(L, 1);
  const char *variant = take_string(r, line, t, "game", "scenario{} game", r->variant,
                                    sizeof r->variant, &bad);
  if (bad) return false;
  char err[1024];
  if (!bang_variants_load_data(r->data_dir, r->mods, &r->variants, err, sizeof err))
    return scenario_fail(r, line, "the set-up was refused: %s", bang_tr_error(err, sizeof err));
  if (!variant) { /* docs/SCENARIOS.md: the game whose manifest says scenario.default */
    const bang_variant *d = bang_variants_scenario_default(&r->variants);
    if (!d) return scenario_fail(r, line, "the set-up was refused: %s", "no game has a manifest");
    snprintf(r->variant, sizeof r->variant, "%s", d->name);
    variant = r->variant;
  }
  if (!keys_apply(r, line, t, 0, &r->variants, variant)) return false;
  if (lua_getfield(L, t, "players") != LUA_TTABLE)
    return scenario_fail(r, line, "scenario{} needs a players list");
  lua_Integer nplayers = luaL_len(L, -1);
  if (nplayers < 1 || nplayers > BANG_MAX_PLAYERS) {
    int shown = (int)(nplayers < 0 ? -1 : nplayers > 99 ? 99 : nplayers);
    return scenario_fail_n(r, line, "scenario{} has %d player", "scenario{} has %d players", shown,
                           shown);
  }
  int players = (int)nplayers;
  bang_setup setup;
  bang_setup_init(&setup, variant, players, 0);
  setup.data_dir = r->data_dir;
  for (int i = 0; r->mods && r->mods[i] && i < BANG_MAX_MODS; i++) setup.mods[i] = r->mods[i];
  setup.seed = (uint64_t)take_int(r, line, t, "seed", "scenario{} seed", LUA_MININTEGER,
                                  LUA_MAXINTEGER, 0, &bad);
  int list = lua_gettop(L);
  const char *first = take_string(r, line, t, "first", "scenario{} first", r->first,
                                  sizeof r->first, &bad);
  if (bad) return false;
  for (int i = 0; i < players; i++) {
    lua_geti(L, list, i + 1);
    if (!take_player(r, line, lua_gettop(L), i, &r->variants, variant, first, &setup))
      return false;
    lua_pop(L, 1);
  }
  if (first && setup.first == BANG_UNSET)
    return scenario_fail(r, line, "first: no player called '%s'", first);
  setup.pile = (int)take_int(r, line, t, "pile", "scenario{} pile", 0, 1000000, BANG_UNSET, &bad);
  if (bad) return false;
  char why[1024];
  setup.extra = serialize_setup(r, t, why, sizeof why);
  if (!setup.extra)
    return scenario_fail(r, line, "the set-up cannot be handed to the game: %s", why);
  r->g = bang_game_new(&setup, err, sizeof err);
  lua_pop(L, 1); /* the serialized set-up */
  if (!r->g) return scenario_fail(r, line, "the set-up was refused: %s", bang_tr_error(err, sizeof err));
  lua_pop(L, 1); /* players */
  if (!take_rolls(r, line, t)) return false;
  lua_getfield(L, t, "strict_rolls");
  bool strict = lua_isnil(L, -1) || lua_toboolean(L, -1);
  lua_pop(L, 1);
  bang_game_set_scripted_dice_only(r->g, strict);
  return true;
}
