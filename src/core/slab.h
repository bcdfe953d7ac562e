/*
 * slab.h: the small-block allocator behind a sandbox's Lua state.
 *
 * Lua allocates and frees small blocks (strings, tables, closures, upvalues,
 * hash parts) at a high rate; through malloc that was about a fifth of a
 * simulation's instructions. A bang_slab serves blocks of up to
 * BANG_SLAB_MAX bytes from free lists, one per 16-byte size class, carved
 * from chunks it takes from malloc; larger blocks go to malloc itself. Every
 * chunk is released at once by bang_slab_free, after lua_close. It counts
 * nothing: the sandbox's memory cap still counts the bytes Lua asked for.
 * One owner at a time (a Lua state is single-threaded): no locks.
 */
#ifndef BANG_SLAB_H
#define BANG_SLAB_H

#include <stddef.h>

enum { BANG_SLAB_MAX = 512 };

typedef struct bang_slab bang_slab;

bang_slab *bang_slab_new(void);
/* Releases every chunk (blocks still in use become invalid) and the slab. */
void bang_slab_free(bang_slab *slab);
/* lua_Alloc's contract: ptr NULL (osize then ignored) allocates, nsize 0
 * frees and returns NULL, otherwise like realloc with osize the block's
 * size; NULL when out of memory (ptr is then untouched). */
void *bang_slab_realloc(bang_slab *slab, void *ptr, size_t osize, size_t nsize);

#endif
