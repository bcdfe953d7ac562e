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

/* How many continuation bytes the UTF-8 lead byte c takes (0: none). */
static size_t continuations(unsigned char c) {
  return c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
}

/* At c (left bytes on): the length of a control to remove (> 0), or minus
 * the length of a character to keep. A control is a C0 one, DEL, a C1 one
 * written in UTF-8 (U+0080..U+009F, \302\200..\302\237) or as a byte of
 * its own (\200..\237 continuing no character: an 8-bit C1 control such as
 * CSI, \233, to a terminal that is not in UTF-8). */
static long control_at(const unsigned char *c, size_t left) {
  /* \001 and \004 separate plural forms and contexts in message ids. */
  if (*c == '\t' || *c == '\n' || *c == '\001' || *c == '\004') return -1;
  if (*c < 0x20 || *c == 0x7f) return 1;
  if (*c < 0x80) return -1;
  size_t n = continuations(*c);
  if (n && left > n) {
    for (size_t k = 1; k <= n; k++)
      if ((c[k] & 0xc0) != 0x80) return -1; /* a broken character: its bytes one by one */
    if (*c == 0xc2 && c[1] <= 0x9f) return 2;
    return -(long)(n + 1);
  }
  return *c <= 0x9f ? 1 : -1;
}

const char *bang_msg_english(const char *id) {
  const char *eot = strrchr(id, '\004');
  return eot ? eot + 1 : id;
}

int bang_msg_needs_clean(const char *s, size_t len) {
  for (size_t i = 0; i < len;) {
    long at = control_at((const unsigned char *)s + i, len - i);
    if (at > 0) return 1;
    i += (size_t)-at;
  }
  return 0;
}

char *bang_msg_clean(char *s) {
  size_t len = strlen(s), out = 0;
  for (size_t i = 0; i < len;) {
    long at = control_at((const unsigned char *)s + i, len - i);
    if (at > 0) {
      i += (size_t)at;
      continue;
    }
    for (long k = 0; k < -at; k++) s[out++] = s[i++];
  }
  s[out] = '\0';
  return s;
}
