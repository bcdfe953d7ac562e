/*
 * sandbox.h: the Lua host every script runs in (docs/ARCHITECTURE.md, property 7).
 *
 * A sandbox is a lua_State with only the base (minus dofile, loadfile and
 * bytecode loading), string, table, math and utf8 libraries; no io, os,
 * package or debug. Its allocator enforces a memory cap (which C data kept
 * for scripts shares: bang_sandbox_alloc), and each entry into Lua has a
 * budget of CPU time (see sandbox.c), so a runaway or hostile script fails
 * with an error instead of hanging or exhausting the machine. Files are loaded as text
 * chunks named "@path", so every error message names the file and line.
 */
#ifndef BANG_SANDBOX_H
#define BANG_SANDBOX_H

#include <lua.h>
#include <stdbool.h>
#include <stdio.h>
#include <stddef.h>

typedef struct bang_sandbox bang_sandbox;

enum {
  BANG_SANDBOX_DEFAULT_MEMORY = 64 * 1024 * 1024,
  BANG_SANDBOX_DEFAULT_BUDGET = 1000 /* milliseconds of CPU per entry into Lua */
};

/* budget_ms: the CPU time each entry from C into Lua may use (nested
 * entries share the outermost one's). */
bang_sandbox *bang_sandbox_new(size_t memory_limit, long budget_ms);
void bang_sandbox_free(bang_sandbox *sb);
lua_State *bang_sandbox_state(bang_sandbox *sb);
/* The sandbox a state belongs to (any thread of it). */
bang_sandbox *bang_sandbox_of(lua_State *L);

/* Mods are loaded over the stock scripts in the folder root (NULL or "":
 * none): a script error then names first the mod's file and line where
 * the mod's code was, even if it was raised inside a stock helper it
 * called. */
void bang_sandbox_set_stock_root(bang_sandbox *sb, const char *root);

/* lua_resume(co, from, nargs, nresults) as an entry into Lua: with a fresh
 * budget (unless nested). A memory error's message names the place. */
int bang_sandbox_resume(bang_sandbox *sb, lua_State *co, lua_State *from, int nargs,
                        int *nresults);

/* For C code looping on a script's behalf: raises the budget's (or the
 * memory cap's) error if it has run out. Cheap; call every few thousand
 * steps. */
void bang_sandbox_check(lua_State *L);

/* A lua_Alloc (ud: the sandbox) for C data kept on a script's behalf (log
 * entries, interned strings...): counted against the memory cap; returns
 * NULL past it, and the caller raises the error. */
void *bang_sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

size_t bang_sandbox_memory_used(const bang_sandbox *sb);

/*
 * Load the text file at path and run it with nresults results (pushed on
 * success). On failure returns 0 and writes "path:line: message" to err
 * (a runtime error adds a traceback on the following lines).
 */
int bang_sandbox_run_file(bang_sandbox *sb, const char *path, int nresults,
                          char *err, size_t errlen);

/* Push the text file at path as a function (chunk "@path"), not run; on
 * failure returns 0 and writes the reason to err. */
int bang_sandbox_load_file(lua_State *L, const char *path, char *err, size_t errlen);

/* Its reasons about the file itself, written in English as every error of
 * the engine: message ids with the path as their one argument ("%s: cannot
 * read the file"), which a front end words in its reader's language
 * (bang_tr_error, i18n.h); NULL-terminated. */
extern const char *const bang_sandbox_file_errors[];

/* luaL_loadbufferx(L, text, len, chunkname, "t") under the budget: the
 * parse is an entry into Lua (or part of the one in progress), stopped by
 * the budget or the memory cap ("chunk:line: ... while it was parsed";
 * no script can catch that when it was a load() of its own). */
int bang_sandbox_load(lua_State *L, const char *text, size_t len, const char *chunkname);

/* The whole file (malloc'd, the caller frees it; not NUL-terminated), or
 * NULL if it cannot be read or is not a regular file (a folder, a FIFO, a
 * device). */
char *bang_sandbox_read_file(const char *path, size_t *len);

/* Whether path names a regular file (after links): the only kind a script
 * or a mod's file may be. */
bool bang_sandbox_is_file(const char *path);

/* path opened for reading, if it is a regular file: opened without
 * blocking (a FIFO in its place must not hold the open), then checked on
 * the open file (no race with a stat made before). NULL with errno set, or
 * with *irregular (if given) true when it exists but is not a regular file
 * (a folder, a FIFO, a device). size (if given): its size in bytes. Every
 * file read from a script's, a mod's or a player's path opens this way. */
FILE *bang_sandbox_open_file(const char *path, size_t *size, bool *irregular);

/*
 * Run fn(L) with ud as its only argument (a light userdata), protected like
 * bang_sandbox_pcall, on the sandbox's main state: for C code that reads
 * values scripts made (their metamethods may run and fail, any read may
 * run out of memory). Returns 0 and the message in err on an error.
 */
int bang_sandbox_protect(bang_sandbox *sb, lua_CFunction fn, void *ud, char *err, size_t errlen);

/*
 * bang_sandbox_protect drawing on one budget shared by a series of calls
 * (the reads of one decision, each a call of its own): *spent_ms is the
 * CPU the series has used so far (0 to start), updated; the call fails on
 * the budget once the series has used it all. Inside another entry: that
 * entry's budget.
 */
int bang_sandbox_protect_shared(bang_sandbox *sb, lua_CFunction fn, void *ud, long *spent_ms,
                                char *err, size_t errlen);

/*
 * The error of a coroutine that failed in lua_resume (its error object on
 * top, taken off) as "file:line: message" plus a traceback, built in a
 * protected call and cut to fit out.
 */
void bang_sandbox_error_text(bang_sandbox *sb, lua_State *co, char *out, size_t cap);

/*
 * lua_pcall with lua.c's message handler: the message keeps its "file:line:"
 * position on the first line (non-string errors become text) and a
 * traceback follows; on failure writes it all to err (truncated to errlen).
 */
int bang_sandbox_pcall(bang_sandbox *sb, lua_State *L, int nargs, int nresults,
                       char *err, size_t errlen);

/*
 * bang_sandbox_pcall with a fresh budget even when nested in another entry
 * (whose budget and memory-cap state are set aside meanwhile and restored
 * afterwards): the call fails alone if it runs out of time or memory.
 */
int bang_sandbox_pcall_apart(bang_sandbox *sb, lua_State *L, int nargs, int nresults,
                             char *err, size_t errlen);

/* Whether the last bang_sandbox_pcall (or _apart) failed on the memory cap:
 * what the script still holds may keep the state near it. */
bool bang_sandbox_failed_on_memory(const bang_sandbox *sb);

/*
 * ---- The script profiler (bang simulate --profile) ------------------------
 *
 * While on, the thread's CPU-clock timer ticks every millisecond instead of
 * every 50 and each tick that lands inside this sandbox arms a one-shot hook
 * (lua_sethook, safe from the signal handler); at the next VM instruction
 * the hook records the Lua function running ("self") and every distinct
 * function on that thread's stack ("total"), by source file and the line
 * where the function is defined, weighted by the CPU milliseconds since the
 * last sample (the kernel fires CPU-clock timers at its tick, often 4 ms:
 * the periods a tick skipped count too, for the budget as well). The cost
 * is one stack walk per tick of script CPU time; off (the default) nothing
 * changes. C functions the scripts call count for their Lua caller. Where the timer is not available (the clock
 * hook fallback) no samples are taken.
 */
typedef struct bang_profile_entry {
  char source[120];  /* the script's file (chunk name without '@') */
  int line;          /* where the function is defined (0: the main chunk) */
  char name[48];     /* its name as a caller called it, or "" */
  long self, total;  /* CPU ms sampled in it, and with it anywhere on the stack */
} bang_profile_entry;

void bang_sandbox_set_profiling(bang_sandbox *sb, int on);
/* The entries so far (in no order) and the CPU ms sampled in all. */
int bang_sandbox_profile(const bang_sandbox *sb, const bang_profile_entry **entries,
                         long *samples);

#endif
