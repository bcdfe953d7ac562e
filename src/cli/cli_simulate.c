/*
 * cli_simulate.c: `bang simulate`, computer-only games.
 *
 * Game k of a run (counted from 0) is played with seed + k, whatever runs
 * it: --jobs N threads, each with one game value reset for each game it
 * takes, take games in turn; the tallies are sums, merged once every game
 * is done, so the numbers are the same for any N (only games per second
 * vary). --first-game K --games N plays games K to K + N - 1 only (a shard
 * of a larger run), --json writes the results as JSON, and
 * `bang simulate --merge A.json B.json ...` adds shards up into what one run
 * of them all prints. Prints win rates per role and per character with 95%
 * confidence intervals (Wilson), the average number of turns and the speed.
 * --profile samples where script time goes (sandbox.h). It is also the
 * benchmark: see bench/simulate.sh.
 */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT, open_memstream */
#include <ctype.h>
#include <getopt.h>
#include <inttypes.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "cli_options.h"
#include "mods.h"
#include "game.h"
#include "help.h"
#include "i18n.h"
#include "term.h"
#include "sandbox.h"
#include "screen.h"
#include "textwidth.h"

enum { MAX_KEYS = 32, STEP_CAP = 100000, MAX_JOBS = 256, MSG_LEN = 700 };
/* The turns from the last Outlaw's elimination to the end, counted per
 * number (the last slot: that many or more), so that shards add up. */
enum { AFTER_SLOTS = 1000 };

typedef struct tally {
  char id[BANG_ID_LEN];
  long seats, wins;
} tally;

/* What a run (or a shard of one) adds up to. */
typedef struct results {
  char variant[BANG_VARIANT_WORD];
  long players;
  uint64_t seed;
  enum bang_cli_bot bot; /* resolved for the game: never DEFAULT */
  bool random_bots;      /* bot == RANDOM: the C side's random choices */
  /* --bots of two kinds or more (n 0: every seat is bot's): game k plays
   * deal k / n with the kinds moved k % n seats on (rotation). */
  bang_cli_bots bots;
  bang_game_options options; /* the game's own (its manifest's), on */
  char preset[512];      /* its set-up chunk for them ("": none) */
  bang_variant manifest; /* the game's (read once: noptions 0 if unknown) */
  long first, games; /* games first .. first + games - 1 */
  long finished, turns, failed, bot_failures;
  double seconds;
  tally roles[MAX_KEYS], characters[MAX_KEYS];
  int nroles, ncharacters;
  tally kind_roles[MAX_KEYS]; /* "heuristic/sheriff" (--bots only) */
  int nkind_roles;
  /* Finished games whose Outlaws were all out at the end, and how many
   * turns each went on after the last one went out. */
  long after_games, after[AFTER_SLOTS];
  /* The first game (lowest number) that did not finish, and the first
   * whose computer player failed, with what went wrong (-1: none). */
  long failed_game, bot_game;
  char failed_msg[MSG_LEN], bot_msg[MSG_LEN];
} results;

static void count(tally *t, int *n, const char *id, long seats, long wins) {
  int i = 0;
  while (i < *n && strcmp(t[i].id, id) != 0) i++;
  if (i == *n) {
    if (*n == MAX_KEYS) return;
    /* A key longer than an id is cut (a mod's kind/role names). */
    size_t len = strnlen(id, sizeof t[i].id - 1);
    memcpy(t[i].id, id, len);
    t[i].id[len] = '\0';
    t[i].seats = t[i].wins = 0;
    (*n)++;
  }
  t[i].seats += seats;
  t[i].wins += wins;
}

static int by_id(const void *a, const void *b) {
  return strcmp(((const tally *)a)->id, ((const tally *)b)->id);
}

static void results_init(results *r) {
  memset(r, 0, sizeof *r);
  r->failed_game = r->bot_game = -1;
}

/* Add src into dst (the same run's games). */
static void results_add(results *dst, const results *src) {
  dst->games += src->games;
  dst->finished += src->finished;
  dst->turns += src->turns;
  dst->failed += src->failed;
  dst->bot_failures += src->bot_failures;
  dst->seconds += src->seconds;
  for (int i = 0; i < src->nroles; i++)
    count(dst->roles, &dst->nroles, src->roles[i].id, src->roles[i].seats, src->roles[i].wins);
  for (int i = 0; i < src->ncharacters; i++)
    count(dst->characters, &dst->ncharacters, src->characters[i].id, src->characters[i].seats,
          src->characters[i].wins);
  for (int i = 0; i < src->nkind_roles; i++)
    count(dst->kind_roles, &dst->nkind_roles, src->kind_roles[i].id, src->kind_roles[i].seats,
          src->kind_roles[i].wins);
  dst->after_games += src->after_games;
  for (int i = 0; i < AFTER_SLOTS; i++) dst->after[i] += src->after[i];
  if (src->failed_game >= 0 && (dst->failed_game < 0 || src->failed_game < dst->failed_game)) {
    dst->failed_game = src->failed_game;
    memcpy(dst->failed_msg, src->failed_msg, sizeof dst->failed_msg);
  }
  if (src->bot_game >= 0 && (dst->bot_game < 0 || src->bot_game < dst->bot_game)) {
    dst->bot_game = src->bot_game;
    memcpy(dst->bot_msg, src->bot_msg, sizeof dst->bot_msg);
  }
}

/* ---- playing: one game value per thread -------------------------------- */

typedef struct shared {
  const results *run; /* the run's parameters */
  bool profile;
  atomic_long next, done;
  atomic_int stop;
} shared;

typedef struct worker {
  shared *sh;
  pthread_t thread;
  bang_game *g;
  results r;
  size_t peak_memory;
  bool setup_failed;
  long setup_game; /* the game that could not be set up (setup_failed) */
  char err[1024];
} worker;

/* Game k's seed: seed + k, or with --bots seed + k / n (each deal played n
 * times, the kinds moved one seat on each time). */
static uint64_t game_seed(const results *run, long k) {
  return run->seed + (uint64_t)(run->bots.n ? k / run->bots.n : k);
}

/* The kind in seat s (1-based) in game k. */
static enum bang_cli_bot seat_kind(const results *run, long k, int s) {
  if (!run->bots.n) return run->bot;
  return run->bots.kind[(s - 1 + k % run->bots.n) % run->bots.n];
}

/* The turns the game went on after its last Outlaw went out, if it had
 * Outlaws and none is left; else nothing counted. */
static void count_after_outlaws(results *r, bang_game *g, int players) {
  int last = -1;
  for (int s = 1; s <= players; s++) {
    const bang_player *p = bang_game_player(g, s);
    if (strcmp(p->role, "outlaw") != 0) continue;
    if (p->alive) return;
    if (p->out_turn > last) last = p->out_turn;
  }
  if (last < 0) return;
  long after = bang_game_turn(g) - last;
  if (after < 0) after = 0;
  r->after_games++;
  r->after[after < AFTER_SLOTS ? after : AFTER_SLOTS - 1]++;
}

static void play_one(worker *w, long k) {
  const results *run = w->sh->run;
  results *r = &w->r;
  uint64_t seed = game_seed(run, k);
  bang_setup setup;
  bang_setup_init(&setup, run->variant, (int)run->players, seed);
  if (!run->random_bots)
    for (int s = 1; s <= run->players; s++) setup.bots[s - 1] = bang_cli_bot_script(seat_kind(run, k, s));
  setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&setup);
  if (run->preset[0]) setup.extra = run->preset;
  /* One game value, reset for each game: scripts load only once. */
  bang_game *g = w->g;
  if (g ? !bang_game_reset(g, &setup, w->err, sizeof w->err)
        : !(g = bang_game_new(&setup, w->err, sizeof w->err))) {
    w->setup_failed = true;
    w->setup_game = k;
    atomic_store(&w->sh->stop, 1);
    return;
  }
  if (!w->g && w->sh->profile) bang_game_set_profiling(g, true);
  w->g = g;
  bang_game_set_logging(g, false);
  bang_game_set_eager_prompts(g, false); /* never read here */
  uint64_t bot_state = seed ^ 0x5eedb075ULL;
  /* The game answers its decisions itself: random players' from this
   * state, computer players' by their bots (a failed decision answered at
   * random from this state too), mostly inside g:decide, without yielding
   * to this loop (a decision costs less). It returns when the game is over
   * or failed, or after STEP_CAP answers (then it did not finish). */
  if (run->random_bots) bang_game_answer_at_random(g, bot_state, STEP_CAP);
  else bang_game_answer_by_bots(g, bot_state, STEP_CAP);
  enum bang_status st = bang_game_advance(g);
  const char *why;
  long failures = bang_game_bot_failures(g, &why);
  if (failures) { /* a broken bot must not pass for a random one: it is told */
    if (r->bot_failures == 0 || k < r->bot_game) {
      r->bot_game = k;
      snprintf(r->bot_msg, sizeof r->bot_msg, "%s", why);
    }
    r->bot_failures += failures;
  }
  r->games++;
  if (st != BANG_OVER) {
    if (r->failed++ == 0 || k < r->failed_game) {
      r->failed_game = k;
      snprintf(r->failed_msg, sizeof r->failed_msg, "%s", bang_game_error(g));
    }
  } else {
    r->finished++;
    r->turns += bang_game_turn(g);
    for (int s = 1; s <= run->players; s++) {
      const bang_player *p = bang_game_player(g, s);
      count(r->roles, &r->nroles, p->role, 1, p->won);
      if (run->bots.n) {
        char key[2 * BANG_ID_LEN]; /* (held to BANG_ID_LEN by count) */
        snprintf(key, sizeof key, "%s/%s", bang_cli_bot_word(seat_kind(run, k, s)), p->role);
        count(r->kind_roles, &r->nkind_roles, key, 1, p->won);
      }
      /* (Solo: an Outlaw who never came out of the deck has no character.) */
      if (p->character[0]) count(r->characters, &r->ncharacters, p->character, 1, p->won);
    }
    count_after_outlaws(r, g, (int)run->players);
  }
  size_t used = bang_game_memory(g);
  if (used > w->peak_memory) w->peak_memory = used;
}

static void *worker_main(void *arg) {
  worker *w = arg;
  shared *sh = w->sh;
  for (;;) {
    long i = atomic_fetch_add(&sh->next, 1);
    if (i >= sh->run->games || atomic_load(&sh->stop)) break;
    play_one(w, sh->run->first + i);
    atomic_fetch_add(&sh->done, 1);
  }
  return NULL;
}

static int default_jobs(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double cpu_seconds(void) {
  struct rusage u;
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec / 1e6 +
         (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec / 1e6;
}

/* The progress line on stderr (a terminal only): done, rate, time left. */
static void show_progress(long done, long total, double elapsed) {
  double rate = elapsed > 0 ? (double)done / elapsed : 0;
  long left = rate > 0 ? (long)((double)(total - done) / rate + 0.5) : 0;
  char line[200];
  snprintf(line, sizeof line,
           bang_trn("%ld of %ld game, %.0f games/s, %ld:%02ld left",
                    "%ld of %ld games, %.0f games/s, %ld:%02ld left", (unsigned long)total),
           done, total, rate, left / 60, left % 60);
  fprintf(stderr, "\r%s\033[K", line);
  fflush(stderr);
}

/* ---- results as text, in the reader's language ------------------------ */

/* Languages writing a decimal comma. */
static bool comma_language(const char *code) {
  static const char *const comma[] = {"pt", "es", "it", "fr", "de", "nl", "ru", "pl", "tr", "sv",
                                      "da", "fi", "nb", "nn", "no", "cs", "sk", "el", "ro", "hu",
                                      "uk", "id", "ca", "gl", "eu", "pt_BR", NULL};
  if (!code || !*code || strcmp(code, "C") == 0 || strcmp(code, "POSIX") == 0) return false;
  for (int i = 0; comma[i]; i++) {
    size_t n = strlen(comma[i]);
    if (strncmp(code, comma[i], n) == 0 && !isalpha((unsigned char)code[n])) return true;
  }
  return false;
}

/* The decimal mark of the results: the language chosen with --lang, else
 * the user's LC_NUMERIC locale (set only to ask it, then back to "C": the
 * engine keeps "C"), else the language named by the environment. */
static char decimal_mark(const char *lang_option) {
  if (lang_option) return comma_language(lang_option) ? ',' : '.';
  char mark = 0;
  if (setlocale(LC_NUMERIC, "")) {
    const char *name = setlocale(LC_NUMERIC, NULL);
    if (name && strcmp(name, "C") != 0 && strcmp(name, "POSIX") != 0) {
      const char *point = localeconv()->decimal_point;
      mark = point && point[0] == ',' ? ',' : '.';
    }
  }
  setlocale(LC_NUMERIC, "C");
  if (mark) return mark;
  const char *vars[] = {"LC_ALL", "LC_NUMERIC", "LANG", NULL};
  for (int i = 0; vars[i]; i++) {
    const char *v = getenv(vars[i]);
    if (v && *v) return comma_language(v) ? ',' : '.';
  }
  return '.';
}

/* The lower and upper bounds of the 95% Wilson score interval of k in n. */
static void wilson(long k, long n, double *low, double *high) {
  if (n <= 0) {
    *low = *high = 0;
    return;
  }
  const double z = 1.959963984540054;
  double p = (double)k / (double)n, nn = (double)n, z2 = z * z;
  double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  double half = z * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
  *low = centre - half < 0 ? 0 : centre - half;
  *high = centre + half > 1 ? 1 : centre + half;
}

static void print_table(FILE *out, bang_game *g, tally *t, int n, const char *category,
                        const char *title, const bang_term *term) {
  qsort(t, (size_t)n, sizeof *t, by_id);
  /* A game without roles or characters (a mod's) has only "": no table. */
  bool named = false;
  for (int i = 0; i < n; i++) named |= t[i].id[0] != '\0';
  if (!named) return;
  fprintf(out, "%s\n", title);
  for (int i = 0; i < n; i++) {
    const char *name;
    if (!t[i].id[0]) continue;
    if (category) {
      name = g ? bang_screen_name(g, category, t[i].id) : t[i].id;
    } else {
      const char *msgid = g ? bang_game_character_name(g, t[i].id) : NULL;
      name = msgid ? bang_tr(msgid) : t[i].id;
    }
    char line[256] = "  ", move[32];
    /* A name with "·" (Chinese) may take a column more on a terminal set
     * for CJK: there the numbers start at their column by a cursor move. */
    if (bang_text_width_as(name, 2) <= 22 && bang_term_column(term, 24, move, sizeof move))
      snprintf(line + 2, sizeof line - 2, "%s%s", name, move);
    else
      bang_text_pad(line, sizeof line, name, 22);
    double low, high;
    wilson(t[i].wins, t[i].seats, &low, &high);
    fprintf(out, "%s%6.1f%%  [%4.1f-%4.1f]  (%ld/%ld)\n", line,
            t[i].seats ? 100.0 * (double)t[i].wins / (double)t[i].seats : 0.0, 100 * low,
            100 * high, t[i].wins, t[i].seats);
  }
}

/* The computer player's kind, as the results' header names it. */
static const char *bot_name(enum bang_cli_bot bot) {
  switch (bot) {
    case BANG_CLI_BOT_RANDOM: return _("random");
    /* TRANSLATORS: the solo game's computer players: one plays the best
       card it sees now, the other searches the rest of the turn. */
    case BANG_CLI_BOT_GREEDY: return _("greedy");
    case BANG_CLI_BOT_SOLVER: return _("solver");
    /* (the reference players of other engines keep their names) */
    case BANG_CLI_BOT_RULEBASED:
    case BANG_CLI_BOT_HATE:
    /* (and the levels, as --bot names them) */
    case BANG_CLI_BOT_EASY:
    case BANG_CLI_BOT_NORMAL:
    case BANG_CLI_BOT_HARD: return bang_cli_bot_word(bot);
    default: return _("heuristic");
  }
}

/* The smallest number of turns after the last Outlaw that at least a
 * share q of those games took (q 1: the most). */
static long after_quantile(const results *r, double q) {
  long need = (long)ceil(q * (double)r->after_games), seen = 0;
  if (need < 1) need = 1;
  for (long i = 0; i < AFTER_SLOTS; i++) {
    seen += r->after[i];
    if (seen >= need) return i;
  }
  return AFTER_SLOTS - 1;
}

/* --bots: the win rates of each kind of computer player, in all and by
 * role ("heuristic, Sheriff"). */
static void print_kinds(FILE *out, bang_game *g, results *r, const bang_term *term) {
  tally rows[MAX_KEYS];
  int n = 0;
  for (int i = 0; i < r->nkind_roles; i++) {
    char kind[BANG_ID_LEN];
    snprintf(kind, sizeof kind, "%.*s", (int)strcspn(r->kind_roles[i].id, "/"), r->kind_roles[i].id);
    count(rows, &n, kind, r->kind_roles[i].seats, r->kind_roles[i].wins);
  }
  for (int i = 0; i < n; i++) { /* the kinds by their names, as the header shows them */
    enum bang_cli_bot kind;
    if (bang_cli_bot_parse(rows[i].id, &kind))
      snprintf(rows[i].id, sizeof rows[i].id, "%s", bot_name(kind));
  }
  print_table(out, NULL, rows, n, "", _("Win rate by computer player:"), term);
  n = 0;
  for (int i = 0; i < r->nkind_roles; i++) {
    const char *id = r->kind_roles[i].id, *role = strchr(id, '/');
    char kind[BANG_ID_LEN], name[BANG_ID_LEN * 3];
    enum bang_cli_bot k;
    snprintf(kind, sizeof kind, "%.*s", (int)(role ? role - id : (long)strlen(id)), id);
    role = role ? role + 1 : "";
    /* TRANSLATORS: a row of the win rates by computer player and role:
       "heuristic, Sheriff". */
    snprintf(name, sizeof name, _("%s, %s"), bang_cli_bot_parse(kind, &k) ? bot_name(k) : kind,
             g ? bang_screen_name(g, "role", role) : role);
    count(rows, &n, name, r->kind_roles[i].seats, r->kind_roles[i].wins);
  }
  print_table(out, NULL, rows, n, "", _("Win rate by computer player and role:"), term);
}

static void print_results(FILE *out, bang_game *g, results *r, const bang_term *term) {
  unsigned long games = r->games > 0 ? (unsigned long)r->games : 0;
  const bang_variant *v = &r->manifest;
  bool one_person = v->one_person;
  if (one_person) { /* one person's games: the options on, not the table */
    char words[256];
    bang_game_options_titles(&r->options, v, words, sizeof words);
    if (words[0])
      fprintf(out,
              bang_trn("%ld solo game (%s), seed %" PRIu64 ", computer player: %s.",
                       "%ld solo games (%s), seed %" PRIu64 ", computer player: %s.", games),
              r->games, words, r->seed, bot_name(r->bot));
    else
      fprintf(out,
              bang_trn("%ld solo game, seed %" PRIu64 ", computer player: %s.",
                       "%ld solo games, seed %" PRIu64 ", computer player: %s.", games),
              r->games, r->seed, bot_name(r->bot));
  } else if (r->bots.n) {
    char kinds[160] = "";
    for (int i = 0; i < r->bots.n; i++) {
      size_t used = strlen(kinds);
      snprintf(kinds + used, sizeof kinds - used, "%s%s", i ? ", " : "", bot_name(r->bots.kind[i]));
    }
    /* TRANSLATORS: e.g. "1000 games at a table of 7, seed 1, computer
       players by seat: heuristic, random." (their kinds, cycled over the
       seats). */
    fprintf(out,
            bang_trn("%ld game at a table of %ld, seed %" PRIu64 ", computer players by seat: %s.",
                     "%ld games at a table of %ld, seed %" PRIu64 ", computer players by seat: %s.",
                     games),
            r->games, r->players, r->seed, kinds);
    fputc('\n', out);
    fprintf(out,
            bang_trn("Each deal is played %d time, the computer players moving one seat on each time.",
                     "Each deal is played %d times, the computer players moving one seat on each time.",
                     (unsigned long)r->bots.n),
            r->bots.n);
  } else {
    /* TRANSLATORS: e.g. "1000 games at a table of 5, seed 1, heuristic
       players." (the last %s is the computer players' kind). */
    fprintf(out,
            bang_trn("%ld game at a table of %ld, seed %" PRIu64 ", %s players.",
                     "%ld games at a table of %ld, seed %" PRIu64 ", %s players.", games),
            r->games, r->players, r->seed, bot_name(r->bot));
  }
  fputc('\n', out);
  if (r->first != 0) {
    fprintf(out, _("Games %ld to %ld of the run (--first-game %ld)."), r->first,
            r->first + r->games - 1, r->first);
    fputc('\n', out);
  }
  /* xgettext:no-c-format */
  fprintf(out, "%s\n", _("In brackets: the 95% confidence interval of each win rate."));
  for (int i = 0; one_person && i < r->nroles; i++) {
    if (strcmp(r->roles[i].id, "sheriff") != 0) continue;
    /* A game one person plays as the Sheriff is his: his rate first, on a
     * line of its own. */
    double low, high;
    wilson(r->roles[i].wins, r->roles[i].seats, &low, &high);
    fprintf(out,
            bang_trn("The Sheriff won %ld of %ld game: %.1f%%  [%.1f-%.1f]",
                     "The Sheriff won %ld of %ld games: %.1f%%  [%.1f-%.1f]",
                     (unsigned long)r->roles[i].seats),
            r->roles[i].wins, r->roles[i].seats,
            r->roles[i].seats ? 100.0 * (double)r->roles[i].wins / (double)r->roles[i].seats : 0.0,
            100 * low, 100 * high);
    fputc('\n', out);
  }
  print_table(out, g, r->roles, r->nroles, "role", _("Win rate by role:"), term);
  print_table(out, g, r->characters, r->ncharacters, NULL, _("Win rate by character:"), term);
  if (r->bots.n) print_kinds(out, g, r, term);
  fprintf(out, _("Average turns per game: %.2f"),
          r->finished ? (double)r->turns / (double)r->finished : 0.0);
  fputc('\n', out);
  if (r->after_games) {
    long median = after_quantile(r, 0.5), p90 = after_quantile(r, 0.9), most = after_quantile(r, 1);
    /* TRANSLATORS: "90th percentile": 9 in 10 of those games took that
       many turns or fewer. */
    fprintf(out,
            bang_trn("Turns after the last Outlaw is out (%ld game): median %ld, 90th percentile %ld, most %ld%s",
                     "Turns after the last Outlaw is out (%ld games): median %ld, 90th percentile %ld, most %ld%s",
                     (unsigned long)r->after_games),
            r->after_games, median, p90, most, most >= AFTER_SLOTS - 1 ? "+" : "");
    fputc('\n', out);
  }
  fprintf(out, _("Games per second: %.0f (%.1f microseconds per turn)"),
          r->seconds > 0 ? (double)r->games / r->seconds : 0.0,
          r->turns ? r->seconds * 1e6 / (double)r->turns : 0.0);
  fputc('\n', out);
  if (r->failed) {
    fprintf(out, _("Games that did not finish: %ld"), r->failed);
    fputc('\n', out);
  }
  if (r->bot_failures) {
    fprintf(out, _("Decisions the computer player failed to take (answered at random): %ld"),
            r->bot_failures);
    fputc('\n', out);
  }
}

/* Write text to stdout with a decimal comma in numbers if mark is ',' (a
 * '.' between two digits; the words around hold none). */
static void put_localized(const char *text, char mark) {
  for (const char *c = text; *c; c++) {
    if (mark == ',' && *c == '.' && c > text && isdigit((unsigned char)c[-1]) &&
        isdigit((unsigned char)c[1]))
      putchar(',');
    else
      putchar(*c);
  }
}

static void print_localized(bang_game *g, results *r, char mark) {
  bang_term term;
  bang_term_init(&term, BANG_COLOR_NEVER);
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem) {
    print_results(stdout, g, r, &term);
    return;
  }
  print_results(mem, g, r, &term);
  fclose(mem);
  put_localized(text, mark);
  free(text);
}

/* ---- JSON ------------------------------------------------------------------ */

static void json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
    if (*c == '"' || *c == '\\') fprintf(out, "\\%c", *c);
    else if (*c < 0x20) fprintf(out, "\\u%04x", *c);
    else fputc(*c, out);
  }
  fputc('"', out);
}

static void json_tallies(FILE *out, const char *key, tally *t, int n) {
  qsort(t, (size_t)n, sizeof *t, by_id);
  fprintf(out, "  \"%s\": {", key);
  for (int i = 0; i < n; i++) {
    fprintf(out, "%s\n    ", i ? "," : "");
    json_string(out, t[i].id);
    fprintf(out, ": {\"seats\": %ld, \"wins\": %ld}", t[i].seats, t[i].wins);
  }
  fprintf(out, "%s}", n ? "\n  " : "");
}

/* The results as one JSON object (numbers in the C locale). */
static void print_json(FILE *out, results *r) {
  fprintf(out, "{\n  \"format\": \"bang-simulate\",\n  \"version\": 1,\n  \"game\": ");
  json_string(out, r->variant);
  fprintf(out, ",\n  \"players\": %ld,\n  \"bot\": \"%s\",\n  \"seed\": %" PRIu64 ",\n",
          r->players, r->bots.n ? "mixed" : bang_cli_bot_word(r->bot), r->seed);
  if (r->bots.n) {
    char words[160];
    bang_cli_bots_words(&r->bots, words, sizeof words);
    fprintf(out, "  \"bots\": \"%s\",\n", words);
  }
  const bang_variant *v = &r->manifest;
  for (int i = 0; i < v->noptions; i++) /* the game's own options */
    fprintf(out, "  \"%s\": %s,\n", v->options[i].word,
            bang_game_options_on(&r->options, v->options[i].word) ? "true" : "false");
  fprintf(out, "  \"first_game\": %ld,\n  \"games\": %ld,\n  \"finished\": %ld,\n", r->first,
          r->games, r->finished);
  fprintf(out, "  \"turns\": %ld,\n  \"failed\": %ld,\n  \"bot_failures\": %ld,\n", r->turns,
          r->failed, r->bot_failures);
  fprintf(out, "  \"seconds\": %.6f,\n", r->seconds);
  json_tallies(out, "roles", r->roles, r->nroles);
  fprintf(out, ",\n");
  json_tallies(out, "characters", r->characters, r->ncharacters);
  if (r->bots.n) {
    /* "kinds": {"heuristic": {"deputy": {"seats": 10, "wins": 5}, ...}, ...} */
    qsort(r->kind_roles, (size_t)r->nkind_roles, sizeof *r->kind_roles, by_id);
    fprintf(out, ",\n  \"kinds\": {");
    char open[BANG_ID_LEN] = "";
    for (int i = 0; i < r->nkind_roles; i++) {
      const char *id = r->kind_roles[i].id;
      int len = (int)strcspn(id, "/");
      if (strncmp(open, id, (size_t)len) != 0 || open[len] != '\0') {
        fprintf(out, "%s\n    \"%.*s\": {", open[0] ? "\n    }," : "", len, id);
        snprintf(open, sizeof open, "%.*s", len, id);
      } else {
        fputc(',', out);
      }
      fprintf(out, "\n      ");
      json_string(out, id[len] ? id + len + 1 : "");
      fprintf(out, ": {\"seats\": %ld, \"wins\": %ld}", r->kind_roles[i].seats,
              r->kind_roles[i].wins);
    }
    fprintf(out, "%s}", r->nkind_roles ? "\n    }\n  " : "");
  }
  /* The turns after the last Outlaw: how many games took 0, 1, 2... */
  long last = -1;
  for (long i = 0; i < AFTER_SLOTS; i++)
    if (r->after[i]) last = i;
  fprintf(out, ",\n  \"after_last_outlaw\": {\"games\": %ld, \"counts\": [", r->after_games);
  for (long i = 0; i <= last; i++) fprintf(out, "%s%ld", i ? ", " : "", r->after[i]);
  fprintf(out, "]}\n}\n");
}

/* A reader for the JSON print_json writes (any spacing and key order;
 * unknown keys skipped). */
typedef struct jreader {
  const char *p;
  bool bad;
} jreader;

static void jws(jreader *j) {
  while (*j->p == ' ' || *j->p == '\n' || *j->p == '\t' || *j->p == '\r') j->p++;
}

static bool jchar(jreader *j, char c) {
  jws(j);
  if (*j->p != c) return j->bad = true, false;
  j->p++;
  return true;
}

static void jstring(jreader *j, char *out, size_t cap) {
  size_t n = 0;
  if (!jchar(j, '"')) return;
  while (*j->p && *j->p != '"') {
    char c = *j->p++;
    if (c == '\\') {
      c = *j->p++;
      if (c == 'u') {
        unsigned v = 0;
        for (int i = 0; i < 4 && isxdigit((unsigned char)*j->p); i++, j->p++)
          v = v * 16 + (unsigned)(isdigit((unsigned char)*j->p) ? *j->p - '0'
                                                                 : (tolower(*j->p) - 'a' + 10));
        c = (char)(v < 0x80 ? v : '?');
      } else if (c == 'n') {
        c = '\n';
      } else if (c == '\0') {
        j->bad = true;
        return;
      }
    }
    if (n + 1 < cap) out[n++] = c;
  }
  if (cap) out[n] = '\0';
  if (*j->p != '"') j->bad = true;
  else j->p++;
}

static double jnumber(jreader *j) {
  jws(j);
  char *end;
  double v = strtod(j->p, &end);
  if (end == j->p) j->bad = true;
  j->p = end;
  return v;
}

static bool jbool(jreader *j) {
  jws(j);
  if (strncmp(j->p, "true", 4) == 0) {
    j->p += 4;
    return true;
  }
  if (strncmp(j->p, "false", 5) == 0) {
    j->p += 5;
    return false;
  }
  j->bad = true;
  return false;
}

static void jskip(jreader *j) {
  jws(j);
  char c = *j->p;
  if (c == '"') {
    char tmp[4];
    jstring(j, tmp, sizeof tmp);
  } else if (c == '{' || c == '[') {
    char close = c == '{' ? '}' : ']';
    j->p++;
    jws(j);
    if (*j->p == close) {
      j->p++;
      return;
    }
    for (;;) {
      if (c == '{') {
        char key[8];
        jstring(j, key, sizeof key);
        jchar(j, ':');
      }
      jskip(j);
      if (j->bad) return;
      jws(j);
      if (*j->p == ',') j->p++;
      else break;
    }
    jchar(j, close);
  } else if (strncmp(j->p, "true", 4) == 0 || strncmp(j->p, "null", 4) == 0) {
    j->p += 4;
  } else if (strncmp(j->p, "false", 5) == 0) {
    j->p += 5;
  } else {
    jnumber(j);
  }
}

static void jtallies(jreader *j, tally *t, int *n) {
  if (!jchar(j, '{')) return;
  jws(j);
  if (*j->p == '}') {
    j->p++;
    return;
  }
  for (;;) {
    char id[BANG_ID_LEN], key[16];
    long seats = 0, wins = 0;
    jstring(j, id, sizeof id);
    jchar(j, ':');
    jchar(j, '{');
    for (;;) {
      jstring(j, key, sizeof key);
      jchar(j, ':');
      if (strcmp(key, "seats") == 0) seats = (long)jnumber(j);
      else if (strcmp(key, "wins") == 0) wins = (long)jnumber(j);
      else jskip(j);
      jws(j);
      if (j->bad || *j->p != ',') break;
      j->p++;
    }
    jchar(j, '}');
    if (j->bad) return;
    count(t, n, id, seats, wins);
    jws(j);
    if (*j->p != ',') break;
    j->p++;
  }
  jchar(j, '}');
}

/* "kinds": {"heuristic": {"deputy": {...}}, ...} into r->kind_roles. */
static void jkinds(jreader *j, results *r) {
  if (!jchar(j, '{')) return;
  jws(j);
  if (*j->p == '}') {
    j->p++;
    return;
  }
  for (;;) {
    char kind[BANG_ID_LEN];
    tally roles[MAX_KEYS];
    int n = 0;
    jstring(j, kind, sizeof kind);
    jchar(j, ':');
    jtallies(j, roles, &n);
    if (j->bad) return;
    for (int i = 0; i < n; i++) {
      char key[2 * BANG_ID_LEN];
      snprintf(key, sizeof key, "%.31s/%.31s", kind, roles[i].id);
      count(r->kind_roles, &r->nkind_roles, key, roles[i].seats, roles[i].wins);
    }
    jws(j);
    if (*j->p != ',') break;
    j->p++;
  }
  jchar(j, '}');
}

/* "after_last_outlaw": {"games": N, "counts": [c0, c1, ...]} */
static void jafter(jreader *j, results *r) {
  if (!jchar(j, '{')) return;
  for (;;) {
    char key[16];
    jstring(j, key, sizeof key);
    jchar(j, ':');
    if (j->bad) return;
    if (strcmp(key, "games") == 0) {
      r->after_games = (long)jnumber(j);
    } else if (strcmp(key, "counts") == 0) {
      if (!jchar(j, '[')) return;
      jws(j);
      for (long i = 0; *j->p != ']';) {
        long v = (long)jnumber(j);
        if (j->bad || v < 0) return (void)(j->bad = true);
        r->after[i < AFTER_SLOTS ? i : AFTER_SLOTS - 1] += v;
        i++;
        jws(j);
        if (*j->p == ',') j->p++;
        else if (*j->p != ']') return (void)(j->bad = true);
        jws(j);
      }
      j->p++;
    } else {
      jskip(j);
    }
    jws(j);
    if (j->bad || *j->p != ',') break;
    j->p++;
  }
  jchar(j, '}');
}

/* Whether the value next is true or false. */
static bool is_bool(jreader *j) {
  jws(j);
  return strncmp(j->p, "true", 4) == 0 || strncmp(j->p, "false", 5) == 0;
}

/* Whether two runs had the same options of their game on. */
static bool same_options(const bang_game_options *a, const bang_game_options *b) {
  if (a->n != b->n) return false;
  for (int i = 0; i < a->n; i++)
    if (!bang_game_options_on(b, a->word[i])) return false;
  return true;
}

static bool read_json(const char *text, results *r) {
  jreader j = {text, false};
  results_init(r);
  char format[32] = "", bot[16] = "", bots[160] = "";
  bang_game_options options = {0}; /* as the file says: the game's own options on */
  if (!jchar(&j, '{')) return false;
  for (;;) {
    char key[32];
    jstring(&j, key, sizeof key);
    jchar(&j, ':');
    if (j.bad) return false;
    if (strcmp(key, "format") == 0) jstring(&j, format, sizeof format);
    else if (strcmp(key, "game") == 0) jstring(&j, r->variant, sizeof r->variant);
    else if (strcmp(key, "bot") == 0) jstring(&j, bot, sizeof bot);
    else if (strcmp(key, "bots") == 0) jstring(&j, bots, sizeof bots);
    else if (strcmp(key, "kinds") == 0) jkinds(&j, r);
    else if (strcmp(key, "after_last_outlaw") == 0) jafter(&j, r);
    else if (strcmp(key, "players") == 0) r->players = (long)jnumber(&j);
    else if (strcmp(key, "seed") == 0) {
      jws(&j);
      char *end;
      r->seed = strtoull(j.p, &end, 10);
      if (end == j.p) j.bad = true;
      j.p = end;
    } else if (strcmp(key, "first_game") == 0) r->first = (long)jnumber(&j);
    else if (strcmp(key, "games") == 0) r->games = (long)jnumber(&j);
    else if (strcmp(key, "finished") == 0) r->finished = (long)jnumber(&j);
    else if (strcmp(key, "turns") == 0) r->turns = (long)jnumber(&j);
    else if (strcmp(key, "failed") == 0) r->failed = (long)jnumber(&j);
    else if (strcmp(key, "bot_failures") == 0) r->bot_failures = (long)jnumber(&j);
    else if (strcmp(key, "seconds") == 0) r->seconds = jnumber(&j);
    else if (strcmp(key, "roles") == 0) jtallies(&j, r->roles, &r->nroles);
    else if (strcmp(key, "characters") == 0) jtallies(&j, r->characters, &r->ncharacters);
    else if (is_bool(&j)) { /* a game's own option (its manifest's), checked below */
      size_t len = strlen(key);
      if (jbool(&j) && len < BANG_VARIANT_WORD && options.n < BANG_GAME_OPTIONS_MAX)
        memcpy(options.word[options.n++], key, len + 1);
    } else jskip(&j);
    jws(&j);
    if (j.bad || *j.p != ',') break;
    j.p++;
  }
  jchar(&j, '}');
  enum bang_cli_bot asked;
  if (j.bad || !r->variant[0]) return false;
  if (strcmp(bot, "mixed") == 0) { /* --bots: its list (a wrong one is told) */
    if (!bang_cli_bots_parse("simulate", r->variant, bots, &r->bots) || !bang_cli_bots_mixed(&r->bots))
      return false;
    r->bot = r->bots.kind[0];
  } else if (!bang_cli_bot_parse(bot, &asked) || !bang_cli_bot_for(r->variant, asked, &r->bot)) {
    return false;
  }
  r->random_bots = r->bot == BANG_CLI_BOT_RANDOM;
  if (!bang_cli_manifest(r->variant, &r->manifest)) return false;
  for (int i = 0; i < options.n; i++)
    if (!bang_game_options_take_word(&r->options, &r->manifest, options.word[i])) return false;
  bang_game_options_preset(&r->options, &r->manifest, bang_cli_bot_word(r->bot), r->preset,
                           sizeof r->preset);
  return strcmp(format, "bang-simulate") == 0 && r->games > 0 && r->players > 0;
}

static int by_first(const void *a, const void *b) {
  long x = ((const results *)a)->first, y = ((const results *)b)->first;
  return x < y ? -1 : x > y;
}

/* ---- the profile ------------------------------------------------------------ */

static int by_self(const void *a, const void *b) {
  const bang_profile_entry *x = a, *y = b;
  if (x->self != y->self) return x->self < y->self ? 1 : -1;
  if (x->total != y->total) return x->total < y->total ? 1 : -1;
  int c = strcmp(x->source, y->source);
  return c ? c : x->line - y->line;
}

static void add_entry(bang_profile_entry **all, int *n, int *cap, const bang_profile_entry *e) {
  for (int i = 0; i < *n; i++) {
    bang_profile_entry *a = &(*all)[i];
    if (a->line == e->line && strcmp(a->source, e->source) == 0) {
      a->self += e->self;
      a->total += e->total;
      return;
    }
  }
  if (*n == *cap) {
    int bigger = *cap ? *cap * 2 : 256;
    bang_profile_entry *more = realloc(*all, (size_t)bigger * sizeof *more);
    if (!more) return;
    *all = more;
    *cap = bigger;
  }
  (*all)[(*n)++] = *e;
}

static void print_profile(worker *w, int jobs, double cpu, char mark) {
  bang_profile_entry *all = NULL;
  int n = 0, cap = 0;
  long samples = 0;
  size_t memory = 0, peak = 0;
  for (int t = 0; t < jobs; t++) {
    if (!w[t].g) continue;
    const bang_profile_entry *e;
    long s;
    int slots = bang_game_profile(w[t].g, &e, &s);
    samples += s;
    for (int i = 0; i < slots; i++)
      if (e[i].source[0]) add_entry(&all, &n, &cap, &e[i]);
    if (bang_game_memory(w[t].g) > memory) memory = bang_game_memory(w[t].g);
    if (w[t].peak_memory > peak) peak = w[t].peak_memory;
  }
  if (n) qsort(all, (size_t)n, sizeof *all, by_self);
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  if (!out) {
    free(all);
    return;
  }
  fputc('\n', out);
  fprintf(out, _("Script profile: %ld ms of CPU time sampled in scripts, %.1f%% of the run's CPU time."),
          samples, cpu > 0 ? 100.0 * (double)samples / 1000.0 / cpu : 0.0);
  fputc('\n', out);
  fprintf(out, "%s\n", _("  self: in the function itself; total: with what it calls."));
  fprintf(out, "%s\n", _("   self   total  function (file:line where it is defined)"));
  const char *data = bang_cli_data_dir();
  size_t dlen = data ? strlen(data) : 0;
  /* TRANSLATORS: in the script profile, a file's top-level code (Lua's "main chunk"). */
  const char *main_chunk = _(" (top level of the file)");
  for (int i = 0; i < n && i < 40; i++) {
    const char *src = all[i].source;
    if (dlen && strncmp(src, data, dlen) == 0 && src[dlen] == '/') src += dlen + 1;
    fprintf(out, "  %5.1f%%  %5.1f%%  %s:%d%s%s\n",
            samples ? 100.0 * (double)all[i].self / (double)samples : 0.0,
            samples ? 100.0 * (double)all[i].total / (double)samples : 0.0, src, all[i].line,
            all[i].name[0] ? " " : "", all[i].name[0] ? all[i].name : (all[i].line ? "" : main_chunk));
  }
  fprintf(out, _("Memory per game value: %.2f MiB now, at most %.2f MiB after a game."),
          (double)memory / 1048576.0, (double)peak / 1048576.0);
  fputc('\n', out);
  fclose(out);
  put_localized(text, mark);
  free(text);
  free(all);
}

/* ---- the command -------------------------------------------------------------- */

static void simulate_usage(FILE *out) {
  fprintf(out, "%s\n", _("Usage: bang simulate [OPTIONS]"));
  fprintf(out, "%s\n", _("       bang simulate --merge FILE.json... [--json]"));
  fprintf(out, "%s\n", _("Play computer-only games and print statistics."));
  static const bang_help_option options[] = {
      {"--game", NC_("metavariable", "GAME"), N_("which game: card (default), dice or solo")},
      {"--players", NC_("metavariable", "N"), N_("players at the table: card 4 to 7, dice 3 to 8 (default 5); not for solo")},
      {"--advanced", NC_("metavariable", "WHICH"), N_("solo: harder and/or easier (repeatable, or harder,easier)")},
      {"--abilities", NULL, N_("solo: the characters' abilities (the advanced characters)")},
      {"--games", NC_("metavariable", "N"), N_("how many games (default 1000)")},
      {"--seed", NC_("metavariable", "N"), N_("the first game's seed (default 1)")},
      {"--bot", NC_("metavariable", "KIND"), N_("computer players: easy, normal (default), hard (also heuristic), rulebased, hate (card game) or random; solo: solver (default), greedy or random")},
      {"--bots", NC_("metavariable", "KIND,..."), N_("computer players by seat, cycled (kinds as for --bot); each deal is played once per entry of the list, the kinds moving one seat on each time")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--jobs", NC_("metavariable", "N"), N_("threads playing games (default: one per core)")},
      {"--first-game", NC_("metavariable", "K"), N_("play games K to K+N-1 of a larger run, counted from 0 (a shard)")},
      {"--json", NULL, N_("write the results as JSON, for --merge")},
      {"--merge", NULL, N_("add up the JSON results of shards into one run's")},
      {"--profile", NULL, N_("show where script time goes, and memory per game")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 every game finished, 1 a game did not finish, a computer "
                         "player failed or the output could not be written, 2 a wrong command line."));
}

/* A game of the run's kind, for the names of roles and characters. */
static bang_game *naming_game(const results *r) {
  bang_setup setup;
  bang_setup_init(&setup, r->variant, (int)r->players, r->seed);
  setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&setup);
  if (r->preset[0]) setup.extra = r->preset;
  char err[1024];
  return bang_game_new(&setup, err, sizeof err);
}

static int merge_files(int nfiles, char **files, bool json, char mark) {
  results *parts = calloc((size_t)nfiles, sizeof *parts);
  if (!parts) return 1;
  for (int i = 0; i < nfiles; i++) {
    size_t len;
    char *text = bang_sandbox_read_file(files[i], &len);
    char *z = text ? realloc(text, len + 1) : NULL;
    if (z) z[len] = '\0';
    if (!z || !read_json(z, &parts[i])) {
      fprintf(stderr, _("bang simulate: %s is not the JSON of bang simulate --json."), files[i]);
      fputc('\n', stderr);
      free(z ? z : text);
      free(parts);
      return 2;
    }
    free(z);
  }
  qsort(parts, (size_t)nfiles, sizeof *parts, by_first);
  results all = parts[0];
  for (int i = 1; i < nfiles; i++) {
    const results *p = &parts[i];
    if (strcmp(p->variant, all.variant) != 0 || p->players != all.players ||
        p->seed != all.seed || p->bot != all.bot || p->bots.n != all.bots.n ||
        memcmp(p->bots.kind, all.bots.kind, sizeof p->bots.kind) != 0 ||
        !same_options(&p->options, &all.options)) {
      fprintf(stderr, "%s\n", _("bang simulate: the files are not shards of one run (game, players, seed, computer players or solo options differ)."));
      free(parts);
      return 2;
    }
    if (p->first != all.first + all.games) {
      fprintf(stderr, _("bang simulate: the shards overlap or leave a gap at game %ld."),
              all.first + all.games);
      fputc('\n', stderr);
      free(parts);
      return 2;
    }
    results_add(&all, p);
  }
  free(parts);
  if (json) {
    print_json(stdout, &all);
    return all.failed || all.bot_failures ? 1 : 0;
  }
  bang_game *g = naming_game(&all);
  print_localized(g, &all, mark);
  bang_game_free(g);
  return all.failed || all.bot_failures ? 1 : 0;
}

/* `bang simulate`'s own options (the shared ones: cli_options.c). */
typedef struct sim_options {
  long games, jobs, first;
  bool json, merge, profile;
} sim_options;

static bool sim_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  sim_options *o = ctx;
  (void)common;
  switch (c) {
    case 'n':
      if (!bang_cli_number(arg, 1, 100000000, &o->games)) {
        fprintf(stderr, "%s\n", _("bang simulate: --games takes a number from 1 to 100000000."));
        return false;
      }
      return true;
    case 'j':
      if (!bang_cli_number(arg, 1, MAX_JOBS, &o->jobs)) {
        fprintf(stderr, _("bang simulate: --jobs takes a number from 1 to %d."), MAX_JOBS);
        fputc('\n', stderr);
        return false;
      }
      return true;
    case 'f':
      if (!bang_cli_number(arg, 0, LONG_MAX, &o->first)) {
        fprintf(stderr, "%s\n", _("bang simulate: --first-game takes a number from 0."));
        return false;
      }
      return true;
    case 'J': o->json = true; return true;
    case 'M': o->merge = true; return true;
    case 'P': o->profile = true; return true;
    default: return false;
  }
}

/* The run the options ask for, into run (games from o->first); -1 when it
 * is set, else the status to end with (--merge done, or a wrong command
 * line said). */
static int sim_parse(int argc, char **argv, sim_options *o, results *run, char *mark) {
  static const struct option longopts[] = {
      BANG_CLI_OPT_GAME,  BANG_CLI_OPT_PLAYERS,
      {"games", required_argument, 0, 'n'}, BANG_CLI_OPT_SEED,
      BANG_CLI_OPT_BOT,   BANG_CLI_OPT_LANG,
      {"jobs", required_argument, 0, 'j'},  {"first-game", required_argument, 0, 'f'},
      {"json", no_argument, 0, 'J'},        {"merge", no_argument, 0, 'M'},
      {"profile", no_argument, 0, 'P'},     BANG_CLI_OPT_HELP,
      BANG_CLI_OPT_ADVANCED, BANG_CLI_OPT_ABILITIES,
      BANG_CLI_OPT_BOTS,
      {0, 0, 0, 0}};
  *o = (sim_options){.games = 1000};
  bang_cli_common c;
  bang_cli_common_init(&c, 1);
  const bang_cli_command cmd = {"simulate", simulate_usage, longopts, sim_option, o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &c);
  if (parsed >= 0) return parsed;
  *mark = decimal_mark(c.lang);
  if (o->merge) {
    if (optind >= argc) {
      fprintf(stderr, "%s\n", _("bang simulate: --merge takes the JSON files of the shards."));
      return 2;
    }
    return merge_files(argc - optind, argv + optind, o->json, *mark);
  }
  if (optind < argc) {
    fprintf(stderr, _("bang simulate: unknown or incomplete option '%s'."), argv[optind]);
    fputc('\n', stderr);
    return 2;
  }
  bool one_person;
  bang_cli_bots bots;
  enum bang_cli_bot bot;
  if (!bang_cli_options_game("simulate", &c, &one_person, &bots, &bot)) return c.no_games ? 1 : 2;
  if (o->jobs == 0) o->jobs = default_jobs();
  if (o->jobs > MAX_JOBS) o->jobs = MAX_JOBS;
  if (o->jobs > o->games) o->jobs = o->games;
  snprintf(run->variant, sizeof run->variant, "%s", c.variant);
  run->players = c.players;
  run->seed = c.seed;
  run->bot = bot;
  run->random_bots = bot == BANG_CLI_BOT_RANDOM && !bots.n;
  run->bots = bots;
  run->options = c.options;
  run->manifest = c.game;
  bang_game_options_preset(&c.options, &c.game, bang_cli_bot_word(bot), run->preset, sizeof run->preset);
  run->first = o->first;
  run->games = o->games;
  return -1;
}

int bang_cli_simulate(int argc, char **argv) {
  sim_options o;
  results run;
  results_init(&run);
  char mark = '.';
  int parsed = sim_parse(argc, argv, &o, &run, &mark);
  if (parsed >= 0) return parsed;
  long games = o.games, jobs = o.jobs;
  bool json = o.json, profile = o.profile;
  shared sh = {.run = &run, .profile = profile};
  atomic_init(&sh.next, 0);
  atomic_init(&sh.done, 0);
  atomic_init(&sh.stop, 0);
  worker *w = calloc((size_t)jobs, sizeof *w);
  if (!w) return 1;
  bool progress = isatty(STDERR_FILENO);
  double cpu0 = cpu_seconds(), t0 = now_seconds();
  int started = 0;
  for (int t = 0; t < jobs; t++) {
    w[t].sh = &sh;
    results_init(&w[t].r);
    if (pthread_create(&w[t].thread, NULL, worker_main, &w[t]) != 0) break;
    started++;
  }
  if (started == 0) worker_main(&w[0]), started = -1; /* no threads: play here */
  double shown = t0;
  while (started > 0 && atomic_load(&sh.done) < games && !atomic_load(&sh.stop)) {
    struct timespec pause = {0, 50 * 1000000L};
    nanosleep(&pause, NULL);
    double t = now_seconds();
    if (progress && t - shown >= 0.25) {
      show_progress(atomic_load(&sh.done), games, t - t0);
      shown = t;
    }
  }
  for (int t = 0; t < started; t++) pthread_join(w[t].thread, NULL);
  double seconds = now_seconds() - t0, cpu = cpu_seconds() - cpu0;
  if (progress && shown > t0) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
  }
  if (started < 0) started = 1;
  int status = 0;
  bang_game *names = NULL;
  for (int t = 0; t < started; t++) {
    if (w[t].setup_failed && status == 0) {
      /* (a computer player's new_game fails here too: which game, to replay it) */
      fprintf(stderr, _("bang: game %ld (seed %" PRIu64 ") could not be set up: %s"),
              w[t].setup_game + 1, game_seed(&run, w[t].setup_game),
              bang_tr_error(w[t].err, sizeof w[t].err));
      fputc('\n', stderr);
      status = 1;
    }
    if (!names) names = w[t].g;
  }
  if (status == 0) {
    run.games = 0;
    for (int t = 0; t < started; t++) results_add(&run, &w[t].r);
    run.seconds = seconds;
    if (run.failed_game >= 0) {
      fprintf(stderr, _("bang: game %ld (seed %" PRIu64 ") did not finish: %s"),
              run.failed_game + 1, game_seed(&run, run.failed_game), run.failed_msg);
      fputc('\n', stderr);
    }
    if (run.bot_game >= 0) {
      fprintf(stderr, _("bang: the computer player failed (seed %" PRIu64 "): %s"),
              game_seed(&run, run.bot_game), run.bot_msg);
      fputc('\n', stderr);
    }
    if (json) print_json(stdout, &run);
    else print_localized(names, &run, mark);
    if (profile) print_profile(w, started, cpu, mark);
    status = run.failed || run.bot_failures ? 1 : 0;
  }
  for (int t = 0; t < started; t++) bang_game_free(w[t].g);
  free(w);
  return status;
}
