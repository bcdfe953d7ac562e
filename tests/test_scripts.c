/*
 * test_scripts.c: the script check, over the real Lua files (lua/).
 *
 * Plays, with logging on, the odd seats computer players and the even ones
 * random legal choices, two dice games
 * (3 to 8 players) and two card games (4 to 7) for each character id of
 * lua/dice/characters/ (the card game has the same ids), that character in
 * seat 1: this loads the prelude, each game's rules, every character, the
 * rulebooks and the computer players (lua/<game>/bot.lua). Then checks that:
 *   - every character id has a name and an ability text in po/bang.pot,
 *     and every seat of a dice game of 3 to 8 got a character a script
 *     defines;
 *   - played to the end, every log entry, prompt, option label, refusal and
 *     result renders with no placeholder left over, every rule id cited has
 *     a rulebook text, every role and face has a display name, and every
 *     message id the engine uses at run time is in po/bang.pot (else it can
 *     never be translated);
 *   - the computer players answer every decision put to them;
 *   - every translation in po/<lang>.po keeps the {placeholders} of its msgid.
 * Run alone with --rules-md (ctest unit/rules_md), it cross-checks the
 * rulebooks against a RULES.md kept outside the repository by the rules'
 * maintainers ($BANG_RULES_MD, else BANG_SHARED_DIR): every rule id of its
 * sections D and C has a rulebook text. Without that file it exits 77,
 * which ctest reports as skipped; `bang rules` is the reference a reader of
 * the repository has.
 */
#include <ctype.h>
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "msg.h"
#include "render.h"

#ifndef BANG_DATA_DIR
#error "BANG_DATA_DIR comes from bangcore's compile definitions"
#endif
#ifndef BANG_SHARED_DIR
#define BANG_SHARED_DIR BANG_DATA_DIR "/../shared"
#endif

enum { ERRLEN = 2048, MAX_ITEMS = 4096 };

/* ---- small string sets -------------------------------------------------- */

typedef struct strset {
  char *items[MAX_ITEMS];
  int n;
} strset;

static bool set_has(const strset *s, const char *x) {
  for (int i = 0; i < s->n; i++)
    if (strcmp(s->items[i], x) == 0) return true;
  return false;
}

static void set_add(strset *s, const char *x) {
  if (set_has(s, x)) return;
  assert_true(s->n < MAX_ITEMS);
  s->items[s->n] = strdup(x);
  assert_non_null(s->items[s->n]);
  s->n++;
}

static void set_clear(strset *s) {
  for (int i = 0; i < s->n; i++) free(s->items[i]);
  s->n = 0;
}

/* Printable form of an id: the context separator shown as "|". */
static const char *shown(const char *id) {
  static char buf[4][512];
  static int k;
  char *out = buf[k++ % 4];
  size_t j = 0;
  for (const char *c = id; *c && j + 1 < sizeof buf[0]; c++) out[j++] = *c == '\004' ? '|' : *c;
  out[j] = '\0';
  return out;
}

/* ---- .po / .pot files ------------------------------------------------------ */

typedef struct po_entry {
  char *key; /* "context\004msgid" or "msgid" */
  char *id;  /* the msgid alone */
  char *str; /* msgstr (the first form) */
  char *plural; /* msgid_plural, or NULL */
  bool fuzzy;
} po_entry;

typedef struct po_file {
  po_entry *e;
  int n, cap;
} po_file;

typedef struct text {
  char *s;
  size_t len, cap;
} text;

static void text_add(text *t, const char *s, size_t n) {
  /* Bounded, so the compiler sees no overflow (GCC at -O2/-O3 warned of a
   * memcpy of SIZE_MAX bytes here: -Wstringop-overflow, a false positive). */
  if (n > SIZE_MAX / 4 || t->len > SIZE_MAX / 4) abort();
  if (t->len + n + 1 > t->cap) {
    t->cap = (t->len + n + 1) * 2;
    t->s = realloc(t->s, t->cap);
    assert_non_null(t->s);
  }
  memcpy(t->s + t->len, s, n);
  t->len += n;
  t->s[t->len] = '\0';
}

/* Append the C-escaped contents of a quoted PO string ("...") to t. */
static void add_quoted(text *t, const char *line) {
  const char *p = strchr(line, '"');
  if (!p) return;
  p++;
  if (!t->s) text_add(t, "", 0);
  while (*p && *p != '"') {
    char c = *p++;
    if (c == '\\' && *p) {
      char e = *p++;
      switch (e) {
        case 'n': c = '\n'; break;
        case 't': c = '\t'; break;
        case 'r': c = '\r'; break;
        case 'a': c = '\a'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
          int v = e - '0';
          for (int k = 0; k < 2 && *p >= '0' && *p <= '7'; k++) v = v * 8 + (*p++ - '0');
          c = (char)v;
          break;
        }
        default: c = e; break; /* \" \\ */
      }
    }
    text_add(t, &c, 1);
  }
}

typedef struct po_parser {
  text ctxt, id, str, plural;
  bool fuzzy, have_id, have_ctxt, have_str;
  text *field;
} po_parser;

static void po_flush(po_file *f, po_parser *p) {
  if (p->have_id && p->id.s && p->id.s[0]) { /* the header has an empty msgid */
    if (f->n == f->cap) {
      f->cap = f->cap ? f->cap * 2 : 256;
      f->e = realloc(f->e, (size_t)f->cap * sizeof *f->e);
      assert_non_null(f->e);
    }
    po_entry *e = &f->e[f->n++];
    text key = {0};
    if (p->have_ctxt) {
      text_add(&key, p->ctxt.s ? p->ctxt.s : "", p->ctxt.len);
      text_add(&key, "\004", 1);
    }
    text_add(&key, p->id.s, p->id.len);
    e->key = key.s;
    e->id = strdup(p->id.s);
    e->str = strdup(p->str.s ? p->str.s : "");
    e->plural = p->plural.s ? strdup(p->plural.s) : NULL;
    e->fuzzy = p->fuzzy;
  }
  free(p->plural.s);
  free(p->ctxt.s);
  free(p->id.s);
  free(p->str.s);
  memset(p, 0, sizeof *p);
}

/* Entries are separated by comments or blank lines, or begin with a new
 * msgctxt/msgid; obsolete (#~) entries are comments and skipped. */
static bool po_load(const char *path, po_file *f) {
  memset(f, 0, sizeof *f);
  FILE *in = fopen(path, "r");
  if (!in) return false;
  po_parser p;
  memset(&p, 0, sizeof p);
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, in) >= 0) {
    if (line[0] == '#' || line[0] == '\n' || line[0] == '\r') {
      if (p.have_id) po_flush(f, &p);
      if (line[0] == '#' && line[1] == ',' && strstr(line, "fuzzy")) p.fuzzy = true;
      p.field = NULL;
      continue;
    }
    if (strncmp(line, "msgctxt ", 8) == 0) {
      if (p.have_id) po_flush(f, &p);
      p.have_ctxt = true;
      p.field = &p.ctxt;
      add_quoted(p.field, line + 7);
    } else if (strncmp(line, "msgid ", 6) == 0) {
      if (p.have_id) po_flush(f, &p);
      p.have_id = true;
      p.field = &p.id;
      add_quoted(p.field, line + 5);
    } else if (strncmp(line, "msgstr ", 7) == 0 || strncmp(line, "msgstr[0] ", 10) == 0) {
      p.have_str = true;
      p.field = &p.str;
      add_quoted(p.field, strchr(line, ' '));
    } else if (strncmp(line, "msgid_plural ", 13) == 0) {
      p.field = &p.plural;
      add_quoted(p.field, line + 12);
    } else if (line[0] == '"') {
      if (p.field) add_quoted(p.field, line);
    } else {
      p.field = NULL; /* msgid_plural, msgstr[n > 0] */
    }
  }
  po_flush(f, &p);
  free(line);
  fclose(in);
  return true;
}

static void po_free(po_file *f) {
  for (int i = 0; i < f->n; i++) {
    free(f->e[i].key);
    free(f->e[i].id);
    free(f->e[i].plural);
    free(f->e[i].str);
  }
  free(f->e);
  memset(f, 0, sizeof *f);
}

/* A plural message id "singular\001plural" is found by its singular. */
static const po_entry *po_find(const po_file *f, const char *key) {
  size_t len = strcspn(key, "\001");
  for (int i = 0; i < f->n; i++)
    if (strncmp(f->e[i].key, key, len) == 0 && f->e[i].key[len] == '\0') return &f->e[i];
  return NULL;
}

/* ---- shared state ---------------------------------------------------------- */

static po_file pot;
static strset character_ids;

static bool ends_with(const char *s, const char *tail) {
  size_t n = strlen(s), m = strlen(tail);
  return n >= m && strcmp(s + n - m, tail) == 0;
}

/* The id = "..." of a character script, read from the file's text. */
static bool character_id_of(const char *path, char *id, size_t cap) {
  FILE *f = fopen(path, "r");
  if (!f) return false;
  char line[1024];
  bool found = false;
  while (!found && fgets(line, sizeof line, f)) {
    const char *p = line;
    while (*p == ' ' || *p == '\t') p++;
    if (strncmp(p, "id", 2) != 0) continue;
    p += 2;
    while (*p == ' ') p++;
    if (*p++ != '=') continue;
    while (*p == ' ') p++;
    char quote = *p++;
    if (quote != '"' && quote != '\'') continue;
    const char *end = strchr(p, quote);
    if (!end || (size_t)(end - p) >= cap) continue;
    snprintf(id, cap, "%.*s", (int)(end - p), p);
    found = true;
  }
  fclose(f);
  return found;
}

static int group_setup(void **state) {
  (void)state;
  if (!po_load(BANG_DATA_DIR "/po/bang.pot", &pot)) {
    fprintf(stderr, "cannot read %s\n", BANG_DATA_DIR "/po/bang.pot");
    return -1;
  }
  const char *dir = BANG_DATA_DIR "/lua/dice/characters";
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot list %s\n", dir);
    return -1;
  }
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!ends_with(e->d_name, ".lua")) continue;
    char path[1024], id[128];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (!character_id_of(path, id, sizeof id)) {
      fprintf(stderr, "%s: no id = \"...\" line\n", path);
      closedir(d);
      return -1;
    }
    set_add(&character_ids, id);
  }
  closedir(d);
  return character_ids.n > 0 ? 0 : -1;
}

static int group_teardown(void **state) {
  (void)state;
  po_free(&pot);
  set_clear(&character_ids);
  return 0;
}

static bang_game *new_variant_game(const char *variant, int players, uint64_t seed,
                                   const char *character) {
  bang_setup setup;
  bang_setup_init(&setup, variant, players, seed);
  setup.characters[0] = character;
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("%s, %d players: bang_game_new: %s", variant, players, err);
  return g;
}

static bang_game *new_game(int players, uint64_t seed, const char *character) {
  return new_variant_game("dice", players, seed, character);
}

/* ---- checks ------------------------------------------------------------------ */

static void characters_have_names_and_abilities(void **state) {
  (void)state;
  for (int players = 3; players <= 8; players++) {
    bang_game *g = new_game(players, (uint64_t)players, NULL);
    for (int i = 0; i < character_ids.n; i++) {
      const char *id = character_ids.items[i];
      const char *name = bang_game_character_name(g, id);
      const char *ability = bang_game_character_ability(g, id);
      if (!name || !*name) fail_msg("character %s has no name", id);
      if (!ability || !*ability) fail_msg("character %s has no ability text", id);
      if (!po_find(&pot, name)) fail_msg("character %s: name '%s' is not in po/bang.pot", id, name);
      if (!po_find(&pot, ability))
        fail_msg("character %s: ability '%s' is not in po/bang.pot", id, ability);
    }
    /* And every seat got one of them. */
    for (int s = 1; s <= players; s++) {
      const bang_player *p = bang_game_player(g, s);
      if (!set_has(&character_ids, p->character))
        fail_msg("seat %d got character '%s', which no script defines", s, p->character);
    }
    bang_game_free(g);
  }
  printf("checked %d characters in games of 3 to 8 players\n", character_ids.n);
}

/* Every rule id of one section of RULES.md ("## D." or "## C.") has a text
 * in that game's rulebook.lua, and the text is in po/bang.pot. */
static int check_rulebook_section(const char *path, char letter, const char *variant) {
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  strset ids = {0};
  char line[4096], heading[8], prefix[4];
  snprintf(heading, sizeof heading, "## %c.", letter);
  snprintf(prefix, sizeof prefix, "%c-", letter);
  bool in_section = false;
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, "## ", 3) == 0) in_section = strncmp(line, heading, 5) == 0;
    if (!in_section) continue;
    /* Rules are defined as "**D-12 ..." or "### D-30 ...". */
    const char *p = line;
    if (strncmp(p, "- **", 4) == 0) p += 4;
    else if (strncmp(p, "### ", 4) == 0) p += 4;
    else continue;
    if (strncmp(p, prefix, 2) != 0 || !isdigit((unsigned char)p[2])) continue;
    char id[16];
    size_t n = 2;
    while (isdigit((unsigned char)p[n]) && n < sizeof id - 1) n++;
    snprintf(id, sizeof id, "%.*s", (int)n, p);
    set_add(&ids, id);
  }
  fclose(f);
  if (ids.n < 10) fail_msg("%s: found only %d rule ids in section %c", path, ids.n, letter);
  bang_setup setup;
  bang_setup_init(&setup, variant, 5, 1);
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("%s: bang_game_new: %s", variant, err);
  int missing = 0;
  for (int i = 0; i < ids.n; i++) {
    const char *text = bang_game_rule_text(g, ids.items[i]);
    if (!text || !*text) {
      print_error("rule %s (%s) has no text in lua/%s/rulebook.lua\n", ids.items[i], path, variant);
      missing++;
    } else if (!po_find(&pot, text)) {
      print_error("rule %s: its text is not in po/bang.pot\n", ids.items[i]);
      missing++;
    }
  }
  bang_game_free(g);
  printf("checked %d rule ids of %s section %c against lua/%s/rulebook.lua\n", ids.n, path, letter,
         variant);
  set_clear(&ids);
  return missing;
}

/* RULES.md: $BANG_RULES_MD, else BANG_SHARED_DIR/RULES.md. */
static const char *rules_md(void) {
  static char fallback[1024];
  const char *path = getenv("BANG_RULES_MD");
  if (path && *path) return path;
  snprintf(fallback, sizeof fallback, "%s/RULES.md", BANG_SHARED_DIR);
  return fallback;
}

static void rulebook_covers_rules_md(void **state) {
  (void)state;
  const char *path = rules_md();
  int missing = check_rulebook_section(path, 'D', "dice") + check_rulebook_section(path, 'C', "card");
  assert_int_equal(missing, 0);
}

typedef struct audit {
  strset problems; /* each distinct problem once */
  strset ids_seen;
  long messages;
} audit;

/* Report a problem once per key (the id or rule it is about). */
static void problem(audit *a, const char *key, const char *fmt, ...) {
  if (set_has(&a->problems, key)) return;
  set_add(&a->problems, key);
  char text[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  print_error("%s\n", text);
}

static const char *key_of(const char *kind, const char *what) {
  static char key[600];
  snprintf(key, sizeof key, "%s:%s", kind, what);
  return key;
}

/* Check one message the way a front end would show it. */
static void check_msg(audit *a, bang_game *g, const bang_msg *m, const char *where) {
  a->messages++;
  if (!m->id) {
    problem(a, key_of("noid", where), "%s: a message without an id", where);
    return;
  }
  char out[2048];
  bang_render(g, m, out, sizeof out);
  const char *open = strchr(out, '{');
  if (open && strchr(open, '}'))
    problem(a, key_of("brace", m->id), "%s: '%s' renders as '%s': a placeholder has no argument", where, shown(m->id),
            out);
  set_add(&a->ids_seen, m->id);
  if (!po_find(&pot, m->id))
    problem(a, key_of("pot", m->id), "%s: message id '%s' is not in po/bang.pot, so it can never be translated",
            where, shown(m->id));
  if (m->rule && !bang_game_rule_text(g, m->rule))
    problem(a, key_of("rule", m->rule), "%s: rule %s (cited by '%s') has no rulebook text", where, m->rule, shown(m->id));
  for (int i = 0; i < m->nargs; i++) {
    const bang_arg *arg = &m->args[i];
    if (arg->kind != BANG_ARG_TEXT) continue;
    /* Items with a context are text ids, so they must be translatable. */
    char copy[BANG_MSG_TEXT];
    snprintf(copy, sizeof copy, "%s", arg->text);
    for (char *item = strtok(copy, "\n"); item; item = strtok(NULL, "\n"))
      if (strchr(item, '\004') && !po_find(&pot, item))
        problem(a, key_of("pot", item), "%s: text id '%s' (argument %s of '%s') is not in po/bang.pot", where,
                shown(item), arg->key, shown(m->id));
  }
}

static void check_decision(audit *a, bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  char where[128];
  snprintf(where, sizeof where, "decision '%s'", d->kind);
  check_msg(a, g, &d->prompt, where);
  for (int i = 0; i < d->options; i++) {
    bang_msg label;
    if (!bang_game_option_label(g, i, &label)) {
      problem(a, key_of("label", d->kind), "%s: option %d has no label", where, i + 1);
      continue;
    }
    check_msg(a, g, &label, where);
  }
  /* What a player might mistype: every refusal must be showable too. */
  static const char *const junk[] = {"foo", "99", "0", "", "reroll 9", "reroll 1",
                                     "reroll x", "shoot nobody", "beer nobody", "shoot ann",
                                     "double 9", "take_arrow now"};
  for (size_t k = 0; k < sizeof junk / sizeof junk[0]; k++) {
    bang_msg why;
    memset(&why, 0, sizeof why);
    if (bang_game_match_command(g, junk[k], &why) >= 0) continue;
    snprintf(where, sizeof where, "refusing '%s' at a %s decision", junk[k], d->kind);
    check_msg(a, g, &why, where);
  }
}

static void play_and_audit(audit *a, const char *variant, int players, uint64_t seed,
                           const char *character, bool use_bot) {
  bang_game *g = new_variant_game(variant, players, seed, character);
  uint64_t random_state = seed * 7919;
  enum bang_status st;
  long steps = 0;
  while ((st = bang_game_advance(g)) == BANG_AWAITING && steps++ < 20000) {
    check_decision(a, g);
    int choice = -1;
    if (use_bot && bang_game_decision(g)->player % 2 == 1) {
      choice = bang_game_bot_choice(g);
      if (choice < 0)
        problem(a, key_of("bot", bang_game_decision(g)->kind), "lua/%s/bot.lua gave no answer to a '%s' decision: %s", variant,
                bang_game_decision(g)->kind, bang_game_error(g));
    }
    if (choice < 0) choice = bang_game_random_choice(g, &random_state);
    assert_true(bang_game_answer(g, choice));
  }
  if (st != BANG_OVER)
    fail_msg("%d players, seed %llu, %s in seat 1: the game ended with status %d: %s", players,
             (unsigned long long)seed, character, (int)st, bang_game_error(g));
  char where[160];
  snprintf(where, sizeof where, "log (%d players, seed %llu)", players,
           (unsigned long long)seed);
  for (size_t i = 0; i < bang_game_log_size(g); i++)
    check_msg(a, g, bang_game_log_entry(g, i), where);
  check_msg(a, g, bang_game_result(g), "result");
  for (int s = 1; s <= players; s++) {
    const char *role = bang_game_player(g, s)->role;
    const char *name = bang_game_name_of(g, "role", role);
    if (!name) problem(a, key_of("role", role), "role '%s' has no display name (rules.names.role)", role);
    else if (!po_find(&pot, name)) problem(a, key_of("pot", name), "role name '%s' is not in po/bang.pot", shown(name));
  }
  for (int i = 1; i <= bang_game_dice(g); i++) {
    const char *face = bang_game_die(g, i)->face;
    if (!face) continue;
    const char *name = bang_game_name_of(g, "face", face);
    if (!name) problem(a, key_of("face", face), "die face '%s' has no display name (rules.names.face)", face);
    else if (!po_find(&pot, name)) problem(a, key_of("pot", name), "face name '%s' is not in po/bang.pot", shown(name));
  }
  bang_game_free(g);
}

static void games_render_completely(void **state) {
  (void)state;
  static audit a;
  memset(&a, 0, sizeof a);
  int games = 0;
  for (int i = 0; i < character_ids.n; i++) {
    for (int k = 0; k < 2; k++) {
      int players = 3 + (i * 2 + k) % 6;
      play_and_audit(&a, "dice", players, (uint64_t)(1000 + i * 2 + k), character_ids.items[i], true);
      /* The card game has the same character ids. */
      play_and_audit(&a, "card", 4 + (i * 2 + k) % 4, (uint64_t)(2000 + i * 2 + k),
                     character_ids.items[i], true);
      games += 2;
    }
  }
  printf("played %d games: %ld messages checked, %d distinct message ids, %d problems\n", games,
         a.messages, a.ids_seen.n, a.problems.n);
  int problems = a.problems.n;
  set_clear(&a.problems);
  set_clear(&a.ids_seen);
  assert_int_equal(problems, 0);
}

/* The {names} in a text, sorted and joined by spaces. */
static void placeholders(const char *s, char *out, size_t cap) {
  char names[32][32];
  int n = 0;
  for (const char *p = strchr(s, '{'); p && n < 32; p = strchr(p + 1, '{')) {
    const char *end = p + 1;
    while (isalnum((unsigned char)*end) || *end == '_') end++;
    if (*end != '}' || end == p + 1 || end - p - 1 >= 32) continue;
    snprintf(names[n++], sizeof names[0], "%.*s", (int)(end - p - 1), p + 1);
  }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
      char tmp[32];
      memcpy(tmp, names[j], sizeof tmp);
      memcpy(names[j], names[j - 1], sizeof tmp);
      memcpy(names[j - 1], tmp, sizeof tmp);
    }
  out[0] = '\0';
  for (int i = 0; i < n; i++) {
    if (i && strcmp(names[i], names[i - 1]) == 0) continue; /* a name may repeat */
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", used ? " " : "", names[i]);
  }
}

static void translations_keep_placeholders(void **state) {
  (void)state;
  FILE *f = fopen(BANG_DATA_DIR "/po/LINGUAS", "r");
  assert_non_null(f);
  char line[512];
  int bad = 0, checked = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    for (char *lang = strtok(line, " \t\r\n"); lang; lang = strtok(NULL, " \t\r\n")) {
      char path[1024];
      snprintf(path, sizeof path, "%s/po/%s.po", BANG_DATA_DIR, lang);
      po_file po;
      if (!po_load(path, &po)) fail_msg("cannot read %s", path);
      for (int i = 0; i < po.n; i++) {
        const po_entry *e = &po.e[i];
        if (e->fuzzy || !e->str[0]) continue; /* the catalogs test reports those */
        char want[512], have[512];
        placeholders(e->id, want, sizeof want);
        placeholders(e->str, have, sizeof have);
        checked++;
        /* A language with one plural form writes the plural's {n}. */
        char plural[512] = "";
        if (e->plural) placeholders(e->plural, plural, sizeof plural);
        if (strcmp(want, have) != 0 && (!e->plural || strcmp(plural, have) != 0)) {
          print_error("po/%s.po: '%s' has placeholders {%s} but its translation '%s' has {%s}\n",
                      lang, shown(e->key), want, e->str, have);
          bad++;
        }
      }
      po_free(&po);
    }
  }
  fclose(f);
  printf("checked the placeholders of %d translations\n", checked);
  assert_int_equal(bad, 0);
}

/* No argument: the checks of the scripts themselves. --rules-md: only the
 * cross-check against RULES.md, which lives outside the checkout; if it is
 * not there the exit status is 77, which ctest reports as skipped
 * (unit/rules_md, SKIP_RETURN_CODE). */
int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--rules-md") == 0) {
    FILE *f = fopen(rules_md(), "r");
    if (!f) {
      printf("skipped: %s is not there (the rules reference lives beside the checkout; "
             "set BANG_RULES_MD or -DBANG_SHARED_DIR)\n", rules_md());
      return 77;
    }
    fclose(f);
    const struct CMUnitTest rules[] = {cmocka_unit_test(rulebook_covers_rules_md)};
    return cmocka_run_group_tests(rules, group_setup, group_teardown);
  }
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(characters_have_names_and_abilities),
      cmocka_unit_test(games_render_completely),
      cmocka_unit_test(translations_keep_placeholders),
  };
  return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
