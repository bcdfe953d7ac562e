/*
 * mo_check.c: is a file a message catalog (.mo) that gettext may read
 * safely? (see mo_check.h)
 *
 * glibc trusts a catalog's tables: it follows the offsets of the string
 * tables without checking them, runs strcmp from them (so each string must
 * end in a NUL inside the file), and probes the hash table until it finds
 * an empty slot (so a full table, or one whose size is not prime, can loop
 * forever; an entry past the string count reads a table of "system
 * dependent" strings that is not there). A mod's catalog is input like any
 * other: everything glibc reads is checked here first.
 */
#include "mo_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

enum {
  MO_MAGIC = 0x950412de,
  HEADER_V0 = 28, /* magic, revision, n, orig, trans, hash size, hash offset */
  HEADER_V1 = 48, /* + sysdep segments (count, offset), sysdep strings (count, 2 offsets) */
  MAX_SIZE = 64 << 20 /* a mod's catalog is a few KiB; glibc maps it whole */
};

/* The 32-bit word at off, in the file's byte order (swap: big-endian). */
static uint32_t word(const unsigned char *data, size_t off, int swap) {
  uint32_t b0 = data[off], b1 = data[off + 1], b2 = data[off + 2], b3 = data[off + 3];
  return swap ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0);
}

static int is_prime(uint32_t n) {
  if (n < 2) return 0;
  for (uint32_t d = 2; (uint64_t)d * d <= n; d++)
    if (n % d == 0) return 0;
  return 1;
}

/* A table of n (length, offset) pairs at off: in the file, aligned, and
 * each string in the file with a NUL right after its length. */
static bool check_strings(const unsigned char *data, size_t size, uint32_t n, uint32_t off,
                          int swap) {
  if (off % 4 || off > size || (uint64_t)n * 8 > size - off) return false; /* outside the file */
  for (uint32_t i = 0; i < n; i++) {
    uint64_t len = word(data, off + (size_t)i * 8, swap);
    uint64_t at = word(data, off + (size_t)i * 8 + 4, swap);
    if (at + len >= size || data[at + len] != '\0') return false; /* no NUL after it */
  }
  return true;
}

/* The magic number, a revision we know and both string tables: what a
 * reader of the plain strings alone (language.c) follows. *swap: the
 * file's byte order. */
static bool check_tables(const unsigned char *data, size_t size, int *swap) {
  if (size < HEADER_V0 || size > MAX_SIZE) return false; /* too short, or too long */
  if (word(data, 0, 0) == MO_MAGIC) *swap = 0;
  else if (word(data, 0, 1) == MO_MAGIC) *swap = 1;
  else return false; /* not a .mo file */
  uint32_t revision = word(data, 4, *swap);
  if (revision >> 16 > 1) return false; /* an unknown revision */
  uint32_t n = word(data, 8, *swap);
  return check_strings(data, size, n, word(data, 12, *swap), *swap) &&
         check_strings(data, size, n, word(data, 16, *swap), *swap);
}

/* All that glibc follows: the tables, the header of the system dependent
 * strings (none allowed) and the hash table. */
static bool check(const unsigned char *data, size_t size) {
  int swap;
  if (!check_tables(data, size, &swap)) return false;
  uint32_t revision = word(data, 4, swap);
  uint32_t n = word(data, 8, swap), hash_size = word(data, 20, swap);
  if (revision & 0xffff) { /* glibc reads the system dependent strings' header */
    if (size < HEADER_V1) return false; /* too short */
    if (hash_size <= 2) return false; /* no hash table */
    if (word(data, 36, swap) != 0) return false; /* system dependent strings (not for mods) */
  }
  if (hash_size <= 2) return true; /* glibc searches the sorted table instead */
  uint32_t hash_off = word(data, 24, swap);
  if (hash_off % 4 || hash_off > size || (uint64_t)hash_size * 4 > size - hash_off)
    return false; /* the hash table is outside the file */
  if (!is_prime(hash_size)) return false; /* the hash table's size is not prime */
  int empty = 0;
  for (uint32_t i = 0; i < hash_size; i++) {
    uint32_t entry = word(data, hash_off + (size_t)i * 4, swap);
    if (entry == 0) empty = 1;
    else if (entry > n) return false; /* the hash table names a string that is not there */
  }
  return empty; /* else a lookup that misses probes forever */
}

unsigned char *bang_mo_read(const char *path, size_t *size_out) {
  size_t size = 0;
  FILE *f = bang_sandbox_open_file(path, &size, NULL);
  if (!f) return NULL;
  unsigned char *data = size <= MAX_SIZE ? malloc(size ? size : 1) : NULL;
  int swap;
  if (data && (fread(data, 1, size, f) != size || fgetc(f) != EOF || !check_tables(data, size, &swap))) {
    free(data);
    data = NULL;
  }
  fclose(f);
  if (data) *size_out = size;
  return data;
}

bool bang_mo_valid(const char *path) {
  size_t size = 0;
  FILE *f = bang_sandbox_open_file(path, &size, NULL); /* a FIFO would block gettext */
  if (!f) return false;
  if (size > MAX_SIZE) {
    fclose(f);
    return false;
  }
  unsigned char *data = malloc(size ? size : 1);
  bool ok = data && fread(data, 1, size, f) == size && fgetc(f) == EOF && check(data, size);
  free(data);
  fclose(f);
  return ok;
}
