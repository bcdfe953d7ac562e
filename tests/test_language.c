/*
 * test_language.c: the language as a value (src/lang/language.c) and
 * catalogs' plural rules (src/lang/plural.c).
 *
 * One game's whole log is worded in English and in Chinese by one process,
 * line by line in turn (bang_render_in with two languages open side by
 * side), and each is compared with a run in that language alone
 * (bang_i18n_setup, then bang_render): the same text, line for line, and
 * the two languages differ. The plural rules of the five catalogs and of
 * languages with more forms (Polish, Arabic) choose the forms gettext
 * would; a rule that is not one (deep nesting, garbage, too long) is
 * refused and the English rule kept; a division by zero is 0. A language
 * not built reads as the message ids. A message with a format such as
 * "seed %" PRIu64 (a system dependent string of the catalog) is translated
 * as the others, also in a catalog whose system dependent tables are
 * broken (those strings are left out, the rest read).
 */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "i18n.h"
#include "language.h"
#include "plural.h"
#include "render.h"

enum { LINE = 2048 };

/* ---- plural rules ---------------------------------------------------------- */

static int form_of(const char *header, unsigned long n) {
  bang_plural rule;
  assert_true(bang_plural_from_header(&rule, header));
  return bang_plural_form(&rule, n);
}

static void plural_rules_choose_as_gettext(void **state) {
  (void)state;
  const char *english = "Plural-Forms: nplurals=2; plural=(n != 1);\n";
  assert_int_equal(form_of(english, 0), 1);
  assert_int_equal(form_of(english, 1), 0);
  assert_int_equal(form_of(english, 2), 1);
  assert_int_equal(form_of("Plural-Forms: nplurals=2; plural=(n > 1);\n", 0), 0);
  assert_int_equal(form_of("Plural-Forms: nplurals=1; plural=0;\n", 7), 0);
  const char *polish = "Content-Type: text/plain; charset=UTF-8\n"
                       "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
                       "(n%100<10 || n%100>=20) ? 1 : 2);\n";
  static const struct { unsigned long n; int form; } pl[] = {
      {1, 0}, {2, 1}, {4, 1}, {5, 2}, {12, 2}, {22, 1}, {25, 2}, {104, 1}, {111, 2}, {0, 2}};
  for (size_t i = 0; i < sizeof pl / sizeof pl[0]; i++)
    assert_int_equal(form_of(polish, pl[i].n), pl[i].form);
  const char *arabic = "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : "
                       "n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;";
  static const struct { unsigned long n; int form; } ar[] = {
      {0, 0}, {1, 1}, {2, 2}, {3, 3}, {10, 3}, {11, 4}, {99, 4}, {100, 5}, {102, 5}, {103, 3}};
  for (size_t i = 0; i < sizeof ar / sizeof ar[0]; i++)
    assert_int_equal(form_of(arabic, ar[i].n), ar[i].form);
  /* No rule in the header: English's. */
  assert_int_equal(form_of("Content-Type: text/plain\n", 1), 0);
  assert_int_equal(form_of(NULL, 3), 1);
  /* A division by zero is 0; a form past the count is the last. */
  assert_int_equal(form_of("Plural-Forms: nplurals=2; plural=n/0 + n%0;", 5), 0);
  assert_int_equal(form_of("Plural-Forms: nplurals=2; plural=n;", 9), 1);
}

static void bad_plural_rules_keep_english(void **state) {
  (void)state;
  static char deep[4096];
  size_t k = 0;
  k += (size_t)snprintf(deep + k, sizeof deep - k, "Plural-Forms: nplurals=2; plural=");
  for (int i = 0; i < 1000; i++) deep[k++] = '(';
  deep[k++] = 'n';
  for (int i = 0; i < 1000; i++) deep[k++] = ')';
  deep[k++] = ';';
  deep[k] = '\0';
  static char longest[8192];
  k = (size_t)snprintf(longest, sizeof longest, "Plural-Forms: nplurals=2; plural=n");
  for (int i = 0; i < 500; i++) k += (size_t)snprintf(longest + k, sizeof longest - k, "+n");
  snprintf(longest + k, sizeof longest - k, ";");
  const char *bad[] = {deep, longest,
                       "Plural-Forms: nplurals=2; plural=(n != 1;",
                       "Plural-Forms: nplurals=2; plural=n ? 1;",
                       "Plural-Forms: nplurals=2; plural=x;",
                       "Plural-Forms: nplurals=0; plural=0;",
                       "Plural-Forms: nplurals=2; plural=n != 1 junk;",
                       "Plural-Forms: nplurals=2;"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    bang_plural rule;
    assert_false(bang_plural_from_header(&rule, bad[i]));
    assert_int_equal(rule.nplurals, 2); /* English's rule */
    assert_int_equal(bang_plural_form(&rule, 1), 0);
    assert_int_equal(bang_plural_form(&rule, 2), 1);
  }
}

/* ---- languages side by side ------------------------------------------------- */

static bang_language *open_language(const char *code) {
  char err[512] = "";
  bang_language *lang = bang_language_open(code, BANG_LOCALE_DIR, err, sizeof err);
  if (!lang) fail_msg("bang_language_open(%s): %s", code, err);
  return lang;
}

static void languages_live_side_by_side(void **state) {
  (void)state;
  bang_language *en = open_language("en"), *zh = open_language("zh_CN"),
                *pt = open_language("pt_BR"), *none = open_language("xx");
  assert_string_equal(bang_language_code(zh), "zh_CN");
  const char *id = "Nothing is being asked right now.";
  assert_string_equal(bang_language_text(en, id), id);
  assert_string_equal(bang_language_text(zh, id), "当前没有需要回答的问题。");
  assert_string_equal(bang_language_text(en, id), id); /* unchanged by zh */
  assert_string_equal(bang_language_text(none, id), id);             /* not built: the id */
  assert_string_equal(bang_language_text(none, "ctx\004text"), "text");
  assert_string_equal(bang_language_text(en, ""), "");
  /* Plural forms by each catalog's rule (pt_BR: n != 1, so 0 is plural). */
  const char *one = "{target} needs {n} Missed! effect to cancel this BANG!",
             *many = "{target} needs {n} Missed! effects to cancel this BANG!";
  assert_string_equal(bang_language_plural(pt, one, many, 1),
                      "{target} precisa de {n} efeito de Esquiva! para anular este BANG!");
  assert_string_equal(bang_language_plural(pt, one, many, 0),
                      "{target} precisa de {n} efeitos de Esquiva! para anular este BANG!");
  assert_string_equal(bang_language_plural(en, one, many, 2), many);
  assert_string_equal(bang_language_plural(none, "one", "many", 1), "one");
  assert_string_equal(bang_language_plural(none, "one", "many", 0), "many");
  bang_language_free(en);
  bang_language_free(zh);
  bang_language_free(pt);
  bang_language_free(none);
}

/* The catalogs' system dependent strings ("%<PRIu64>" in the .po): the
 * banners and simulate's headings with a seed, translated as gettext
 * translates them (they were English in every language). */
static void system_dependent_strings(void **state) {
  (void)state;
  bang_language *it = open_language("it"), *zh = open_language("zh_CN"), *en = open_language("en");
  assert_string_equal(bang_language_text(it, "%s, seed %" PRIu64 "."), "%s, seme %" PRIu64 ".");
  const char *one = "%s, %ld player, seed %" PRIu64 ".", *many = "%s, %ld players, seed %" PRIu64 ".";
  assert_string_equal(bang_language_plural(it, one, many, 4), "%s, %ld giocatori, seme %" PRIu64 ".");
  assert_string_equal(bang_language_plural(it, one, many, 1), "%s, %ld giocatore, seme %" PRIu64 ".");
  assert_non_null(strstr(bang_language_plural(zh, one, many, 4), "种子 %" PRIu64));
  assert_string_equal(bang_language_plural(en, one, many, 4), many);
  bang_language_free(zh);
  bang_language_free(en);
  /* The same catalog with its tables of system dependent strings pointing
   * out of the file: read, without them. */
  char dir[] = "/tmp/bang-test-sysdep-XXXXXX", path[1024];
  assert_non_null(mkdtemp(dir));
  snprintf(path, sizeof path, "mkdir -p %s/it/LC_MESSAGES && cp %s/it/LC_MESSAGES/bang.mo %s/it/LC_MESSAGES/",
           dir, BANG_LOCALE_DIR, dir);
  assert_int_equal(system(path), 0);
  snprintf(path, sizeof path, "%s/it/LC_MESSAGES/bang.mo", dir);
  for (int broken = 0; broken < 3; broken++) {
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    /* the segments' table, the originals' table, then a count far too big */
    static const long at[] = {32, 40, 36};
    unsigned char far[4] = {0xf0, 0xff, 0xff, 0x0f};
    assert_int_equal(fseek(f, at[broken], SEEK_SET), 0);
    assert_int_equal(fwrite(far, 1, 4, f), 4);
    fclose(f);
    char err[512] = "";
    bang_language *bad = bang_language_open("it", dir, err, sizeof err);
    assert_non_null(bad);
    assert_string_equal(bang_language_text(bad, "Nothing is being asked right now."),
                        bang_language_text(it, "Nothing is being asked right now."));
    assert_string_equal(bang_language_text(bad, "BANG! solo, seed %" PRIu64 "."), "BANG! solo, seed %" PRIu64 ".");
    bang_language_free(bad);
  }
  bang_language_free(it);
  snprintf(path, sizeof path, "rm -rf %s", dir);
  assert_int_equal(system(path), 0);
}

static void a_bad_catalog_is_refused(void **state) {
  (void)state;
  char dir[] = "/tmp/bang-test-language-XXXXXX";
  assert_non_null(mkdtemp(dir));
  char path[512];
  snprintf(path, sizeof path, "mkdir -p %s/it/LC_MESSAGES && printf 'not a catalog' > "
                              "%s/it/LC_MESSAGES/bang.mo", dir, dir);
  assert_int_equal(system(path), 0);
  char err[512] = "";
  assert_null(bang_language_open("it", dir, err, sizeof err));
  assert_non_null(strstr(err, "bang.mo"));
  bang_language *en = open_language("en");
  char bad[512] = "";
  snprintf(path, sizeof path, "mkdir -p %s/en/LC_MESSAGES && printf 'junk' > "
                              "%s/en/LC_MESSAGES/bang-mod-x.mo", dir, dir);
  assert_int_equal(system(path), 0);
  assert_false(bang_language_add_mod(en, "bang-mod-x", dir, bad, sizeof bad));
  assert_non_null(strstr(bad, "bang-mod-x.mo"));
  assert_true(bang_language_add_mod(en, "bang-mod-none", dir, bad, sizeof bad)); /* none there */
  bang_language_free(en);
  snprintf(path, sizeof path, "rm -rf %s", dir);
  assert_int_equal(system(path), 0);
}

/* A mod's catalog: a control in a translation's first plural form is
 * cleaned without moving the other forms; one whose entries share their
 * bytes (work growing with the square of its size) is refused. */
static void mod_catalogs_read_safely(void **state) {
  (void)state;
  char dir[] = "/tmp/bang-test-language-XXXXXX";
  assert_non_null(mkdtemp(dir));
  char cmd[1024];
  snprintf(cmd, sizeof cmd,
           "mkdir -p %s/en/LC_MESSAGES && printf '%%s\\n' 'msgid \"\"' 'msgstr \"\"' "
           "'\"Content-Type: text/plain; charset=UTF-8\\\\n\"' "
           "'\"Plural-Forms: nplurals=2; plural=(n != 1);\\\\n\"' '' "
           "'msgid \"%%d apple\"' 'msgid_plural \"%%d apples\"' "
           "'msgstr[0] \"\\033[31m\\033[31m%%d one\"' 'msgstr[1] \"%%d many\"' "
           "> %s/x.po && msgfmt -o %s/en/LC_MESSAGES/bang-mod-x.mo %s/x.po",
           dir, dir, dir, dir);
  assert_int_equal(system(cmd), 0);
  bang_language *en = open_language("en");
  char bad[512] = "";
  assert_true(bang_language_add_mod(en, "bang-mod-x", dir, bad, sizeof bad));
  const char *one = bang_language_plural(en, "%d apple", "%d apples", 1);
  assert_null(strchr(one, '\033'));
  assert_non_null(strstr(one, "%d one"));
  assert_string_equal(bang_language_plural(en, "%d apple", "%d apples", 2), "%d many");

  /* 2,000 entries whose translations all point at one 1,000-byte string */
  enum { N = 2000, LEN = 1000 };
  size_t size = 28 + (size_t)N * 16 + (size_t)N * 8 + LEN + 1;
  unsigned char *mo = calloc(1, size);
  assert_non_null(mo);
  uint32_t header[7] = {0x950412de, 0, N, 28, 28 + N * 8, 0, 0};
  memcpy(mo, header, sizeof header);
  size_t ids = 28 + (size_t)N * 16, text = ids + (size_t)N * 8;
  for (uint32_t i = 0; i < N; i++) {
    uint32_t id_at = (uint32_t)(ids + i * 8), o[2] = {7, id_at}, t[2] = {LEN, (uint32_t)text};
    snprintf((char *)mo + id_at, 8, "i%06u", (unsigned)i);
    memcpy(mo + 28 + (size_t)i * 8, o, 8);
    memcpy(mo + 28 + (size_t)N * 8 + (size_t)i * 8, t, 8);
  }
  memset(mo + text, 'x', LEN);
  char path[512];
  snprintf(path, sizeof path, "%s/en/LC_MESSAGES/bang-mod-y.mo", dir);
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  assert_int_equal(fwrite(mo, 1, size, f), size);
  fclose(f);
  free(mo);
  assert_false(bang_language_add_mod(en, "bang-mod-y", dir, bad, sizeof bad));
  assert_non_null(strstr(bad, "bang-mod-y.mo"));
  bang_language_free(en);
  assert_null(bang_language_open("../..", dir, bad, sizeof bad)); /* a code names a folder */
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  assert_int_equal(system(cmd), 0);
}

/* ---- one game, two languages, one process ----------------------------------- */

/* A seeded 5-player card game played to the end by the computer players. */
static bang_game *played_game(void) {
  bang_setup setup;
  bang_setup_init(&setup, "card", 5, 11);
  char err[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  bang_game_answer_by_bots(g, 11, 100000);
  assert_int_equal(bang_game_advance(g), BANG_OVER);
  return g;
}

/* Every line of g's log in the process's language, one after another. */
static char *log_alone(const bang_game *g, const char *code) {
  char chosen[16];
  assert_true(bang_i18n_setup(code, chosen, sizeof chosen));
  size_t n = bang_game_log_size(g);
  char *all = calloc(n, LINE);
  assert_non_null(all);
  for (size_t i = 0; i < n; i++) bang_render(g, bang_game_log_entry(g, i), all + i * LINE, LINE);
  return all;
}

static void one_game_in_two_languages(void **state) {
  (void)state;
  bang_game *g = played_game();
  size_t n = bang_game_log_size(g);
  assert_true(n > 50);
  char *en_alone = log_alone(g, "en");
  char *zh_alone = log_alone(g, "zh_CN");

  /* The process's language is now zh_CN; the values say otherwise. */
  bang_language *en = open_language("en"), *zh = open_language("zh_CN");
  size_t differ = 0;
  for (size_t i = 0; i < n; i++) {
    char in_en[LINE], in_zh[LINE];
    bang_render_in(en, g, bang_game_log_entry(g, i), in_en, sizeof in_en);
    bang_render_in(zh, g, bang_game_log_entry(g, i), in_zh, sizeof in_zh);
    assert_string_equal(in_en, en_alone + i * LINE);
    assert_string_equal(in_zh, zh_alone + i * LINE);
    differ += strcmp(in_en, in_zh) != 0;
  }
  assert_true(differ > n / 2); /* really two languages */
  bang_language_free(en);
  bang_language_free(zh);
  free(en_alone);
  free(zh_alone);
  bang_game_free(g);
  char chosen[16];
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(plural_rules_choose_as_gettext),
      cmocka_unit_test(bad_plural_rules_keep_english),
      cmocka_unit_test(languages_live_side_by_side),
      cmocka_unit_test(system_dependent_strings),
      cmocka_unit_test(a_bad_catalog_is_refused),
      cmocka_unit_test(mod_catalogs_read_safely),
      cmocka_unit_test(one_game_in_two_languages),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
