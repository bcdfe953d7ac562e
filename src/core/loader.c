/*
 * loader.c: the script environments, `require` and the schema check (see
 * loader.h).
 *
 * The registry holds two tables under this file's static keys: the shared
 * base every environment reads through, and the metatable every script
 * environment gets ({ __index = base, __newindex = strict, __metatable =
 * false }). The base itself is never handed to a script (there is no _G),
 * and the tables in it are proxies (full userdata whose __index is the real
 * table and whose __newindex raises), so a script can neither replace a
 * shared function nor change a library another script uses.
 */
#include "loader.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

static const char BASE_KEY = 'b';     /* registry[&BASE_KEY]: the shared base */
static const char ENV_META_KEY = 'e'; /* registry[&ENV_META_KEY]: envs' metatable */
static const char LOADING = 'l';      /* marks a module being loaded (cycles) */

enum { MODULE_NAME_MAX = 64 };

/* __newindex of script environments: globals must be declared local. */
static int strict_newindex(lua_State *L) {
  const char *name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
  luaL_where(L, 2); /* the assignment's file and line */
  lua_pushfstring(L, "assignment to undeclared global '%s' (declare it local)", name);
  lua_concat(L, 2);
  return lua_error(L);
}

/* __newindex of the read-only proxies. */
static int readonly_newindex(lua_State *L) {
  luaL_where(L, 2);
  lua_pushfstring(L, "the shared library is read-only (cannot set '%s')",
                  lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
  lua_concat(L, 2);
  return lua_error(L);
}

/* __pairs of a proxy: iterate the real table (upvalue 1). */
static int proxy_pairs(lua_State *L) {
  lua_getglobal(L, "next"); /* the real global table keeps the base library */
  lua_pushvalue(L, lua_upvalueindex(1)); /* the real table */
  lua_pushnil(L);
  return 3;
}

/* Replace the table on top of the stack by a read-only proxy of it. */
static void make_proxy(lua_State *L) {
  int real = lua_gettop(L);
  lua_newuserdatauv(L, 0, 0);                /* +1: the proxy */
  lua_createtable(L, 0, 4);                  /* +1: its metatable */
  lua_pushvalue(L, real);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, readonly_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushvalue(L, real);
  lua_pushcclosure(L, proxy_pairs, 1);
  lua_setfield(L, -2, "__pairs");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);                   /* -1: metatable */
  lua_replace(L, real);                      /* the proxy takes the table's place */
}

/* Push a fresh, empty script environment. */
static void push_env(lua_State *L) {
  lua_newtable(L);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &ENV_META_KEY);
  lua_setmetatable(L, -2);
}

/* Give the function on top of the stack a fresh environment (upvalue 1). */
static void set_fresh_env(lua_State *L) {
  push_env(L);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
}

/* load(chunk [, name [, mode [, env]]]): text only; without env, the chunk
 * gets a fresh environment of its own, never the shared base. */
static int strict_load(lua_State *L) {
  size_t len;
  const char *chunk = luaL_checklstring(L, 1, &len);
  const char *name = luaL_optstring(L, 2, "=(load)");
  int has_env = !lua_isnone(L, 4);
  if (luaL_loadbufferx(L, chunk, len, name, "t") != LUA_OK) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2; /* fail, message */
  }
  if (has_env) {
    lua_pushvalue(L, 4);
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  } else {
    set_fresh_env(L);
  }
  return 1;
}

/* "rules.core": lower-case words of letters, digits and _, joined by dots. */
static int valid_module_name(const char *name, size_t len) {
  if (len == 0 || len >= MODULE_NAME_MAX) return 0;
  int word = 0;
  for (size_t i = 0; i < len; i++) {
    char c = name[i];
    if (c == '.') {
      if (!word) return 0;
      word = 0;
    } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') {
      word = 1;
    } else {
      return 0;
    }
  }
  return word;
}

/* require(name): upvalue 1 the variant folder, upvalue 2 the module cache. */
static int l_require(lua_State *L) {
  size_t len;
  const char *name = luaL_checklstring(L, 1, &len);
  if (!valid_module_name(name, len))
    return luaL_error(L, "require: '%s' is not a module name (write e.g. require \"rules.core\")", name);
  lua_settop(L, 1);
  if (lua_getfield(L, lua_upvalueindex(2), name) != LUA_TNIL) { /* 2: cached */
    if (lua_touserdata(L, 2) == &LOADING)
      return luaL_error(L, "require: '%s' requires itself (a cycle of modules)", name);
    return 1;
  }
  lua_pop(L, 1);
  char path[2048], file[MODULE_NAME_MAX];
  memcpy(file, name, len + 1);
  for (char *c = file; *c; c++)
    if (*c == '.') *c = '/';
  snprintf(path, sizeof path, "%s/%s.lua", lua_tostring(L, lua_upvalueindex(1)), file);
  char err[1024];
  if (!bang_sandbox_load_file(L, path, err, sizeof err))      /* 2: the chunk */
    return luaL_error(L, "require '%s': %s", name, err);
  set_fresh_env(L);
  lua_pushlightuserdata(L, (void *)&LOADING);
  lua_setfield(L, lua_upvalueindex(2), name);
  lua_call(L, 0, 1);                                            /* 2: its result */
  if (lua_isnil(L, 2)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, 2);
  lua_setfield(L, lua_upvalueindex(2), name);
  return 1;
}

/* The base: the safe globals (libraries as proxies), without _G. */
static void build_base(lua_State *L) {
  lua_newtable(L);                                   /* +1: base */
  int base = lua_gettop(L);
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (lua_next(L, -2)) {                          /* -1: value, -2: key */
    if (lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), "_G") != 0) {
      if (lua_istable(L, -1)) make_proxy(L);
      lua_pushvalue(L, -2);
      lua_insert(L, -2);                             /* key, key, value */
      lua_rawset(L, base);
    } else {
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);                                     /* the global table */
  lua_pushcfunction(L, strict_load);
  lua_setfield(L, base, "load");
  lua_pushvalue(L, base);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &BASE_KEY);
  lua_createtable(L, 0, 3);                          /* +1: the envs' metatable */
  lua_pushvalue(L, base);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, strict_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &ENV_META_KEY);
  lua_pop(L, 1);                                     /* base */
  /* The strings' metatable holds the real string library: hide it. */
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

int bang_loader_run(lua_State *L, const char *path, int required, char *err, size_t errlen) {
  if (!required) {
    FILE *f = fopen(path, "r");
    if (!f) {
      lua_pushnil(L);
      return 1;
    }
    fclose(f);
  }
  if (!bang_sandbox_load_file(L, path, err, errlen)) return 0;
  set_fresh_env(L);
  return bang_sandbox_pcall(bang_sandbox_of(L), L, 0, 1, err, errlen);
}

int bang_loader_open(lua_State *L, const char *lua_dir, const char *variant_dir,
                     char *err, size_t errlen) {
  build_base(L);
  char path[2048];
  snprintf(path, sizeof path, "%s/prelude.lua", lua_dir);
  if (!bang_loader_run(L, path, 1, err, errlen)) return 0;
  if (!lua_istable(L, -1)) {
    snprintf(err, errlen, "%s: the prelude must return a table", path);
    lua_pop(L, 1);
    return 0;
  }
  lua_rawgetp(L, LUA_REGISTRYINDEX, &BASE_KEY);     /* -1: base, -2: prelude */
  static const char *const words[] = {"N_", "NC_", "NP_", NULL};
  for (int i = 0; words[i]; i++) {
    lua_getfield(L, -2, words[i]);
    lua_setfield(L, -2, words[i]);
  }
  lua_pushvalue(L, -2);
  make_proxy(L);
  lua_setfield(L, -2, "prelude");
  lua_pushstring(L, variant_dir);
  lua_newtable(L);                                   /* the module cache */
  lua_pushcclosure(L, l_require, 2);
  lua_setfield(L, -2, "require");
  lua_pop(L, 2);
  return 1;
}

/* The line of path where `field =` is first written (0: not found). */
static int line_of_field(const char *path, const char *field) {
  size_t len = 0, flen = strlen(field);
  char *text = bang_sandbox_read_file(path, &len);
  if (!text || flen == 0) {
    free(text);
    return 0;
  }
  int line = 1, found = 0;
  for (size_t i = 0; i + flen <= len && !found; i++) {
    if (text[i] == '\n') {
      line++;
      continue;
    }
    if (memcmp(text + i, field, flen) != 0) continue;
    char before = i ? text[i - 1] : ' ';
    if ((before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
        (before >= '0' && before <= '9') || before == '_')
      continue;
    size_t j = i + flen;
    while (j < len && (text[j] == ' ' || text[j] == '\t')) j++;
    if (j < len && text[j] == '=' && (j + 1 >= len || text[j + 1] != '=')) found = line;
  }
  free(text);
  return found;
}

int bang_loader_check(lua_State *L, int schema_index, const char *kind, int script_index,
                      const char *path, char *err, size_t errlen) {
  int top = lua_gettop(L);
  schema_index = lua_absindex(L, schema_index);
  script_index = lua_absindex(L, script_index);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &BASE_KEY);
  lua_getfield(L, -1, "prelude");
  lua_getfield(L, -1, "check_script");                /* the checker */
  lua_pushvalue(L, schema_index);
  lua_pushstring(L, kind);
  lua_pushvalue(L, script_index);
  if (!bang_sandbox_pcall(bang_sandbox_of(L), L, 3, 2, err, errlen)) {
    lua_settop(L, top);
    return 0;
  }
  if (lua_isnil(L, -2)) { /* -2: field or nil, -1: complaint */
    lua_settop(L, top);
    return 1;
  }
  const char *field = lua_tostring(L, -2);
  const char *why = lua_tostring(L, -1);
  /* A function knows where it is written; any other value is looked up in
   * the text by the last part of its dotted name. */
  int line = 0;
  const char *last = field ? strrchr(field, '.') : NULL;
  last = last ? last + 1 : field;
  if (field && !strchr(field, '.') && lua_getfield(L, script_index, field) == LUA_TFUNCTION) {
    lua_Debug ar;
    lua_getinfo(L, ">S", &ar);
    line = ar.linedefined;
  } else {
    lua_pop(L, 1);
  }
  if (line <= 0 && last) line = line_of_field(path, last);
  if (line > 0)
    snprintf(err, errlen, "%s:%d: %s", path, line, why ? why : "bad field");
  else
    snprintf(err, errlen, "%s: %s", path, why ? why : "bad field");
  lua_settop(L, top);
  return 0;
}
