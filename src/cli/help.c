/*
 * help.c: option lines and synopses of the --help screens (help.h), with
 * the metavariables (GAME, N, FILE...) from the catalogs.
 */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include "help.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "textwidth.h"

static void option_head(const bang_help_option *o, char *out, size_t cap) {
  snprintf(out, cap, "  %s%s%s", o->option, o->metavar ? " " : "", o->metavar ? bang_tr(o->metavar) : "");
}

void bang_help_options(FILE *out, const bang_help_option *options, size_t n) {
  int column = 0;
  for (size_t i = 0; i < n; i++) {
    char head[256];
    option_head(&options[i], head, sizeof head);
    int w = bang_text_width(head);
    if (w > column) column = w;
  }
  for (size_t i = 0; i < n; i++) {
    char head[256], line[1024] = "";
    option_head(&options[i], head, sizeof head);
    bang_text_pad(line, sizeof line, head, column + 2);
    fprintf(out, "%s%s\n", line, _(options[i].text));
  }
}

void bang_help_synopsis(const char *command, char *out, size_t cap) {
  /* TRANSLATORS: the metavariables of --help, the names of option values,
     in capitals as is usual on a command line (or as your language writes
     them, e.g. <文件>). N and K are numbers: keep the letters if the help
     texts call them N and K. */
  const char *n = bang_tr(NC_("metavariable", "N")), *l = bang_tr(NC_("metavariable", "L"));
  const char *file = bang_tr(NC_("metavariable", "FILE"));
  if (strcmp(command, "play") == 0)
    snprintf(out, cap,
             "bang play [--game card|dice|solo] [--players %s] [--humans %s] [--seed %s] "
             "[--lang %s] [--explain] ...",
             n, n, n, l);
  else if (strcmp(command, "simulate") == 0)
    snprintf(out, cap,
             "bang simulate [--game card|dice|solo] [--players %s] [--games %s] [--seed %s] "
             "[--bot %s] ...",
             n, n, n, bang_tr(NC_("metavariable", "KIND")));
  else if (strcmp(command, "resume") == 0)
    snprintf(out, cap, "bang play --resume [%s]", file);
  else if (strcmp(command, "learn") == 0)
    snprintf(out, cap, "bang learn [card|dice|solo] [--lesson %s] [--list] [--lang %s] ...", n, l);
  else if (strcmp(command, "replay") == 0)
    snprintf(out, cap, "bang replay %s [--as %s] [--explain] [--to %s]", file,
             bang_tr(NC_("metavariable", "NAME")), bang_tr(NC_("metavariable", "STEP")));
  else if (strcmp(command, "host") == 0)
    snprintf(out, cap, "bang host [--game card|dice|solo] [--players %s] [--humans 0|1] --remote %s "
             "[--listen %s] [--code %s] [--start-after %s] [--grace %s] [--resume %s] ...", n, n,
             bang_tr(NC_("metavariable", "ADDR:PORT")), bang_tr(NC_("metavariable", "CODE")),
             bang_tr(NC_("metavariable", "SECONDS")), bang_tr(NC_("metavariable", "SECONDS")), file);
  else if (strcmp(command, "join") == 0)
    snprintf(out, cap, "bang join %s --code %s [--name %s | --watch] [--lang %s] [--mod %s]",
             bang_tr(NC_("metavariable", "ADDR[:PORT]")), bang_tr(NC_("metavariable", "CODE")),
             bang_tr(NC_("metavariable", "NAME")), l, bang_tr(NC_("metavariable", "DIR")));
  else if (strcmp(command, "rules") == 0)
    snprintf(out, cap, "bang rules [--game %s] [--lang %s] [--mod %s] [%s...]", bang_tr(NC_("metavariable", "GAME")),
             l, bang_tr(NC_("metavariable", "DIR")), bang_tr(NC_("metavariable", "ID")));
  else if (strcmp(command, "save") == 0)
    snprintf(out, cap, "bang save --to-scenario %s %s", file, bang_tr(NC_("metavariable", "OUT.lua")));
  else
    snprintf(out, cap, "bang scenario [--explain] [--quiet] [--lang %s] %s...", l, file);
}

void bang_help_usage_line(FILE *out, const char *command) {
  char synopsis[512];
  bang_help_synopsis(command, synopsis, sizeof synopsis);
  const char *label = _("Usage:");
  fprintf(out, "%s%s%s\n", label, bang_text_gap_after(label), synopsis);
}

enum { HELP_WIDTH = 80 };

/* The column a help line's continuation lines start at: an option's text
 * column ("  --seed N   the seed..."), else two past the line's indent. */
static int hang_of(const char *line, size_t len, size_t indent) {
  if (indent > 0 && line[indent] == '-') {
    const char *gap = strstr(line + indent, "  ");
    if (gap && (size_t)(gap - line) < len) {
      char head[512];
      size_t at = (size_t)(gap - line);
      while (at < len && line[at] == ' ') at++;
      snprintf(head, sizeof head, "%.*s", (int)at, line);
      int column = bang_text_width(head);
      if (column <= HELP_WIDTH / 2) return column;
    }
  }
  return (int)indent + 2;
}

void bang_help_show(FILE *out, void (*draw)(FILE *)) {
  char *buffer = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buffer, &size);
  if (!f) {
    draw(out);
    return;
  }
  draw(f);
  fclose(f);
  for (char *line = buffer; line && *line;) {
    char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    char text[4096];
    snprintf(text, sizeof text, "%.*s", (int)len, line);
    if (bang_text_width(text) <= HELP_WIDTH) {
      fprintf(out, "%s\n", text);
    } else {
      size_t indent = strspn(text, " ");
      char first[64], next[64];
      int hang = hang_of(text, len, indent);
      snprintf(first, sizeof first, "%*s", (int)indent, "");
      snprintf(next, sizeof next, "%*s", hang < 60 ? hang : 2, "");
      bang_text_wrap(out, text + indent, HELP_WIDTH, first, next);
    }
    line = end ? end + 1 : NULL;
  }
  free(buffer);
}
