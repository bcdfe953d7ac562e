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

static int is_control(const unsigned char *c, size_t left) {
  /* \001 and \004 separate plural forms and contexts in message ids. */
  if (*c == '\t' || *c == '\n' || *c == '\001' || *c == '\004') return 0;
  if (*c < 0x20 || *c == 0x7f) return 1;
  return *c == 0xc2 && left > 1 && c[1] >= 0x80 && c[1] <= 0x9f ? 2 : 0;
}

int bang_msg_needs_clean(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++)
    if (is_control((const unsigned char *)s + i, len - i)) return 1;
  return 0;
}

char *bang_msg_clean(char *s) {
  size_t len = strlen(s), out = 0;
  for (size_t i = 0; i < len;) {
    int skip = is_control((const unsigned char *)s + i, len - i);
    if (skip) {
      i += (size_t)skip;
      continue;
    }
    s[out++] = s[i++];
  }
  s[out] = '\0';
  return s;
}
