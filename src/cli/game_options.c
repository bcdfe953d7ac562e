/*
 * game_options.c: a game's own options, as its manifest declares them
 * (game_options.h). The command line knows two ways to turn one on,
 * --advanced WORD and --abilities; which words there are, what they are
 * called and how many players they make is the manifest's.
 */
#include "game_options.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* Add word once; false if there is no room. */
static bool add(bang_game_options *o, const char *word) {
  if (bang_game_options_on(o, word)) return true;
  if (o->n == BANG_GAME_OPTIONS_MAX || strlen(word) >= BANG_VARIANT_WORD) return false;
  snprintf(o->word[o->n++], BANG_VARIANT_WORD, "%s", word);
  return true;
}

bool bang_game_options_advanced(bang_game_options *o, const char *text) {
  char copy[64];
  size_t len = strlen(text);
  if (!len || len >= sizeof copy || text[0] == ',' || text[len - 1] == ',' || strstr(text, ",,"))
    return false;
  memcpy(copy, text, len + 1);
  char *save = NULL;
  for (char *word = strtok_r(copy, ",", &save); word; word = strtok_r(NULL, ",", &save))
    if (!add(o, word)) return false;
  return true;
}

bool bang_game_options_on(const bang_game_options *o, const char *word) {
  for (int i = 0; i < o->n; i++)
    if (strcmp(o->word[i], word) == 0) return true;
  return false;
}

/* v's option of word, or NULL. */
static const bang_variant_option *option_of(const bang_variant *v, const char *word) {
  for (int i = 0; i < v->noptions; i++)
    if (strcmp(v->options[i].word, word) == 0) return &v->options[i];
  return NULL;
}

/* v's option turned on by flag, or NULL. */
static const bang_variant_option *option_by_flag(const bang_variant *v, const char *flag) {
  for (int i = 0; i < v->noptions; i++)
    if (strcmp(v->options[i].flag, flag) == 0) return &v->options[i];
  return NULL;
}

bool bang_game_options_take_word(bang_game_options *o, const bang_variant *v, const char *word) {
  return option_of(v, word) && add(o, word);
}

bang_game_options_fault bang_game_options_check(bang_game_options *o, const bang_variant *v) {
  /* The words of --advanced: each an option of v turned on by it. */
  for (int i = 0; i < o->n; i++) {
    const bang_variant_option *known = option_of(v, o->word[i]);
    if (known && strcmp(known->flag, "advanced") == 0) continue;
    return option_by_flag(v, "advanced") ? BANG_GAME_OPTIONS_WRONG_WORD
                                         : BANG_GAME_OPTIONS_NO_ADVANCED;
  }
  const bang_variant_option *abilities = option_by_flag(v, "abilities");
  if (o->abilities && !abilities) return BANG_GAME_OPTIONS_NO_ABILITIES;
  bang_game_options ordered = {0};
  for (int i = 0; i < v->noptions; i++)
    if (bang_game_options_on(o, v->options[i].word) ||
        (o->abilities && &v->options[i] == abilities))
      add(&ordered, v->options[i].word);
  *o = ordered;
  return BANG_GAME_OPTIONS_OK;
}

long bang_game_options_players(const bang_game_options *o, const bang_variant *v) {
  long players = v->default_players;
  for (int i = 0; i < v->noptions; i++)
    if (v->options[i].players && bang_game_options_on(o, v->options[i].word))
      players = v->options[i].players;
  return players;
}

void bang_game_options_fields(const bang_game_options *o, const bang_variant *v, const char *bot,
                              char *out, size_t cap) {
  size_t used = 0;
  out[0] = '\0';
  if (!v->noptions) return;
  for (int i = 0; i < v->noptions && used < cap; i++)
    used += (size_t)snprintf(out + used, cap - used, "%s = %s, ", v->options[i].word,
                             bang_game_options_on(o, v->options[i].word) ? "true" : "false");
  if (used < cap) snprintf(out + used, cap - used, "bot = \"%s\"", bot);
}

void bang_game_options_preset(const bang_game_options *o, const bang_variant *v, const char *bot,
                              char *out, size_t cap) {
  char fields[512];
  bang_game_options_fields(o, v, bot, fields, sizeof fields);
  if (fields[0]) snprintf(out, cap, "return { %s }", fields);
  else if (cap) out[0] = '\0';
}

void bang_game_options_args(const bang_game_options *o, const bang_variant *v, char *out,
                            size_t cap) {
  size_t used = 0;
  int advanced = 0;
  out[0] = '\0';
  for (int i = 0; i < v->noptions && used < cap; i++)
    if (strcmp(v->options[i].flag, "advanced") == 0 && bang_game_options_on(o, v->options[i].word))
      used += (size_t)snprintf(out + used, cap - used, "%s%s", advanced++ ? "," : " --advanced ",
                               v->options[i].word);
  const bang_variant_option *abilities = option_by_flag(v, "abilities");
  if (abilities && bang_game_options_on(o, abilities->word) && used < cap)
    snprintf(out + used, cap - used, " --abilities");
}

void bang_game_options_titles(const bang_game_options *o, const bang_variant *v, char *out,
                              size_t cap) {
  size_t used = 0;
  out[0] = '\0';
  for (int i = 0; i < v->noptions && used < cap; i++)
    if (bang_game_options_on(o, v->options[i].word))
      used += (size_t)snprintf(out + used, cap - used, "%s%s", used ? _(", ") : "",
                               bang_tr(v->options[i].title));
}

void bang_game_options_words(const bang_variant *v, const char *flag, char *out, size_t cap) {
  size_t used = 0;
  out[0] = '\0';
  for (int i = 0; i < v->noptions && used < cap; i++)
    if (strcmp(v->options[i].flag, flag) == 0)
      used += (size_t)snprintf(out + used, cap - used, "%s%s", used ? ", " : "", v->options[i].word);
}
