/*
 * plural.c: parsing and evaluating a catalog's plural rule (plural.h), by
 * recursive descent over gettext's grammar, lowest precedence first:
 *   cond := or ['?' cond ':' cond]   or := and {'||' and}
 *   and := eq {'&&' eq}             eq := rel {('==' | '!=') rel}
 *   rel := add {('<' | '>' | '<=' | '>=') add}
 *   add := mul {('+' | '-') mul}     mul := unary {('*' | '/' | '%') unary}
 *   unary := '!' unary | 'n' | number | '(' cond ')'
 */
#include "plural.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct parser {
  const char *s;
  bang_plural *rule;
  int depth;
  bool bad;
} parser;

enum { MAX_DEPTH = 40 };

static void skip_space(parser *p) {
  while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r') p->s++;
}

static bool accept(parser *p, const char *token) {
  skip_space(p);
  size_t n = strlen(token);
  if (strncmp(p->s, token, n) != 0) return false;
  /* "<" is not the start of "<=", nor "!" of "!=" */
  if (n == 1 && (token[0] == '<' || token[0] == '>' || token[0] == '!' || token[0] == '=') &&
      p->s[1] == '=')
    return false;
  p->s += n;
  return true;
}

static int node(parser *p, char op, int a, int b, int c) {
  if (p->bad || p->rule->nnodes == BANG_PLURAL_NODES) {
    p->bad = true;
    return -1;
  }
  bang_plural_node *x = &p->rule->nodes[p->rule->nnodes];
  memset(x, 0, sizeof *x);
  x->op = op;
  x->a = (short)a;
  x->b = (short)b;
  x->c = (short)c;
  return p->rule->nnodes++;
}

static int cond(parser *p);

static int unary(parser *p) {
  if (++p->depth > MAX_DEPTH) p->bad = true;
  int r = -1;
  skip_space(p);
  if (p->bad) {
  } else if (accept(p, "!")) {
    r = node(p, '!', unary(p), -1, -1);
  } else if (accept(p, "(")) {
    r = cond(p);
    if (!accept(p, ")")) p->bad = true;
  } else if (*p->s == 'n') {
    p->s++;
    r = node(p, 'n', -1, -1, -1);
  } else if (isdigit((unsigned char)*p->s)) {
    char *end;
    unsigned long v = strtoul(p->s, &end, 10);
    p->s = end;
    r = node(p, '#', -1, -1, -1);
    if (r >= 0) p->rule->nodes[r].value = v;
  } else {
    p->bad = true;
  }
  p->depth--;
  return r;
}

/* One level of left-associative binary operators: ops[i] is the token,
 * codes[i] the node's op. */
static int binary(parser *p, int (*next)(parser *), const char *const *ops, const char *codes) {
  int left = next(p);
  for (;;) {
    int i = 0;
    while (ops[i] && !accept(p, ops[i])) i++;
    if (!ops[i] || p->bad) return left;
    int right = next(p);
    int k = node(p, codes[i], left, right, -1);
    if (k >= 0 && (strcmp(ops[i], "<=") == 0 || strcmp(ops[i], ">=") == 0))
      p->rule->nodes[k].or_equal = true;
    left = k;
  }
}

static int mul(parser *p) {
  static const char *const ops[] = {"*", "/", "%", NULL};
  return binary(p, unary, ops, "*/%");
}
static int add(parser *p) {
  static const char *const ops[] = {"+", "-", NULL};
  return binary(p, mul, ops, "+-");
}
static int rel(parser *p) {
  static const char *const ops[] = {"<=", ">=", "<", ">", NULL};
  return binary(p, add, ops, "<><>");
}
static int eq(parser *p) {
  static const char *const ops[] = {"==", "!=", NULL};
  return binary(p, rel, ops, "=N");
}
static int and_(parser *p) {
  static const char *const ops[] = {"&&", NULL};
  return binary(p, eq, ops, "&");
}
static int or_(parser *p) {
  static const char *const ops[] = {"||", NULL};
  return binary(p, and_, ops, "|");
}

static int cond(parser *p) {
  if (++p->depth > MAX_DEPTH) p->bad = true;
  int test = or_(p);
  if (!p->bad && accept(p, "?")) {
    int yes = cond(p);
    if (!accept(p, ":")) p->bad = true;
    int no = cond(p);
    test = node(p, '?', test, yes, no);
  }
  p->depth--;
  return test;
}

static void english(bang_plural *rule) {
  memset(rule, 0, sizeof *rule);
  rule->nplurals = 2;
  rule->nnodes = 3;
  rule->nodes[0] = (bang_plural_node){.op = 'n', .a = -1, .b = -1, .c = -1};
  rule->nodes[1] = (bang_plural_node){.op = '#', .value = 1, .a = -1, .b = -1, .c = -1};
  rule->nodes[2] = (bang_plural_node){.op = 'N', .a = 0, .b = 1, .c = -1};
  rule->root = 2;
}

bool bang_plural_from_header(bang_plural *rule, const char *header) {
  english(rule);
  const char *line = header ? strstr(header, "Plural-Forms:") : NULL;
  if (!line) return true;
  const char *np = strstr(line, "nplurals=");
  const char *pl = strstr(line, "plural=");
  if (!np || !pl) return false;
  long count = strtol(np + 9, NULL, 10);
  if (count < 1 || count > 16) return false;
  bang_plural parsed;
  memset(&parsed, 0, sizeof parsed);
  parser p = {pl + 7, &parsed, 0, false};
  parsed.root = cond(&p);
  skip_space(&p);
  if (p.bad || parsed.root < 0 || (*p.s && *p.s != ';')) return false;
  parsed.nplurals = (int)count;
  *rule = parsed;
  return true;
}

static unsigned long eval(const bang_plural *r, int k, unsigned long n) {
  const bang_plural_node *x = &r->nodes[k];
  unsigned long a = x->a >= 0 && x->op != '?' ? eval(r, x->a, n) : 0;
  switch (x->op) {
    case 'n': return n;
    case '#': return x->value;
    case '!': return !a;
    case '?': return eval(r, x->a, n) ? eval(r, x->b, n) : eval(r, x->c, n);
    case '&': return a && eval(r, x->b, n);
    case '|': return a || eval(r, x->b, n);
    default: break;
  }
  unsigned long b = eval(r, x->b, n);
  switch (x->op) {
    case '*': return a * b;
    case '/': return b ? a / b : 0;
    case '%': return b ? a % b : 0;
    case '+': return a + b;
    case '-': return a - b;
    case '<': return x->or_equal ? a <= b : a < b;
    case '>': return x->or_equal ? a >= b : a > b;
    case '=': return a == b;
    case 'N': return a != b;
    default: return 0;
  }
}

int bang_plural_form(const bang_plural *rule, unsigned long n) {
  unsigned long form = eval(rule, rule->root, n);
  return form < (unsigned long)rule->nplurals ? (int)form : rule->nplurals - 1;
}
