/*
 * scenario_expect.c: the expect{} checks (part of the scenario runner,
 * scenario_run.h): each key of an expect{} table is a player's name (that
 * player's life, role, whether it is revealed...) or a check of the whole
 * game (the turn, the decision asked, the dice, the log, the options
 * offered, commands refused). The checks of cards and of distances have
 * files of their own. Nothing here changes the game: a refused command is
 * only matched, never answered.
 */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "scenario_run.h"

const char *scenario_status_text(enum bang_status st) {
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

/* Whether the game has what key checks (cards, arrows, dice); otherwise a
 * failure saying that the key does not apply to this game. */
static bool applies(scenario_runner *r, int line, const char *key) {
  static const struct {
    const char *key;
    char needs; /* 'c' cards, 'a' arrows, 'd' dice */
  } NEEDS[] = {{"arrows", 'a'},    {"pile", 'a'},         {"dice", 'd'},
               {"hand", 'c'},      {"hand_size", 'c'},    {"inplay", 'c'},
               {"faceup", 'c'},    {"faceup_size", 'c'},  {"deck_size", 'c'},
               {"discard_size", 'c'}, {"table", 'c'}};
  bang_game *g = r->g;
  for (size_t i = 0; i < sizeof NEEDS / sizeof *NEEDS; i++) {
    if (strcmp(NEEDS[i].key, key) != 0) continue;
    if (NEEDS[i].needs == 'c' && bang_game_card_total(g) == 0)
      return scenario_fail(r, line, "%s does not apply to the %s game: it has no cards", key,
                           bang_game_variant(g));
    if (NEEDS[i].needs == 'a' && bang_game_counter(g, 1, "arrows") < 0)
      return scenario_fail(r, line, "%s does not apply to the %s game: it has no arrows", key,
                           bang_game_variant(g));
    if (NEEDS[i].needs == 'd' && bang_game_dice(g) == 0)
      return scenario_fail(r, line, "%s does not apply to the %s game: it has no dice", key,
                           bang_game_variant(g));
  }
  return true;
}

static bool check_player(scenario_runner *r, int line, int seat, int spec) {
  lua_State *L = r->L;
  const bang_player *p = bang_game_player(r->g, seat);
  lua_pushnil(L);
  while (lua_next(L, spec)) {
    if (lua_type(L, -2) != LUA_TSTRING) /* never converted in place: lua_next reads it */
      return scenario_fail(r, line,
                           "expect.%s: a key is a %s; keys are checks such as life (strings)",
                           p->name, luaL_typename(L, -2));
    const char *key = lua_tostring(L, -2);
    if (!applies(r, line, key)) return false;
    lua_Integer got = 0, want = 0;
    bool numeric = true;
    if (strcmp(key, "life") == 0) got = p->life;
    else if (strcmp(key, "max_life") == 0) got = p->max_life;
    else if (strcmp(key, "alive") == 0) { got = p->alive; numeric = false; }
    else if (strcmp(key, "eliminated") == 0) { got = !p->alive; numeric = false; }
    else if (strcmp(key, "won") == 0) { got = p->won; numeric = false; }
    else if (strcmp(key, "revealed") == 0) { got = p->role_revealed; numeric = false; }
    else if (strcmp(key, "hand_size") == 0 || strcmp(key, "faceup_size") == 0) {
      const bang_pile *pile = bang_game_zone(r->g, key[0] == 'h' ? "hand" : "faceup", seat);
      got = pile ? pile->n : 0;
    } else if (strcmp(key, "hand") == 0 || strcmp(key, "inplay") == 0 ||
               strcmp(key, "faceup") == 0) {
      const char *zone = key[0] == 'h' ? "hand" : key[0] == 'i' ? "play" : "faceup";
      const bang_pile *pile = bang_game_zone(r->g, zone, seat);
      if (!scenario_check_pile(r, line, p->name, key, pile, lua_gettop(L))) return false;
      lua_pop(L, 1);
      continue;
    }
    else if (strcmp(key, "role") == 0 || strcmp(key, "character") == 0) {
      const char *have = key[0] == 'r' ? p->role : p->character;
      const char *expected = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
      if (!expected || strcmp(have, expected) != 0)
        return scenario_fail(r, line, "expected %s's %s to be %s, got %s", p->name, key,
                             expected ? expected : "?", have);
      lua_pop(L, 1);
      continue;
    } else if (bang_game_counter(r->g, seat, key) >= 0) { /* a named counter: bullets */
      got = bang_game_counter(r->g, seat, key);
    } else {
      return scenario_fail(r, line, "unknown expectation '%s' for player %s", key, p->name);
    }
    want = numeric ? lua_tointeger(L, -1) : lua_toboolean(L, -1);
    if (numeric && !lua_isinteger(L, -1))
      return scenario_fail(r, line, "expectation %s.%s must be a whole number", p->name, key);
    if (got != want) {
      if (numeric)
        return scenario_fail(r, line, "expected %s's %s %d, got %d", p->name, key,
                             (int)(want < -999999  ? -999999
                                   : want > 999999 ? 999999
                                                   : want),
                             (int)got);
      return scenario_fail(r, line, "expected %s %s to be %s, got %s", p->name, key,
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

static bool check_list(scenario_runner *r, int line, int index, bool present) {
  lua_State *L = r->L;
  if (!lua_istable(L, index)) return scenario_fail(r, line, "logged/not_logged takes a list");
  for (lua_Integer i = 1; i <= luaL_len(L, index); i++) {
    lua_geti(L, index, i);
    const char *what = lua_tostring(L, -1);
    if (what && log_has(r->g, what) != present)
      return scenario_fail(
          r, line, present ? N_("expected the log to contain %s") : N_("expected no %s in the log"),
          what);
    lua_pop(L, 1);
  }
  return true;
}

void scenario_describe_options(bang_game *g, char *out, size_t cap) {
  const bang_decision *d = bang_game_decision(g);
  out[0] = '\0';
  for (int i = 0; d && i < d->options; i++) {
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s'%s'", i ? ", " : "", bang_game_option_command(g, i));
  }
  if (!out[0]) snprintf(out, cap, "%s", _("nothing"));
}

/* options: exactly these commands are offered (any order); has_options:
 * at least these; lacks_options: none of these. A failure lists what is
 * offered. */
static bool check_options(scenario_runner *r, int line, const char *key, int value) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  const bang_decision *d = bang_game_decision(g);
  if (!d) return scenario_fail(r, line, "expected a decision to check %s, but none is asked", key);
  if (!lua_istable(L, value)) return scenario_fail(r, line, "%s takes a list of commands", key);
  char all[2048];
  scenario_describe_options(g, all, sizeof all);
  int n = (int)luaL_len(L, value);
  for (int k = 1; k <= n; k++) {
    lua_geti(L, value, k);
    const char *want = lua_tostring(L, -1);
    bool offered = false;
    for (int i = 0; want && i < d->options && !offered; i++)
      offered = strcmp(bang_game_option_command(g, i), want) == 0;
    if (key[0] == 'l' && offered)
      return scenario_fail(r, line, "'%s' should not be offered, but it is (offered: %s)", want,
                           all);
    if (key[0] != 'l' && !offered)
      return scenario_fail(r, line, "'%s' should be offered, but it is not (offered: %s)",
                           want ? want : "?", all);
    lua_pop(L, 1);
  }
  if (key[0] == 'o' && n != d->options)
    return scenario_fail_n(r, line, "expected %d option, but %d are offered: %s",
                           "expected %d options, but %d are offered: %s", n, n, d->options, all);
  return true;
}

/* refuses = { ["play beer bob"] = "C-23" or { "C-23", "<message id>" } }:
 * each command is refused now, and every string given is the reason's rule
 * id or message id. */
static bool check_refuses(scenario_runner *r, int line, int value) {
  lua_State *L = r->L;
  if (!lua_istable(L, value))
    return scenario_fail(r, line, "refuses takes a table: command = reason");
  if (!bang_game_decision(r->g))
    return scenario_fail(r, line, "expected a decision to check refuses, but none is asked");
  lua_pushnil(L);
  while (lua_next(L, value)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      return scenario_fail(r, line, "refuses: each key is a command");
    const char *cmd = lua_tostring(L, -2);
    bang_msg why;
    if (bang_game_match_command(r->g, cmd, &why) >= 0)
      return scenario_fail(r, line, "expected '%s' to be refused, but it is an option", cmd);
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 1;
    for (int k = 1; k <= n; k++) {
      if (lua_istable(L, -1)) lua_geti(L, -1, k); else lua_pushvalue(L, -1);
      const char *want = lua_tostring(L, -1);
      if (!want || !((why.rule && strcmp(why.rule, want) == 0) || strcmp(why.id, want) == 0))
        return scenario_fail(r, line, "expected '%s' to be refused with %s, got %s (%s)", cmd,
                             want ? want : "?", why.id, why.rule ? why.rule : "no rule");
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  return true;
}

/* warns = { ["play volcanic"] = false, ["play schofield"] = "C-14" }:
 * each command is an option now, and a person choosing it would be warned
 * (asked to confirm) with that rule id or message id, or not at all
 * (false). Nothing is answered. */
static bool check_warns(scenario_runner *r, int line, int value) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  if (!lua_istable(L, value))
    return scenario_fail(r, line, "warns takes a table: command = a rule id, a message id or false");
  const bang_decision *d = bang_game_decision(g);
  if (!d) return scenario_fail(r, line, "expected a decision to check %s, but none is asked", "warns");
  char all[2048];
  scenario_describe_options(g, all, sizeof all);
  lua_pushnil(L);
  while (lua_next(L, value)) {
    const char *cmd = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
    int option = -1;
    for (int i = 0; cmd && i < d->options && option < 0; i++)
      if (strcmp(bang_game_option_command(g, i), cmd) == 0) option = i;
    if (option < 0)
      return scenario_fail(r, line, "'%s' should be offered, but it is not (offered: %s)",
                           cmd ? cmd : "?", all);
    const char *want = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (!want && !(lua_isboolean(L, -1) && !lua_toboolean(L, -1)))
      return scenario_fail(r, line, "warns takes a table: command = a rule id, a message id or false");
    bang_msg warning;
    bool warns = bang_game_option_warning(g, option, &warning) != 0;
    if (!want && warns)
      return scenario_fail(r, line, "expected '%s' not to warn, but it warns: %s (%s)", cmd,
                           warning.id, warning.rule ? warning.rule : "no rule");
    if (want && !warns)
      return scenario_fail(r, line, "expected '%s' to warn with %s, but it does not warn", cmd, want);
    if (want && !((warning.rule && strcmp(warning.rule, want) == 0) || strcmp(warning.id, want) == 0))
      return scenario_fail(r, line, "expected '%s' to warn with %s, got %s (%s)", cmd, want,
                           warning.id, warning.rule ? warning.rule : "no rule");
    lua_pop(L, 1);
  }
  return true;
}

/* One refused = { "play jail ann", rule = "C-32", id = "<message id>",
 * player = "ann" } at index spec: the command, typed by the player asked
 * now (player: who that must be), would be refused for that rule (and
 * message id); nothing is answered, the scenario goes on. */
static bool check_one_refused(scenario_runner *r, int line, int spec) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  const char *cmd = NULL, *rule = NULL, *id = NULL, *who = NULL;
  if (lua_istable(L, spec)) {
    cmd = lua_rawgeti(L, spec, 1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    rule = lua_getfield(L, spec, "rule") == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    id = lua_getfield(L, spec, "id") == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    who = lua_getfield(L, spec, "player") == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
  }
  if (!cmd || (!rule && !id))
    return scenario_fail(r, line, "refused takes { \"command\", rule = \"C-32\" } (or id = the "
                         "reason's message id), or a list of them");
  const bang_decision *d = bang_game_decision(g);
  if (!d) return scenario_fail(r, line, "expected a decision to check refused, but none is asked");
  const char *asked = bang_game_player(g, d->player)->name;
  if (who && strcmp(who, asked) != 0)
    return scenario_fail(r, line, "expected a decision for %s, got %s", who, asked);
  bang_msg why;
  if (bang_game_match_command(g, cmd, &why) >= 0)
    return scenario_fail(r, line, "expected '%s' to be refused, but it is an option", cmd);
  if (bang_game_advance(g) == BANG_FAILED) /* reading the options failed it */
    return scenario_fail(r, line, "the engine failed: %s", bang_game_error(g));
  bool rule_ok = !rule || (why.rule && strcmp(why.rule, rule) == 0);
  if (!rule_ok || (id && strcmp(why.id, id) != 0))
    return scenario_fail(r, line, "expected '%s' to be refused with %s, got %s (%s)", cmd,
                         rule_ok ? id : rule, why.id, why.rule ? why.rule : "no rule");
  lua_pop(L, 4);
  return true;
}

/* refused = { "cmd", rule = ... } or a list of such tables. */
static bool check_refused(scenario_runner *r, int line, int value) {
  lua_State *L = r->L;
  bool list = lua_istable(L, value) && lua_rawgeti(L, value, 1) == LUA_TTABLE;
  if (lua_istable(L, value)) lua_pop(L, 1);
  if (!list) return check_one_refused(r, line, value);
  for (lua_Integer k = 1; k <= luaL_len(L, value); k++) {
    lua_geti(L, value, k);
    if (!check_one_refused(r, line, lua_gettop(L))) return false;
    lua_pop(L, 1);
  }
  return true;
}

/* One expectation about the game as a whole (pile, over, winner, active,
 * turn, awaiting, decision, dice): 1 met, 0 not (said), -1 not one of them. */
static int check_game(scenario_runner *r, int line, enum bang_status st, const char *key, int value) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  if (strcmp(key, "pile") == 0) {
    if (bang_game_pile(g) != lua_tointeger(L, value))
      return scenario_fail_n(r, line, "expected %d arrow in the pile, got %d",
                             "expected %d arrows in the pile, got %d", (long)lua_tointeger(L, value),
                             (int)lua_tointeger(L, value), bang_game_pile(g));
  } else if (strcmp(key, "over") == 0) {
    if ((st == BANG_OVER) != (bool)lua_toboolean(L, value))
      return scenario_fail(r, line,
                           lua_toboolean(L, value)
                               ? N_("expected the game over, but it is %s")
                               : N_("expected the game not over, but it is %s"),
                           scenario_status_text(st));
  } else if (strcmp(key, "winner") == 0) {
    const char *who = lua_tostring(L, value);
    char have[512];
    describe_winners(g, have, sizeof have);
    if (st != BANG_OVER)
      return scenario_fail(r, line, "expected a winner, but the game is %s",
                           scenario_status_text(st));
    if (!who || !winners_are(g, who))
      return scenario_fail(r, line, "expected winner %s, got %s", who ? who : "?", have);
  } else if (strcmp(key, "active") == 0) {
    const char *who = lua_tostring(L, value);
    int active = bang_game_active(g);
    if (!who || scenario_seat_named(g, who) != active)
      return scenario_fail(r, line, "expected %s to be playing, got %s", who ? who : "?",
                           active ? bang_game_player(g, active)->name : _("nobody"));
  } else if (strcmp(key, "turn") == 0) {
    if (bang_game_turn(g) != lua_tointeger(L, value))
      return scenario_fail(r, line, "expected turn %d, got %d", (int)lua_tointeger(L, value),
                           bang_game_turn(g));
  } else if (strcmp(key, "awaiting") == 0) {
    const bang_decision *d = bang_game_decision(g);
    const char *who = lua_tostring(L, value);
    const char *have = d ? bang_game_player(g, d->player)->name : _("nobody");
    if (!who || strcmp(who, have) != 0)
      return scenario_fail(r, line, "expected a decision for %s, got %s", who ? who : _("nobody"),
                           have);
  } else if (strcmp(key, "decision") == 0) {
    const bang_decision *d = bang_game_decision(g);
    const char *kind = lua_tostring(L, value);
    if (!d || !kind || strcmp(d->kind, kind) != 0)
      return scenario_fail(r, line, "expected a %s decision, got %s", kind ? kind : "?",
                           d ? d->kind : _("none"));
  } else if (strcmp(key, "dice") == 0) {
    if (!lua_istable(L, value))
      return scenario_fail(r, line, "expect.dice takes a list of faces");
    for (int i = 1; i <= bang_game_dice(g); i++) {
      lua_geti(L, value, i);
      const char *want = lua_tostring(L, -1);
      const char *have = bang_game_die(g, i)->face;
      if (want && (!have || strcmp(want, have) != 0))
        return scenario_fail(r, line, "expected die %d to show %s, got %s", i, want,
                             have ? have : _("nothing"));
      lua_pop(L, 1);
    }
  } else {
    return -1;
  }
  return 1;
}

bool scenario_check(scenario_runner *r, int line, enum bang_status st, int spec) {
  lua_State *L = r->L;
  bang_game *g = r->g;
  int met;
  lua_pushnil(L);
  while (lua_next(L, spec)) {
    int value = lua_gettop(L);
    if (lua_type(L, -2) != LUA_TSTRING) /* never converted in place: lua_next reads it */
      return scenario_fail(r, line,
                           "expect{}: a key is a %s; keys are player names or checks (strings)",
                           luaL_typename(L, -2));
    const char *key = lua_tostring(L, -2);
    int seat = scenario_seat_named(g, key);
    if (!seat && !applies(r, line, key)) return false;
    if (seat) {
      if (!lua_istable(L, value)) return scenario_fail(r, line, "expect.%s takes a table", key);
      if (!check_player(r, line, seat, value)) return false;
    } else if ((met = check_game(r, line, st, key, value)) >= 0) {
      if (!met) return false;
    } else if (strcmp(key, "discard_top") == 0) {
      if (!scenario_check_discard_top(r, line, value)) return false;
    } else if (strcmp(key, "deck_top") == 0) {
      if (!scenario_check_deck_top(r, line, value)) return false;
    } else if (strcmp(key, "discard") == 0) {
      if (!scenario_check_discard(r, line, value)) return false;
    } else if (strcmp(key, "distance") == 0) {
      if (!scenario_check_distance(r, line, value)) return false;
    } else if (strcmp(key, "reach") == 0) {
      if (!scenario_check_reach(r, line, value)) return false;
    } else if (strcmp(key, "refused") == 0) {
      if (!check_refused(r, line, value)) return false;
    } else if (strcmp(key, "deck_size") == 0 || strcmp(key, "discard_size") == 0) {
      const bang_pile *pile = bang_game_zone(g, key[1] == 'e' ? "deck" : "discard", 0);
      int have = pile ? pile->n : 0;
      if (have != lua_tointeger(L, value))
        return scenario_fail(r, line, "expected %s %d, got %d", key, (int)lua_tointeger(L, value),
                             have);
    } else if (strcmp(key, "table") == 0) {
      if (!scenario_check_pile(r, line, "", key, bang_game_zone(g, "table", 0), value))
        return false;
    } else if (strcmp(key, "options") == 0 || strcmp(key, "has_options") == 0 ||
               strcmp(key, "lacks_options") == 0) {
      if (!check_options(r, line, key, value)) return false;
    } else if (strcmp(key, "refuses") == 0) {
      if (!check_refuses(r, line, value)) return false;
    } else if (strcmp(key, "warns") == 0) {
      if (!check_warns(r, line, value)) return false;
    } else if (strcmp(key, "logged") == 0) {
      if (!check_list(r, line, value, true)) return false;
    } else if (strcmp(key, "not_logged") == 0) {
      if (!check_list(r, line, value, false)) return false;
    } else {
      return scenario_fail(r, line, "unknown expectation '%s' (not a player, nor a known key)",
                           key);
    }
    lua_settop(L, value - 1);
  }
  return true;
}
