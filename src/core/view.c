/*
 * view.c: the view of a seat (see game.h, "The view of a seat").
 *
 * What one player may see of a game, decided in one place: the computer
 * players' Lua view (src/bind/lview.c) and any front end that shows a
 * seat's screen ask these functions, so "who may see what" cannot drift
 * between them. Public: life, arrows, dice, characters, names, the cards in
 * play, every player's face-up cards (solo), the discard pile, the table
 * (cards face up: a draw!, the General Store; Kit Carlson's three are only
 * ever asked of him) and how many cards
 * each zone holds, the log. Private to the seat: its own hand, its role,
 * and the log lines told to it alone (the card it took from a hand, or
 * that was taken from its own). Hidden:
 * the other hands, the roles not revealed, the deck's order.
 */
#include <string.h>

#include "gamestate.h"

bang_seat_view bang_seat_view_of(const bang_game *g, int seat) {
  bang_seat_view v = {g, 0};
  if (g && seat >= 1 && seat <= g->nplayers) v.seat = seat;
  return v;
}

int bang_seat_of_view(bang_seat_view v) { return v.seat; }

bool bang_seat_sees_role(bang_seat_view v, int q) {
  if (!v.game || q < 1 || q > v.game->nplayers) return false;
  return q == v.seat || v.game->players[q - 1].role_revealed;
}

const char *bang_seat_role(bang_seat_view v, int q) {
  return bang_seat_sees_role(v, q) ? v.game->players[q - 1].role : NULL;
}

int bang_seat_player(bang_seat_view v, int q, bang_player *out) {
  const bang_player *p = v.game ? bang_game_player(v.game, q) : NULL;
  if (!p) return 0;
  *out = *p;
  if (!bang_seat_sees_role(v, q)) out->role[0] = '\0';
  return 1;
}

bool bang_seat_sees_zone(bang_seat_view v, const char *zone, int owner) {
  enum bang_zone z = bang_zone_from_name(zone ? zone : "");
  switch (z) {
    case BANG_ZONE_DISCARD:
    case BANG_ZONE_TABLE:
    case BANG_ZONE_PLAY:
    case BANG_ZONE_FACEUP: return true;
    case BANG_ZONE_HAND: return v.seat != 0 && owner == v.seat;
    default: return false; /* the deck, or no such zone */
  }
}

bool bang_seat_sees_card(bang_seat_view v, int id) {
  const bang_card *c = v.game ? bang_cards_get(&v.game->cards, id) : NULL;
  if (!c) return false;
  switch (c->zone) {
    case BANG_ZONE_DISCARD:
    case BANG_ZONE_TABLE:
    case BANG_ZONE_PLAY:
    case BANG_ZONE_FACEUP: return true;
    case BANG_ZONE_HAND: return v.seat != 0 && c->owner == v.seat;
    default: return false;
  }
}

const struct bang_card *bang_seat_card(bang_seat_view v, int id) {
  return bang_seat_sees_card(v, id) ? bang_cards_get(&v.game->cards, id) : NULL;
}

int bang_seat_count(bang_seat_view v, const char *zone, int owner) {
  const struct bang_pile *pile = v.game ? bang_game_zone(v.game, zone, owner) : NULL;
  return pile ? pile->n : -1;
}

const struct bang_pile *bang_seat_zone(bang_seat_view v, const char *zone, int owner) {
  if (!v.game || !bang_seat_sees_zone(v, zone, owner)) return NULL;
  return bang_game_zone(v.game, zone, owner);
}

bool bang_seat_sees_log(bang_seat_view v, size_t i) {
  const bang_msg *m = v.game ? bang_game_log_entry(v.game, i) : NULL;
  return m && (m->to == 0 || m->to == v.seat);
}
