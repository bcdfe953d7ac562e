/*
 * cli_scenario.c: `bang scenario FILE...`, run scenario files.
 *
 * Prints PASS or FAIL (with file, line and what differed) per file and a
 * closing "N passed, N failed" line, in the reader's language; the exit status is 0 only if all pass.
 * --explain narrates each step with the rules that applied.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_options.h"
#include "help.h"
#include "i18n.h"
#include "mods.h"
#include "scenario.h"

static void scenario_usage(FILE *out) {
  bang_help_usage_line(out, "scenario");
  fprintf(out, "%s\n", _("Run scenario files: scripted set-ups, commands and expectations."));
  static const bang_help_option options[] = {
      {"--explain", NULL, N_("narrate each step with the rule that applied")},
      {"--quiet", NULL, N_("print only failures and the summary")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 every file passed, 1 a file failed or the output could "
                         "not be written, 2 a wrong command line."));
}

/* --quiet, `bang scenario`'s own option (the shared ones: cli_options.c). */
static bool scenario_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  (void)common, (void)arg;
  if (c != 'q') return false;
  *(bool *)ctx = true;
  return true;
}

int bang_cli_scenario(int argc, char **argv) {
  static const struct option longopts[] = {BANG_CLI_OPT_EXPLAIN,
                                           {"quiet", no_argument, 0, 'q'},
                                           BANG_CLI_OPT_LANG,
                                           BANG_CLI_OPT_HELP,
                                           {0, 0, 0, 0}};
  bool quiet = false;
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"scenario", scenario_usage, longopts, scenario_option, &quiet};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  if (parsed >= 0) return parsed;
  bool explain = common.explain;
  if (optind >= argc) {
    bang_cli_missing("scenario", bang_tr(NC_("metavariable", "FILE")));
    bang_help_show(stderr, scenario_usage);
    return 2;
  }
  int passed = 0, failed = 0;
  for (int i = optind; i < argc; i++) {
    bang_scenario_result result;
    if (explain) printf("== %s\n", argv[i]);
    bang_scenario_run(argv[i], bang_cli_data_dir(), bang_mods_list(), explain ? stdout : NULL, explain, &result);
    if (result.passed) {
      passed++;
      /* TRANSLATORS: the verdict before a scenario file that passed (and
         FAIL before one that failed): short, in capitals. */
      if (!quiet) printf("%s %s  %s [%s]\n", bang_tr(NC_("scenario", "PASS")), argv[i], result.title,
                         result.rules);
    } else {
      failed++;
      printf("%s %s\n", bang_tr(NC_("scenario", "FAIL")), result.failure);
    }
  }
  /* Two counts, each with its own plural: "1 passed, 2 failed". */
  printf(bang_trn("%d passed", "%d passed", (unsigned long)passed), passed);
  fputs(_(", "), stdout);
  printf(bang_trn("%d failed", "%d failed", (unsigned long)failed), failed);
  putchar('\n');
  return failed ? 1 : 0;
}
