/*
 * fuzz_protocol.c: libFuzzer target, the network table's reader (issue 26):
 * what `bang host` does with the bytes a client sends, before any game
 * logic (src/net/protocol.c): framing into lines (bang_net_reader_feed),
 * then each line's check and parse (bang_net_decode, jansson), and what the
 * server reads of a message (its type, an answer's option or command, a
 * hello's version, code and name) and sends back (bang_net_encode).
 *
 * The input: byte 0 sets the size of the chunks the bytes arrive in (1 to
 * 256: a line split across reads, or many lines in one), the rest is the
 * stream. Checked: a line is never over BANG_NET_LINE_MAX nor holds a
 * newline; a decoded message is an object with a "type" string; encoding
 * it gives one ASCII line that decodes again to an equal object. A crash,
 * a sanitizer report, a leak or a failed check is a finding.
 *
 * Built with -DBANG_FUZZ=ON (clang, -fsanitize=fuzzer); the same file linked
 * with tests/fuzz/replay.c replays saved inputs in the normal build.
 */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/net/protocol.h"

static void check(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "fuzz_protocol: %s\n", what);
    abort();
  }
}

/* One line, as the server takes it: decode, read its fields, answer. */
static void one_line(const char *line, size_t len) {
  check(len <= BANG_NET_LINE_MAX, "a line over the limit");
  check(memchr(line, '\n', len) == NULL, "a newline inside a line");
  const char *why = NULL;
  json_t *msg = bang_net_decode(line, len, &why);
  if (!msg) {
    check(why != NULL, "refused without a reason");
    json_decref(bang_net_error("malformed", why));
    return;
  }
  check(json_is_object(msg) && json_is_string(json_object_get(msg, "type")), "not a typed object");
  (void)bang_net_type(msg);
  (void)json_integer_value(json_object_get(msg, "version"));
  (void)json_string_value(json_object_get(msg, "code"));
  (void)json_string_value(json_object_get(msg, "name"));
  (void)json_integer_value(json_object_get(msg, "option"));
  (void)json_string_value(json_object_get(msg, "command"));
  bang_msg m;
  const json_t *message = json_object_get(msg, "message");
  if (message) (void)bang_net_msg_from(message, &m); /* the client's side of a log line */
  size_t n;
  char *text = bang_net_encode(msg, &n);
  if (text) {
    check(n > 0 && text[n - 1] == '\n' && strlen(text) == n, "not one line");
    for (size_t i = 0; i < n; i++) check((unsigned char)text[i] < 0x80, "a byte not ASCII");
    json_t *again = bang_net_decode(text, n - 1, &why);
    check(again && json_equal(again, msg), "encoded, it decodes to something else");
    json_decref(again);
    free(text);
  }
  json_decref(msg);
}

void bang_fuzz_cleanup(void);
void bang_fuzz_cleanup(void) {}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  size_t chunk = (size_t)data[0] + 1;
  bang_net_reader *r = calloc(1, sizeof *r);
  if (!r) return 0;
  const char *in = (const char *)data + 1;
  size_t left = size - 1;
  while (left) {
    size_t n = left < chunk ? left : chunk;
    for (size_t at = 0; at < n;) { /* as the server's conn_read */
      size_t used, len;
      const char *line;
      bang_net_read got = bang_net_reader_feed(r, in + at, n - at, &used, &line, &len);
      check(used > 0 && used <= n - at, "a feed took nothing or too much");
      at += used;
      if (got == BANG_NET_LINE) one_line(line, len);
    }
    in += n;
    left -= n;
  }
  free(r);
  return 0;
}
