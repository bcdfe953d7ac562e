/*
 * test_sandbox.c: the Lua host every script runs in (src/sandbox.c).
 *
 * Only the safe libraries are there (no io, os, package, debug, dofile,
 * loadfile, string.dump); load takes text and refuses bytecode, from a
 * string or a file; an endless loop fails with the time-budget error
 * instead of hanging, even when the script catches errors itself; a huge
 * allocation hits the memory cap and errors, leaving the state usable; and
 * a failing script reports "file:line:" on the first line of its message,
 * with a traceback after it. Scripts are written to temporary files made
 * with mkstemp and removed afterwards.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <lauxlib.h>
#include <lualib.h>

#include "sandbox.h"

enum { ERRLEN = 1024, SMALL_BUDGET = 200 /* ms */, HANG_SECONDS = 5 };

/* A temporary file holding len bytes of text; path receives its name. */
static void write_temp(const char *text, size_t len, char *path, size_t cap) {
  const char *dir = getenv("TMPDIR");
  snprintf(path, cap, "%s/bang-sandbox-XXXXXX", dir && *dir ? dir : "/tmp");
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, text, len), (ssize_t)len);
  close(fd);
}

/* Run code as a file; 1 on success (one result pushed), else 0 with err. */
static int run_text(bang_sandbox *sb, const char *code, char *err, char *path, size_t cap) {
  write_temp(code, strlen(code), path, cap);
  int ok = bang_sandbox_run_file(sb, path, 1, err, ERRLEN);
  unlink(path);
  return ok;
}

/* The first line of an error message is want; a traceback follows it. */
static void expect_message(const char *err, const char *want) {
  size_t len = strlen(want);
  if (strncmp(err, want, len) != 0 || strncmp(err + len, "\nstack traceback:\n", 18) != 0)
    fail_msg("error '%s' is not '%s' and a traceback", err, want);
}

/* Run code and expect success; returns the result as a string (or "nil"). */
static const char *run_ok(bang_sandbox *sb, const char *code) {
  char err[ERRLEN] = "", path[512];
  int ok = run_text(sb, code, err, path, sizeof path);
  if (!ok) fail_msg("script failed: %s\n--- script:\n%s", err, code);
  lua_State *L = bang_sandbox_state(sb);
  const char *s = luaL_tolstring(L, -1, NULL);
  lua_remove(L, -2);
  static char copy[512];
  snprintf(copy, sizeof copy, "%s", s);
  lua_pop(L, 1);
  return copy;
}

static int setup_default(void **state) {
  *state = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET);
  return *state ? 0 : -1;
}

static int teardown(void **state) {
  bang_sandbox_free(*state);
  return 0;
}

static void unsafe_libraries_absent(void **state) {
  bang_sandbox *sb = *state;
  static const char *const absent[] = {
      "io", "os", "package", "debug", "dofile", "loadfile", "require",
      "collectgarbage", "string.dump", "(\"\").dump", "math.random", "math.randomseed",
      "rawget(_G, 'io')", "rawget(_G, 'debug')", NULL};
  for (int i = 0; absent[i]; i++) {
    char code[256];
    snprintf(code, sizeof code, "return %s == nil", absent[i]);
    if (strcmp(run_ok(sb, code), "true") != 0) fail_msg("%s is reachable in the sandbox", absent[i]);
  }
  static const char *const present[] = {"string.format", "table.concat", "math.floor",
                                        "utf8.char", "pcall", "setmetatable", "load",
                                        "tostring", "ipairs", NULL};
  for (int i = 0; present[i]; i++) {
    char code[256];
    snprintf(code, sizeof code, "return type(%s) == 'function'", present[i]);
    if (strcmp(run_ok(sb, code), "true") != 0) fail_msg("%s is missing", present[i]);
  }
}

static void load_takes_text_only(void **state) {
  bang_sandbox *sb = *state;
  assert_string_equal(run_ok(sb, "return load('return 1 + 1')()"), "2");
  assert_string_equal(run_ok(sb, "return load('return x', 'chunk', 't', { x = 5 })()"), "5");
  /* A bytecode signature is refused, whatever mode is asked for. */
  assert_string_equal(run_ok(sb, "local f, e = load('\\27Lua') return f == nil and type(e)"),
                      "string");
  assert_string_equal(run_ok(sb, "local f = load('\\27Lua', 'x', 'b') return f == nil"), "true");
  /* Syntax errors come back as nil and a message, as with the real load. */
  assert_string_equal(run_ok(sb, "local f, e = load('return +') return f == nil and type(e)"),
                      "string");
}

typedef struct dump_buffer {
  char data[4096];
  size_t len;
} dump_buffer;

static int dump_writer(lua_State *L, const void *p, size_t sz, void *ud) {
  (void)L;
  dump_buffer *b = ud;
  if (sz > sizeof b->data - b->len) return 1;
  memcpy(b->data + b->len, p, sz);
  b->len += sz;
  return 0;
}

/* Real bytecode, made by an unrestricted state, is refused from a string
 * and from a file. */
static void real_bytecode_refused(void **state) {
  bang_sandbox *sb = *state;
  lua_State *plain = luaL_newstate();
  assert_non_null(plain);
  assert_int_equal(luaL_loadstring(plain, "return 42"), LUA_OK);
  static dump_buffer b;
  b.len = 0;
  assert_int_equal(lua_dump(plain, dump_writer, &b, 0), 0);
  const char *bytecode = b.data;
  size_t len = b.len;
  assert_true(len > 4 && bytecode[0] == 27);

  lua_State *L = bang_sandbox_state(sb);
  lua_pushlstring(L, bytecode, len);
  lua_setglobal(L, "BYTECODE");
  assert_string_equal(run_ok(sb, "local f, e = load(BYTECODE) return f == nil and e"),
                      "attempt to load a binary chunk (mode is 't')");

  char path[512], err[ERRLEN] = "";
  write_temp(bytecode, len, path, sizeof path);
  int ok = bang_sandbox_run_file(sb, path, 1, err, sizeof err);
  unlink(path);
  assert_false(ok);
  assert_non_null(strstr(err, "binary chunk"));
  lua_close(plain);
}

static double seconds_since(const struct timespec *t0) {
  struct timespec t1;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

static void endless_loop_hits_budget(void **state) {
  bang_sandbox *sb = *state; /* the default budget, as games use */
  char err[ERRLEN] = "", path[512];
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  assert_false(run_text(sb, "local n = 0\nwhile true do n = n + 1 end\n", err, path, sizeof path));
  assert_true(seconds_since(&t0) < 30.0);
  assert_non_null(strstr(err, "time budget"));
  /* And it says where the loop is: file:line: of the loop itself. */
  char want[600];
  snprintf(want, sizeof want, "%s:2:", path);
  if (!strstr(err, want)) fail_msg("the budget error '%s' does not name '%s'", err, want);
  assert_false(run_text(sb, "local function spin()\n  while true do end\nend\n\nspin()\n", err, path,
                        sizeof path));
  snprintf(want, sizeof want, "%s:2:", path);
  if (!strstr(err, want)) fail_msg("the budget error '%s' does not name '%s'", err, want);
  /* The next call gets a fresh budget and runs normally. */
  assert_string_equal(run_ok(sb, "local n = 0 for i = 1, 100000 do n = n + i end return n"),
                      "5000050000");
  /* Budgets are per call: two calls each using most of it both succeed. */
  bang_sandbox *small = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, SMALL_BUDGET);
  assert_non_null(small);
  for (int i = 0; i < 3; i++)
    assert_string_equal(run_ok(small, "local n = 0 for i = 1, 150000 do n = n + 1 end return n"),
                        "150000");
  assert_false(run_text(small, "while true do end", err, path, sizeof path));
  assert_non_null(strstr(err, "time budget"));
  bang_sandbox_free(small);
}

/*
 * A script that catches the budget error with pcall and loops on must not
 * get a fresh budget each time: the call as a whole has to fail. Run in a
 * child process with an alarm, so a hang fails the test instead of the
 * test hanging.
 */
static void caught_budget_error_still_stops(void **state) {
  (void)state;
  static const char *const scripts[] = {
      "while true do pcall(function() while true do end end) end",
      "while true do xpcall(function() while true do end end, function(e) return e end) end",
      "for i = 1, 1000 do pcall(function() while true do end end) end return 'survived'",
  };
  for (size_t k = 0; k < sizeof scripts / sizeof scripts[0]; k++) {
    char path[512];
    write_temp(scripts[k], strlen(scripts[k]), path, sizeof path);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
      alarm(HANG_SECONDS);
      bang_sandbox *sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, SMALL_BUDGET);
      char err[ERRLEN] = "";
      int ok = bang_sandbox_run_file(sb, path, 1, err, sizeof err);
      int budget_error = !ok && strstr(err, "time budget") != NULL;
      bang_sandbox_free(sb);
      _exit(budget_error ? 0 : 1);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    unlink(path);
    if (WIFSIGNALED(status))
      fail_msg("script %zu (%s) ran past the time budget: still running after %d s "
               "(killed by signal %d): catching the budget error with pcall resets the budget",
               k + 1, scripts[k], HANG_SECONDS, WTERMSIG(status));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
      fail_msg("script %zu (%s) did not fail with the time-budget error", k + 1,
               scripts[k]);
  }
}

static void memory_cap(void **state) {
  (void)state;
  const size_t limit = 16 * 1024 * 1024;
  bang_sandbox *sb = bang_sandbox_new(limit, BANG_SANDBOX_DEFAULT_BUDGET);
  assert_non_null(sb);
  size_t base = bang_sandbox_memory_used(sb);
  assert_true(base > 0 && base < limit);
  char err[ERRLEN] = "", path[512];
  assert_false(run_text(sb, "local t = {}\nfor i = 1, 1e8 do t[i] = i end\nreturn #t\n", err,
                        path, sizeof path));
  assert_non_null(strstr(err, "not enough memory"));
  assert_true(bang_sandbox_memory_used(sb) <= limit + limit / 8); /* the reserve past the cap */
  /* A single huge request is refused without being attempted. */
  assert_false(run_text(sb, "return string.rep('x', 1 << 30)", err, path, sizeof path));
  assert_non_null(strstr(err, "not enough memory"));
  assert_false(run_text(sb, "local s = {} for i = 1, 1e7 do s[#s + 1] = tostring(i) .. 'padding' end",
                        err, path, sizeof path));
  assert_non_null(strstr(err, "not enough memory"));
  assert_true(bang_sandbox_memory_used(sb) <= limit + limit / 8); /* the reserve past the cap */
  /* The state is still usable afterwards; the garbage is collectable. */
  assert_string_equal(run_ok(sb, "local t = {} for i = 1, 1000 do t[i] = i end return #t"),
                      "1000");
  bang_sandbox_free(sb);
}

/* A state left over its cap by garbage alone (a script failed there) runs
 * the next script, whatever the collector is doing when that script's first
 * request comes: Lua collects in full for a refused request, but not for one
 * made inside a step of the collector, and such a request once used up the
 * sandbox's one refusal (the next script then failed "not enough memory").
 * Each pause makes the steps fall elsewhere; 120 is the sandbox's own. */
static void garbage_past_the_cap_is_collected(void **state) {
  (void)state;
  const size_t limit = 4 * 1024 * 1024;
  const int pauses[] = {115, 120, 125, 130, 150, 200};
  for (size_t k = 0; k < sizeof pauses / sizeof pauses[0]; k++) {
    bang_sandbox *sb = bang_sandbox_new(limit, BANG_SANDBOX_DEFAULT_BUDGET);
    assert_non_null(sb);
    lua_gc(bang_sandbox_state(sb), LUA_GCINC, pauses[k], 0, 0);
    char err[ERRLEN] = "", path[512];
    assert_false(run_text(sb, "local s = {} for i = 1, 1e7 do s[#s + 1] = tostring(i) .. 'padding' end",
                          err, path, sizeof path));
    if (!strstr(err, "not enough memory")) fail_msg("pause %d: %s", pauses[k], err);
    for (int run = 0; run < 3; run++)
      assert_string_equal(run_ok(sb, "local t = {} for i = 1, 1000 do t[i] = i .. '' end return #t"),
                          "1000");
    /* A script that keeps what it makes still fails at the cap. */
    assert_false(run_text(sb, "local t = {}\nfor i = 1, 1e8 do t[i] = i end\nreturn #t\n", err,
                          path, sizeof path));
    assert_non_null(strstr(err, "not enough memory"));
    bang_sandbox_free(sb);
  }
}

/* apart(code) -> true, its result | false, message: code run on the
 * sandbox's main thread with bang_sandbox_pcall_apart, from a script that
 * is itself inside an entry (as g:decide asks a bot in place). */
static int apart(lua_State *L) {
  bang_sandbox *sb = bang_sandbox_of(L);
  lua_State *main = bang_sandbox_state(sb);
  size_t len;
  const char *code = luaL_checklstring(L, 1, &len);
  if (luaL_loadbufferx(main, code, len, "=apart", "t") != LUA_OK) return lua_error(L);
  char err[ERRLEN] = "";
  if (bang_sandbox_pcall_apart(sb, main, 0, 1, err, sizeof err)) {
    lua_xmove(main, L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushboolean(L, 0);
  lua_pushstring(L, err);
  return 2;
}

/* Calls apart from a script each get a budget and a memory cap state of
 * their own: four endless loops and a memory hog fail alone, and the
 * script around them, whose clock stood still meanwhile, goes on within
 * its own budget (which still holds: its own loop fails). The same when
 * the script runs as a coroutine, as the rules do. */
static void apart_calls_fail_alone(void **state) {
  (void)state;
  bang_sandbox *sb = bang_sandbox_new(16 * 1024 * 1024, SMALL_BUDGET);
  assert_non_null(sb);
  lua_State *L = bang_sandbox_state(sb);
  lua_pushcfunction(L, apart);
  lua_setglobal(L, "apart");
  static const char outer[] =
      "local n = 0\n"
      "for i = 1, 4 do\n"
      "  local ok, err = apart('while true do pcall(function() while true do end end) end')\n"
      "  assert(not ok and err:find('time budget'), err)\n"
      "  for j = 1, 20000 do n = n + 1 end\n"
      "end\n"
      "local ok, err = apart('local t = {} for i = 1, 1e9 do t[i] = { i } end')\n"
      "assert(not ok and err:find('not enough memory'), err)\n"
      "local t = {} for i = 1, 1000 do t[i] = { i } end\n"
      "local ok, v = apart('return 6 * 7')\n"
      "assert(ok and v == 42)\n"
      "return n .. ' survived'\n";
  char err[ERRLEN] = "", path[512];
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  assert_string_equal(run_ok(sb, outer), "80000 survived");
  assert_true(seconds_since(&t0) < 30.0);
  assert_false(run_text(sb, "apart('return 1') while true do end", err, path, sizeof path));
  assert_non_null(strstr(err, "time budget"));
  /* As a coroutine resumed by C. */
  lua_State *co = lua_newthread(L);
  assert_int_equal(luaL_loadbufferx(co, outer, sizeof outer - 1, "=outer", "t"), LUA_OK);
  int nresults = 0;
  assert_int_equal(bang_sandbox_resume(sb, co, L, 0, &nresults), LUA_OK);
  assert_int_equal(nresults, 1);
  assert_string_equal(lua_tostring(co, -1), "80000 survived");
  lua_settop(L, 0);
  /* And its stack is as it was: a call that is not nested is a plain one. */
  assert_string_equal(run_ok(sb, "return 'plain'"), "plain");
  bang_sandbox_free(sb);
}

/* The same where the CPU timer cannot be used (SIGVTALRM blocked: the
 * fallback's clock hook, whose budget is a deadline on the thread's CPU
 * clock): the CPU an apart call uses is not the outer entry's either. In a
 * child, whose thread starts with no timer. */
static void apart_calls_fail_alone_without_the_timer(void **state) {
  fflush(NULL);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    alarm(60);
    sigset_t vtalrm;
    sigemptyset(&vtalrm);
    sigaddset(&vtalrm, SIGVTALRM);
    sigprocmask(SIG_BLOCK, &vtalrm, NULL);
    apart_calls_fail_alone(state); /* a failed assertion ends the child non-zero */
    _exit(0);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    fail_msg("without the timer, an apart call's CPU counted against the outer entry");
}

static void errors_name_file_and_line(void **state) {
  bang_sandbox *sb = *state;
  char err[ERRLEN] = "", path[512], want[600];
  /* A runtime error two calls deep. */
  assert_false(run_text(sb, "local function f()\n  error('boom')\nend\nf()\n", err, path,
                        sizeof path));
  snprintf(want, sizeof want, "%s:2: boom", path);
  expect_message(err, want);
  snprintf(want, sizeof want, "%s:2: in local 'f'", path); /* the traceback's own lines */
  if (!strstr(err, want)) fail_msg("the traceback of '%s' does not name '%s'", err, want);
  /* A syntax error. */
  assert_false(run_text(sb, "local x = 1\nlocal y = = 2\n", err, path, sizeof path));
  snprintf(want, sizeof want, "%s:2:", path);
  assert_true(strncmp(err, want, strlen(want)) == 0);
  /* Arithmetic on nil, on line 3. */
  assert_false(run_text(sb, "local t = {}\n\nreturn t.x + 1\n", err, path, sizeof path));
  snprintf(want, sizeof want, "%s:3:", path);
  assert_true(strncmp(err, want, strlen(want)) == 0);
  /* Non-string error values become text, never a crash. */
  /* ... and still name their file and line (issue 8). */
  assert_false(run_text(sb, "error({})", err, path, sizeof path));
  snprintf(want, sizeof want, "%s:1: (error object is a table value)", path);
  expect_message(err, want);
  assert_false(run_text(sb, "error(setmetatable({}, { __tostring = function() return 'custom' end }))",
                        err, path, sizeof path));
  expect_message(err, "custom");
  assert_false(run_text(sb, "\nerror(nil)", err, path, sizeof path));
  snprintf(want, sizeof want, "%s:2: (error object is a nil value)", path);
  expect_message(err, want);
  /* A missing file. */
  assert_false(bang_sandbox_run_file(sb, "/nonexistent/dir/rules.lua", 0, err, sizeof err));
  assert_string_equal(err, "/nonexistent/dir/rules.lua: cannot read the file");
  /* err may be NULL. */
  assert_false(bang_sandbox_run_file(sb, "/nonexistent/dir/rules.lua", 0, NULL, 0));
}

static void pcall_keeps_stack_balanced(void **state) {
  bang_sandbox *sb = *state;
  lua_State *L = bang_sandbox_state(sb);
  int top = lua_gettop(L);
  char err[ERRLEN] = "";
  assert_int_equal(luaL_loadbufferx(L, "return ...", 10, "=t", "t"), LUA_OK);
  lua_pushinteger(L, 7);
  lua_pushinteger(L, 8);
  assert_true(bang_sandbox_pcall(sb, L, 2, 2, err, sizeof err));
  assert_int_equal(lua_tointeger(L, -2), 7);
  assert_int_equal(lua_tointeger(L, -1), 8);
  lua_pop(L, 2);
  assert_int_equal(lua_gettop(L), top);
  assert_int_equal(luaL_loadbufferx(L, "error('x', 0)", 13, "=t", "t"), LUA_OK);
  assert_false(bang_sandbox_pcall(sb, L, 0, 1, err, sizeof err));
  expect_message(err, "x");
  assert_int_equal(lua_gettop(L), top);
  /* Any thread of the state finds its sandbox. */
  assert_ptr_equal(bang_sandbox_of(L), sb);
  lua_State *thread = lua_newthread(L);
  assert_ptr_equal(bang_sandbox_of(thread), sb);
  lua_pop(L, 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(unsafe_libraries_absent, setup_default, teardown),
      cmocka_unit_test_setup_teardown(load_takes_text_only, setup_default, teardown),
      cmocka_unit_test_setup_teardown(real_bytecode_refused, setup_default, teardown),
      cmocka_unit_test_setup_teardown(endless_loop_hits_budget, setup_default, teardown),
      cmocka_unit_test(caught_budget_error_still_stops),
      cmocka_unit_test(memory_cap),
      cmocka_unit_test(garbage_past_the_cap_is_collected),
      cmocka_unit_test(apart_calls_fail_alone),
      cmocka_unit_test(apart_calls_fail_alone_without_the_timer),
      cmocka_unit_test_setup_teardown(errors_name_file_and_line, setup_default, teardown),
      cmocka_unit_test_setup_teardown(pcall_keeps_stack_balanced, setup_default, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
