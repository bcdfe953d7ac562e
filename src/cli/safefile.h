/*
 * safefile.h: the one way bang writes a file the player named (saves at
 * the prompt and automatic ones, scenarios exported from a game, the
 * automatic saves' `last`).
 *
 * The text goes to a new temporary file beside the target, which is then
 * renamed over it, so a file is either the old one or the whole new one,
 * never half written. Only a regular file is ever replaced: a target that
 * exists and is something else (a device such as /dev/full, a pipe, a
 * folder) is refused and left as it was. A symbolic link is written
 * through: the file it leads to is replaced (the temporary file is made
 * in that file's folder) and the link stays; a link that leads nowhere is
 * refused. The file replaced keeps its permissions.
 */
#ifndef BANG_SAFEFILE_H
#define BANG_SAFEFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct bang_safe_file {
  FILE *f;         /* write the text here */
  char *target;    /* the file that will be replaced or made (links resolved) */
  char *tmp;       /* the temporary file beside it */
  const char *path; /* as the player named it, for messages */
  /* Set after bang_safe_open to skip the fsync before the rename: the file
   * is still whole or old if the process is killed, but a power cut may
   * lose it. For a file written again every few seconds (the host's save
   * kept as the game goes), where the fsync is most of the cost. */
  bool unsynced;
} bang_safe_file;

/* Start writing to path; false with the reason ("PATH: ...") in err, and
 * nothing made. */
bool bang_safe_open(bang_safe_file *w, const char *path, char *err, size_t cap);
/* Finish: the temporary file closed and renamed over the target; false
 * with the reason in err, and the target as it was. Either way w is done. */
bool bang_safe_commit(bang_safe_file *w, char *err, size_t cap);

#endif
