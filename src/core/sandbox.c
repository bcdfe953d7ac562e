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

/*
 * The last resort (issue 8): an error outside every protected call. Every
 * entry from C into Lua is protected (bang_sandbox_pcall, _protect), so this
 * is a bug in the program, not the script; it is reported and the program
 * exits with a failure instead of calling abort().
 */
static int panic_handler(lua_State *L) {
  const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
  fprintf(stderr, "bang: internal error, a Lua error outside a protected call: %.500s\n",
          msg ? msg : "(error object is not a string)");
  fflush(stderr);
  exit(70);
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
  lua_atpanic(sb->L, panic_handler);
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
 * Error messages (issue 8). The error object as text (a __tostring is
 * called protected; if it fails the object is named by its type) cut to
 * MESSAGE_MAX bytes, so a huge message cannot exhaust the memory cap while
 * it is reported. An error
 * object that is not a string (error({}), error()) is named by its type and
 * given the position of the innermost Lua function on from's stack at or
 * above level, so it still names its file and line.
 */
enum { MESSAGE_MAX = 2000 };

static const char *push_message(lua_State *L, lua_State *from, int obj, int level) {
  size_t len = 0;
  int type = lua_type(L, obj);
  if (type == LUA_TSTRING || type == LUA_TNUMBER) {
    lua_pushvalue(L, obj); /* a copy: never convert the error object in place */
    const char *msg = lua_tolstring(L, -1, &len);
    if (type == LUA_TSTRING && len <= MESSAGE_MAX) return msg;
    if (type == LUA_TSTRING) {
      lua_pushlstring(L, msg, MESSAGE_MAX);
      lua_pushfstring(L, "... (message cut, %I bytes)", (lua_Integer)len);
      lua_concat(L, 2);
      lua_remove(L, -2);
      return lua_tostring(L, -1);
    }
  }
  if (type != LUA_TNUMBER && luaL_getmetafield(L, obj, "__tostring") != LUA_TNIL) {
    lua_pushvalue(L, obj); /* its own text, protected: it is a script's function */
    if (lua_pcall(L, 1, 1, 0) == LUA_OK && lua_type(L, -1) == LUA_TSTRING) {
      lua_replace(L, obj);
      return push_message(L, from, obj, level);
    }
    lua_pop(L, 1);
  }
  lua_Debug ar;
  const char *where = "";
  for (int l = level; lua_getstack(from, l, &ar); l++) {
    if (lua_getinfo(from, "Sl", &ar) && ar.currentline > 0) {
      where = lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
      break;
    }
  }
  if (type == LUA_TNUMBER) lua_pushfstring(L, "%s%s", where, lua_tostring(L, -1 - (*where != 0)));
  else lua_pushfstring(L, "%s(error object is a %s value)", where, lua_typename(L, type));
  return lua_tostring(L, -1);
}

/*
 * lua.c's msghandler, made safe: the message (push_message), then a standard
 * traceback from the function that failed. The first line is the message
 * alone, so callers may still match on it.
 */
static int message_handler(lua_State *L) {
  const char *msg = push_message(L, L, 1, 1);
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
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (err) snprintf(err, errlen, "%s", msg ? msg : "(error object is not a string)");
    lua_pop(L, 1);
    return 0;
  }
  return 1;
}

/* Protected calls into C that reads script values (issue 8). */
int bang_sandbox_protect(bang_sandbox *sb, lua_CFunction fn, void *ud, char *err, size_t errlen) {
  lua_State *L = sb->L;
  int top = lua_gettop(L);
  if (!lua_checkstack(L, 4)) {
    if (err) snprintf(err, errlen, "%s", "out of memory (Lua stack)");
    return 0;
  }
  lua_pushcfunction(L, fn);
  lua_pushlightuserdata(L, ud);
  int ok = bang_sandbox_pcall(sb, L, 1, 0, err, errlen);
  lua_settop(L, top);
  return ok;
}

struct traceback_call {
  lua_State *co;
  char *out;
  size_t cap;
};

static int traceback_protected(lua_State *L) {
  struct traceback_call *t = lua_touserdata(L, 1);
  lua_xmove(t->co, L, 1); /* the error object, off the dead coroutine */
  const char *msg = push_message(L, t->co, lua_gettop(L), 0);
  luaL_traceback(L, t->co, msg, 0);
  snprintf(t->out, t->cap, "%s", lua_tostring(L, -1));
  return 0;
}

void bang_sandbox_error_text(bang_sandbox *sb, lua_State *co, char *out, size_t cap) {
  struct traceback_call t = {co, out, cap};
  char err[512];
  if (cap) out[0] = '\0';
  if (!bang_sandbox_protect(sb, traceback_protected, &t, err, sizeof err) && cap && !out[0])
    snprintf(out, cap, "%s", err);
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
  int binary = len > 0 && text[0] == LUA_SIGNATURE[0];
  int status = luaL_loadbufferx(L, text, len, chunkname, "t");
  free(text);
  if (status != LUA_OK && binary) {
    if (err) snprintf(err, errlen, dgettext("bang", "%s: binary chunk refused: scripts must be Lua source text"), path);
    lua_pop(L, 1);
    return 0;
  }
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
