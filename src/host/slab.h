/*
 * slab.h: the small-block allocator behind a sandbox's Lua state.
 *
 * Lua allocates and frees small blocks (strings, tables, closures, upvalues,
 * hash parts) at a high rate; through malloc that was about a fifth of a
 * simulation's instructions. A bang_slab serves blocks of up to
 * BANG_SLAB_MAX bytes from free lists, one per 16-byte size class, carved
 * from chunks it takes from malloc; larger blocks go to malloc itself. Every
 * chunk is released at once by bang_slab_free, after lua_close. The
 * sandbox's memory cap counts the bytes Lua asked for; the slab bounds only
 * its own chunks (bang_slab_new's limit), since a freed block serves its
 * class alone: a script that fills one class, frees it and fills the next
 * would otherwise hold many times its cap.
 * One owner at a time (a Lua state is single-threaded): no locks.
 */
#ifndef BANG_SLAB_H
#define BANG_SLAB_H

#include <stddef.h>

enum {
  BANG_SLAB_MAX = 512,
  BANG_SLAB_GRAIN = 16,
  BANG_SLAB_CLASSES = BANG_SLAB_MAX / BANG_SLAB_GRAIN,
  BANG_SLAB_CHUNK = 64 * 1024 /* bytes taken from malloc at a time: below its mmap threshold */
};

/* Open so that the commonest requests inline into the caller (the sandbox's
 * allocator runs about once per 700 instructions); only slab.c changes it
 * otherwise. Class c holds blocks of (c + 1) * BANG_SLAB_GRAIN bytes; a free
 * block keeps the next free block of its class in its first word. */
typedef struct bang_slab {
  void *free[BANG_SLAB_CLASSES];
  char *next, *end; /* the newest chunk's part not yet cut */
  struct bang_slab_chunk *newest;
  size_t chunk_bytes, chunk_limit; /* the chunks taken, and at most */
} bang_slab;

/* A slab that takes at most chunk_limit bytes of chunks from malloc; past
 * that a new small block is refused (NULL: Lua's out of memory). */
bang_slab *bang_slab_new(size_t chunk_limit);
/* Releases every chunk (blocks still in use become invalid) and the slab. */
void bang_slab_free(bang_slab *slab);
/* bang_slab_realloc's other cases: resizing, an empty free list, and the
 * blocks malloc keeps. */
void *bang_slab_resize(bang_slab *slab, void *ptr, size_t osize, size_t nsize);

/* lua_Alloc's contract: ptr NULL (osize then ignored) allocates, nsize 0
 * frees and returns NULL, otherwise like realloc with osize the block's
 * size; NULL when out of memory (ptr is then untouched). The fast paths:
 * a new small block from its free list, and a small block freed. Sizes
 * 1..BANG_SLAB_MAX are those with size - 1 < BANG_SLAB_MAX (0 wraps). */
static inline void *bang_slab_realloc(bang_slab *slab, void *ptr, size_t osize, size_t nsize) {
  if (!ptr) {
    if (nsize - 1 < BANG_SLAB_MAX) {
      size_t c = (nsize - 1) / BANG_SLAB_GRAIN;
      void *block = slab->free[c];
      if (block) {
        slab->free[c] = *(void **)block;
        return block;
      }
    } else if (nsize == 0) {
      return NULL; /* Lua frees empty parts (NULL, size 0) */
    }
  } else if (nsize == 0 && osize - 1 < BANG_SLAB_MAX) {
    size_t c = (osize - 1) / BANG_SLAB_GRAIN;
    *(void **)ptr = slab->free[c];
    slab->free[c] = ptr;
    return NULL;
  }
  return bang_slab_resize(slab, ptr, osize, nsize);
}

#endif
