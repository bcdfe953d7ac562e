/*
 * option_order.c: options grouped by what they do, numbered in the order
 * they are read (option_order.h). The engine lists a card's ways to be
 * played target by target ("cy's hand, cy's Jail, gus's hand..."); shown
 * by kind of play, that order would read 5, 9, 10, then 6, 7, 8.
 */
#include "option_order.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bang_option_key(bang_game *g, int i, char *out, size_t cap) {
  const char *english = bang_game_option_command(g, i);
  bang_msg label;
  if (!bang_game_option_label(g, i, &label)) {
    snprintf(out, cap, "#%d", i); /* nothing to group by */
    return;
  }
  /* What stays within a group: the label's id, the command's verb, and
   * the card played (the label's "card"); players, numbers, dice and the
   * cards aimed at vary. */
  size_t verb = strcspn(english ? english : "", " ");
  const bang_arg *card = bang_msg_arg(&label, "card");
  snprintf(out, cap, "%s|%.*s|%s", label.id, (int)verb, english ? english : "",
           card && card->kind == BANG_ARG_TEXT ? card->text : "");
}

enum { KEY = 512 };

typedef struct keyed {
  const char *key;
  int index, group; /* group: the first option with the same key */
} keyed;

static int by_key(const void *a, const void *b) {
  const keyed *x = a, *y = b;
  int c = strcmp(x->key, y->key);
  return c ? c : x->index - y->index;
}

static int by_group(const void *a, const void *b) {
  const keyed *x = a, *y = b;
  return x->group != y->group ? x->group - y->group : x->index - y->index;
}

/* Sorted by key, then by group: O(n log n), for decisions of thousands of
 * options too. */
int bang_option_order(bang_game *g, int *order, int max) {
  const bang_decision *d = bang_game_decision(g);
  int n = d ? d->options : 0;
  if (n > max) n = max;
  if (n <= 0) return 0;
  char(*key)[KEY] = malloc((size_t)n * sizeof *key);
  keyed *k = malloc((size_t)n * sizeof *k);
  if (!key || !k) { /* the engine's order, then */
    free(key);
    free(k);
    for (int i = 0; i < n; i++) order[i] = i;
    return n;
  }
  for (int i = 0; i < n; i++) {
    bang_option_key(g, i, key[i], KEY);
    k[i] = (keyed){key[i], i, i};
  }
  qsort(k, (size_t)n, sizeof *k, by_key);
  for (int i = 1; i < n; i++)
    if (strcmp(k[i].key, k[i - 1].key) == 0) k[i].group = k[i - 1].group;
  qsort(k, (size_t)n, sizeof *k, by_group);
  for (int i = 0; i < n; i++) order[i] = k[i].index;
  free(k);
  free(key);
  return n;
}

int bang_option_shown(bang_game *g, int k) {
  const bang_decision *d = bang_game_decision(g);
  if (!d || k < 1 || k > d->options) return -1;
  int *order = malloc((size_t)d->options * sizeof *order);
  if (!order) return k - 1;
  int n = bang_option_order(g, order, d->options);
  int option = k <= n ? order[k - 1] : k - 1;
  free(order);
  return option;
}

int bang_option_number(bang_game *g, int option) {
  const bang_decision *d = bang_game_decision(g);
  if (!d || option < 0 || option >= d->options) return option + 1;
  int *order = malloc((size_t)d->options * sizeof *order);
  if (!order) return option + 1;
  int n = bang_option_order(g, order, d->options), k = 0;
  while (k < n && order[k] != option) k++;
  free(order);
  return k < n ? k + 1 : option + 1;
}
