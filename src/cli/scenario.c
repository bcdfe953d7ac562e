/*
 * scenario.c: loading and running scenario files.
 *
 * The file runs in its own sandbox (not the game's), where scenario(),
 * command() and expect() only record what they are given, with the line
 * they were called from. Then the game is built from the set-up and the
 * recorded steps are played against it in order.
 *
 * What a scenario file gives (the scenario{} and expect{} tables) is copied
 * at the call into plain tables by raw reads (freeze: no metamethod ever
 * runs later, and what a scenario cannot hold — keys that are not names
 * or list positions, functions, inf/nan, cycles and nesting past 8 levels —
 * is an error naming the file and line). The game is then built and the
 * steps played inside one protected call (run_protected), and strings the
 * game keeps are copied into the runner first.
 */
#include "scenario.h"

#include <ctype.h>
#include <lauxlib.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"

#include "game.h"
#include "i18n.h"
#include "sandbox.h"
#include "render.h"
#include "screen.h"

static const char STEPS_KEY[] = "bang.scenario.steps";
static const char SETUP_KEY[] = "bang.scenario.setup";

static int caller_line(lua_State *L) {
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar)) return ar.currentline;
  return 0;
}

static void record_step(lua_State *L, const char *kind) {
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_newtable(L);
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "line");
}

enum { SCENARIO_DEPTH = 8 };

/*
 * Push a plain copy of the value at index: raw reads only, so no metamethod
 * runs now or later. Raises (at the caller's file and line) for what a
 * scenario cannot hold; path names the value in the message.
 */
static void freeze(lua_State *L, int index, int depth, char *path, size_t cap, const char *what) {
  index = lua_absindex(L, index);
  luaL_checkstack(L, 8, what);
  switch (lua_type(L, index)) {
    case LUA_TSTRING:
    case LUA_TBOOLEAN:
      lua_pushvalue(L, index);
      return;
    case LUA_TNUMBER: {
      lua_Number x = lua_tonumber(L, index);
      if (!lua_isinteger(L, index) && !isfinite(x))
        luaL_error(L, "%s%s: %s is not a finite number", what, path,
                   isnan(x) ? "nan" : x > 0 ? "inf" : "-inf");
      lua_pushvalue(L, index);
      return;
    }
    case LUA_TTABLE: break;
    default:
      luaL_error(L, "%s%s: a %s value cannot be part of a scenario", what, path,
                 luaL_typename(L, index));
  }
  if (depth >= SCENARIO_DEPTH)
    luaL_error(L, "%s%s: tables nested more than %d deep (or a table inside itself)", what, path,
               SCENARIO_DEPTH);
  lua_newtable(L);
  int copy = lua_gettop(L);
  size_t used = strlen(path);
  lua_pushnil(L);
  while (lua_next(L, index)) { /* -1: value, -2: key (never converted) */
    if (lua_type(L, -2) == LUA_TSTRING)
      snprintf(path + used, cap - used, ".%s", lua_tostring(L, -2));
    else if (lua_isinteger(L, -2))
      snprintf(path + used, cap - used, "[" LUA_INTEGER_FMT "]", lua_tointeger(L, -2));
    else
      luaL_error(L, "%s%s: a key is a %s; keys must be names (strings) or list positions",
                 what, path, luaL_typename(L, -2));
    freeze(L, -1, depth + 1, path, cap, what); /* -1: the copy, -2: value, -3: key */
    lua_pushvalue(L, -3);
    lua_insert(L, -2);
    lua_rawset(L, copy);
    lua_pop(L, 1);
    path[used] = '\0';
  }
}

static void push_frozen(lua_State *L, int index, const char *what) {
  char path[256] = "";
  freeze(L, index, 0, path, sizeof path, what);
}

static int l_scenario(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY) != LUA_TNIL)
    return luaL_error(L, "scenario{} may be called only once");
  push_frozen(L, 1, "scenario{}");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "_line");
  lua_setfield(L, LUA_REGISTRYINDEX, SETUP_KEY);
  return 0;
}

static int l_command(lua_State *L) {
  luaL_checktype(L, 1, LUA_TSTRING); /* a name: never a number made text */
  luaL_checktype(L, 2, LUA_TSTRING);
  record_step(L, "command");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "player");
  lua_pushvalue(L, 2);
  lua_setfield(L, -2, "text");
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

static int l_expect(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  push_frozen(L, 1, "expect{}");
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      return luaL_error(L, "expect{}: a key is a %s; keys are player names or checks (strings)",
                        luaL_typename(L, -2));
    lua_pop(L, 1);
  }
  lua_replace(L, 1);
  record_step(L, "expect");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "what");
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

typedef struct runner {
  const char *path;
  lua_State *L; /* the scenario's sandbox */
  bang_game *g;
  FILE *narrate;
  bool explain;
  size_t next_log;
  bang_scenario_result *result;
  bool ok; /* what run_protected found */
  const char *data_dir;
  const char *const *mods; /* NULL-terminated or NULL */
  /* the set-up's strings, copied out of Lua for bang_game_new */
  char variant[32], first[BANG_NAME_LEN];
  char names[BANG_MAX_PLAYERS][BANG_NAME_LEN];
  char roles[BANG_MAX_PLAYERS][BANG_ID_LEN], characters[BANG_MAX_PLAYERS][BANG_ID_LEN];
} runner;

/* fmt is an English message id (xgettext -kfail:3), translated here. */
static bool fail(runner *r, int line, const char *fmt, ...) {
  char what[1536];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, _(fmt), ap);
  va_end(ap);
  snprintf(r->result->failure, sizeof r->result->failure, "%s:%d: %s", r->path, line, what);
  bang_msg_clean(r->result->failure); /* it quotes the file's own text */
  r->result->passed = false;
  return false;
}

/* fail() for a message with a count: singular and plural English ids
 * (xgettext -kfail_n:3,4), the form chosen by count. */
static bool fail_n(runner *r, int line, const char *singular, const char *plural, long count, ...) {
  char what[1536];
  va_list ap;
  va_start(ap, count);
  vsnprintf(what, sizeof what, ngettext(singular, plural, count < 0 ? 0ul : (unsigned long)count), ap);
  va_end(ap);
  snprintf(r->result->failure, sizeof r->result->failure, "%s:%d: %s", r->path, line, what);
  bang_msg_clean(r->result->failure);
  r->result->passed = false;
  return false;
}

/* t.key copied into out (cap bytes); NULL if absent. A value of another
 * type, or too long, fails the scenario (*bad set). */
static const char *copy_string(runner *r, int line, int type, const char *what, char *out,
                               size_t cap, bool *bad);

static const char *take_string(runner *r, int line, int t, const char *key, const char *what,
                               char *out, size_t cap, bool *bad) {
  return copy_string(r, line, lua_getfield(r->L, t, key), what, out, cap, bad);
}

/* The same for the value on top of the stack (of type type), popped. */
static const char *copy_string(runner *r, int line, int type, const char *what, char *out,
                               size_t cap, bool *bad) {
  lua_State *L = r->L;
  const char *result = NULL;
  if (type == LUA_TSTRING) {
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    if (len >= cap || strlen(s) != len)
      *bad = !fail_n(r, line, "%s is too long (at most %d byte) or holds a zero byte",
                     "%s is too long (at most %d bytes) or holds a zero byte", (long)cap - 1, what,
                     (int)cap - 1);
    else
      result = memcpy(out, s, len + 1);
  } else if (type != LUA_TNIL) {
    *bad = !fail(r, line, "%s must be a string, not a %s", what, lua_typename(L, type));
  }
  lua_pop(L, 1);
  return result;
}

/* t.key as a whole number in lo..hi, or fallback if absent; a value of
 * another kind fails the scenario (*bad set). */
static lua_Integer take_int(runner *r, int line, int t, const char *key, const char *what,
                            lua_Integer lo, lua_Integer hi, lua_Integer fallback, bool *bad) {
  lua_State *L = r->L;
  int type = lua_getfield(L, t, key);
  lua_Integer v = fallback;
  if (type != LUA_TNIL) {
    int isnum = 0;
    v = lua_tointegerx(L, -1, &isnum);
    if (type != LUA_TNUMBER || !isnum || v < lo || v > hi) {
      *bad = !fail(r, line, "%s must be a whole number from %lld to %lld", what, (long long)lo,
                   (long long)hi);
      v = fallback;
    }
  }
  lua_pop(L, 1);
  return v;
}

static int seat_named(bang_game *g, const char *name) {
  for (int s = 1; s <= bang_game_players(g); s++)
    if (strcmp(bang_game_player(g, s)->name, name) == 0) return s;
  return 0;
}

static const char *field_string(lua_State *L, int t, const char *key) {
  lua_getfield(L, t, key);
  const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
  lua_pop(L, 1); /* the string stays alive in the table */
  return s;
}

static int field_int(lua_State *L, int t, const char *key, int fallback) {
  lua_getfield(L, t, key);
  int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : fallback;
  lua_pop(L, 1);
  return v;
}

static void narrate_log(runner *r) {
  if (r->narrate) bang_screen_narrate(r->narrate, r->g, &r->next_log, r->explain);
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

static const char *serialize_setup(runner *r, int t, char *why, size_t cap) {
  lua_State *L = r->L;
  if (luaL_loadbufferx(L, SERIALIZE, sizeof SERIALIZE - 1, "=serialize", "t") != LUA_OK ||
      (lua_pushvalue(L, t), lua_pcall(L, 1, 1, 0)) != LUA_OK) {
    snprintf(why, cap, "%s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
    lua_pop(L, 1);
    return NULL;
  }
  return lua_tostring(L, -1); /* left on the stack while the game is built */
}

/* Build the game from the scenario{} table on top of the stack. */
static bool build_game(runner *r, const char *data_dir) {
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
  if (lua_getfield(L, t, "players") != LUA_TTABLE)
    return fail(r, line, "scenario{} needs a players list");
  lua_Integer nplayers = luaL_len(L, -1);
  if (nplayers < 1 || nplayers > BANG_MAX_PLAYERS) {
    int shown = (int)(nplayers < 0 ? -1 : nplayers > 99 ? 99 : nplayers);
    return fail_n(r, line, "scenario{} has %d player", "scenario{} has %d players", shown, shown);
  }
  int players = (int)nplayers;
  bang_setup setup;
  bang_setup_init(&setup, variant ? variant : "dice", players, 0);
  setup.data_dir = data_dir;
  for (int i = 0; r->mods && r->mods[i] && i < BANG_MAX_MODS; i++) setup.mods[i] = r->mods[i];
  setup.seed = (uint64_t)take_int(r, line, t, "seed", "scenario{} seed", LUA_MININTEGER,
                                  LUA_MAXINTEGER, 0, &bad);
  int list = lua_gettop(L);
  const char *first = take_string(r, line, t, "first", "scenario{} first", r->first,
                                  sizeof r->first, &bad);
  if (bad) return false;
  for (int i = 0; i < players; i++) {
    lua_geti(L, list, i + 1);
    int p = lua_gettop(L);
    if (!lua_istable(L, p)) return fail(r, line, "player %d is not a table", i + 1);
    char what[64];
    snprintf(what, sizeof what, "player %d's name", i + 1);
    setup.names[i] = copy_string(r, line, lua_geti(L, p, 1), what, r->names[i],
                                 sizeof r->names[i], &bad);
    if (bad) return false;
    if (!setup.names[i]) return fail(r, line, "player %d has no name", i + 1);
    if (!setup.names[i][0] || bang_msg_needs_clean(setup.names[i], strlen(setup.names[i])))
      return fail(r, line, "player %d's name is empty or holds control characters", i + 1);
    for (int k = 0; k < i; k++)
      if (strcmp(setup.names[k], setup.names[i]) == 0)
        return fail(r, line, "two players are called '%s'", setup.names[i]);
    if (first && strcmp(first, setup.names[i]) == 0) setup.first = i + 1;
    snprintf(what, sizeof what, "player %d's role", i + 1);
    setup.roles[i] = take_string(r, line, p, "role", what, r->roles[i], sizeof r->roles[i], &bad);
    snprintf(what, sizeof what, "player %d's character", i + 1);
    setup.characters[i] = take_string(r, line, p, "character", what, r->characters[i],
                                      sizeof r->characters[i], &bad);
    snprintf(what, sizeof what, "player %d's life", i + 1);
    setup.life[i] = (int)take_int(r, line, p, "life", what, 0, 1000, BANG_UNSET, &bad);
    snprintf(what, sizeof what, "player %d's arrows", i + 1);
    setup.arrows[i] = (int)take_int(r, line, p, "arrows", what, 0, 1000000, BANG_UNSET, &bad);
    if (bad) return false;
    lua_pop(L, 1);
  }
  if (first && setup.first == BANG_UNSET) return fail(r, line, "first: no player called '%s'", first);
  setup.pile = (int)take_int(r, line, t, "pile", "scenario{} pile", 0, 1000000, BANG_UNSET, &bad);
  if (bad) return false;
  char why[1024];
  setup.extra = serialize_setup(r, t, why, sizeof why);
  if (!setup.extra) return fail(r, line, "the set-up cannot be handed to the game: %s", why);
  char err[1024];
  r->g = bang_game_new(&setup, err, sizeof err);
  lua_pop(L, 1); /* the serialized set-up */
  if (!r->g) return fail(r, line, "the set-up was refused: %s", err);
  lua_pop(L, 1); /* players */
  if (lua_getfield(L, t, "rolls") == LUA_TTABLE) {
    for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
      lua_geti(L, -1, i);
      if (!lua_istable(L, -1)) return fail(r, line, "rolls[%d] is not a list of faces", (int)i);
      for (lua_Integer k = 1; k <= luaL_len(L, -1); k++) {
        lua_geti(L, -1, k);
        const char *face = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        if (!face || !bang_game_force_faces(r->g, &face, 1, err, sizeof err))
          return fail(r, line, "rolls[%d][%d]: %s", (int)i, (int)k, face ? err : _("not a face"));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  lua_getfield(L, t, "strict_rolls");
  bool strict = lua_isnil(L, -1) || lua_toboolean(L, -1);
  lua_pop(L, 1);
  bang_game_set_scripted_dice_only(r->g, strict);
  return true;
}

static const char *status_text(enum bang_status st) {
  switch (st) {
    /* TRANSLATORS: the state of a game, as in "but the game is %s". */
    case BANG_AWAITING: return _("waiting for a decision");
    case BANG_OVER: return _("over");
    case BANG_PAUSED: return _("paused: the scripted dice ran out");
    default: return _("failed");
  }
}

static bool log_has(bang_game *g, const char *what) {
  for (size_t i = 0; i < bang_game_log_size(g); i++) {
    const bang_msg *m = bang_game_log_entry(g, i);
    if ((m->rule && strcmp(m->rule, what) == 0) || strcmp(m->id, what) == 0) return true;
  }
  return false;
}

/* Does card id fit a scenario's card text: "beer" or "beer 7h" ("10s", "Ac")? */
static bool card_fits(bang_game *g, int id, const char *text) {
  const bang_card *c = bang_game_card(g, id);
  if (!c) return false;
  char type[64], mark[16] = "";
  if (sscanf(text, "%63s %15s", type, mark) < 1) return false;
  if (strcmp(type, c->type) != 0) return false;
  if (!mark[0]) return true;
  size_t len = strlen(mark);
  char suit = (char)toupper((unsigned char)mark[len - 1]);
  mark[len - 1] = '\0';
  int value;
  switch (toupper((unsigned char)mark[0])) {
    case 'J': value = 11; break;
    case 'Q': value = 12; break;
    case 'K': value = 13; break;
    case 'A': value = 14; break;
    default: value = atoi(mark);
  }
  return suit == c->suit && value == c->value;
}

static void describe_pile(bang_game *g, const bang_pile *pile, char *out, size_t cap) {
  out[0] = '\0';
  for (int i = 0; pile && i < pile->n; i++) {
    const bang_card *c = bang_game_card(g, pile->ids[i]);
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", i ? ", " : "", c->type);
  }
  if (!out[0]) snprintf(out, cap, "%s", _("nothing"));
}

/* The cards of a pile are exactly the list at index (in any order). */
static bool pile_matches(runner *r, const bang_pile *pile, int index) {
  lua_State *L = r->L;
  int n = (int)luaL_len(L, index);
  if (!pile || pile->n != n) return n == 0 && (!pile || pile->n == 0);
  bool used[BANG_MAX_CARDS] = {false};
  for (int k = 1; k <= n; k++) {
    lua_geti(L, index, k);
    const char *text = lua_tostring(L, -1);
    bool found = false;
    for (int i = 0; text && i < pile->n && !found; i++) {
      if (!used[i] && card_fits(r->g, pile->ids[i], text)) used[i] = found = true;
    }
    lua_pop(L, 1);
    if (!found) return false;
  }
  return true;
}

static bool check_pile(runner *r, int line, const char *who, const char *what,
                       const bang_pile *pile, int value) {
  lua_State *L = r->L;
  if (!lua_istable(L, value)) return fail(r, line, "expect %s %s takes a list of cards", who, what);
  if (pile_matches(r, pile, value)) return true;
  char have[1024];
  describe_pile(r->g, pile, have, sizeof have);
  return fail(r, line, "expected other cards in %s %s; it has: %s", who, what, have);
}

static bool check_player(runner *r, int line, int seat, int spec) {
  lua_State *L = r->L;
  const bang_player *p = bang_game_player(r->g, seat);
  lua_pushnil(L);
  while (lua_next(L, spec)) {
    if (lua_type(L, -2) != LUA_TSTRING) /* never converted in place: lua_next reads it */
      return fail(r, line, "expect.%s: a key is a %s; keys are checks such as life (strings)",
                  p->name, luaL_typename(L, -2));
    const char *key = lua_tostring(L, -2);
    lua_Integer got = 0, want = 0;
    bool numeric = true;
    if (strcmp(key, "life") == 0) got = p->life;
    else if (strcmp(key, "max_life") == 0) got = p->max_life;
    else if (strcmp(key, "arrows") == 0) got = p->arrows;
    else if (strcmp(key, "alive") == 0) { got = p->alive; numeric = false; }
    else if (strcmp(key, "eliminated") == 0) { got = !p->alive; numeric = false; }
    else if (strcmp(key, "won") == 0) { got = p->won; numeric = false; }
    else if (strcmp(key, "hand_size") == 0 || strcmp(key, "faceup_size") == 0) {
      const bang_pile *pile = bang_game_zone(r->g, key[0] == 'h' ? "hand" : "faceup", seat);
      got = pile ? pile->n : 0;
    } else if (strcmp(key, "hand") == 0 || strcmp(key, "inplay") == 0 ||
               strcmp(key, "faceup") == 0) {
      const char *zone = key[0] == 'h' ? "hand" : key[0] == 'i' ? "play" : "faceup";
      const bang_pile *pile = bang_game_zone(r->g, zone, seat);
      if (!check_pile(r, line, p->name, key, pile, lua_gettop(L))) return false;
      lua_pop(L, 1);
      continue;
    }
    else if (strcmp(key, "role") == 0 || strcmp(key, "character") == 0) {
      const char *have = key[0] == 'r' ? p->role : p->character;
      const char *expected = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
      if (!expected || strcmp(have, expected) != 0)
        return fail(r, line, "expected %s's %s to be %s, got %s", p->name, key,
                    expected ? expected : "?", have);
      lua_pop(L, 1);
      continue;
    } else {
      return fail(r, line, "unknown expectation '%s' for player %s", key, p->name);
    }
    want = numeric ? lua_tointeger(L, -1) : lua_toboolean(L, -1);
    if (numeric && !lua_isinteger(L, -1))
      return fail(r, line, "expectation %s.%s must be a whole number", p->name, key);
    if (got != want) {
      if (numeric)
        return fail(r, line, "expected %s's %s %d, got %d", p->name, key,
                    (int)(want < -999999 ? -999999 : want > 999999 ? 999999 : want), (int)got);
      return fail(r, line, "expected %s %s to be %s, got %s", p->name, key,
                  want ? "true" : "false", got ? "true" : "false");
    }
    lua_pop(L, 1);
  }
  return true;
}

static bool winners_are(bang_game *g, const char *who) {
  int n = bang_game_players(g), winners = 0;
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    bool should;
    if (strcmp(who, "law") == 0)
      should = strcmp(p->role, "sheriff") == 0 || strcmp(p->role, "deputy") == 0;
    else if (strcmp(who, "outlaws") == 0)
      should = strcmp(p->role, "outlaw") == 0;
    else if (strcmp(who, "renegade") == 0)
      should = p->won && strcmp(p->role, "renegade") == 0;
    else
      should = strcmp(p->name, who) == 0;
    if (should != p->won) return false;
    winners += p->won;
  }
  return winners > 0;
}

static void describe_winners(bang_game *g, char *out, size_t cap) {
  out[0] = '\0';
  for (int s = 1; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    if (!p->won) continue;
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s (%s)", used ? ", " : "", p->name, p->role);
  }
  /* TRANSLATORS: the winners of a game, when there are none. */
  if (!out[0]) snprintf(out, cap, "%s", _("nobody"));
}

static bool check_list(runner *r, int line, int index, bool present) {
  lua_State *L = r->L;
  if (!lua_istable(L, index)) return fail(r, line, "logged/not_logged takes a list");
  for (lua_Integer i = 1; i <= luaL_len(L, index); i++) {
    lua_geti(L, index, i);
    const char *what = lua_tostring(L, -1);
    if (what && log_has(r->g, what) != present)
      return fail(r, line, present ? N_("expected the log to contain %s") : N_("expected no %s in the log"),
                  what);
    lua_pop(L, 1);
  }
  return true;
}

/* options: exactly these commands are offered (any order); has_options:
 * at least these; lacks_options: none of these. */
static bool check_options(runner *r, int line, const char *key, int value) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  const bang_decision *d = bang_game_decision(g);
  if (!d) return fail(r, line, "expected a decision to check %s, but none is asked", key);
  if (!lua_istable(L, value)) return fail(r, line, "%s takes a list of commands", key);
  int n = (int)luaL_len(L, value);
  for (int k = 1; k <= n; k++) {
    lua_geti(L, value, k);
    const char *want = lua_tostring(L, -1);
    bool offered = false;
    for (int i = 0; want && i < d->options && !offered; i++)
      offered = strcmp(bang_game_option_command(g, i), want) == 0;
    lua_pop(L, 1);
    if (key[0] == 'l' && offered) return fail(r, line, "'%s' should not be offered, but it is", want);
    if (key[0] != 'l' && !offered) return fail(r, line, "'%s' should be offered, but it is not", want);
  }
  if (key[0] == 'o' && n != d->options) {
    char all[2048] = "";
    for (int i = 0; i < d->options; i++) {
      size_t used = strlen(all);
      snprintf(all + used, sizeof all - used, "%s'%s'", i ? ", " : "", bang_game_option_command(g, i));
    }
    return fail_n(r, line, "expected %d option, but the decision offers %d: %s",
                  "expected %d options, but the decision offers %d: %s", n, n, d->options, all);
  }
  return true;
}

/* refuses = { ["play beer bob"] = "C-23" or { "C-23", "<message id>" } }:
 * each command is refused now, and every string given is the reason's rule
 * id or message id. */
static bool check_refuses(runner *r, int line, int value) {
  lua_State *L = r->L;
  if (!lua_istable(L, value)) return fail(r, line, "refuses takes a table: command = reason");
  if (!bang_game_decision(r->g)) return fail(r, line, "expected a decision to check refuses, but none is asked");
  lua_pushnil(L);
  while (lua_next(L, value)) {
    if (lua_type(L, -2) != LUA_TSTRING) return fail(r, line, "refuses: each key is a command");
    const char *cmd = lua_tostring(L, -2);
    bang_msg why;
    if (bang_game_match_command(r->g, cmd, &why) >= 0)
      return fail(r, line, "expected '%s' to be refused, but it is an option", cmd);
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 1;
    for (int k = 1; k <= n; k++) {
      if (lua_istable(L, -1)) lua_geti(L, -1, k); else lua_pushvalue(L, -1);
      const char *want = lua_tostring(L, -1);
      if (!want || !((why.rule && strcmp(why.rule, want) == 0) || strcmp(why.id, want) == 0))
        return fail(r, line, "expected '%s' to be refused with %s, got %s (%s)", cmd, want ? want : "?",
                    why.id, why.rule ? why.rule : "no rule");
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  return true;
}

static bool check(runner *r, int line, enum bang_status st, int spec) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  lua_pushnil(L);
  while (lua_next(L, spec)) {
    int value = lua_gettop(L);
    if (lua_type(L, -2) != LUA_TSTRING) /* never converted in place: lua_next reads it */
      return fail(r, line, "expect{}: a key is a %s; keys are player names or checks (strings)",
                  luaL_typename(L, -2));
    const char *key = lua_tostring(L, -2);
    int seat = seat_named(g, key);
    if (seat) {
      if (!lua_istable(L, value)) return fail(r, line, "expect.%s takes a table", key);
      if (!check_player(r, line, seat, value)) return false;
    } else if (strcmp(key, "pile") == 0) {
      if (bang_game_pile(g) != lua_tointeger(L, value))
        return fail_n(r, line, "expected %d arrow in the pile, got %d",
                      "expected %d arrows in the pile, got %d", (long)lua_tointeger(L, value),
                      (int)lua_tointeger(L, value), bang_game_pile(g));
    } else if (strcmp(key, "over") == 0) {
      if ((st == BANG_OVER) != (bool)lua_toboolean(L, value))
        return fail(r, line, lua_toboolean(L, value) ? N_("expected the game over, but it is %s")
                                                     : N_("expected the game not over, but it is %s"),
                    status_text(st));
    } else if (strcmp(key, "winner") == 0) {
      const char *who = lua_tostring(L, value);
      char have[512];
      describe_winners(g, have, sizeof have);
      if (st != BANG_OVER) return fail(r, line, "expected a winner, but the game is %s", status_text(st));
      if (!who || !winners_are(g, who))
        return fail(r, line, "expected winner %s, got %s", who ? who : "?", have);
    } else if (strcmp(key, "active") == 0) {
      const char *who = lua_tostring(L, value);
      int active = bang_game_active(g);
      if (!who || seat_named(g, who) != active)
        return fail(r, line, "expected %s to be playing, got %s", who ? who : "?",
                    active ? bang_game_player(g, active)->name : _("nobody"));
    } else if (strcmp(key, "turn") == 0) {
      if (bang_game_turn(g) != lua_tointeger(L, value))
        return fail(r, line, "expected turn %d, got %d", (int)lua_tointeger(L, value), bang_game_turn(g));
    } else if (strcmp(key, "awaiting") == 0) {
      const bang_decision *d = bang_game_decision(g);
      const char *who = lua_tostring(L, value);
      const char *have = d ? bang_game_player(g, d->player)->name : _("nobody");
      if (!who || strcmp(who, have) != 0)
        return fail(r, line, "expected a decision for %s, got %s", who ? who : _("nobody"), have);
    } else if (strcmp(key, "decision") == 0) {
      const bang_decision *d = bang_game_decision(g);
      const char *kind = lua_tostring(L, value);
      if (!d || !kind || strcmp(d->kind, kind) != 0)
        return fail(r, line, "expected a %s decision, got %s", kind ? kind : "?", d ? d->kind : _("none"));
    } else if (strcmp(key, "dice") == 0) {
      if (!lua_istable(L, value)) return fail(r, line, "expect.dice takes a list of faces");
      for (int i = 1; i <= bang_game_dice(g); i++) {
        lua_geti(L, value, i);
        const char *want = lua_tostring(L, -1);
        const char *have = bang_game_die(g, i)->face;
        if (want && (!have || strcmp(want, have) != 0))
          return fail(r, line, "expected die %d to show %s, got %s", i, want, have ? have : _("nothing"));
        lua_pop(L, 1);
      }
    } else if (strcmp(key, "discard_top") == 0) {
      const bang_pile *discard = bang_game_zone(g, "discard", 0);
      const char *want = lua_tostring(L, value);
      if (!want || !discard || discard->n == 0 ||
          !card_fits(g, discard->ids[discard->n - 1], want)) {
        const bang_card *top = discard && discard->n ? bang_game_card(g, discard->ids[discard->n - 1]) : NULL;
        return fail(r, line, "expected %s on top of the discard pile, got %s", want ? want : "?",
                    top ? top->type : _("nothing"));
      }
    } else if (strcmp(key, "deck_size") == 0 || strcmp(key, "discard_size") == 0) {
      const bang_pile *pile = bang_game_zone(g, key[1] == 'e' ? "deck" : "discard", 0);
      int have = pile ? pile->n : 0;
      if (have != lua_tointeger(L, value))
        return fail(r, line, "expected %s %d, got %d", key, (int)lua_tointeger(L, value), have);
    } else if (strcmp(key, "table") == 0) {
      if (!check_pile(r, line, "", key, bang_game_zone(g, "table", 0), value)) return false;
    } else if (strcmp(key, "options") == 0 || strcmp(key, "has_options") == 0 ||
               strcmp(key, "lacks_options") == 0) {
      if (!check_options(r, line, key, value)) return false;
    } else if (strcmp(key, "refuses") == 0) {
      if (!check_refuses(r, line, value)) return false;
    } else if (strcmp(key, "logged") == 0) {
      if (!check_list(r, line, value, true)) return false;
    } else if (strcmp(key, "not_logged") == 0) {
      if (!check_list(r, line, value, false)) return false;
    } else {
      return fail(r, line, "unknown expectation '%s' (not a player, nor a known key)", key);
    }
    lua_settop(L, value - 1);
  }
  return true;
}

static bool run_steps(runner *r) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  enum bang_status st = bang_game_advance(g);
  narrate_log(r);
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  int steps = lua_gettop(L);
  lua_Integer n = luaL_len(L, steps);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, steps, i);
    int step = lua_gettop(L);
    int line = field_int(L, step, "line", 0);
    const char *kind = field_string(L, step, "kind");
    if (st == BANG_FAILED) return fail(r, line, "the engine failed: %s", bang_game_error(g));
    if (strcmp(kind, "command") == 0) {
      const char *who = field_string(L, step, "player");
      const char *text = field_string(L, step, "text");
      const bang_decision *d = bang_game_decision(g);
      if (!d) return fail(r, line, "a command for %s, but the game is %s", who, status_text(st));
      const char *asked = bang_game_player(g, d->player)->name;
      if (strcmp(asked, who) != 0) {
        char prompt[512];
        bang_render(g, &d->prompt, prompt, sizeof prompt);
        return fail(r, line, "the engine asks %s (%s: %s), but the scenario has a command for %s",
                    asked, d->kind, prompt, who);
      }
      bang_msg why;
      int option = bang_game_match_command(g, text, &why);
      if (option < 0 && bang_game_advance(g) == BANG_FAILED) /* reading the options failed it */
        return fail(r, line, "the engine failed: %s", bang_game_error(g));
      if (option < 0) {
        char reason[512], options[1024] = "";
        bang_render(g, &why, reason, sizeof reason);
        for (int k = 0; k < d->options; k++) {
          size_t used = strlen(options);
          snprintf(options + used, sizeof options - used, "%s'%s'", k ? ", " : "",
                   bang_game_option_command(g, k));
        }
        return fail(r, line, "'%s' was refused: %s (options: %s)", text, reason, options);
      }
      if (r->narrate) {
        char shown[512];
        snprintf(shown, sizeof shown, "%s", text);
        fprintf(r->narrate, "%s> %s\n", who, bang_msg_clean(shown));
      }
      bang_game_answer(g, option);
      st = bang_game_advance(g);
      narrate_log(r);
    } else if (!check(r, line, st, lua_getfield(L, step, "what") ? lua_gettop(L) : 0)) {
      return false;
    }
    lua_settop(L, steps);
  }
  if (st == BANG_FAILED) return fail(r, 0, "the engine failed: %s", bang_game_error(g));
  if (st == BANG_OVER && bang_game_unrolled_faces(g) > 0)
    return fail_n(r, 0, "the game ended with %d scripted die face never rolled",
                  "the game ended with %d scripted die faces never rolled",
                  (long)bang_game_unrolled_faces(g), (int)bang_game_unrolled_faces(g));
  return true;
}

/* Build the game and play the steps, inside a protected call. */
static int run_protected(lua_State *L) {
  runner *r = lua_touserdata(L, 1);
  lua_settop(L, 0);
  if (lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY) != LUA_TTABLE)
    r->ok = fail(r, 1, "the file never calls scenario{...}");
  else
    r->ok = build_game(r, r->data_dir) && run_steps(r);
  return 0;
}

bool bang_scenario_run(const char *path, const char *data_dir, const char *const *mods,
                       FILE *narrate, bool explain, bang_scenario_result *result) {
  memset(result, 0, sizeof *result);
  result->passed = true;
  runner r = {.path = path, .narrate = narrate, .explain = explain, .result = result,
              .data_dir = data_dir, .mods = mods};
  bang_sandbox *sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  if (!sb) return fail(&r, 0, "out of memory");
  lua_State *L = r.L = bang_sandbox_state(sb);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_register(L, "scenario", l_scenario);
  lua_register(L, "command", l_command);
  lua_register(L, "expect", l_expect);
  char err[1024];
  bool ok = true;
  if (!bang_sandbox_run_file(sb, path, 0, err, sizeof err)) {
    snprintf(result->failure, sizeof result->failure, "%s", err);
    result->passed = ok = false;
  } else if (!bang_sandbox_protect(sb, run_protected, &r, err, sizeof err)) {
    /* A Lua error in the runner itself (out of memory...): the file fails. */
    if (result->passed) {
      snprintf(result->failure, sizeof result->failure, "%s: %s", path, err);
      result->passed = false;
    }
    ok = false;
  } else {
    ok = r.ok;
  }
  bang_msg_clean(result->failure);
  bang_game_free(r.g);
  bang_sandbox_free(sb);
  return ok;
}
