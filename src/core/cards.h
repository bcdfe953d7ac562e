/*
 * cards.h: physical cards and the zones they lie in (card game, C-6, C-60;
 * solo, S-2).
 *
 * Every physical card has its own id (1..n), a type (a card script's id such
 * as "bang"), a suit and a value (or neither: a card that is not a playing
 * card, such as the solo variant's Outlaw cards shuffled into the deck), and
 * lies in exactly one zone: the deck, the discard pile, the table (cards
 * being looked at: a draw! check, the General Store), a player's hand, a
 * player's cards in play or a player's face-up cards (solo: the cards dealt
 * face up to each character, seen by everyone). Moving a card
 * takes it out of its zone and puts it into the other, so "each card in
 * exactly one place" holds by construction. The last card of a pile is its
 * top. Pure data: no Lua here (lcards.c binds it).
 */
#ifndef BANG_CARDS_H
#define BANG_CARDS_H

#include <stdbool.h>

#include "game.h"

enum { BANG_MAX_CARDS = 128 };

enum bang_zone {
  BANG_ZONE_NONE,
  BANG_ZONE_DECK,
  BANG_ZONE_DISCARD,
  BANG_ZONE_TABLE,
  BANG_ZONE_HAND,
  BANG_ZONE_PLAY,
  BANG_ZONE_FACEUP
};

typedef struct bang_card {
  const char *type; /* interned card id, e.g. "bang" */
  char suit;        /* 'S', 'H', 'D', 'C'; '\0': not a playing card */
  int value;        /* 2..10, 11 J, 12 Q, 13 K, 14 A; 0: not a playing card */
  enum bang_zone zone;
  int owner;        /* seat for HAND, PLAY and FACEUP, else 0 */
} bang_card;

typedef struct bang_pile {
  int n;
  int ids[BANG_MAX_CARDS]; /* bottom first */
} bang_pile;

typedef struct bang_cards {
  int ncards;
  bang_card cards[BANG_MAX_CARDS + 1]; /* index 0 unused */
  bang_pile deck, discard, table;
  bang_pile hand[BANG_MAX_PLAYERS], play[BANG_MAX_PLAYERS], faceup[BANG_MAX_PLAYERS];
  /* Kept across bang_cards_clear: how many ids ever had a type, and a
   * number that changes whenever an id gets a type other than the one it
   * had (a game that makes the same cards in the same order as the last
   * one leaves it as it was: caches of types by id stay valid). */
  int typed;
  long types_key;
} bang_cards;

void bang_cards_clear(bang_cards *c);
/* A new card on top of the deck; its id, or 0 if there is no room. suit
 * '\0' and value 0: a card that is not a playing card. */
int bang_cards_add(bang_cards *c, const char *type, char suit, int value);
/* The pile of a zone (owner for hands, cards in play and face-up cards),
 * or NULL. */
bang_pile *bang_cards_pile(bang_cards *c, enum bang_zone zone, int owner);
/* Move card id to the top (or bottom) of a zone; 0 if id or zone is bad. */
int bang_cards_move(bang_cards *c, int id, enum bang_zone zone, int owner, bool bottom);
const bang_card *bang_cards_get(const bang_cards *c, int id);

/* "deck" -> BANG_ZONE_DECK ...; NONE if unknown. */
enum bang_zone bang_zone_from_name(const char *name);
const char *bang_zone_name(enum bang_zone zone);
/* Zones that belong to a player: "hand", "play" and "faceup". */
bool bang_zone_has_owner(enum bang_zone zone);

#endif
