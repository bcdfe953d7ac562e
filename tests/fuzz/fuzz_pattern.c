/*
 * fuzz_pattern.c: libFuzzer target, the sandbox's pattern matcher against
 * stock Lua's (issue 31). The sandbox's string.find, match, gmatch and gsub
 * are its own, bounded matcher (src/host/boundlib.c); this target runs one
 * call in a sandbox and, unless the sandbox stopped it on its budget, the
 * same call in a plain Lua state with the stock string library, and aborts
 * when they differ: other results, or one failing where the other does not,
 * or another message. A crash, a hang (libFuzzer's -timeout) or a
 * divergence is a finding; a clean budget error is not.
 *
 * The input: byte 0 picks the function (its low 2 bits) and the options
 * (bit 2: an init argument, byte 1, as a signed number; bit 3: find's plain
 * flag; bit 4: gsub's n, byte 1 & 7), then subject, pattern and gsub's
 * replacement, separated by NUL bytes. gmatch runs to its end or 200 matches.
 *
 * Built with -DBANG_FUZZ=ON (clang, -fsanitize=fuzzer); the same file linked
 * with tests/fuzz/replay.c replays saved inputs in the normal build.
 */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/host/sandbox.h"

enum {
  MEMORY = 16 << 20,
  BUDGET_MS = 100, /* the sandbox's: anything slower is stopped, not compared */
  MAX_MATCHES = 200,
  OUT_MAX = 1 << 16
};

typedef struct call {
  int op; /* 0 find, 1 match, 2 gmatch, 3 gsub */
  int has_init, plain, has_n;
  lua_Integer init, n;
  const char *s, *p, *r;
  size_t ls, lp, lr;
} call;

static const char *const NAMES[] = {"find", "match", "gmatch", "gsub"};

/* Add the string on top of L's stack to the list at index parts. */
static void add_part(lua_State *L, int parts) {
  lua_rawseti(L, parts, (lua_Integer)lua_rawlen(L, parts) + 1);
}

/* Append the values on L's stack from first to the top, as text, to the
 * list of strings at index parts (joined at the end: a luaL_Buffer may not
 * be used while the stack moves under it, as the calls here make it do;
 * once it was, and a gmatch's `lua_settop` dropped the buffer's box, which
 * the collector then freed under it). */
static void describe(lua_State *L, int first, int parts) {
  int top = lua_gettop(L);
  for (int i = first; i <= top; i++) {
    switch (lua_type(L, i)) {
      case LUA_TNUMBER:
        lua_pushfstring(L, "n%I;", lua_tointeger(L, i));
        break;
      case LUA_TSTRING: {
        size_t len;
        lua_tolstring(L, i, &len);
        lua_pushfstring(L, "s%d:", (int)len);
        add_part(L, parts);
        lua_pushvalue(L, i);
        add_part(L, parts);
        lua_pushliteral(L, ";");
        break;
      }
      default:
        lua_pushfstring(L, "%s;", luaL_typename(L, i));
        break;
    }
    add_part(L, parts);
  }
}

/* The call c (a light userdata) made in L, its results as one string
 * ("n3;s2:ab;" per value; gmatch's matches each ended by '|'). Run
 * with lua_pcall; argument 1 the call). */
static int run_call(lua_State *L) {
  const call *c = lua_touserdata(L, 1);
  lua_settop(L, 0);
  lua_newtable(L); /* 1: the parts of the text */
  const int parts = 1;
  lua_getglobal(L, "string");
  lua_getfield(L, -1, NAMES[c->op]);
  lua_remove(L, -2);
  int fn = lua_gettop(L);
  lua_pushlstring(L, c->s, c->ls);
  lua_pushlstring(L, c->p, c->lp);
  int nargs = 2;
  if (c->op == 3) {
    lua_pushlstring(L, c->r, c->lr);
    nargs++;
    if (c->has_n) {
      lua_pushinteger(L, c->n);
      nargs++;
    }
  } else if (c->has_init) {
    lua_pushinteger(L, c->init);
    nargs++;
    if (c->op == 0 && c->plain) {
      lua_pushboolean(L, 1);
      nargs++;
    }
  }
  lua_call(L, nargs, c->op == 2 ? 1 : LUA_MULTRET);
  if (c->op != 2) {
    describe(L, fn, parts);
  } else {
    int iter = lua_gettop(L);
    for (int k = 0; k < MAX_MATCHES; k++) {
      lua_pushvalue(L, iter);
      lua_call(L, 0, LUA_MULTRET);
      if (lua_isnil(L, iter + 1)) break;
      describe(L, iter + 1, parts);
      lua_pushliteral(L, "|");
      add_part(L, parts);
      lua_settop(L, iter);
    }
  }
  /* The parts joined, with the buffer's box the only thing above them. */
  lua_settop(L, parts);
  luaL_Buffer out;
  luaL_buffinit(L, &out);
  lua_Integer n = (lua_Integer)lua_rawlen(L, parts);
  for (lua_Integer k = 1; k <= n; k++) {
    lua_rawgeti(L, parts, k);
    luaL_addvalue(&out);
  }
  luaL_pushresult(&out);
  return 1;
}

/* Run c in L; 1 and the results as text in out, or 0 and the message's
 * first line. */
static int outcome(lua_State *L, bang_sandbox *sb, const call *c, char *out, size_t cap) {
  lua_pushcfunction(L, run_call);
  lua_pushlightuserdata(L, (void *)c);
  int ok;
  if (sb) {
    ok = bang_sandbox_pcall(sb, L, 1, 1, out, cap);
    if (ok) {
      snprintf(out, cap, "%s", lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  } else {
    ok = lua_pcall(L, 1, 1, 0) == LUA_OK;
    snprintf(out, cap, "%s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
    lua_pop(L, 1);
  }
  if (!ok) out[strcspn(out, "\n")] = '\0';
  return ok;
}

static bang_sandbox *sandbox;
static lua_State *stock;
static char *sandbox_out, *stock_out;

/* For the replay driver: close what was opened (leak checking). */
void bang_fuzz_cleanup(void);
void bang_fuzz_cleanup(void) {
  bang_sandbox_free(sandbox);
  sandbox = NULL;
  if (stock) lua_close(stock);
  stock = NULL;
  free(sandbox_out);
  free(stock_out);
  sandbox_out = stock_out = NULL;
}

/* The next NUL-separated field of data from *at. */
static const char *field(const uint8_t *data, size_t size, size_t *at, size_t *len) {
  const char *start = (const char *)data + *at;
  const uint8_t *nul = *at < size ? memchr(data + *at, 0, size - *at) : NULL;
  size_t end = nul ? (size_t)(nul - data) : size;
  *len = end - *at;
  *at = nul ? end + 1 : size;
  return start;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2) return 0;
  if (!sandbox) {
    sandbox = bang_sandbox_new(MEMORY, BUDGET_MS);
    stock = luaL_newstate();
    sandbox_out = malloc(OUT_MAX);
    stock_out = malloc(OUT_MAX);
    if (!sandbox || !stock || !sandbox_out || !stock_out) abort();
    luaL_openlibs(stock);
  }
  call c;
  memset(&c, 0, sizeof c);
  c.op = data[0] & 3;
  c.has_init = (data[0] >> 2) & 1;
  c.plain = (data[0] >> 3) & 1;
  c.has_n = (data[0] >> 4) & 1;
  c.init = (int8_t)data[1];
  c.n = data[1] & 7;
  size_t at = 2;
  c.s = field(data, size, &at, &c.ls);
  c.p = field(data, size, &at, &c.lp);
  c.r = field(data, size, &at, &c.lr);
  lua_State *L = bang_sandbox_state(sandbox);
  int ok = outcome(L, sandbox, &c, sandbox_out, OUT_MAX);
  if (!ok && (strstr(sandbox_out, "time budget") || strstr(sandbox_out, "memory cap")))
    return 0; /* stopped cleanly: the stock matcher might run for ages */
  int stock_ok = outcome(stock, NULL, &c, stock_out, OUT_MAX);
  if (ok != stock_ok || strcmp(sandbox_out, stock_out) != 0) {
    fprintf(stderr,
            "fuzz_pattern: string.%s differs\n  subject (%zu bytes): %.*s\n  pattern: %.*s\n"
            "  sandbox %s: %.300s\n  stock   %s: %.300s\n",
            NAMES[c.op], c.ls, (int)(c.ls < 200 ? c.ls : 200), c.s, (int)c.lp, c.p,
            ok ? "ok" : "error", sandbox_out, stock_ok ? "ok" : "error", stock_out);
    abort();
  }
  return 0;
}
