/*
 * cli_learn.c: `bang learn [card|dice|solo]`, the lessons.
 *
 * A course is the lesson files of one game in scenarios/tutorial/<game>/
 * under the data folder, in the order of their names (01_..., 02_...):
 * from the first turn to the end of the game and the characters. Each is
 * played in turn (lesson.h) in the learner's language, with Enter between
 * two lessons at a terminal; --lesson N starts further on, --list shows
 * them. --check plays lessons with their scripted answers (the listed
 * wrong moves first) and reports PASS or FAIL per lesson: the tests run
 * every lesson so, in every language.
 */
#include <dirent.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_options.h"
#include "help.h"
#include "i18n.h"
#include "lesson.h"
#include "lineedit.h"
#include "mods.h"
#include "screen.h"
#include "term.h"

enum { MAX_LESSONS = 64 };

typedef struct learn_options {
  const char *game;
  char default_game[BANG_VARIANT_WORD]; /* without one named: the manifests' default */
  long from; /* --lesson: 1-based */
  bool list, check;
  enum bang_color_mode color;
  char *files[MAX_LESSONS];
  int nfiles;
} learn_options;

static void learn_usage(FILE *out) {
  bang_help_usage_line(out, "learn");
  fprintf(out, "%s\n", _("Short lessons at the terminal, one rule each, that teach a whole first game."));
  static const bang_help_option options[] = {
      {"--lesson", NC_("metavariable", "N"), N_("start at lesson N (default 1)")},
      {"--list", NULL, N_("list the lessons and the rules they teach")},
      {"--check", NULL, N_("play the lessons (or the lesson FILEs given) with their scripted answers, each listed wrong move first, and report PASS or FAIL")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"--color", NC_("metavariable", "WHEN"), N_("colour: auto (default: on a terminal), always or never")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("At the prompt: the move asked for, or look, card, rules, hand, hint (the "
                         "answer), help, quit."));
  fprintf(out, "%s\n", _("Exit status: 0 the lessons ended or you left them, 1 an error (a lesson "
                         "file, a failed check), 2 a wrong command line, 3 the input ended before "
                         "the lessons did, 130 left with Ctrl-C."));
}

static int lesson_file(const struct dirent *e) {
  size_t n = strlen(e->d_name);
  return n > 4 && e->d_name[0] != '.' && strcmp(e->d_name + n - 4, ".lua") == 0;
}

/* The course's folder: scenarios/tutorial/<game>/ of the last mod that
 * has one (a game a mod brings, or its own lessons), else of the data
 * folder. */
static void course_dir(const learn_options *o, char *dir, size_t cap) {
  snprintf(dir, cap, "%s/scenarios/tutorial/%s", bang_cli_data_dir(), o->game);
  const char *const *mods = bang_mods_list();
  for (int i = 0; mods && mods[i]; i++) {
    char mine[4096];
    snprintf(mine, sizeof mine, "%s/scenarios/tutorial/%s", mods[i], o->game);
    DIR *d = opendir(mine);
    if (!d) continue;
    closedir(d);
    snprintf(dir, cap, "%s", mine);
  }
}

/* The course's files, sorted by name, into o->files; false (said) if
 * there are none. */
static bool find_course(learn_options *o) {
  char dir[4096];
  course_dir(o, dir, sizeof dir);
  struct dirent **names = NULL;
  int n = scandir(dir, &names, lesson_file, alphasort);
  for (int i = 0; i < n; i++) {
    if (o->nfiles < MAX_LESSONS) {
      char path[4400];
      snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
      o->files[o->nfiles] = strdup(path);
      if (o->files[o->nfiles]) o->nfiles++;
    }
    free(names[i]);
  }
  free(names);
  if (o->nfiles == 0) {
    fprintf(stderr, _("bang learn: no lessons in %s."), dir);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

/* `bang learn`'s own options (the shared ones: cli_options.c). */
static bool learn_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  learn_options *o = ctx;
  (void)common;
  switch (c) {
    case 'n':
      /* Out of range is said once the course is known, with its range. */
      if (!bang_cli_number(arg, -1000000, 1000000, &o->from)) {
        fprintf(stderr, "%s\n", _("bang learn: --lesson takes a lesson's number."));
        return false;
      }
      return true;
    case 'L': o->list = true; return true;
    case 'c': o->check = true; return true;
    default: return false;
  }
}

static bool parse(int argc, char **argv, learn_options *o, int *status) {
  static const struct option longopts[] = {
      {"lesson", required_argument, 0, 'n'}, {"list", no_argument, 0, 'L'},
      {"check", no_argument, 0, 'c'},        BANG_CLI_OPT_LANG,
      BANG_CLI_OPT_COLOR,                    BANG_CLI_OPT_COLOUR,
      BANG_CLI_OPT_HELP,                     {0, 0, 0, 0}};
  o->from = 1;
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"learn", learn_usage, longopts, learn_option, o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  o->color = common.color;
  if (parsed >= 0) {
    *status = parsed;
    return false;
  }
  long low, high;
  for (int i = optind; i < argc; i++) {
    const char *arg = argv[i];
    size_t n = strlen(arg);
    bool file = n > 4 && strcmp(arg + n - 4, ".lua") == 0;
    if (file && o->nfiles < MAX_LESSONS && !o->game) {
      o->files[o->nfiles] = strdup(arg);
      if (o->files[o->nfiles]) o->nfiles++;
    } else if (!file && !o->game && !o->nfiles && bang_cli_game_players(arg, &low, &high)) {
      o->game = arg;
    } else {
      fprintf(stderr, _("bang learn: unexpected argument '%s'; give one game (card, dice or solo) "
                        "or lesson files."), arg);
      fputc('\n', stderr);
      return false;
    }
  }
  if (!o->nfiles) {
    if (!o->game) { /* (no manifest: "", and no lessons there) */
      bang_cli_default_game(o->default_game, sizeof o->default_game);
      o->game = o->default_game;
    }
    if (!find_course(o)) {
      *status = 1;
      return false;
    }
  }
  if (o->from < 1 || o->from > o->nfiles) {
    fprintf(stderr, bang_trn("bang learn: there is %d lesson: --lesson takes 1 to %d.",
                             "bang learn: there are %d lessons: --lesson takes 1 to %d.",
                             (unsigned long)o->nfiles),
            o->nfiles,
            o->nfiles);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

/* The course's name, translated, into out. */
static const char *course_name(const char *game, char *out, size_t cap) {
  const char *name = game ? game : _("your lessons");
  bang_variants *all = malloc(sizeof *all); /* large */
  const bang_variant *v = game && all && bang_cli_variants(all) ? bang_variants_find(all, game) : NULL;
  if (v) name = bang_tr(v->course[0] ? v->course : v->title); /* its manifest's */
  snprintf(out, cap, "%s", name);
  free(all);
  return out;
}

static int list(const learn_options *o) {
  int status = 0;
  for (int i = 0; i < o->nfiles; i++) {
    char err[2048];
    bang_lesson *lesson = bang_lesson_load(o->files[i], err, sizeof err);
    if (!lesson) {
      fprintf(stderr, "bang learn: %s\n", err);
      status = 1;
      continue;
    }
    printf("%2d. %s [%s]\n", i + 1, bang_tr(bang_lesson_title(lesson)), bang_lesson_rules(lesson));
    bang_lesson_free(lesson);
  }
  return status;
}

static int check(const learn_options *o) {
  bang_screen view;
  bang_screen_init(&view, stdout, NULL);
  view.explain = true;
  int passed = 0, failed = 0;
  for (int i = 0; i < o->nfiles; i++) {
    char err[2048];
    bang_lesson *lesson = bang_lesson_load(o->files[i], err, sizeof err);
    enum bang_lesson_end end = BANG_LESSON_FAILED;
    if (lesson) {
      bang_lesson_play play = {.view = &view, .data_dir = bang_cli_data_dir(),
                               .mods = bang_mods_list(), .number = i + 1, .count = o->nfiles};
      end = bang_lesson_run(lesson, &play, err, sizeof err);
    }
    /* The verdicts and counts of `bang scenario`, the same words. */
    if (end == BANG_LESSON_DONE) {
      passed++;
      printf("%s %s  %s [%s]\n", bang_tr(NC_("scenario", "PASS")), o->files[i],
             bang_tr(bang_lesson_title(lesson)), bang_lesson_rules(lesson));
    } else {
      failed++;
      printf("%s %s\n", bang_tr(NC_("scenario", "FAIL")), err);
    }
    bang_lesson_free(lesson);
  }
  printf(bang_trn("%d passed", "%d passed", (unsigned long)passed), passed);
  fputs(_(", "), stdout);
  printf(bang_trn("%d failed", "%d failed", (unsigned long)failed), failed);
  putchar('\n');
  return failed ? 1 : 0;
}

typedef struct learning {
  bang_lesson *lesson; /* the one being played, for completion */
} learning;

static int complete(void *context, const char *line, char **out, int max) {
  learning *l = context;
  return l->lesson ? bang_lesson_complete(l->lesson, line, out, max) : 0;
}

/* How to go on from lesson number. */
static void go_on_hint(const learn_options *o, int number) {
  char command[256 + PATH_MAX];
  if (o->game)
    snprintf(command, sizeof command, "%s learn %s --lesson %d", bang_cli_program(), o->game, number);
  else snprintf(command, sizeof command, "%s learn --lesson %d FILE...", bang_cli_program(), number);
  bang_cli_command_line(_("Go on later with: %s"), command);
}

static int learn(const learn_options *o) {
  bang_term term;
  bang_term_init(&term, o->color);
  bang_screen view;
  bang_screen_init(&view, stdout, &term);
  view.explain = true;
  learning l = {NULL};
  bang_input *input = bang_input_new(term.tty_in && term.tty_out, complete, &l);
  if (!input) return 1;
  bang_input_catch_interrupt();
  char intro[1024], course[256];
  snprintf(intro, sizeof intro,
           bang_trn("%s: %d lesson, from the first turn to the end of the game and the characters. "
                    "Each one explains a rule, then asks for a move. Type help at the prompt for the "
                    "other commands.",
                    "%s: %d lessons, from the first turn to the end of the game and the characters. "
                    "Each one explains a rule, then asks for a move. Type help at the prompt for the "
                    "other commands.",
                    (unsigned long)o->nfiles),
           course_name(o->game, course, sizeof course), o->nfiles);
  bang_screen_text(&view, intro, "", "");
  bang_mods_print();
  int status = 0;
  for (int i = (int)o->from - 1; i < o->nfiles; i++) {
    char err[2048];
    bang_lesson *lesson = bang_lesson_load(o->files[i], err, sizeof err);
    if (!lesson) {
      fprintf(stderr, "bang learn: %s\n", err);
      status = 1;
      break;
    }
    l.lesson = lesson;
    bang_lesson_play play = {.view = &view, .input = input, .data_dir = bang_cli_data_dir(),
                             .mods = bang_mods_list(), .number = i + 1, .count = o->nfiles};
    enum bang_lesson_end end = bang_lesson_run(lesson, &play, err, sizeof err);
    l.lesson = NULL;
    bang_lesson_free(lesson);
    if (end == BANG_LESSON_FAILED) {
      fprintf(stderr, "bang learn: %s\n", err);
      status = 1;
      break;
    }
    if (end != BANG_LESSON_DONE) {
      printf("\n%s\n", end == BANG_LESSON_ENDED ? _("The input ended before the lessons did.")
                                                : _("You left the lessons."));
      go_on_hint(o, i + 1);
      status = end == BANG_LESSON_ENDED ? 3 : end == BANG_LESSON_INTERRUPTED ? 130 : 0;
      break;
    }
    if (i + 1 < o->nfiles) {
      char prompt[256];
      snprintf(prompt, sizeof prompt, "%s ", _("Lesson done. Press Enter for the next one."));
      fputc('\n', stdout);
      if (!bang_input_wait(input, prompt) || bang_input_interrupted()) {
        printf("\n%s\n", _("You left the lessons."));
        go_on_hint(o, i + 2);
        status = bang_input_interrupted() ? 130 : 0;
        break;
      }
      continue;
    }
    char done[512 + PATH_MAX], next[64 + PATH_MAX], course[256];
    snprintf(next, sizeof next, "%s play --game %s", bang_cli_program(), o->game ? o->game : "");
    if (o->game)
      snprintf(done, sizeof done, _("You have finished every lesson of %s. Now play a whole game: %s"),
               course_name(o->game, course, sizeof course), next);
    else
      snprintf(done, sizeof done, "%s", _("You have finished these lessons."));
    fputc('\n', stdout);
    bang_screen_text(&view, done, "", "");
  }
  bang_input_free(input);
  return status;
}

int bang_cli_learn(int argc, char **argv) {
  learn_options o;
  memset(&o, 0, sizeof o);
  int status = 2;
  int result;
  if (!parse(argc, argv, &o, &status)) result = status;
  else if (o.list) result = list(&o);
  else if (o.check) result = check(&o);
  else result = learn(&o);
  for (int i = 0; i < o.nfiles; i++) free(o.files[i]);
  return result;
}
