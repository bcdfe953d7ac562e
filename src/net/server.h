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
 *
 * Nothing is lost when a connection is: a remote seat whose client left
 * is away, everyone is told, the table waits a grace period for it, then
 * the computer player plays it until the player comes back with the
 * seat's key and takes it at its next decision, after reading the log
 * lines it missed (the match's log cursor of the seat). A host that stops tells
 * every client, with where the game is saved.
 */
#ifndef BANG_NET_SERVER_H
#define BANG_NET_SERVER_H

#include <signal.h>
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
  /* Whether a joiner's name is one a player may have (the front end's
   * rule, as for its own names; NULL: any name that is not empty). */
  bool (*name_ok)(const char *name);
  long start_after_ms;               /* -1: wait until every remote seat is taken */
  long hello_ms, turn_ms;            /* time limits: a hello, a decision */
  /* How long the table waits for a player whose connection dropped before
   * the computer player takes the seat (0: at once). */
  long grace_ms;
  /* A table reopened from a save: each remote seat's name and key (from
   * the host's keys file; a key "" takes the seat by its name alone).
   * Only these seats are given, and only to their name and key. */
  bool resumed;
  const char *seat_names[BANG_MAX_PLAYERS + 1];
  const char *seat_keys[BANG_MAX_PLAYERS + 1];
  /* Set (by a signal handler) when the host must stop: NULL none. */
  volatile sig_atomic_t *stop;
  FILE *trace;                       /* NULL, or where every line sent is recorded (trace.h) */
  /* The names of the mods the table's game loads (their folders' last
   * names), NULL-terminated, told in welcome: a client without one of
   * them would show another game (NULL: none). */
  const char *const *mods;
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
/* The key a seat's client was given (welcome), "" if none: kept beside
 * the host's save so that a reopened table gives the seat back to it. */
const char *bang_net_seat_key(const bang_net_table *t, int seat);
/* Play the match to its end (or failure): its last state. on_news, if not
 * NULL, is called each time before the clients are sent what happened
 * (before each decision asked, and at the end): what any client has read
 * is then in the match's record, and every answer taken (the host keeps
 * its save there: a host killed loses no answer anyone saw the effect of).
 * Remote seats whose client is away wait for it (grace_ms), then the
 * computer player plays them until it is back; everyone is told (notices).
 * BANG_MATCH_ASK: the host stopped before the end (config.stop, or its own
 * seat's client left): close the table with bang_net_stop. */
bang_match_state bang_net_play(bang_net_table *t, bang_match *m, void (*on_news)(void *ud),
                               void *ud);
/* Whether the host asked to stop (config.stop) or its own seat left. */
bool bang_net_stopping(const bang_net_table *t);
/* Tell every client the table is closing (save: where the game is saved,
 * NULL if it is not) and give them up to a few seconds to read it. */
void bang_net_stop(bang_net_table *t, const char *save);
void bang_net_close(bang_net_table *t);

/* A random code of 80 bits (16 characters) from the system's source;
 * false if it has none. */
bool bang_net_random_code(char *out, size_t cap);
/* Split "ADDR:PORT", "ADDR", "[V6]:PORT" or ":PORT"; false if not one. */
bool bang_net_split_address(const char *text, char *host, size_t cap, int *port);

#endif
