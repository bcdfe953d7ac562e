/*
 * host_save.c: the host's save and its seats file (host_save.h).
 */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include "host_save.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "mods.h"
#include "safefile.h"

void bang_host_seats_path(const char *save, char *out, size_t cap) { snprintf(out, cap, "%s.seats", save); }

bool bang_host_seats_write(const char *save, const bang_host_seats *seats, int players, char *err,
                           size_t cap) {
  char path[BANG_SAVE_PATH + 16];
  bang_host_seats_path(save, path, sizeof path);
  bang_safe_file w;
  if (!bang_safe_open(&w, path, err, cap)) return false;
  (void)fchmod(fileno(w.f), 0600); /* the keys take seats: the owner's alone */
  fprintf(w.f, "# The seats of the network table saved beside: keep it private.\n"
               "# bang host --resume reads it (docs/PROTOCOL.md).\n"
               "bang-seats 1\n");
  if (seats->local) fprintf(w.f, "local %d\n", seats->local);
  for (int s = 1; s <= players && s <= BANG_MAX_PLAYERS; s++)
    if (seats->remote[s]) fprintf(w.f, "remote %d %s\n", s, seats->keys[s][0] ? seats->keys[s] : "-");
  return bang_safe_commit(&w, err, cap);
}

bool bang_host_seats_read(const char *save, int players, bang_host_seats *seats) {
  char path[BANG_SAVE_PATH + 16], line[256];
  bang_host_seats_path(save, path, sizeof path);
  memset(seats, 0, sizeof *seats);
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  if (fd < 0) return false;
  FILE *f = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "r") : NULL;
  if (!f) {
    close(fd);
    return false;
  }
  bool ok = true, versioned = false;
  for (int n = 0; ok && fgets(line, sizeof line, f) && n < 64; n++) {
    line[strcspn(line, "\r\n")] = '\0';
    int seat;
    char key[BANG_NET_CODE_MAX + 2];
    if (line[0] == '#' || !line[0]) continue;
    if (strcmp(line, "bang-seats 1") == 0) versioned = true;
    else if (sscanf(line, "local %d", &seat) == 1 && seat >= 1 && seat <= players) seats->local = seat;
    else if (sscanf(line, "remote %d %65s", &seat, key) == 2 && seat >= 1 && seat <= players &&
             strlen(key) <= BANG_NET_CODE_MAX) {
      seats->remote[seat] = true;
      if (strcmp(key, "-") != 0) memcpy(seats->keys[seat], key, strlen(key) + 1); /* fits: checked */
    } else ok = false;
  }
  fclose(f);
  if (seats->local && seats->remote[seats->local]) ok = false;
  if (!ok || !versioned) memset(seats, 0, sizeof *seats);
  return ok && versioned;
}

bool bang_host_save_write(bang_save *save, bang_match *m, const char *path, bool sync, char *err,
                          size_t cap) {
  /* Modules loaded since the last save count too. */
  if (!bang_save_fingerprint(save, bang_match_game(m), bang_mods_list(), err, cap)) return false;
  size_t n;
  const bang_match_move *moves = bang_match_record(m, &n);
  save->nsteps = 0;
  for (size_t i = 0; i < n; i++) {
    if (!bang_save_add_step(save, moves[i].seat, moves[i].command)) {
      snprintf(err, cap, "%s", _("out of memory"));
      return false;
    }
  }
  return bang_save_write_synced(save, path, sync, err, cap);
}

void bang_host_save_keep(void *keeper) {
  bang_host_keeper *k = keeper;
  size_t n;
  bang_match_record(k->m, &n);
  if (!k->path || !k->path[0] || n == k->steps) return;
  char err[1024];
  /* not synced: a fsync at every decision was most of a scripted game's
   * time; the process killed, the file is whole (the save at the end or
   * the stop is synced) */
  if (bang_host_save_write(k->save, k->m, k->path, false, err, sizeof err)) k->steps = n;
  else if (!k->failed) {
    k->failed = true;
    fprintf(stderr, _("bang: the game was not saved: %s"), err);
    fputc('\n', stderr);
  }
}
