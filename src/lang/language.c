/*
 * language.c: a language as a value (language.h): .mo catalogs read into
 * memory and looked up by binary search.
 *
 * A catalog's original strings are sorted by msgfmt, but a mod's file may
 * come from anywhere: the index is sorted here once, at load. A plural
 * entry's original is "singular\0plural" and its translation the forms
 * one after another, each ended by a NUL (the GNU .mo format). The game's
 * own catalog also has system dependent strings (revision 1: a format
 * such as "seed %" PRIu64, "%<PRIu64>" in the .po), expanded for this
 * platform at load as glibc's gettext expands them.
 */
#include "language.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mo_check.h"
#include "msg.h"
#include "plural.h"

typedef struct entry {
  const char *id;          /* the original (up to its first NUL: the singular) */
  const char *text;        /* the translation's first form */
  uint32_t text_len;       /* the translation's whole length (all forms) */
} entry;

typedef struct catalog {
  unsigned char *data;
  char *texts; /* a mod's translations, cleaned (NULL: read from data) */
  char *expanded; /* the system dependent strings, expanded (NULL: none) */
  entry *entries;
  size_t n;
  bang_plural rule;
  char domain[64]; /* a mod's: "bang-mod-NAME" */
} catalog;

enum { MAX_MODS = 16 };

struct bang_language {
  char code[16];
  catalog *game;
  catalog *mods[MAX_MODS]; /* in the order added */
  int nmods;
};

static uint32_t word(const unsigned char *data, size_t off, int swap) {
  uint32_t b0 = data[off], b1 = data[off + 1], b2 = data[off + 2], b3 = data[off + 3];
  return swap ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0);
}

static int by_id(const void *a, const void *b) {
  return strcmp(((const entry *)a)->id, ((const entry *)b)->id);
}

static const entry *find(const catalog *c, const char *id) {
  if (!c) return NULL;
  entry key = {id, NULL, 0};
  return bsearch(&key, c->entries, c->n, sizeof *c->entries, by_id);
}

static void catalog_free(catalog *c) {
  if (!c) return;
  free(c->entries);
  free(c->texts);
  free(c->expanded);
  free(c->data);
  free(c);
}

/* ---- system dependent strings ----------------------------------------------- */

enum {
  HEADER_V1 = 48,           /* ... segments, their table, strings, originals, translations */
  SEGMENTS_END = 0xffffffff /* the last static segment of a string */
};

/* What a system dependent segment's name ("PRIu64") stands for here, or
 * NULL if it is not one glibc knows of <inttypes.h> (the string is then
 * left out, as glibc leaves it out). */
static const char *segment_value(const char *name) {
#define PRI_SIZES(c)                                                                              \
  {"PRI" #c "8", PRI##c##8}, {"PRI" #c "16", PRI##c##16}, {"PRI" #c "32", PRI##c##32},            \
      {"PRI" #c "64", PRI##c##64}, {"PRI" #c "LEAST8", PRI##c##LEAST8},                           \
      {"PRI" #c "LEAST16", PRI##c##LEAST16}, {"PRI" #c "LEAST32", PRI##c##LEAST32},               \
      {"PRI" #c "LEAST64", PRI##c##LEAST64}, {"PRI" #c "FAST8", PRI##c##FAST8},                   \
      {"PRI" #c "FAST16", PRI##c##FAST16}, {"PRI" #c "FAST32", PRI##c##FAST32},                   \
      {"PRI" #c "FAST64", PRI##c##FAST64}, {"PRI" #c "MAX", PRI##c##MAX}, {"PRI" #c "PTR", PRI##c##PTR}
  static const struct {
    const char *name, *value;
  } known[] = {PRI_SIZES(d), PRI_SIZES(i), PRI_SIZES(o), PRI_SIZES(u), PRI_SIZES(x), PRI_SIZES(X)};
#undef PRI_SIZES
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
    if (strcmp(known[i].name, name) == 0) return known[i].value;
  return NULL;
}

/* The system dependent string described at off (the offset of its static
 * bytes, then pairs of a static segment's size and the segment after it,
 * the last pair's SEGMENTS_END) written to out (NULL: only measured); its
 * length, or -1 if it is not sound or uses a segment not known here.
 * *pairs counts the pairs read, at most budget in all (each pair is bytes
 * of the file of its own: a file that shares them is not sound). */
static long long sysdep_string(const unsigned char *data, size_t size, int swap, uint32_t off,
                               const char *const *values, uint32_t nvalues, char *out,
                               uint64_t *pairs, uint64_t budget) {
  if (off > size || size - off < 4) return -1;
  size_t from = word(data, off, swap);
  long long len = 0;
  for (size_t at = (size_t)off + 4;; at += 8) {
    if (at > size || size - at < 8 || ++*pairs > budget) return -1;
    uint32_t seg = word(data, at, swap), ref = word(data, at + 4, swap);
    if (from > size || seg > size - from) return -1;
    if (out) memcpy(out + len, data + from, seg);
    len += seg;
    from += seg;
    if (ref == SEGMENTS_END) return len;
    if (ref >= nvalues || !values[ref]) return -1;
    size_t n = strlen(values[ref]);
    if (out) memcpy(out + len, values[ref], n);
    len += (long long)n;
  }
}

/* The system dependent strings of the catalog's data, expanded, as
 * entries from c->entries + c->n on (room for count of them): those not
 * sound or not known here are left out, the plain strings stay. */
static void read_sysdep(catalog *c, size_t size, int swap, uint32_t count) {
  const unsigned char *d = c->data;
  uint32_t nsegs = word(d, 28, swap), segs = word(d, 32, swap);
  uint32_t origs = word(d, 40, swap), trans = word(d, 44, swap);
  if (nsegs > 64 || segs > size || (size - segs) / 8 < nsegs || origs > size ||
      (size - origs) / 4 < count || trans > size || (size - trans) / 4 < count)
    return;
  const char *values[64];
  for (uint32_t j = 0; j < nsegs; j++) {
    uint32_t len = word(d, segs + (size_t)j * 8, swap), at = word(d, segs + (size_t)j * 8 + 4, swap);
    char name[32] = "";
    if (at <= size && len <= size - at && len < sizeof name) memcpy(name, d + at, len);
    name[len < sizeof name ? len : 0] = '\0';
    values[j] = segment_value(name);
  }
  /* measured, then written: one buffer for all of them */
  size_t total = 0;
  uint64_t pairs = 0, budget = size / 8;
  long long lens[2];
  for (uint32_t i = 0; i < count; i++)
    for (int k = 0; k < 2; k++) {
      uint32_t off = word(d, (k ? trans : origs) + (size_t)i * 4, swap);
      lens[k] = sysdep_string(d, size, swap, off, values, nsegs, NULL, &pairs, budget);
      if (lens[k] >= 0) total += (size_t)lens[k] + 1;
    }
  if (!total || !(c->expanded = malloc(total))) return;
  char *at = c->expanded;
  pairs = 0;
  for (uint32_t i = 0; i < count; i++) {
    char *text[2];
    for (int k = 0; k < 2; k++) {
      uint32_t off = word(d, (k ? trans : origs) + (size_t)i * 4, swap);
      lens[k] = sysdep_string(d, size, swap, off, values, nsegs, at, &pairs, budget);
      text[k] = at;
      if (lens[k] < 0) break;
      at[lens[k]] = '\0'; /* (its last static segment ends with the NUL already) */
      at += lens[k] + 1;
    }
    if (lens[0] < 0 || lens[1] < 0 || !text[0][0]) continue;
    entry *e = &c->entries[c->n++];
    e->id = text[0];
    e->text = text[1];
    /* the forms' length without the last NUL, as the plain strings' */
    e->text_len = (uint32_t)(lens[1] && text[1][lens[1] - 1] == '\0' ? lens[1] - 1 : lens[1]);
  }
}

/* The catalog at path: NULL with *bad false if there is none, NULL with
 * *bad true if it is not sound (or memory ran out). clean: make every
 * translation safe to show (a mod's). */
static catalog *catalog_read(const char *path, bool clean, bool *bad) {
  *bad = false;
  struct stat st;
  if (lstat(path, &st) != 0) return NULL; /* none in this language */
  *bad = true;
  catalog *c = calloc(1, sizeof *c);
  size_t size = 0;
  if (!c || !(c->data = bang_mo_read(path, &size))) {
    catalog_free(c);
    return NULL;
  }
  /* (bang_mo_read checked the magic, both tables and every string) */
  int swap = word(c->data, 0, 0) != 0x950412de;
  uint32_t n = word(c->data, 8, swap), orig = word(c->data, 12, swap), trans = word(c->data, 16, swap);
  /* the game's own catalog's system dependent strings (a mod's catalog
   * has none: bang_mo_valid) */
  uint32_t sysdep = !clean && (word(c->data, 4, swap) & 0xffff) && size >= HEADER_V1
                        ? word(c->data, 36, swap)
                        : 0;
  if (sysdep > size / 8) sysdep = 0; /* (each takes 8 bytes of the file at least) */
  c->entries = calloc((size_t)n + sysdep ? (size_t)n + sysdep : 1, sizeof *c->entries);
  if (!c->entries) {
    catalog_free(c);
    return NULL;
  }
  /* Each string of a sound catalog is a place of its own in the file: all
   * of them together are no longer than it. A file whose entries share
   * their bytes (a mod's, crafted) would make the work below grow with the
   * square of its size: it is refused. */
  uint64_t total = 0;
  for (uint32_t i = 0; i < n; i++)
    total += (uint64_t)word(c->data, orig + (size_t)i * 8, swap) + 1 +
             word(c->data, trans + (size_t)i * 8, swap) + 1;
  if (total > size || (clean && !(c->texts = malloc(size ? size : 1)))) {
    catalog_free(c);
    return NULL;
  }
  size_t kept = 0; /* bytes of c->texts written */
  const char *header = NULL;
  for (uint32_t i = 0; i < n; i++) {
    entry *e = &c->entries[c->n];
    e->id = (const char *)c->data + word(c->data, orig + (size_t)i * 8 + 4, swap);
    e->text_len = word(c->data, trans + (size_t)i * 8, swap);
    const char *text = (const char *)c->data + word(c->data, trans + (size_t)i * 8 + 4, swap);
    e->text = text;
    if (!e->id[0]) {
      header = text;
      continue; /* the header is no message */
    }
    if (clean) { /* a copy of each form, cleaned, one after the other */
      char *to = c->texts + kept;
      for (const char *form = text; form <= text + e->text_len; form += strlen(form) + 1) {
        size_t len = strlen(form);
        memcpy(c->texts + kept, form, len + 1);
        bang_msg_clean(c->texts + kept); /* (removes, never adds) */
        kept += strlen(c->texts + kept) + 1;
      }
      e->text = to;
      e->text_len = (uint32_t)(c->texts + kept - 1 - to);
    }
    c->n++;
  }
  if (sysdep) read_sysdep(c, size, swap, sysdep);
  qsort(c->entries, c->n, sizeof *c->entries, by_id);
  bang_plural_from_header(&c->rule, header); /* (a rule that does not parse: English's) */
  *bad = false;
  return c;
}

/* A language code as catalogs are named: "it", "pt_BR", "sr@latin". */
static bool code_ok(const char *code) {
  size_t n = 0;
  while (code[n] >= 'a' && code[n] <= 'z') n++;
  if (n < 2 || n > 3) return false;
  if (code[n] == '_') {
    if (!(code[n + 1] >= 'A' && code[n + 1] <= 'Z' && code[n + 2] >= 'A' && code[n + 2] <= 'Z')) return false;
    n += 3;
  }
  if (code[n] == '@') {
    size_t k = ++n;
    while (code[n] >= 'a' && code[n] <= 'z') n++;
    if (n == k || n - k > 8) return false;
  }
  return code[n] == '\0';
}

bang_language *bang_language_open(const char *code, const char *dir, char *err, size_t cap) {
  if (code && !code_ok(code)) { /* (it names a folder) */
    snprintf(err, cap, "not a language code: %.20s", code);
    return NULL;
  }
  bang_language *lang = calloc(1, sizeof *lang);
  if (!lang) {
    snprintf(err, cap, "out of memory");
    return NULL;
  }
  snprintf(lang->code, sizeof lang->code, "%s", code ? code : "en");
  char path[4096];
  snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/bang.mo", dir ? dir : ".", lang->code);
  bool bad;
  lang->game = catalog_read(path, false, &bad);
  if (bad) {
    snprintf(err, cap, "%s: not a sound message catalog", path);
    free(lang);
    return NULL;
  }
  return lang;
}

bool bang_language_add_mod(bang_language *lang, const char *domain, const char *dir, char *bad,
                           size_t badlen) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, lang->code, domain);
  bool refused;
  catalog *c = catalog_read(path, true, &refused);
  if (refused) {
    snprintf(bad, badlen, "%s", path);
    return false;
  }
  if (c && lang->nmods == MAX_MODS) {
    catalog_free(c);
    snprintf(bad, badlen, "%s (more than %d mods' catalogs)", path, MAX_MODS);
    return false;
  }
  if (c) {
    snprintf(c->domain, sizeof c->domain, "%s", domain);
    lang->mods[lang->nmods++] = c;
  }
  return true;
}

void bang_language_free(bang_language *lang) {
  if (!lang) return;
  catalog_free(lang->game);
  for (int i = 0; i < lang->nmods; i++) catalog_free(lang->mods[i]);
  free(lang);
}

const char *bang_language_code(const bang_language *lang) { return lang->code; }

/* A mod's id, "\004NAME\004id" (its scripts' N_, loader.c): the mod's
 * NAME (*name, *len) and the id after the tag; else the id as it is and
 * *len 0. */
static const char *untag(const char *id, const char **name, size_t *len) {
  *len = 0;
  if (id[0] != '\004') return id;
  const char *end = strchr(id + 1, '\004');
  if (!end || end == id + 1) return id;
  *name = id + 1;
  *len = (size_t)(end - id - 1);
  return end + 1;
}

/* The entry of id and the catalog it came from. A mod's id: that mod's
 * catalog, then the game's (a mod's copy of a stock script keeps the stock
 * texts' translations), never another mod's, so two mods with the same
 * text each have their own words. Any other id: the game's, else the mods'
 * (the last added first: their manifests' texts, read without the tag). */
static const entry *lookup(const bang_language *lang, const char *id, const catalog **from) {
  const char *name = NULL;
  size_t len;
  id = untag(id, &name, &len);
  if (len) {
    for (int i = 0; i < lang->nmods; i++) {
      const char *d = lang->mods[i]->domain;
      if (strncmp(d, "bang-mod-", 9) == 0 && strlen(d + 9) == len && memcmp(d + 9, name, len) == 0) {
        const entry *e = find(lang->mods[i], id);
        *from = lang->mods[i];
        if (e && e->text[0]) return e;
      }
    }
    *from = lang->game;
    return find(lang->game, id);
  }
  const entry *e = find(lang->game, id);
  *from = lang->game;
  for (int i = lang->nmods - 1; !e && i >= 0; i--) {
    e = find(lang->mods[i], id);
    *from = lang->mods[i];
  }
  return e;
}

const char *bang_language_text(const bang_language *lang, const char *id) {
  if (!id || !*id) return "";
  const catalog *from;
  const entry *e = lang ? lookup(lang, id, &from) : NULL;
  if (e && e->text[0]) return e->text;
  return bang_msg_english(id);
}

const char *bang_language_plural(const bang_language *lang, const char *singular,
                                 const char *plural, unsigned long n) {
  const catalog *from = NULL;
  const entry *e = lang && singular && *singular ? lookup(lang, singular, &from) : NULL;
  if (!e || !e->text[0]) return n == 1 ? bang_msg_english(singular) : plural;
  int form = bang_plural_form(&from->rule, n);
  const char *text = e->text, *end = e->text + e->text_len;
  for (int k = 0; k < form; k++) {
    const char *next = text + strlen(text) + 1;
    if (next >= end) break; /* fewer forms than the rule: the last one */
    text = next;
  }
  return text;
}
