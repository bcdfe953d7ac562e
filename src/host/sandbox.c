/*
 * sandbox.c: the restricted Lua state.
 *
 * The allocator's user data is the bang_sandbox itself, which is how the
 * hook, the bounded library functions (boundlib.c) and bang_sandbox_of find
 * it from any thread without a global. (The game, a layer above, keeps its
 * own pointer in lua_getextraspace: see lbind.h.)
 *
 * The budget bounds CPU time, not VM instructions (issue 8). Each entry
 * from C into Lua (bang_sandbox_pcall, bang_sandbox_resume; nested entries
 * share the outermost one's budget) may use budget_ms of the thread's CPU.
 * Why this way:
 *  - No hook in normal play. A Lua hook of any kind makes the VM call into
 *    the debug machinery before every instruction (about a quarter of
 *    simulation time with the old count hook). Instead each thread that runs
 *    a sandbox has one POSIX timer on its own CPU clock
 *    (CLOCK_THREAD_CPUTIME_ID), delivering SIGVTALRM to that thread only
 *    (SIGEV_THREAD_ID) every TICK_MS of CPU. The handler counts ticks
 *    against the sandbox running on this thread (a thread-local pointer: no
 *    global game, every game may have its own thread) and, once the budget
 *    is spent, sets `expired` and arms a count-1 and call hook on the running
 *    lua_State with lua_sethook, which Lua documents as safe from a signal
 *    handler (lua.c's Ctrl-C works this way; loops and calls check the trap
 *    it sets). The hook raises "file:line: ... time budget" and removes
 *    itself when nothing has tripped. The timer costs nothing per entry: it
 *    is armed once per thread and disarms itself after a second of CPU with
 *    no sandbox running.
 *  - C functions that can loop long without calling anything (pattern
 *    matching, plain find, table.move/insert/remove over a huge range,
 *    string.rep of empty strings) are replaced by bounded versions in
 *    boundlib.c that poll `expired` (bang_sandbox_check) as they go; the
 *    pattern matcher is the project's own, with a step counter. A C
 *    function that calls back (metamethods, comparators, __index functions
 *    written in C) meets the call hook once armed.
 *  - Finalizers run with hooks off (also at lua_close), so scripts may not
 *    install them: setmetatable refuses a metatable with __gc.
 *  - Message handlers of xpcall run inside the hook's error, where hooks are
 *    off: xpcall's handler is wrapped, and once the budget has tripped the
 *    error goes on up without calling it. pcall and xpcall never catch a
 *    tripped budget or memory cap.
 * Where the signal cannot be used (not Linux, SIGVTALRM taken by the host
 * or blocked in the thread) the sandbox falls back to a count hook that
 * reads the thread's CPU clock: slower, the same guarantees.
 *
 * The memory cap covers the Lua state and what C keeps on a script's behalf
 * (the log, interned strings, event handlers: bang_sandbox_alloc). When Lua
 * goes over the cap, the allocation still succeeds within a reserve and the
 * hook is armed, so the script fails with an ordinary error naming file and
 * line ("not enough memory: ..."); past the reserve Lua's own memory error
 * is raised and reported with the position the allocator saw.
 */
#define _GNU_SOURCE /* SIGEV_THREAD_ID, syscall(SYS_gettid) */
#include "sandbox.h"
#include "msg.h"

#include <errno.h>
#include <fcntl.h>
#include <lauxlib.h>
#include <stdbool.h>
#include <lualib.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>
#define BANG_WATCH 1
#ifndef sigev_notify_thread_id
#define sigev_notify_thread_id _sigev_un._tid
#endif
#else
#define BANG_WATCH 0
#endif

#include "boundlib.h"
#include "slab.h"

/* Lua's blocks come from a slab (slab.h) unless the build wants every block
 * seen by the sanitizers (or valgrind): then from malloc, one by one. */
#if defined(BANG_PLAIN_ALLOC) || defined(__SANITIZE_ADDRESS__)
#define USE_SLAB 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define USE_SLAB 0
#endif
#endif
#ifndef USE_SLAB
#define USE_SLAB 1
#endif

struct bang_sandbox {
  lua_State *L;
  bang_slab *slab; /* where Lua's blocks come from (NULL: malloc) */
  size_t used, limit;
  long budget_ms;
  /* Set from the signal handler or the allocator, read everywhere. */
  volatile sig_atomic_t expired; /* the CPU time of this entry is spent */
  volatile sig_atomic_t over;    /* the memory cap was passed in this entry */
  volatile sig_atomic_t ticks;   /* timer ticks while this sandbox ran */
  lua_State *volatile running;   /* the thread of this state running now */
  bool tripped;  /* the budget or cap tripped: no script may catch that */
  bool refused;   /* the last request went past the cap and was refused */
  bool reporting; /* building the report of a memory error: no cap */
  bool fallback; /* entered on a thread without the timer: clock hook */
  bool failed_on_memory; /* the last protected call failed on the memory cap */
  int depth;     /* entries in progress */
  struct bang_sandbox *outer; /* the sandbox running on this thread before */
  struct timespec deadline;  /* fallback: the thread CPU time to stop at */
  char oom_where[200];       /* where Lua's own memory error was raised */
  volatile sig_atomic_t elapsed_ms; /* timer CPU milliseconds in this entry */
  long carried_ms; /* CPU an outermost entry starts with (bang_sandbox_protect_shared) */
  /* The profiler (bang_sandbox_set_profiling), NULL when off. */
  struct profile *profile;
  volatile sig_atomic_t sample_due; /* a tick asked for a sample */
  /* Mods loaded: the stock scripts' folder, so that an error can name the
   * mod's file even when it surfaces in a stock helper the mod called
   * ("" without mods: nothing is looked up). */
  char stock_root[1024];
  /* The last string error a script's pcall caught, and where a mod's code
   * was then ("path:line"): a rethrow (the prelude's turn loop catches
   * every error and raises it again) has lost that stack. */
  char caught_msg[160], caught_where[1100];
};

enum { PROFILE_SLOTS = 2048, PROFILE_DEPTH = 64 };

typedef struct profile {
  bang_profile_entry entries[PROFILE_SLOTS]; /* open addressing by source, line */
  int used;
  long samples;
} profile;

enum {
  TICK_MS = 50,         /* the timer's period, in CPU milliseconds */
  PROFILE_TICK_MS = 1,  /* its period while a sandbox on the thread profiles */
  IDLE_TICKS = 20,      /* ticks without a sandbox before the timer stops */
  FALLBACK_EVERY = 1000, /* fallback: VM instructions between clock reads */
  GC_PAUSE = 120        /* the collector's pause, in percent (bang_sandbox_new) */
};

static void arm_hook(bang_sandbox *sb, lua_State *L);
static void budget_hook(lua_State *L, lua_Debug *ar);
static void sample_hook(lua_State *L, lua_Debug *ar);

/* The position of the innermost Lua function on L's stack ("file:line: "),
 * or "" (no allocation: safe inside the allocator). */
static void where_now(lua_State *L, char *out, size_t cap) {
  lua_Debug ar;
  out[0] = '\0';
  for (int level = 0; L && level < 50 && lua_getstack(L, level, &ar); level++)
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
      snprintf(out, cap, "%s:%d: ", ar.short_src, ar.currentline);
      return;
    }
}

/* The state's blocks: from the slab if there is one, else from malloc. */
static inline void *lua_block(bang_sandbox *sb, void *ptr, size_t osize, size_t nsize) {
#if USE_SLAB
  return bang_slab_realloc(sb->slab, ptr, osize, nsize);
#else
  (void)sb;
  (void)osize;
  if (nsize == 0) {
    free(ptr);
    return NULL;
  }
  return realloc(ptr, nsize);
#endif
}

/* A request for more than the state had, bringing it past the cap: refused,
 * or granted within the reserve (see the top of this file). */
static __attribute__((noinline)) void *past_cap(bang_sandbox *sb, void *ptr, size_t osize,
                                                size_t nsize) {
  size_t old = ptr ? osize : 0;
  size_t after = sb->used - old + nsize;
  /* Past the cap Lua may still use a reserve, so the script fails with an
   * ordinary error from the hook and the report can be built. */
  if (after > sb->limit + sb->limit / 8) {
    if (sb->depth) where_now(sb->running, sb->oom_where, sizeof sb->oom_where);
    return NULL;
  }
  if (!sb->over) {
    /* Outside a script, refuse once: Lua then collects in full and asks
     * again. Inside one the hook collects at the next instruction instead
     * (still_over): a refusal there may fall in a step of the collector,
     * which cannot collect, and Lua raises its own memory error at once,
     * below the cap and with no position. */
    if (!sb->refused && !sb->depth) {
      sb->refused = true;
      return NULL;
    }
    sb->over = 1;
    if (sb->depth) arm_hook(sb, sb->running);
  }
  sb->refused = false;
  void *block = lua_block(sb, ptr, osize, nsize);
  if (block) sb->used = after;
  return block;
}

/* Every request but the two commonest (see capped_alloc). */
static __attribute__((noinline)) void *capped_resize(bang_sandbox *sb, void *ptr, size_t osize,
                                                     size_t nsize) {
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    sb->used -= old;
    return lua_block(sb, ptr, osize, 0);
  }
  if (nsize > old && !sb->reporting) {
    if (sb->used - old + nsize > sb->limit) return past_cap(sb, ptr, osize, nsize);
    sb->refused = false;
  }
  void *block = lua_block(sb, ptr, osize, nsize);
  if (block) sb->used = sb->used - old + nsize;
  return block;
}

/* Lua's allocator. The two commonest requests, a new small block that
 * keeps the state under its cap and whose class has a free block, and a
 * small block freed, are served here without a call (the slab's lists are
 * open for that: slab.h); the rest, and the plain-malloc builds, go to
 * capped_resize. Both count the same bytes. */
static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  bang_sandbox *sb = ud;
#if USE_SLAB
  bang_slab *slab = sb->slab;
  if (!ptr) {
    if (nsize - 1 < BANG_SLAB_MAX && sb->used + nsize <= sb->limit) {
      size_t c = (nsize - 1) / BANG_SLAB_GRAIN;
      void *block = slab->free[c];
      if (block) {
        slab->free[c] = *(void **)block;
        sb->used += nsize;
        if (sb->refused && !sb->reporting) sb->refused = false; /* as capped_resize */
        return block;
      }
    }
  } else if (nsize == 0 && osize - 1 < BANG_SLAB_MAX) {
    size_t c = (osize - 1) / BANG_SLAB_GRAIN;
    *(void **)ptr = slab->free[c];
    slab->free[c] = ptr;
    sb->used -= osize;
    return NULL;
  }
#endif
  return capped_resize(sb, ptr, osize, nsize);
}

void *bang_sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  bang_sandbox *sb = ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    free(ptr);
    sb->used -= old;
    return NULL;
  }
  if (nsize > old && sb->used - old + nsize > sb->limit) return NULL; /* C: no reserve */
  void *block = realloc(ptr, nsize);
  if (block) sb->used = sb->used - old + nsize;
  return block;
}

/* ---- the CPU-time watch ------------------------------------------------ */

static bool cpu_past(const struct timespec *deadline) {
  struct timespec now;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return false;
  return now.tv_sec > deadline->tv_sec ||
         (now.tv_sec == deadline->tv_sec && now.tv_nsec >= deadline->tv_nsec);
}

static void raise_tripped(lua_State *L, bang_sandbox *sb) {
  char where[200];
  sb->tripped = true;
  where_now(L, where, sizeof where);
  /* From here on only VM instructions stop: the C message handlers that
   * report this error must not be stopped by the call hook. */
  lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
  if (sb->expired)
    luaL_error(L, "%sscript exceeded its time budget of %d ms of CPU (endless loop?)", where,
               (int)sb->budget_ms);
  luaL_error(L, "%snot enough memory: the script went over its memory cap of %d MiB", where,
             (int)(sb->limit >> 20));
}

/* Whether the state is still over its memory cap, after a full collection.
 * past_cap refuses one request so that Lua collects in full and asks again,
 * but Lua cannot collect for a request made inside a step of the collector
 * itself: the refusal is used up, the next request is granted past the cap,
 * and the state was only over it by garbage. Here, at an instruction, a
 * collection is safe: the script goes on if it brought the state back
 * under the cap. */
static bool still_over(lua_State *L, bang_sandbox *sb) {
  if (!sb->over) return false;
  lua_gc(L, LUA_GCCOLLECT);
  /* Live data within a sixteenth of the cap is out of memory too: else a
   * script that keeps most of what it makes collects in full ever more
   * often as it nears the cap (each collection frees about half what the
   * last did) and spends its CPU budget there instead of failing on memory. */
  if (sb->used > sb->limit - sb->limit / 16) return true;
  sb->over = 0;
  sb->refused = false;
  return false;
}

static void budget_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  bang_sandbox *sb = bang_sandbox_of(L);
  if (sb->fallback && !sb->expired && sb->depth && cpu_past(&sb->deadline)) sb->expired = 1;
  if (sb->depth && (sb->expired || still_over(L, sb))) raise_tripped(L, sb);
  /* Nothing tripped: back to no hook (or the fallback's clock hook). */
  if (sb->fallback) lua_sethook(L, budget_hook, LUA_MASKCOUNT, FALLBACK_EVERY);
  else lua_sethook(L, NULL, 0, 0);
  atomic_signal_fence(memory_order_seq_cst);
  if (sb->depth && (sb->expired || sb->over)) arm_hook(sb, L); /* a tick in between */
}

/* ---- the profiler ---------------------------------------------------------- */

static bang_profile_entry *profile_slot(profile *p, const char *source, int line,
                                        const char *name) {
  unsigned h = 2166136261u ^ (unsigned)line;
  for (const char *c = source; *c; c++) h = (h ^ (unsigned char)*c) * 16777619u;
  for (unsigned i = 0; i < PROFILE_SLOTS; i++) {
    bang_profile_entry *e = &p->entries[(h + i) % PROFILE_SLOTS];
    if (e->source[0] == '\0') {
      if (p->used >= PROFILE_SLOTS - 1) return NULL;
      p->used++;
      snprintf(e->source, sizeof e->source, "%s", source);
      snprintf(e->name, sizeof e->name, "%s", name);
      e->line = line;
      return e;
    }
    if (e->line == line && strcmp(e->source, source) == 0) {
      if (e->name[0] == '\0' && name[0]) snprintf(e->name, sizeof e->name, "%s", name);
      return e;
    }
  }
  return NULL;
}

/* One sample, worth ms of CPU: the running function, and every distinct
 * one on the stack. */
static void take_sample(bang_sandbox *sb, lua_State *L, long ms) {
  profile *p = sb->profile;
  bang_profile_entry *seen[PROFILE_DEPTH];
  int nseen = 0;
  lua_Debug ar;
  bool first = true;
  for (int level = 0; level < PROFILE_DEPTH && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sn", &ar) || ar.what[0] == 'C') continue;
    const char *source = ar.source[0] == '@' || ar.source[0] == '=' ? ar.source + 1 : "(chunk)";
    size_t len = strlen(source);
    if (len >= sizeof p->entries[0].source) source += len - (sizeof p->entries[0].source - 1);
    /* A chunk's name and a function's are a script's words: shown at a
     * terminal by simulate --profile, so kept without control characters. */
    char where[sizeof p->entries[0].source], name[sizeof p->entries[0].name];
    snprintf(where, sizeof where, "%s", source);
    snprintf(name, sizeof name, "%s", ar.name ? ar.name : "");
    bang_profile_entry *e = profile_slot(p, bang_msg_clean(where), ar.linedefined, bang_msg_clean(name));
    if (!e) continue;
    if (first) e->self += ms;
    first = false;
    bool dup = false;
    for (int i = 0; i < nseen && !dup; i++) dup = seen[i] == e;
    if (!dup) {
      e->total += ms;
      seen[nseen++] = e;
    }
  }
  p->samples += ms;
}

static void sample_hook(lua_State *L, lua_Debug *ar) {
  bang_sandbox *sb = bang_sandbox_of(L);
  if (sb->sample_due && sb->profile && sb->depth) {
    long ms = sb->sample_due;
    sb->sample_due = 0;
    take_sample(sb, L, ms);
  }
  budget_hook(L, ar); /* back to no hook, or the budget's error */
}

void bang_sandbox_set_profiling(bang_sandbox *sb, int on) {
  if (on && !sb->profile) sb->profile = calloc(1, sizeof *sb->profile);
  if (!on) {
    free(sb->profile);
    sb->profile = NULL;
  }
}

int bang_sandbox_profile(const bang_sandbox *sb, const bang_profile_entry **entries,
                         long *samples) {
  *entries = sb->profile ? sb->profile->entries : NULL;
  *samples = sb->profile ? sb->profile->samples : 0;
  return sb->profile ? PROFILE_SLOTS : 0; /* slots with source "" are empty */
}

/* Make L stop at its next instruction or call (safe from a signal handler). */
static void arm_hook(bang_sandbox *sb, lua_State *L) {
  (void)sb;
  if (L) lua_sethook(L, budget_hook, LUA_MASKCOUNT | LUA_MASKCALL, 1);
}

void bang_sandbox_check(lua_State *L) {
  bang_sandbox *sb = bang_sandbox_of(L);
  if (sb->fallback && !sb->expired && sb->depth && cpu_past(&sb->deadline)) sb->expired = 1;
  if (sb->depth && (sb->expired || still_over(L, sb))) raise_tripped(L, sb);
}

#if BANG_WATCH
enum { WATCH_NONE, WATCH_ARMED, WATCH_IDLE, WATCH_UNAVAILABLE };

/* This thread's timer and the sandbox running on it. */
typedef struct watch {
  bang_sandbox *volatile current;
  volatile sig_atomic_t state;
  volatile sig_atomic_t idle;
  volatile sig_atomic_t period_ms; /* TICK_MS, or PROFILE_TICK_MS */
  timer_t timer;
} watch;

static _Thread_local watch this_thread __attribute__((tls_model("initial-exec")));
static const char timer_tag = 't'; /* si_value of our timers' signals */
/* Set once (pthread_once), read-only afterwards. */
static pthread_once_t watch_once = PTHREAD_ONCE_INIT;
static pthread_key_t watch_key;
static bool watch_ok;


static void on_tick(int sig, siginfo_t *info, void *uc) {
  (void)sig;
  (void)uc;
  if (info->si_code != SI_TIMER || info->si_value.sival_ptr != (void *)&timer_tag) return;
  int saved = errno;
  watch *w = &this_thread;
  bang_sandbox *sb = w->current;
  if (sb) {
    w->idle = 0;
    sb->ticks++;
    /* A CPU-clock timer fires at the kernel's tick (often 4 ms): count the
     * periods it skipped too. */
    int skipped = timer_getoverrun(w->timer);
    int ms = (int)w->period_ms * (1 + (skipped > 0 ? skipped : 0));
    sb->elapsed_ms += ms;
    if (!sb->expired && sb->elapsed_ms >= sb->budget_ms) {
      sb->expired = 1;
      atomic_signal_fence(memory_order_seq_cst);
      arm_hook(sb, sb->running);
    } else if (sb->profile && !sb->expired && !sb->over && sb->running) {
      sb->sample_due += ms;
      atomic_signal_fence(memory_order_seq_cst);
      lua_sethook(sb->running, sample_hook, LUA_MASKCOUNT, 1);
    }
  } else if (w->state == WATCH_ARMED && ++w->idle >= IDLE_TICKS) {
    static const struct itimerspec off = {{0, 0}, {0, 0}};
    timer_settime(w->timer, 0, &off, NULL); /* async-signal-safe */
    w->state = WATCH_IDLE;
  }
  errno = saved;
}

/* At thread exit: the thread's timer goes with it. */
static void watch_thread_exit(void *unused) {
  (void)unused;
  if (this_thread.state == WATCH_ARMED || this_thread.state == WATCH_IDLE)
    timer_delete(this_thread.timer);
  this_thread.state = WATCH_NONE;
}

/* A forked child has no timers: its copy of this thread starts afresh. */
static void watch_after_fork(void) {
  this_thread.state = WATCH_NONE;
  this_thread.current = NULL;
}

static void watch_init(void) {
  struct sigaction old;
  if (sigaction(SIGVTALRM, NULL, &old) != 0) return;
  bool taken = (old.sa_flags & SA_SIGINFO) ? old.sa_sigaction != NULL
                                           : old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN;
  if (taken) return; /* the host uses SIGVTALRM: fall back to the clock hook */
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_tick;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGVTALRM, &sa, NULL) != 0) return;
  if (pthread_key_create(&watch_key, watch_thread_exit) != 0) return;
  pthread_atfork(NULL, NULL, watch_after_fork);
  watch_ok = true;
}

/* Make sure this thread's timer ticks every period_ms; false: use the
 * fallback. */
static bool watch_running(watch *w, int period_ms) {
  if (w->state == WATCH_ARMED && w->period_ms == period_ms) return true;
  if (w->state == WATCH_UNAVAILABLE) return false;
  if (w->state == WATCH_NONE) {
    pthread_once(&watch_once, watch_init);
    sigset_t mask;
    if (!watch_ok || pthread_sigmask(SIG_BLOCK, NULL, &mask) != 0 ||
        sigismember(&mask, SIGVTALRM)) {
      w->state = WATCH_UNAVAILABLE;
      return false;
    }
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD_ID;
    sev.sigev_signo = SIGVTALRM;
    sev.sigev_value.sival_ptr = (void *)&timer_tag;
    sev.sigev_notify_thread_id = (pid_t)syscall(SYS_gettid);
    if (timer_create(CLOCK_THREAD_CPUTIME_ID, &sev, &w->timer) != 0) {
      w->state = WATCH_UNAVAILABLE;
      return false;
    }
    pthread_setspecific(watch_key, &timer_tag); /* so watch_thread_exit runs */
    w->state = WATCH_IDLE;
  }
  w->idle = 0;
  struct itimerspec spec = {{0, period_ms * 1000000L}, {0, period_ms * 1000000L}};
  w->period_ms = period_ms;
  if (timer_settime(w->timer, 0, &spec, NULL) != 0) return false;
  w->state = WATCH_ARMED;
  return true;
}
#endif

/* Every entry from C into Lua goes through enter and leave. */
typedef struct entry {
  lua_State *running;
} entry;

static void enter(bang_sandbox *sb, lua_State *L, entry *e) {
  e->running = sb->running;
  if (sb->depth++ == 0) { /* a fresh budget */
    sb->expired = sb->over = 0;
    sb->ticks = 0;
    sb->elapsed_ms = (sig_atomic_t)sb->carried_ms;
    if (sb->carried_ms >= sb->budget_ms) sb->expired = 1;
    sb->tripped = false;
    sb->oom_where[0] = '\0';
#if BANG_WATCH
    watch *w = &this_thread;
    sb->outer = w->current;
    sb->running = L;
    atomic_signal_fence(memory_order_seq_cst);
    w->current = sb;
    sb->fallback = !watch_running(w, sb->profile ? PROFILE_TICK_MS : TICK_MS);
#else
    sb->running = L;
    sb->fallback = true;
#endif
    if (sb->fallback) {
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &sb->deadline);
      long left = sb->budget_ms > sb->carried_ms ? sb->budget_ms - sb->carried_ms : 0;
      sb->deadline.tv_sec += left / 1000;
      sb->deadline.tv_nsec += (left % 1000) * 1000000L;
      if (sb->deadline.tv_nsec >= 1000000000L) {
        sb->deadline.tv_sec++;
        sb->deadline.tv_nsec -= 1000000000L;
      }
      lua_sethook(L, budget_hook, LUA_MASKCOUNT, FALLBACK_EVERY);
    }
  } else {
    sb->running = L;
    if (sb->fallback) lua_sethook(L, budget_hook, LUA_MASKCOUNT, FALLBACK_EVERY);
  }
  atomic_signal_fence(memory_order_seq_cst);
  if (sb->expired || sb->over) arm_hook(sb, L);
}

static void leave(bang_sandbox *sb, const entry *e) {
  if (--sb->depth == 0) {
#if BANG_WATCH
    this_thread.current = sb->outer;
    atomic_signal_fence(memory_order_seq_cst);
#endif
    sb->outer = NULL;
  }
  sb->running = e->running;
  atomic_signal_fence(memory_order_seq_cst);
  if (sb->depth && (sb->expired || sb->over)) arm_hook(sb, sb->running);
}

/*
 * pcall and xpcall as in lbaselib.c (yieldable, through a continuation),
 * except that once the budget or the memory cap has tripped the error goes
 * on up: a script cannot catch its way out of them.
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

/* Where a mod's code runs on L's stack: the innermost Lua frame of a file
 * outside the stock folder, as "path:line" (the whole path), and Lua's
 * short form of it into brief (what a message of Lua's own starts with);
 * false if there is none, or no mod is loaded. No allocation. */
static bool mod_where(const bang_sandbox *sb, lua_State *L, char *out, size_t cap, char *brief,
                      size_t brief_cap) {
  size_t root = strlen(sb->stock_root);
  if (!root) return false;
  lua_Debug ar;
  for (int level = 0; level < 200 && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0 || ar.source[0] != '@') continue;
    const char *path = ar.source + 1;
    if (strncmp(path, sb->stock_root, root) == 0 && path[root] == '/') continue;
    snprintf(out, cap, "%s:%d", path, ar.currentline);
    snprintf(brief, brief_cap, "%s:%d:", ar.short_src, ar.currentline);
    return true;
  }
  return false;
}

/* pcall's message handler while mods are loaded: notes where the mod was
 * (caught_where) for a string error, which goes on unchanged. */
static int note_where(lua_State *L) {
  bang_sandbox *sb = bang_sandbox_of(L);
  if (lua_type(L, 1) == LUA_TSTRING) {
    char brief[96];
    if (mod_where(sb, L, sb->caught_where, sizeof sb->caught_where, brief, sizeof brief))
      snprintf(sb->caught_msg, sizeof sb->caught_msg, "%s", lua_tostring(L, 1));
    else
      sb->caught_msg[0] = '\0';
  }
  lua_settop(L, 1);
  return 1;
}

static int safe_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  if (bang_sandbox_of(L)->stock_root[0]) { /* handler, true, function, args... */
    lua_pushcfunction(L, note_where);
    lua_insert(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 2);
    int status = lua_pcallk(L, lua_gettop(L) - 3, LUA_MULTRET, 1, 1, finish_pcall);
    return finish_pcall(L, status, 1);
  }
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
  return finish_pcall(L, status, 0);
}

/* xpcall's message handler, run through this: once the budget or the cap
 * has tripped (the error comes from the hook, where hooks are off) the
 * script's handler is not called and the error goes on as it is. */
static int guarded_handler(lua_State *L) {
  if (bang_sandbox_of(L)->tripped) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

static int safe_xpcall(lua_State *L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded_handler, 1);
  lua_replace(L, 2);
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
  int status = bang_sandbox_load(L, chunk, len, name);
  if (status != LUA_OK && bang_sandbox_of(L)->tripped) return lua_error(L); /* not caught */
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
  bang_boundlib_open(L); /* bounded string and table functions, setmetatable */
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

bang_sandbox *bang_sandbox_new(size_t memory_limit, long budget_ms) {
  bang_sandbox *sb = calloc(1, sizeof *sb);
  if (!sb) return NULL;
  sb->limit = memory_limit;
  sb->budget_ms = budget_ms > 0 ? budget_ms : 1;
#if USE_SLAB
  /* Twice the cap and a few chunks: room for any honest mix of sizes, and
   * a bound on what shuffling blocks between size classes can hold. */
  size_t chunks = memory_limit > SIZE_MAX / 4 ? SIZE_MAX : 2 * memory_limit + 4 * BANG_SLAB_CHUNK;
  if (!(sb->slab = bang_slab_new(chunks))) {
    free(sb);
    return NULL;
  }
#endif
  sb->L = lua_newstate(capped_alloc, sb);
  if (!sb->L) {
    bang_slab_free(sb->slab);
    free(sb);
    return NULL;
  }
  lua_atpanic(sb->L, panic_handler);
  /* A new cycle when the heap has grown by 20% (Lua's default: 100%).
   * Measured on 7-player card games with computer players, the heap a
   * game value holds after a game, at most over 1500 games: 3.1 MiB at
   * 200, 2.02 at 130, 1.96 at 125, 1.88 at 120, which costs 3.8% more VM
   * instructions than 200 (1.2% more than 130); simulations run one such
   * value per thread. */
  lua_gc(sb->L, LUA_GCINC, GC_PAUSE, 0, 0);
  open_safe_libraries(sb->L);
  return sb;
}

void bang_sandbox_free(bang_sandbox *sb) {
  if (!sb) return;
  lua_close(sb->L);
  bang_slab_free(sb->slab); /* after lua_close: every block is back */
  free(sb->profile);
  free(sb);
}

lua_State *bang_sandbox_state(bang_sandbox *sb) { return sb->L; }

void bang_sandbox_set_stock_root(bang_sandbox *sb, const char *root) {
  snprintf(sb->stock_root, sizeof sb->stock_root, "%s", root ? root : "");
  sb->caught_msg[0] = '\0';
}

bang_sandbox *bang_sandbox_of(lua_State *L) {
  void *ud;
  lua_getallocf(L, &ud);
  return ud;
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
 * With mods loaded, an error names the mod's file and line first: where a
 * mod's code is on from's stack, or, if none is (the error was caught and
 * raised again by stock code), where it was when a pcall caught this same
 * message. A message that already starts there is left as it is. Returns
 * the message to show (pushed if changed).
 */
static const char *name_the_mod(lua_State *L, lua_State *from, const char *msg) {
  bang_sandbox *sb = bang_sandbox_of(L);
  if (!sb->stock_root[0] || !msg) return msg;
  char where[sizeof sb->caught_where], brief[96];
  if (!mod_where(sb, from, where, sizeof where, brief, sizeof brief)) {
    size_t len = strlen(sb->caught_msg);
    if (!len || strncmp(msg, sb->caught_msg, len) != 0) return msg;
    snprintf(where, sizeof where, "%s", sb->caught_where);
    brief[0] = '\0';
  }
  size_t wlen = strlen(where);
  if ((strncmp(msg, where, wlen) == 0 && msg[wlen] == ':') ||
      (brief[0] && strncmp(msg, brief, strlen(brief)) == 0))
    return msg;
  return lua_pushfstring(L, "%s: %s", where, msg);
}

/*
 * lua.c's msghandler, made safe: the message (push_message), then a standard
 * traceback from the function that failed. The first line is the message
 * alone, so callers may still match on it.
 */
static int message_handler(lua_State *L) {
  const char *msg = push_message(L, L, 1, 1);
  msg = name_the_mod(L, L, msg);
  luaL_traceback(L, L, msg, 1); /* -1: msg, then the traceback */
  return 1;
}

int bang_sandbox_pcall(bang_sandbox *sb, lua_State *L, int nargs, int nresults,
                       char *err, size_t errlen) {
  int base = lua_gettop(L) - nargs;      /* base: the function */
  lua_pushcfunction(L, message_handler);
  lua_insert(L, base);                   /* base: handler, base + 1: function, args */
  entry e;
  enter(sb, L, &e);
  int status = lua_pcall(L, nargs, nresults, base);
  sb->failed_on_memory = status == LUA_ERRMEM || (status != LUA_OK && sb->tripped && !sb->expired);
  leave(sb, &e);
  lua_remove(L, base);                   /* results, or -1: the message */
  if (status != LUA_OK) {
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (status == LUA_ERRMEM && err) /* Lua's own: no position, no traceback */
      snprintf(err, errlen, "%snot enough memory: the script went over its memory cap of %d MiB",
               sb->oom_where, (int)(sb->limit >> 20));
    else if (err) snprintf(err, errlen, "%s", msg ? msg : "(error object is not a string)");
    lua_pop(L, 1);
    return 0;
  }
  return 1;
}

/* Overwrite the stack slots just above the top, where a call that
 * failed left its locals. The collector that the hook runs
 * (still_over) marks a Lua frame's every register up to its end, dead
 * ones too, so a computer player's hoard that made it fail on the cap
 * would otherwise stay alive, and fail the caller on the cap in turn. */
static void forget_dead_slots(lua_State *L) {
  enum { SLOTS = 256 }; /* a Lua function's registers at most */
  int top = lua_gettop(L);
  if (!lua_checkstack(L, SLOTS)) return;
  for (int i = 0; i < SLOTS; i++) lua_pushnil(L);
  lua_settop(L, top);
}

/*
 * A call with a budget of its own even inside another entry (a computer
 * player asked from inside g:decide: bang_game_answer_by_bots). The outer
 * entry's budget and memory-cap state are set aside, the call runs as an
 * outermost entry would (fresh CPU budget, nothing tripped), and the outer
 * state comes back afterwards whatever the call did: a bot that loops or
 * goes over the cap fails alone, caught here, and the rules go on with
 * their own budget, as when each bot decision was an entry of its own.
 * (Fields are restored time first, `expired` last, so a tick in between
 * sees the outer entry's time.)
 */
int bang_sandbox_pcall_apart(bang_sandbox *sb, lua_State *L, int nargs, int nresults,
                             char *err, size_t errlen) {
  if (sb->depth == 0) return bang_sandbox_pcall(sb, L, nargs, nresults, err, errlen);
  int depth = sb->depth, elapsed_ms = sb->elapsed_ms, ticks = sb->ticks;
  int expired = sb->expired, over = sb->over;
  bool tripped = sb->tripped, fallback = sb->fallback, refused = sb->refused;
  bang_sandbox *outer = sb->outer;
  lua_State *running = sb->running;
  struct timespec deadline = sb->deadline;
  char oom_where[sizeof sb->oom_where];
  memcpy(oom_where, sb->oom_where, sizeof oom_where);
  /* The fallback's budget is a point on the thread's CPU clock: it moves
   * on by the CPU the call used, as the timer's count of it stands still. */
  struct timespec cpu_before;
  bool timed = fallback && clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_before) == 0;
  sb->depth = 0;
  atomic_signal_fence(memory_order_seq_cst);
  int ok = bang_sandbox_pcall(sb, L, nargs, nresults, err, errlen); /* enters afresh */
  if (!ok) forget_dead_slots(L); /* (after a success what is left there is small) */
  struct timespec cpu_after;
  if (timed && clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_after) == 0) {
    deadline.tv_sec += cpu_after.tv_sec - cpu_before.tv_sec;
    deadline.tv_nsec += cpu_after.tv_nsec - cpu_before.tv_nsec;
    while (deadline.tv_nsec >= 1000000000L) {
      deadline.tv_sec++;
      deadline.tv_nsec -= 1000000000L;
    }
    while (deadline.tv_nsec < 0) {
      deadline.tv_sec--;
      deadline.tv_nsec += 1000000000L;
    }
  }
  sb->outer = outer;
  sb->running = running;
  sb->deadline = deadline;
  sb->fallback = fallback;
  memcpy(sb->oom_where, oom_where, sizeof oom_where);
  sb->ticks = ticks;
  sb->elapsed_ms = elapsed_ms;
  atomic_signal_fence(memory_order_seq_cst);
  sb->tripped = tripped;
  sb->refused = refused;
  sb->over = over;
  sb->expired = expired;
  atomic_signal_fence(memory_order_seq_cst);
  sb->depth = depth;
#if BANG_WATCH
  this_thread.current = sb; /* the outermost leave gave the thread back to outer */
#endif
  atomic_signal_fence(memory_order_seq_cst);
  if (sb->fallback) lua_sethook(running, budget_hook, LUA_MASKCOUNT, FALLBACK_EVERY);
  if (sb->expired || sb->over) arm_hook(sb, running);
  return ok;
}

bool bang_sandbox_failed_on_memory(const bang_sandbox *sb) { return sb->failed_on_memory; }

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

int bang_sandbox_protect_shared(bang_sandbox *sb, lua_CFunction fn, void *ud, long *spent_ms,
                                char *err, size_t errlen) {
  if (sb->depth) return bang_sandbox_protect(sb, fn, ud, err, errlen); /* the outer's budget */
  /* The fallback's budget is a point on the CPU clock: what the call used
   * is read off it (the fallback is the thread's for good once taken). */
  struct timespec before, after;
  bool clocked = sb->fallback && clock_gettime(CLOCK_THREAD_CPUTIME_ID, &before) == 0;
  sb->carried_ms = *spent_ms;
  int ok = bang_sandbox_protect(sb, fn, ud, err, errlen);
  sb->carried_ms = 0;
  if (!sb->fallback) *spent_ms = sb->elapsed_ms;
  else if (clocked && clock_gettime(CLOCK_THREAD_CPUTIME_ID, &after) == 0)
    *spent_ms += (after.tv_sec - before.tv_sec) * 1000 + (after.tv_nsec - before.tv_nsec) / 1000000;
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
  msg = name_the_mod(L, t->co, msg);
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

/*
 * Parsing under the budget (issue 31). Lua's parser runs no VM instruction,
 * so neither the hook nor a tick can stop it, and some texts make it slow
 * (a chunk of many float constants of one hash takes quadratic time: the
 * constants' table is one chain). The text is handed to lua_load in small
 * pieces, and between pieces the reader checks the budget as
 * bang_sandbox_check does, the work a piece can cause being bounded by its
 * size times the constants so far. A parse is an entry of its own when it
 * is not inside one (a file loaded by C), else it shares the entry's
 * budget (a script's load()).
 */
enum { PARSE_PIECE = 256 /* bytes handed to the parser at a time */ };

typedef struct parse_reader {
  bang_sandbox *sb;
  const char *text, *chunkname;
  size_t len, at;
  int line; /* lines handed to the parser so far, plus one */
} parse_reader;

/* The chunk's name as Lua shows it in messages (luaO_chunkid, shortened). */
static void chunk_id(const char *chunkname, char *out, size_t cap) {
  if (*chunkname == '=' || *chunkname == '@') {
    size_t len = strlen(chunkname + 1);
    if (*chunkname == '@' && len >= cap) snprintf(out, cap, "...%s", chunkname + 1 + len - (cap - 4));
    else snprintf(out, cap, "%s", chunkname + 1);
    return;
  }
  size_t line = strcspn(chunkname, "\n");
  int cut = (int)(line < 40 ? line : 40);
  snprintf(out, cap, "[string \"%.*s%s\"]", cut, chunkname, chunkname[cut] ? "..." : "");
}

static const char *parse_piece(lua_State *L, void *ud, size_t *size) {
  parse_reader *r = ud;
  bang_sandbox *sb = r->sb;
  if (sb->fallback && !sb->expired && cpu_past(&sb->deadline)) sb->expired = 1;
  if (sb->expired || still_over(L, sb)) {
    char id[LUA_IDSIZE + 8];
    chunk_id(r->chunkname, id, sizeof id);
    sb->tripped = true;
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1); /* as raise_tripped */
    if (sb->expired)
      luaL_error(L, "%s:%d: script exceeded its time budget of %d ms of CPU while it was parsed",
                 id, r->line, (int)sb->budget_ms);
    luaL_error(L, "%s:%d: not enough memory: the script went over its memory cap of %d MiB while "
                  "it was parsed", id, r->line, (int)(sb->limit >> 20));
  }
  size_t n = r->len - r->at < PARSE_PIECE ? r->len - r->at : PARSE_PIECE;
  const char *piece = r->text + r->at;
  for (const char *c = piece; (c = memchr(c, '\n', (size_t)(piece + n - c))) != NULL; c++)
    r->line++;
  r->at += n;
  *size = n;
  return n ? piece : NULL;
}

int bang_sandbox_load(lua_State *L, const char *text, size_t len, const char *chunkname) {
  bang_sandbox *sb = bang_sandbox_of(L);
  parse_reader r = {sb, text, chunkname, len, 0, 1};
  entry e;
  enter(sb, L, &e);
  int status = lua_load(L, parse_piece, &r, chunkname, "t");
  leave(sb, &e);
  if (status != LUA_OK && sb->tripped) { /* leave armed the call hook: as raise_tripped */
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
    if (sb->depth && sb->running) lua_sethook(sb->running, budget_hook, LUA_MASKCOUNT, 1);
  }
  return status;
}

enum { MAX_SCRIPT_BYTES = 16 << 20 };

bool bang_sandbox_is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

FILE *bang_sandbox_open_file(const char *path, size_t *size, bool *irregular) {
  if (irregular) *irregular = false;
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return NULL;
  struct stat st;
  bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  FILE *f = regular ? fdopen(fd, "rb") : NULL;
  if (!f) {
    int code = errno;
    if (!regular && irregular) *irregular = true;
    close(fd);
    errno = code;
    return NULL;
  }
  if (size) *size = (size_t)st.st_size;
  return f;
}

char *bang_sandbox_read_file(const char *path, size_t *len) {
  FILE *f = bang_sandbox_open_file(path, NULL, NULL);
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
    if (n > MAX_SCRIPT_BYTES) break; /* /dev/zero is not a script */
  }
  /* A folder, a read error, or a file beyond any script's size: unreadable. */
  bool bad = ferror(f) || n > MAX_SCRIPT_BYTES;
  fclose(f);
  if (bad) {
    free(text);
    return NULL;
  }
  *len = n;
  return text;
}

enum { UNREADABLE, BINARY };
const char *const bang_sandbox_file_errors[] = {
    [UNREADABLE] = N_("%s: cannot read the file"),
    [BINARY] = N_("%s: binary chunk refused: scripts must be Lua source text"), NULL};

int bang_sandbox_load_file(lua_State *L, const char *path, char *err, size_t errlen) {
  size_t len = 0;
  char *text = bang_sandbox_read_file(path, &len);
  if (!text) {
    if (err) snprintf(err, errlen, bang_sandbox_file_errors[UNREADABLE], path);
    return 0;
  }
  char chunkname[1024];
  snprintf(chunkname, sizeof chunkname, "@%s", path);
  int binary = len > 0 && text[0] == LUA_SIGNATURE[0];
  int status = bang_sandbox_load(L, text, len, chunkname);
  free(text);
  if (status != LUA_OK && binary) {
    if (err) snprintf(err, errlen, bang_sandbox_file_errors[BINARY], path);
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

int bang_sandbox_resume(bang_sandbox *sb, lua_State *co, lua_State *from, int nargs,
                        int *nresults) {
  entry e;
  enter(sb, co, &e);
  int status = lua_resume(co, from, nargs, nresults);
  leave(sb, &e);
  if (status == LUA_ERRMEM) { /* name the place, as bang_sandbox_pcall does */
    lua_pop(co, 1);
    sb->reporting = true; /* a few bytes past the cap, so this cannot fail */
    lua_pushfstring(co, "%snot enough memory: the script went over its memory cap of %d MiB",
                    sb->oom_where, (int)(sb->limit >> 20));
    sb->reporting = false;
  }
  return status;
}
