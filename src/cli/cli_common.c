/*
 * cli_common.c: argument helpers shared by the subcommands.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

bool bang_cli_number(const char *text, long low, long high, long *out) {
  if (!text || !*text) return false;
  char *end;
  errno = 0;
  long v = strtol(text, &end, 10);
  if (errno || *end || v < low || v > high) return false;
  *out = v;
  return true;
}

bool bang_cli_seed(const char *text, uint64_t *out) {
  if (!text || !*text || *text == '-') return false;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(text, &end, 10);
  if (errno || *end) return false;
  *out = (uint64_t)v;
  return true;
}

bool bang_cli_language(const char *lang) {
  char chosen[16];
  if (!bang_i18n_setup(lang, chosen, sizeof chosen)) {
    fprintf(stderr, _("bang: unknown language '%s'; choose one of en, pt_BR, es, it, zh_CN."),
            lang);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

const char *bang_cli_data_dir(void) {
  const char *dir = getenv("BANG_DATA_DIR");
  return dir && *dir ? dir : NULL;
}

bool bang_cli_game_players(const char *variant, long *low, long *high) {
  if (strcmp(variant, "dice") == 0) {
    *low = 3;
    *high = 8;
    return true;
  }
  if (strcmp(variant, "card") == 0) {
    *low = 4;
    *high = 7;
    return true;
  }
  return false;
}
