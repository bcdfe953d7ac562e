/*
 * msg.c: small helpers over bang_msg.
 */
#include "msg.h"

#include <string.h>

const bang_arg *bang_msg_arg(const bang_msg *m, const char *key) {
  for (int i = 0; i < m->nargs; i++)
    if (strcmp(m->args[i].key, key) == 0) return &m->args[i];
  return NULL;
}

int bang_msg_key_is_player(const char *key) {
  static const char *const player_keys[] = {"player", "target", "source",
                                            "victim", "other",  NULL};
  for (int i = 0; player_keys[i]; i++)
    if (strcmp(key, player_keys[i]) == 0) return 1;
  return 0;
}
