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
 * Unicode's East Asian Ambiguous characters (EastAsianWidth.txt, "A", in
 * the Basic Multilingual Plane; private use, variation selectors and
 * combining marks left out): "·", "♠♥♦♣", "…", "é"... wcwidth counts them
 * as 1, as most terminals draw them, but terminals set for CJK draw them
 * two columns wide.
 */
static const struct { unsigned lo, hi; } ambiguous_ranges[] = {
    {0x00A1, 0x00A1}, {0x00A4, 0x00A4}, {0x00A7, 0x00A8}, {0x00AA, 0x00AA}, {0x00AD, 0x00AE},
    {0x00B0, 0x00B4}, {0x00B6, 0x00BA}, {0x00BC, 0x00BF}, {0x00C6, 0x00C6}, {0x00D0, 0x00D0},
    {0x00D7, 0x00D8}, {0x00DE, 0x00E1}, {0x00E6, 0x00E6}, {0x00E8, 0x00EA}, {0x00EC, 0x00ED},
    {0x00F0, 0x00F0}, {0x00F2, 0x00F3}, {0x00F7, 0x00FA}, {0x00FC, 0x00FC}, {0x00FE, 0x00FE},
    {0x0101, 0x0101}, {0x0111, 0x0111}, {0x0113, 0x0113}, {0x011B, 0x011B}, {0x0126, 0x0127},
    {0x012B, 0x012B}, {0x0131, 0x0133}, {0x0138, 0x0138}, {0x013F, 0x0142}, {0x0144, 0x0144},
    {0x0148, 0x014B}, {0x014D, 0x014D}, {0x0152, 0x0153}, {0x0166, 0x0167}, {0x016B, 0x016B},
    {0x01CE, 0x01CE}, {0x01D0, 0x01D0}, {0x01D2, 0x01D2}, {0x01D4, 0x01D4}, {0x01D6, 0x01D6},
    {0x01D8, 0x01D8}, {0x01DA, 0x01DA}, {0x01DC, 0x01DC}, {0x0251, 0x0251}, {0x0261, 0x0261},
    {0x02C4, 0x02C4}, {0x02C7, 0x02C7}, {0x02C9, 0x02CB}, {0x02CD, 0x02CD}, {0x02D0, 0x02D0},
    {0x02D8, 0x02DB}, {0x02DD, 0x02DD}, {0x02DF, 0x02DF}, {0x0391, 0x03A1}, {0x03A3, 0x03A9},
    {0x03B1, 0x03C1}, {0x03C3, 0x03C9}, {0x0401, 0x0401}, {0x0410, 0x044F}, {0x0451, 0x0451},
    {0x2010, 0x2010}, {0x2013, 0x2016}, {0x2018, 0x2019}, {0x201C, 0x201D}, {0x2020, 0x2022},
    {0x2024, 0x2027}, {0x2030, 0x2030}, {0x2032, 0x2033}, {0x2035, 0x2035}, {0x203B, 0x203B},
    {0x203E, 0x203E}, {0x2074, 0x2074}, {0x207F, 0x207F}, {0x2081, 0x2084}, {0x20AC, 0x20AC},
    {0x2103, 0x2103}, {0x2105, 0x2105}, {0x2109, 0x2109}, {0x2113, 0x2113}, {0x2116, 0x2116},
    {0x2121, 0x2122}, {0x2126, 0x2126}, {0x212B, 0x212B}, {0x2153, 0x2154}, {0x215B, 0x215E},
    {0x2160, 0x216B}, {0x2170, 0x2179}, {0x2189, 0x2189}, {0x2190, 0x2199}, {0x21B8, 0x21B9},
    {0x21D2, 0x21D2}, {0x21D4, 0x21D4}, {0x21E7, 0x21E7}, {0x2200, 0x2200}, {0x2202, 0x2203},
    {0x2207, 0x2208}, {0x220B, 0x220B}, {0x220F, 0x220F}, {0x2211, 0x2211}, {0x2215, 0x2215},
    {0x221A, 0x221A}, {0x221D, 0x2220}, {0x2223, 0x2223}, {0x2225, 0x2225}, {0x2227, 0x222C},
    {0x222E, 0x222E}, {0x2234, 0x2237}, {0x223C, 0x223D}, {0x2248, 0x2248}, {0x224C, 0x224C},
    {0x2252, 0x2252}, {0x2260, 0x2261}, {0x2264, 0x2267}, {0x226A, 0x226B}, {0x226E, 0x226F},
    {0x2282, 0x2283}, {0x2286, 0x2287}, {0x2295, 0x2295}, {0x2299, 0x2299}, {0x22A5, 0x22A5},
    {0x22BF, 0x22BF}, {0x2312, 0x2312}, {0x2460, 0x24E9}, {0x24EB, 0x254B}, {0x2550, 0x2573},
    {0x2580, 0x258F}, {0x2592, 0x2595}, {0x25A0, 0x25A1}, {0x25A3, 0x25A9}, {0x25B2, 0x25B3},
    {0x25B6, 0x25B7}, {0x25BC, 0x25BD}, {0x25C0, 0x25C1}, {0x25C6, 0x25C8}, {0x25CB, 0x25CB},
    {0x25CE, 0x25D1}, {0x25E2, 0x25E5}, {0x25EF, 0x25EF}, {0x2605, 0x2606}, {0x2609, 0x2609},
    {0x260E, 0x260F}, {0x261C, 0x261C}, {0x261E, 0x261E}, {0x2640, 0x2640}, {0x2642, 0x2642},
    {0x2660, 0x2661}, {0x2663, 0x2665}, {0x2667, 0x266A}, {0x266C, 0x266D}, {0x266F, 0x266F},
    {0x269E, 0x269F}, {0x26BF, 0x26BF}, {0x26C6, 0x26CD}, {0x26CF, 0x26D3}, {0x26D5, 0x26E1},
    {0x26E3, 0x26E3}, {0x26E8, 0x26E9}, {0x26EB, 0x26F1}, {0x26F4, 0x26F4}, {0x26F6, 0x26F9},
    {0x26FB, 0x26FC}, {0x26FE, 0x26FF}, {0x273D, 0x273D}, {0x2776, 0x277F}, {0x2B56, 0x2B59},
    {0x3248, 0x324F}, {0xFFFD, 0xFFFD}
};

static bool is_ambiguous(wchar_t wc) {
  size_t lo = 0, hi = sizeof ambiguous_ranges / sizeof ambiguous_ranges[0];
  while (lo < hi) { /* binary search: the ranges are sorted */
    size_t mid = (lo + hi) / 2;
    if ((unsigned)wc < ambiguous_ranges[mid].lo) hi = mid;
    else if ((unsigned)wc > ambiguous_ranges[mid].hi) lo = mid + 1;
    else return true;
  }
  return false;
}

/*
 * One step over s: the bytes of the next character (or escape, or invalid
 * byte) and its columns, an ambiguous character taking ambiguous (1 or 2)
 * columns. 0 at the end.
 */
static size_t next_char_as(const char *s, size_t len, wchar_t *wc, int *cols, int ambiguous) {
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
  if (*cols == 1 && ambiguous == 2 && is_ambiguous(*wc)) *cols = 2;
  return n;
}

int bang_text_width(const char *s) { return bang_text_width_as(s, 1); }

int bang_text_width_as(const char *s, int ambiguous) {
  int width = 0;
  size_t len = strlen(s);
  while (len > 0) {
    wchar_t wc;
    int cols;
    size_t n = next_char_as(s, len, &wc, &cols, ambiguous);
    if (n == 0) break;
    width += cols;
    s += n;
    len -= n;
  }
  return width;
}

void bang_text_pad(char *out, size_t cap, const char *s, int width) {
  size_t used = strlen(out);
  if (used + 1 >= cap) return;
  snprintf(out + used, cap - used, "%s", s);
  int pad = width - bang_text_width(s);
  used = strlen(out);
  while (pad-- > 0 && used + 1 < cap) out[used++] = ' ';
  out[used] = '\0';
}

void bang_text_fit(char *out, size_t cap, const char *s, int width) {
  bang_text_fit_as(out, cap, s, width, 1);
}

void bang_text_fit_as(char *out, size_t cap, const char *s, int width, int ambiguous) {
  if (cap == 0) return;
  if (bang_text_width_as(s, ambiguous) <= width) {
    snprintf(out, cap, "%s", s);
    return;
  }
  static const char ellipsis[] = "\u2026";
  size_t len = strlen(s), used = 0;
  int cols = 0;
  while (len > 0) {
    wchar_t wc;
    int w;
    size_t n = next_char_as(s + used, len, &wc, &w, ambiguous);
    /* the "…" itself is ambiguous: it takes 1 or 2 columns */
    if (n == 0 || cols + w > width - ambiguous || used + n + sizeof ellipsis > cap) break;
    cols += w;
    used += n;
    len -= n;
  }
  snprintf(out, cap, "%.*s%s", (int)used, s, width > 0 ? ellipsis : "");
}

/* Whether the 3 bytes at c are a full-width mark: U+3000..U+303F
 * (。、【】...) or U+FF01..U+FF60 (：，！（）...). */
static bool full_width_mark(const unsigned char *c) {
  if (c[0] == 0xE3 && c[1] == 0x80) return true;
  return c[0] == 0xEF && (c[1] == 0xBC || (c[1] == 0xBD && c[2] <= 0xA0));
}

const char *bang_text_gap_after(const char *label) {
  size_t n = strlen(label);
  return n >= 3 && full_width_mark((const unsigned char *)label + n - 3) ? "" : " ";
}

const char *bang_text_gap_before(const char *aside) {
  return strlen(aside) >= 3 && full_width_mark((const unsigned char *)aside) ? "" : " ";
}

/* Chinese and Japanese punctuation a line may not start or end with. */
static bool no_line_start(wchar_t c) {
  return c && wcschr(L"\uff0c\u3002\u3001\uff1b\uff1a\uff01\uff1f\uff09\u3011\u300d\u300f\u201d"
                     L"\u2019)]},.;:!?%", c) != NULL;
}
static bool no_line_end(wchar_t c) {
  return c && wcschr(L"\uff08\u3010\u300c\u300e\u201c\u2018([{", c) != NULL;
}

/* Chinese separators after which a line breaks best: a break there keeps
 * the words of a list ("砰!、炸药、啤酒") whole, where a break between any
 * two characters may split one ("啤" / "酒"). */
static bool separator(wchar_t c) { return c && wcschr(L"\u3001\uff0c\uff1b\u3002", c) != NULL; }

/* Whether a line may break between characters a and b (no space between). */
static bool may_break_between(wchar_t a, int wa, wchar_t b, int wb) {
  if (a == 0 || b == 0) return false;
  if (no_line_start(b) || no_line_end(a)) return false;
  return wa == 2 || wb == 2;
}

/* A no-break space (U+00A0) glues words that must stay on one line (a
 * card and its value, an option and its number); once the line is cut it
 * is written as a plain space, so that a command copied from the screen
 * reads as typed. */
static void write_line(FILE *out, const char *prefix, const char *s, size_t n) {
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--; /* no trailing spaces */
  fputs(prefix, out);
  for (size_t i = 0; i < n; i++) {
    if ((unsigned char)s[i] == 0xC2 && i + 1 < n && (unsigned char)s[i + 1] == 0xA0) {
      fputc(' ', out);
      i++;
    } else {
      fputc(s[i], out);
    }
  }
  fputc('\n', out);
}

int bang_text_wrap(FILE *out, const char *text, int width, const char *first, const char *next) {
  return bang_text_wrap_as(out, text, width, first, next, 1);
}

int bang_text_wrap_as(FILE *out, const char *text, int width, const char *first, const char *next,
                      int ambiguous) {
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
      int room = width - bang_text_width_as(prefix, ambiguous);
      if (room < 8) room = 8; /* never loop on a silly width */
      size_t i = 0, cut = 0, resume = 0;
      /* The last break at a space or after a separator, and its columns:
       * taken over a later break between two characters when it leaves
       * the line at least a third full. */
      size_t good_cut = 0, good_resume = 0;
      int cols = 0, good_cols = 0;
      wchar_t before = 0;
      int before_w = 0;
      bool fits_all = true;
      while (i < left) {
        wchar_t wc;
        int w;
        size_t n = next_char_as(s + i, left - i, &wc, &w, ambiguous);
        if (n == 0) break;
        if (wc == L' ') {
          good_cut = cut = i;
          good_resume = resume = i + n;
          good_cols = cols;
        } else if (i > 0 && may_break_between(before, before_w, wc, w)) {
          cut = resume = i;
          if (separator(before)) {
            good_cut = good_resume = i;
            good_cols = cols;
          }
        }
        if (cols + w > room) {
          fits_all = false;
          if (good_cut > 0 && good_cut < cut && 3 * good_cols >= room) {
            cut = good_cut;
            resume = good_resume;
          }
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
