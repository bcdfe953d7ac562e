/*
 * cli_join.c: `bang join`, a seat at a table opened with `bang host`
 * (src/cli/join_client.h), played at this terminal in this player's language.
 */
#include <ctype.h>
#include <stdbool.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_options.h"
#include "join_client.h"
#include "help.h"
#include "i18n.h"
#include "names.h"
#include "savefile.h"

static void join_usage(FILE *out) {
  bang_help_usage_line(out, "join");
  fprintf(out, "%s\n", _("Take a seat at a table opened with bang host."));
  static const bang_help_option options[] = {
      {"--code", NC_("metavariable", "CODE"), N_("the code the host printed")},
      {"--name", NC_("metavariable", "NAME"), N_("your name at the table")},
      {"--watch", NULL, N_("watch the game as a spectator: what every player sees, no seat")},
      {"--no-confirm", NULL, N_("do not ask before plays that harm you (Beer at full life...)")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
}

/* Where the seat's key is kept for a later join with the same address and
 * name (the state folder, as the saves): NULL without a name or a folder.
 * Only letters, digits, '.', '-', '_' and non-ASCII bytes of both go into
 * the file's name. */
static const char *key_file(const char *address, const char *name, char *out, size_t cap) {
  char dir[BANG_SAVE_PATH], err[256], words[160];
  if (!name || !bang_save_dir(dir, sizeof dir, err, sizeof err)) return NULL;
  snprintf(words, sizeof words, "%s-%s", address, name);
  for (unsigned char *p = (unsigned char *)words; *p; p++)
    if (*p < 0x80 && !isalnum(*p) && *p != '.' && *p != '-' && *p != '_') *p = '_';
  snprintf(out, cap, "%s/join-%s.key", dir, words);
  return out;
}

/* `bang join`'s own options (the shared ones: cli_options.c). */
typedef struct join_options {
  const char *code, *name;
  bool watch, no_confirm;
} join_options;

static bool join_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  join_options *o = ctx;
  (void)common;
  switch (c) {
    case 'c': o->code = arg; return true;
    case 'n':
      if (!bang_cli_name_ok(arg)) {
        fprintf(stderr, "%s\n", _("bang join: --name takes one word of at most 31 bytes, not a number."));
        return false;
      }
      o->name = arg;
      return true;
    case 'w': o->watch = true; return true;
    case 'N': o->no_confirm = true; return true;
    default: return false;
  }
}

int bang_cli_join(int argc, char **argv) {
  static const struct option longs[] = {{"code", required_argument, 0, 'c'},
                                        {"name", required_argument, 0, 'n'},
                                        BANG_CLI_OPT_LANG,
                                        {"watch", no_argument, 0, 'w'},
                                        {"no-confirm", no_argument, 0, 'N'},
                                        BANG_CLI_OPT_HELP,
                                        {0, 0, 0, 0}};
  join_options o = {NULL, NULL, false, false};
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"join", join_usage, longs, join_option, &o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  if (parsed >= 0) return parsed;
  const char *code = o.code, *name = o.name;
  bool watch = o.watch;
  if (optind + 1 != argc || !code) {
    bang_help_show(stderr, join_usage);
    return 2;
  }
  char err[1024] = "", key_path[BANG_SAVE_PATH + 200];
  int fd = bang_net_connect(argv[optind], err, sizeof err);
  if (fd < 0) {
    fprintf(stderr, _("bang join: cannot connect: %s"), err[0] ? err : strerror(errno));
    fputc('\n', stderr);
    return 1;
  }
  int status = watch ? bang_net_client_watch(fd, code)
                     : bang_net_client_play(fd, code, name, key_file(argv[optind], name, key_path, sizeof key_path),
                                            !o.no_confirm);
  close(fd);
  return status;
}
