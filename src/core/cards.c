/*
 * cards.c: card ids and zone piles.
 */
#include "cards.h"

#include <string.h>

/* Only the counts: a card past ncards or an id past a pile's n is never
 * read (every read checks them) and bang_cards_add rewrites a card whole.
 * Zeroing all of it (some 15 KiB) was a tenth of a dice game's reset. */
void bang_cards_clear(bang_cards *c) {
  c->ncards = 0;
  c->deck.n = c->discard.n = c->table.n = 0;
  for (int i = 0; i < BANG_MAX_PLAYERS; i++) c->hand[i].n = c->play[i].n = c->faceup[i].n = 0;
}

bool bang_zone_has_owner(enum bang_zone zone) {
  return zone == BANG_ZONE_HAND || zone == BANG_ZONE_PLAY || zone == BANG_ZONE_FACEUP;
}

bang_pile *bang_cards_pile(bang_cards *c, enum bang_zone zone, int owner) {
  if (bang_zone_has_owner(zone) && (owner < 1 || owner > BANG_MAX_PLAYERS)) return NULL;
  switch (zone) {
    case BANG_ZONE_DECK: return &c->deck;
    case BANG_ZONE_DISCARD: return &c->discard;
    case BANG_ZONE_TABLE: return &c->table;
    case BANG_ZONE_HAND: return &c->hand[owner - 1];
    case BANG_ZONE_PLAY: return &c->play[owner - 1];
    case BANG_ZONE_FACEUP: return &c->faceup[owner - 1];
    default: return NULL;
  }
}

const bang_card *bang_cards_get(const bang_cards *c, int id) {
  return id >= 1 && id <= c->ncards ? &c->cards[id] : NULL;
}

static void put(bang_pile *pile, int id, bool bottom) {
  if (bottom) {
    memmove(pile->ids + 1, pile->ids, (size_t)pile->n * sizeof *pile->ids);
    pile->ids[0] = id;
  } else {
    pile->ids[pile->n] = id;
  }
  pile->n++;
}

static void take(bang_pile *pile, int id) {
  for (int i = pile->n - 1; i >= 0; i--) {
    if (pile->ids[i] != id) continue;
    memmove(pile->ids + i, pile->ids + i + 1, (size_t)(pile->n - i - 1) * sizeof *pile->ids);
    pile->n--;
    return;
  }
}

int bang_cards_add(bang_cards *c, const char *type, char suit, int value) {
  if (c->ncards >= BANG_MAX_CARDS) return 0;
  int id = ++c->ncards;
  if (id > c->typed || c->cards[id].type != type) { /* (types are interned: a pointer per name) */
    if (id > c->typed) c->typed = id;
    c->types_key++;
  }
  c->cards[id] = (bang_card){type, suit, value, BANG_ZONE_DECK, 0};
  put(&c->deck, id, false);
  return id;
}

int bang_cards_move(bang_cards *c, int id, enum bang_zone zone, int owner, bool bottom) {
  if (id < 1 || id > c->ncards) return 0;
  if (!bang_zone_has_owner(zone)) owner = 0;
  bang_pile *to = bang_cards_pile(c, zone, owner);
  if (!to) return 0;
  bang_card *card = &c->cards[id];
  bang_pile *from = bang_cards_pile(c, card->zone, card->owner);
  if (from) take(from, id);
  put(to, id, bottom);
  card->zone = zone;
  card->owner = owner;
  return 1;
}

static const char *const zone_names[] = {"none", "deck",  "discard", "table",
                                         "hand", "play", "faceup"};

/* Called on every g:cards, g:count and g:move: the first letters pick the
 * one name to compare. */
enum bang_zone bang_zone_from_name(const char *name) {
  enum bang_zone z;
  switch (name[0]) {
    case 'd': z = name[1] == 'e' ? BANG_ZONE_DECK : BANG_ZONE_DISCARD; break;
    case 't': z = BANG_ZONE_TABLE; break;
    case 'h': z = BANG_ZONE_HAND; break;
    case 'p': z = BANG_ZONE_PLAY; break;
    case 'f': z = BANG_ZONE_FACEUP; break;
    default: return BANG_ZONE_NONE;
  }
  return strcmp(zone_names[z], name) == 0 ? z : BANG_ZONE_NONE;
}

const char *bang_zone_name(enum bang_zone zone) {
  return zone >= BANG_ZONE_NONE && zone <= BANG_ZONE_FACEUP ? zone_names[zone] : "none";
}
