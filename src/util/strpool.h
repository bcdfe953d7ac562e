/*
 * strpool.h: interned strings that live as long as their pool.
 *
 * Log entries and decisions keep message and rule ids as plain pointers; the
 * strings come from Lua, whose own strings may be collected, so a game copies
 * each distinct id once into its pool and compares ids by pointer afterwards.
 */
#ifndef BANG_STRPOOL_H
#define BANG_STRPOOL_H

#include <stddef.h>

typedef struct bang_strpool bang_strpool;

bang_strpool *bang_strpool_new(void);
/* A pool whose memory comes from alloc (a lua_Alloc: ud, block, old size,
 * new size; 0 frees), such as bang_sandbox_alloc, so that what scripts
 * make the game intern counts against their memory cap. */
bang_strpool *bang_strpool_new_in(void *(*alloc)(void *ud, void *ptr, size_t osize, size_t nsize),
                                  void *ud);
void bang_strpool_free(bang_strpool *pool);
/* The pooled copy of s (len bytes, no NUL needed); NULL only if out of memory. */
const char *bang_strpool_intern(bang_strpool *pool, const char *s, size_t len);

#endif
