/*
 * help.h: the --help screens' shared layout. Option lines are aligned by
 * display width (Chinese metavariables take two columns a character), and
 * every metavariable (GAME, N, FILE...) is translated, so `bang --help` and
 * `bang COMMAND --help` show each command's synopsis in the same words.
 */
#ifndef BANG_HELP_H
#define BANG_HELP_H

#include <stddef.h>
#include <stdio.h>

/* One option of a help screen: the option ("--players"), the name of its
 * value as a "metavariable\004N" id (NULL: none), and what it does (an
 * English message id). */
typedef struct bang_help_option {
  const char *option, *metavar, *text;
} bang_help_option;

/* Print the options, their texts in one column after the widest option. */
void bang_help_options(FILE *out, const bang_help_option *options, size_t n);

/* The synopsis of a subcommand ("play", "simulate", "scenario"):
 * "bang scenario [--explain] [--quiet] [--lang L] FILE...", translated. */
void bang_help_synopsis(const char *command, char *out, size_t cap);

/* "Usage: " and the synopsis (no space after a full-width colon). */
void bang_help_usage_line(FILE *out, const char *command);

/* Show a help screen that draw writes, each line wrapped to 80 columns
 * (display columns, as Chinese takes two a character) with a hanging
 * indent: an option's text goes on in its column. */
void bang_help_show(FILE *out, void (*draw)(FILE *));

#endif
