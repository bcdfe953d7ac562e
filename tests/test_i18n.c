/*
 * test_i18n.c: choosing the language and translating ids (src/i18n.c).
 *
 * bang_i18n_normalize maps what users and environments say ("pt_BR.UTF-8",
 * "zh-CN", "C") to a catalog code or NULL; bang_i18n_setup picks the
 * language, leaves LC_NUMERIC at "C" and makes LC_CTYPE UTF-8; bang_tr
 * strips the context of an untranslated "context\004text" id; and the
 * built-in language list matches po/LINGUAS.
 */
#include <langinfo.h>
#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "i18n.h"

#ifndef BANG_DATA_DIR
#error "BANG_DATA_DIR comes from bangcore's compile definitions"
#endif

static void normalize(void **state) {
  (void)state;
  static const struct {
    const char *in, *out;
  } cases[] = {
      {"pt_BR.UTF-8", "pt_BR"}, {"pt", "pt_BR"},     {"pt_BR", "pt_BR"},
      {"pt-BR", "pt_BR"},       {"zh-CN", "zh_CN"},  {"zh_CN.UTF-8", "zh_CN"},
      {"zh", "zh_CN"},          {"ZH_cn", "zh_CN"},  {"C", "en"},
      {"C.UTF-8", "en"},        {"POSIX", "en"},     {"en", "en"},
      {"en_US.UTF-8", "en"},    {"en_GB", "en"},     {"es", "es"},
      {"es_ES.utf8", "es"},     {"it", "it"},        {"it_IT@euro", "it"},
      {"xx", NULL},             {"", NULL},          {"de_DE.UTF-8", NULL},
      {"english", NULL},        {"portuguese", NULL}, {"p t", NULL},
      {"1", NULL},              {"pt!", NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const char *got = bang_i18n_normalize(cases[i].in);
    if (cases[i].out == NULL) {
      if (got) fail_msg("normalize(\"%s\") gave \"%s\", wanted NULL", cases[i].in, got);
    } else if (!got || strcmp(got, cases[i].out) != 0) {
      fail_msg("normalize(\"%s\") gave %s, wanted \"%s\"", cases[i].in, got ? got : "NULL",
               cases[i].out);
    }
  }
  assert_null(bang_i18n_normalize(NULL));
}

static void languages_match_linguas(void **state) {
  (void)state;
  /* Every built-in code normalizes to itself; "en" comes first. */
  int n = 0;
  for (; bang_languages[n]; n++)
    assert_string_equal(bang_i18n_normalize(bang_languages[n]), bang_languages[n]);
  assert_true(n >= 1);
  assert_string_equal(bang_languages[0], "en");
  /* And they are exactly the languages of po/LINGUAS. */
  char path[1024];
  snprintf(path, sizeof path, "%s/po/LINGUAS", BANG_DATA_DIR);
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot read %s", path);
  char line[512];
  int listed = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    for (char *word = strtok(line, " \t\r\n"); word; word = strtok(NULL, " \t\r\n")) {
      int found = 0;
      for (int i = 0; i < n; i++) found |= strcmp(bang_languages[i], word) == 0;
      if (!found) fail_msg("po/LINGUAS lists %s, which bang_languages lacks", word);
      listed++;
    }
  }
  fclose(f);
  assert_int_equal(listed, n);
}

static void setup_chooses_language(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("zh-CN", chosen, sizeof chosen));
  assert_string_equal(chosen, "zh_CN");
  assert_string_equal(getenv("LANGUAGE"), "zh_CN");
  /* LC_NUMERIC stays "C" (Lua numbers), LC_CTYPE is UTF-8 (wcwidth). */
  assert_string_equal(setlocale(LC_NUMERIC, NULL), "C");
  const char *codeset = nl_langinfo(CODESET);
  assert_true(strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
  char number[32];
  snprintf(number, sizeof number, "%.1f", 1.5);
  assert_string_equal(number, "1.5");

  assert_false(bang_i18n_setup("xx", chosen, sizeof chosen));
  assert_string_equal(chosen, "en");
  assert_true(bang_i18n_setup("pt_BR.UTF-8", chosen, sizeof chosen));
  assert_string_equal(chosen, "pt_BR");

  /* From the environment: LANGUAGE may list several; the first we have wins. */
  setenv("LANGUAGE", "xx:de:it_IT:es", 1);
  assert_true(bang_i18n_setup(NULL, chosen, sizeof chosen));
  assert_string_equal(chosen, "it");
  unsetenv("LANGUAGE");
  setenv("LC_ALL", "C", 1);
  assert_true(bang_i18n_setup(NULL, chosen, sizeof chosen));
  assert_string_equal(chosen, "en");
  unsetenv("LC_ALL");
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
}

static void translate_ids(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
  assert_string_equal(bang_tr(NULL), "");
  assert_string_equal(bang_tr(""), ""); /* never the catalog header */
  assert_string_equal(bang_tr("no such message id, surely"), "no such message id, surely");
  assert_string_equal(bang_tr("nowhere\004Plain text"), "Plain text");
  assert_string_equal(bang_tr("die face\004Arrow"), "Arrow");
  assert_string_equal(bang_tr("dice role\004Sheriff"), "Sheriff");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(normalize),
      cmocka_unit_test(languages_match_linguas),
      cmocka_unit_test(setup_chooses_language),
      cmocka_unit_test(translate_ids),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
