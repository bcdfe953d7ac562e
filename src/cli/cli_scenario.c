/*
 * cli_scenario.c: `bang scenario FILE...`, run scenario files.
 *
 * Prints PASS or FAIL (with file, line and what differed) per file and a
 * closing "N passed, N failed" line; the exit status is 0 only if all pass.
 * --explain narrates each step with the rules that applied.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "mods.h"
#include "scenario.h"

static void scenario_usage(FILE *out) {
  fprintf(out, "%s\n", _("Usage: bang scenario [--explain] [--quiet] [--lang L] FILE..."));
  fprintf(out, "%s\n", _("Run scenario files: scripted set-ups, commands and expectations."));
  fprintf(out, "  --explain        %s\n", _("narrate each step with the rule that applied"));
  fprintf(out, "  --quiet          %s\n", _("print only failures and the summary"));
  fprintf(out, "  --mod DIR        %s\n", _("load the mod in DIR over the stock scripts (repeatable)"));
  fprintf(out, "  --lang L         %s\n", _("language: en, pt_BR, es, it, zh_CN"));
  fprintf(out, "  -h, --help       %s\n", _("show this help"));
  fprintf(out, "%s\n", _("Exit status: 0 every file passed, 1 a file failed or the output could "
                         "not be written, 2 a wrong command line."));
}

int bang_cli_scenario(int argc, char **argv) {
  static const struct option longopts[] = {{"explain", no_argument, 0, 'e'},
                                           {"quiet", no_argument, 0, 'q'},
                                           {"lang", required_argument, 0, 'l'},
                                           {"help", no_argument, 0, 'h'},
                                           {0, 0, 0, 0}};
  bool explain = false, quiet = false;
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    switch (c) {
      case 'e': explain = true; break;
      case 'q': quiet = true; break;
      case 'l': break;
      case 'h': scenario_usage(stdout); return 0;
      default:
        fprintf(stderr, _("bang scenario: unknown or incomplete option '%s'."), argv[optind - 1]);
        fputc('\n', stderr);
        scenario_usage(stderr);
        return 2;
    }
  }
  if (optind >= argc) {
    scenario_usage(stderr);
    return 2;
  }
  int passed = 0, failed = 0;
  for (int i = optind; i < argc; i++) {
    bang_scenario_result result;
    if (explain) printf("== %s\n", argv[i]);
    bang_scenario_run(argv[i], bang_cli_data_dir(), bang_mods_list(), explain ? stdout : NULL, explain, &result);
    if (result.passed) {
      passed++;
      if (!quiet) printf("PASS %s  %s [%s]\n", argv[i], result.title, result.rules);
    } else {
      failed++;
      printf("FAIL %s\n", result.failure);
    }
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
