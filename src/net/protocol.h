/*
 * protocol.h: the network table's wire format (docs/PROTOCOL.md, v2).
 *
 * JSON lines over TCP: one object per line, a "type" string in each. This
 * file frames and checks lines (a bounded length, valid UTF-8, one JSON
 * object: jansson parses, never a parser of our own), and turns the
 * engine's data (messages, a seat's view, a decision) into JSON objects.
 * It never renders text: message ids and arguments only, so that each
 * client words them in its own language.
 */
#ifndef BANG_NET_PROTOCOL_H
#define BANG_NET_PROTOCOL_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "msg.h"

enum {
  BANG_NET_VERSION = 2,
  BANG_NET_REVISION = 3, /* within the version: messages added (docs/PROTOCOL.md) */
  BANG_NET_PORT = 7373,
  BANG_NET_LINE_MAX = 65536 /* the longest line either side accepts, newline excluded */
};

/* Lines out of a byte stream. */
typedef struct bang_net_reader {
  char buf[BANG_NET_LINE_MAX + 1];
  size_t len;
  bool overlong; /* the line being read is over the limit: skipped to its end */
} bang_net_reader;

typedef enum bang_net_read {
  BANG_NET_LINE,    /* a whole line, without its newline, NUL-terminated */
  BANG_NET_MORE,    /* no whole line yet: feed more bytes */
  BANG_NET_TOO_LONG /* a line went over the limit: it is dropped (its rest skipped) */
} bang_net_read;

/* Feed up to n bytes from data; *used says how many were taken. On LINE
 * the line is in *line (valid until the next call). Call again with the
 * rest until MORE. */
bang_net_read bang_net_reader_feed(bang_net_reader *r, const char *data, size_t n, size_t *used,
                                   const char **line, size_t *len);

/* A line as a message object with a "type" string; NULL (and why, an
 * English message id: the error sent back) if it is not one. Invalid
 * UTF-8, NUL characters and duplicate keys are refused. */
json_t *bang_net_decode(const char *line, size_t len, const char **why);
/* The message as one line, newline included (malloc'd; NULL: no memory). */
char *bang_net_encode(const json_t *msg, size_t *len);

/* The message's "type", or "". */
const char *bang_net_type(const json_t *msg);

/* A mod's name as welcome tells it: its folder's last name ("/a/b/" ->
 * "b"), into out (cut to cap). */
void bang_net_mod_name(const char *dir, char *out, size_t cap);

/* ---- the engine's data as JSON -------------------------------------------- */

/* {"id", "rule", "args": [{"key", "player"|"number"|"text"}]} */
json_t *bang_net_msg(const bang_msg *m);
/* Back into a bang_msg pointing into j (valid while j lives); false if j
 * is not one. */
bool bang_net_msg_from(const json_t *j, bang_msg *out);

/* What seat sees of the table, through bang_seat_* alone (seat 0: a
 * spectator): {"type":"view", ...} (docs/PROTOCOL.md). */
json_t *bang_net_view(bang_game *g, int seat);
/* The pending decision, for its seat: {"type":"decision", ...}. */
json_t *bang_net_decision(bang_game *g);
/* A log entry: {"type":"log","entry":N,"message":{...}}. */
json_t *bang_net_log(bang_game *g, size_t i);
/* The end: {"type":"end","result":{...},"players":[...]}. */
json_t *bang_net_end(bang_game *g);
/* {"type":"error","code":code,"message":{"id":why}} */
json_t *bang_net_error(const char *code, const char *why);
/* Something about a seat that everyone at the table is told (it is away,
 * the computer player plays it, it is back): {"type":"notice","message":
 * {"id":id,"args":[{"key":"player","player":seat}]}}. */
json_t *bang_net_notice(const char *id, int seat);
/* The host closed the table: {"type":"stop","save":path} (path NULL: no
 * save, "save" is null). */
json_t *bang_net_stop_message(const char *save);

#endif
