/*
 * sandbox.c: the restricted Lua state.
 *
 * The allocator's user data is the bang_sandbox itself, which is how the
 * count hook and bang_sandbox_of find it from any thread without a global.
 * (The game, a layer above, keeps its own pointer in lua_getextraspace: see
 * lbind.h.)
 */
#include "sandbox.h"

#include <lauxlib.h>
#include <stdbool.h>
#include <lualib.h>
#include <libintl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct bang_sandbox {
  lua_State *L;
  size_t used, limit;
  long budget, remaining;
  bool tripped; /* the budget ran out: no script may catch that */
};

enum { HOOK_EVERY = 1000 };

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  bang_sandbox *sb = ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    free(ptr);
    sb->used -= old;
    return NULL;
  }
  if (nsize > old && sb->used - old + nsize > sb->limit) return NULL;
  void *block = realloc(ptr, nsize);
  if (block) sb->used = sb->used - old + nsize;
  return block;
}

static void budget_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  bang_sandbox *sb = bang_sandbox_of(L);
  sb->remaining -= HOOK_EVERY;
  if (sb->remaining < 0) {
    sb->tripped = true;
    luaL_where(L, 0); /* the looping function's file and line */
    lua_pushstring(L, "script exceeded its instruction budget (endless loop?)");
    lua_concat(L, 2);
    lua_error(L);
  }
}

/*
 * pcall and xpcall as in lbaselib.c (yieldable, through a continuation),
 * except that once the budget has tripped the error goes on up: a script
 * cannot catch its way out of the instruction budget.
 */
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
  if (status != LUA_OK && status != LUA_YIELD) {
    if (bang_sandbox_of(L)->tripped) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - (int)extra;
}

static int safe_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
  return finish_pcall(L, status, 0);
}

static int safe_xpcall(lua_State *L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2); /* handler, true, function, args... */
  int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
  return finish_pcall(L, status, 2);
}

/* load(chunk [, name [, mode [, env]]]) restricted to text chunks. */
static int safe_load(lua_State *L) {
  size_t len;
  const char *chunk = luaL_checklstring(L, 1, &len);
  const char *name = luaL_optstring(L, 2, "=(load)");
  int env = !lua_isnone(L, 4);
  int status = luaL_loadbufferx(L, chunk, len, name, "t");
  if (status != LUA_OK) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  if (env) {
    lua_pushvalue(L, 4);
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  }
  return 1;
}

static void open_safe_libraries(lua_State *L) {
  static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},
                                  {LUA_STRLIBNAME, luaopen_string},
                                  {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},
                                  {NULL, NULL}};
  for (const luaL_Reg *lib = libs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  static const char *const removed[] = {"dofile", "loadfile", "collectgarbage",
                                        "print", NULL};
  for (int i = 0; removed[i]; i++) {
    lua_pushnil(L);
    lua_setglobal(L, removed[i]);
  }
  lua_pushcfunction(L, safe_load);
  lua_setglobal(L, "load");
  lua_pushcfunction(L, safe_pcall);
  lua_setglobal(L, "pcall");
  lua_pushcfunction(L, safe_xpcall);
  lua_setglobal(L, "xpcall");
  lua_getglobal(L, LUA_STRLIBNAME);
  lua_pushnil(L);
  lua_setfield(L, -2, "dump"); /* bytecode out means bytecode in elsewhere */
  lua_pop(L, 1);
  /* Chance comes from the game's RNG only: the game installs its own. */
  lua_getglobal(L, LUA_MATHLIBNAME);
  lua_pushnil(L);
  lua_setfield(L, -2, "random");
  lua_pushnil(L);
  lua_setfield(L, -2, "randomseed");
  lua_pop(L, 1);
}

bang_sandbox *bang_sandbox_new(size_t memory_limit, long instruction_budget) {
  bang_sandbox *sb = calloc(1, sizeof *sb);
  if (!sb) return NULL;
  sb->limit = memory_limit;
  sb->budget = sb->remaining = instruction_budget;
  sb->L = lua_newstate(capped_alloc, sb);
  if (!sb->L) {
    free(sb);
    return NULL;
  }
  lua_sethook(sb->L, budget_hook, LUA_MASKCOUNT, HOOK_EVERY);
  open_safe_libraries(sb->L);
  return sb;
}

void bang_sandbox_free(bang_sandbox *sb) {
  if (!sb) return;
  lua_close(sb->L);
  free(sb);
}

lua_State *bang_sandbox_state(bang_sandbox *sb) { return sb->L; }

bang_sandbox *bang_sandbox_of(lua_State *L) {
  void *ud;
  lua_getallocf(L, &ud);
  return ud;
}

void bang_sandbox_reset_budget(bang_sandbox *sb) {
  sb->remaining = sb->budget;
  sb->tripped = false;
}

size_t bang_sandbox_memory_used(const bang_sandbox *sb) { return sb->used; }

/*
 * lua.c's msghandler: the error as text ("file:line: message" for errors
 * raised in scripts; non-string error objects through __tostring or named by
 * type), then a standard traceback from the function that failed. Unlike
 * lua.c, a __tostring error gets the traceback too. The first line is the
 * message alone, so callers may still match on it.
 */
static int message_handler(lua_State *L) {
  const char *msg = lua_tostring(L, 1); /* 1: the error object */
  if (!msg) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
      msg = lua_tostring(L, -1); /* -1: its text */
    else
      msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1); /* -1: msg, then the traceback */
  return 1;
}

int bang_sandbox_pcall(bang_sandbox *sb, lua_State *L, int nargs, int nresults,
                       char *err, size_t errlen) {
  int base = lua_gettop(L) - nargs;      /* base: the function */
  lua_pushcfunction(L, message_handler);
  lua_insert(L, base);                   /* base: handler, base + 1: function, args */
  bang_sandbox_reset_budget(sb);
  int status = lua_pcall(L, nargs, nresults, base);
  lua_remove(L, base);                   /* results, or -1: the message */
  if (status != LUA_OK) {
    if (err) snprintf(err, errlen, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
    return 0;
  }
  return 1;
}

char *bang_sandbox_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *text = NULL;
  size_t cap = 0, n = 0;
  for (;;) {
    if (n + 4096 > cap) {
      cap = cap ? cap * 2 : 8192;
      char *bigger = realloc(text, cap);
      if (!bigger) {
        free(text);
        fclose(f);
        return NULL;
      }
      text = bigger;
    }
    size_t got = fread(text + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  fclose(f);
  *len = n;
  return text;
}

int bang_sandbox_load_file(lua_State *L, const char *path, char *err, size_t errlen) {
  size_t len = 0;
  char *text = bang_sandbox_read_file(path, &len);
  if (!text) {
    if (err) snprintf(err, errlen, dgettext("bang", "%s: cannot read the file"), path);
    return 0;
  }
  char chunkname[1024];
  snprintf(chunkname, sizeof chunkname, "@%s", path);
  int status = luaL_loadbufferx(L, text, len, chunkname, "t");
  free(text);
  if (status != LUA_OK) {
    if (err) snprintf(err, errlen, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
    return 0;
  }
  return 1;
}

int bang_sandbox_run_file(bang_sandbox *sb, const char *path, int nresults,
                          char *err, size_t errlen) {
  if (!bang_sandbox_load_file(sb->L, path, err, errlen)) return 0;
  return bang_sandbox_pcall(sb, sb->L, 0, nresults, err, errlen);
}
