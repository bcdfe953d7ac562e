/*
 * strpool.c: an open-addressing hash set of strings, each allocated once.
 */
#include "strpool.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct bang_strpool {
  char **slots;
  size_t capacity; /* a power of two */
  size_t count;
};

static uint64_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ULL; /* FNV-1a */
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
  return h;
}

bang_strpool *bang_strpool_new(void) {
  bang_strpool *pool = calloc(1, sizeof *pool);
  if (!pool) return NULL;
  pool->capacity = 256;
  pool->slots = calloc(pool->capacity, sizeof *pool->slots);
  if (!pool->slots) {
    free(pool);
    return NULL;
  }
  return pool;
}

void bang_strpool_free(bang_strpool *pool) {
  if (!pool) return;
  for (size_t i = 0; i < pool->capacity; i++) free(pool->slots[i]);
  free(pool->slots);
  free(pool);
}

static int grow(bang_strpool *pool) {
  size_t capacity = pool->capacity * 2;
  char **slots = calloc(capacity, sizeof *slots);
  if (!slots) return 0;
  for (size_t i = 0; i < pool->capacity; i++) {
    char *s = pool->slots[i];
    if (!s) continue;
    size_t j = hash_bytes(s, strlen(s)) & (capacity - 1);
    while (slots[j]) j = (j + 1) & (capacity - 1);
    slots[j] = s;
  }
  free(pool->slots);
  pool->slots = slots;
  pool->capacity = capacity;
  return 1;
}

const char *bang_strpool_intern(bang_strpool *pool, const char *s, size_t len) {
  len = strnlen(s, len); /* ids are C strings: an embedded NUL ends one */
  if (pool->count * 2 >= pool->capacity && !grow(pool)) return NULL;
  size_t j = hash_bytes(s, len) & (pool->capacity - 1);
  while (pool->slots[j]) {
    const char *t = pool->slots[j];
    if (strncmp(t, s, len) == 0 && t[len] == '\0') return t;
    j = (j + 1) & (pool->capacity - 1);
  }
  char *copy = malloc(len + 1);
  if (!copy) return NULL;
  memcpy(copy, s, len);
  copy[len] = '\0';
  pool->slots[j] = copy;
  pool->count++;
  return copy;
}
