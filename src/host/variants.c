/*
 * variants.c: the variants' manifests read as data (variants.h). One
 * sandbox loads every manifest over the roots, each checked against the
 * declared fields of lua/variants.lua and then against what the fields
 * mean (whole numbers in range, the default kind one of the kinds).
 */
#include "variants.h"

#include <dirent.h>
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "msg.h"
#include "sandbox.h"

enum { MANIFEST_MEMORY = 8 * 1024 * 1024 };

/* A variant's folder name: lower-case letters, as the loader takes them. */
static int valid_name(const char *name) {
  size_t len = strlen(name);
  if (len == 0 || len >= BANG_VARIANT_WORD) return 0;
  for (size_t i = 0; i < len; i++)
    if (name[i] < 'a' || name[i] > 'z') return 0;
  return 1;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(((const bang_variant *)a)->name, ((const bang_variant *)b)->name);
}

/* Each folder NAME of root holding NAME/variant.lua, added once to all. */
static void add_names(const char *root, bang_variants *all) {
  DIR *d = opendir(root);
  if (!d) return;
  struct dirent *e;
  char path[4096];
  while ((e = readdir(d)) && all->n < BANG_VARIANT_MAX) {
    if (!valid_name(e->d_name) || bang_variants_find(all, e->d_name)) continue;
    snprintf(path, sizeof path, "%s/%s/variant.lua", root, e->d_name);
    if (!bang_sandbox_is_file(path)) continue;
    memset(&all->v[all->n], 0, sizeof all->v[all->n]);
    memcpy(all->v[all->n++].name, e->d_name, strlen(e->d_name) + 1); /* (valid_name: it fits) */
  }
  closedir(d);
}

/* "path:line: why" (the line where field, "players.min" or "title", is
 * written, if found: the inner name after its table's); 0. */
static int wrong(const char *path, const char *field, char *err, size_t errlen, const char *fmt,
                 ...) {
  char why[256], outer[BANG_VARIANT_WORD];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  const char *dot = strchr(field, '.');
  int line = 1;
  if (dot && (size_t)(dot - field) < sizeof outer) {
    snprintf(outer, sizeof outer, "%.*s", (int)(dot - field), field);
    line = bang_loader_field_line(path, outer);
    field = dot + 1;
  }
  if (line > 0) { /* (an inner field not written: its table's line) */
    int inner = bang_loader_field_line_from(path, field, line);
    if (inner > 0 || !dot) line = inner;
  }
  if (line > 0) snprintf(err, errlen, "%s:%d: %s", path, line, why);
  else snprintf(err, errlen, "%s: %s", path, why);
  return 0;
}

/* players.<field> of the table at the top: a whole number from 1 to the
 * most players a game has. */
static int take_count(lua_State *L, const char *path, const char *field, long *out, char *err,
                      size_t errlen) {
  lua_getfield(L, -1, field);
  int ok = lua_isinteger(L, -1);
  lua_Integer n = ok ? lua_tointeger(L, -1) : 0;
  lua_pop(L, 1);
  char dotted[64];
  snprintf(dotted, sizeof dotted, "players.%s", field);
  if (!ok || n < 1 || n > BANG_VARIANT_MAX_PLAYERS)
    return wrong(path, dotted, err, errlen, "'players.%s' must be a whole number from 1 to %d",
                 field, BANG_VARIANT_MAX_PLAYERS);
  *out = (long)n;
  return 1;
}

/* The length of the mod's tag that id starts with ("\004NAME\004", as
 * its N_ writes it, loader.c), or 0. */
static size_t tag_length(const char *id) {
  const char *end = id[0] == '\004' ? strchr(id + 1, '\004') : NULL;
  return end && end > id + 1 ? (size_t)(end - id) + 1 : 0;
}

/* The list of words at field of the table at the top (absent: none). With
 * tag (the verbs: message ids, NC_("command", "load")), each is taken as
 * its English word and the first mod's tag among them goes to tag. */
static int take_words(lua_State *L, const char *path, const char *what, const char *field,
                      char (*words)[BANG_VARIANT_WORD], int cap, int *n, char *tag, char *err,
                      size_t errlen) {
  char dotted[64];
  if (*what) snprintf(dotted, sizeof dotted, "%s.%s", what, field);
  else snprintf(dotted, sizeof dotted, "%s", field); /* a field of the manifest itself */
  *n = 0;
  if (lua_getfield(L, -1, field) == LUA_TNIL) {
    lua_pop(L, 1);
    return 1;
  }
  int len = (int)lua_rawlen(L, -1);
  if (len > cap) {
    lua_pop(L, 1);
    return wrong(path, dotted, err, errlen, "'%s' may hold at most %d words", dotted, cap);
  }
  for (int i = 1; i <= len; i++) {
    lua_rawgeti(L, -1, i);
    const char *id = lua_tostring(L, -1), *word = id && tag ? bang_msg_english(id) : id;
    int ok = word && *word && strlen(word) < BANG_VARIANT_WORD;
    if (ok) snprintf(words[(*n)++], BANG_VARIANT_WORD, "%s", word);
    size_t tagged = ok && tag ? tag_length(id) : 0;
    if (tagged && tagged < BANG_VARIANT_TAG && !*tag) snprintf(tag, tagged + 1, "%s", id);
    lua_pop(L, 1);
    if (!ok) {
      lua_pop(L, 1);
      return wrong(path, dotted, err, errlen, "'%s[%d]' must be a word of 1 to %d bytes", dotted, i,
                   BANG_VARIANT_WORD - 1);
    }
  }
  lua_pop(L, 1);
  return 1;
}

/* Whether the message id text, of len bytes, fits out[cap]: 1 to cap -
 * room - 1 bytes, room the bytes kept for a mod's tag before its English
 * text (BANG_VARIANT_TAG; 0 for a name). */
static int id_fits(const char *text, size_t len, size_t cap, size_t room) {
  return len > 0 && len < cap && strlen(text + tag_length(text)) < cap - room;
}

/* A string field of the table at the top (id_fits) into out (absent: "",
 * unless required); shown as the field of what (the error's line: the
 * field's after what's outer table's, "components"). */
static int take_text(lua_State *L, const char *path, const char *what, const char *field,
                     int required, char *out, size_t cap, size_t room, char *err, size_t errlen) {
  char dotted[96], where[64];
  snprintf(dotted, sizeof dotted, "%s.%s", what, field);
  snprintf(where, sizeof where, "%.*s.%s", (int)strcspn(what, ".["), what, field);
  lua_getfield(L, -1, field);
  size_t len = 0;
  const char *text = lua_tolstring(L, -1, &len);
  int ok = text ? id_fits(text, len, cap, room) : !required && lua_isnil(L, -1);
  if (ok) snprintf(out, cap, "%s", text ? text : "");
  lua_pop(L, 1);
  if (!ok) return wrong(path, where, err, errlen, "'%s' must be a text of 1 to %d bytes", dotted,
                        (int)(cap - room) - 1);
  return 1;
}

/* An optional text field of the manifest itself (the table at the top),
 * of 1 to cap - 1 bytes, into out ("" if absent). */
static int take_text_at(lua_State *L, const char *path, const char *field, char *out, size_t cap,
                        char *err, size_t errlen) {
  lua_getfield(L, -1, field);
  size_t len = 0;
  const char *text = lua_tolstring(L, -1, &len);
  int ok = text ? id_fits(text, len, cap, BANG_VARIANT_TAG) : lua_isnil(L, -1);
  snprintf(out, cap, "%s", ok && text ? text : "");
  lua_pop(L, 1);
  if (!ok) return wrong(path, field, err, errlen, "'%s' must be a text of 1 to %d bytes", field,
                        (int)(cap - BANG_VARIANT_TAG) - 1);
  return 1;
}

/* names at the top: the seats' first default names, message ids (a mod's
 * tagged: its catalog translates them), each one word of the English. */
static int take_names(lua_State *L, const char *path, bang_variant *v, char *err, size_t errlen) {
  v->nnames = 0;
  if (lua_getfield(L, -1, "names") == LUA_TNIL) {
    lua_pop(L, 1);
    return 1;
  }
  int len = (int)lua_rawlen(L, -1);
  if (len > BANG_VARIANT_MAX_PLAYERS) {
    lua_pop(L, 1);
    return wrong(path, "names", err, errlen, "'names' may hold at most %d names",
                 BANG_VARIANT_MAX_PLAYERS);
  }
  for (int i = 1; i <= len; i++) {
    lua_rawgeti(L, -1, i);
    size_t n = 0;
    const char *id = lua_tolstring(L, -1, &n);
    const char *english = id ? bang_msg_english(id) : NULL;
    int ok = id && id_fits(id, n, sizeof v->names[0], BANG_VARIANT_TAG) && *english &&
             strlen(english) < BANG_VARIANT_WORD && !strpbrk(english, " \t\n") &&
             strspn(english, "0123456789") < strlen(english); /* (a number names a seat) */
    for (int k = 0; ok && k < v->nnames; k++)
      ok = strcmp(bang_msg_english(v->names[k]), english) != 0;
    if (ok) snprintf(v->names[v->nnames++], sizeof v->names[0], "%s", id);
    lua_pop(L, 1);
    if (!ok) {
      lua_pop(L, 1);
      return wrong(path, "names", err, errlen, "'names[%d]' must be one word of 1 to %d bytes, not a number nor a name before it", i,
                   BANG_VARIANT_WORD - 1);
    }
  }
  lua_pop(L, 1);
  return 1;
}

/* components.counters at the top: a list of { id, title, pile }. */
static int take_counters(lua_State *L, const char *path, bang_variant *v, char *err,
                         size_t errlen) {
  int len = (int)lua_rawlen(L, -1);
  if (len > BANG_VARIANT_COUNTERS)
    return wrong(path, "components.counters", err, errlen,
                 "'components.counters' may hold at most %d counters", BANG_VARIANT_COUNTERS);
  for (int i = 1; i <= len; i++) {
    char dotted[64];
    snprintf(dotted, sizeof dotted, "components.counters[%d]", i);
    if (lua_rawgeti(L, -1, i) != LUA_TTABLE) {
      lua_pop(L, 1);
      return wrong(path, "components.counters", err, errlen, "'%s' must be a table", dotted);
    }
    int ok = take_text(L, path, dotted, "id", 1, v->counters[i - 1].id,
                       sizeof v->counters[i - 1].id, 0, err, errlen) &&
             take_text(L, path, dotted, "title", 1, v->counters[i - 1].title,
                       sizeof v->counters[i - 1].title, BANG_VARIANT_TAG, err, errlen) &&
             take_text(L, path, dotted, "pile", 0, v->counters[i - 1].pile,
                       sizeof v->counters[i - 1].pile, BANG_VARIANT_TAG, err, errlen);
    lua_pop(L, 1);
    if (!ok) return 0;
    v->ncounters = i;
  }
  return 1;
}

/* Whether word cannot be an option's: a reserved word of Lua (the rules'
 * preset is Lua source: `return { harder = true, bot = "solver" }`), or a
 * key the preset, a scenario's set-up or bang simulate's JSON already
 * holds beside the options. */
static int reserved_word(const char *word) {
  static const char *const reserved[] = {
      "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
      "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
      "bot", "bots", "title", "game", "seed", "players", "format", "version", "games",
      "finished", "turns", "failed", "seconds", "roles", "characters", "kinds"};
  for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
    if (strcmp(word, reserved[i]) == 0) return 1;
  return 0;
}

/* options at the top: a list of { word, flag, title, players }. */
static int take_options(lua_State *L, const char *path, bang_variant *v, char *err,
                        size_t errlen) {
  int len = (int)lua_rawlen(L, -1);
  if (len > BANG_VARIANT_OPTIONS)
    return wrong(path, "options", err, errlen, "'options' may hold at most %d options",
                 BANG_VARIANT_OPTIONS);
  for (int i = 1; i <= len; i++) {
    char dotted[64];
    bang_variant_option *o = &v->options[i - 1];
    snprintf(dotted, sizeof dotted, "options[%d]", i);
    if (lua_rawgeti(L, -1, i) != LUA_TTABLE) {
      lua_pop(L, 1);
      return wrong(path, "options", err, errlen, "'%s' must be a table", dotted);
    }
    int ok = take_text(L, path, dotted, "word", 1, o->word, sizeof o->word, 0, err, errlen) &&
             take_text(L, path, dotted, "flag", 1, o->flag, sizeof o->flag, 0, err, errlen) &&
             take_text(L, path, dotted, "title", 1, o->title, sizeof o->title, BANG_VARIANT_TAG,
                       err, errlen);
    lua_getfield(L, -1, "players");
    int has_players = !lua_isnil(L, -1);
    lua_Integer players = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
    lua_pop(L, 1);
    lua_pop(L, 1);
    if (!ok) return 0;
    if (!valid_name(o->word)) /* a key of the rules' preset, and a word of the command line */
      return wrong(path, "options", err, errlen,
                   "'%s.word' must be lower-case letters, as the rules' preset names it", dotted);
    if (reserved_word(o->word))
      return wrong(path, "options", err, errlen,
                   "'%s.word' must not be '%s': a word of Lua, the preset, a scenario or "
                   "bang simulate's JSON", dotted, o->word);
    if (strcmp(o->flag, "advanced") != 0 && strcmp(o->flag, "abilities") != 0)
      return wrong(path, "options", err, errlen, "'%s.flag' must be \"advanced\" or \"abilities\"",
                   dotted);
    for (int k = 0; k < i - 1; k++)
      if (strcmp(v->options[k].word, o->word) == 0 ||
          (strcmp(o->flag, "abilities") == 0 && strcmp(v->options[k].flag, "abilities") == 0))
        return wrong(path, "options", err, errlen,
                     "'%s' repeats a word, or a second option of --abilities", dotted);
    if (has_players && (players < v->min_players || players > v->max_players))
      return wrong(path, "options", err, errlen,
                   "'%s.players' must be a whole number from 'players.min' to 'players.max'",
                   dotted);
    o->players = has_players ? (long)players : 0;
    v->noptions = i;
  }
  return 1;
}

/* The fields of how a game is set up: default, course, one_person, names,
 * options (the table at the top). */
static int take_setup(lua_State *L, const char *path, bang_variant *v, char *err, size_t errlen) {
  lua_getfield(L, -1, "default");
  v->is_default = lua_toboolean(L, -1);
  lua_getfield(L, -2, "one_person");
  v->one_person = lua_toboolean(L, -1);
  lua_pop(L, 2);
  int ok = take_text_at(L, path, "course", v->course, sizeof v->course, err, errlen) &&
           take_names(L, path, v, err, errlen);
  if (!ok) return 0;
  if (lua_getfield(L, -1, "options") == LUA_TTABLE) ok = take_options(L, path, v, err, errlen);
  lua_pop(L, 1);
  return ok;
}

/* 0 and err if text, the manifest's field (shown as what), holds what a
 * terminal would obey (bang_msg_clean's controls): a manifest's texts are
 * shown as they are (the title, the counters' headings, the verbs), and a
 * mod's manifest is a mod's text like any other. */
static int no_controls(const char *path, const char *field, const char *what, const char *text,
                       char *err, size_t errlen) {
  if (!bang_msg_needs_clean(text, strlen(text))) return 1;
  return wrong(path, field, err, errlen, "'%s' must not hold control characters", what);
}

/* Every text of the manifest v read from path, checked by no_controls. */
static int texts_shown(const char *path, const bang_variant *v, char *err, size_t errlen) {
  char what[64];
  const struct {
    const char *field;
    const char (*words)[BANG_VARIANT_WORD];
    int n;
  } lists[] = {{"bots.kinds", v->kinds, v->nkinds},        {"rules.key", v->key_rules, v->nrules},
               {"verbs", v->verbs, v->nverbs},             {"scenario.table", v->table_keys, v->ntable},
               {"scenario.player", v->player_keys, v->nplayer}};
  if (!no_controls(path, "title", "title", v->title, err, errlen) ||
      !no_controls(path, "bots.default", "bots.default", v->bot_default, err, errlen) ||
      !no_controls(path, "rules.example", "rules.example", v->example_rule, err, errlen))
    return 0;
  for (size_t l = 0; l < sizeof lists / sizeof lists[0]; l++)
    for (int i = 0; i < lists[l].n; i++) {
      snprintf(what, sizeof what, "%s[%d]", lists[l].field, i + 1);
      if (!no_controls(path, lists[l].field, what, lists[l].words[i], err, errlen)) return 0;
    }
  if (!no_controls(path, "course", "course", v->course, err, errlen)) return 0;
  for (int i = 0; i < v->nnames; i++) {
    snprintf(what, sizeof what, "names[%d]", i + 1);
    if (!no_controls(path, "names", what, v->names[i], err, errlen)) return 0;
  }
  for (int i = 0; i < v->noptions; i++) {
    const char *texts[] = {v->options[i].word, v->options[i].title};
    snprintf(what, sizeof what, "options[%d]", i + 1);
    for (int k = 0; k < 2; k++)
      if (!no_controls(path, "options", what, texts[k], err, errlen)) return 0;
  }
  for (int c = 0; c < v->ncounters; c++) {
    const char *texts[] = {v->counters[c].id, v->counters[c].title, v->counters[c].pile};
    for (int k = 0; k < 3; k++) {
      snprintf(what, sizeof what, "components.counters[%d]", c + 1);
      if (!no_controls(path, "components.counters", what, texts[k], err, errlen)) return 0;
    }
  }
  return 1;
}

/* The checked manifest at the top into v; 0 and err if a value is wrong. */
static int take_manifest(lua_State *L, const char *path, bang_variant *v, char *err,
                         size_t errlen) {
  lua_getfield(L, -1, "title");
  size_t len = 0;
  const char *title = lua_tolstring(L, -1, &len);
  int ok = title && id_fits(title, len, sizeof v->title, BANG_VARIANT_TAG);
  if (ok) memcpy(v->title, title, len + 1);
  lua_pop(L, 1);
  if (!ok) return wrong(path, "title", err, errlen, "'title' must be a message id of 1 to %d bytes",
                        (int)(sizeof v->title - BANG_VARIANT_TAG) - 1);

  lua_getfield(L, -1, "players");
  ok = take_count(L, path, "min", &v->min_players, err, errlen) &&
       take_count(L, path, "max", &v->max_players, err, errlen) &&
       take_count(L, path, "default", &v->default_players, err, errlen);
  lua_pop(L, 1);
  if (!ok) return 0;
  if (v->min_players > v->max_players)
    return wrong(path, "players.min", err, errlen, "'players.min' must not be above 'players.max'");
  if (v->default_players < v->min_players || v->default_players > v->max_players)
    return wrong(path, "players.default", err, errlen,
                 "'players.default' must be from 'players.min' to 'players.max'");

  lua_getfield(L, -1, "bots");
  lua_getfield(L, -1, "default");
  const char *def = lua_tostring(L, -1);
  snprintf(v->bot_default, sizeof v->bot_default, "%s", def ? def : "");
  lua_pop(L, 1);
  ok = take_words(L, path, "bots", "kinds", v->kinds, BANG_VARIANT_KINDS, &v->nkinds, NULL, err,
                  errlen);
  lua_pop(L, 1);
  if (!ok) return 0;
  if (!bang_variant_has(v->kinds, v->nkinds, v->bot_default))
    return wrong(path, "bots.default", err, errlen, "'bots.default' must be one of 'bots.kinds'");

  if (lua_getfield(L, -1, "rules") == LUA_TTABLE) {
    ok = take_words(L, path, "rules", "key", v->key_rules, BANG_VARIANT_KEYS, &v->nrules, NULL,
                    err, errlen);
    lua_getfield(L, -1, "example");
    const char *example = lua_tostring(L, -1);
    if (ok && example && (!*example || strlen(example) >= sizeof v->example_rule))
      ok = wrong(path, "rules.example", err, errlen, "'rules.example' must be a rule id of 1 to %d bytes",
                 (int)sizeof v->example_rule - 1);
    else if (example) snprintf(v->example_rule, sizeof v->example_rule, "%s", example);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  if (!ok) return 0;
  if (!take_words(L, path, "", "verbs", v->verbs, BANG_VARIANT_KEYS, &v->nverbs, v->verb_tag, err,
                  errlen))
    return 0;
  for (int i = 0; i < v->nverbs; i++) { /* NC_("command", "load"): the word, "load" */
    if (strpbrk(v->verbs[i], " \t\n"))
      return wrong(path, "verbs", err, errlen, "'verbs[%d]' must be one word", i + 1);
  }
  if (lua_getfield(L, -1, "components") == LUA_TTABLE) {
    lua_getfield(L, -1, "hands");
    v->hands = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (lua_getfield(L, -1, "counters") == LUA_TTABLE) ok = take_counters(L, path, v, err, errlen);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  if (!ok) return 0;
  if (!take_setup(L, path, v, err, errlen)) return 0;
  if (lua_getfield(L, -1, "scenario") == LUA_TTABLE) {
    lua_getfield(L, -1, "default");
    v->scenario_default = lua_toboolean(L, -1);
    lua_pop(L, 1);
    ok = take_words(L, path, "scenario", "table", v->table_keys, BANG_VARIANT_KEYS, &v->ntable,
                    NULL, err, errlen) &&
         take_words(L, path, "scenario", "player", v->player_keys, BANG_VARIANT_KEYS, &v->nplayer,
                    NULL, err, errlen);
  }
  lua_pop(L, 1);
  return ok && texts_shown(path, v, err, errlen);
}

/* Load the schema, then each of the n manifests of vs, in L (opened over the roots). */
static int load_all(lua_State *L, bang_variant *vs, int n, char *err, size_t errlen) {
  char path[4096];
  if (!bang_loader_find(L, "variants.lua", path, sizeof path) || !bang_sandbox_is_file(path)) {
    snprintf(err, errlen, "%s: missing (the fields of a variant's manifest)", path);
    return 0;
  }
  if (!bang_loader_run(L, path, 1, err, errlen)) return 0;
  int schema = lua_gettop(L);
  if (!lua_istable(L, schema)) {
    snprintf(err, errlen, "%s: the script must return a table", path);
    return 0;
  }
  for (int i = 0; i < n; i++) {
    char rel[64];
    bang_variant *v = &vs[i];
    snprintf(rel, sizeof rel, "%s/variant.lua", v->name);
    bang_loader_find(L, rel, path, sizeof path);
    if (!bang_loader_run(L, path, 1, err, errlen)) return 0;
    if (!lua_istable(L, -1)) {
      snprintf(err, errlen, "%s: the manifest must return a table", path);
      return 0;
    }
    if (!bang_loader_check(L, schema, "variant", -1, path, err, errlen) ||
        !take_manifest(L, path, v, err, errlen))
      return 0;
    lua_pop(L, 1);
  }
  return 1;
}

int bang_variant_read(lua_State *L, const char *name, bang_variant *v, char *err, size_t errlen) {
  char path[4096], rel[64];
  memset(v, 0, sizeof *v);
  snprintf(rel, sizeof rel, "%s/variant.lua", name);
  if (strlen(name) >= sizeof v->name || !bang_loader_find(L, rel, path, sizeof path) ||
      !bang_sandbox_is_file(path))
    return -1;
  snprintf(v->name, sizeof v->name, "%s", name);
  int top = lua_gettop(L), noted = bang_loader_loaded_count(L);
  int ok = load_all(L, v, 1, err, errlen);
  lua_settop(L, top);
  /* Data about the game, not the game: not in a save's fingerprint (a
   * save made before the game read its manifest replays the same). */
  bang_loader_forget_since(L, noted);
  return ok;
}

int bang_variants_load(const char *const *roots, int nroots, bang_variants *all, char *err,
                       size_t errlen) {
  all->n = 0;
  if (errlen) err[0] = '\0';
  for (int i = nroots - 1; i >= 0; i--) add_names(roots[i], all);
  if (all->n == 0) return 1;
  qsort(all->v, (size_t)all->n, sizeof all->v[0], compare_names);
  bang_sandbox *sb = bang_sandbox_new(MANIFEST_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  if (!sb) {
    snprintf(err, errlen, "out of memory");
    all->n = 0;
    return 0;
  }
  bang_sandbox_set_stock_root(sb, roots[0]);
  lua_State *L = bang_sandbox_state(sb);
  int ok = bang_loader_open(L, roots, nroots, all->v[0].name, err, errlen) &&
           load_all(L, all->v, all->n, err, errlen);
  bang_sandbox_free(sb);
  if (!ok) all->n = 0;
  return ok;
}

int bang_variants_load_data(const char *data_dir, const char *const *mods, bang_variants *all,
                            char *err, size_t errlen) {
  enum { MODS = 16 };
  char lua_dir[4096];
  const char *data = data_dir ? data_dir : BANG_DATA_DIR;
  if (strlen(data) + sizeof "/lua" > sizeof lua_dir) {
    all->n = 0;
    snprintf(err, errlen, "%.200s...: the data folder's name is too long", data);
    return 0;
  }
  snprintf(lua_dir, sizeof lua_dir, "%s/lua", data);
  const char *roots[1 + MODS] = {lua_dir};
  int nroots = 1;
  for (int i = 0; mods && mods[i] && i < MODS; i++) roots[nroots++] = mods[i];
  return bang_variants_load(roots, nroots, all, err, errlen);
}

const bang_variant *bang_variants_default(const bang_variants *all) {
  for (int i = 0; i < all->n; i++)
    if (all->v[i].is_default) return &all->v[i];
  return all->n ? &all->v[0] : NULL;
}

const bang_variant *bang_variants_scenario_default(const bang_variants *all) {
  for (int i = 0; i < all->n; i++)
    if (all->v[i].scenario_default) return &all->v[i];
  return bang_variants_default(all);
}

int bang_variant_players_by_options(const bang_variant *v) {
  for (int i = 0; i < v->noptions; i++)
    if (v->options[i].players) return 1;
  return 0;
}

const bang_variant *bang_variants_find(const bang_variants *all, const char *name) {
  for (int i = 0; i < all->n; i++)
    if (strcmp(all->v[i].name, name) == 0) return &all->v[i];
  return NULL;
}

int bang_variant_has(const char (*words)[BANG_VARIANT_WORD], int n, const char *word) {
  for (int i = 0; i < n; i++)
    if (strcmp(words[i], word) == 0) return 1;
  return 0;
}
