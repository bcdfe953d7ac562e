/*
 * textwidth.c: wcwidth over UTF-8 (needs a UTF-8 LC_CTYPE, see i18n.c).
 */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include "textwidth.h"

#include <stdio.h>
#include <string.h>
#include <wchar.h>

int bang_text_width(const char *s) {
  mbstate_t st;
  memset(&st, 0, sizeof st);
  int width = 0;
  size_t len = strlen(s);
  while (len > 0) {
    wchar_t wc;
    size_t n = mbrtowc(&wc, s, len, &st);
    if (n == (size_t)-1 || n == (size_t)-2) { /* not UTF-8: count bytes */
      memset(&st, 0, sizeof st);
      width++;
      s++;
      len--;
      continue;
    }
    if (n == 0) break;
    int w = wcwidth(wc);
    width += w > 0 ? w : 0;
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
