/*
 * strpool.c: an open-addressing hash set of strings, each allocated once.
 *
 * In front of it, a few recent lookups by the caller's pointer: the engine
 * interns the same Lua strings over and over (every g:emit its event name,
 * every g:decide its kind), whose bytes stay at one address while the
 * string lives. A hit is still checked byte for byte, so a pointer reused
 * for other bytes only misses.
 */
#include "strpool.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { RECENT = 32 }; /* a power of two */

struct bang_strpool {
  void *(*alloc)(void *ud, void *ptr, size_t osize, size_t nsize);
  void *ud;
  char **slots;
  size_t capacity; /* a power of two */
  size_t count;
  struct {
    const char *from; /* the caller's pointer */
    size_t len;
    const char *pooled;
  } recent[RECENT];
};

static size_t recent_slot(const char *s) { return ((uintptr_t)s >> 3) & (RECENT - 1); }

static uint64_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ULL; /* FNV-1a */
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
  return h;
}

static void *plain_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud;
  (void)osize;
  if (nsize == 0) {
    free(ptr);
    return NULL;
  }
  return realloc(ptr, nsize);
}

/* A zeroed array of n slots from the pool's allocator. */
static char **new_slots(bang_strpool *pool, size_t n) {
  char **slots = pool->alloc(pool->ud, NULL, 0, n * sizeof *slots);
  if (slots) memset(slots, 0, n * sizeof *slots);
  return slots;
}

bang_strpool *bang_strpool_new_in(void *(*alloc)(void *ud, void *ptr, size_t osize, size_t nsize),
                                  void *ud) {
  bang_strpool *pool = calloc(1, sizeof *pool);
  if (!pool) return NULL;
  pool->alloc = alloc;
  pool->ud = ud;
  pool->capacity = 256;
  pool->slots = new_slots(pool, pool->capacity);
  if (!pool->slots) {
    free(pool);
    return NULL;
  }
  return pool;
}

bang_strpool *bang_strpool_new(void) { return bang_strpool_new_in(plain_alloc, NULL); }

void bang_strpool_free(bang_strpool *pool) {
  if (!pool) return;
  for (size_t i = 0; i < pool->capacity; i++)
    if (pool->slots[i]) pool->alloc(pool->ud, pool->slots[i], strlen(pool->slots[i]) + 1, 0);
  pool->alloc(pool->ud, pool->slots, pool->capacity * sizeof *pool->slots, 0);
  free(pool);
}

static int grow(bang_strpool *pool) {
  size_t capacity = pool->capacity * 2;
  char **slots = new_slots(pool, capacity);
  if (!slots) return 0;
  for (size_t i = 0; i < pool->capacity; i++) {
    char *s = pool->slots[i];
    if (!s) continue;
    size_t j = hash_bytes(s, strlen(s)) & (capacity - 1);
    while (slots[j]) j = (j + 1) & (capacity - 1);
    slots[j] = s;
  }
  pool->alloc(pool->ud, pool->slots, pool->capacity * sizeof *pool->slots, 0);
  pool->slots = slots;
  pool->capacity = capacity;
  return 1;
}

static const char *lookup(bang_strpool *pool, const char *s, size_t len);

const char *bang_strpool_intern(bang_strpool *pool, const char *s, size_t len) {
  len = strnlen(s, len); /* ids are C strings: an embedded NUL ends one */
  size_t r = recent_slot(s);
  if (pool->recent[r].from == s && pool->recent[r].len == len &&
      memcmp(pool->recent[r].pooled, s, len) == 0)
    return pool->recent[r].pooled;
  const char *pooled = lookup(pool, s, len);
  if (pooled) {
    pool->recent[r].from = s;
    pool->recent[r].len = len;
    pool->recent[r].pooled = pooled;
  }
  return pooled;
}

/* The pooled copy of the len bytes at s (no NUL among them), added if new. */
static const char *lookup(bang_strpool *pool, const char *s, size_t len) {
  if (pool->count * 2 >= pool->capacity && !grow(pool)) return NULL;
  size_t j = hash_bytes(s, len) & (pool->capacity - 1);
  while (pool->slots[j]) {
    const char *t = pool->slots[j];
    if (strncmp(t, s, len) == 0 && t[len] == '\0') return t;
    j = (j + 1) & (pool->capacity - 1);
  }
  char *copy = pool->alloc(pool->ud, NULL, 0, len + 1);
  if (!copy) return NULL;
  memcpy(copy, s, len);
  copy[len] = '\0';
  pool->slots[j] = copy;
  pool->count++;
  return copy;
}
