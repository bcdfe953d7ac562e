/*
 * slab.c: size classes with free lists for a Lua state's small blocks (see
 * slab.h). A freed block keeps the next free block of its class in its first
 * word. New blocks are cut from the newest chunk, front to back; what is
 * left of a chunk too short for the block asked goes to the free list of its
 * own size, so nothing is lost but the alignment padding of each class.
 * Lua gives the old size of every block it frees or resizes, so blocks need
 * no header: the size names the class, and a size above BANG_SLAB_MAX says
 * the block came from malloc.
 */
#include "slab.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum {
  GRAIN = BANG_SLAB_GRAIN, /* malloc's alignment too */
  CLASSES = BANG_SLAB_CLASSES,
  CHUNK_BYTES = BANG_SLAB_CHUNK,
  CHUNK_HEADER = GRAIN     /* the link to the previous chunk, padded */
};

typedef struct bang_slab_chunk {
  struct bang_slab_chunk *previous;
} chunk;

_Static_assert(BANG_SLAB_MAX % GRAIN == 0, "classes cover BANG_SLAB_MAX exactly");
_Static_assert(sizeof(chunk) <= CHUNK_HEADER, "the chunk header fits its padding");

static inline size_t class_of(size_t size) { return (size - 1) / GRAIN; }

bang_slab *bang_slab_new(size_t chunk_limit) {
  bang_slab *slab = calloc(1, sizeof(bang_slab));
  if (slab) slab->chunk_limit = chunk_limit;
  return slab;
}

void bang_slab_free(bang_slab *slab) {
  if (!slab) return;
  for (chunk *c = slab->newest, *previous; c; c = previous) {
    previous = c->previous;
    free(c);
  }
  free(slab);
}

static void push_free(bang_slab *slab, void *block, size_t c) {
  *(void **)block = slab->free[c];
  slab->free[c] = block;
}

/* A block of class c, from its free list or cut from the newest chunk. */
static void *take(bang_slab *slab, size_t c) {
  void *block = slab->free[c];
  if (block) {
    slab->free[c] = *(void **)block;
    return block;
  }
  size_t bytes = (c + 1) * GRAIN;
  if ((size_t)(slab->end - slab->next) < bytes) {
    if (slab->chunk_limit - slab->chunk_bytes < CHUNK_BYTES) return NULL;
    chunk *fresh = malloc(CHUNK_BYTES);
    if (!fresh) return NULL;
    slab->chunk_bytes += CHUNK_BYTES;
    size_t left = (size_t)(slab->end - slab->next);
    if (left >= GRAIN) push_free(slab, slab->next, class_of(left));
    fresh->previous = slab->newest;
    slab->newest = fresh;
    slab->next = (char *)fresh + CHUNK_HEADER;
    slab->end = (char *)fresh + CHUNK_BYTES;
  }
  block = slab->next;
  slab->next += bytes;
  return block;
}

void *bang_slab_resize(bang_slab *slab, void *ptr, size_t osize, size_t nsize) {
  if (!ptr) osize = 0;
  bool small_old = ptr && osize <= BANG_SLAB_MAX;
  if (nsize == 0) {
    if (small_old) push_free(slab, ptr, class_of(osize ? osize : 1));
    else free(ptr);
    return NULL;
  }
  if (ptr && !small_old && nsize > BANG_SLAB_MAX) return realloc(ptr, nsize);
  if (small_old && osize && class_of(osize) == class_of(nsize)) return ptr;
  void *block = nsize <= BANG_SLAB_MAX ? take(slab, class_of(nsize)) : malloc(nsize);
  if (!block || !ptr) return block;
  memcpy(block, ptr, osize < nsize ? osize : nsize);
  if (small_old) push_free(slab, ptr, class_of(osize ? osize : 1));
  else free(ptr);
  return block;
}
