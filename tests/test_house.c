/*
 * test_house.c: the card game keeps the promises its layout makes to
 * modders, read from the real files under lua/ and docs/:
 *   - the rules (lua/card/rules.lua, lua/card/rules/) and the computer
 *     player (lua/card/bot.lua, lua/card/bot/) name no card and no
 *     character: every card id (the file names in cards/) and character
 *     id (in characters/), as a whole word outside comments, is absent;
 *   - docs/MODDING.md documents the whole declared vocabulary of
 *     lua/card/schema.lua (every card and character field, every handler
 *     option and every event), of lua/dice/schema.lua (every character
 *     field and every event) and of lua/solo/schema.lua (every card and
 *     character field), each written as `name`;
 *   - the dice rules' list of the events they announce (EVENTS in
 *     lua/dice/rules.lua) names exactly the events schema.lua declares,
 *     which g:on and g:on_own accept.
 */
#include <dirent.h>
#include <lauxlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sandbox.h"

#ifndef BANG_DATA_DIR
#error "BANG_DATA_DIR comes from bangcore's compile definitions"
#endif

enum { MAX_IDS = 128, ID_LEN = 64 };

typedef struct idlist {
  char ids[MAX_IDS][ID_LEN];
  int n;
} idlist;

static bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The ids of a folder of scripts: their file names without ".lua". */
static void ids_of(const char *dir, idlist *out) {
  DIR *d = opendir(dir);
  if (!d) fail_msg("cannot list %s", dir);
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t len = strlen(e->d_name);
    if (len <= 4 || strcmp(e->d_name + len - 4, ".lua") != 0) continue;
    assert_true(out->n < MAX_IDS && len - 4 < ID_LEN);
    snprintf(out->ids[out->n++], ID_LEN, "%.*s", (int)(len - 4), e->d_name);
  }
  closedir(d);
}

/* The .lua files to check: one file, or every .lua of a folder (if any). */
static int lua_files(const char *path, char files[][1024], int max) {
  int n = 0;
  DIR *d = opendir(path);
  if (!d) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    fclose(f);
    snprintf(files[n++], 1024, "%s", path);
    return n;
  }
  struct dirent *e;
  while ((e = readdir(d)) && n < max) {
    size_t len = strlen(e->d_name);
    if (len > 4 && strcmp(e->d_name + len - 4, ".lua") == 0)
      snprintf(files[n++], 1024, "%.511s/%.255s", path, e->d_name);
  }
  closedir(d);
  return n;
}

/* Blank out comments ("--" outside a string, to the end of the line). */
static void strip_comments(char *line) {
  char quote = 0;
  for (char *p = line; *p; p++) {
    if (quote) {
      if (*p == '\\' && p[1]) p++;
      else if (*p == quote) quote = 0;
    } else if (*p == '"' || *p == '\'') {
      quote = *p;
    } else if (p[0] == '-' && p[1] == '-') {
      *p = '\0';
      return;
    }
  }
}

/* Does the code line name `id` as a whole word? */
static bool names(const char *line, const char *id) {
  size_t len = strlen(id);
  for (const char *p = strstr(line, id); p; p = strstr(p + 1, id)) {
    bool before = p > line && is_word_char(p[-1]);
    bool after = is_word_char(p[len]);
    if (!before && !after) return true;
  }
  return false;
}

static int check_file(const char *path, const idlist *ids) {
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot read %s", path);
  char line[4096];
  int number = 0, found = 0;
  while (fgets(line, sizeof line, f)) {
    number++;
    strip_comments(line);
    for (int i = 0; i < ids->n; i++) {
      if (names(line, ids->ids[i])) {
        fprintf(stderr, "%s:%d: names '%s'\n", path, number, ids->ids[i]);
        found++;
      }
    }
  }
  fclose(f);
  return found;
}

static void rules_and_bot_name_no_card_or_character(void **state) {
  (void)state;
  idlist ids = {0};
  ids_of(BANG_DATA_DIR "/lua/card/cards", &ids);
  int cards = ids.n;
  ids_of(BANG_DATA_DIR "/lua/card/characters", &ids);
  assert_int_equal(cards, 22);
  assert_int_equal(ids.n - cards, 16);
  /* The check itself can fail: a line that names a card is caught. */
  char probe[] = "  if t == \"panic\" then -- not Panic! here";
  strip_comments(probe);
  assert_true(names(probe, "panic"));
  char quiet[] = "  local n = count_bang(g) -- BANG! and panic in a comment";
  strip_comments(quiet);
  assert_false(names(quiet, "panic"));
  assert_false(names(quiet, "bang"));

  static const char *const places[] = {"/lua/card/rules.lua", "/lua/card/rules",
                                       "/lua/card/bot.lua", "/lua/card/bot"};
  int found = 0, checked = 0;
  for (size_t k = 0; k < sizeof places / sizeof places[0]; k++) {
    char path[512], files[64][1024];
    snprintf(path, sizeof path, "%s%s", BANG_DATA_DIR, places[k]);
    int n = lua_files(path, files, 64);
    for (int i = 0; i < n; i++, checked++) found += check_file(files[i], &ids);
  }
  assert_true(checked >= 3); /* rules.lua, the files in rules/, bot.lua at least */
  if (found) fail_msg("%d places in the rules or the bot name a card or a character", found);
}

/* Is `name` written as `name` in the text? */
static bool documented(const char *doc, const char *name) {
  char quoted[128];
  snprintf(quoted, sizeof quoted, "`%s`", name);
  if (strstr(doc, quoted)) return true;
  /* `name = ...`, `name(...)` and the like count too. */
  size_t len = strlen(name);
  for (const char *p = strchr(doc, '`'); p; p = strchr(p + 1, '`')) {
    if (strncmp(p + 1, name, len) == 0 && !is_word_char(p[1 + len])) return true;
  }
  return false;
}

static char *slurp(const char *path) {
  size_t len = 0;
  char *text = bang_sandbox_read_file(path, &len);
  if (!text) fail_msg("cannot read %s", path);
  char *out = realloc(text, len + 1);
  assert_non_null(out);
  out[len] = '\0';
  return out;
}

/* Every field of the schema parts of a variant's schema.lua written as
 * `name` in docs/MODDING.md; returns how many names there were. */
static int check_documented(const char *doc, const char *schema_file, const char *const *parts,
                            size_t nparts) {
  bang_sandbox *sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  assert_non_null(sb);
  lua_State *L = bang_sandbox_state(sb);
  char err[1024];
  if (!bang_sandbox_run_file(sb, schema_file, 1, err, sizeof err)) fail_msg("%s", err);
  int missing = 0, names = 0;
  for (size_t k = 0; k < nparts; k++) {
    assert_int_equal(lua_getfield(L, -1, parts[k]), LUA_TTABLE); /* +1: schema[part] */
    lua_pushnil(L);
    while (lua_next(L, -2)) {                                     /* -1: spec, -2: name */
      const char *name = lua_tostring(L, -2);
      names++;
      if (!documented(doc, name)) {
        fprintf(stderr, "docs/MODDING.md: %s: %s.%s is not documented\n", schema_file, parts[k], name);
        missing++;
      }
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  bang_sandbox_free(sb);
  if (missing) fail_msg("%d names of %s are missing from docs/MODDING.md", missing, schema_file);
  return names;
}

static void modding_guide_documents_the_schema(void **state) {
  (void)state;
  char *doc = slurp(BANG_DATA_DIR "/docs/MODDING.md");
  static const char *const card_parts[] = {"card", "character", "handler", "events"};
  static const char *const solo_parts[] = {"card", "character"};
  static const char *const dice_parts[] = {"character", "events"};
  assert_true(check_documented(doc, BANG_DATA_DIR "/lua/card/schema.lua", card_parts, 4) > 40);
  assert_true(check_documented(doc, BANG_DATA_DIR "/lua/dice/schema.lua", dice_parts, 2) > 15);
  assert_true(check_documented(doc, BANG_DATA_DIR "/lua/solo/schema.lua", solo_parts, 2) > 25);
  /* The check can fail: a name nobody wrote is not "documented". */
  assert_false(documented("`life` and `on`", "lif"));
  free(doc);
}

/* EVENTS = { "a", "b", ... } in lua/dice/rules.lua, the list the rules
 * keep of who hears each event, against schema.events of its schema.lua. */
static void dice_events_are_the_schemas(void **state) {
  (void)state;
  char *rules = slurp(BANG_DATA_DIR "/lua/dice/rules.lua");
  const char *start = strstr(rules, "\nlocal EVENTS = {");
  assert_non_null(start);
  const char *end = strchr(start, '}');
  assert_non_null(end);
  bang_sandbox *sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  assert_non_null(sb);
  lua_State *L = bang_sandbox_state(sb);
  char err[1024];
  if (!bang_sandbox_run_file(sb, BANG_DATA_DIR "/lua/dice/schema.lua", 1, err, sizeof err))
    fail_msg("%s", err);
  assert_int_equal(lua_getfield(L, -1, "events"), LUA_TTABLE);
  int listed = 0, declared = 0;
  for (const char *q = strchr(start, '"'); q && q < end; q = strchr(q + 1, '"')) {
    const char *close = strchr(q + 1, '"');
    assert_non_null(close);
    lua_pushlstring(L, q + 1, (size_t)(close - q - 1));
    if (lua_rawget(L, -2) == LUA_TNIL)
      fail_msg("lua/dice/rules.lua: event '%.*s' is not in schema.events", (int)(close - q - 1), q + 1);
    lua_pop(L, 1);
    listed++;
    q = close;
  }
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    declared++;
    lua_pop(L, 1);
  }
  bang_sandbox_free(sb);
  free(rules);
  assert_true(listed >= 12);
  if (listed != declared)
    fail_msg("lua/dice/rules.lua's EVENTS lists %d events, schema.events declares %d", listed, declared);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(rules_and_bot_name_no_card_or_character),
      cmocka_unit_test(modding_guide_documents_the_schema),
      cmocka_unit_test(dice_events_are_the_schemas),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
