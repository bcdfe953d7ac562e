/*
 * toscenario.c: a played game written as a scenario file (toscenario.h).
 */
#include "toscenario.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "safefile.h"
#include "variants.h"

/* text as a Lua string literal. */
static void lua_string(FILE *f, const char *text) {
  fputc('"', f);
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\') fprintf(f, "\\%c", *c);
    else if (*c < 0x20 || *c == 0x7F) fprintf(f, "\\%03d", *c);
    else fputc(*c, f);
  }
  fputc('"', f);
}

/* A card as scenario files write it: "bang 5c", "missed 10s", "outlaw". */
static void card_text(bang_game *g, int id, char *out, size_t cap) {
  const bang_card *c = bang_game_card(g, id);
  if (!c) {
    snprintf(out, cap, "?");
    return;
  }
  if (!c->suit || !c->value) {
    snprintf(out, cap, "%s", c->type);
    return;
  }
  static const char *const faces[] = {"J", "Q", "K", "A"};
  char value[8];
  if (c->value >= 11 && c->value <= 14) snprintf(value, sizeof value, "%s", faces[c->value - 11]);
  else snprintf(value, sizeof value, "%d", c->value);
  char suit = (char)(c->suit >= 'A' && c->suit <= 'Z' ? c->suit - 'A' + 'a' : c->suit);
  snprintf(out, cap, "%s %s%c", c->type, value, suit);
}

/* key = { "card", ... } for a zone, in the pile's order. */
static void pile(FILE *f, bang_game *g, const char *key, const char *zone, int owner) {
  const bang_pile *p = bang_game_zone(g, zone, owner);
  fprintf(f, "%s = {", key);
  for (int i = 0; p && i < p->n; i++) {
    char text[96];
    card_text(g, p->ids[i], text, sizeof text);
    fprintf(f, "%s", i ? ", " : " ");
    lua_string(f, text);
  }
  fprintf(f, "%s}", p && p->n ? " " : "");
}

static void write_setup(FILE *f, const bang_save *save, bang_game *g) {
  fprintf(f, "scenario {\n  title = ");
  char title[128];
  snprintf(title, sizeof title, "A game played with bang play: %s, seed %" PRIu64 ", %zu steps",
           save->variant, save->seed, save->nsteps);
  lua_string(f, title);
  fprintf(f, ",\n  game = \"%s\", ", save->variant);
  /* Seeds past the largest Lua integer are written in hexadecimal, which
   * Lua takes modulo 2^64: the same 64 bits. */
  if (save->seed > (uint64_t)INT64_MAX) fprintf(f, "seed = 0x%" PRIx64 ",\n", save->seed);
  else fprintf(f, "seed = %" PRIu64 ",\n", save->seed);
  fprintf(f, "  players = {");
  for (int i = 0; i < save->players; i++) {
    fprintf(f, "%s{ ", i ? ", " : " ");
    lua_string(f, save->names[i]);
    fprintf(f, " }");
  }
  fprintf(f, " },\n");
  if (save->choose_characters) fprintf(f, "  choose_characters = true,\n");
  if (save->humans > 1 || save->ask_always) fprintf(f, "  ask_always = true, -- several players at one keyboard\n");
  /* A game with options of its own: them, and the computer player's kind
   * (its rules read both in their preset, as in the game saved). */
  const bang_variant *m = bang_game_manifest(g);
  char fields[512];
  if (m) bang_game_options_fields(&save->options, m, bang_cli_bot_word(save->bot), fields, sizeof fields);
  if (m && fields[0]) fprintf(f, "  %s,\n", fields);
  /* A game whose scenarios may force the dice (its manifest's keys):
   * they roll by the seed instead, as they did. */
  if (m && bang_variant_has(m->table_keys, m->ntable, "strict_rolls"))
    fprintf(f, "  strict_rolls = false, -- the dice roll by the seed, as they did\n");
  fprintf(f, "}\n");
}

/* The state the game reached, as one expect{}: what the game has of it
 * (roles, characters, cards, dice, the counters its manifest lists). */
static void write_expect(FILE *f, const bang_save *save, bang_game *g, bool over) {
  (void)save;
  const bang_variant *m = bang_game_manifest(g);
  bool cards = bang_game_card_total(g) > 0, dice = bang_game_dice(g) > 0, pile_shown = false;
  fprintf(f, "expect {\n");
  for (int s = 1; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    fprintf(f, "  [");
    lua_string(f, p->name);
    fprintf(f, "] = { ");
    if (p->role[0] || p->character[0]) {
      fprintf(f, "role = ");
      lua_string(f, p->role);
      fprintf(f, ", character = ");
      lua_string(f, p->character);
      fprintf(f, ", ");
    }
    fprintf(f, "life = %d, max_life = %d, alive = %s", p->life, p->max_life,
            p->alive ? "true" : "false");
    for (int c = 0; m && c < m->ncounters; c++) {
      int count = bang_game_counter(g, s, m->counters[c].id);
      if (count >= 0) fprintf(f, ", %s = %d", m->counters[c].id, count);
      pile_shown |= count >= 0 && m->counters[c].pile[0];
    }
    if (over) fprintf(f, ", won = %s", p->won ? "true" : "false");
    if (cards) {
      fprintf(f, ",\n    ");
      if (m && m->hands) pile(f, g, "hand", "hand", s);
      else pile(f, g, "faceup", "faceup", s);
      fprintf(f, ", ");
      pile(f, g, "inplay", "play", s);
    }
    fprintf(f, " },\n");
  }
  fprintf(f, "  over = %s,\n", over ? "true" : "false");
  if (pile_shown) fprintf(f, "  pile = %d,\n", bang_game_pile(g));
  if (cards) {
    const bang_pile *deck = bang_game_zone(g, "deck", 0), *discard = bang_game_zone(g, "discard", 0);
    fprintf(f, "  deck_size = %d, discard_size = %d,\n", deck ? deck->n : 0, discard ? discard->n : 0);
    if (discard && discard->n) {
      char top[96];
      card_text(g, discard->ids[discard->n - 1], top, sizeof top);
      fprintf(f, "  discard_top = ");
      lua_string(f, top);
      fprintf(f, ",\n");
    }
  }
  const bang_decision *d = over ? NULL : bang_game_decision(g);
  if (d) {
    fprintf(f, "  turn = %d, awaiting = ", bang_game_turn(g));
    lua_string(f, bang_game_player(g, d->player)->name);
    fprintf(f, ", decision = ");
    lua_string(f, d->kind ? d->kind : "");
    if (bang_game_active(g) >= 1) {
      fprintf(f, ", active = ");
      lua_string(f, bang_game_player(g, bang_game_active(g))->name);
    }
    fprintf(f, ",\n");
    if (cards) {
      fprintf(f, "  ");
      pile(f, g, "table", "table", 0);
      fprintf(f, ",\n");
    } else if (dice) {
      fprintf(f, "  dice = {");
      for (int i = 1; i <= bang_game_dice(g); i++) {
        const char *face = bang_game_die(g, i)->face;
        fprintf(f, "%s", i > 1 ? ", " : " ");
        lua_string(f, face ? face : "");
      }
      fprintf(f, " },\n");
    }
  }
  fprintf(f, "}\n");
}

bool bang_to_scenario(const bang_save *save, bang_match *m, const char *path, char *err,
                      size_t cap) {
  bang_game *g = bang_match_game(m);
  bang_safe_file w;
  if (!bang_safe_open(&w, path, err, cap)) return false;
  FILE *f = w.f;
  fprintf(f, "-- A game played with bang, as a scenario (bang save --to-scenario): the same\n"
             "-- set-up and seed, every decision as it was taken, and the state it reached.\n"
             "-- Run it with: bang scenario FILE\n");
  write_setup(f, save, g);
  for (size_t i = 0; i < save->nsteps; i++) {
    fprintf(f, "command(");
    lua_string(f, save->names[save->steps[i].seat - 1]);
    fprintf(f, ", ");
    lua_string(f, save->steps[i].command);
    fprintf(f, ")\n");
  }
  /* Where it stands: over, or at a decision (advancing a game that waits
   * for an answer changes nothing). */
  write_expect(f, save, g, bang_match_advance(m) == BANG_OVER);
  return bang_safe_commit(&w, err, cap);
}
