/*
 * scenario_cards.c: the expect{} checks of cards (part of the scenario
 * runner, scenario_run.h): a player's hand, cards in play and face-up
 * cards, the table, the discard pile's top and the whole pile, and the
 * deck's top cards.
 *
 * A card is written as in the set-up: its type ("bang"), which fits any
 * card of that type, or its type with value and suit ("bang 5c", "scope
 * As"), which fits only that card. Hands and the other zones of a player
 * are compared as multisets; the discard pile and the deck's top in their
 * order, since the order is what a rule about them checks (Pedro Ramirez,
 * a draw!). A mismatch lists the cards there are, with value and suit.
 */
#include <ctype.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "i18n.h"
#include "scenario_run.h"

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

/* Card id as a scenario writes it: "bang 5c", "scope As", "outlaw". */
static void card_text(bang_game *g, int id, char *out, size_t cap) {
  const bang_card *c = bang_game_card(g, id);
  static const char *const faces[] = {"J", "Q", "K", "A"};
  if (!c) {
    snprintf(out, cap, "?");
  } else if (!c->suit || c->value < 2 || c->value > 14) {
    snprintf(out, cap, "%s", c->type);
  } else if (c->value > 10) {
    snprintf(out, cap, "%s %s%c", c->type, faces[c->value - 11], tolower((unsigned char)c->suit));
  } else {
    snprintf(out, cap, "%s %d%c", c->type, c->value, tolower((unsigned char)c->suit));
  }
}

/* Cards from..to-1 of a pile (to < from: downwards), comma-separated;
 * "nothing" if none. */
static void describe_cards(bang_game *g, const bang_pile *pile, int from, int to, char *out,
                           size_t cap) {
  out[0] = '\0';
  int step = to >= from ? 1 : -1;
  for (int i = from; pile && i != to && i >= 0 && i < pile->n; i += step) {
    char one[96];
    card_text(g, pile->ids[i], one, sizeof one);
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", used ? ", " : "", one);
  }
  if (!out[0]) snprintf(out, cap, "%s", _("nothing"));
}

static void describe_pile(bang_game *g, const bang_pile *pile, char *out, size_t cap) {
  describe_cards(g, pile, 0, pile ? pile->n : 0, out, cap);
}

/* The strings of the list at index (or the one string), comma-separated;
 * false if an entry is not a string. */
static bool describe_wanted(lua_State *L, int index, char *out, size_t cap) {
  out[0] = '\0';
  if (lua_type(L, index) == LUA_TSTRING) {
    snprintf(out, cap, "%s", lua_tostring(L, index));
    return true;
  }
  for (lua_Integer k = 1; k <= luaL_len(L, index); k++) {
    bool is_text = lua_geti(L, index, k) == LUA_TSTRING;
    size_t used = strlen(out);
    if (is_text) snprintf(out + used, cap - used, "%s%s", used ? ", " : "", lua_tostring(L, -1));
    lua_pop(L, 1);
    if (!is_text) return false;
  }
  if (!out[0]) snprintf(out, cap, "%s", _("nothing"));
  return true;
}

/* The cards of a pile are exactly the list at index (in any order). */
static bool pile_matches(scenario_runner *r, const bang_pile *pile, int index) {
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

bool scenario_check_pile(scenario_runner *r, int line, const char *who, const char *what,
                         const bang_pile *pile, int value) {
  lua_State *L = r->L;
  if (!lua_istable(L, value))
    return scenario_fail(r, line, "expect %s %s takes a list of cards", who, what);
  if (pile_matches(r, pile, value)) return true;
  char have[1024];
  describe_pile(r->g, pile, have, sizeof have);
  return scenario_fail(r, line, "expected other cards in %s %s; it has: %s", who, what, have);
}

/* The zone, or a failure: a game without cards (the dice game) has none. */
static const bang_pile *card_zone(scenario_runner *r, int line, const char *key, const char *zone) {
  const bang_pile *pile = NULL;
  if (bang_game_card_total(r->g) == 0 || !(pile = bang_game_zone(r->g, zone, 0)))
    scenario_fail(r, line, "%s does not apply to the %s game: it has no cards", key,
                  bang_game_variant(r->g));
  return pile;
}

bool scenario_check_discard_top(scenario_runner *r, int line, int value) {
  const bang_pile *discard = card_zone(r, line, "discard_top", "discard");
  if (!discard) return false;
  const char *want = lua_type(r->L, value) == LUA_TSTRING ? lua_tostring(r->L, value) : NULL;
  if (want && discard->n > 0 && card_fits(r->g, discard->ids[discard->n - 1], want)) return true;
  char have[96] = "";
  if (discard->n) card_text(r->g, discard->ids[discard->n - 1], have, sizeof have);
  return scenario_fail(r, line, "expected %s on top of the discard pile, got %s", want ? want : "?",
                       have[0] ? have : _("nothing"));
}

/* deck_top = "beer" or { "beer", "bang 5c" }: the next cards drawn, the
 * top first. */
bool scenario_check_deck_top(scenario_runner *r, int line, int value) {
  lua_State *L = r->L;
  const bang_pile *deck = card_zone(r, line, "deck_top", "deck");
  if (!deck) return false;
  char want[1024];
  if ((!lua_istable(L, value) && lua_type(L, value) != LUA_TSTRING) ||
      !describe_wanted(L, value, want, sizeof want))
    return scenario_fail(r, line, "deck_top takes a card or a list of cards, the top first");
  int n = lua_istable(L, value) ? (int)luaL_len(L, value) : 1;
  bool ok = n <= deck->n;
  for (int k = 0; ok && k < n; k++) {
    if (lua_istable(L, value)) lua_geti(L, value, k + 1); else lua_pushvalue(L, value);
    ok = card_fits(r->g, deck->ids[deck->n - 1 - k], lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  if (ok) return true;
  char have[1024];
  describe_cards(r->g, deck, deck->n - 1, deck->n - 1 - (n > 0 ? n : 1), have, sizeof have);
  return scenario_fail(r, line,
                       "expected the deck's top (the next card drawn first) to be %s; it is %s",
                       want, have);
}

/* discard = { ... }: the whole discard pile, bottom first (as in the set-up). */
bool scenario_check_discard(scenario_runner *r, int line, int value) {
  lua_State *L = r->L;
  const bang_pile *discard = card_zone(r, line, "discard", "discard");
  if (!discard) return false;
  char want[1024];
  if (!lua_istable(L, value) || !describe_wanted(L, value, want, sizeof want))
    return scenario_fail(r, line, "discard takes a list of cards, the bottom first, the top last");
  int n = (int)luaL_len(L, value);
  bool ok = n == discard->n;
  for (int k = 0; ok && k < n; k++) {
    lua_geti(L, value, k + 1);
    ok = card_fits(r->g, discard->ids[k], lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  if (ok) return true;
  char have[1024];
  describe_pile(r->g, discard, have, sizeof have);
  return scenario_fail(r, line, "expected the discard pile (bottom to top) to be %s; it is %s",
                       want, have);
}
