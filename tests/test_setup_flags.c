/*
 * test_setup_flags.c: the set-up flags front ends may set (game.h) and the
 * option warnings.
 *
 *   - choose_characters off deals exactly what it dealt before the flag
 *     existed: a fingerprint of the set-up (roles, characters, life, every
 *     card's place; the dice game's first roll) for several seeds and table
 *     sizes matches the one recorded from the engine before the change.
 *   - choose_characters on: before the first turn each player, roles known,
 *     gets a "character" decision with two options (commands: character
 *     ids, label "Play as {character}"), all ten different; the character
 *     taken is the one in play, with its life and hand; a preset character
 *     is not asked; the computer players choose and play a whole game.
 *   - ask_always: a player shot without a Missed! is asked ("answer", one
 *     option: take); without the flag they are not.
 *   - bang_game_option_warning: a Beer at full life warns, wounded it does
 *     not; a weapon replacing one that reaches farther warns; "end" never.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cards.h"
#include "game.h"
#include "msg.h"

enum { ERRLEN = 2048 };

static bang_game *new_game(const bang_setup *setup) {
  char err[ERRLEN];
  bang_game *g = bang_game_new(setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  return g;
}

/* ---- choose_characters off: the same set-up as before -------------------- */

static void add(char *buf, size_t cap, const char *fmt, ...) {
  size_t used = strlen(buf);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf + used, cap - used, fmt, ap);
  va_end(ap);
}

static void add_pile(bang_game *g, char *buf, size_t cap, const char *zone, int owner) {
  const struct bang_pile *pile = bang_game_zone(g, zone, owner);
  if (!pile) return;
  add(buf, cap, "%s%d:", zone, owner);
  for (int i = 0; i < pile->n; i++) {
    const struct bang_card *c = bang_game_card(g, pile->ids[i]);
    add(buf, cap, "%s%c%d,", c->type, c->suit, c->value);
  }
  add(buf, cap, ";");
}

/* What the set-up dealt, up to the first decision. */
static void fingerprint(bang_game *g, char *buf, size_t cap) {
  buf[0] = '\0';
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  for (int s = 1; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    add(buf, cap, "%s/%s/%d/%d/%d;", p->role, p->character, p->life, p->max_life,
        bang_game_counter(g, s, "arrows") < 0 ? 0 : bang_game_counter(g, s, "arrows"));
    add_pile(g, buf, cap, "hand", s);
    add_pile(g, buf, cap, "play", s);
  }
  add_pile(g, buf, cap, "deck", 0);
  add(buf, cap, "pile %d;", bang_game_pile(g));
  for (int i = 1; i <= bang_game_dice(g); i++) {
    const bang_die *d = bang_game_die(g, i);
    add(buf, cap, "%s,", d->face ? d->face : "-");
  }
  const bang_decision *d = bang_game_decision(g);
  add(buf, cap, "%d %s %d", d->player, d->kind, d->options);
}

static uint64_t fnv1a(const char *s) {
  uint64_t h = 1469598103934665603ull;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

typedef struct golden {
  const char *variant;
  int players;
  uint64_t seed, hash;
} golden;

/* Recorded from the engine before bang_setup.choose_characters existed
 * (commit f600744): variant, players, seed, fnv1a of the fingerprint. */
static const golden goldens[] = {
    {"card", 4, 1007u, 0x88152db99d668459ull},
    {"card", 4, 2007u, 0xa29447b61e669022ull},
    {"card", 4, 3007u, 0x6f0287a82d841413ull},
    {"card", 5, 1007u, 0xe29f48e956ff3a18ull},
    {"card", 5, 2007u, 0x0e1267cdc766d772ull},
    {"card", 5, 3007u, 0x78f020bb8fbddd3cull},
    {"card", 6, 1007u, 0x1b52c0be237c25c9ull},
    {"card", 6, 2007u, 0xfc99f78e0befc640ull},
    {"card", 6, 3007u, 0xdc2f4562f4e1d4b4ull},
    {"card", 7, 1007u, 0xf140ddfb4e3d400cull},
    {"card", 7, 2007u, 0x188ea50127d03d32ull},
    {"card", 7, 3007u, 0x62e7fbcea291ef3cull},
    {"dice", 3, 1007u, 0xd287555212a0241aull},
    {"dice", 3, 2007u, 0xfcd0459a6e09750full},
    {"dice", 3, 3007u, 0x371ec0e4e1d3e8d1ull},
    {"dice", 4, 1007u, 0x91366a09b24cea20ull},
    {"dice", 4, 2007u, 0x9f754ccba2df91a6ull},
    {"dice", 4, 3007u, 0x76d7906248a51fa8ull},
    {"dice", 5, 1007u, 0xba7585046adca495ull},
    {"dice", 5, 2007u, 0x480467f4f5ced6ecull},
    {"dice", 5, 3007u, 0x540148b982bb2eb6ull},
    {"dice", 6, 1007u, 0xb57997d4c48b73fcull},
    {"dice", 6, 2007u, 0xb5fc607a3cf18f34ull},
    {"dice", 6, 3007u, 0x7186a95c6cb43fafull},
    {"dice", 7, 1007u, 0x7c9756d3982b917eull},
    {"dice", 7, 2007u, 0x8530a8b7469512a1ull},
    {"dice", 7, 3007u, 0x757c6fb826fc7b89ull},
    {"dice", 8, 1007u, 0x4647ef0290c03ddfull},
    {"dice", 8, 2007u, 0x8184337afd8d465dull},
    {"dice", 8, 3007u, 0x5816afb6ace25de5ull},
};

static void choose_off_deals_as_before(void **state) {
  (void)state;
  static char buf[16384];
  for (size_t i = 0; i < sizeof goldens / sizeof goldens[0]; i++) {
    const golden *want = &goldens[i];
    bang_setup setup;
    bang_setup_init(&setup, want->variant, want->players, want->seed);
    assert_false(setup.choose_characters);
    assert_false(setup.ask_always);
    bang_game *g = new_game(&setup);
    fingerprint(g, buf, sizeof buf);
    if (fnv1a(buf) != want->hash)
      fail_msg("%s, %d players, seed %llu: the set-up changed: %s", want->variant, want->players,
               (unsigned long long)want->seed, buf);
    bang_game_free(g);
  }
}

/* ---- choose_characters on ----------------------------------------------- */

static int hand_size(bang_game *g, int seat) {
  const struct bang_pile *hand = bang_game_zone(g, "hand", seat);
  return hand ? hand->n : 0;
}

static const char *text_arg(const bang_msg *m, const char *key) {
  const bang_arg *a = bang_msg_arg(m, key);
  return a && a->kind == BANG_ARG_TEXT ? a->text : NULL;
}

/* Every player chooses their second character; returns with the first
 * decision after the choices pending. */
static void choose_all(bang_game *g, const char *variant, int first_asked) {
  int n = bang_game_players(g);
  char seen[2 * BANG_MAX_PLAYERS][BANG_ID_LEN];
  char chosen[BANG_MAX_PLAYERS + 1][BANG_ID_LEN];
  int nseen = 0;
  for (int s = first_asked; s <= n; s++) {
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    const bang_decision *d = bang_game_decision(g);
    assert_int_equal(d->player, s);
    assert_string_equal(d->kind, "character");
    assert_string_equal(d->prompt.id, "Choose your character.");
    assert_int_equal(d->options, 2);
    /* Roles are known, characters not yet. */
    const bang_player *p = bang_game_player(g, s);
    assert_true(p->role[0] != '\0');
    assert_string_equal(p->character, "");
    if (strcmp(variant, "card") == 0) { /* the screen may show distances already */
      bool in_range;
      assert_true(bang_game_view_distance(g, s, s % n + 1, &in_range) >= 1);
    }
    for (int i = 0; i < 2; i++) {
      const char *cmd = bang_game_option_command(g, i);
      assert_non_null(bang_game_character_name(g, cmd));
      bang_msg label;
      assert_true(bang_game_option_label(g, i, &label));
      assert_string_equal(label.id, "Play as {character}");
      assert_non_null(text_arg(&label, "character"));
      assert_string_equal(text_arg(&label, "character"), bang_game_character_name(g, cmd));
      for (int k = 0; k < nseen; k++) assert_string_not_equal(seen[k], cmd);
      snprintf(seen[nseen++], BANG_ID_LEN, "%s", cmd);
    }
    snprintf(chosen[s], BANG_ID_LEN, "%s", bang_game_option_command(g, 1));
    bang_msg why;
    assert_int_equal(bang_game_match_command(g, chosen[s], &why), 1);
    assert_true(bang_game_answer(g, 1));
  }
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_string_not_equal(bang_game_decision(g)->kind, "character");
  for (int s = first_asked; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    assert_string_equal(p->character, chosen[s]);
    assert_true(p->max_life >= 3);
    if (strcmp(variant, "card") == 0 && bang_game_active(g) != s)
      assert_int_equal(hand_size(g, s), p->life);
  }
}

static void choose_on_asks_each_player(void **state) {
  (void)state;
  for (int players = 4; players <= 7; players++) {
    bang_setup setup;
    bang_setup_init(&setup, "card", players, 40 + (uint64_t)players);
    setup.choose_characters = true;
    bang_game *g = new_game(&setup);
    choose_all(g, "card", 1);
    for (int s = 1; s <= players; s++) {
      const bang_player *p = bang_game_player(g, s);
      assert_int_equal(p->life, p->max_life);
      int sheriff = strcmp(p->role, "sheriff") == 0;
      /* The Sheriff's one more life point (C-3). */
      assert_int_equal(p->max_life, (strcmp(p->character, "paul_regret") == 0 ||
                                     strcmp(p->character, "el_gringo") == 0)
                                        ? 3 + sheriff
                                        : 4 + sheriff);
    }
    bang_game_free(g);
  }
  for (int players = 3; players <= 8; players++) {
    bang_setup setup;
    bang_setup_init(&setup, "dice", players, 50 + (uint64_t)players);
    setup.choose_characters = true;
    bang_game *g = new_game(&setup);
    choose_all(g, "dice", 1);
    bang_game_free(g);
  }
}

static void choose_on_keeps_presets(void **state) {
  (void)state;
  bang_setup setup;
  bang_setup_init(&setup, "card", 4, 3);
  setup.choose_characters = true;
  setup.characters[0] = "vulture_sam";
  setup.roles[0] = "sheriff";
  bang_game *g = new_game(&setup);
  choose_all(g, "card", 2); /* seat 1 is not asked */
  assert_string_equal(bang_game_player(g, 1)->character, "vulture_sam");
  assert_int_equal(bang_game_player(g, 1)->max_life, 5);
  bang_game_free(g);
}

/* The computer players choose a character and play on to the end. */
static void bots_choose_and_play(void **state) {
  (void)state;
  static const char *const variants[] = {"card", "dice"};
  for (int v = 0; v < 2; v++) {
    for (uint64_t seed = 1; seed <= 4; seed++) {
      bang_setup setup;
      bang_setup_init(&setup, variants[v], 5, seed);
      setup.choose_characters = true;
      bang_game *g = new_game(&setup);
      int characters = 0;
      for (int step = 0; step < 20000 && bang_game_advance(g) == BANG_AWAITING; step++) {
        const bang_decision *d = bang_game_decision(g);
        int choice = bang_game_bot_choice(g);
        if (choice < 0) fail_msg("bot: %s", bang_game_error(g));
        if (strcmp(d->kind, "character") == 0) characters++;
        assert_true(bang_game_answer(g, choice));
      }
      if (bang_game_advance(g) != BANG_OVER) fail_msg("%s: %s", variants[v], bang_game_error(g));
      assert_int_equal(characters, 5);
      bang_game_free(g);
    }
  }
}

/* ---- ask_always ---------------------------------------------------------- */

/* ann (Sheriff) shoots bob, who holds a Beer and no Missed!. */
static bang_game *shootout(bool ask_always, int ann_life) {
  bang_setup setup;
  bang_setup_init(&setup, "card", 4, 9);
  static const char *const roles[] = {"sheriff", "outlaw", "outlaw", "renegade"};
  static const char *const characters[] = {"vulture_sam", "bart_cassidy", "el_gringo",
                                           "suzy_lafayette"};
  for (int i = 0; i < 4; i++) {
    setup.roles[i] = roles[i];
    setup.characters[i] = characters[i];
  }
  setup.life[0] = ann_life;
  setup.ask_always = ask_always;
  setup.extra = "return { players = {"
                "  { hand = { 'bang', 'beer', 'schofield' }, inplay = { 'winchester' } },"
                "  { hand = { 'beer' } }, { hand = { 'panic' } }, { hand = { 'panic' } } },"
                "  deck = { 'stagecoach', 'stagecoach' } }";
  bang_game *g = new_game(&setup);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  const bang_decision *d = bang_game_decision(g);
  assert_int_equal(d->player, 1);
  assert_string_equal(d->kind, "play");
  return g;
}

static int option_with_command(bang_game *g, const char *cmd) {
  const bang_decision *d = bang_game_decision(g);
  for (int i = 0; i < d->options; i++)
    if (strcmp(bang_game_option_command(g, i), cmd) == 0) return i;
  fail_msg("no option '%s'", cmd);
  return -1;
}

static void ask_always_asks_out_of_turn(void **state) {
  (void)state;
  for (int on = 0; on <= 1; on++) {
    bang_game *g = shootout(on, BANG_UNSET);
    assert_true(bang_game_answer(g, option_with_command(g, "play bang bob")));
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    const bang_decision *d = bang_game_decision(g);
    if (on) {
      assert_int_equal(d->player, 2);
      assert_string_equal(d->kind, "answer");
      assert_int_equal(d->options, 1);
      assert_string_equal(bang_game_option_command(g, 0), "hit");
      /* "take", its name before, still answers it: older saves say so. */
      bang_msg why;
      assert_int_equal(bang_game_match_command(g, "take", &why), 0);
      assert_int_equal(bang_game_match_command(g, "Hit", &why), 0);
      assert_int_equal(bang_game_match_command(g, "take bang", &why), -1);
      assert_int_equal(bang_game_player(g, 2)->life, 4);
      assert_true(bang_game_answer(g, 0));
      assert_int_equal(bang_game_advance(g), BANG_AWAITING);
      d = bang_game_decision(g);
    }
    /* Back to ann, bob hit either way; in her own turn ann is asked as before. */
    assert_int_equal(d->player, 1);
    assert_string_equal(d->kind, "play");
    assert_int_equal(bang_game_player(g, 2)->life, 3);
    bang_game_free(g);
  }
}

/* ---- option warnings ----------------------------------------------------- */

static void warnings(void **state) {
  (void)state;
  bang_msg w;
  /* At full life: the Beer warns; the Schofield would replace a Winchester. */
  bang_game *g = shootout(false, BANG_UNSET);
  assert_true(bang_game_option_warning(g, option_with_command(g, "play beer"), &w));
  assert_string_equal(w.id, "You are at full life: {card} would heal nothing.");
  assert_string_equal(text_arg(&w, "card"), "Beer");
  assert_true(bang_game_option_warning(g, option_with_command(g, "play schofield"), &w));
  assert_string_equal(w.id,
                      "{card} reaches {n}, less than the {other_card} it would replace ({range}).");
  assert_string_equal(text_arg(&w, "card"), "Schofield");
  assert_string_equal(text_arg(&w, "other_card"), "Winchester");
  assert_int_equal(bang_msg_arg(&w, "n")->number, 2);
  assert_int_equal(bang_msg_arg(&w, "range")->number, 5);
  assert_false(bang_game_option_warning(g, option_with_command(g, "play bang bob"), &w));
  assert_false(bang_game_option_warning(g, option_with_command(g, "end"), &w));
  assert_false(bang_game_option_warning(g, 99, &w));
  assert_false(bang_game_option_warning(g, -1, &w));
  /* A warning changes nothing: the Beer can still be drunk. */
  assert_true(bang_game_answer(g, option_with_command(g, "play beer")));
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  bang_game_free(g);
  /* Wounded: no warning for the Beer. */
  g = shootout(false, 3);
  assert_false(bang_game_option_warning(g, option_with_command(g, "play beer"), &w));
  bang_game_free(g);
  /* No warnings in the dice game; no decision, no warning. */
  bang_setup setup;
  bang_setup_init(&setup, "dice", 4, 1);
  g = new_game(&setup);
  assert_false(bang_game_option_warning(g, 0, &w));
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_false(bang_game_option_warning(g, 0, &w));
  bang_game_free(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(choose_off_deals_as_before),
      cmocka_unit_test(choose_on_asks_each_player),
      cmocka_unit_test(choose_on_keeps_presets),
      cmocka_unit_test(bots_choose_and_play),
      cmocka_unit_test(ask_always_asks_out_of_turn),
      cmocka_unit_test(warnings),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
