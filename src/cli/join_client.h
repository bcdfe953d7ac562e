/*
 * join_client.h: a seat at a network table, played at this terminal (`bang
 * join`, and the host's own seat). The server sends data (docs/PROTOCOL.md);
 * everything shown is worded here, in this process's language.
 */
#ifndef BANG_JOIN_CLIENT_H
#define BANG_JOIN_CLIENT_H

#include <stdbool.h>

/* Connect to "ADDR[:PORT]" (port BANG_NET_PORT if none), giving up after
 * 10 seconds; the socket, or -1 with the reason in err. While playing, a
 * thread answers the server's pings, and a server silent for 45 seconds is
 * taken as gone (a clear message, status 1). */
int bang_net_connect(const char *address, char *err, unsigned long cap);
/* Say hello on fd (connected) with code and name (NULL: the table's
 * choice), then play the seat given to the end at this terminal, reading
 * stdin as `bang play` does. key_path (NULL: none) is the file that keeps
 * the seat's key, sent again by a later join to take the seat back. The
 * exit status (0 the game ended or the player left, 1 refused or the
 * connection lost, 3 the input ended). */
int bang_net_client_run(int fd, const char *code, const char *name, const char *key_path);
/* The same; confirm false: answers that would harm the player are taken
 * at once, not warned about and typed twice (bang join --no-confirm). */
int bang_net_client_play(int fd, const char *code, const char *name, const char *key_path, bool confirm);
/* Watch the table on fd as a spectator (the public view, live) to its end;
 * the exit status as above. */
int bang_net_client_watch(int fd, const char *code);

#endif
