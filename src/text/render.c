/*
 * render.c: placeholder substitution for bang_render, in a language
 * given as a value (language.h), or the process's (i18n.h).
 */
#include "render.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "language.h"

static size_t append(char *out, size_t cap, size_t used, const char *s, size_t n) {
  if (used >= cap) return used;
  if (n > cap - 1 - used) n = cap - 1 - used;
  memcpy(out + used, s, n);
  out[used + n] = '\0';
  return used + n;
}

/* A list of ids, one per line, joined by ", "; the players named by
 * {targets} are the ones of whom one is meant: "cy, dee or gus". The
 * spaces inside an item of a list are no-break spaces. */
static size_t append_text_arg(const bang_language *lang, char *out, size_t cap, size_t used,
                              const char *key, const char *text) {
  const char *sep = bang_language_text(lang, N_(", "));
  /* TRANSLATORS: before the last of the players one of whom a die may
     shoot: "can hit cy, dee or gus". Spaces included. */
  const char *last = strcmp(key, "targets") == 0 ? bang_language_text(lang, N_(" or ")) : sep;
  int first = 1;
  while (*text) {
    const char *end = strchr(text, '\n');
    size_t len = end ? (size_t)(end - text) : strlen(text);
    char item[BANG_MSG_TEXT];
    snprintf(item, sizeof item, "%.*s", (int)len, text);
    const char *between = end && end[1] ? sep : last; /* before the last item: last */
    if (!first) used = append(out, cap, used, between, strlen(between));
    const char *t = bang_language_text(lang, item);
    if (first && !end) { /* one item: as it is */
      used = append(out, cap, used, t, strlen(t));
    } else { /* an item of a list is never split across lines ("Punto de" / "mira", S5) */
      for (const char *c = t; *c; c++)
        used = *c == ' ' ? append(out, cap, used, "\u00a0", 2) : append(out, cap, used, c, 1);
    }
    first = 0;
    text += len;
    if (*text == '\n') text++;
  }
  return used;
}

/* The length of the full stop at s ("." or the ideographic "。"), else 0. */
static size_t full_stop_length(const char *s) {
  if (s[0] == '.' && s[1] != '.') return 1; /* not an ellipsis "..." */
  if (strncmp(s, "\u3002", 3) == 0) return 3;
  return 0;
}

/* Whether the text written so far ends in ! or ? (half or full width). */
static bool ends_sentence(const char *out, size_t used) {
  if (used >= 1 && (out[used - 1] == '!' || out[used - 1] == '?')) return true;
  return used >= 3 && (strncmp(out + used - 3, "\uff01", 3) == 0 ||
                       strncmp(out + used - 3, "\uff1f", 3) == 0);
}

/* The code point of the UTF-8 character at s (0 if none or broken). */
static unsigned decode(const unsigned char *s) {
  if (s[0] < 0x80) return s[0];
  if ((s[0] & 0xE0) == 0xC0 && (s[1] & 0xC0) == 0x80) return (s[0] & 0x1Fu) << 6 | (s[1] & 0x3Fu);
  if ((s[0] & 0xF0) == 0xE0 && (s[1] & 0xC0) == 0x80 && (s[2] & 0xC0) == 0x80)
    return (s[0] & 0x0Fu) << 12 | (s[1] & 0x3Fu) << 6 | (s[2] & 0x3Fu);
  return 0;
}

/* Whether c is Chinese, Japanese or Korean writing or punctuation (the
 * ideographs, kana, hangul, CJK and full-width signs), not spaced from its
 * neighbours as a Latin word is. */
static bool cjk(unsigned c) {
  return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFFEF);
}

/* The last character of the first n bytes of s. */
static unsigned last_char(const char *s, size_t n) {
  size_t k = n;
  while (k > 0 && ((unsigned char)s[k - 1] & 0xC0) == 0x80) k--;
  return k > 0 ? decode((const unsigned char *)s + k - 1) : 0;
}

/*
 * The spaces a catalog writes around a placeholder ("{player} 得到 3 张")
 * set a Latin name apart from Chinese text ("bob 得到"), as Chinese
 * typography wants; a Chinese name ("警长", the solo Sheriff) is written
 * against it ("警长得到"). So a space between a value starting (ending)
 * with CJK and CJK text before (after) it is dropped: space_before_goes
 * says whether the one before it goes, skip_space_after skips the one
 * after it.
 */
static bool space_before_goes(const char *out, size_t used, const char *value) {
  return used >= 2 && out[used - 1] == ' ' && cjk(decode((const unsigned char *)value)) &&
         cjk(last_char(out, used - 1));
}

static const char *skip_space_after(const char *value, size_t len, const char *s) {
  if (s[0] == ' ' && len && cjk(last_char(value, len)) && cjk(decode((const unsigned char *)s + 1)))
    return s + 1;
  return s;
}

/* Who reads, in which language, and the players' names: from the game,
 * or from a list (a client with no game). */
typedef struct names_of {
  const bang_language *lang;
  const bang_game *g;
  const char *const *names; /* by 0-based seat */
  int n;
} names_of;

static const char *name_of(const names_of *who, long seat) {
  if (who->g) {
    const bang_player *p = bang_game_player(who->g, (int)seat);
    return p ? p->name : "?";
  }
  return seat >= 1 && seat <= who->n && who->names[seat - 1] ? who->names[seat - 1] : "?";
}

static void render_template(const names_of *who, const char *translated, const bang_msg *m,
                            char *out, size_t cap) {
  size_t used = 0;
  if (cap == 0) return;
  out[0] = '\0';
  const char *s = translated;
  while (*s) {
    const char *open = strchr(s, '{');
    const char *close = open ? strchr(open, '}') : NULL;
    if (!open || !close) {
      used = append(out, cap, used, s, strlen(s));
      break;
    }
    used = append(out, cap, used, s, (size_t)(open - s));
    char key[BANG_MSG_KEY];
    size_t klen = (size_t)(close - open - 1);
    const bang_arg *a = NULL;
    if (klen < sizeof key) {
      memcpy(key, open + 1, klen);
      key[klen] = '\0';
      a = bang_msg_arg(m, key);
    }
    if (!a) {
      used = append(out, cap, used, open, (size_t)(close - open + 1));
    } else if (a->kind == BANG_ARG_PLAYER) {
      const char *name = name_of(who, a->number);
      if (space_before_goes(out, used, name)) out[--used] = '\0';
      used = append(out, cap, used, name, strlen(name));
      close = skip_space_after(name, strlen(name), close + 1) - 1;
    } else if (a->kind == BANG_ARG_NUMBER) {
      char num[32];
      snprintf(num, sizeof num, "%ld", a->number);
      used = append(out, cap, used, num, strlen(num));
    } else {
      used = append_text_arg(who->lang, out, cap, used, a->key, a->text);
    }
    s = close + 1;
    /* "plays Missed!." reads "plays Missed!": a full stop (. or 。) after a
     * name that ends a sentence already (! ? ！ ？) is dropped. A catalog
     * cannot do this itself: it does not know what {card} will hold. */
    size_t stop = full_stop_length(s);
    if (stop && ends_sentence(out, used)) s += stop;
  }
}

/* The separators of plural forms (\1) and contexts (\4) are the only
 * controls a message id may hold (msg.h); a script's id may hold more of
 * them than one form needs, and none of them is text to show. */
static void drop_separators(char *out) {
  size_t k = 0;
  for (size_t i = 0; out[i]; i++)
    if (out[i] != '\001' && out[i] != '\004') out[k++] = out[i];
  out[k] = '\0';
}

void bang_render_template(const bang_game *g, const char *translated, const bang_msg *m,
                          char *out, size_t cap) {
  names_of who = {bang_i18n_language(), g, NULL, 0};
  render_template(&who, translated, m, out, cap);
}

static void render(const names_of *who, const bang_msg *m, char *out, size_t cap) {
  const char *split = strchr(m->id, '\001');
  if (!split) {
    render_template(who, bang_language_text(who->lang, m->id), m, out, cap);
  } else {
    /* "singular\1plural": the form for the {n} argument. */
    char singular[512];
    snprintf(singular, sizeof singular, "%.*s", (int)(split - m->id), m->id);
    const bang_arg *n = bang_msg_arg(m, "n");
    unsigned long count = n && n->number >= 0 ? (unsigned long)n->number : 0;
    render_template(who, bang_language_plural(who->lang, singular, split + 1, count), m, out, cap);
  }
  if (cap) drop_separators(out);
}

void bang_render(const bang_game *g, const bang_msg *m, char *out, size_t cap) {
  bang_render_in(bang_i18n_language(), g, m, out, cap);
}

void bang_render_in(const bang_language *lang, const bang_game *g, const bang_msg *m, char *out,
                    size_t cap) {
  names_of who = {lang, g, NULL, 0};
  render(&who, m, out, cap);
}

void bang_render_space_name(char *text, const char *name) {
  size_t len = strlen(name);
  char *at = len ? strstr(text, name) : NULL;
  if (!at) return;
  const char *after = skip_space_after(name, len, at + len);
  if (after != at + len) memmove(at + len, after, strlen(after) + 1);
  if (space_before_goes(text, (size_t)(at - text), name)) memmove(at - 1, at, strlen(at) + 1);
}

void bang_render_names(const char *const *names, int n, const bang_msg *m, char *out, size_t cap) {
  names_of who = {bang_i18n_language(), NULL, names, n};
  render(&who, m, out, cap);
}
