/*
 * server.h: the network table's server (`bang host`): one match, its
 * seats taken by clients speaking docs/PROTOCOL.md.
 *
 * One thread, plain sockets and poll(): the server listens, checks each
 * client's code in constant time, gives it a free remote seat, then plays
 * the match, asking each remote seat over its connection and sending every
 * client only its own seat's view. No client can stall the table: a line
 * has a size limit, a connection a rate limit, a hello and a decision a
 * time limit (a seat that does not answer in time, or whose client left,
 * is played by the computer player for that decision), and a client that
 * stops reading is dropped once its backlog is over a limit, or when it
 * does not answer a ping. Spectators (hello with "watch") get the public
 * view and take no seat; strangers from one address have a few places.
 */
#ifndef BANG_NET_SERVER_H
#define BANG_NET_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "match.h"

enum { BANG_NET_CODE_MAX = 64 };

typedef struct bang_net_server_config {
  const char *host; /* a numeric address; "127.0.0.1" by default */
  int port;         /* 0: any free port (tests), BANG_NET_PORT by default */
  const char *code;
  int players;
  bool remote[BANG_MAX_PLAYERS + 1]; /* the seats joiners take, by 1-based seat */
  int local_seat, local_fd;          /* a seat already bound to a connection (0: none) */
  int local_watch_fd;                /* a spectator already bound (-1: none): the host's screen */
  long start_after_ms;               /* -1: wait until every remote seat is taken */
  long hello_ms, turn_ms;            /* time limits: a hello, a decision */
  FILE *trace;                       /* NULL, or where every line sent is recorded (trace.h) */
} bang_net_config;

typedef struct bang_net_table bang_net_table;

/* A config with the defaults (no seats). */
void bang_net_server_defaults(bang_net_config *config);

/* Listen; NULL with the reason in err. */
bang_net_table *bang_net_open(const bang_net_config *config, char *err, size_t cap);
/* The address clients connect to ("127.0.0.1:7373"). */
const char *bang_net_address(const bang_net_table *t);
/* Serve until every remote seat is taken, or the time to start is over
 * (the seats left are then the computer's). */
void bang_net_lobby(bang_net_table *t);
/* Whether a client took seat, and the name it asked for ("" if none or
 * not a valid player's name). */
bool bang_net_taken(const bang_net_table *t, int seat, const char **name);
/* Play the match to its end (or failure): its last state. on_step, if not
 * NULL, is called after every step (the host's own screen). */
bang_match_state bang_net_play(bang_net_table *t, bang_match *m, void (*on_step)(void *ud),
                               void *ud);
void bang_net_close(bang_net_table *t);

/* A random code of 80 bits (16 characters) from the system's source;
 * false if it has none. */
bool bang_net_random_code(char *out, size_t cap);
/* Split "ADDR:PORT", "ADDR", "[V6]:PORT" or ":PORT"; false if not one. */
bool bang_net_split_address(const char *text, char *host, size_t cap, int *port);

#endif
