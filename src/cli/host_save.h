/*
 * host_save.h: what `bang host` keeps of a table: the game, in the save
 * format of `bang play` (savefile.h), and beside it the table's seats.
 *
 * The seats file (the save's path + ".seats", readable by its owner only)
 * says which seat was the host's own and which were players who joined,
 * with each one's key: `bang host --resume` gives a seat back only to its
 * name and key, as during the game. The keys stay out of the save itself,
 * which players pass around to replay and report games: a save given away
 * gives no seat (docs/PROTOCOL.md).
 */
#ifndef BANG_HOST_SAVE_H
#define BANG_HOST_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "match.h"
#include "savefile.h"
#include "server.h"

typedef struct bang_host_seats {
  int local;                         /* the host's own seat (0: none) */
  bool remote[BANG_MAX_PLAYERS + 1]; /* seats players joined, by 1-based seat */
  char keys[BANG_MAX_PLAYERS + 1][BANG_NET_CODE_MAX + 1]; /* "" : not kept */
} bang_host_seats;

/* The seats file of a save. */
void bang_host_seats_path(const char *save, char *out, size_t cap);
/* Write it (owner only); false with the reason in err. */
bool bang_host_seats_write(const char *save, const bang_host_seats *seats, int players, char *err,
                           size_t cap);
/* Read it; false if there is none or it is not one (the caller then takes
 * the save's people: the first the host's, the others joined, no keys). */
bool bang_host_seats_read(const char *save, int players, bang_host_seats *seats);

/* Write the match's record as the save's steps, with every rule script
 * loaded so far, to path (on the disk before it replaces the old one if
 * sync: safefile.h); false with the reason in err. */
bool bang_host_save_write(bang_save *save, bang_match *m, const char *path, bool sync, char *err,
                          size_t cap);

/* The save kept as the game goes (bang_net_play's on_news): written again
 * whenever the record has grown, so a host killed (SIGKILL, a crash) leaves
 * the game as far as any player read it (not synced: a power cut may lose
 * it; the saves at the end and at a stop are synced); `bang host
 * --resume` opens it. The first failure is reported (stderr), once. */
typedef struct bang_host_keeper {
  bang_save *save;
  bang_match *m;
  const char *path;
  size_t steps;   /* the record's length when last written */
  bool failed;    /* a write failed: said once */
} bang_host_keeper;
void bang_host_save_keep(void *keeper);

#endif
