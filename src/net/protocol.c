/*
 * protocol.c: framing, checking and building the network table's messages
 * (protocol.h). Everything a seat is sent about the table is read through
 * bang_seat_* (game.h), the same view the computer players get, so a
 * client cannot be sent what its seat may not see.
 */
#include "protocol.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "variants.h"

bang_net_read bang_net_reader_feed(bang_net_reader *r, const char *data, size_t n, size_t *used,
                                   const char **line, size_t *len) {
  const char *nl = memchr(data, '\n', n);
  size_t take = nl ? (size_t)(nl - data) + 1 : n;
  *used = take;
  size_t body = nl ? take - 1 : take;
  if (r->overlong) { /* the rest of a line already refused */
    if (nl) r->overlong = false;
    return BANG_NET_MORE;
  }
  if (r->len + body > BANG_NET_LINE_MAX) {
    r->overlong = !nl; /* nothing of it is kept; its end is skipped */
    r->len = 0;
    return BANG_NET_TOO_LONG;
  }
  memcpy(r->buf + r->len, data, body);
  r->len += body;
  if (!nl) return BANG_NET_MORE;
  if (r->len && r->buf[r->len - 1] == '\r') r->len--; /* CRLF from a telnet-like client */
  r->buf[r->len] = '\0';
  *line = r->buf;
  *len = r->len;
  r->len = 0;
  return BANG_NET_LINE;
}

json_t *bang_net_decode(const char *line, size_t len, const char **why) {
  json_error_t e;
  /* jansson checks UTF-8 and refuses \u0000 unless asked. */
  json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, &e);
  if (!j) {
    *why = N_("not a valid message: one JSON object per line");
    return NULL;
  }
  const json_t *type = json_object_get(j, "type");
  if (!json_is_object(j) || !json_is_string(type)) {
    json_decref(j);
    *why = N_("not a valid message: one JSON object per line");
    return NULL;
  }
  return j;
}

char *bang_net_encode(const json_t *msg, size_t *len) {
  /* Compact and ASCII-only: no byte of it can be taken for a newline or
   * a terminal's control by anyone reading the stream raw. */
  char *text = json_dumps(msg, JSON_COMPACT | JSON_ENSURE_ASCII);
  if (!text) return NULL;
  size_t n = strlen(text);
  char *out = realloc(text, n + 2);
  if (!out) {
    free(text);
    return NULL;
  }
  out[n] = '\n';
  out[n + 1] = '\0';
  *len = n + 1;
  return out;
}

const char *bang_net_type(const json_t *msg) {
  const char *t = json_string_value(json_object_get(msg, "type"));
  return t ? t : "";
}

void bang_net_mod_name(const char *dir, char *out, size_t cap) {
  size_t end = strlen(dir);
  while (end > 1 && dir[end - 1] == '/') end--;
  size_t start = end;
  while (start > 0 && dir[start - 1] != '/') start--;
  snprintf(out, cap, "%.*s", (int)(end - start), dir + start);
}

/* ---- messages -------------------------------------------------------------- */

json_t *bang_net_msg(const bang_msg *m) {
  json_t *args = json_array();
  for (int i = 0; i < m->nargs; i++) {
    const bang_arg *a = &m->args[i];
    json_t *arg = a->kind == BANG_ARG_PLAYER   ? json_pack("{s:s, s:i}", "key", a->key, "player", (json_int_t)a->number)
                  : a->kind == BANG_ARG_NUMBER ? json_pack("{s:s, s:I}", "key", a->key, "number", (json_int_t)a->number)
                                               : json_pack("{s:s, s:s}", "key", a->key, "text", a->text);
    json_array_append_new(args, arg);
  }
  return json_pack("{s:s, s:s?, s:o}", "id", m->id ? m->id : "", "rule", m->rule, "args", args);
}

bool bang_net_msg_from(const json_t *j, bang_msg *out) {
  memset(out, 0, sizeof *out);
  const char *id = json_string_value(json_object_get(j, "id"));
  if (!id) return false;
  out->id = id;
  out->rule = json_string_value(json_object_get(j, "rule"));
  const json_t *args = json_object_get(j, "args");
  size_t i;
  const json_t *a;
  json_array_foreach(args, i, a) {
    if (out->nargs >= BANG_MSG_MAX_ARGS) break;
    bang_arg *arg = &out->args[out->nargs];
    const char *key = json_string_value(json_object_get(a, "key"));
    if (!key) continue;
    snprintf(arg->key, sizeof arg->key, "%s", key);
    const json_t *v;
    if ((v = json_object_get(a, "player")) && json_is_integer(v)) {
      arg->kind = BANG_ARG_PLAYER;
      arg->number = (long)json_integer_value(v);
    } else if ((v = json_object_get(a, "number")) && json_is_integer(v)) {
      arg->kind = BANG_ARG_NUMBER;
      arg->number = (long)json_integer_value(v);
    } else if ((v = json_object_get(a, "text")) && json_is_string(v)) {
      arg->kind = BANG_ARG_TEXT;
      snprintf(arg->text, sizeof arg->text, "%s", json_string_value(v));
    } else {
      continue;
    }
    out->nargs++;
  }
  return true;
}

/* ---- a seat's view ----------------------------------------------------------- */

static json_t *card_json(bang_game *g, bang_seat_view v, int id) {
  const bang_card *c = bang_seat_card(v, id); /* NULL when the seat may not see it */
  if (!c) return json_null();
  const char *name = bang_game_card_name(g, c->type);
  char suit[2] = {c->suit, '\0'};
  return json_pack("{s:i, s:s, s:s, s:s?, s:i}", "id", id, "type", c->type, "name",
                   name ? name : c->type, "suit", c->suit ? suit : NULL, "value", c->value);
}

static json_t *pile_json(bang_game *g, bang_seat_view v, const char *zone, int owner) {
  json_t *cards = json_array();
  const bang_pile *p = bang_seat_zone(v, zone, owner);
  for (int i = 0; p && i < p->n; i++) json_array_append_new(cards, card_json(g, v, p->ids[i]));
  return cards;
}

static const char *name_or(bang_game *g, const char *category, const char *id) {
  const char *msgid = id && *id ? bang_game_name_of(g, category, id) : NULL;
  return msgid ? msgid : id;
}

/* The counters the variant's manifest lists (components.counters), by id:
 * a seat's count (seat >= 1), or the game's total, the pile's with every
 * seat's (seat 0). A counter the rules have not set yet counts 0. Public,
 * as the table shows them to everyone. */
static json_t *counters_json(bang_game *g, int seat) {
  json_t *counters = json_object();
  const bang_variant *m = bang_game_manifest(g);
  for (int c = 0; m && c < m->ncounters; c++) {
    int n = seat ? bang_game_counter(g, seat, m->counters[c].id) : bang_game_pile(g);
    for (int q = 1; !seat && q <= bang_game_players(g); q++) {
      int held = bang_game_counter(g, q, m->counters[c].id);
      n += held > 0 ? held : 0;
    }
    json_object_set_new(counters, m->counters[c].id, json_integer(n > 0 ? n : 0));
  }
  return counters;
}

json_t *bang_net_view(bang_game *g, int seat) {
  bang_seat_view v = bang_seat_view_of(g, seat);
  json_t *players = json_array();
  for (int q = 1; q <= bang_game_players(g); q++) {
    bang_player p;
    if (!bang_seat_player(v, q, &p)) continue;
    const char *role = bang_seat_role(v, q);
    const char *character = p.character[0] ? bang_game_character_name(g, p.character) : NULL;
    json_t *pj = json_pack("{s:i, s:s, s:s?, s:s?, s:s?, s:s?, s:b, s:i, s:i, s:i, s:b, s:i}",
                           "seat", q, "name", p.name, "character", p.character[0] ? p.character : NULL,
                           "character_name", character ? character : (p.character[0] ? p.character : NULL),
                           "role", role, "role_name", role ? name_or(g, "role", role) : NULL,
                           "role_revealed", p.role_revealed, "life", p.life, "max_life", p.max_life,
                           "arrows", bang_game_counter(g, q, "arrows") > 0 ? bang_game_counter(g, q, "arrows") : 0, "alive", p.alive, "hand", bang_seat_count(v, "hand", q));
    json_object_set_new(pj, "counters", counters_json(g, q));
    json_object_set_new(pj, "play", pile_json(g, v, "play", q));
    json_object_set_new(pj, "faceup", pile_json(g, v, "faceup", q));
    json_array_append_new(players, pj);
  }
  json_t *dice = json_array();
  for (int i = 1; i <= bang_game_dice(g); i++) {
    const bang_die *d = bang_game_die(g, i);
    json_array_append_new(dice, json_pack("{s:s?, s:s?, s:b}", "face", d->face, "face_name",
                                          d->face ? name_or(g, "face", d->face) : NULL, "locked",
                                          d->locked));
  }
  const bang_pile *discard = bang_seat_zone(v, "discard", 0);
  json_t *view = json_pack("{s:s, s:i, s:s, s:i, s:i, s:o, s:o, s:i, s:i, s:i}", "type", "view",
                           "seat", seat, "variant", bang_game_variant(g), "turn", bang_game_turn(g),
                           "active", bang_game_active(g), "players", players, "dice", dice, "deck",
                           bang_seat_count(v, "deck", 0), "discard", bang_seat_count(v, "discard", 0),
                           "arrows", bang_game_counter_total(g, "arrows"));
  json_object_set_new(view, "discard_top", discard && discard->n
                                               ? card_json(g, v, discard->ids[discard->n - 1])
                                               : json_null());
  json_object_set_new(view, "hand", seat ? pile_json(g, v, "hand", seat) : json_array());
  json_object_set_new(view, "counters", counters_json(g, 0));
  return view;
}

json_t *bang_net_decision(bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) return NULL;
  json_t *options = json_array();
  for (int i = 0; i < d->options; i++) {
    const char *command = bang_game_option_command(g, i);
    bang_msg label;
    json_t *o = json_pack("{s:i, s:s}", "option", i, "command", command ? command : "");
    if (bang_game_option_label(g, i, &label)) json_object_set_new(o, "label", bang_net_msg(&label));
    /* a choice of character: its name id, as the prompt types it */
    const char *character = command ? bang_game_character_name(g, command) : NULL;
    if (character) json_object_set_new(o, "character_name", json_string(character));
    json_array_append_new(options, o);
  }
  return json_pack("{s:s, s:i, s:s, s:o, s:o}", "type", "decision", "seat", d->player, "kind",
                   d->kind ? d->kind : "", "prompt", bang_net_msg(&d->prompt), "options", options);
}

json_t *bang_net_log(bang_game *g, size_t i) {
  const bang_msg *m = bang_game_log_entry(g, i);
  return json_pack("{s:s, s:I, s:o}", "type", "log", "entry", (json_int_t)i, "message", bang_net_msg(m));
}

json_t *bang_net_end(bang_game *g) {
  json_t *players = json_array();
  for (int q = 1; q <= bang_game_players(g); q++) {
    const bang_player *p = bang_game_player(g, q);
    const char *character = p->character[0] ? bang_game_character_name(g, p->character) : NULL;
    json_t *one = json_pack("{s:i, s:s, s:s, s:s, s:s?, s:b}", "seat", q, "name", p->name, "role", p->role,
                            "role_name", name_or(g, "role", p->role), "character_name", character,
                            "won", p->won);
    if (one && !p->alive) { /* the end's summary: who went out when, by whose hand */
      json_object_set_new(one, "out_turn", json_integer(p->out_turn));
      if (p->out_by > 0 && p->out_by <= bang_game_players(g)) json_object_set_new(one, "out_by", json_integer(p->out_by));
    }
    json_array_append_new(players, one);
  }
  const bang_msg *result = bang_game_result(g);
  return json_pack("{s:s, s:o, s:i, s:o}", "type", "end", "result",
                   result ? bang_net_msg(result) : json_null(), "turns", bang_game_turn(g), "players", players);
}

json_t *bang_net_error(const char *code, const char *why) {
  return json_pack("{s:s, s:s, s:{s:s, s:[]}}", "type", "error", "code", code, "message", "id", why,
                   "args");
}

json_t *bang_net_notice(const char *id, int seat) {
  return json_pack("{s:s, s:{s:s, s:[{s:s, s:i}]}}", "type", "notice", "message", "id", id, "args",
                   "key", "player", "player", seat);
}

json_t *bang_net_stop_message(const char *save) {
  return json_pack("{s:s, s:s?}", "type", "stop", "save", save);
}
