/*
 * textwidth.c: wcwidth over UTF-8 (needs a UTF-8 LC_CTYPE, see i18n.c), and
 * a word wrapper that knows Chinese text breaks between characters except
 * before closing punctuation (，。）) and after opening punctuation (（【).
 */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include "textwidth.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* Length of an ESC [ ... final-byte sequence at s, 0 if none. */
static size_t escape_length(const char *s, size_t len) {
  if (len < 2 || s[0] != '\033' || s[1] != '[') return 0;
  size_t i = 2;
  while (i < len && (unsigned char)s[i] >= 0x20 && (unsigned char)s[i] < 0x40) i++;
  return i < len ? i + 1 : len;
}

/*
 * One step over s: the bytes of the next character (or escape, or invalid
 * byte) and its columns. 0 at the end.
 */
static size_t next_char(const char *s, size_t len, wchar_t *wc, int *cols) {
  size_t esc = escape_length(s, len);
  if (esc) {
    *wc = 0;
    *cols = 0;
    return esc;
  }
  mbstate_t st;
  memset(&st, 0, sizeof st);
  size_t n = mbrtowc(wc, s, len, &st);
  if (n == (size_t)-1 || n == (size_t)-2) { /* not UTF-8: a column a byte */
    *wc = (unsigned char)*s;
    *cols = 1;
    return 1;
  }
  if (n == 0) return 0;
  int w = wcwidth(*wc);
  *cols = w > 0 ? w : 0;
  return n;
}

int bang_text_width(const char *s) {
  int width = 0;
  size_t len = strlen(s);
  while (len > 0) {
    wchar_t wc;
    int cols;
    size_t n = next_char(s, len, &wc, &cols);
    if (n == 0) break;
    width += cols;
    s += n;
    len -= n;
  }
  return width;
}

void bang_append_padded(char *out, size_t cap, const char *s, int width) {
  size_t used = strlen(out);
  if (used + 1 >= cap) return;
  snprintf(out + used, cap - used, "%s", s);
  int pad = width - bang_text_width(s);
  used = strlen(out);
  while (pad-- > 0 && used + 1 < cap) out[used++] = ' ';
  out[used] = '\0';
}

void bang_text_fit(char *out, size_t cap, const char *s, int width) {
  if (cap == 0) return;
  if (bang_text_width(s) <= width) {
    snprintf(out, cap, "%s", s);
    return;
  }
  static const char ellipsis[] = "\u2026";
  size_t len = strlen(s), used = 0;
  int cols = 0;
  while (len > 0) {
    wchar_t wc;
    int w;
    size_t n = next_char(s + used, len, &wc, &w);
    if (n == 0 || cols + w > width - 1 || used + n + sizeof ellipsis > cap) break;
    cols += w;
    used += n;
    len -= n;
  }
  snprintf(out, cap, "%.*s%s", (int)used, s, width > 0 ? ellipsis : "");
}

/* Chinese and Japanese punctuation a line may not start or end with. */
static bool no_line_start(wchar_t c) {
  return c && wcschr(L"\uff0c\u3002\u3001\uff1b\uff1a\uff01\uff1f\uff09\u3011\u300d\u300f\u201d"
                     L"\u2019)]},.;:!?%", c) != NULL;
}
static bool no_line_end(wchar_t c) {
  return c && wcschr(L"\uff08\u3010\u300c\u300e\u201c\u2018([{", c) != NULL;
}

/* Whether a line may break between characters a and b (no space between). */
static bool may_break_between(wchar_t a, int wa, wchar_t b, int wb) {
  if (a == 0 || b == 0) return false;
  if (no_line_start(b) || no_line_end(a)) return false;
  return wa == 2 || wb == 2;
}

static void write_line(FILE *out, const char *prefix, const char *s, size_t n) {
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--; /* no trailing spaces */
  fprintf(out, "%s%.*s\n", prefix, (int)n, s);
}

int bang_text_wrap(FILE *out, const char *text, int width, const char *first, const char *next) {
  int lines = 0;
  const char *prefix = first;
  /* Each paragraph (split at newlines) is wrapped on its own. */
  while (*text) {
    const char *end = strchr(text, '\n');
    size_t plen = end ? (size_t)(end - text) : strlen(text);
    const char *s = text;
    size_t left = plen;
    while (*s == ' ' && left) s++, left--;
    if (left == 0) {
      write_line(out, prefix, "", 0);
      lines++;
      prefix = next;
    }
    while (left > 0) {
      int room = width - bang_text_width(prefix);
      if (room < 8) room = 8; /* never loop on a silly width */
      size_t i = 0, cut = 0, resume = 0;
      int cols = 0;
      wchar_t before = 0;
      int before_w = 0;
      bool fits_all = true;
      while (i < left) {
        wchar_t wc;
        int w;
        size_t n = next_char(s + i, left - i, &wc, &w);
        if (n == 0) break;
        if (wc == L' ') {
          cut = i;
          resume = i + n;
        } else if (i > 0 && may_break_between(before, before_w, wc, w)) {
          cut = resume = i;
        }
        if (cols + w > room) {
          fits_all = false;
          if (cut == 0) cut = resume = i ? i : n; /* a word wider than the line */
          break;
        }
        cols += w;
        if (wc) {
          before = wc;
          before_w = w;
        }
        i += n;
      }
      if (fits_all) cut = resume = left;
      write_line(out, prefix, s, cut);
      lines++;
      prefix = next;
      s += resume;
      left -= resume;
      while (left && *s == ' ') s++, left--;
    }
    text += plen;
    if (*text == '\n') text++;
  }
  return lines;
}
