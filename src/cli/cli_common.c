/*
 * cli_common.c: argument helpers shared by the subcommands, and where the
 * program finds its scripts and catalogs.
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "game.h"
#include "i18n.h"
#include "mods.h"
#include "msg.h"
#include "savefile.h"

bool bang_cli_number(const char *text, long low, long high, long *out) {
  if (!text || !*text) return false;
  char *end;
  errno = 0;
  long v = strtol(text, &end, 10);
  if (errno || *end || v < low || v > high) return false;
  *out = v;
  return true;
}

bool bang_cli_seed(const char *text, uint64_t *out) {
  if (!text || !*text || *text == '-') return false;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(text, &end, 10);
  if (errno || *end) return false;
  *out = (uint64_t)v;
  return true;
}

const char *bang_cli_shown(const char *s, char *buf, size_t cap) {
  if (!cap) return "";
  snprintf(buf, cap, "%s", s);
  return bang_msg_clean(buf);
}

bool bang_cli_language(const char *lang) {
  char chosen[16];
  bang_i18n_set_locale_dir(bang_cli_locale_dir());
  if (!bang_i18n_setup(lang, chosen, sizeof chosen)) {
    char shown[64];
    fprintf(stderr, _("bang: unknown language '%s'; choose one of en, pt_BR, es, it, zh_CN."),
            bang_cli_shown(lang, shown, sizeof shown));
    fputc('\n', stderr);
    return false;
  }
  return true;
}

#ifndef BANG_REL_DATADIR
#define BANG_REL_DATADIR "../share/bang"
#endif
#ifndef BANG_REL_LOCALEDIR
#define BANG_REL_LOCALEDIR "../share/locale"
#endif
#ifndef BANG_FULL_DATADIR
#define BANG_FULL_DATADIR "/usr/local/share/bang"
#endif
#ifndef BANG_FULL_LOCALEDIR
#define BANG_FULL_LOCALEDIR "/usr/local/share/locale"
#endif

static char data_dir[PATH_MAX], locale_dir[PATH_MAX];
static pthread_once_t paths_once = PTHREAD_ONCE_INIT; /* simulations look them up from threads */

/* Copy text into out (cap bytes); false, leaving out empty, if too long. */
static bool set_path(char *out, size_t cap, const char *text) {
  size_t n = strlen(text);
  if (n >= cap) {
    out[0] = '\0';
    return false;
  }
  memcpy(out, text, n + 1);
  return true;
}

/* dir/rel into out (PATH_MAX bytes), made canonical when it exists. */
static void join(char *out, const char *dir, const char *rel) {
  char joined[PATH_MAX];
  int n = snprintf(joined, sizeof joined, "%s/%s", dir, rel);
  if (n < 0 || (size_t)n >= sizeof joined) {
    out[0] = '\0';
    return;
  }
  char real[PATH_MAX];
  set_path(out, PATH_MAX, realpath(joined, real) ? real : joined);
}

/* The build folder's bang-build-tree file ("data=DIR", "locale=DIR" lines),
 * if there is one beside the program. */
static bool from_build_tree(const char *exe_dir) {
  char path[PATH_MAX];
  int n = snprintf(path, sizeof path, "%s/bang-build-tree", exe_dir);
  if (n < 0 || (size_t)n >= sizeof path) return false;
  FILE *f = fopen(path, "r");
  if (!f) return false;
  char line[PATH_MAX + 16];
  bool data = false, locale = false;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    if (strncmp(line, "data=", 5) == 0) data = set_path(data_dir, sizeof data_dir, line + 5);
    else if (strncmp(line, "locale=", 7) == 0)
      locale = set_path(locale_dir, sizeof locale_dir, line + 7);
  }
  fclose(f);
  return data && locale;
}

/* Installed, the scripts and catalogs are found relative to the program
 * (so a moved install tree works); in the build folder, where
 * bang-build-tree says; without /proc, at the configured install paths. */
static void find_paths_once(void) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  char *slash = n > 0 ? memchr(exe, '/', (size_t)n) : NULL;
  if (!slash) {
    set_path(data_dir, sizeof data_dir, BANG_FULL_DATADIR);
    set_path(locale_dir, sizeof locale_dir, BANG_FULL_LOCALEDIR);
    return;
  }
  exe[n] = '\0';
  slash = strrchr(exe, '/');
  if (slash == exe) slash[1] = '\0';
  else *slash = '\0';
  if (from_build_tree(exe)) return;
  join(data_dir, exe, BANG_REL_DATADIR);
  join(locale_dir, exe, BANG_REL_LOCALEDIR);
}

static void find_paths(void) { pthread_once(&paths_once, find_paths_once); }

/* Edit distance between two short ASCII words (at most 40 bytes). */
static int word_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 40 || lb > 40) return 99;
  int row[41];
  for (size_t j = 0; j <= lb; j++) row[j] = (int)j;
  for (size_t i = 1; i <= la; i++) {
    int diagonal = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= lb; j++) {
      int up = row[j], best = diagonal + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diagonal = up;
    }
  }
  return row[lb];
}

void bang_cli_option_hint(const struct option *longopts, const char *arg) {
  if (!arg || strncmp(arg, "--", 2) != 0) return;
  char typed[48];
  snprintf(typed, sizeof typed, "%.*s", (int)strcspn(arg + 2, "="), arg + 2);
  const char *best = NULL;
  int best_distance = 99;
  for (const struct option *o = longopts; o->name; o++) {
    int d = word_distance(typed, o->name);
    if (d > 0 && d < best_distance) best_distance = d, best = o->name;
  }
  /* A missing value ("--players" last) is not a typo: nothing to suggest. */
  if (!best || best_distance > 2 || (best_distance == 2 && strlen(typed) < 5)) return;
  char option[64];
  snprintf(option, sizeof option, "--%s", best);
  fprintf(stderr, _("Did you mean: %s?"), option);
  fputc('\n', stderr);
}

void bang_cli_missing(const char *command, const char *what) {
  fprintf(stderr, _("bang %s: %s is missing."), command, what);
  fputc('\n', stderr);
}

/* How the program was started, for the commands it prints: argv[0] when it
 * names a path ("build/bang", "./bang"), so that the line copied runs the
 * same program; "bang" when it was found on PATH. Set once, by main. */
static char program[PATH_MAX] = "bang";

void bang_cli_set_program(const char *argv0) {
  if (argv0 && strchr(argv0, '/') && strlen(argv0) < sizeof program) {
    char *clean = strdup(argv0);
    if (!clean) return;
    bang_save_shell_quote(bang_msg_clean(clean), program, sizeof program);
    free(clean);
  }
}

const char *bang_cli_program(void) { return program; }

const char *bang_cli_data_dir(void) {
  const char *dir = getenv("BANG_DATA_DIR");
  if (dir && *dir) return dir;
  find_paths();
  return data_dir;
}

const char *bang_cli_locale_dir(void) {
  const char *dir = getenv("BANG_LOCALE_DIR");
  if (dir && *dir) return dir;
  find_paths();
  return locale_dir;
}

_Static_assert((int)BANG_VARIANT_MAX_PLAYERS == (int)BANG_MAX_PLAYERS, "a manifest's players fit a game");
_Static_assert((int)BANG_MAX_MODS == 16, "bang_variants_load_data takes as many mods as a game");

bool bang_cli_variants_at(const char *data_dir, const char *const *mods, bang_variants *all) {
  char err[1024];
  if (bang_variants_load_data(data_dir ? data_dir : bang_cli_data_dir(), mods, all, err, sizeof err))
    return true;
  fprintf(stderr, "%s\n", bang_msg_clean(bang_tr_error(err, sizeof err))); /* a script's error, as the engine's */
  return false;
}

bool bang_cli_variants(bang_variants *all) {
  return bang_cli_variants_at(NULL, bang_mods_list(), all);
}

bool bang_cli_game_players(const char *variant, long *low, long *high) {
  bang_variants all;
  const bang_variant *v = bang_cli_variants(&all) ? bang_variants_find(&all, variant) : NULL;
  if (!v) return false;
  *low = v->min_players;
  *high = v->max_players;
  return true;
}

void bang_cli_say_no_games(const char *command) {
  fprintf(stderr, _("bang %s: no game is installed in %s/lua (a game is a folder with a "
                    "variant.lua)."), command, bang_cli_data_dir());
  fputc('\n', stderr);
}

bool bang_cli_manifest(const char *variant, bang_variant *out) {
  bang_variants *all = malloc(sizeof *all); /* large */
  const bang_variant *v = all && bang_cli_variants(all) ? bang_variants_find(all, variant) : NULL;
  if (v) *out = *v;
  free(all);
  return v != NULL;
}

bool bang_cli_default_game(char *out, size_t cap) {
  bang_variants *all = malloc(sizeof *all); /* large */
  const bang_variant *v = all && bang_cli_variants(all) ? bang_variants_default(all) : NULL;
  snprintf(out, cap, "%s", v ? v->name : "");
  free(all);
  return v != NULL;
}

void bang_cli_print_title(const char *variant, long players, const bang_game_options *options,
                          uint64_t seed) {
  bang_variants *all = malloc(sizeof *all); /* large */
  const bang_variant *v = all && bang_cli_variants(all) ? bang_variants_find(all, variant) : NULL;
  const char *title = v ? bang_tr(v->title) : variant;
  if (v && v->one_person) { /* one person plays: the options on, not the players */
    char words[256];
    bang_game_options_titles(options, v, words, sizeof words);
    /* TRANSLATORS: the banner of a game one person plays: its title, the
       options on and the seed ("BANG! solo (harder, abilities), seed 7."). */
    if (words[0]) printf(_("%s (%s), seed %" PRIu64 "."), title, words, seed);
    /* TRANSLATORS: the same without options ("BANG! solo, seed 7."). */
    else printf(_("%s, seed %" PRIu64 "."), title, seed);
  } else {
    /* TRANSLATORS: a game's banner: its title, the players and the seed
       ("BANG! The Dice Game, 5 players, seed 7."). */
    printf(bang_trn("%s, %ld player, seed %" PRIu64 ".", "%s, %ld players, seed %" PRIu64 ".",
                    (unsigned long)players),
           title, players, seed);
  }
  putchar('\n');
  free(all);
}

int bang_cli_finish(int status) {
  errno = 0;
  bool failed = fflush(stdout) != 0 || ferror(stdout);
  int saved = errno;
  if (fclose(stdout) != 0 && !failed) {
    failed = true;
    saved = errno;
  }
  if (!failed) return status;
  if (saved) fprintf(stderr, _("bang: cannot write the output: %s"), strerror(saved));
  else fputs(_("bang: cannot write the output."), stderr);
  fputc('\n', stderr);
  return 1;
}

void bang_cli_command_line(const char *label_format, const char *command) {
  char label[256];
  snprintf(label, sizeof label, label_format, "");
  size_t len = strlen(label);
  while (len && label[len - 1] == ' ') len--;
  label[len] = '\0';
  char *clean = strdup(command);
  if (!clean) return;
  printf("%s\n  %s\n", label, bang_msg_clean(clean));
  free(clean);
  fflush(stdout);
}
