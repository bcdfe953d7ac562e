/*
 * test_render.c: structured messages as text (src/render.c) and terminal
 * column widths (src/lang/textwidth.c).
 *
 * Placeholders are replaced by player names, numbers and translated text
 * ids (a newline-separated list of ids becomes a comma-separated list);
 * unknown or malformed placeholders are left as they are; output is always
 * cut to the buffer. bang_text_width counts terminal columns (Chinese
 * characters take two) and bang_text_pad pads by columns, not bytes.
 * Runs in English (bang_i18n_setup("en")), the source language.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "i18n.h"
#include "msg.h"
#include "render.h"
#include "textwidth.h"

static bang_msg message(const char *id) {
  bang_msg m;
  memset(&m, 0, sizeof m);
  m.id = id;
  return m;
}

static void add(bang_msg *m, const char *key, enum bang_arg_kind kind, long number,
                const char *text) {
  assert_true(m->nargs < BANG_MSG_MAX_ARGS);
  bang_arg *a = &m->args[m->nargs++];
  snprintf(a->key, sizeof a->key, "%s", key);
  a->kind = kind;
  a->number = number;
  snprintf(a->text, sizeof a->text, "%s", text ? text : "");
}

static int setup_game(void **state) {
  char chosen[16];
  if (!bang_i18n_setup("en", chosen, sizeof chosen)) return -1;
  bang_setup setup;
  bang_setup_init(&setup, "dice", 4, 1);
  char name[32];
  snprintf(name, sizeof name, "Ann"); /* the game copies names */
  setup.names[0] = name;
  setup.names[1] = "Bob";
  setup.names[2] = "张三";
  char err[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  snprintf(name, sizeof name, "XXX");
  if (!g) {
    fprintf(stderr, "bang_game_new: %s\n", err);
    return -1;
  }
  *state = g;
  return 0;
}

static int teardown_game(void **state) {
  bang_game_free(*state);
  return 0;
}

static void substitutes_players_and_numbers(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("{player} takes an arrow ({n} held, {pile} left in the pile).");
  add(&m, "player", BANG_ARG_PLAYER, 2, NULL);
  add(&m, "n", BANG_ARG_NUMBER, 3, NULL);
  add(&m, "pile", BANG_ARG_NUMBER, 0, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Bob takes an arrow (3 held, 0 left in the pile).");

  m = message("{target} {player}{target}, {n}");
  add(&m, "player", BANG_ARG_PLAYER, 1, NULL);
  add(&m, "target", BANG_ARG_PLAYER, 3, NULL);
  add(&m, "n", BANG_ARG_NUMBER, -12, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "张三 Ann张三, -12");

  /* The fourth seat got the default name. */
  m = message("{player}");
  add(&m, "player", BANG_ARG_PLAYER, 4, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, bang_game_player(g, 4)->name);
  assert_true(out[0] != '\0');

  /* A seat that does not exist, or no game, renders as "?". */
  m = message("[{player}]");
  add(&m, "player", BANG_ARG_PLAYER, 9, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "[?]");
  m.args[0].number = 0;
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "[?]");
  m.args[0].number = 1;
  bang_render(NULL, &m, out, sizeof out);
  assert_string_equal(out, "[?]");
}

static void unknown_placeholders_left_as_is(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("Hello {nobody}, {player}! {} {PLAYER} {player");
  add(&m, "player", BANG_ARG_PLAYER, 1, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Hello {nobody}, Ann! {} {PLAYER} {player");

  m = message("50% off } {a_key_far_too_long_for_any_argument} done");
  add(&m, "a_key_far_too_", BANG_ARG_NUMBER, 1, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "50% off } {a_key_far_too_long_for_any_argument} done");

  m = message("no placeholders at all");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "no placeholders at all");
  m = message("");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "");
}

static void text_lists_joined(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("{player} rolls: {dice}.");
  add(&m, "player", BANG_ARG_PLAYER, 2, NULL);
  add(&m, "dice", BANG_ARG_TEXT, 0,
      "die face\004Arrow\ndie face\004Beer\n-\ndie face\004Gatling");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Bob rolls: Arrow, Beer, -, Gatling.");

  m = message("[{one}] [{none}]");
  add(&m, "one", BANG_ARG_TEXT, 0, "dice role\004Sheriff");
  add(&m, "none", BANG_ARG_TEXT, 0, "");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "[Sheriff] []");

  /* A text id without a context is rendered as itself in English. */
  m = message("{dice}");
  add(&m, "dice", BANG_ARG_TEXT, 0, "1 3 5");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "1 3 5");
}

static void template_may_reorder(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("{player} shoots {target} with die {die}.");
  add(&m, "player", BANG_ARG_PLAYER, 1, NULL);
  add(&m, "target", BANG_ARG_PLAYER, 2, NULL);
  add(&m, "die", BANG_ARG_NUMBER, 4, NULL);
  bang_render_template(g, "第{die}颗骰子：{target}被{player}射中。", &m, out, sizeof out);
  assert_string_equal(out, "第4颗骰子：Bob被Ann射中。");
}

/* A full stop after a name that ends a sentence already is dropped: the
 * catalog cannot know that {card} will end in "!" (issue 12). */
static void no_full_stop_after_exclamation(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("{player} plays {card}.");
  add(&m, "player", BANG_ARG_PLAYER, 1, NULL);
  add(&m, "card", BANG_ARG_TEXT, 0, "Missed!");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Ann plays Missed!");
  bang_render_template(g, "{player} juega {card}.", &m, out, sizeof out);
  assert_string_equal(out, "Ann juega Missed!");
  /* The ideographic full stop, and full-width marks before it. */
  bang_render_template(g, "{player} 打出 {card}。", &m, out, sizeof out);
  assert_string_equal(out, "Ann 打出 Missed!");
  bang_msg q = message("{card}");
  add(&q, "card", BANG_ARG_TEXT, 0, "\u4f60\u597d\uff01"); /* 你好！ */
  bang_render_template(g, "{card}\u3002", &q, out, sizeof out);
  assert_string_equal(out, "\u4f60\u597d\uff01");
  bang_render_template(g, "{card}.", &q, out, sizeof out);
  assert_string_equal(out, "\u4f60\u597d\uff01");
  /* Kept: a full stop after other names, an ellipsis, a mark that is not
   * a full stop, and a name in 【】. */
  bang_msg b = message("{card}");
  add(&b, "card", BANG_ARG_TEXT, 0, "Barrel");
  bang_render_template(g, "{card}.", &b, out, sizeof out);
  assert_string_equal(out, "Barrel.");
  bang_render_template(g, "{card}...", &m, out, sizeof out);
  assert_string_equal(out, "Missed!...");
  bang_render_template(g, "{card}, then", &m, out, sizeof out);
  assert_string_equal(out, "Missed!, then");
  bang_render_template(g, "\u3010{card}\u3011\u3002", &m, out, sizeof out);
  assert_string_equal(out, "\u3010Missed!\u3011\u3002");
}

/* What goes between a label and what follows it: no space beside a
 * full-width mark. */
static void gaps_beside_full_width_marks(void **state) {
  (void)state;
  assert_string_equal(bang_text_gap_after("Usage:"), " ");
  assert_string_equal(bang_text_gap_after("\u7528\u6cd5\uff1a"), ""); /* 用法： */
  assert_string_equal(bang_text_gap_after("\u9ab0\u5b50\u3002"), ""); /* 骰子。 */
  assert_string_equal(bang_text_gap_after(""), " ");
  assert_string_equal(bang_text_gap_after("\u4fdd\u7f57"), " "); /* Chinese, not a mark */
  assert_string_equal(bang_text_gap_before("(locked)"), " ");
  assert_string_equal(bang_text_gap_before("\uff08\u9501\u5b9a\uff09"), ""); /* （锁定） */
  assert_string_equal(bang_text_gap_before("\u3010x\u3011"), "");
  assert_string_equal(bang_text_gap_before(""), " ");
}

/* Chinese sets a Latin name apart with spaces ("对 Bob 使用"), and writes
 * a Chinese one against the text ("张三得到"): the spaces a catalog puts
 * around {player} go where the name and its neighbour are both CJK; also
 * for a name a printf format put in (bang_render_space_name). */
static void chinese_names_against_chinese_text(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("{player} \u5f97\u5230 {n} \u5f20\uff0c\u5bf9 {target} \u4f7f\u7528\u3002");
  add(&m, "player", BANG_ARG_PLAYER, 3, NULL);
  add(&m, "n", BANG_ARG_NUMBER, 3, NULL);
  add(&m, "target", BANG_ARG_PLAYER, 2, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "\u5f20\u4e09\u5f97\u5230 3 \u5f20\uff0c\u5bf9 Bob \u4f7f\u7528\u3002");
  m.args[0].number = 2;
  m.args[2].number = 3;
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Bob \u5f97\u5230 3 \u5f20\uff0c\u5bf9\u5f20\u4e09\u4f7f\u7528\u3002");
  m = message("Ask {player} now");
  add(&m, "player", BANG_ARG_PLAYER, 3, NULL);
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "Ask \u5f20\u4e09 now"); /* Latin around it: spaced */

  char text[128] = "\u5f20\u4e09 \u5728\u672c\u952e\u76d8\u4e0a\u64cd\u4f5c\u3002";
  bang_render_space_name(text, "\u5f20\u4e09");
  assert_string_equal(text, "\u5f20\u4e09\u5728\u672c\u952e\u76d8\u4e0a\u64cd\u4f5c\u3002");
  snprintf(text, sizeof text, "\u8bf7\u628a\u952e\u76d8\u4ea4\u7ed9 \u5f20\u4e09\uff0c");
  bang_render_space_name(text, "\u5f20\u4e09");
  assert_string_equal(text, "\u8bf7\u628a\u952e\u76d8\u4ea4\u7ed9\u5f20\u4e09\uff0c");
  snprintf(text, sizeof text, "Bob \u5728\u672c\u952e\u76d8\u4e0a\u64cd\u4f5c\u3002");
  bang_render_space_name(text, "Bob");
  assert_string_equal(text, "Bob \u5728\u672c\u952e\u76d8\u4e0a\u64cd\u4f5c\u3002");
}

/* The players one of whom is meant ({targets}) end with "or"; other
 * lists are joined by commas only. */
static void targets_end_with_or(void **state) {
  bang_game *g = *state;
  char out[256];
  bang_msg m = message("can hit {targets}; {others}");
  add(&m, "targets", BANG_ARG_TEXT, 0, "ann\nbob\ncy");
  add(&m, "others", BANG_ARG_TEXT, 0, "ann\nbob\ncy");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "can hit ann, bob or cy; ann, bob, cy");
  m = message("can hit {targets}");
  add(&m, "targets", BANG_ARG_TEXT, 0, "cy");
  bang_render(g, &m, out, sizeof out);
  assert_string_equal(out, "can hit cy");
}

static void output_is_cut_to_the_buffer(void **state) {
  bang_game *g = *state;
  bang_msg m = message("{player} and {target} and {n} and {list}");
  add(&m, "player", BANG_ARG_PLAYER, 1, NULL);
  add(&m, "target", BANG_ARG_PLAYER, 3, NULL);
  add(&m, "n", BANG_ARG_NUMBER, 123456789, NULL);
  add(&m, "list", BANG_ARG_TEXT, 0, "aaaa\nbbbb\ncccc");
  char full[256];
  bang_render(g, &m, full, sizeof full);
  assert_string_equal(full, "Ann and 张三 and 123456789 and aaaa, bbbb, cccc");
  for (size_t cap = 1; cap <= strlen(full) + 1; cap++) {
    char out[256];
    memset(out, '#', sizeof out);
    bang_render(g, &m, out, cap);
    assert_int_equal(strlen(out), cap - 1);
    assert_memory_equal(out, full, cap - 1);
    assert_int_equal(out[cap], '#'); /* nothing written past the end */
  }
  char untouched = 'x';
  bang_render(g, &m, &untouched, 0);
  assert_int_equal(untouched, 'x');
}

static void text_width(void **state) {
  (void)state;
  assert_int_equal(bang_text_width(""), 0);
  assert_int_equal(bang_text_width("abc"), 3);
  assert_int_equal(bang_text_width("Sheriff"), 7);
  assert_int_equal(bang_text_width("警长"), 4);
  assert_int_equal(bang_text_width("a警b"), 4);
  assert_int_equal(bang_text_width("Ñandú"), 5);
  assert_int_equal(bang_text_width("e\xcc\x81"), 1); /* e + combining acute */
  assert_int_equal(bang_text_width("\xff\xfe"), 2);  /* not UTF-8: a column a byte */
  assert_int_equal(bang_text_width("ab\xe8\xad"), 4); /* cut short: same */
}

static void append_padded(void **state) {
  (void)state;
  char out[64] = "";
  bang_text_pad(out, sizeof out, "ab", 5);
  assert_string_equal(out, "ab   ");
  bang_text_pad(out, sizeof out, "警长", 6);
  assert_string_equal(out, "ab   警长  ");
  assert_int_equal(bang_text_width(out), 11);
  bang_text_pad(out, sizeof out, "toolong", 3);
  assert_string_equal(out, "ab   警长  toolong");
  bang_text_pad(out, sizeof out, "", 2);
  assert_string_equal(out, "ab   警长  toolong  ");

  /* Never past the capacity. */
  char small[8];
  memset(small, '#', sizeof small);
  small[0] = '\0';
  bang_text_pad(small, 6, "abcdefgh", 10);
  assert_string_equal(small, "abcde");
  assert_int_equal(small[6], '#');
  bang_text_pad(small, 6, "x", 2); /* already full */
  assert_string_equal(small, "abcde");
  char pad[8] = "ab";
  memset(pad + 3, '#', sizeof pad - 3);
  bang_text_pad(pad, 6, "c", 10);
  assert_string_equal(pad, "abc  ");
  assert_int_equal(pad[6], '#');
}

/* Wrap text at width into buf; returns the number of lines. */
static int wrap(const char *text, int width, const char *first, const char *next, char *buf,
                size_t cap) {
  FILE *f = fmemopen(buf, cap, "w");
  assert_non_null(f);
  int lines = bang_text_wrap(f, text, width, first, next);
  fclose(f);
  return lines;
}

/* Every line within width columns, none ending in a space; count them. */
static int check_lines(char *buf, int width) {
  int n = 0;
  for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
    assert_true(bang_text_width(line) <= width);
    assert_true(line[strlen(line) - 1] != ' ');
    n++;
  }
  return n;
}

static void wraps_between_words(void **state) {
  (void)state;
  char buf[1024];
  const char *text = "Beer: regain 1 life on your turn, or out of turn only when taking lethal damage.";
  assert_int_equal(wrap(text, 30, "", "  ", buf, sizeof buf), 3);
  assert_string_equal(buf, "Beer: regain 1 life on your\n"
                           "  turn, or out of turn only\n"
                           "  when taking lethal damage.\n");
  assert_int_equal(wrap("a\nb", 30, "> ", "  ", buf, sizeof buf), 2); /* paragraphs kept */
  assert_string_equal(buf, "> a\n  b\n");
  assert_int_equal(wrap("supercalifragilistic", 10, "", "", buf, sizeof buf), 2); /* cut */
  assert_int_equal(check_lines(buf, 10), 2);
  assert_int_equal(wrap("x", 80, "", "", buf, sizeof buf), 1);
  assert_string_equal(buf, "x\n");
}

static void wraps_chinese_by_characters(void **state) {
  (void)state;
  char buf[2048];
  const char *text = "你可以把【砰!】当作【失手!】使用，也可以把【失手!】当作【砰!】使用"
                     "（当作【砰!】使用的【失手!】计入你每回合一张【砰!】的限制）。";
  int lines = wrap(text, 20, "", "", buf, sizeof buf);
  assert_true(lines >= 6);
  /* No line starts with closing punctuation or ends with opening. */
  char copy[2048];
  snprintf(copy, sizeof copy, "%s", buf);
  for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
    assert_true(strncmp(line, "，", strlen("，")) != 0);
    assert_true(strncmp(line, "）", strlen("）")) != 0);
    assert_true(strncmp(line, "】", strlen("】")) != 0);
    size_t n = strlen(line);
    assert_true(n < strlen("【") || strcmp(line + n - strlen("【"), "【") != 0);
  }
  assert_int_equal(check_lines(buf, 20), lines);
}

/* A list of names in a narrow cell breaks after its separators, never
 * inside a name: "啤" / "酒" for 啤酒 (issue 30). */
static void wraps_chinese_lists_after_separators(void **state) {
  (void)state;
  char buf[1024];
  int lines = wrap("砰!*、炸药*、啤酒、印第安人!、杂货店、威丽斯·法歌、惊慌!", 16, "", "", buf,
                   sizeof buf);
  assert_string_equal(buf, "砰!*、炸药*、\n"
                           "啤酒、\n"
                           "印第安人!、\n"
                           "杂货店、\n"
                           "威丽斯·法歌、\n"
                           "惊慌!\n");
  assert_int_equal(check_lines(buf, 16), lines);
  /* Running text with no separator in the line's second half still fills
   * the line, breaking between characters. */
  lines = wrap("每个角色都有自己的生命值和一项改变某条规则的能力。", 20, "", "", buf, sizeof buf);
  assert_string_equal(buf, "每个角色都有自己的生\n命值和一项改变某条规\n则的能力。\n");
}

static void fits_with_ellipsis(void **state) {
  (void)state;
  char out[64];
  bang_text_fit(out, sizeof out, "Calamity Janet", 8);
  assert_string_equal(out, "Calamit\u2026");
  bang_text_fit(out, sizeof out, "凶神贾奈特", 5);
  assert_string_equal(out, "凶神\u2026");
  bang_text_fit(out, sizeof out, "ann", 8);
  assert_string_equal(out, "ann");
  /* Colour codes take no columns. */
  assert_int_equal(bang_text_width("\033[31m\u2665\033[0m"), 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(substitutes_players_and_numbers),
      cmocka_unit_test(unknown_placeholders_left_as_is),
      cmocka_unit_test(text_lists_joined),
      cmocka_unit_test(template_may_reorder),
      cmocka_unit_test(no_full_stop_after_exclamation),
      cmocka_unit_test(gaps_beside_full_width_marks),
      cmocka_unit_test(chinese_names_against_chinese_text),
      cmocka_unit_test(targets_end_with_or),
      cmocka_unit_test(output_is_cut_to_the_buffer),
      cmocka_unit_test(text_width),
      cmocka_unit_test(append_padded),
      cmocka_unit_test(wraps_between_words),
      cmocka_unit_test(wraps_chinese_by_characters),
      cmocka_unit_test(wraps_chinese_lists_after_separators),
      cmocka_unit_test(fits_with_ellipsis),
  };
  return cmocka_run_group_tests(tests, setup_game, teardown_game);
}
