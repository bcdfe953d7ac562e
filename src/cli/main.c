/*
 * main.c: the `bang` program: parses the subcommand and hands over to it.
 * Every command's output is checked at the end (bang_cli_finish): a write
 * error (a full disk, /dev/full) is reported and the status is 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "help.h"
#include "i18n.h"
#include "mods.h"

#ifndef BANG_VERSION
#define BANG_VERSION "unknown"
#endif

static void usage(FILE *out) {
  fprintf(out, "%s\n\n", _("bang: BANG! and BANG! The Dice Game at the terminal, against the computer or friends."));
  fprintf(out, "%s\n", _("Usage:"));
  static const char *const commands[] = {"play", "resume", "simulate", "scenario", "learn", "replay", "save", "host", "join", "rules"};
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
    char synopsis[512];
    bang_help_synopsis(commands[i], synopsis, sizeof synopsis);
    fprintf(out, "  %s\n", synopsis);
  }
  fprintf(out, "  bang -h|--help\n");
  fprintf(out, "  bang -V|--version\n\n");
  fprintf(out, "%s\n", _("Run 'bang COMMAND --help' for the options of a command."));
  fprintf(out, "%s\n", _("Languages: en, pt_BR, es, it, zh_CN (default: from the environment)."));
  fprintf(out, "%s\n", _("Exit status: 0 done, 1 an error (a script, a file, a failed scenario or game, "
                         "output that could not be written), 2 a wrong command line, 3 the input "
                         "ended before the game did, 130 left with Ctrl-C."));
  fprintf(out, "%s\n", _("See bang(6) for the whole manual."));
}

static void version(void) {
  printf("bang %s\n", BANG_VERSION);
  printf("%s\n", _("Copyright 2026 The bang authors. MIT licence (Expat)."));
  printf("%s\n", _("BANG! and BANG! The Dice Game are trademarks of dV Giochi; this is an "
                   "unofficial implementation with its own rule texts."));
  printf(_("Scripts: %s"), bang_cli_data_dir());
  putchar('\n');
  printf(_("Catalogs: %s"), bang_cli_locale_dir());
  putchar('\n');
  bang_mods_print();
}

static const char *lang_in(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc) return argv[i + 1];
    if (strncmp(argv[i], "--lang=", 7) == 0) return argv[i] + 7;
  }
  return NULL;
}

static int run(int argc, char **argv) {
  if (!bang_cli_language(lang_in(argc, argv))) return 2;
  if (!bang_mods_init(&argc, argv)) return 2; /* --mod DIR, anywhere */
  if (argc < 2) {
    bang_help_show(stderr, usage);
    return 2;
  }
  const char *command = argv[1];
  if (strcmp(command, "play") == 0) return bang_cli_play(argc - 1, argv + 1);
  if (strcmp(command, "simulate") == 0) return bang_cli_simulate(argc - 1, argv + 1);
  if (strcmp(command, "scenario") == 0) return bang_cli_scenario(argc - 1, argv + 1);
  if (strcmp(command, "learn") == 0) return bang_cli_learn(argc - 1, argv + 1);
  if (strcmp(command, "replay") == 0) return bang_cli_replay(argc - 1, argv + 1);
  if (strcmp(command, "save") == 0) return bang_cli_save(argc - 1, argv + 1);
  if (strcmp(command, "host") == 0) return bang_cli_host(argc - 1, argv + 1);
  if (strcmp(command, "join") == 0) return bang_cli_join(argc - 1, argv + 1);
  if (strcmp(command, "rules") == 0) return bang_cli_rules(argc - 1, argv + 1);
  if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ||
      strcmp(command, "help") == 0) {
    bang_help_show(stdout, usage);
    return 0;
  }
  if (strcmp(command, "--version") == 0 || strcmp(command, "-V") == 0) {
    version();
    return 0;
  }
  char shown[64];
  fprintf(stderr, _("bang: unknown command '%s'."), bang_cli_shown(command, shown, sizeof shown));
  fputc('\n', stderr);
  bang_help_show(stderr, usage);
  return 2;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  bang_cli_set_program(argc > 0 ? argv[0] : NULL);
  return bang_cli_finish(run(argc, argv));
}
