/*
 * lproxy.h: read-only proxies through which a computer player reads the
 * rules' tables (lproxy.c). Private to the engine (bind/).
 */
#ifndef BANG_LPROXY_H
#define BANG_LPROXY_H

#include <lua.h>

#define BANG_PROXY_TYPE "bang.readonly"

/* Push the value at index idx as a bot may see it (a plain value as it
 * is, a table as its proxy or the world's copy of it, a function as true,
 * anything else as nil), with the world's cache at cache (an absolute
 * index: real table -> its proxy or copy, weak keys). */
void bang_lproxy_push(lua_State *L, int cache, int idx);

/* Make the proxies' metatable (once per Lua state; nothing left pushed). */
void bang_lproxy_metatable(lua_State *L);

/* If the value at index is a proxy, replace it with the real table it
 * reads (for C to read what a bot handed back); any other value is left as
 * it is. */
void bang_lproxy_unwrap(lua_State *L, int index);

#endif
