/*
 * plural.h: a catalog's plural rule ("Plural-Forms: nplurals=2;
 * plural=(n != 1);"), compiled once and evaluated for each count.
 *
 * The rule is the C expression gettext defines: n, unsigned numbers,
 * ! * / % + - < > <= >= == != && || ?: and parentheses. A catalog is
 * input (a mod brings its own), so the parser is bounded (a rule of at
 * most BANG_PLURAL_NODES parts) and evaluation never fails: a division by
 * zero is 0, and a form past the catalog's count is read as the last.
 */
#ifndef BANG_PLURAL_H
#define BANG_PLURAL_H

#include <stdbool.h>

enum { BANG_PLURAL_NODES = 96 };

typedef struct bang_plural_node {
  char op;            /* 'n', '#' (a number), '!', '?', or the operator's first char;
                       * '<'/'>' with or_equal, '=' for ==, 'N' for != */
  bool or_equal;      /* <= >= */
  unsigned long value; /* '#' */
  short a, b, c;      /* operands: node indexes (-1 none) */
} bang_plural_node;

typedef struct bang_plural {
  int nplurals;
  int root;
  int nnodes;
  bang_plural_node nodes[BANG_PLURAL_NODES];
} bang_plural;

/* The rule of a catalog's header (the translation of ""), or the English
 * one (nplurals=2; plural=n != 1) when the header has none. false (and the
 * English rule) when the header has a rule that does not parse. */
bool bang_plural_from_header(bang_plural *rule, const char *header);

/* Which form (0 to nplurals - 1) a count takes. */
int bang_plural_form(const bang_plural *rule, unsigned long n);

#endif
