/*
 * test_messages.c: every message id of po/bang.pot rendered with sample
 * arguments in every language of the catalogs (issue 12, item 3), as the
 * game shows it: Lua ids through bang_render ({named} placeholders, the
 * {n} argument choosing the plural form), C ids through their printf
 * conversions (the numbers and strings put in as text). Plural ids are
 * rendered for n = 0, 1, 2, 3, 5, 11, 21 and 101, so every form is seen.
 *
 * What it checks, and reports as "LANG: msgid "...": what: "rendered"":
 *  1. no placeholder is left: no {word} in the text (a translation that
 *     misspells or invents a placeholder);
 *  2. no doubled punctuation: a full stop ("." or "。") right after ! ? .
 *     ！ ？ 。 ("Missed!.", "BANG!。", "end.."), where "..." and longer
 *     runs of dots are an ellipsis and allowed. Card names ending in "!"
 *     fill {card}, so a period the renderer should drop is caught too;
 *  3. plural forms for counts: an English id in which a number counts the
 *     word after it ("%d cards", "{n} life", "{n} held") must be a plural
 *     entry (ngettext / NP_). A number is a printf integer conversion or a
 *     {key} that holds a count (count_keys below; die numbers, option
 *     numbers and phases are not counts). It counts the next word unless
 *     that word is one of "of", "to", "in", "is", "has", or a unit ("ms",
 *     "MiB"): "die 2 of 5", "player 3 is ...", "5 ms";
 *  4. in zh_CN, no half-width , . : ; ! ? inside a Chinese sentence: such a
 *     mark is wrong when the character just before or just after it is
 *     Chinese (a Han character, CJK punctuation U+3000..U+303F or a
 *     full-width form U+FF00..U+FFEF). Marks between Latin letters, digits
 *     or spaces (commands, numbers, "BANG! 骰子版", "--lang") are allowed,
 *     and so are a "." or ":" followed by a Latin letter or a digit (file
 *     names and numbers: "<文件>.json", "柯尔特.45") and the "!" that ends a
 *     name as the glossary writes it ("砰!", "失手!"): every zh_CN
 *     translation that is a single word ending in ! or ? is such a name,
 *     blanked out before the check, and so is a ! or ? right before "】";
 *     and the dots of a path or command ("abc/dice/...", three or more dots
 *     after a Latin character);
 *  5. in zh_CN, no space right after a full-width mark (，。：；！？、）」】):
 *     "骰子：  1" should read "骰子：1".
 * All findings are printed (the first 300), then the test fails with their
 * number.
 */
#include <ctype.h>
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "i18n.h"
#include "msg.h"
#include "render.h"

#ifndef BANG_DATA_DIR
#error "BANG_DATA_DIR comes from bangcore's compile definitions"
#endif

enum { TEXT = 4096, MAX_ENTRIES = 4096 };

/* ---- reading the template ------------------------------------------------ */

typedef struct entry {
  char *context, *id, *plural; /* plural NULL: not a plural entry */
  bool c_format;
} entry;

typedef struct catalog {
  entry e[MAX_ENTRIES];
  int n;
} catalog;

/* The text of a PO string line ("..."), unescaped, appended to out. */
static void append_po_string(const char *line, char *out, size_t cap) {
  const char *s = strchr(line, '"');
  if (!s) return;
  size_t used = strlen(out);
  for (s++; *s && *s != '"' && used + 1 < cap; s++) {
    char c = *s;
    if (c == '\\' && s[1]) {
      s++;
      c = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
    }
    out[used++] = c;
  }
  out[used] = '\0';
}

static void read_template(catalog *cat) {
  char path[1024];
  snprintf(path, sizeof path, "%s/po/bang.pot", BANG_DATA_DIR);
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot read %s", path);
  static char context[TEXT], id[TEXT], plural[TEXT];
  char line[TEXT];
  char *field = NULL;
  bool c_format = false, has_context = false, has_plural = false, has_id = false;
  for (;;) {
    bool end = !fgets(line, sizeof line, f);
    if (end || strncmp(line, "msgstr", 6) == 0) {
      if (has_id && id[0] && cat->n < MAX_ENTRIES) { /* not the header */
        entry *e = &cat->e[cat->n++];
        e->context = has_context ? strdup(context) : NULL;
        e->id = strdup(id);
        e->plural = has_plural ? strdup(plural) : NULL;
        e->c_format = c_format;
      }
      if (end) break;
      has_id = has_context = has_plural = c_format = false;
      context[0] = id[0] = plural[0] = '\0';
      field = NULL;
      continue;
    }
    if (strncmp(line, "#,", 2) == 0 && strstr(line, " c-format")) c_format = true;
    if (line[0] == '#') continue;
    if (strncmp(line, "msgctxt ", 8) == 0) {
      field = context;
      has_context = true;
    } else if (strncmp(line, "msgid_plural ", 13) == 0) {
      field = plural;
      has_plural = true;
    } else if (strncmp(line, "msgid ", 6) == 0) {
      field = id;
      has_id = true;
    } else if (line[0] != '"') {
      field = NULL;
      continue;
    }
    if (field) append_po_string(line, field, TEXT);
  }
  fclose(f);
}

/* ---- sample arguments ------------------------------------------------------ */

/* {keys} that hold a count of things; other numbers are indexes. */
static const char *const count_keys[] = {"n",     "count", "life",     "pile",  "left",
                                         "kept",  "nodes", "score",    "next",  "distance",
                                         "range", "fired", "outlaws",  NULL};
static const char *const index_keys[] = {"die", "beer", "number", "phase", NULL};

static bool listed(const char *const *list, const char *key) {
  for (int i = 0; list[i]; i++)
    if (strcmp(list[i], key) == 0) return true;
  return false;
}

/* The sample of a {key}: players by seat, names ending in "!" for cards
 * (so a full stop after them is seen), ids the catalogs translate. */
static void sample_arg(bang_arg *a, const char *key, long n) {
  static const struct {
    const char *key;
    int seat;
  } players[] = {{"player", 1}, {"target", 2}, {"source", 3}, {"victim", 4}, {"other", 5}};
  static const struct {
    const char *key, *text;
  } texts[] = {
      {"card", "Missed!"},        {"other_card", "BANG!"},   {"old", "Volcanic"},
      {"new", "Barrel"},          {"what", "Barrel"},        {"item", "Mustang"},
      {"face", "die face\004Dynamite"}, {"role", "dice role\004Sheriff"},
      {"character", "Paul Regret"}, {"value", "J\u2663"},    {"example", "play bang bob"},
      {"commands", "play\nend"},  {"targets", "bob\ncy"},    {"dice", "1\n3"},
      {"name", "zed"},            {"need", "Hearts"},
  };
  memset(a, 0, sizeof *a);
  snprintf(a->key, sizeof a->key, "%.*s", (int)sizeof a->key - 1, key);
  for (size_t i = 0; i < sizeof players / sizeof players[0]; i++)
    if (strcmp(key, players[i].key) == 0) {
      a->kind = BANG_ARG_PLAYER;
      a->number = players[i].seat;
      return;
    }
  if (strcmp(key, "n") == 0 || listed(count_keys, key) || listed(index_keys, key)) {
    a->kind = BANG_ARG_NUMBER;
    a->number = strcmp(key, "n") == 0 ? n : 3;
    return;
  }
  a->kind = BANG_ARG_TEXT;
  snprintf(a->text, sizeof a->text, "xyz");
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
    if (strcmp(key, texts[i].key) == 0) snprintf(a->text, sizeof a->text, "%s", texts[i].text);
}

/* The length of a {key} at s (a placeholder: lower-case letters and _), 0 if none. */
static size_t placeholder_at(const char *s, char *key, size_t cap) {
  if (*s != '{') return 0;
  size_t k = 1;
  while ((s[k] >= 'a' && s[k] <= 'z') || s[k] == '_') k++;
  if (k == 1 || s[k] != '}' || k - 1 >= cap) return 0;
  snprintf(key, cap, "%.*s", (int)(k - 1), s + 1);
  return k + 1;
}

/* The length of a printf conversion at s ("%ld", "%1$s", "%.1f", "%%"),
 * its conversion letter in *conv; 0 if none. */
static size_t conversion_at(const char *s, char *conv) {
  if (*s != '%') return 0;
  size_t k = 1;
  while (s[k] >= '0' && s[k] <= '9') k++;
  if (s[k] != '$') k = 1;
  else k++;
  while (strchr("-+ #0'", s[k]) && s[k]) k++;
  while (s[k] >= '0' && s[k] <= '9') k++;
  if (s[k] == '.') {
    k++;
    while (s[k] >= '0' && s[k] <= '9') k++;
  }
  while (s[k] && strchr("hlzjtLq", s[k])) k++;
  if (!s[k] || !strchr("diouxXeEfFgGcsp%", s[k])) return 0;
  *conv = s[k];
  return k + 1;
}

/* An id as the program looks it up: "%<PRIu64>" is what the compiler made
 * of "%" PRIu64. */
static void runtime_id(const char *id, char *out, size_t cap) {
  size_t used = 0;
  for (const char *s = id; *s && used + 8 < cap;) {
    if (strncmp(s, "<PRIu64>", 8) == 0) {
      used += (size_t)snprintf(out + used, cap - used, "%s", PRIu64);
      s += 8;
    } else {
      out[used++] = *s++;
    }
  }
  out[used] = '\0';
}

/* A printf translation with its conversions written out: integers as n,
 * strings as "abc", decimals as 2.5. */
static void render_printf(const char *translated, long n, char *out, size_t cap) {
  size_t used = 0;
  for (const char *s = translated; *s && used + 16 < cap;) {
    char conv = 0;
    size_t len = conversion_at(s, &conv);
    if (!len) {
      out[used++] = *s++;
      continue;
    }
    if (conv == '%') used += (size_t)snprintf(out + used, cap - used, "%%");
    else if (conv == 's') used += (size_t)snprintf(out + used, cap - used, "abc");
    else if (strchr("eEfFgG", conv)) used += (size_t)snprintf(out + used, cap - used, "2.5");
    else if (conv == 'c') used += (size_t)snprintf(out + used, cap - used, "x");
    else used += (size_t)snprintf(out + used, cap - used, "%ld", n);
    s += len;
  }
  out[used] = '\0';
}

/* ---- the checks ------------------------------------------------------------- */

typedef struct findings {
  int count;
} findings;

static void report(findings *f, const char *lang, const entry *e, const char *what,
                   const char *text) {
  if (f->count++ < 300)
    fprintf(stderr, "%s: msgid \"%s%s%s\": %s: \"%s\"\n", lang, e->context ? e->context : "",
            e->context ? "|" : "", e->id, what, text);
}

/* A word that does not take the number before it as a count. */
static bool not_counted(const char *word, size_t len) {
  static const char *const words[] = {"of", "to", "in", "is", "has", "ms", "MiB", NULL};
  for (int i = 0; words[i]; i++)
    if (strlen(words[i]) == len && strncmp(word, words[i], len) == 0) return true;
  return false;
}

/* Check 3: the English id counts something without a plural entry. */
static const char *count_without_plural(const entry *e, char *number, size_t cap) {
  if (e->plural) return NULL;
  for (const char *s = e->id; *s; s++) {
    char key[32], conv = 0;
    size_t len = 0;
    if (e->c_format) {
      len = conversion_at(s, &conv);
      if (len && !strchr("diouxX", conv)) len = 0;
    } else {
      len = placeholder_at(s, key, sizeof key);
      if (len && !listed(count_keys, key)) len = 0;
    }
    if (!len) continue;
    const char *after = s + len;
    if (after[0] != ' ' || !((after[1] >= 'a' && after[1] <= 'z') || (after[1] >= 'A' && after[1] <= 'Z')))
      continue;
    size_t w = 1;
    while (after[1 + w] && after[1 + w] != ' ' && !strchr(",.;:)", after[1 + w])) w++;
    if (not_counted(after + 1, w)) continue;
    snprintf(number, cap, "%.*s", (int)(len + 1 + w), s);
    return number;
  }
  return NULL;
}

/* The code point of the UTF-8 character at s and its length (1 for a
 * stray byte). */
static unsigned decode(const char *s, size_t *len) {
  const unsigned char *u = (const unsigned char *)s;
  if (u[0] < 0x80) return *len = 1, u[0];
  if ((u[0] & 0xE0) == 0xC0 && u[1]) return *len = 2, (unsigned)(u[0] & 0x1F) << 6 | (u[1] & 0x3F);
  if ((u[0] & 0xF0) == 0xE0 && u[1] && u[2])
    return *len = 3, (unsigned)(u[0] & 0x0F) << 12 | (unsigned)(u[1] & 0x3F) << 6 | (u[2] & 0x3F);
  if ((u[0] & 0xF8) == 0xF0 && u[1] && u[2] && u[3])
    return *len = 4, (unsigned)(u[0] & 0x07) << 18 | (unsigned)(u[1] & 0x3F) << 12 |
                         (unsigned)(u[2] & 0x3F) << 6 | (u[3] & 0x3F);
  return *len = 1, u[0];
}

static bool chinese(unsigned c) {
  return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x3000 && c <= 0x303F) ||
         (c >= 0xFF00 && c <= 0xFFEF);
}

/* Check 2: "!." and the like; the offending pair in pair. */
static bool doubled_punctuation(const char *text, char *pair, size_t cap) {
  static const char *const ends[] = {"!", "?", ".", "\uff01", "\uff1f", "\u3002", NULL};
  static const char *const stops[] = {".", "\u3002", NULL};
  for (const char *s = text; *s; s++) {
    for (int i = 0; ends[i]; i++) {
      size_t el = strlen(ends[i]);
      if (strncmp(s, ends[i], el) != 0) continue;
      for (int j = 0; stops[j]; j++) {
        size_t sl = strlen(stops[j]);
        if (strncmp(s + el, stops[j], sl) != 0) continue;
        if (*s == '.' && s[1] == '.') { /* dots: an ellipsis when three or more */
          const char *a = s, *b = s;
          while (a > text && a[-1] == '.') a--;
          while (*b == '.') b++;
          if (b - a >= 3) continue;
        }
        snprintf(pair, cap, "%s%s", ends[i], stops[j]);
        return true;
      }
    }
  }
  return false;
}

/* The zh_CN names that end in a half-width ! or ? ("砰!"): collected from
 * the catalog's translations of single words. */
typedef struct names {
  char *name[256];
  int n;
} names;

static void blank_names(const names *nm, const char *text, char *out, size_t cap) {
  snprintf(out, cap, "%s", text);
  for (int i = 0; i < nm->n; i++) {
    size_t len = strlen(nm->name[i]);
    for (char *at = strstr(out, nm->name[i]); at; at = strstr(at + len, nm->name[i]))
      memset(at, 'N', len); /* a Latin letter: neither Chinese nor a mark */
  }
}

/* Checks 4 and 5 (zh_CN): what is wrong, with the place in it, or NULL. */
static const char *chinese_punctuation(const names *nm, const char *text, char *where, size_t cap) {
  char blanked[TEXT];
  blank_names(nm, text, blanked, sizeof blanked);
  unsigned before = 0;
  bool dots_after_latin = false;
  for (const char *s = blanked; *s;) {
    size_t len;
    unsigned c = decode(s, &len);
    size_t next_len = 0;
    unsigned next = s[len] ? decode(s + len, &next_len) : 0;
    /* "abc/dice/...": the dots of a path or command, after a Latin character */
    if (c == '.' && before != '.') dots_after_latin = before && before < 0x80 && before != ' ';
    bool path_dots = c == '.' && (before == '.' || next == '.') && dots_after_latin;
    /* ".json", ".45", "file:line": a file name or a number goes on */
    bool goes_on = (c == '.' || c == ':') && next < 0x80 && next && isalnum((int)next);
    /* "【抽牌判定!】": the ! or ? of a name the catalog marks with 【】 */
    bool ends_name = (c == '!' || c == '?') && next == 0x3011;
    if (c && c < 0x80 && strchr(",.:;!?", (int)c) && !goes_on && !ends_name && !path_dots &&
        (chinese(before) || chinese(next))) {
      snprintf(where, cap, "%.*s", (int)(len + next_len), s);
      return "half-width punctuation inside a Chinese sentence";
    }
    static const unsigned wide_marks[] = {0xFF0C, 0x3002, 0xFF1A, 0xFF1B, 0xFF01,
                                          0xFF1F, 0x3001, 0xFF09, 0x300D, 0x3011};
    for (size_t i = 0; c == ' ' && i < sizeof wide_marks / sizeof wide_marks[0]; i++)
      if (before == wide_marks[i]) { /* 3 bytes back: the mark */
        snprintf(where, cap, "%.*s", (int)(3 + len + next_len), s - 3);
        return "a space after a full-width mark";
      }
    before = c;
    s += len;
  }
  return NULL;
}

/* ---- the test ----------------------------------------------------------------- */

static bang_game *new_game(void) {
  bang_setup setup;
  bang_setup_init(&setup, "card", 5, 1);
  static const char *const seats[] = {"ann", "bob", "cy", "dee", "eve"};
  for (int i = 0; i < 5; i++) setup.names[i] = seats[i];
  char err[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  return g;
}

/* Every entry of cat in lang: the checks above, findings counted in f. */
static void check_language(const catalog *cat, const char *lang, bang_game *g, findings *f) {
  char chosen[16];
  assert_true(bang_i18n_setup(lang, chosen, sizeof chosen));
  bool zh = strcmp(lang, "zh_CN") == 0;
  names nm = {.n = 0};
  for (int i = 0; zh && i < cat->n && nm.n < 256; i++) {
    const entry *e = &cat->e[i];
    char key[TEXT];
    snprintf(key, sizeof key, "%s%s%s", e->context ? e->context : "", e->context ? "\004" : "", e->id);
    const char *t = bang_tr(key);
    size_t len = strlen(t);
    if (len > 1 && len < 40 && !strchr(t, ' ') && (t[len - 1] == '!' || t[len - 1] == '?'))
      nm.name[nm.n++] = strdup(t);
  }
  static const long counts[] = {0, 1, 2, 3, 5, 11, 21, 101};
  for (int i = 0; i < cat->n; i++) {
    const entry *e = &cat->e[i];
    char id[TEXT], key[TEXT + 64];
    runtime_id(e->id, id, sizeof id);
    snprintf(key, sizeof key, "%s%s%s", e->context ? e->context : "", e->context ? "\004" : "", id);
    int forms = e->plural ? (int)(sizeof counts / sizeof counts[0]) : 1;
    for (int k = 0; k < forms; k++) {
      long n = e->plural ? counts[k] : 3;
      char plural[TEXT];
      const char *translated;
      if (e->plural) {
        runtime_id(e->plural, plural, sizeof plural);
        translated = dngettext("bang", key, plural, (unsigned long)n);
        if (translated == key) translated = id; /* untranslated: the English */
      } else {
        translated = bang_tr(key);
      }
      char text[TEXT];
      if (e->c_format) {
        render_printf(translated, n, text, sizeof text);
      } else {
        bang_msg m;
        memset(&m, 0, sizeof m);
        m.id = id;
        for (int form = 0; form < 2; form++) { /* the placeholders of both English forms */
          const char *from = form ? e->plural : e->id;
          for (const char *s = from ? from : ""; *s && m.nargs < BANG_MSG_MAX_ARGS; s++) {
            char name[32];
            if (placeholder_at(s, name, sizeof name) && !bang_msg_arg(&m, name))
              sample_arg(&m.args[m.nargs++], name, n);
          }
        }
        bang_render_template(g, translated, &m, text, sizeof text);
      }
      for (const char *s = text; *s; s++) {
        char name[32];
        if (placeholder_at(s, name, sizeof name)) {
          report(f, lang, e, "a placeholder is left", text);
          break;
        }
      }
      char pair[16], where[64];
      if (doubled_punctuation(text, pair, sizeof pair)) {
        char what[64];
        snprintf(what, sizeof what, "doubled punctuation \"%s\"", pair);
        report(f, lang, e, what, text);
      }
      const char *wrong = zh ? chinese_punctuation(&nm, text, where, sizeof where) : NULL;
      if (wrong) {
        char what[160];
        snprintf(what, sizeof what, "%s (\"%s\")", wrong, where);
        report(f, lang, e, what, text);
      }
    }
  }
  for (int i = 0; i < nm.n; i++) free(nm.name[i]);
}

static void every_message_in_every_language(void **state) {
  (void)state;
  catalog *cat = calloc(1, sizeof *cat);
  assert_non_null(cat);
  read_template(cat);
  assert_true(cat->n > 100);
  bang_game *g = new_game();
  findings f = {0};
  /* Check 3 is on the English ids, once. */
  for (int i = 0; i < cat->n; i++) {
    char number[128];
    if (count_without_plural(&cat->e[i], number, sizeof number)) {
      char what[200];
      snprintf(what, sizeof what, "a count (\"%s\") without plural forms (ngettext, NP_)", number);
      report(&f, "all languages", &cat->e[i], what, cat->e[i].id);
    }
  }
  for (int l = 0; bang_languages[l]; l++) check_language(cat, bang_languages[l], g, &f);
  bang_game_free(g);
  for (int i = 0; i < cat->n; i++) {
    free(cat->e[i].context);
    free(cat->e[i].id);
    free(cat->e[i].plural);
  }
  free(cat);
  if (f.count) fail_msg("%d findings in the rendered messages (listed above)", f.count);
}

/* bang_msg_clean (issue 31): every control a terminal would obey goes,
 * C1 ones written as bytes of their own too (an 8-bit CSI, \233), and
 * nothing else: UTF-8 characters whose bytes fall in that range stay. */
static void cleaning_drops_controls_only(void **state) {
  (void)state;
  static const struct { const char *in, *out; } cases[] = {
      {"a\033[2Jb\033]0;t\007c", "a[2Jb]0;tc"},
      {"x\233y\302\233z\r\b\177", "xyz"},
      {"\342\231\243 \303\251 \344\270\255 \360\237\202\241", "\342\231\243 \303\251 \344\270\255 \360\237\202\241"},
      {"tab\tnew\nctx\004one\001two", "tab\tnew\nctx\004one\001two"},
      {"cut \342\231", "cut \342"}, /* a character cut short: its C1-range byte goes */
      {"\240\300 latin-1 \351", "\240\300 latin-1 \351"}, /* not controls: kept */
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char buf[128];
    snprintf(buf, sizeof buf, "%s", cases[i].in);
    assert_int_equal(bang_msg_needs_clean(buf, strlen(buf)), strcmp(cases[i].in, cases[i].out) != 0);
    assert_string_equal(bang_msg_clean(buf), cases[i].out);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(cleaning_drops_controls_only),
      cmocka_unit_test(every_message_in_every_language),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
