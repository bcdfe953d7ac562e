/*
 * cli_bots.c: the kinds of computer players the command line names (--bot,
 * --bots), which game takes which, and the script a seat of each kind
 * plays with (bang_setup.bots).
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

/* Indexed by enum bang_cli_bot. */
static const char *const bot_words[] = {"default", "heuristic", "random", "greedy", "solver",
                                        "rulebased", "hate",     "easy",   "normal", "hard"};
enum { NWORDS = sizeof bot_words / sizeof bot_words[0] };

bool bang_cli_bot_parse(const char *text, enum bang_cli_bot *kind) {
  for (int k = BANG_CLI_BOT_HEURISTIC; k < NWORDS; k++) {
    if (strcmp(text, bot_words[k]) == 0) {
      *kind = (enum bang_cli_bot)k;
      return true;
    }
  }
  return false;
}

bool bang_cli_bot_for(const char *variant, enum bang_cli_bot asked, enum bang_cli_bot *kind) {
  bang_variants all;
  const bang_variant *v = bang_cli_variants(&all) ? bang_variants_find(&all, variant) : NULL;
  return v && bang_cli_bot_in(v, asked, kind);
}

bool bang_cli_bot_in(const bang_variant *v, enum bang_cli_bot asked, enum bang_cli_bot *kind) {
  if (asked == BANG_CLI_BOT_DEFAULT && !bang_cli_bot_parse(v->bot_default, &asked)) return false;
  *kind = asked;
  return asked != BANG_CLI_BOT_DEFAULT && bang_variant_has(v->kinds, v->nkinds, bot_words[asked]);
}

const char *bang_cli_bot_word(enum bang_cli_bot kind) {
  return (int)kind >= 0 && (int)kind < (int)NWORDS ? bot_words[kind] : "?";
}

const char *bang_cli_bot_kinds(const char *variant, char *out, size_t cap) {
  bang_variants all;
  const bang_variant *v = bang_cli_variants(&all) ? bang_variants_find(&all, variant) : NULL;
  size_t used = 0;
  if (cap) out[0] = '\0';
  for (int i = 0; v && i < v->nkinds && used < cap; i++) {
    int n = snprintf(out + used, cap - used, "%s%s", i ? ", " : "", v->kinds[i]);
    if (n < 0) break;
    used += (size_t)n;
  }
  return out;
}

const char *bang_cli_bot_script(enum bang_cli_bot kind) {
  switch (kind) {
    case BANG_CLI_BOT_RANDOM: return "random";
    case BANG_CLI_BOT_RULEBASED: return "rulebased";
    case BANG_CLI_BOT_HATE: return "hate";
    case BANG_CLI_BOT_EASY: return "easy";
    case BANG_CLI_BOT_NORMAL: return "normal";
    default: return NULL;
  }
}

bool bang_cli_bots_parse(const char *command, const char *variant, const char *text,
                         bang_cli_bots *bots) {
  bots->n = 0;
  const char *p = text;
  bool ok = *p != '\0';
  while (ok) {
    size_t len = strcspn(p, ",");
    char word[32];
    enum bang_cli_bot asked, kind;
    if (len == 0 || len >= sizeof word || bots->n == BANG_CLI_MAX_BOTS) {
      ok = false;
      break;
    }
    memcpy(word, p, len);
    word[len] = '\0';
    if (!bang_cli_bot_parse(word, &asked) || !bang_cli_bot_for(variant, asked, &kind)) {
      ok = false;
      break;
    }
    bots->kind[bots->n++] = kind;
    if (!p[len]) break;
    p += len + 1;
  }
  if (!ok && command) {
    /* TRANSLATORS: e.g. "bang simulate: --bots takes kinds of computer
       players separated by commas, one per seat; the card game's kinds
       are: heuristic, rulebased, hate, random." (the kinds are command
       words: leave them in English). */
    char kinds[256];
    fprintf(stderr, _("bang %s: --bots takes kinds of computer players separated by commas, one per seat; the %s game's kinds are: %s."),
            command, variant, bang_cli_bot_kinds(variant, kinds, sizeof kinds));
    fputc('\n', stderr);
  }
  if (!ok) bots->n = 0;
  return ok;
}

bool bang_cli_bots_mixed(const bang_cli_bots *bots) {
  for (int i = 1; i < bots->n; i++)
    if (bots->kind[i] != bots->kind[0]) return true;
  return false;
}

void bang_cli_bots_words(const bang_cli_bots *bots, char *out, size_t cap) {
  size_t used = 0;
  if (cap) out[0] = '\0';
  for (int i = 0; i < bots->n && used < cap; i++) {
    int n = snprintf(out + used, cap - used, "%s%s", i ? "," : "", bang_cli_bot_word(bots->kind[i]));
    if (n < 0) break;
    used += (size_t)n;
  }
}
