/*
 * cli_save.c: `bang save --to-scenario FILE OUT.lua`, a saved game as a
 * scenario file (toscenario.h): the game is replayed from its save with
 * the scripts loaded now (refused if they are not the save's), and its
 * set-up, decisions and final state are written.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_options.h"
#include "help.h"
#include "i18n.h"
#include "mods.h"
#include "save_match.h"
#include "savefile.h"
#include "toscenario.h"

static void save_usage(FILE *out) {
  bang_help_usage_line(out, "save");
  fprintf(out, "%s\n", _("Turn a saved game into a scenario file: the same set-up, every decision "
                         "as it was taken, and the state the game reached."));
  static const bang_help_option options[] = {
      {"--to-scenario", NULL, N_("write the scenario of the save FILE to OUT.lua")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 written, 1 an error (the save, its scripts, the file), "
                         "2 a wrong command line."));
}

/* --to-scenario, `bang save`'s own option (the shared ones: cli_options.c). */
static bool save_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  (void)common, (void)arg;
  if (c != 't') return false;
  *(bool *)ctx = true;
  return true;
}

int bang_cli_save(int argc, char **argv) {
  static const struct option longopts[] = {{"to-scenario", no_argument, 0, 't'},
                                           BANG_CLI_OPT_LANG,
                                           BANG_CLI_OPT_HELP,
                                           {0, 0, 0, 0}};
  bool to_scenario = false;
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"save", save_usage, longopts, save_option, &to_scenario};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  if (parsed >= 0) return parsed;
  if (to_scenario && argc - optind < 2) /* the first one left out */
    bang_cli_missing("save", argc == optind ? bang_tr(NC_("metavariable", "FILE"))
                                            : bang_tr(NC_("metavariable", "OUT.lua")));
  if (!to_scenario || argc - optind != 2) {
    bang_help_show(stderr, save_usage);
    return 2;
  }
  const char *path = argv[optind], *out = argv[optind + 1];
  size_t n = strlen(out);
  if (n < 5 || strcmp(out + n - 4, ".lua") != 0) {
    fprintf(stderr, "%s\n", _("bang save: the scenario's file name ends in .lua."));
    return 2;
  }
  bang_save save;
  char err[2048], why[2048];
  if (!bang_save_read(&save, path, err, sizeof err)) {
    fprintf(stderr, "bang save: %s\n", err);
    return 1;
  }
  int status = 1;
  bang_match *m = NULL;
  bang_save_match_setup keep;
  const char *data = bang_cli_data_dir(), *const *mods = bang_mods_list();
  if (!bang_save_same_scripts(&save, NULL, data, mods, why, sizeof why) ||
      /* and, the game built, nothing loaded that the save does not hold */
      ((m = bang_save_match_new(&save, &keep, data, mods, err, sizeof err)) != NULL &&
       !bang_save_same_scripts(&save, bang_match_game(m), data, mods, why, sizeof why))) {
    fprintf(stderr, _("bang save: %s was saved with other rule scripts, so it would not replay the "
                      "same game: %s"), path, why);
    fputc('\n', stderr);
  } else if (!m) {
    fprintf(stderr, "bang save: %s\n", err);
  } else {
    bool ok = true;
    for (size_t i = 0; ok && i < save.nsteps; i++) ok = bang_save_match_step(&save, m, i, err, sizeof err);
    if (ok) ok = bang_to_scenario(&save, m, out, err, sizeof err);
    if (!ok) {
      fprintf(stderr, "bang save: %s\n", err);
    } else {
      printf(_("Written as a scenario to %s: run it with bang scenario."), out);
      putchar('\n');
      status = 0;
    }
  }
  bang_match_free(m);
  bang_save_free(&save);
  return status;
}
