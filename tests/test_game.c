/*
 * test_game.c: a game's lifecycle and decisions (src/game.c, lgame.c,
 * levents.c) with the dice rules.
 *
 * A 4-player dice game built from presets (roles, characters) and forced
 * faces reaches the reroll decision with the expected options; typed
 * commands are matched in canonical form ("REROLL 3 1" is "reroll 1 3"), by
 * number, or refused with a reason; shots and Beers follow. Bad set-ups and
 * broken scripts fail bang_game_new (or the game) with a message naming the
 * file and line, a toy variant in a temporary data folder shows that the
 * step loop is variant-agnostic, and same seed + same answers gives the same
 * game, also with two games alive side by side. Toy variants also show the
 * face-up zone and cards that are not playing cards (solo), the options'
 * cards, the rules' notes, a bot's reasons (hostile ones too) and
 * `require "other:module"`.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "cards.h"
#include "game.h"
#include "msg.h"

#ifndef BANG_DATA_DIR
#error "BANG_DATA_DIR comes from bangcore's compile definitions"
#endif

enum { ERRLEN = 2048 };

/* ---- helpers ------------------------------------------------------------ */

static bang_game *preset_game(uint64_t seed) {
  bang_setup setup;
  bang_setup_init(&setup, "dice", 4, seed);
  static const char *const roles[] = {"sheriff", "renegade", "outlaw", "outlaw"};
  static const char *const characters[] = {"paul_regret", "vulture_sam", "jourdonnais",
                                           "el_gringo"};
  for (int i = 0; i < 4; i++) {
    setup.roles[i] = roles[i];
    setup.characters[i] = characters[i];
  }
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  return g;
}

static void force(bang_game *g, const char *const *faces, int n) {
  char err[ERRLEN];
  if (!bang_game_force_faces(g, faces, n, err, sizeof err)) fail_msg("force_faces: %s", err);
}

static int option_with_command(bang_game *g, const char *cmd) {
  const bang_decision *d = bang_game_decision(g);
  assert_non_null(d);
  for (int i = 0; i < d->options; i++) {
    const char *have = bang_game_option_command(g, i);
    assert_non_null(have);
    if (strcmp(have, cmd) == 0) return i;
  }
  fail_msg("no option '%s'", cmd);
  return -1;
}

static void answer_command(bang_game *g, const char *typed) {
  bang_msg why;
  int option = bang_game_match_command(g, typed, &why);
  if (option < 0) fail_msg("'%s' refused: %s", typed, why.id);
  assert_true(bang_game_answer(g, option));
}

static int log_has_rule(const bang_game *g, const char *rule) {
  for (size_t i = 0; i < bang_game_log_size(g); i++) {
    const bang_msg *m = bang_game_log_entry(g, i);
    if (m->rule && strcmp(m->rule, rule) == 0) return 1;
  }
  return 0;
}

static const bang_arg *arg(const bang_msg *m, const char *key) {
  const bang_arg *a = bang_msg_arg(m, key);
  if (!a) fail_msg("message '%s' has no argument '%s'", m->id, key);
  return a;
}

/* ---- the first decision ------------------------------------------------- */

static void first_decision_is_reroll(void **state) {
  (void)state;
  bang_game *g = preset_game(1);
  static const char *const faces[] = {"1", "2", "beer", "gatling", "arrow"};
  force(g, faces, 5);
  assert_null(bang_game_decision(g)); /* nothing asked before the first advance */
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);

  /* The set-up took the presets (D-2: the Sheriff gets +2). */
  assert_string_equal(bang_game_player(g, 1)->role, "sheriff");
  assert_string_equal(bang_game_player(g, 1)->character, "paul_regret");
  assert_int_equal(bang_game_player(g, 1)->max_life, 11);
  assert_int_equal(bang_game_player(g, 1)->life, 11);
  assert_true(bang_game_player(g, 1)->role_revealed);
  assert_false(bang_game_player(g, 2)->role_revealed);
  assert_string_equal(bang_game_player(g, 4)->character, "el_gringo");
  assert_int_equal(bang_game_player(g, 4)->max_life, 7);

  /* D-4: the Sheriff plays first; the forced faces were rolled in order. */
  assert_int_equal(bang_game_turn(g), 1);
  assert_int_equal(bang_game_active(g), 1);
  assert_int_equal(bang_game_dice(g), 5);
  for (int i = 1; i <= 5; i++) {
    assert_string_equal(bang_game_die(g, i)->face, faces[i - 1]);
    assert_false(bang_game_die(g, i)->locked);
  }
  assert_null(bang_game_die(g, 0));
  assert_null(bang_game_die(g, 6));
  assert_int_equal(bang_game_unrolled_faces(g), 0);
  /* D-8: one Arrow die, one arrow taken. */
  assert_int_equal(bang_game_counter(g, 1, "arrows"), 1);
  assert_int_equal(bang_game_pile(g), 8);
  assert_int_equal(bang_game_counter_total(g, "arrows"), 9);

  const bang_decision *d = bang_game_decision(g);
  assert_non_null(d);
  assert_int_equal(d->player, 1);
  assert_string_equal(d->kind, "reroll");
  assert_int_equal(d->options, 32); /* keep, or any of the 31 non-empty subsets */
  assert_int_equal(arg(&d->prompt, "left")->number, 2);
  assert_string_equal(bang_game_option_command(g, 0), "stop");
  assert_string_equal(bang_game_option_command(g, 1), "reroll 1");
  assert_null(bang_game_option_command(g, -1));
  assert_null(bang_game_option_command(g, 32));
  option_with_command(g, "reroll 1 2 3 4 5");
  int r13 = option_with_command(g, "reroll 1 3");
  bang_msg label;
  assert_true(bang_game_option_label(g, r13, &label));
  assert_string_equal(label.id, "Reroll dice {dice}");
  assert_string_equal(arg(&label, "dice")->text, "1\n3"); /* a list, joined by the renderer */
  assert_false(bang_game_option_label(g, 99, &label));

  /* Still waiting: advancing without an answer changes nothing. */
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_steps(g), 0);
  bang_game_free(g);
}

static void commands_are_matched_canonically(void **state) {
  (void)state;
  bang_game *g = preset_game(2);
  static const char *const faces[] = {"1", "2", "beer", "gatling", "arrow"};
  force(g, faces, 5);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  int r13 = option_with_command(g, "reroll 1 3");
  bang_msg why;
  assert_int_equal(bang_game_match_command(g, "REROLL 3 1", &why), r13);
  assert_int_equal(bang_game_match_command(g, "  reroll\t3    1  ", &why), r13);
  assert_int_equal(bang_game_match_command(g, "Reroll 1 3", &why), r13);
  assert_int_equal(bang_game_match_command(g, "reroll 5 4 3 2 1",
                                           &why), option_with_command(g, "reroll 1 2 3 4 5"));
  assert_int_equal(bang_game_match_command(g, "stop", &why), 0);
  assert_int_equal(bang_game_match_command(g, "STOP", &why), 0);
  /* A number picks the option as listed (1-based). */
  assert_int_equal(bang_game_match_command(g, "2", &why), 1);
  assert_int_equal(bang_game_match_command(g, " 32 ", &why), 31);
  assert_int_equal(bang_game_match_command(g, "1", &why), 0);

  /* Refusals carry a reason. */
  assert_int_equal(bang_game_match_command(g, "99", &why), -1);
  assert_non_null(why.id);
  assert_non_null(strstr(why.id, "{number}"));
  assert_int_equal(arg(&why, "number")->number, 99);
  assert_int_equal(arg(&why, "count")->number, 32);
  assert_int_equal(bang_game_match_command(g, "0", &why), -1);
  assert_int_equal(bang_game_match_command(g, "-1", &why), -1);
  assert_int_equal(bang_game_match_command(g, "99999999999999999999999", &why), -1);

  assert_int_equal(bang_game_match_command(g, "reroll 9", &why), -1);
  assert_non_null(why.id);
  assert_non_null(strstr(why.id, "{die}"));
  assert_string_equal(arg(&why, "die")->text, "9");
  assert_int_equal(bang_game_match_command(g, "reroll 0", &why), -1);
  assert_int_equal(bang_game_match_command(g, "reroll x", &why), -1);
  assert_string_equal(arg(&why, "die")->text, "x");

  memset(&why, 0, sizeof why);
  assert_int_equal(bang_game_match_command(g, "foo", &why), -1);
  assert_non_null(why.id);
  memset(&why, 0, sizeof why);
  assert_int_equal(bang_game_match_command(g, "", &why), -1);
  assert_non_null(why.id);
  memset(&why, 0, sizeof why);
  assert_int_equal(bang_game_match_command(g, "   \t ", &why), -1);
  assert_non_null(why.id);

  /* Nothing typed can break it: long lines, many words, odd bytes. */
  char line[5000];
  memset(line, 'r', sizeof line - 1);
  line[sizeof line - 1] = '\0';
  assert_int_equal(bang_game_match_command(g, line, &why), -1);
  for (size_t i = 0; i + 2 < sizeof line; i += 2) {
    line[i] = (char)('1' + (i / 2) % 9);
    line[i + 1] = ' ';
  }
  assert_int_equal(bang_game_match_command(g, line, &why), -1);
  uint64_t x = 88172645463325252ULL;
  static const char alphabet[] = "reol 0123456789\t\xe8\xad\xa6REROLL-+.";
  for (int k = 0; k < 2000; k++) {
    char typed[40];
    size_t len = (size_t)(k % 39);
    for (size_t i = 0; i < len; i++) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      typed[i] = alphabet[x % (sizeof alphabet - 1)];
    }
    typed[len] = '\0';
    memset(&why, 0, sizeof why);
    int option = bang_game_match_command(g, typed, &why);
    assert_in_range(option + 1, 0, 32);
    if (option < 0) assert_non_null(why.id);
  }
  /* Answers out of range are not taken. */
  assert_false(bang_game_answer(g, -1));
  assert_false(bang_game_answer(g, 32));
  assert_int_equal(bang_game_steps(g), 0);
  bang_game_free(g);
}

/* D-6: Dynamite dice are locked and a command naming one says why. */
static void dynamite_is_locked(void **state) {
  (void)state;
  bang_game *g = preset_game(3);
  static const char *const faces[] = {"dynamite", "dynamite", "1", "arrow", "beer"};
  force(g, faces, 5);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  const bang_decision *d = bang_game_decision(g);
  assert_string_equal(d->kind, "reroll");
  assert_int_equal(d->options, 8); /* keep, or subsets of dice 3, 4, 5 */
  assert_true(bang_game_die(g, 1)->locked);
  assert_true(bang_game_die(g, 2)->locked);
  assert_false(bang_game_die(g, 3)->locked);
  bang_msg why;
  assert_int_equal(bang_game_match_command(g, "reroll 1", &why), -1);
  assert_non_null(why.rule);
  assert_string_equal(why.rule, "D-6");
  assert_int_equal(bang_game_match_command(g, "reroll 3 2", &why), -1);
  assert_string_equal(why.rule, "D-6");
  assert_int_equal(bang_game_match_command(g, "reroll 5 3", &why),
                   option_with_command(g, "reroll 3 5"));
  bang_game_free(g);
}

/* D-7: three Dynamite end the rolling and cost a life; then D-12 Beers. */
static void three_dynamite(void **state) {
  (void)state;
  bang_game *g = preset_game(4);
  static const char *const faces[] = {"dynamite", "beer", "dynamite", "dynamite", "beer"};
  force(g, faces, 5);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  const bang_decision *d = bang_game_decision(g);
  assert_string_equal(d->kind, "beer");
  assert_int_equal(d->player, 1);
  assert_int_equal(d->options, 4);
  assert_int_equal(bang_game_player(g, 1)->life, 10);
  assert_true(log_has_rule(g, "D-7"));
  answer_command(g, "beer ann");
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_player(g, 1)->life, 11);
  answer_command(g, "BEER   Ann");
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_player(g, 1)->life, 11); /* at maximum: wasted */
  assert_int_equal(bang_game_steps(g), 2);
  assert_int_equal(bang_game_turn(g), 2);
  assert_int_equal(bang_game_active(g), 2);
  bang_game_free(g);
}

/* Shots (D-11), then Beers, the volley landing together. */
static void shots_and_beers(void **state) {
  (void)state;
  bang_game *g = preset_game(5);
  static const char *const faces[] = {"1", "2", "beer", "gatling", "arrow"};
  force(g, faces, 5);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  answer_command(g, "stop");
  assert_int_equal(bang_game_steps(g), 1);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  const bang_decision *d = bang_game_decision(g);
  assert_string_equal(d->kind, "shoot");
  assert_int_equal(d->player, 1);
  assert_int_equal(d->options, 2); /* the neighbours of seat 1 */
  option_with_command(g, "shoot bob");
  option_with_command(g, "shoot dee");
  bang_msg why;
  assert_int_equal(bang_game_match_command(g, "shoot cy", &why), -1);
  assert_string_equal(why.rule, "D-11");
  assert_int_equal(arg(&why, "target")->number, 3);
  assert_int_equal(bang_game_match_command(g, "shoot zed", &why), -1);
  assert_string_equal(arg(&why, "name")->text, "zed");
  answer_command(g, "Shoot BOB");
  /* The "2" has one target only (cy), so it is not asked. */
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  d = bang_game_decision(g);
  assert_string_equal(d->kind, "beer");
  assert_int_equal(d->options, 4);
  assert_int_equal(bang_game_player(g, 2)->life, 8);
  assert_int_equal(bang_game_player(g, 3)->life, 6);
  assert_true(log_has_rule(g, "D-11"));
  answer_command(g, "beer bob");
  enum bang_status st = bang_game_advance(g);
  assert_int_equal(st, BANG_AWAITING);
  assert_int_equal(bang_game_player(g, 2)->life, 9);
  assert_int_equal(bang_game_turn(g), 2);
  bang_game_free(g);
}

static void names_of_ids(void **state) {
  (void)state;
  bang_game *g = preset_game(6);
  assert_string_equal(bang_game_name_of(g, "face", "arrow"), "die face\004Arrow");
  assert_string_equal(bang_game_name_of(g, "role", "sheriff"), "dice role\004Sheriff");
  assert_null(bang_game_name_of(g, "face", "banana"));
  assert_null(bang_game_name_of(g, "nothing", "arrow"));
  assert_string_equal(bang_game_character_name(g, "paul_regret"), "Paul Regret");
  assert_non_null(bang_game_character_ability(g, "paul_regret"));
  assert_null(bang_game_character_name(g, "nobody"));
  assert_non_null(bang_game_rule_text(g, "D-9"));
  assert_null(bang_game_rule_text(g, "Z-99"));
  assert_string_equal(bang_game_variant(g), "dice");
  assert_int_equal(bang_game_players(g), 4);
  assert_null(bang_game_player(g, 0));
  assert_null(bang_game_player(g, 5));
  assert_null(bang_game_result(g));
  assert_int_equal(bang_game_results_declared(g), 0);
  char err[ERRLEN];
  static const char *const banana[] = {"arrow", "banana"};
  assert_false(bang_game_force_faces(g, banana, 2, err, sizeof err));
  assert_non_null(strstr(err, "banana"));
  bang_game_free(g);
  bang_game_free(NULL);
}

/* With scripted dice only, the game pauses where the forced faces end. */
static void scripted_dice_pause(void **state) {
  (void)state;
  bang_game *g = preset_game(7);
  bang_game_set_scripted_dice_only(g, true);
  static const char *const faces[] = {"1", "1", "1"};
  force(g, faces, 3);
  assert_int_equal(bang_game_unrolled_faces(g), 3);
  assert_int_equal(bang_game_advance(g), BANG_PAUSED);
  assert_int_equal(bang_game_unrolled_faces(g), 0);
  assert_null(bang_game_decision(g));
  assert_false(bang_game_answer(g, 0));
  assert_int_equal(bang_game_advance(g), BANG_PAUSED);
  bang_game_free(g);
}

/* ---- bad set-ups --------------------------------------------------------- */

static void expect_refused(bang_setup *setup, const char *needle) {
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(setup, err, sizeof err);
  if (g) {
    bang_game_free(g);
    fail_msg("the set-up was accepted; wanted an error mentioning '%s'", needle);
  }
  if (!strstr(err, needle)) fail_msg("error '%s' does not mention '%s'", err, needle);
}

static void bad_setups_fail_with_a_message(void **state) {
  (void)state;
  bang_setup setup;
  bang_setup_init(&setup, "dice", 4, 1);
  setup.characters[2] = "nobody_at_all";
  expect_refused(&setup, "nobody_at_all");

  bang_setup_init(&setup, "dice", 4, 1);
  setup.characters[0] = setup.characters[1] = "lucky_duke";
  expect_refused(&setup, "lucky_duke");

  bang_setup_init(&setup, "dice", 4, 1);
  setup.roles[0] = setup.roles[1] = "sheriff";
  expect_refused(&setup, "sheriff");

  bang_setup_init(&setup, "dice", 3, 1);
  setup.roles[0] = "sheriff"; /* D-30: no Sheriff with three */
  expect_refused(&setup, "sheriff");

  bang_setup_init(&setup, "dice", 4, 1);
  setup.extra = "return { players = { { arrows = 5 } } }"; /* the counter's scenario key */
  setup.pile = 5; /* 5 + 5 arrows is not 9 */
  expect_refused(&setup, "9");

  bang_setup_init(&setup, "dice", 2, 1);
  expect_refused(&setup, "3 to 8");
  bang_setup_init(&setup, "dice", 0, 1);
  expect_refused(&setup, "players");
  bang_setup_init(&setup, "dice", 9, 1);
  expect_refused(&setup, "players");
  bang_setup_init(&setup, "Dice!", 4, 1);
  expect_refused(&setup, "variant");
  bang_setup_init(&setup, NULL, 4, 1);
  expect_refused(&setup, "variant");
  bang_setup_init(&setup, "nosuchgame", 4, 1);
  expect_refused(&setup, "nosuchgame/rules.lua");
}

/* ---- a data folder of our own ---------------------------------------------- */

typedef struct tree {
  char root[512];
  char files[24][768];
  int nfiles;
  char dirs[16][768];
  int ndirs;
} tree;

static void tree_dir(tree *t, const char *rel) {
  assert_true(t->ndirs < 16);
  char path[768];
  snprintf(path, sizeof path, "%s/%s", t->root, rel);
  memcpy(t->dirs[t->ndirs++], path, sizeof path);
  assert_int_equal(mkdir(path, 0700), 0);
}

static void tree_file(tree *t, const char *rel, const char *text) {
  char *path = NULL;
  for (int i = 0; i < t->nfiles; i++) {
    char full[768];
    snprintf(full, sizeof full, "%s/%s", t->root, rel);
    if (strcmp(t->files[i], full) == 0) path = t->files[i];
  }
  if (!path) {
    assert_true(t->nfiles < 24);
    char full[768];
    snprintf(full, sizeof full, "%s/%s", t->root, rel);
    path = t->files[t->nfiles++];
    memcpy(path, full, sizeof full);
  }
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) fail_msg("cannot read %s", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)n + 1);
  assert_non_null(text);
  assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
  text[n] = '\0';
  fclose(f);
  return text;
}

/* A temporary data folder with the real lua/prelude.lua and lua/<variant>/. */
static tree *tree_new(const char *variant) {
  tree *t = calloc(1, sizeof *t);
  assert_non_null(t);
  const char *tmp = getenv("TMPDIR");
  snprintf(t->root, sizeof t->root, "%s/bang-data-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  assert_non_null(mkdtemp(t->root));
  tree_dir(t, "lua");
  char rel[128];
  snprintf(rel, sizeof rel, "lua/%s", variant);
  tree_dir(t, rel);
  char *prelude = slurp(BANG_DATA_DIR "/lua/prelude.lua");
  tree_file(t, "lua/prelude.lua", prelude);
  free(prelude);
  return t;
}

static void tree_free(tree *t) {
  for (int i = 0; i < t->nfiles; i++) unlink(t->files[i]);
  for (int i = t->ndirs - 1; i >= 0; i--) rmdir(t->dirs[i]);
  rmdir(t->root);
  free(t);
}

/* cmocka fixtures, so the folder goes even when a check fails. */
static int dice_tree_setup(void **state) {
  *state = tree_new("dice");
  return 0;
}

static int toy_tree_setup(void **state) {
  *state = tree_new("toy");
  return 0;
}

static int tree_teardown(void **state) {
  tree_free(*state);
  return 0;
}

static void expect_new_fails(tree *t, const char *variant, const char *file, int line,
                             const char *also) {
  bang_setup setup;
  bang_setup_init(&setup, variant, 4, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (g) {
    bang_game_free(g);
    fail_msg("a broken %s was accepted", file);
  }
  char want[1024];
  if (line > 0)
    snprintf(want, sizeof want, "%s/%s:%d:", t->root, file, line);
  else
    snprintf(want, sizeof want, "%s/%s", t->root, file);
  if (!strstr(err, want)) fail_msg("error '%s' does not name '%s'", err, want);
  if (also && !strstr(err, also)) fail_msg("error '%s' does not say '%s'", err, also);
}

static void broken_rules_name_file_and_line(void **state) {
  tree *t = *state;
  /* A runtime error on line 3. */
  tree_file(t, "lua/dice/rules.lua", "local rules = {}\n\nlocal x = nil + 1\nreturn rules\n");
  expect_new_fails(t, "dice", "lua/dice/rules.lua", 3, "nil");
  /* A syntax error: reported where the parser notices it, line 3. */
  tree_file(t, "lua/dice/rules.lua", "local rules = {}\nfunction rules.setup(g\nreturn rules\n");
  expect_new_fails(t, "dice", "lua/dice/rules.lua", 3, NULL);
  /* Not a table. */
  tree_file(t, "lua/dice/rules.lua", "return 42\n");
  expect_new_fails(t, "dice", "lua/dice/rules.lua", 0, "table");
  /* The error can be in setup(), called later. */
  tree_file(t, "lua/dice/rules.lua",
            "local rules = {}\nfunction rules.play(g) end\nfunction rules.setup(g, c)\n"
            "  g:set_life(99, 1)\nend\nreturn rules\n");
  expect_new_fails(t, "dice", "lua/dice/rules.lua", 4, "no player in seat 99");

  /* The real rules with a broken character script. */
  char *real = slurp(BANG_DATA_DIR "/lua/dice/rules.lua");
  tree_file(t, "lua/dice/rules.lua", real);
  free(real);
  tree_dir(t, "lua/dice/characters");
  /* Two good characters first (files load in name order), then the bad one. */
  tree_file(t, "lua/dice/characters/a.lua",
            "return { id = 'a', life = 8, name = 'A', ability = 'A' }\n");
  tree_file(t, "lua/dice/characters/b.lua",
            "return { id = 'b', life = 8, name = 'B', ability = 'B' }\n");
  tree_file(t, "lua/dice/characters/broken.lua",
            "-- a character with a typo\nreturn {\n  id = \"broken\",\n  life = 8 +,\n}\n");
  expect_new_fails(t, "dice", "lua/dice/characters/broken.lua", 4, NULL);
  tree_file(t, "lua/dice/characters/broken.lua", "return { life = 8 }\n");
  expect_new_fails(t, "dice", "lua/dice/characters/broken.lua", 0, "id");
  tree_file(t, "lua/dice/characters/broken.lua",
            "return { id = 'broken', life = 8, name = 'B', ability = 'A',\n"
            "  setup = function(g, seat, api)\n    error('no ability today')\n  end }\n");
  /* A character's setup runs only for seats that have it: preset it. */
  bang_setup setup;
  bang_setup_init(&setup, "dice", 3, 1);
  setup.data_dir = t->root;
  setup.characters[0] = "broken";
  char err[ERRLEN] = "", want[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (g) bang_game_free(g);
  assert_null(g);
  /* The message, then the traceback through rules.setup. */
  snprintf(want, sizeof want, "%s/lua/dice/characters/broken.lua:3: no ability today\n"
           "stack traceback:\n", t->root);
  if (strncmp(err, want, strlen(want)) != 0) fail_msg("error '%s' is not '%s...'", err, want);
}

/* ---- script environments, require and the declared vocabulary ----------- */

/* Play a toy variant whose rules (their asserts) are the test to its end:
 * it must end the game, not fail (what: the toy's name in a failure). */
static void play_toy(tree *t, const char *rules, const char *what) {
  tree_file(t, "lua/toy/rules.lua", rules);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("%s: %s", what, err);
  enum bang_status st = bang_game_advance(g);
  if (st != BANG_OVER) fail_msg("%s: status %d: %s", what, (int)st, bang_game_error(g));
  bang_game_free(g);
}

/* A toy variant that needs nothing but its rules' setup and play. */
static const char TOY_MINIMAL[] =
    "local rules = {}\n"
    "function rules.setup(g) end\n"
    "function rules.play(g) g:finish { id = 'over', winners = { 1 } } end\n"
    "return rules\n";

/* Every script runs in its own strict environment over a read-only base:
 * assigning an undeclared global names the file and line, and nothing
 * shared (the prelude, the standard libraries, the strings' metatable) can
 * be changed for the scripts that come after. */
static void scripts_are_strict(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\n\nshared = 1\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 3, "undeclared global 'shared'");
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\nprelude.copy = nil\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 2, "read-only");
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\n\n\nmath.floor = nil\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 4, "read-only");
  /* The base's names are read through the environment, not copied into
   * it: assigning one is assigning an undeclared global. */
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\npairs = nil\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 2, "undeclared global 'pairs'");
  tree_dir(t, "lua/toy/parts");
  tree_file(t, "lua/toy/parts/other.lua", "return { tostring = tostring, type = type }\n");
  /* What a script may still do, and what it cannot reach. */
  tree_file(t, "lua/toy/rules.lua",
            "local rules = {}\n"
            "assert(_G == nil, 'the base is not reachable')\n"
            "assert(getmetatable('') == false, 'the strings metatable is hidden')\n"
            "rawset(string, 'rep', 1) assert(('x'):rep(2) == 'xx', 'rawset stays in this script')\n"
            "rawset(_ENV, 'tostring', 1) assert(tostring == 1, 'a script may shadow a base name')\n"
            "local other = require 'parts.other'\n"
            "assert(other.type(other.tostring) == 'function', 'the shadow stays in this script')\n"
            "assert(load('return 7')() == 7 and not pcall(load('x = 1')), 'loaded chunks are strict')\n"
            "assert(N_('a') == 'a' and prelude.contains({ 3 }, 3))\n"
            "local n = 0 for _ in pairs(math) do n = n + 1 end assert(n > 10, 'pairs sees the library')\n"
            "function rules.setup(g) end\n"
            "function rules.play(g) g:finish { id = 'over', winners = { 1 } } end\n"
            "return rules\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("a strict but lawful script was refused: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_OVER);
  bang_game_free(g);
}

/* require "a.b" loads lua/<variant>/a/b.lua once per game, in its own
 * environment, and reaches nothing outside the variant's folder. */
static void require_stays_in_the_variant(void **state) {
  tree *t = *state;
  tree_dir(t, "lua/toy/parts");
  tree_file(t, "lua/toy/parts/count.lua", "local m = { loads = 0 }\nreturn m\n");
  tree_file(t, "lua/toy/rules.lua",
            "local a = require 'parts.count'\n"
            "a.loads = a.loads + 1\n"
            "assert(require('parts.count').loads == 1, 'loaded once, then cached')\n"
            "return dofile == nil and {\n"
            "  setup = function(g) end,\n"
            "  play = function(g) g:finish { id = 'over', winners = { 1 } } end } or nil\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("require failed: %s", err);
  bang_game_free(g);
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\nrequire '../prelude'\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 2, "not a module name");
  tree_file(t, "lua/toy/rules.lua", "local rules = {}\n\nrequire 'parts.none'\nreturn rules\n");
  expect_new_fails(t, "toy", "lua/toy/rules.lua", 3, "cannot read");
  tree_file(t, "lua/toy/parts/count.lua", "return require 'parts.count'\n");
  tree_file(t, "lua/toy/rules.lua", "return require 'parts.count'\n");
  expect_new_fails(t, "toy", "lua/toy/parts/count.lua", 1, "cycle");
}

/* require "other:cards.x" loads lua/other/cards/x.lua (the last root's:
 * a mod's copy wins), once, in the caller's world (a bot gets its own
 * copy); that module's own requires resolve in its variant; a bad variant
 * part is refused. */
static void require_another_variants_module(void **state) {
  tree *t = *state;
  tree_dir(t, "lua/toy/parts");
  tree_dir(t, "lua/other");
  tree_dir(t, "lua/other/cards");
  tree_dir(t, "lua/other/parts");
  tree_dir(t, "mod");
  tree_dir(t, "mod/other");
  tree_dir(t, "mod/other/cards");
  tree_file(t, "lua/toy/parts/where.lua", "return 'toy'\n");
  tree_file(t, "lua/other/parts/where.lua", "return 'other'\n");
  tree_file(t, "lua/other/cards/x.lua",
            "return { id = 'x', deck = { { 'S', 5 } }, where = require 'parts.where', loads = 0 }\n");
  tree_file(t, "mod/other/cards/x.lua", "return { id = 'x', modded = true }\n");
  tree_file(t, "lua/toy/rules.lua",
            "local x = require 'other:cards.x'\n"
            "assert(x.id == 'x' and x.deck[1][2] == 5, 'the other variant\\'s file')\n"
            "assert(x.where == 'other', 'its own requires resolve in its variant')\n"
            "assert(require 'parts.where' == 'toy', 'ours still resolve in ours')\n"
            "x.loads = x.loads + 1\n"
            "assert(require('other:cards.x').loads == 1, 'loaded once, then cached')\n"
            "assert(require('toy:parts.where') == 'toy', 'our own name, prefixed')\n"
            "local rules = {}\n"
            "function rules.setup(g) end\n"
            "function rules.play(g)\n"
            "  local _, option = g:decide { player = 1, kind = 'k', prompt = 'p',\n"
            "    options = { { cmd = 'a' }, { cmd = 'b' } } }\n"
            "  g:finish { id = option.cmd, winners = { 1 } }\n"
            "end\n"
            "return rules\n");
  /* The bot: its own copy, fresh (loads 0), in its world. */
  tree_file(t, "lua/toy/bot.lua",
            "local x = require 'other:cards.x'\n"
            "return { choose = function(view, decision)\n"
            "  return (x.loads == 0 and x.where == 'other') and 2 or 1 end }\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("require 'other:cards.x' failed: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_bot_choice(g), 1);
  bang_game_free(g);
  /* A mod's copy of the file wins. */
  char mod[768];
  snprintf(mod, sizeof mod, "%s/mod", t->root);
  tree_file(t, "lua/toy/rules.lua",
            "assert(require('other:cards.x').modded, 'the mod\\'s file')\n"
            "return { setup = function(g) end,\n"
            "  play = function(g) g:finish { id = 'over', winners = { 1 } } end }\n");
  setup.mods[0] = mod;
  g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("require 'other:cards.x' with a mod failed: %s", err);
  bang_game_free(g);
  static const char *const bad[] = {"Card:x", "../x:y", ":x", "card:", "card:x:y",
                                    "averyveryverylongname:x", "card:../x"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    char text[256];
    snprintf(text, sizeof text, "local rules = {}\nrequire '%s'\nreturn rules\n", bad[i]);
    tree_file(t, "lua/toy/rules.lua", text);
    expect_new_fails(t, "toy", "lua/toy/rules.lua", 2, "not a module name");
  }
}

/* A toy with face-up cards (solo): a card that is not a playing card, the
 * options' cards, and a bot that says why. */
static const char FACEUP_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g)\n"
    "  rules.bang = g:new_card('bang', 'S', 5)\n"
    "  rules.outlaw = g:new_card('outlaw')\n"
    "  local deck_moves, faceup_moves = g:moves('deck'), g:moves('faceup')\n"
    "  g:move(rules.bang, 'faceup', 1)\n"
    "  assert(g:moves('deck') == deck_moves + 1 and g:moves('faceup') == faceup_moves + 1)\n"
    "  local all, hand = g:moves(), g:moves('hand')\n"
    "  g:move(rules.bang, 'faceup', 2); g:move(rules.bang, 'faceup', 1)\n"
    "  assert(g:moves() == all + 2 and g:moves('faceup') == faceup_moves + 3, 'moves between seats')\n"
    "  assert(g:moves('deck') == deck_moves + 1 and g:moves('hand') == hand, 'other zones untouched')\n"
    "  g:move(rules.bang, 'hand', 1); g:move(rules.bang, 'faceup', 1)\n"
    "  assert(g:moves('hand') == hand + 2 and g:moves('faceup') == faceup_moves + 5, 'out and back')\n"
    "  assert(not pcall(g.moves, g, 'nowhere'), 'an unknown zone')\n"
    "  local type, suit, value = g:card(rules.outlaw)\n"
    "  assert(type == 'outlaw' and suit == nil and value == nil, 'not a playing card')\n"
    "  type, suit, value = g:card(rules.bang)\n"
    "  assert(type == 'bang' and suit == 'S' and value == 5)\n"
    "  assert(g:where(rules.bang) == 'faceup' and g:count('faceup', 1) == 1)\n"
    "  assert(g:cards('faceup', 1)[1] == rules.bang and g:top('faceup', 2) == nil)\n"
    "  assert(g:same_cards('faceup', 1, { rules.bang }) and g:same_cards('faceup', 2, {}))\n"
    "  assert(not g:same_cards('faceup', 1, {}) and not g:same_cards('faceup', 2, { rules.bang }))\n"
    "  assert(g:same_cards('deck', { rules.outlaw }) and not g:same_cards('deck', { 'x' }))\n"
    "  assert(not g:same_cards('deck', { rules.outlaw, rules.bang }))\n"
    "  assert(not pcall(g.same_cards, g, 'deck'), 'same_cards needs a list')\n"
    "  assert(not pcall(g.new_card, g, 'x', 'S'), 'a suit without a value')\n"
    "  assert(not pcall(g.new_card, g, 'x', nil, 5), 'a value without a suit')\n"
    "  assert(not pcall(g.move, g, rules.bang, 'faceup'), 'faceup takes a seat')\n"
    "end\n"
    "function rules.play(g)\n"
    "  g:decide { player = 2, kind = 'brown', prompt = 'Play', grid = { { 1, 2 }, { 3, {} }, 'x' },\n"
    "    fgrid = { { 1, 0.5, 'y', true } }, counts = { 1, 4 },\n"
    "    rows = { { choice = { target = 2, taken = 5 } }, { choice = 3 }, 'x', { cmd = 'end' } },\n"
    "    options = { { cmd = 'play bang', card = rules.bang }, { cmd = 'wait' },\n"
    "                { cmd = 'x', card = 999 }, { cmd = 'y', card = tostring(rules.bang) },\n"
    "                { cmd = 'z', card = 1.5 } } }\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

/* The bot of seat 2 sees seat 1's face-up card, not the deck's; it answers
 * with a reason whose kind the preset picks (hostile ones included). */
static const char FACEUP_BOT[] =
    "local kind\n"
    "return {\n"
    "  new_game = function(view) return {} end,\n"
    "  choose = function(view, decision, state)\n"
    "    local faceup = view:cards('faceup', 1)\n"
    "    assert(faceup and #faceup == 1, 'seat 1\\'s face-up cards are public')\n"
    "    local type, suit, value = view:card(faceup[1])\n"
    "    assert(type == 'bang' and suit == 'S' and value == 5)\n"
    "    assert(view:card(2) == nil and view:cards('deck') == nil, 'the deck is hidden')\n"
    "    assert(view:where(faceup[1]) == 'faceup')\n"
    "    local life, hands, plays, tops = {}, {}, {}, { 7, 7, 7, 7 }\n"
    "    view:tally(life, hands, plays, tops)\n"
    "    for q = 1, 3 do\n"
    "      assert(life[q] == (view:alive(q) and view:life(q)), 'tally: life')\n"
    "      assert(hands[q] == view:count('hand', q) and plays[q] == 0 and tops[q] == 0, 'tally: counts')\n"
    "    end\n"
    "    assert(#life == 3 and tops[4] == 7, 'tally: the seats only')\n"
    "    view:tally(nil, hands)\n"
    "    local mine = { 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7 }\n"
    "    local moves, changed = view:tally(nil, nil, nil, nil, mine, 2)\n"
    "    assert(moves == view:moves() and changed == true, 'tally: moves, and the hand changed')\n"
    "    local ids = view:cards('hand', 2)\n"
    "    assert(#mine == #ids and mine[1] == ids[1] and mine[#ids + 1] == nil, 'tally: the hand written')\n"
    "    assert(select(2, view:tally(nil, nil, nil, nil, mine, 2)) == false, 'tally: the hand unchanged')\n"
    "    assert(select('#', view:tally(nil, nil, nil, nil, mine, 1)) == 1, 'tally: a hidden hand not written')\n"
    "    assert(not pcall(view.tally, view, nil, nil, nil, nil, mine, 9), 'tally: a seat')\n"
    "    local lkey = view:lives({})\n"
    "    local known = { 9, 9, 9 }\n"
    "    local m3, c3, k3 = view:tally(known, nil, nil, nil, mine, 2, lkey)\n"
    "    assert(m3 == moves and c3 == false and k3 == lkey and known[1] == 9, 'tally: known lives not written')\n"
    "    assert(select(3, view:tally(known, nil, nil, nil, nil, nil, nil)) == lkey, 'tally: the key')\n"
    "    assert(known[1] == life[1] and known[3] == life[3], 'tally: lives not known written')\n"
    "    known[1] = 9\n"
    "    assert(select(3, view:tally(known, nil, nil, nil, mine, 1, lkey + 1)) == lkey and known[1] == life[1],\n"
    "           'tally: another key, written')\n"
    "    local p2, t2 = { 0, -1, 0 }, { 0, 0, 7 }\n"
    "    local m4, c4, k4, set = view:tally(nil, nil, p2, t2, nil, nil, nil, true)\n"
    "    assert(m4 == moves and c4 == nil and k4 == lkey and set == (1 << 2) | (1 << 3), 'tally: the seats whose play changed')\n"
    "    assert(p2[2] == 0 and t2[3] == 0 and #p2 == 3 and #t2 == 3, 'tally: their counts written')\n"
    "    assert(select(4, view:tally(nil, nil, p2, t2, nil, nil, nil, true)) == 0, 'tally: no play changed')\n"
    "    p2[1] = 'x'\n"
    "    assert(select(4, view:tally(nil, nil, p2, nil, nil, nil, nil, true)) == 2 and p2[1] == 0, 'tally: plays only')\n"
    "    local list = { 5, 5, 5 }\n"
    "    local out, moved = view:cards('faceup', 1, list)\n"
    "    assert(out == list and moved == true and list[1] == faceup[1] and list[2] == nil, 'cards: into a list')\n"
    "    assert(select(2, view:cards('faceup', 1, list)) == false, 'cards: unchanged')\n"
    "    assert(view:cards('deck', nil, list) == nil and list[1] == faceup[1], 'cards: hidden, not written')\n"
    "    assert(not pcall(view.cards, view, 'faceup', 1, 5), 'cards: a table')\n"
    "    assert(not pcall(view.tally, view, 5), 'tally: tables or nil')\n"
    "    assert(view:at(decision, 'options', 1, 'card') == faceup[1], 'at: a path')\n"
    "    assert(view:at(decision, 'options', 2, 'cmd') == 'wait' and view:at(decision, 'kind') == 'brown')\n"
    "    assert(view:at(decision, 'options', 2, 'cmd', 'x') == nil, 'at: a step that is not a table')\n"
    "    assert(view:at(decision, 'options', 9, 'cmd') == nil)\n"
    "    local o = view:at(decision, 'options', 1)\n"
    "    assert(o == decision.options[1] and not pcall(function() o.cmd = 'x' end), 'at: a table read-only')\n"
    "    assert(not pcall(view.at, view, { options = {} }, 'options'), 'at: only read-only tables')\n"
    "    local grid = { [2] = { 9, 9, 9 } }\n"
    "    assert(view:grid(decision.grid, grid, 3) == grid, 'grid: returns out')\n"
    "    assert(grid[1][1] == 1 and grid[1][2] == 2 and grid[1][3] == nil, 'grid: a row')\n"
    "    assert(grid[2][1] == 3 and grid[2][2] == nil and grid[2][3] == nil, 'grid: plain values only')\n"
    "    assert(next(grid[3]) == nil, 'grid: no row, an empty one')\n"
    "    assert(not pcall(view.grid, view, decision.grid, grid, 65), 'grid: n bounded')\n"
    "    local sums = { 9, 9, 9, 9 }\n"
    "    local out, total = view:grid(decision.grid, grid, 3, sums)\n"
    "    assert(out == grid and total == 6 and math.type(total) == 'integer', 'grid: the total')\n"
    "    assert(sums[1] == 3 and sums[2] == 3 and sums[3] == 0 and sums[4] == 9, 'grid: row sums')\n"
    "    out, total = view:grid(decision.fgrid, grid, 4, sums)\n"
    "    assert(total == 1.5 and sums[1] == 1.5 and sums[2] == 0, 'grid: numbers only, floats')\n"
    "    assert(select(2, view:grid(decision.grid, grid, 3)) == 6, 'grid: a total without sums')\n"
    "    assert(not pcall(view.grid, view, decision.grid, grid, 3, 5), 'grid: sums a table')\n"
    "    local seen = { 1, -1 }\n"
    "    grid[1][1], grid[2][1], sums[1], sums[2], sums[3] = 8, 8, 8, 2, 0\n"
    "    out, total = view:grid(decision.grid, grid, 3, sums, decision.counts, seen)\n"
    "    assert(grid[1][1] == 8 and sums[1] == 8, 'grid: a row whose count is seen is kept')\n"
    "    assert(grid[2][1] == 3 and sums[2] == 3 and seen[2] == 4, 'grid: a row whose count changed read again')\n"
    "    assert(seen[3] == 0 and next(grid[3]) == nil and total == 11, 'grid: no count is 0; the total of the sums')\n"
    "    assert(not pcall(view.grid, view, decision.grid, grid, 3, nil, decision.counts, seen), 'grid: counts need sums')\n"
    "    assert(not pcall(view.grid, view, decision.grid, grid, 3, sums, {}, seen), 'grid: counts read-only')\n"
    "    local ws = { 9, 9, 9, 9 }\n"
    "    assert(view:weigh(ws, decision.grid, nil, { 1, 2, 3 }, 3, { 1, 2 }, { 10, 100 }, 2) == ws, 'weigh: returns out')\n"
    "    assert(ws[1] == 210 and ws[2] == 30 and ws[3] == 0 and ws[4] == 9, 'weigh: numbers only, rows that are tables')\n"
    "    assert(math.type(ws[1]) == 'integer' and math.type(ws[3]) == 'integer', 'weigh: integers as Lua keeps them')\n"
    "    view:weigh(ws, decision.grid, decision.fgrid, { 1 }, 1, { 1, 2, 3 }, { 1, 2, 3 }, 3, 0.5, { 1 })\n"
    "    assert(ws[1] == 2.5 and math.type(ws[1]) == 'float' and ws[2] == 30, 'weigh: a minus b, scaled, from base')\n"
    "    local w1, w2 = 1 / 3, 0.1\n"
    "    view:weigh(ws, decision.fgrid, decision.grid, { 1, 2 }, 2, { 2, 1 }, { w1, w2 }, 2, 0.7, { 0.3, 1 })\n"
    "    assert(ws[1] == ((0.3 + 0.7 * 0.5 * w1) - 0.7 * 2 * w1 + 0.7 * 1 * w2) - 0.7 * 1 * w2, 'weigh: in Lua\\'s order')\n"
    "    assert(ws[2] == 1 - 0.7 * 3 * w2, 'weigh: b alone where a has no row')\n"
    "    assert(view:weigh(ws, nil, nil, { 1 }, 1, {}, {}, 0) == ws and ws[1] == 0, 'weigh: no tables, no columns')\n"
    "    assert(not pcall(view.weigh, view, ws, { { 1 } }, nil, { 1 }, 1, { 1 }, { 1 }, 1), 'weigh: only read-only tables')\n"
    "    assert(not pcall(view.weigh, view, ws, decision.grid, nil, { 'a' }, 1, { 1 }, { 1 }, 1), 'weigh: seats')\n"
    "    assert(not pcall(view.weigh, view, ws, decision.grid, nil, { 1 }, 1, { 1 }, { 'x' }, 1), 'weigh: number weights')\n"
    "    assert(not pcall(view.weigh, view, ws, decision.grid, nil, { 1 }, 65, { 1 }, { 1 }, 1), 'weigh: nrows bounded')\n"
    "    assert(not pcall(view.weigh, view, ws, decision.grid, nil, { 1 }, 1, { 1 }, { 1 }, 1, 1, { 'x' }), 'weigh: number bases')\n"
    "    local col = { 7, 7, 7, 7, 7, 7 }\n"
    "    assert(view:column(decision.options, col, 'cmd') == 5, 'column: returns #t')\n"
    "    assert(col[1] == 'play bang' and col[2] == 'wait' and col[5] == 'z' and col[6] == 7, 'column: a field of each')\n"
    "    view:column(decision.options, col, 'card')\n"
    "    assert(col[1] == faceup[1] and col[2] == nil and col[3] == 999, 'column: nil written too')\n"
    "    assert(view:column(decision.grid, col, 1) == 3 and col[1] == 1 and col[2] == 3 and col[3] == nil, 'column: a path')\n"
    "    assert(view:column(decision.options, col) == 5 and col[1] == decision.options[1], 'column: no keys, the items')\n"
    "    assert(not pcall(view.column, view, { {} }, col, 'cmd'), 'column: only read-only tables')\n"
    "    assert(not pcall(view.column, view, decision.options, nil, 'cmd'), 'column: a table to write')\n"
    "    local cmds, targets, taken, choices = { 7, 7, 7, 7, 7 }, {}, {}, {}\n"
    "    local paths = { 'cmd', { 'choice', 'target' }, { 'choice', 'taken' }, 'choice' }\n"
    "    assert(view:columns(decision.rows, paths, { cmds, targets, taken, choices }) == 4, 'columns: returns #t')\n"
    "    assert(cmds[1] == nil and cmds[4] == 'end' and cmds[5] == 7, 'columns: a field of each')\n"
    "    assert(targets[1] == 2 and taken[1] == 5 and targets[2] == nil and taken[3] == nil, 'columns: paths')\n"
    "    assert(choices[1] == view:at(decision, 'rows', 1, 'choice') and choices[2] == 3, 'columns: as view:at reads')\n"
    "    assert(not pcall(function() choices[1].target = 1 end), 'columns: a table read-only')\n"
    "    view:columns(decision.options, { 'cmd', 'card' }, { cmds, targets })\n"
    "    assert(cmds[2] == 'wait' and targets[1] == faceup[1] and targets[3] == 999, 'columns: each column')\n"
    "    local some = { 'a', 'b', 'c', 'd' }\n"
    "    view:columns(decision.rows, { 'cmd' }, { some }, { 4, 2, 9 }, 2)\n"
    "    assert(some[4] == 'end' and some[2] == nil and some[1] == 'a' and some[3] == 'c', 'columns: the rows listed only')\n"
    "    view:columns(decision.rows, { 'cmd' }, { some }, { 1 })\n"
    "    assert(some[1] == nil and some[3] == 'c', 'columns: #rows by default')\n"
    "    assert(not pcall(view.columns, view, decision.rows, { 'cmd' }, { some }, { 5 }), 'columns: rows of t')\n"
    "    assert(not pcall(view.columns, view, decision.rows, { 'cmd' }, { some }, { 'x' }), 'columns: row numbers')\n"
    "    assert(not pcall(view.columns, view, decision.rows, { 'cmd' }, { 5 }), 'columns: a table per path')\n"
    "    assert(not pcall(view.columns, view, decision.rows, { {} }, { {} }), 'columns: a path has keys')\n"
    "    assert(not pcall(view.columns, view, { {} }, { 'cmd' }, { {} }), 'columns: only read-only tables')\n"
    "    local n = view:count('deck')\n"
    "    if n == 1 then return 1, { id = 'Because {player} can.', args = { player = 1, n = 2 } } end\n"
    "    return 1\n"
    "  end }\n";

static void faceup_cards_and_notes(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", FACEUP_RULES);
  tree_file(t, "lua/toy/bot.lua", FACEUP_BOT);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("faceup toy: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  /* Seat 2 (and a spectator) sees seat 1's face-up cards; nobody the deck. */
  for (int seat = 0; seat <= 3; seat++) {
    bang_seat_view v = bang_seat_view_of(g, seat);
    const struct bang_pile *faceup = bang_seat_zone(v, "faceup", 1);
    assert_non_null(faceup);
    assert_true(bang_seat_sees_zone(v, "faceup", 1));
    assert_true(bang_seat_sees_card(v, 1));
    assert_false(bang_seat_sees_card(v, 2));
    assert_int_equal(bang_seat_count(v, "faceup", 1), 1);
    assert_int_equal(bang_seat_count(v, "faceup", 2), 0);
  }
  /* The card that is not a playing card: no suit, no value. */
  const bang_card *outlaw = bang_game_card(g, 2);
  assert_non_null(outlaw);
  assert_string_equal(outlaw->type, "outlaw");
  assert_int_equal(outlaw->suit, '\0');
  assert_int_equal(outlaw->value, 0);
  assert_int_equal(bang_game_card(g, 1)->suit, 'S');
  assert_int_equal(bang_game_card_total(g), 2);
  /* The options' cards: an id, or 0 for none, a bad id, a string, a float. */
  assert_int_equal(bang_game_option_card(g, 0), 1);
  assert_int_equal(bang_game_option_card(g, 1), 0);
  assert_int_equal(bang_game_option_card(g, 2), 0);
  assert_int_equal(bang_game_option_card(g, 3), 0);
  assert_int_equal(bang_game_option_card(g, 4), 0);
  assert_int_equal(bang_game_option_card(g, -1), 0);
  assert_int_equal(bang_game_option_card(g, 5), 0);
  /* No rules.note: no notes. */
  bang_msg note;
  assert_int_equal(bang_game_note(g, 0, &note), 0);
  assert_int_equal(bang_game_note(g, 1, &note), 0);
  /* The bot's hint: its choice and its reason. */
  bang_msg why;
  assert_int_equal(bang_game_bot_hint(g, &why), 0);
  assert_non_null(why.id);
  assert_string_equal(why.id, "Because {player} can.");
  assert_int_equal(why.nargs, 2);
  assert_int_equal(arg(&why, "player")->kind, BANG_ARG_PLAYER);
  assert_int_equal(arg(&why, "n")->number, 2);
  assert_int_equal(bang_game_bot_choice(g), 0);
  assert_true(bang_game_answer(g, 0));
  assert_int_equal(bang_game_advance(g), BANG_OVER);
  bang_game_free(g);

  /* Notes, when the rules give them; none for a seat out of range. */
  char *rules = malloc(sizeof FACEUP_RULES + 256);
  assert_non_null(rules);
  snprintf(rules, sizeof FACEUP_RULES + 256, "%.*s"
           "function rules.note(g, decision, seat)\n"
           "  if seat == 0 then return { id = 'Turn {n}.', args = { n = 3 } } end\n"
           "  if seat == 2 then return nil end\n"
           "  return { id = '{n}/4', args = { n = seat } }\n"
           "end\n"
           "return rules\n",
           (int)(sizeof FACEUP_RULES - 1 - strlen("return rules\n")), FACEUP_RULES);
  tree_file(t, "lua/toy/rules.lua", rules);
  free(rules);
  g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("faceup toy with notes: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_note(g, 0, &note), 1);
  assert_string_equal(note.id, "Turn {n}.");
  assert_int_equal(arg(&note, "n")->number, 3);
  assert_int_equal(bang_game_note(g, 1, &note), 1);
  assert_string_equal(note.id, "{n}/4");
  assert_int_equal(bang_game_note(g, 2, &note), 0);
  assert_int_equal(bang_game_note(g, 4, &note), 0);
  assert_int_equal(bang_game_note(g, -1, &note), 0);
  bang_game_free(g);
}

/* view:lives: every life and a key that changes with any life or presence;
 * the lives written only when the key given is not the one now. Each
 * decision of this toy follows a change, the first one excepted. And
 * view:board: lives, arrows, dice and the pile in one call; view:roles_shown:
 * the roles everyone sees (seat 3's once eliminated, before decision 5);
 * view:characters: every character and maximum life. */
static const char LIVES_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g)\n"
    "  for p = 1, g:players() do g:set_max_life(p, 5) g:set_life(p, 4) end\n"
    "  g:set_max_life(3, 6) g:set_character(2, 'zed')\n"
    "  g:set_role(1, 'deputy') g:set_role(2, 'sheriff', true) g:set_role(3, 'outlaw')\n"
    "  g:set_dice(3, { 'x', 'y' })\n"
    "end\n"
    "local function ask(g) g:decide { player = 1, kind = 'x', prompt = 'X',\n"
    "  options = { { cmd = 'a' }, { cmd = 'b' } } } end\n"
    "function rules.play(g)\n"
    "  g:set_die(2, 'y', false) g:set_counter(2, 'arrows', 3) g:set_pile(6)\n"
    "  ask(g)\n"
    "  ask(g)\n"
    "  g:set_life(2, 1) ask(g)\n"
    "  g:set_life(3, 0) ask(g)\n"
    "  g:eliminate(3) ask(g)\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static const char LIVES_BOT[] =
    "local seen, n = {}, 0\n"
    "return {\n"
    "  new_game = function(view) return {} end,\n"
    "  choose = function(view, decision, state, kind, player, count, options, lives, turn)\n"
    "    n = n + 1\n"
    "    local out = { 9, 9, 9, 9 }\n"
    "    local key = view:lives(out)\n"
    "    assert(lives == key and turn == view:turn(), 'choose: the lives key and the turn handed over')\n"
    "    assert(math.type(key) == 'integer', 'lives: an integer key')\n"
    "    for q = 1, 3 do assert(out[q] == view:life(q), 'lives: every life') end\n"
    "    assert(out[4] == 9, 'lives: the seats only')\n"
    "    out[1] = 'x'\n"
    "    assert(view:lives(out, key) == key and out[1] == 'x', 'lives: not written for the same key')\n"
    "    assert(view:lives(out, key + 1) == key and out[1] == 4, 'lives: written for another')\n"
    "    assert(not pcall(view.lives, view, 5), 'lives: a table')\n"
    "    local k2, turn = view:lives_turn(out, key)\n"
    "    assert(k2 == key and turn == view:turn() and out[1] == 4, 'lives_turn: the key and the turn')\n"
    "    out[1] = 'x'\n"
    "    assert(view:lives_turn(out, key) == key and out[1] == 'x', 'lives_turn: not written for the same key')\n"
    "    assert(select('#', view:lives_turn(out, key + 1)) == 4 and out[1] == 4, 'lives_turn: written for another')\n"
    "    local in_play, sum = 0, 0\n"
    "    for q = 1, 3 do if view:life(q) > 0 then in_play, sum = in_play + 1, sum + view:life(q) end end\n"
    "    local _, _, n3, s3 = view:lives_turn(out, key)\n"
    "    assert(n3 == in_play and s3 == sum, 'lives_turn: the seats with life above 0 and their sum')\n"
    "    assert(not pcall(view.lives_turn, view, 5), 'lives_turn: a table')\n"
    "    assert(n == 2 or not seen[key], 'lives: a new key after a change')\n"
    "    assert(n ~= 2 or seen[key], 'lives: the same key without one')\n"
    "    seen[key] = true\n"
    "    local life, arrows, faces = { 9, 9, 9, 9 }, { 9, 9, 9, 9 }, { 7, 7, 7, 7 }\n"
    "    local pile = view:board(life, 'arrows', arrows, faces)\n"
    "    assert(pile == 6 and view:pile() == 6, 'board: the pile')\n"
    "    for q = 1, 3 do\n"
    "      assert(life[q] == (view:alive(q) and view:life(q)), 'board: life')\n"
    "      assert(arrows[q] == view:counter(q, 'arrows') and arrows[2] == 3, 'board: arrows')\n"
    "    end\n"
    "    assert(life[4] == 9 and arrows[4] == 9, 'board: the seats only')\n"
    "    local none = { 9 }\n"
    "    assert(view:board(nil, 'bullets', none) == 6 and none[1] == 0, 'board: a counter not named counts 0')\n"
    "    assert(faces[1] == nil and faces[2] == 'y' and faces[3] == nil and faces[4] == 7, 'board: the dice')\n"
    "    assert(view:board() == 6 and view:board(nil, nil, nil, faces) == 6, 'board: tables or nil')\n"
    "    assert(not pcall(view.board, view, 5), 'board: not a table')\n"
    "    local p2, sy, sx, sz = view:board(nil, nil, nil, nil, 'y', 'x', 'zz')\n"
    "    assert(p2 == 6 and sy == 1 << 2 and sx == 0 and sz == 0, 'board: the dice showing each face')\n"
    "    assert(select('#', view:board(nil, nil, nil, nil, 'y', 'y')) == 3, 'board: a set per face named')\n"
    "    assert(not pcall(view.board, view, nil, nil, nil, nil, {}), 'board: faces are names')\n"
    "    local chars, maxes = { 9, 9, 9, 9 }, { 9, 9, 9, 9 }\n"
    "    assert(view:characters(chars, maxes) == 3 and chars[4] == 9 and maxes[4] == 9, 'characters: the seats')\n"
    "    for q = 1, 3 do\n"
    "      assert(chars[q] == view:character(q) and maxes[q] == view:max_life(q), 'characters: each seat')\n"
    "    end\n"
    "    assert(chars[2] == 'zed' and maxes[3] == 6 and maxes[1] == 5, 'characters: as set')\n"
    "    assert(view:characters(chars) == 3 and not pcall(view.characters, view), 'characters: a table')\n"
    "    local shown = { 9, 9, 9, 9 }\n"
    "    assert(view:roles_shown(shown) == shown and shown[4] == 9, 'roles_shown: returns out, the seats only')\n"
    "    for q = 1, 3 do\n"
    "      assert(shown[q] == (view:revealed(q) and view:role(q) or false), 'roles_shown: as revealed and role')\n"
    "    end\n"
    "    assert(shown[1] == false and view:role(1) == 'deputy' and shown[2] == 'sheriff', 'roles_shown: not our own')\n"
    "    assert(shown[3] == (n == 5 and 'outlaw' or false), 'roles_shown: once out, shown')\n"
    "    assert(not pcall(view.roles_shown, view), 'roles_shown: a table')\n"
    "    return 2\n"
    "  end }\n";

static void view_lives_keyed(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", LIVES_RULES);
  tree_file(t, "lua/toy/bot.lua", LIVES_BOT);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("lives toy: %s", err);
  int asked = 0;
  enum bang_status st;
  while ((st = bang_game_advance(g)) == BANG_AWAITING) {
    int choice = bang_game_bot_choice(g);
    if (choice != 1) fail_msg("lives toy, decision %d: %d (%s)", asked + 1, choice, bang_game_error(g));
    assert_true(bang_game_answer(g, choice));
    asked++;
  }
  assert_int_equal(asked, 5);
  if (st != BANG_OVER) fail_msg("lives toy: status %d: %s", (int)st, bang_game_error(g));
  bang_game_free(g);
}

/* Whatever a bot hands back as its reason, the hint is its choice with no
 * reason, or a reason read without running the bot's code; nothing fails. */
static void hostile_bot_reasons(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", FACEUP_RULES);
  static const char *const reasons[] = {
      "5", "'text'", "decision", "decision.options", "{ id = 7 }", "{ id = '' }",
      "{ id = {} }", "{ args = { player = 1 } }",
      "setmetatable({}, { __index = function() error('no') end })",
      "setmetatable({ id = 'x {a}' }, { __index = function() error('no') end,"
      " __pairs = function() error('no') end })",
      "{ id = 'x {cmd}', args = decision.options[1] }",
      "{ id = 'x', args = setmetatable({}, { __pairs = function() error('no') end }) }",
      "{ id = 'x', args = 'text' }", "{ id = 'x', args = { [{}] = 1, [1] = 2, a = {}, b = true } }",
      "{ id = string.rep('long ', 300), rule = 5, args = { a = string.rep('z', 5000) } }",
      "function() end",
  };
  for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++) {
    char bot[1024];
    snprintf(bot, sizeof bot,
             "return { choose = function(view, decision) return 1, %s end }\n", reasons[i]);
    tree_file(t, "lua/toy/bot.lua", bot);
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 1);
    setup.data_dir = t->root;
    char err[ERRLEN] = "";
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("toy with bot reason %s: %s", reasons[i], err);
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    bang_msg why;
    int choice = bang_game_bot_hint(g, &why);
    if (choice != 0) fail_msg("reason %s: choice %d (%s)", reasons[i], choice, bang_game_error(g));
    assert_int_equal(bang_game_advance(g), BANG_AWAITING); /* not failed */
    if (strstr(reasons[i], "'x") || strstr(reasons[i], "long")) {
      assert_non_null(why.id);
    } else if (why.id) {
      fail_msg("reason %s gave a message '%s'", reasons[i], why.id);
    }
    bang_game_free(g);
  }
}

/* A file loaded in several worlds is compiled once (loader.c) but each load
 * is a fresh one: the module's functions see the environment of the world
 * that loaded them, before and after another world loads the same file,
 * and each world has its own copy of the module's state. */
static void reloaded_files_keep_their_worlds(void **state) {
  tree *t = *state;
  tree_dir(t, "lua/toy/parts");
  tree_file(t, "lua/toy/parts/m.lua",
            "local m = { loads = 0 }\n"
            "function m.its_require() return require end\n"
            "return m\n");
  tree_file(t, "lua/toy/rules.lua",
            "local m = require 'parts.m'\n"
            "local rules = {}\n"
            "function rules.setup(g) end\n"
            "function rules.play(g)\n"
            "  m.loads = m.loads + 1\n"
            "  assert(m.its_require() == require, 'rules copy, before the bot')\n"
            "  local _, option = g:decide { player = 1, kind = 'k', prompt = 'p',\n"
            "    options = { { cmd = 'a' }, { cmd = 'b' } } }\n"
            "  assert(m.its_require() == require, 'rules copy, after the bot loaded its own')\n"
            "  assert(m.loads >= 1, 'rules state')\n"
            "  g:finish { id = option.cmd, winners = { 1 } }\n"
            "end\n"
            "return rules\n");
  tree_file(t, "lua/toy/bot.lua",
            "local m = require 'parts.m'\n"
            "return { choose = function(view, decision)\n"
            "  assert(m.its_require() == require, 'the bot copy sees the bot world')\n"
            "  assert(m.loads == 0, 'a fresh copy')\n"
            "  return 2 end }\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("toy with a module in two worlds: %s", err);
  for (int game = 0; game < 2; game++) { /* and again after a reset */
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    int choice = bang_game_bot_choice(g);
    if (choice != 1) fail_msg("game %d: bot chose %d: %s", game, choice, bang_game_error(g));
    assert_true(bang_game_answer(g, choice));
    if (bang_game_advance(g) != BANG_OVER) fail_msg("game %d: %s", game, bang_game_error(g));
    assert_string_equal(bang_game_result(g)->id, "b");
    assert_true(bang_game_reset(g, &setup, err, sizeof err));
  }
  bang_game_free(g);
}

/* Worlds share nothing (issue 31): what a bot leaves in a value every
 * world reaches (prelude.GAME_OVER), or in its world when asked for a
 * human's hint, no other computer player finds; an __eq put on GAME_OVER
 * changes nothing for the rules; the shared base has no way to the rules'
 * require. The bot counts its calls in its world: the hint's world is not
 * the one the seat's computer player keeps, and is new after a reset. */
static void worlds_share_nothing(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua",
            "local rules = {}\n"
            "function rules.setup(g) end\n"
            "local function ask(g, p)\n"
            "  local _, option = g:decide { player = p, kind = 'k', prompt = 'p',\n"
            "    options = { { cmd = 'a' }, { cmd = 'b' } } }\n"
            "  return option.cmd\n"
            "end\n"
            "function rules.play(g)\n"
            "  local first, second = ask(g, 1), ask(g, 2)\n"
            "  assert(not ({} == prelude.GAME_OVER), 'an __eq on GAME_OVER')\n"
            "  assert(next(prelude.GAME_OVER) == nil, 'GAME_OVER holds something')\n"
            "  g:finish { id = first .. second, winners = { 1 } }\n"
            "end\n"
            "return rules\n");
  tree_file(t, "lua/toy/bot.lua",
            "local calls = 0\n"
            "return { choose = function(view, decision, state, kind, player)\n"
            "  calls = calls + 1\n"
            "  if player == 1 then\n"
            "    pcall(function() prelude.GAME_OVER.hand = 'seat 1' end)\n"
            "    pcall(function() getmetatable(prelude.GAME_OVER).__eq = function() return true end end)\n"
            "    pcall(rawset, _ENV, 'require', nil)\n"
            "    if pcall(require, 'rules') then return 2 end\n"
            "    return calls == 1 and 1 or 2\n"
            "  end\n"
            "  return rawget(prelude.GAME_OVER, 'hand') == nil and 1 or 2\n"
            "end }\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("toy with a pooling bot: %s", err);
  for (int game = 0; game < 2; game++) { /* and again after a reset */
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    bang_msg why;
    int hint = bang_game_bot_hint(g, &why); /* seat 1, a human's hint */
    if (hint != 0) fail_msg("game %d: the hint's world was not new: %d %s", game, hint, bang_game_error(g));
    int choice = bang_game_bot_choice(g); /* seat 1 again, as a computer player */
    if (game == 0 && choice != 0)
      fail_msg("the computer player kept the hint's world: %d %s", choice, bang_game_error(g));
    assert_true(bang_game_answer(g, 0));
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    choice = bang_game_bot_choice(g); /* seat 2 */
    if (choice != 0) fail_msg("game %d: seat 2 found what seat 1 left: %d %s", game, choice, bang_game_error(g));
    assert_true(bang_game_answer(g, 0));
    if (bang_game_advance(g) != BANG_OVER) fail_msg("game %d: %s", game, bang_game_error(g));
    assert_string_equal(bang_game_result(g)->id, "aa");
    assert_true(bang_game_reset(g, &setup, err, sizeof err));
  }
  bang_game_free(g);
}

/* view:types_key() stays the same from one game to the next while the
 * rules make the same card types in the same order (a bot may keep the
 * types it learnt by id), and changes when an id gets another type or
 * there are more cards: here the order and number depend on the players. */
static void types_key_follows_the_cards(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua",
            "local rules = {}\n"
            "function rules.setup(g)\n"
            "  local n = g:players()\n"
            "  if n == 3 then g:new_card('bang', 'S', 5); g:new_card('missed', 'H', 2)\n"
            "  else g:new_card('missed', 'H', 2); g:new_card('bang', 'S', 5) end\n"
            "  if n == 5 then g:new_card('beer', 'H', 6) end\n"
            "end\n"
            "function rules.play(g)\n"
            "  local _, option = g:decide { player = 1, kind = 'k', prompt = 'p',\n"
            "    options = { { cmd = 'a' }, { cmd = 'b' } } }\n"
            "  g:finish { id = option.cmd, winners = { 1 } }\n"
            "end\n"
            "return rules\n");
  tree_file(t, "lua/toy/bot.lua",
            "local bot = {}\n"
            "function bot.new_game(view, public, previous)\n"
            "  local key = view:types_key()\n"
            "  assert(math.type(key) == 'integer', 'an integer')\n"
            "  assert(view:types_key() == key, 'the same within a game')\n"
            "  local S = { key = key, players = view:players(), same = false }\n"
            "  if previous then\n"
            "    S.same = previous.key == key\n"
            "    assert(S.same == (previous.players == S.players), 'changes with the cards only')\n"
            "  end\n"
            "  return S\n"
            "end\n"
            "function bot.choose(view, decision, S) return S.same and 2 or 1 end\n"
            "return bot\n");
  static const int players[] = {3, 3, 4, 4, 3, 5, 5}; /* (bot_choice counts from 0) */
  char err[ERRLEN] = "";
  bang_game *g = NULL;
  for (size_t k = 0; k < sizeof players / sizeof players[0]; k++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", players[k], 1);
    setup.data_dir = t->root;
    if (!g) g = bang_game_new(&setup, err, sizeof err);
    else if (!bang_game_reset(g, &setup, err, sizeof err)) g = NULL;
    if (!g) fail_msg("toy, game %d: %s", (int)k + 1, err);
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    int choice = bang_game_bot_choice(g);
    int same = k > 0 && players[k] == players[k - 1];
    if (choice != (same ? 1 : 0))
      fail_msg("game %d: bot chose %d: %s", (int)k + 1, choice, bang_game_error(g));
  }
  bang_game_free(g);
}

/* With eager prompts off (simulations) the bots and random choices answer
 * without the prompt being read; it is still built on the first read, and a
 * prompt that cannot be read then fails the game (the decision is NULL),
 * as it fails bang_game_advance when prompts are eager. */
static void lazy_prompts_are_read_on_demand(void **state) {
  tree *t = *state;
  static const char *const rules[] = {
      /* a good prompt: "Pick {n}." with n = 3, twice */
      "local rules = {}\n"
      "function rules.setup(g) end\n"
      "function rules.play(g)\n"
      "  for _ = 1, 2 do\n"
      "    g:decide { player = 1, kind = 'k', prompt = 'Pick {n}.', args = { n = 3 },\n"
      "      options = { { cmd = 'a' }, { cmd = 'b' } } }\n"
      "  end\n"
      "  g:finish { id = 'over', winners = { 1 } }\n"
      "end\n"
      "return rules\n",
      /* a prompt that is a string for g:decide, a table when read again */
      "local rules = {}\n"
      "function rules.setup(g) end\n"
      "function rules.play(g)\n"
      "  local reads = 0\n"
      "  g:decide(setmetatable({ player = 1, kind = 'k', options = { { cmd = 'a' } } }, {\n"
      "    __index = function(_, k)\n"
      "      if k ~= 'prompt' then return nil end\n"
      "      reads = reads + 1\n"
      "      return reads == 1 and 'Pick.' or {} end }))\n"
      "  g:finish { id = 'over', winners = { 1 } }\n"
      "end\n"
      "return rules\n"};
  tree_file(t, "lua/toy/bot.lua", "return { choose = function(view, decision) return 2 end }\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  tree_file(t, "lua/toy/rules.lua", rules[0]);
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("toy with prompts: %s", err);
  bang_game_set_eager_prompts(g, false);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_bot_choice(g), 1);
  uint64_t seed = 7;
  int random = bang_game_random_choice(g, &seed);
  assert_true(random == 0 || random == 1);
  assert_true(bang_game_answer(g, 1));
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  const bang_decision *d = bang_game_decision(g);
  assert_non_null(d);
  assert_string_equal(d->prompt.id, "Pick {n}.");
  assert_int_equal(arg(&d->prompt, "n")->number, 3);
  assert_int_equal(d->options, 2);
  bang_game_free(g);
  /* The unreadable prompt: eager, the game fails at advance; lazy, at the
   * first read of the decision, and only then. */
  tree_file(t, "lua/toy/rules.lua", rules[1]);
  for (int eager = 1; eager >= 0; eager--) {
    g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("toy with a bad prompt: %s", err);
    bang_game_set_eager_prompts(g, eager);
    enum bang_status status = bang_game_advance(g);
    if (eager) {
      assert_int_equal(status, BANG_FAILED);
    } else {
      assert_int_equal(status, BANG_AWAITING);
      assert_int_equal(bang_game_random_choice(g, &seed), 0);
      assert_null(bang_game_decision(g));
      assert_int_equal(bang_game_advance(g), BANG_FAILED);
    }
    if (!strstr(bang_game_error(g), "prompt must be a message id"))
      fail_msg("eager %d: error '%s'", eager, bang_game_error(g));
    bang_game_free(g);
  }
}

/* A script of a declared kind that does not match the variant's schema.lua
 * fails to load with the file, the line where the field is written, and
 * the field. */
static void schema_names_file_line_and_field(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", TOY_MINIMAL);
  tree_file(t, "lua/toy/schema.lua",
            "return {\n"
            "  character = {\n"
            "    id = { type = 'string', required = true },\n"
            "    life = { type = 'number', required = true },\n"
            "    loud = { type = 'boolean' },\n"
            "    on = { type = 'handlers' },\n"
            "    setup = { type = 'function' },\n"
            "  },\n"
            "  handler = { run = { type = 'function', required = true },\n"
            "              when = { type = 'string', values = { 'now', 'card_finished' } } },\n"
            "  events = { life_lost = {} },\n"
            "}\n");
  tree_dir(t, "lua/toy/characters");
  tree_file(t, "lua/toy/characters/ok.lua", "return { id = 'ok', life = 4, loud = true }\n");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo',\n  life = 4,\n  lodu = true,\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 4,
                   "unknown field 'lodu' (did you mean 'loud'?)");
  tree_file(t, "lua/toy/characters/typo.lua", "return {\n  id = 'typo',\n  life = 'four',\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 3, "'life' must be a number");
  tree_file(t, "lua/toy/characters/typo.lua", "return {\n  id = 'typo',\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 0, "missing field 'life'");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n  on = {\n    lif_lost = function() end,\n  },\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 4,
                   "unknown event 'lif_lost' (did you mean 'life_lost'?)");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n  on = { life_lost = { run = print,\n"
            "    when = 'later' } },\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 4, "must be one of: now, card_finished");
  /* A misspelt hook: the line is where the function is written. */
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n\n  stup = function(g, seat)\n  end,\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 4, "unknown field 'stup'");
  /* A misspelt event given to g:on_own or g:on (the dice characters'
   * way): the line of the call, the nearest declared name. */
  tree_file(t, "lua/toy/rules.lua",
            "local rules = {}\n"
            "function rules.setup(g, characters)\n"
            "  characters.typo.setup(g, 1)\n"
            "end\n"
            "function rules.play(g) g:finish { id = 'over', winners = { 1 } } end\n"
            "return rules\n");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n  setup = function(g, seat)\n"
            "    g:on_own('life_lost', seat, function() end)\n"
            "    g:on_own('lif_lost', seat, function() end)\n  end,\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 5,
                   "unknown event 'lif_lost' (did you mean 'life_lost'?)");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n  setup = function(g, seat)\n"
            "    g:on('zzz', 0, function() end)\n  end,\n}\n");
  expect_new_fails(t, "toy", "lua/toy/characters/typo.lua", 4, "unknown event 'zzz'");
  tree_file(t, "lua/toy/characters/typo.lua",
            "return {\n  id = 'typo', life = 4,\n  setup = function(g, seat)\n"
            "    g:on_own('life_lost', seat, function() end)\n  end,\n}\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 4, 1);
  setup.data_dir = t->root;
  char err[ERRLEN] = "";
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("a declared event was refused: %s", err);
  bang_game_free(g);
}

/* An endless loop while loading fails on the budget instead of hanging,
 * and the message says where the loop is. */
static void endless_loop_in_rules_fails(void **state) {
  tree *t = *state;
  tree_file(t, "lua/dice/rules.lua", "local rules = {}\nwhile true do end\nreturn rules\n");
  expect_new_fails(t, "dice", "lua/dice/rules.lua", 2, "time budget");
}

/* A toy variant: the step loop knows nothing of dice. */
static const char TOY_RULES[] =
    "local rules = {}\n"                                                       /* 1 */
    "function rules.setup(g, characters)\n"                                    /* 2 */
    "  g:set_dice(1, { 'x', 'y' })\n"                                          /* 3 */
    "  for p = 1, g:players() do\n"                                            /* 4 */
    "    g:set_role(p, 'sheriff', true)\n"                                     /* 5 */
    "    g:set_max_life(p, 3)\n"                                               /* 6 */
    "    g:set_life(p, 3)\n"                                                   /* 7 */
    "  end\n"                                                                  /* 8 */
    "end\n"                                                                    /* 9 */
    "function rules.play(g)\n"                                                 /* 10 */
    "  local option = prelude.ask(g, 2, 'pick', 'Pick one', nil,\n"            /* 11 */
    "    { { cmd = 'win' }, { cmd = 'crash' }, { cmd = 'loop' }, { cmd = 'leave' } })\n"
    "  if option.cmd == 'win' then\n"                                          /* 13 */
    "    g:finish { id = '{player} wins', args = { player = 2 }, winners = { 2 } }\n"
    "  elseif option.cmd == 'crash' then\n"                                    /* 15 */
    "    local t = nil\n"                                                      /* 16 */
    "    return t.field\n"                                                     /* 17 */
    "  elseif option.cmd == 'loop' then\n"                                     /* 18 */
    "    while true do end\n"                                                  /* 19 */
    "  end\n"                                                                  /* 20 */
    "end\n"
    "return rules\n";

/* Whatever a script passes, the C core stays within its buffers: strings
 * with NUL bytes inside, huge numbers, wrong types (AddressSanitizer and
 * UBSan builds check the "within"). Every call is protected, so the worst
 * is an error naming the script. */
static const char HOSTILE_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  g:set_dice(2, { 'arrow', 'beer' })\n"
    "  for p = 1, g:players() do g:set_role(p, 'sheriff', true) g:set_max_life(p, 3) end\n"
    "end\n"
    "local function try(f, ...) pcall(f, ...) end\n"
    "function rules.play(g)\n"
    "  g:roll(1) g:roll(2)\n"
    "  for k = 1, 8 do try(g.count_faces, g, g:die(1) .. '\\0' .. string.rep('z', k)) end\n"
    "  local long = string.rep('z', 100)\n"
    "  for i = 1, 300 do\n"
    "    try(g.count_faces, g, 'arrow\\0' .. long .. i)\n"
    "    try(g.on, g, 'turn_start\\0' .. long .. i, 0, function() end)\n"
    "    try(g.emit, g, 'turn_start\\0' .. long .. i, {})\n"
    "    try(g.set_die, g, 1, 'beer\\0' .. long .. i)\n"
    "    try(g.log, g, 'D-1\\0' .. long, 'x\\0' .. long .. i, { ['player\\0' .. long] = 1 })\n"
    "  end\n"
    "  for _, n in ipairs({ 0, -1, 9, math.maxinteger, math.mininteger }) do\n"
    "    try(g.life, g, n) try(g.set_life, g, 1, n) try(g.set_counter, g, 1, 'arrows', n)\n"
    "    try(g.die, g, n) try(g.random, g, n) try(g.set_max_life, g, 1, n)\n"
    "    try(g.set_pile, g, n) try(g.set_active, g, n) try(math.random, n) try(math.random, 1, n)\n"
    "  end\n"
    "  for _, v in ipairs({ 'x', {}, 1.5, true }) do\n"
    "    try(g.life, g, v) try(g.set_dice, g, v, v) try(g.decide, g, v) try(g.finish, g, v)\n"
    "    try(g.on, g, v, v, v) try(g.emit, g, v, v) try(g.preset, g, v)\n"
    "  end\n"
    "  try(g.set_dice, g, 99, { 'a' }) try(g.set_dice, g, 2, {})\n"
    "  local faces = {} for i = 1, 50 do faces[i] = 'f' .. i end\n"
    "  try(g.set_dice, g, 2, faces)\n"
    "  prelude.ask(g, 1, 'pick', 'Pick', nil, { { cmd = 'end' }, { cmd = string.rep('w ', 200) },\n"
    "     { label = 'no command' }, 'not a table' })\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void hostile_script_stays_in_bounds(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", HOSTILE_RULES);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("hostile toy: %s", err);
  enum bang_status st = bang_game_advance(g);
  if (st != BANG_AWAITING) fail_msg("hostile toy: status %d: %s", (int)st, bang_game_error(g));
  const bang_decision *d = bang_game_decision(g);
  for (int i = 0; i < d->options; i++) {
    bang_msg label;
    (void)bang_game_option_command(g, i);
    (void)bang_game_option_label(g, i, &label);
  }
  bang_msg why;
  char typed[600];
  memset(typed, 'w', sizeof typed - 1);
  typed[sizeof typed - 1] = '\0';
  (void)bang_game_match_command(g, typed, &why);
  answer_command(g, "end");
  st = bang_game_advance(g);
  if (st != BANG_OVER) fail_msg("hostile toy: status %d: %s", (int)st, bang_game_error(g));
  bang_game_free(g);
}

/* What the set-up of the toy variants below does first: one die, and three
 * players with 3 life each. */
#define TOY_ONE_DIE_SEATS                                                      \
  "  g:set_dice(1, { 'x', 'y' })\n"                                           \
  "  for p = 1, g:players() do\n"                                             \
  "    g:set_role(p, 'sheriff', true) g:set_max_life(p, 3) g:set_life(p, 3)\n" \
  "  end\n"

/* g:emit calls the handlers of its own event name only, in the order they
 * were registered, whatever kind of string names it (short, long and made
 * anew, a number), skips the handlers of dead owners and those added while
 * it runs, continues after a handler's decision, and a reset drops every
 * handler (levents.c indexes handlers by name). */
static const char EVENT_RULES[] =
    "local rules = {}\n"
    "local trace\n"
    "local function note(s) return function() trace[#trace + 1] = s end end\n"
    "function rules.setup(g, characters)\n"
    TOY_ONE_DIE_SEATS
    "  trace = {}\n"
    "  g:on('a', 0, note('a1'))\n"
    "  g:on('b', 0, note('b1'))\n"
    "  g:on('a', 2, note('a2'))\n"
    "  g:on(string.rep('l', 60) .. 'x', 0, note('L'))\n"
    "  g:on(7, 0, note('n'))\n"
    "  g:on('a', 0, function(g, ev)\n"
    "    trace[#trace + 1] = 'a3'\n"
    "    g:on('a', 0, note('late'))\n"
    "    prelude.ask(g, 1, 'pick', 'Pick', nil, { { cmd = 'go' } })\n"
    "    ev.seen = true\n"
    "  end)\n"
    "end\n"
    "function rules.play(g)\n"
    "  assert(g:emit('a').seen)\n"
    "  g:emit('c', {})\n"
    "  g:emit(string.rep('l', 60) .. 'x')\n"
    "  g:emit('7')\n"
    "  g:eliminate(2)\n"
    "  g:emit('a')\n"
    "  local got = table.concat(trace, ' ')\n"
    "  if got ~= 'a1 a2 a3 L n a1 a3 late' then error('trace: ' .. got) end\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void events_reach_their_listeners(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", EVENT_RULES);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("event toy: %s", err);
  for (int round = 0; round < 2; round++) {
    if (round == 1 && !bang_game_reset(g, &setup, err, sizeof err)) fail_msg("reset: %s", err);
    int asked = 0;
    enum bang_status st;
    while ((st = bang_game_advance(g)) == BANG_AWAITING) {
      answer_command(g, "go");
      asked++;
    }
    if (st != BANG_OVER) fail_msg("event toy: status %d: %s", (int)st, bang_game_error(g));
    assert_int_equal(asked, 2);
  }
  bang_game_free(g);
}

/* g:on_own handlers hear only the events emitted about their owner's seat
 * (none emitted without a seat), in registration order among the g:on
 * handlers, and g:listening_seats says who listens to what (levents.c). */
static const char OWN_EVENT_RULES[] =
    "local rules = {}\n"
    "local trace\n"
    "local function note(s) return function(g, ev, owner) trace[#trace + 1] = s .. owner end end\n"
    "function rules.setup(g, characters)\n"
    TOY_ONE_DIE_SEATS
    "  trace = {}\n"
    "  g:on_own('o', 1, note('own'))\n"
    "  g:on('o', 3, note('any'))\n"
    "  g:on_own('o', 2, note('own'))\n"
    "  g:on_own('p', 3, note('p'))\n"
    "  g:on('q', 0, note('q'))\n"
    "  assert(not pcall(g.on_own, g, 'o', 0, note('x')), 'an own handler needs a seat')\n"
    "end\n"
    "function rules.play(g)\n"
    "  local seats = g:listening_seats()\n"
    "  assert(seats.o == 1 | 2 | 4 and seats.p == 8 and seats.q == 1, 'listening seats')\n"
    "  local into = { o = 0, zz = 5 }\n"
    "  assert(g:listening_seats(into) == into and into.o == 7 and into.q == 1 and into.zz == 5, 'filled')\n"
    "  g:emit('o', {}, 1)\n"
    "  g:emit('o', {}, 2)\n"
    "  g:emit('o', {}, 3)\n"
    "  g:emit('o')\n"
    "  g:emit('p', {}, 3)\n"
    "  g:emit('q', {}, 2)\n"
    "  g:eliminate(2)\n"
    "  g:emit('o', {}, 2)\n"
    "  local got = table.concat(trace, ' ')\n"
    "  if got ~= 'own1 any3 any3 own2 any3 any3 p3 q0 any3' then error('trace: ' .. got) end\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void own_events_reach_their_seat(void **state) {
  play_toy(*state, OWN_EVENT_RULES, "own event toy");
}

/* g:move_counter moves a counter's tokens (arrows) between the pile and a
 * seat in one call, keeps
 * the board up to date, and refuses a move that would leave either below 0
 * (lgame.c). */
static const char ARROW_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    TOY_ONE_DIE_SEATS
    "end\n"
    "function rules.play(g)\n"
    "  local board = g:board()\n"
    "  g:set_pile(9)\n"
    "  assert(board.arrows == nil and g:counter(2, 'arrows') == 0, 'no counter before it is named')\n"
    "  assert(g:move_counter(2, 'arrows', 3) == 6 and g:pile() == 6 and g:counter(2, 'arrows') == 3, 'taken')\n"
    "  assert(board.pile == 6 and board.arrows[2] == 3, 'board follows')\n"
    "  assert(g:move_counter(2, 'arrows', -2) == 8 and g:counter(2, 'arrows') == 1 and board.arrows[2] == 1, 'given back')\n"
    "  assert(not pcall(g.move_counter, g, 2, 'arrows', -2), 'a seat cannot hold fewer than 0')\n"
    "  assert(not pcall(g.move_counter, g, 1, 'arrows', 9), 'the pile cannot hold fewer than 0')\n"
    "  assert(g:pile() == 8 and g:counter(1, 'arrows') == 0 and g:counter(2, 'arrows') == 1, 'a refused move changes nothing')\n"
    "  assert(g.arrows == nil and g.set_arrows == nil and g.move_arrows == nil, 'arrows are only a counter')\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void arrows_move_in_one_call(void **state) {
  play_toy(*state, ARROW_RULES, "arrow toy");
}

/* g:shuffle shuffles a list in place with the game's RNG: every element
 * kept once, short lists left alone, the list returned (lgame.c; that it
 * draws as prelude's old Lua loop did is what keeps every simulated game
 * the same as before it). */
static const char SHUFFLE_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    TOY_ONE_DIE_SEATS
    "end\n"
    "function rules.play(g)\n"
    "  local list, moved = {}, false\n"
    "  for i = 1, 40 do list[i] = i end\n"
    "  assert(g:shuffle(list) == list and #list == 40, 'shuffled in place')\n"
    "  local seen = {}\n"
    "  for i = 1, 40 do\n"
    "    assert(not seen[list[i]], 'each element once') seen[list[i]] = true\n"
    "    moved = moved or list[i] ~= i\n"
    "  end\n"
    "  assert(moved, 'forty elements in their order: no shuffle')\n"
    "  assert(#g:shuffle({}) == 0 and g:shuffle({ 'a' })[1] == 'a', 'short lists')\n"
    "  assert(not pcall(g.shuffle, g, 'abc'), 'only a table')\n"
    "  local liar = setmetatable({ 1, 2 }, { __len = function() return 0x7fffffff end })\n"
    "  assert(#g:shuffle(liar) == 0x7fffffff and rawlen(liar) == 2, 'a lying __len does not stretch the loop')\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void lists_shuffle_in_place(void **state) {
  play_toy(*state, SHUFFLE_RULES, "shuffle toy");
}

/* g:die, g:faces and g:roll push cached face strings (lgame.c): they must
 * follow a second g:set_dice; g:decide reads its fields as a Lua index
 * would, through a metatable too; zone names made at run time are known
 * and wrong ones refused (lcards.c compares string addresses first). */
static const char FACE_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  g:set_dice(2, { 'x', 'y' })\n"
    "  for p = 1, g:players() do\n"
    "    g:set_role(p, 'sheriff', true) g:set_max_life(p, 3) g:set_life(p, 3)\n"
    "  end\n"
    "end\n"
    "function rules.play(g)\n"
    "  g:set_die(1, 'y', true)\n"
    "  local face, locked = g:die(1)\n"
    "  assert(face == 'y' and locked, 'die 1 shows y')\n"
    "  g:set_dice(2, { 'p', 'q', 'r' })\n"
    "  g:set_die(1, 'q')\n"
    "  assert(g:die(1) == 'q' and g:faces()[1] == 'q' and g:faces()[2] == nil, 'new faces')\n"
    "  local rolled = g:roll(2)\n"
    "  assert(rolled == 'p' or rolled == 'q' or rolled == 'r', 'rolled ' .. tostring(rolled))\n"
    "  assert(g:die(2) == rolled, 'die 2 shows the roll')\n"
    "  local fields = { player = 2, kind = 'pick', prompt = 'Pick',\n"
    "                   options = { { cmd = 'go' }, { cmd = 'stay' } } }\n"
    "  local i, option = g:decide(setmetatable({}, { __index = fields }))\n"
    "  assert(i == 2 and option.cmd == 'stay', 'answer ' .. tostring(i))\n"
    "  local id = g:new_card('bang', 'S', 5)\n"
    "  assert(g:where(id) == 'deck' and g:count('de' .. 'ck') == 1, 'deck')\n"
    "  g:move(id, string.sub('xhand', 2), 2)\n"
    "  assert(g:where(id) == 'hand' and g:cards('hand', 2)[1] == id, 'hand')\n"
    "  assert(not pcall(g.count, g, 'hands', 2) and not pcall(g.count, g, 7), 'bad zones')\n"
    "  local m1, b2 = g:new_card('missed', 'C', 3), g:new_card('bang', 'D', 2)\n"
    "  g:move(m1, 'hand', 2); g:move(b2, 'hand', 2)\n"
    "  local kinds, n = g:one_per_type('hand', 2)\n"
    "  assert(n == 2 and #kinds == 2 and kinds[1] == id and kinds[2] == m1, 'one_per_type: the first of each type')\n"
    "  local into = { 9, 9, 9, 9 }\n"
    "  kinds, n = g:one_per_type('hand', 2, into)\n"
    "  assert(kinds == into and n == 2 and into[2] == m1 and into[3] == nil and into[4] == nil, 'one_per_type: into')\n"
    "  assert(select(2, g:one_per_type('hand', 1)) == 0 and not pcall(g.one_per_type, g, 'hand', 2, 5))\n"
    "  local list = { 7, 7, 7, 7, 7 }\n"
    "  local got = g:cards('hand', 2, list)\n"
    "  assert(got == list and #list == 3 and list[1] == id and list[3] == b2 and list[4] == nil, 'cards: into')\n"
    "  assert(#g:cards('hand', 1, list) == 0 and list[1] == nil and not pcall(g.cards, g, 'hand', 2, 5), 'cards: into, none')\n"
    "  local since = g:moves('play')\n"
    "  assert(g:moved_seats('play', since) == 0, 'moved_seats: none yet')\n"
    "  g:move(m1, 'play', 3)\n"
    "  assert(g:moved_seats('play', since) == 4, 'moved_seats: seat 3')\n"
    "  g:move(m1, 'play', 1)\n"
    "  assert(g:moved_seats('play', since) == 5, 'moved_seats: out of 3, into 1')\n"
    "  assert(g:moved_seats('play', g:moves('play')) == 0 and not pcall(g.moved_seats, g, 'deck', 0))\n"
    "  assert(g:holding('hand') == 2 and g:holding('play') == 1 and not pcall(g.holding, g, 'deck'), 'holding')\n"
    "  local before, in_play = g:moves(), g:moves('play')\n"
    "  assert(g:move_all('hand', 2, 'discard') == 2 and g:count('hand', 2) == 0, 'move_all: the hand')\n"
    "  local pile = g:cards('discard')\n"
    "  assert(#pile == 2 and pile[1] == id and pile[2] == b2 and g:moves() == before + 2, 'move_all: bottom first, counted')\n"
    "  assert(g:move_all('discard', 'play', 1) == 2 and g:moves('play') == in_play + 2, 'move_all: into play')\n"
    "  assert(g:cards('play', 1)[2] == id and g:move_all('discard', 'deck') == 0 and not pcall(g.move_all, g, 'hand', 'deck'))\n"
    "  local d1, d2 = g:new_card('bang', 'S', 7), g:new_card('missed', 'S', 8)\n"
    "  before = g:moves()\n"
    "  assert(g:count('deck') == 2 and g:deal(1, 'hand', 3) == 1 and g:cards('hand', 3)[1] == d2, 'deal: the top card')\n"
    "  assert(g:deal(99, 'discard') == 1 and g:count('deck') == 0 and g:moves() == before + 2, 'deal: as many as there are')\n"
    "  assert(g:cards('discard')[1] == d1 and g:deal(1, 'hand', 3) == 0 and not pcall(g.deal, g, 1, 'hand'), 'deal: none left')\n"
    "  local first = g:new_cards({ 'bang', 'missed' }, { 'H', 'S' }, { 9, 14 })\n"
    "  local t1, s1, v1 = g:card(first)\n"
    "  assert(t1 == 'bang' and s1 == 'H' and v1 == 9 and g:card(first + 1) == 'missed', 'new_cards')\n"
    "  assert(g:where(first + 1) == 'deck' and g:new_cards({}, {}, {}) == nil, 'new_cards: none')\n"
    "  assert(not pcall(g.new_cards, g, { 'x' }, { 'S' }, {}), 'new_cards: a suit without a value')\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void faces_and_decisions_read_right(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", FACE_RULES);
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("face toy: %s", err);
  enum bang_status st = bang_game_advance(g);
  if (st != BANG_AWAITING) fail_msg("face toy: status %d: %s", (int)st, bang_game_error(g));
  const bang_decision *d = bang_game_decision(g);
  assert_int_equal(d->player, 2);
  assert_string_equal(d->kind, "pick");
  assert_int_equal(d->options, 2);
  answer_command(g, "stay");
  st = bang_game_advance(g);
  if (st != BANG_OVER) fail_msg("face toy: status %d: %s", (int)st, bang_game_error(g));
  bang_game_free(g);
}

/* g:board() follows every change of life, arrows, presence and the pile,
 * and a reset (lgame.c); g:roll_dice rolls as g:roll does, die by die
 * from the same RNG, locks the face asked and returns the dice rolled and
 * the dice showing each face as bit sets; g:clear_dice unrolls; g:set_turn
 * sets the active player too. */
static const char BOARD_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  g:set_dice(3, { 'x', 'y' })\n"
    "  for p = 1, g:players() do\n"
    "    g:set_role(p, 'sheriff', true) g:set_max_life(p, 3) g:set_life(p, 3)\n"
    "  end\n"
    "  g:set_counter(1, 'arrows', 0)\n"
    "end\n"
    "function rules.play(g)\n"
    "  local b, n = g:board(), g:players()\n"
    "  assert(b.life[1] == 3 and b.arrows[2] == 0 and b.alive[n] == true and b.pile == 0, 'start')\n"
    "  assert(b.alive[n + 1] == false, 'no seat ' .. (n + 1))\n"
    "  g:set_life(1, 2) g:set_counter(2, 'arrows', 4) g:set_pile(5) g:eliminate(3) g:set_max_life(2, 1)\n"
    "  assert(b.life[1] == 2 and b.arrows[2] == 4 and b.pile == 5, 'set')\n"
    "  assert(b.alive[3] == false and b.life[3] == 0 and b.life[2] == 1, 'out, clamped')\n"
    "  g:set_die(1, 'y', true)\n"
    "  g:clear_dice()\n"
    "  local face, locked = g:die(1)\n"
    "  assert(face == nil and not locked, 'cleared')\n"
    "  local faces, seen = {}, {}\n"
    "  if g:preset().one_by_one then\n"
    "    for _, i in ipairs({ 3, 1 }) do faces[i] = g:roll(i) end\n"
    "  else\n"
    "    local just, xs, ys = g:roll_dice({ 3, 1 }, faces, 'x')\n"
    "    assert(just == 1 << 3 | 1 << 1, 'the dice rolled, as a bit set')\n"
    "    for _, i in ipairs({ 3, 1 }) do\n"
    "      face, locked = g:die(i)\n"
    "      assert(face == faces[i] and locked == (face == 'x'), 'die ' .. i)\n"
    "      assert((xs >> i & 1 == 1) == (face == 'x') and (ys >> i & 1 == 1) == (face == 'y'), 'shown ' .. i)\n"
    "    end\n"
    "    assert((xs | ys) & 1 << 2 == 0, 'die 2 shows nothing')\n"
    "    assert(g:die(2) == nil and faces[2] == nil, 'die 2 not rolled')\n"
    "    assert(not pcall(g.roll_dice, g, { 4 }, faces), 'no die 4')\n"
    "    assert(not pcall(g.roll_dice, g, { 1 }, faces, 'z'), 'no face z')\n"
    "    local again, xs2, ys2 = g:roll_dice(1 << 3 | 1 << 2, nil)\n"
    "    assert(again == 1 << 3 | 1 << 2, 'a bit set rolls its dice')\n"
    "    for i = 1, 3 do\n"
    "      face = g:die(i)\n"
    "      assert((xs2 >> i & 1 == 1) == (face == 'x') and (ys2 >> i & 1 == 1) == (face == 'y'), 'shown again ' .. i)\n"
    "    end\n"
    "    assert(faces[2] == nil and g:die(2) ~= nil, 'no faces table: none written')\n"
    "    assert(not pcall(g.roll_dice, g, 1 << 4, nil), 'no die 4 in a set')\n"
    "    assert(not pcall(g.roll_dice, g, 1, nil), 'no die 0 in a set')\n"
    "  end\n"
    "  g:set_turn(4, 2)\n"
    "  assert(g:turn() == 4 and g:active() == 2, 'turn and active player at once')\n"
    "  assert(not pcall(g.set_turn, g, 5, n + 1) and g:turn() == 4, 'no such seat: nothing set')\n"
    "  g:finish { id = faces[3] .. faces[1], winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void board_and_dice_rolled_at_once(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", BOARD_RULES);
  char first[64] = "";
  for (int round = 0; round < 3; round++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 7);
    setup.data_dir = t->root;
    if (round == 2) setup.extra = "return { one_by_one = true }";
    char err[ERRLEN];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("board toy: %s", err);
    /* A reset to another table size rewrites the board. */
    setup.players = 5;
    if (round == 1 && !bang_game_reset(g, &setup, err, sizeof err)) fail_msg("reset: %s", err);
    enum bang_status st = bang_game_advance(g);
    if (st != BANG_OVER) fail_msg("board toy: status %d: %s", (int)st, bang_game_error(g));
    const char *faces = bang_game_result(g)->id;
    if (round == 0) snprintf(first, sizeof first, "%s", faces);
    else assert_string_equal(faces, first); /* same seed, same faces */
    bang_game_free(g);
  }
}

/* bang_game_answer_at_random answers as bang_game_random_choice does from
 * the same state, in place or through a yield (past BANG_AUTO_STREAK in a
 * row), and stops at its cap with the decision pending. */
static const char MANY_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  for p = 1, g:players() do g:set_role(p, 'sheriff', true) end\n"
    "end\n"
    "function rules.play(g)\n"
    "  local options = { { cmd = 'a' }, { cmd = 'b' }, { cmd = 'c' } }\n"
    "  local h = 0\n"
    "  for k = 1, 600 do\n"
    "    local i, option = g:decide { player = 1 + k % 3, kind = 'pick', prompt = 'Pick', options = options }\n"
    "    assert(option == options[i], 'the option answered')\n"
    "    h = (h * 31 + i) % 1000000007\n"
    "  end\n"
    "  g:finish { id = tostring(h), winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static void random_answers_in_place(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", MANY_RULES);
  char results[2][64];
  for (int round = 0; round < 3; round++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 1);
    setup.data_dir = t->root;
    char err[ERRLEN];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("many toy: %s", err);
    uint64_t seed = 12345;
    enum bang_status st;
    if (round == 0) {
      while ((st = bang_game_advance(g)) == BANG_AWAITING)
        assert_true(bang_game_answer(g, bang_game_random_choice(g, &seed)));
    } else if (round == 1) {
      bang_game_answer_at_random(g, seed, 100000);
      st = bang_game_advance(g);
    } else {
      bang_game_answer_at_random(g, seed, 300);
      assert_int_equal(bang_game_advance(g), BANG_AWAITING);
      assert_int_equal(bang_game_steps(g), 300);
      assert_non_null(bang_game_decision(g)); /* the 301st, unanswered */
      bang_game_free(g);
      break;
    }
    if (st != BANG_OVER) fail_msg("many toy: status %d: %s", (int)st, bang_game_error(g));
    assert_int_equal(bang_game_steps(g), 600);
    snprintf(results[round], sizeof results[round], "%s", bang_game_result(g)->id);
    bang_game_free(g);
  }
  assert_string_equal(results[0], results[1]);
}

/*
 * bang_game_answer_by_bots answers every decision as the front ends' loop
 * does (bang_game_bot_choice, and on a failure bang_game_random_choice from
 * the same state, counted), most of them in place inside g:decide: the
 * decision's prompt is then read once, not a second time as a yield reads
 * it (eager prompts). Its bots break in every way a bot can (an error, an
 * answer that is no option number, an endless loop, a memory hog): each
 * failure is the bot's alone, answered at random and counted, and the game
 * goes on to the same end.
 */
static const char BOT_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  for p = 1, g:players() do g:set_role(p, 'sheriff', true) end\n"
    "end\n"
    "function rules.play(g)\n"
    "  local options = { { cmd = 'a' }, { cmd = 'b' }, { cmd = 'c' } }\n"
    "  local reads = 0\n"
    "  local d = setmetatable({ kind = 'pick', options = options }, { __index = function(_, k)\n"
    "    if k == 'prompt' then reads = reads + 1 return 'Pick' end end })\n"
    "  local h = 0\n"
    "  for k = 1, 600 do\n"
    "    d.player = 1 + k % 3\n"
    "    local i, option = g:decide(d)\n"
    "    assert(option == options[i], 'the option answered')\n"
    "    h = (h * 31 + i) % 1000000007\n"
    "  end\n"
    "  g:finish { id = h .. '/' .. reads, winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static const char BROKEN_BOT[] =
    "local bot, calls = {}, 0\n"
    "function bot.new_game(view, public, previous) calls = 0 return {} end\n"
    "function bot.choose(view, decision, state, kind, player, n, options)\n"
    "  assert(kind == 'pick' and decision.kind == 'pick' and n == 3 and #options == 3)\n"
    "  assert(options[2].cmd == 'b' and player == decision.player and player == view:me())\n"
    "  calls = calls + 1\n"
    "  if calls % 97 == 5 then error('the bot broke at ' .. calls) end\n"
    "  if calls % 97 == 20 then return 'x' end\n"
    "  if player == 2 and calls == 150 then while true do end end\n"
    "  if player == 3 and calls == 120 then local t = {} for i = 1, 1e9 do t[i] = { i } end end\n"
    "  return math.random(n)\n"
    "end\n"
    "return bot\n";

static void bots_answer_in_place(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", BOT_RULES);
  tree_file(t, "lua/toy/bot.lua", BROKEN_BOT);
  char results[2][64], first[2][256];
  long failures[2];
  for (int round = 0; round < 3; round++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 1);
    setup.data_dir = t->root;
    char err[ERRLEN];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("bots toy: %s", err);
    bang_game_set_eager_prompts(g, true);
    uint64_t seed = 4242;
    enum bang_status st;
    const char *why = "";
    if (round == 0) { /* the loop simulations ran before */
      failures[0] = 0;
      char message[sizeof first[0]] = "";
      while ((st = bang_game_advance(g)) == BANG_AWAITING) {
        int choice = bang_game_bot_choice(g);
        if (choice < 0) {
          if (failures[0]++ == 0) snprintf(message, sizeof message, "%s", bang_game_error(g));
          choice = bang_game_random_choice(g, &seed);
        }
        assert_true(bang_game_answer(g, choice));
      }
      why = message;
      snprintf(first[0], sizeof first[0], "%s", why);
    } else if (round == 1) {
      bang_game_answer_by_bots(g, seed, 100000);
      st = bang_game_advance(g);
      failures[1] = bang_game_bot_failures(g, &why);
      snprintf(first[1], sizeof first[1], "%s", why);
    } else {
      bang_game_answer_by_bots(g, seed, 300);
      assert_int_equal(bang_game_advance(g), BANG_AWAITING);
      assert_int_equal(bang_game_steps(g), 300);
      assert_non_null(bang_game_decision(g)); /* the 301st, unanswered */
      const char *none;
      assert_true(bang_game_bot_failures(g, &none) > 0);
      bang_game_free(g);
      break;
    }
    if (st != BANG_OVER) fail_msg("bots toy: status %d: %s", (int)st, bang_game_error(g));
    assert_int_equal(bang_game_steps(g), 600);
    const char *id = bang_game_result(g)->id;
    const char *slash = strchr(id, '/');
    assert_non_null(slash);
    long reads = strtol(slash + 1, NULL, 10);
    if (round == 0) assert_int_equal(reads, 1200); /* each read again on the way out */
    /* In place but a seat's first decision (its world is made on the way
     * out) and one past every BANG_AUTO_STREAK in a row. */
    else if (reads > 610) fail_msg("%ld prompt reads: not answered in place", reads);
    snprintf(results[round], sizeof results[round], "%.*s", (int)(slash - id), id);
    bang_game_free(g);
  }
  assert_string_equal(results[0], results[1]);
  /* 3 errors and 2 wrong answers per seat, a loop and a memory hog; the
   * hog's seat starts again in a new world (bang_lview_drop_bot) whose
   * count of calls starts again: one more error at its 5th call. */
  assert_int_equal(failures[0], 18);
  assert_int_equal(failures[1], 18);
  for (int round = 0; round < 2; round++) {
    if (!strstr(first[round], "lua/toy/bot.lua:7: the bot broke at 5"))
      fail_msg("round %d: the first failure says '%s'", round, first[round]);
  }
}

/* A bot that fills the state to the memory cap with tables it keeps (an
 * upvalue of its world) at one decision, the 10th. */
static const char HOARD_RULES[] =
    "local rules = {}\n"
    "function rules.setup(g, characters)\n"
    "  for p = 1, g:players() do g:set_role(p, 'sheriff', true) end\n"
    "end\n"
    "function rules.play(g)\n"
    "  local options = { { cmd = 'a' }, { cmd = 'b' }, { cmd = 'c' } }\n"
    "  local kept = {}\n"
    "  for k = 1, 60 do\n"
    "    local i = g:decide { player = 1 + k % 3, kind = 'pick', prompt = 'Pick', args = { k = k },\n"
    "                          options = options }\n"
    "    kept[k] = { i }\n"
    "  end\n"
    "  g:finish { id = 'over', winners = { 1 } }\n"
    "end\n"
    "return rules\n";

static const char HOARDING_BOT[] =
    "local bot, hoard = {}, {}\n"
    "function bot.new_game() return {} end\n"
    "function bot.choose(view, decision, state, kind, player, n, options)\n"
    "  if decision.args.k == 10 then for i = 1, 1e9 do hoard[i] = { i } end end\n"
    "  return 1\n"
    "end\n"
    "return bot\n";

/* The bot goes over the memory cap and keeps what it took: its world is
 * dropped (what it held with it), so the rules go on and the game ends,
 * with the bot's failure told and nobody else blamed. Both ways a bot is
 * asked: from the loop (bang_game_bot_choice) and in place. */
static void hoarding_bot_is_dropped(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", HOARD_RULES);
  tree_file(t, "lua/toy/bot.lua", HOARDING_BOT);
  for (int in_place = 0; in_place < 2; in_place++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 1);
    setup.data_dir = t->root;
    char err[ERRLEN];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("hoarding bot: %s", err);
    uint64_t seed = 7;
    long failures = 0;
    char first[512] = "";
    enum bang_status st;
    if (in_place) {
      bang_game_answer_by_bots(g, seed, 1000);
      st = bang_game_advance(g);
      const char *why;
      failures = bang_game_bot_failures(g, &why);
      snprintf(first, sizeof first, "%s", why);
    } else {
      while ((st = bang_game_advance(g)) == BANG_AWAITING) {
        int choice = bang_game_bot_choice(g);
        if (choice < 0) {
          if (failures++ == 0) snprintf(first, sizeof first, "%s", bang_game_error(g));
          choice = bang_game_random_choice(g, &seed);
        }
        assert_true(bang_game_answer(g, choice));
      }
    }
    if (st != BANG_OVER) fail_msg("in place %d: status %d: %s", in_place, (int)st, bang_game_error(g));
    assert_int_equal(failures, 1);
    if (!strstr(first, "lua/toy/bot.lua:4:") || !strstr(first, "memory cap"))
      fail_msg("in place %d: the failure says '%s'", in_place, first);
    if (bang_game_memory(g) > 16u << 20)
      fail_msg("in place %d: %zu bytes still in use", in_place, bang_game_memory(g));
    bang_game_free(g);
  }
}

/* Option commands holding a NUL byte (a script's): the byte is dropped,
 * so two commands that differ after it stay two commands (the fresh attack
 * of issue 31: "a\0b" and "a\0c" both read "a"). */
static void nul_in_commands(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua",
            "local rules = {}\n"
            "function rules.setup(g) end\n"
            "function rules.play(g)\n"
            "  g:decide { player = 1, kind = 'pick', prompt = 'P',\n"
            "             options = { { cmd = 'a\\0b' }, { cmd = 'a\\0c' } } }\n"
            "  g:finish { id = 'done', winners = { 1 } }\n"
            "end\n"
            "return rules\n");
  bang_setup setup;
  bang_setup_init(&setup, "toy", 3, 1);
  setup.data_dir = t->root;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("toy game: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_string_equal(bang_game_option_command(g, 0), "ab");
  assert_string_equal(bang_game_option_command(g, 1), "ac");
  bang_game_free(g);
}

static void toy_variant(void **state) {
  tree *t = *state;
  tree_file(t, "lua/toy/rules.lua", TOY_RULES);
  static const struct {
    const char *typed;
    enum bang_status status;
    const char *error;
  } cases[] = {
      {"win", BANG_OVER, NULL},
      {"crash", BANG_FAILED, "lua/toy/rules.lua:17:"},
      {"loop", BANG_FAILED, "time budget"},
      {"leave", BANG_FAILED, "without a result"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    bang_setup setup;
    bang_setup_init(&setup, "toy", 3, 1);
    setup.data_dir = t->root;
    char err[ERRLEN];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("toy game: %s", err);
    assert_int_equal(bang_game_advance(g), BANG_AWAITING);
    const bang_decision *d = bang_game_decision(g);
    assert_int_equal(d->player, 2);
    assert_string_equal(d->kind, "pick");
    assert_int_equal(d->options, 4);
    assert_int_equal(bang_game_bot_choice(g), -1); /* the toy has no bot.lua */
    answer_command(g, cases[k].typed);
    enum bang_status st = bang_game_advance(g);
    if (st != cases[k].status)
      fail_msg("'%s': status %d, wanted %d (error: %s)", cases[k].typed, (int)st,
               (int)cases[k].status, bang_game_error(g));
    assert_null(bang_game_decision(g));
    assert_int_equal(bang_game_advance(g), st); /* stays there */
    if (st == BANG_OVER) {
      assert_int_equal(bang_game_results_declared(g), 1);
      const bang_msg *result = bang_game_result(g);
      assert_non_null(result);
      assert_string_equal(result->id, "{player} wins");
      assert_true(bang_game_player(g, 2)->won);
      assert_false(bang_game_player(g, 1)->won);
    } else {
      if (!strstr(bang_game_error(g), cases[k].error))
        fail_msg("'%s': error '%s' does not say '%s'", cases[k].typed, bang_game_error(g),
                 cases[k].error);
      assert_int_equal(bang_game_results_declared(g), 0);
    }
    bang_game_free(g);
  }
}

/* ---- determinism and no global state (docs/ARCHITECTURE.md, properties 4, 6) */

static void play_random(bang_game *g, uint64_t *bot, int steps) {
  for (int i = 0; i < steps && bang_game_advance(g) == BANG_AWAITING; i++)
    assert_true(bang_game_answer(g, bang_game_random_choice(g, bot)));
}

static int same_msg(const bang_msg *a, const bang_msg *b) {
  if (strcmp(a->id, b->id) != 0 || a->nargs != b->nargs) return 0;
  if ((a->rule == NULL) != (b->rule == NULL) || (a->rule && strcmp(a->rule, b->rule) != 0))
    return 0;
  for (int i = 0; i < a->nargs; i++) {
    const bang_arg *x = &a->args[i], *y = bang_msg_arg(b, x->key);
    if (!y || x->kind != y->kind) return 0;
    if (x->kind == BANG_ARG_TEXT ? strcmp(x->text, y->text) != 0 : x->number != y->number)
      return 0;
  }
  return 1;
}

static int same_game(const bang_game *a, const bang_game *b) {
  if (bang_game_log_size(a) != bang_game_log_size(b)) return 0;
  for (size_t i = 0; i < bang_game_log_size(a); i++)
    if (!same_msg(bang_game_log_entry(a, i), bang_game_log_entry(b, i))) return 0;
  for (int s = 1; s <= bang_game_players(a); s++) {
    const bang_player *p = bang_game_player(a, s), *q = bang_game_player(b, s);
    if (strcmp(p->role, q->role) || strcmp(p->character, q->character) || p->life != q->life ||
        memcmp(p->counters, q->counters, sizeof p->counters) || p->alive != q->alive || p->won != q->won)
      return 0;
  }
  return bang_game_steps(a) == bang_game_steps(b) && bang_game_turn(a) == bang_game_turn(b);
}

static bang_game *plain_game(int players, uint64_t seed) {
  bang_setup setup;
  bang_setup_init(&setup, "dice", players, seed);
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  return g;
}

static void same_seed_same_game(void **state) {
  (void)state;
  for (int players = 3; players <= 8; players++) {
    /* Two games alive side by side, stepped alternately. */
    bang_game *a = plain_game(players, 77), *b = plain_game(players, 77);
    uint64_t bot_a = 5, bot_b = 5;
    for (int round = 0; round < 200; round++) {
      play_random(a, &bot_a, 3);
      play_random(b, &bot_b, 3);
    }
    play_random(a, &bot_a, 20000);
    play_random(b, &bot_b, 20000);
    assert_int_equal(bang_game_advance(a), BANG_OVER);
    assert_int_equal(bang_game_advance(b), BANG_OVER);
    if (!same_game(a, b)) fail_msg("%d players, seed 77: two runs differ", players);
    /* A different seed deals or rolls differently. */
    bang_game *c = plain_game(players, 78);
    uint64_t bot_c = 5;
    play_random(c, &bot_c, 20000);
    assert_false(same_game(a, c));
    bang_game_free(a);
    bang_game_free(b);
    bang_game_free(c);
  }
}

/* Heuristic bot where there is one (lua/dice/bot.lua), else random. */
static void play_bot(bang_game *g, uint64_t *fallback, int steps) {
  for (int i = 0; i < steps && bang_game_advance(g) == BANG_AWAITING; i++) {
    int choice = bang_game_bot_choice(g);
    if (choice < 0) choice = bang_game_random_choice(g, fallback);
    assert_true(bang_game_answer(g, choice));
  }
}

/* bang_game_reset gives the very game bang_game_new would, whatever the
 * game played before it (rules and bot state included). */
static void reset_is_a_new_game(void **state) {
  (void)state;
  static const int sizes[] = {3, 5, 8, 4};
  bang_game *reused = plain_game(6, 999);
  uint64_t bot = 3;
  play_bot(reused, &bot, 20000);
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    int players = sizes[k];
    uint64_t seed = 500 + k;
    bang_game *fresh = plain_game(players, seed);
    uint64_t bot_fresh = 11, bot_reused = 11;
    play_bot(fresh, &bot_fresh, 20000);
    assert_int_equal(bang_game_advance(fresh), BANG_OVER);
    bang_setup setup;
    bang_setup_init(&setup, "dice", players, seed);
    char err[ERRLEN];
    if (!bang_game_reset(reused, &setup, err, sizeof err)) fail_msg("reset: %s", err);
    assert_int_equal(bang_game_steps(reused), 0);
    assert_int_equal(bang_game_log_size(reused), 0);
    assert_null(bang_game_result(reused));
    play_bot(reused, &bot_reused, 20000);
    assert_int_equal(bang_game_advance(reused), BANG_OVER);
    if (!same_game(fresh, reused))
      fail_msg("%d players, seed %llu: a reset game differs from a new one", players,
               (unsigned long long)seed);
    bang_game_free(fresh);
    /* Leave the next reset a game in the middle of a turn. */
    bang_setup_init(&setup, "dice", 7, 42);
    assert_true(bang_game_reset(reused, &setup, err, sizeof err));
    play_bot(reused, &bot, 7);
  }
  bang_setup setup;
  bang_setup_init(&setup, "solo", 4, 1);
  char err[ERRLEN] = "";
  assert_false(bang_game_reset(reused, &setup, err, sizeof err));
  assert_true(err[0] != '\0');
  bang_game_free(reused);
}

static void logging_off_keeps_no_log(void **state) {
  (void)state;
  bang_game *g = plain_game(5, 9);
  bang_game_set_logging(g, false);
  uint64_t bot = 1;
  play_random(g, &bot, 20000);
  assert_int_equal(bang_game_advance(g), BANG_OVER);
  assert_int_equal(bang_game_log_size(g), 0);
  assert_null(bang_game_log_entry(g, 0));
  assert_non_null(bang_game_result(g));
  bang_game_free(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(first_decision_is_reroll),
      cmocka_unit_test(commands_are_matched_canonically),
      cmocka_unit_test(dynamite_is_locked),
      cmocka_unit_test(three_dynamite),
      cmocka_unit_test(shots_and_beers),
      cmocka_unit_test(names_of_ids),
      cmocka_unit_test(scripted_dice_pause),
      cmocka_unit_test(bad_setups_fail_with_a_message),
      cmocka_unit_test_setup_teardown(broken_rules_name_file_and_line, dice_tree_setup,
                                      tree_teardown),
      cmocka_unit_test_setup_teardown(endless_loop_in_rules_fails, dice_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(toy_variant, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(nul_in_commands, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(events_reach_their_listeners, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(own_events_reach_their_seat, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(arrows_move_in_one_call, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(lists_shuffle_in_place, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(faces_and_decisions_read_right, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(board_and_dice_rolled_at_once, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(random_answers_in_place, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(bots_answer_in_place, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(hoarding_bot_is_dropped, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(scripts_are_strict, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(require_stays_in_the_variant, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(require_another_variants_module, toy_tree_setup,
                                      tree_teardown),
      cmocka_unit_test_setup_teardown(faceup_cards_and_notes, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(view_lives_keyed, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(types_key_follows_the_cards, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(worlds_share_nothing, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(reloaded_files_keep_their_worlds, toy_tree_setup,
                                      tree_teardown),
      cmocka_unit_test_setup_teardown(lazy_prompts_are_read_on_demand, toy_tree_setup,
                                      tree_teardown),
      cmocka_unit_test_setup_teardown(hostile_bot_reasons, toy_tree_setup, tree_teardown),
      cmocka_unit_test_setup_teardown(schema_names_file_line_and_field, toy_tree_setup,
                                      tree_teardown),
      cmocka_unit_test(same_seed_same_game),
      cmocka_unit_test(reset_is_a_new_game),
      cmocka_unit_test(logging_off_keeps_no_log),
      /* Last: under AddressSanitizer an overflow ends the whole program. */
      cmocka_unit_test_setup_teardown(hostile_script_stays_in_bounds, toy_tree_setup,
                                      tree_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
