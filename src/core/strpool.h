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
void bang_strpool_free(bang_strpool *pool);
/* The pooled copy of s (len bytes, no NUL needed); NULL only if out of memory. */
const char *bang_strpool_intern(bang_strpool *pool, const char *s, size_t len);

#endif
