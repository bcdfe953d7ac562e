/*
 * loader.c: the script environments, `require` and the schema check (see
 * loader.h).
 *
 * The registry holds, under this file's static keys: the base (the safe
 * global functions and values), the libraries (name -> the metatable of
 * their read-only proxies: __index the real table, __newindex raises), the
 * game's own world, the real prelude table of that world and the metatable
 * of script environments ({ __newindex = strict, __metatable = false }). An
 * environment gets its own empty proxy per library and its world's globals,
 * and reads the base through its metatable, so a global read is a plain
 * table hit or one __index away (a library member too, as fast as Lua
 * allows without copying the libraries), whatever a script does with rawset
 * stays in its own environment, and no script can reach the real tables
 * (there is no _G) or change what another sees.
 *
 * Worlds (issue 31): whatever two worlds could both reach must hold no
 * state, or a computer player could leave what it sees there for another
 * (or change how the rules see a value they share). So the shared base
 * holds only the sandbox's C functions and plain values; everything made
 * by a script or bound to a world (require, load, the prelude and its N_,
 * NC_, NP_) is a global of each world, the game's own included
 * (GAME_WORLD_KEY): every world runs prelude.lua itself and sees it through
 * a read-only proxy of its own, so neither the prelude's tables
 * (GAME_OVER) nor the state its functions keep in upvalues (prelude.ask's
 * decision table, the deal's lists) are shared.
 */
#include "loader.h"

#include <dirent.h>
#include <lauxlib.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

static const char BASE_KEY = 'b';     /* registry[&BASE_KEY]: the shared base */
static const char LIBS_KEY = 'l';     /* registry[&LIBS_KEY]: name -> proxy metatable */
static const char PRELUDE_KEY = 'p';  /* registry[&PRELUDE_KEY]: the game's real prelude */
static const char GAME_WORLD_KEY = 'g'; /* registry[&GAME_WORLD_KEY]: the game's own globals */
static const char ENV_META_KEY = 'e'; /* registry[&ENV_META_KEY]: envs' metatable */
static const char LOADING = 'm';      /* marks a module being loaded (cycles) */
static const char RAW_LOAD_KEY = 'r'; /* registry[&RAW_LOAD_KEY]: the sandbox's load */
static const char ROOTS_KEY = 'o';    /* registry[&ROOTS_KEY]: {the script roots, in order} */
static const char CHUNKS_KEY = 'c';   /* registry[&CHUNKS_KEY]: path -> compiled chunk */
static const char FRESH_KEY = 'f';    /* registry[&FRESH_KEY]: makes fresh upvalues */
static const char LOADED_KEY = 'd';   /* registry[&LOADED_KEY]: {paths, in load order; path -> true} */

enum { MODULE_NAME_MAX = 64, VARIANT_NAME_MAX = 16 };

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

/* The iterator of pairs(proxy): lua_next over the real table, kept as an
 * upvalue, so that the real table itself is never handed to a script (it
 * could then be written to). */
static int proxy_next(lua_State *L) {
  lua_settop(L, 2); /* 1: the proxy (unused), 2: the key */
  if (lua_next(L, lua_upvalueindex(1))) return 2;
  lua_pushnil(L);
  return 1;
}

/* __pairs of a proxy: iterate the real table (upvalue 1). */
static int proxy_pairs(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushcclosure(L, proxy_next, 1);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

/* Register the table on top of the stack (popped) as the library `name`:
 * each environment gets an empty proxy whose metatable reads through to it. */
/* Push the metatable of a read-only proxy of the table at index real:
 * reads and pairs go through to it, writes raise, the metatable is locked. */
static void push_readonly_meta(lua_State *L, int real) {
  real = lua_absindex(L, real);
  lua_createtable(L, 0, 4);
  lua_pushvalue(L, real);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, readonly_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushvalue(L, real);
  lua_pushcclosure(L, proxy_pairs, 1);
  lua_setfield(L, -2, "__pairs");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
}

static void add_library(lua_State *L, const char *name) {
  int real = lua_gettop(L);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &LIBS_KEY); /* +1: the libraries */
  push_readonly_meta(L, real);                 /* +1: the proxies' metatable */
  lua_setfield(L, -2, name);                 /* libraries[name] = metatable */
  lua_pop(L, 2);                             /* the libraries, the real table */
}

/* Push a fresh script environment: its own proxy of each library, then the
 * globals of the world at index world (0: none; see bang_loader_push_world)
 * over them; the base's functions are read through the environments' shared
 * metatable (__index), not copied: a copy per script was a 64-slot table in
 * every card and character script of every bot's world, a sixth of a
 * 7-player game's heap. A script may still shadow a base name for itself
 * with rawset; assigning one is assigning an undeclared global. */
static void push_env(lua_State *L, int world) {
  lua_createtable(L, 0, 16);                 /* +1: env */
  int env = lua_gettop(L);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &LIBS_KEY);
  lua_pushnil(L);
  while (lua_next(L, -2)) {                  /* -1: metatable, -2: name */
    lua_pushvalue(L, -2);                    /* +1: name */
    lua_newtable(L);                         /* +1: the proxy */
    lua_pushvalue(L, -3);
    lua_setmetatable(L, -2);
    lua_rawset(L, env);                      /* env[name] = proxy */
    lua_pop(L, 1);                           /* the metatable; -1: name */
  }
  lua_pop(L, 1);                             /* the libraries */
  int pushed = 0;
  if (!world) { /* the game's own world */
    lua_rawgetp(L, LUA_REGISTRYINDEX, &GAME_WORLD_KEY);
    world = lua_gettop(L);
    pushed = 1;
  }
  if (lua_istable(L, world)) {
    lua_pushnil(L);
    while (lua_next(L, world)) {             /* -1: value, -2: name */
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, env);
    }
  }
  if (pushed) lua_pop(L, 1);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &ENV_META_KEY);
  lua_setmetatable(L, env);
}

/* Give the function on top of the stack a fresh environment (upvalue 1),
 * in the world at index world (0: the game's own). */
static void set_fresh_env(lua_State *L, int world) {
  if (world) world = lua_absindex(L, world);
  push_env(L, world);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
}

/* ---- a mod's texts carry its name ----------------------------------------- */

/* N_, NC_ and NP_ of a mod's script: prelude.lua's, with the id tagged with
 * the mod's name (upvalue 1: "\004NAME\004"), so that the mod's catalog
 * translates it and no other mod's does (language.h). The tag is written
 * as an empty context would be: every reader of ids already takes \004 as
 * a separator (msg.h), and the English text is what follows the last. */
static int tagged_text(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  luaL_checkstring(L, -1);
  lua_concat(L, 2);
  return 1;
}

/* (upvalue 2: the separator, "\004" for NC_, "\001" for NP_) */
static int tagged_pair(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  luaL_checkstring(L, -1);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, 2);
  luaL_checkstring(L, -1);
  lua_concat(L, 4);
  return 1;
}

/* The chunk on top is about to run in the environment set_fresh_env gave
 * it: if path is a mod's file (the longest root that holds it is not the
 * stock one), that environment gets the tagging N_, NC_ and NP_ of that
 * mod, named by its folder as its catalog bang-mod-NAME is (mods.c). A
 * stock file keeps the prelude's, so the game's ids stay as they are.
 * Stack unchanged. */
static void mark_texts(lua_State *L, const char *path) {
  int top = lua_gettop(L);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &ROOTS_KEY) != LUA_TTABLE || lua_rawlen(L, -1) < 2) {
    lua_settop(L, top); /* no mod: nothing to do */
    return;
  }
  lua_Integer nroots = (lua_Integer)lua_rawlen(L, -1);
  const char *mod = NULL; /* (a string of the roots' table, kept on the stack) */
  size_t best = 0;
  for (lua_Integer r = 1; r <= nroots; r++) {
    lua_rawgeti(L, top + 1, r);
    size_t len;
    const char *dir = lua_tolstring(L, -1, &len);
    if (dir && len >= best && strncmp(path, dir, len) == 0 && path[len] == '/') {
      best = len;
      mod = r > 1 ? dir : NULL;
    }
    lua_pop(L, 1);
  }
  if (mod) {
    size_t end = best, start = best;
    while (end > 1 && mod[end - 1] == '/') end--;
    for (start = end; start > 0 && mod[start - 1] != '/'; start--) {}
    lua_getupvalue(L, top, 1); /* top+2: the environment */
    lua_pushliteral(L, "\004"); /* top+3: the tag, "\004NAME\004" */
    lua_pushlstring(L, mod + start, end - start);
    lua_pushliteral(L, "\004");
    lua_concat(L, 3);
    lua_pushliteral(L, "N_");
    lua_pushvalue(L, top + 3);
    lua_pushcclosure(L, tagged_text, 1);
    lua_rawset(L, top + 2); /* raw: an environment's __newindex refuses new globals */
    lua_pushliteral(L, "NC_");
    lua_pushvalue(L, top + 3);
    lua_pushliteral(L, "\004");
    lua_pushcclosure(L, tagged_pair, 2);
    lua_rawset(L, top + 2);
    lua_pushliteral(L, "NP_");
    lua_pushvalue(L, top + 3);
    lua_pushliteral(L, "\001");
    lua_pushcclosure(L, tagged_pair, 2);
    lua_rawset(L, top + 2);
  }
  lua_settop(L, top);
}

/* Every file compiled goes through push_chunk: note it, once, in load
 * order, for bang_loader_loaded (the saves' fingerprint). Recorded here,
 * not guessed from the scripts' text, so a module counts however its
 * name was written or computed. */
static void remember(lua_State *L, const char *path) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &LOADED_KEY);
  if (lua_getfield(L, -1, path) == LUA_TNIL) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -3, path);
    lua_pushstring(L, path);
    lua_rawseti(L, -3, (lua_Integer)lua_rawlen(L, -3) + 1);
  }
  lua_pop(L, 2);
}

/*
 * Each script file is compiled once per game. A bot's world loads every
 * card and character again, and its own copies of the rules' modules:
 * parsing them anew cost most of a game's start and kept a copy of every
 * function's code per world. So the first load's main function is kept
 * (registry[&CHUNKS_KEY][path]) and a later load of the file runs it again
 * with a fresh _ENV upvalue, joined from a new closure of the FRESH_KEY
 * function (lua_upvaluejoin): the closures an earlier run made keep the
 * upvalue, and so the environment, they had. That is a fresh load of the
 * file: a main function has no state but that upvalue, and no script can
 * reach it. While it runs it is out of the cache, so a load of the same
 * file meanwhile compiles its own copy.
 */
static int push_chunk(lua_State *L, const char *path, char *err, size_t errlen) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &CHUNKS_KEY);     /* +1: the cache */
  if (lua_getfield(L, -1, path) == LUA_TFUNCTION) {   /* +1: the chunk */
    lua_pushnil(L);
    lua_setfield(L, -3, path);                        /* out of the cache while it runs */
    lua_rawgetp(L, LUA_REGISTRYINDEX, &FRESH_KEY);
    lua_call(L, 0, 1);                                /* +1: a closure with a fresh upvalue */
    lua_upvaluejoin(L, -2, 1, -1, 1);
    lua_pop(L, 1);
  } else {
    lua_pop(L, 1);
    if (!bang_sandbox_load_file(L, path, err, errlen)) {
      lua_pop(L, 1);
      return 0;
    }
    remember(L, path);
  }
  lua_remove(L, -2);                                  /* the cache; -1: the chunk */
  return 1;
}

/* The chunk at index has run (or failed): back into the cache. */
static void keep_chunk(lua_State *L, int chunk, const char *path) {
  chunk = lua_absindex(L, chunk);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &CHUNKS_KEY);
  lua_pushvalue(L, chunk);
  lua_setfield(L, -2, path);
  lua_pop(L, 1);
}

/* Run the chunk of path (push_chunk) in a fresh environment of the world at
 * index world (0: the game's own): its one result, or 0 and err. */
static int run_chunk(lua_State *L, int world, const char *path, char *err, size_t errlen) {
  if (!push_chunk(L, path, err, errlen)) return 0;
  lua_pushvalue(L, -1);                               /* -1: the chunk, -2: the chunk */
  set_fresh_env(L, world);
  mark_texts(L, path);
  int ok = bang_sandbox_pcall(bang_sandbox_of(L), L, 0, 1, err, errlen);
  keep_chunk(L, ok ? -2 : -1, path);
  lua_remove(L, ok ? -2 : -1);                        /* the result, or nothing */
  return ok;
}

/* The world a loader closure belongs to (its upvalue i), or 0. */
static int world_of(lua_State *L, int i) {
  return lua_type(L, lua_upvalueindex(i)) == LUA_TTABLE ? lua_upvalueindex(i) : 0;
}

/* load(chunk [, name [, mode [, env]]]): the sandbox's text-only load
 * (upvalue 1), except that without env the chunk gets a fresh environment
 * of its own (in the world of upvalue 2, if any), never the shared base. */
static int strict_load(lua_State *L) {
  int has_env = !lua_isnone(L, 4);
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, 2);                         /* the chunk and nil, or fail and a message */
  if (!lua_isfunction(L, -2)) return 2;
  lua_pop(L, 1);
  if (!has_env) set_fresh_env(L, world_of(L, 2));
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

/* "card": a variant's name, lower-case letters, as game.c takes them. */
static int valid_variant_name(const char *name, size_t len) {
  if (len == 0 || len >= VARIANT_NAME_MAX) return 0;
  for (size_t i = 0; i < len; i++)
    if (name[i] < 'a' || name[i] > 'z') return 0;
  return 1;
}

static int l_require(lua_State *L);

/* Push a require closure resolving names in variant, over the module cache
 * at index cache, in the world at index world (0: the game's own), for a
 * game of the variant home. */
static void push_require(lua_State *L, const char *variant, int cache, int world,
                         const char *home) {
  cache = lua_absindex(L, cache);
  if (world) world = lua_absindex(L, world);
  lua_pushstring(L, variant);
  lua_pushvalue(L, cache);
  if (world) lua_pushvalue(L, world);
  else lua_pushnil(L);
  lua_pushstring(L, home);
  lua_pushcclosure(L, l_require, 4);
}

/*
 * require(name): upvalue 1 the variant unprefixed names resolve in, 2 the
 * module cache, 3 the world whose modules these are (nil: the game's own),
 * 4 the game's variant. The file is <variant>/<name with / for .>.lua in
 * the last root that has it. "card:cards.bang" names the module cards.bang
 * of the variant card instead; such a module's own unprefixed requires
 * resolve in its variant, so it works as it does at home. A module is
 * cached under its name as the game's variant would write it ("rules.core"
 * for its own, "card:cards.bang" for another's), so each loads once.
 */
static int l_require(lua_State *L) {
  size_t len;
  const char *name = luaL_checklstring(L, 1, &len);
  const char *colon = memchr(name, ':', len);
  const char *module = colon ? colon + 1 : name;
  size_t module_len = colon ? len - (size_t)(module - name) : len;
  char variant[VARIANT_NAME_MAX];
  if (colon) {
    if (!valid_variant_name(name, (size_t)(colon - name)) || !valid_module_name(module, module_len))
      return luaL_error(L, "require: '%s' is not a module name (write e.g. require \"rules.core\", "
                           "or require \"card:cards.bang\" for another game's)", name);
    memcpy(variant, name, (size_t)(colon - name));
    variant[colon - name] = '\0';
  } else {
    if (!valid_module_name(name, len))
      return luaL_error(L, "require: '%s' is not a module name (write e.g. require \"rules.core\")", name);
    snprintf(variant, sizeof variant, "%s", lua_tostring(L, lua_upvalueindex(1)));
  }
  const char *home = lua_tostring(L, lua_upvalueindex(4));
  bool foreign = strcmp(variant, home) != 0;
  lua_settop(L, 1);
  if (foreign) lua_pushfstring(L, "%s:%s", variant, module); /* 2: the cache key */
  else lua_pushstring(L, module);
  const char *key = lua_tostring(L, 2);
  if (lua_getfield(L, lua_upvalueindex(2), key) != LUA_TNIL) { /* 3: cached */
    if (lua_touserdata(L, 3) == &LOADING)
      return luaL_error(L, "require: '%s' requires itself (a cycle of modules)", key);
    return 1;
  }
  lua_pop(L, 1);
  char path[2048], file[MODULE_NAME_MAX], rel[MODULE_NAME_MAX + VARIANT_NAME_MAX + 8];
  memcpy(file, module, module_len + 1);
  for (char *c = file; *c; c++)
    if (*c == '.') *c = '/';
  snprintf(rel, sizeof rel, "%s/%s.lua", variant, file);
  bang_loader_find(L, rel, path, sizeof path);
  char err[1024];
  if (!push_chunk(L, path, err, sizeof err))                  /* 3: the chunk */
    return luaL_error(L, "require '%s': %s", name, err);
  lua_pushvalue(L, 3);                                        /* 4: the chunk, run */
  int world = world_of(L, 3);
  set_fresh_env(L, world);
  mark_texts(L, path);
  if (foreign) { /* its own requires resolve in its own variant */
    lua_getupvalue(L, 4, 1);                                    /* 5: its environment */
    lua_pushliteral(L, "require");
    push_require(L, variant, lua_upvalueindex(2), world, home);
    lua_rawset(L, 5); /* raw: the environment's __newindex refuses new globals */
    lua_pop(L, 1);
  }
  lua_pushlightuserdata(L, (void *)&LOADING);
  lua_setfield(L, lua_upvalueindex(2), key);
  lua_call(L, 0, 1);                                            /* 4: its result */
  keep_chunk(L, 3, path);
  lua_remove(L, 3);                                             /* 3: its result */
  if (lua_isnil(L, 3)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, 3);
  lua_setfield(L, lua_upvalueindex(2), key);
  return 1;
}

/* The base: the safe globals (libraries as proxies), without _G, and
 * nothing that holds or reaches state: C functions and plain values only
 * (load, which makes chunks in a world, is each world's own). */
static void build_base(lua_State *L) {
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &LIBS_KEY);
  lua_newtable(L);                                   /* +1: base */
  int base = lua_gettop(L);
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (lua_next(L, -2)) {                          /* -1: value, -2: key */
    int type = lua_type(L, -1);
    if (lua_type(L, -2) != LUA_TSTRING || strcmp(lua_tostring(L, -2), "_G") == 0 ||
        strcmp(lua_tostring(L, -2), "load") == 0) {
      lua_pop(L, 1);
    } else if (type == LUA_TTABLE) {
      add_library(L, lua_tostring(L, -2));           /* pops the table */
    } else if (lua_iscfunction(L, -1) || type == LUA_TSTRING || type == LUA_TNUMBER ||
               type == LUA_TBOOLEAN) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);                             /* key, key, value */
      lua_rawset(L, base);
    } else {
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);                                     /* the global table */
  lua_getglobal(L, "load");                          /* the sandbox's own */
  lua_rawsetp(L, LUA_REGISTRYINDEX, &RAW_LOAD_KEY);
  lua_pushvalue(L, base);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &BASE_KEY);
  lua_createtable(L, 0, 2);                          /* +1: the envs' metatable */
  lua_pushcfunction(L, strict_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_pushvalue(L, base);
  lua_setfield(L, -2, "__index");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &ENV_META_KEY);
  lua_pop(L, 1);                                     /* base */
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &CHUNKS_KEY);
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &LOADED_KEY);
  /* Each call returns a closure whose upvalue 1 (x) is new (push_chunk). */
  if (luaL_loadstring(L, "local x\nreturn function() return x end") != LUA_OK) lua_error(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &FRESH_KEY);
  /* The strings' metatable holds the real string library: hide it. */
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

/* Push a world's globals: its `require` (over a module cache of its own,
 * resolving in variant; game_own: the world is the game's own, whose
 * closures name no world) and `load`. */
static void push_globals(lua_State *L, const char *variant, int game_own) {
  lua_createtable(L, 0, 8);                          /* +1: the world */
  int world = lua_gettop(L);
  lua_newtable(L);                                   /* its own module cache */
  push_require(L, variant, -1, game_own ? 0 : world, variant);
  lua_setfield(L, world, "require");
  lua_pop(L, 1);                                     /* the cache */
  lua_rawgetp(L, LUA_REGISTRYINDEX, &RAW_LOAD_KEY);
  if (game_own) lua_pushnil(L);
  else lua_pushvalue(L, world);
  lua_pushcclosure(L, strict_load, 2);
  lua_setfield(L, world, "load");
}

/* Run prelude.lua in the world at index world and make what it returns
 * that world's `prelude` (through a read-only proxy: a userdata, so not
 * even rawset reaches it) and its N_, NC_ and NP_ the world's globals.
 * With real, the prelude's own table is left on the stack (else nothing). */
static int open_prelude(lua_State *L, int world, int real, char *err, size_t errlen) {
  world = lua_absindex(L, world);
  char path[2048];
  bang_loader_find(L, "prelude.lua", path, sizeof path);
  if (!run_chunk(L, world, path, err, errlen)) return 0; /* +1: the prelude */
  if (!lua_istable(L, -1)) {
    snprintf(err, errlen, "%s: the prelude must return a table", path);
    lua_pop(L, 1);
    return 0;
  }
  int prelude = lua_gettop(L);
  lua_newuserdatauv(L, 0, 0);                        /* +1: the proxy */
  push_readonly_meta(L, prelude);                    /* +1: its metatable */
  lua_setmetatable(L, -2);
  lua_setfield(L, world, "prelude");
  static const char *const words[] = {"N_", "NC_", "NP_", NULL};
  for (int i = 0; words[i]; i++) {
    lua_pushstring(L, words[i]);
    lua_rawget(L, prelude);
    lua_setfield(L, world, words[i]);
  }
  if (!real) lua_pop(L, 1);
  return 1;
}

int bang_loader_run(lua_State *L, const char *path, int required, char *err, size_t errlen) {
  if (!required && !bang_sandbox_is_file(path)) {
    lua_pushnil(L);
    return 1;
  }
  return run_chunk(L, 0, path, err, errlen);
}

void bang_loader_push_world(lua_State *L, const char *variant) { push_globals(L, variant, 0); }

int bang_loader_open_world(lua_State *L, int world, char *err, size_t errlen) {
  return open_prelude(L, world, 0, err, errlen);
}

int bang_loader_run_in(lua_State *L, int world, const char *path, int required,
                       char *err, size_t errlen) {
  world = lua_absindex(L, world);
  if (!required && !bang_sandbox_is_file(path)) {
    lua_pushnil(L);
    return 1;
  }
  return run_chunk(L, world, path, err, errlen);
}

/* ---- roots: the stock scripts, then each mod over them ------------------- */

/* Only a regular file is a script (a FIFO named like one would block). */
static int file_exists(const char *path) { return bang_sandbox_is_file(path); }

int bang_loader_find(lua_State *L, const char *rel, char *path, size_t len) {
  int found = 0;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &ROOTS_KEY);
  lua_Integer n = lua_istable(L, -1) ? (lua_Integer)lua_rawlen(L, -1) : 0;
  for (lua_Integer i = n; i >= 1 && !found; i--) {
    lua_rawgeti(L, -1, i);
    snprintf(path, len, "%s/%s", lua_tostring(L, -1), rel);
    lua_pop(L, 1);
    /* One root (no mods): no need to look, the stock file it is. */
    found = n == 1 || file_exists(path);
  }
  if (!found && n > 1) { /* the stock path, for the message that it is missing */
    lua_rawgeti(L, -1, 1);
    snprintf(path, len, "%s/%s", lua_tostring(L, -1), rel);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return found;
}

int bang_loader_loaded_count(lua_State *L) {
  int n = lua_rawgetp(L, LUA_REGISTRYINDEX, &LOADED_KEY) == LUA_TTABLE ? (int)lua_rawlen(L, -1) : 0;
  lua_pop(L, 1);
  return n;
}

void bang_loader_forget_since(lua_State *L, int count) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &LOADED_KEY) == LUA_TTABLE) {
    for (lua_Integer i = (lua_Integer)lua_rawlen(L, -1); i > count; i--) {
      lua_rawgeti(L, -1, i); /* its path: no longer noted */
      lua_pushnil(L);
      lua_rawset(L, -3);
      lua_pushnil(L);
      lua_rawseti(L, -2, i);
    }
  }
  lua_pop(L, 1);
}

void bang_loader_loaded(lua_State *L, bang_loader_visit *fn, void *ud) {
  int top = lua_gettop(L);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &LOADED_KEY) != LUA_TTABLE ||
      lua_rawgetp(L, LUA_REGISTRYINDEX, &ROOTS_KEY) != LUA_TTABLE) {
    lua_settop(L, top);
    return;
  }
  lua_Integer nroots = (lua_Integer)lua_rawlen(L, top + 2);
  lua_Integer n = (lua_Integer)lua_rawlen(L, top + 1);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, top + 1, i);
    const char *path = lua_tostring(L, -1);
    /* The root it was found under (bang_loader_find wrote root/rel): the
     * longest that is a folder of it. */
    int root = -1;
    size_t best = 0;
    for (lua_Integer r = 1; path && r <= nroots; r++) {
      lua_rawgeti(L, top + 2, r);
      size_t len;
      const char *dir = lua_tolstring(L, -1, &len);
      if (dir && len >= best && strncmp(path, dir, len) == 0 && path[len] == '/') {
        root = (int)r - 1;
        best = len;
      }
      lua_pop(L, 1);
    }
    if (root >= 0) fn(ud, root, path + best + 1, path);
    lua_pop(L, 1);
  }
  lua_settop(L, top);
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

void bang_loader_free_list(char **paths, int n) {
  for (int i = 0; i < n; i++) free(paths[i]);
  free(paths);
}

char **bang_loader_list(lua_State *L, const char *rel, int *count) {
  char **names = NULL;
  size_t n = 0, cap = 0;
  int ok = 1;
  *count = 0;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &ROOTS_KEY);
  lua_Integer nroots = lua_istable(L, -1) ? (lua_Integer)lua_rawlen(L, -1) : 0;
  /* Every NAME.lua of the folder in every root, however many; a name found
   * in several roots once. */
  for (lua_Integer r = 1; r <= nroots && ok; r++) {
    char dir[2048];
    lua_rawgeti(L, -1, r);
    snprintf(dir, sizeof dir, "%s/%s", lua_tostring(L, -1), rel);
    lua_pop(L, 1);
    DIR *d = opendir(dir);
    if (!d) continue;
    struct dirent *e;
    size_t before = n;
    while (ok && (e = readdir(d))) {
      size_t len = strlen(e->d_name);
      if (len <= 4 || strcmp(e->d_name + len - 4, ".lua") != 0) continue;
      char entry[4096];
      snprintf(entry, sizeof entry, "%s/%s", dir, e->d_name);
      if (!file_exists(entry)) continue; /* a folder, a FIFO, a device: not a script */
      int seen = 0;
      for (size_t i = 0; i < before && !seen; i++) seen = strcmp(names[i], e->d_name) == 0;
      if (seen) continue;
      if (n == cap) {
        cap = cap ? cap * 2 : 64;
        char **bigger = realloc(names, cap * sizeof *names);
        if (!bigger) ok = 0;
        else names = bigger;
      }
      if (ok && !(names[n] = strdup(e->d_name))) ok = 0;
      if (ok) n++;
    }
    closedir(d);
  }
  lua_pop(L, 1);
  if (n) qsort(names, n, sizeof *names, compare_names);
  /* Each name becomes the path of the file that wins. */
  for (size_t i = 0; i < n && ok; i++) {
    char sub[2048], path[2400];
    snprintf(sub, sizeof sub, "%s/%s", rel, names[i]);
    bang_loader_find(L, sub, path, sizeof path);
    char *full = strdup(path);
    if (!full) {
      ok = 0;
      break;
    }
    free(names[i]);
    names[i] = full;
  }
  if (!ok) {
    bang_loader_free_list(names, (int)n);
    *count = -1;
    return NULL;
  }
  *count = (int)n;
  return names;
}

int bang_loader_open(lua_State *L, const char *const *roots, int nroots, const char *variant,
                     char *err, size_t errlen) {
  build_base(L);
  lua_createtable(L, nroots, 0);
  for (int i = 0; i < nroots; i++) {
    lua_pushstring(L, roots[i]);
    lua_rawseti(L, -2, i + 1);
  }
  lua_rawsetp(L, LUA_REGISTRYINDEX, &ROOTS_KEY);
  bang_sandbox_set_stock_root(bang_sandbox_of(L), nroots > 1 ? roots[0] : NULL);
  push_globals(L, variant, 1);                       /* +1: the game's own world */
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &GAME_WORLD_KEY);
  if (!open_prelude(L, -1, 1, err, errlen)) {
    lua_pop(L, 1);
    return 0;
  }
  lua_rawsetp(L, LUA_REGISTRYINDEX, &PRELUDE_KEY);   /* (for bang_loader_check) */
  lua_pop(L, 1);                                     /* the world */
  return 1;
}

int bang_loader_field_line(const char *path, const char *field) {
  return bang_loader_field_line_from(path, field, 1);
}

int bang_loader_field_line_from(const char *path, const char *field, int from) {
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
    if (line < from || memcmp(text + i, field, flen) != 0) continue;
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
  lua_rawgetp(L, LUA_REGISTRYINDEX, &PRELUDE_KEY);
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
  if (field && !strchr(field, '.')) {
    if (lua_getfield(L, script_index, field) == LUA_TFUNCTION) {
      lua_Debug ar;
      lua_getinfo(L, ">S", &ar); /* pops the function */
      line = ar.linedefined;
    } else {
      lua_pop(L, 1); /* only what lua_getfield pushed: why stays on the stack */
    }
  }
  if (line <= 0 && last) line = bang_loader_field_line(path, last);
  if (line > 0)
    snprintf(err, errlen, "%s:%d: %s", path, line, why ? why : "bad field");
  else
    snprintf(err, errlen, "%s: %s", path, why ? why : "bad field");
  lua_settop(L, top);
  return 0;
}
