/*
 * safefile.c: writing a file the player named, whole or not at all, and
 * never over anything but a regular file (see safefile.h).
 */
#define _XOPEN_SOURCE 700 /* realpath, fchmod */
#include "safefile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"

static bool failed(bang_safe_file *w, char *err, size_t cap, int code) {
  snprintf(err, cap, "%s: %s", w->path, strerror(code ? code : EIO));
  free(w->target);
  free(w->tmp);
  w->target = w->tmp = NULL;
  return false;
}

bool bang_safe_open(bang_safe_file *w, const char *path, char *err, size_t cap) {
  memset(w, 0, sizeof *w);
  w->path = path;
  struct stat st;
  bool exists = lstat(path, &st) == 0;
  if (!exists && errno != ENOENT) return failed(w, err, cap, errno);
  if (exists && S_ISLNK(st.st_mode)) {
    /* Through the link: its file is the one replaced. A link to nothing
     * fails here (ENOENT), rather than guessing where to make the file. */
    w->target = realpath(path, NULL);
    if (!w->target || stat(w->target, &st) != 0) return failed(w, err, cap, errno);
  } else {
    w->target = strdup(path);
    if (!w->target) return failed(w, err, cap, ENOMEM);
  }
  if (exists && !S_ISREG(st.st_mode)) {
    /* A rename would put a file where the device, pipe or folder was. */
    snprintf(err, cap, _("%s is not a regular file (it is a device, a pipe or a folder)."),
             path);
    free(w->target);
    w->target = NULL;
    return false;
  }
  size_t n = strlen(w->target) + 32;
  w->tmp = malloc(n);
  if (!w->tmp) return failed(w, err, cap, ENOMEM);
  snprintf(w->tmp, n, "%s.%ld.tmp", w->target, (long)getpid());
  /* A new file only (O_EXCL, and a link in its place is not followed); one
   * left by an earlier process of the same number is ours to remove. */
  int flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
  int fd = open(w->tmp, flags, 0666);
  if (fd < 0 && errno == EEXIST && unlink(w->tmp) == 0) fd = open(w->tmp, flags, 0666);
  if (fd < 0) return failed(w, err, cap, errno);
  if (exists) (void)fchmod(fd, st.st_mode & 07777); /* as the file it replaces */
  w->f = fdopen(fd, "w");
  if (!w->f) {
    int code = errno;
    close(fd);
    unlink(w->tmp);
    return failed(w, err, cap, code);
  }
  return true;
}

bool bang_safe_commit(bang_safe_file *w, char *err, size_t cap) {
  int code = 0;
  if (ferror(w->f)) code = errno ? errno : EIO;
  /* On the disk before the rename: a crash then leaves the old file or the
   * new one, never an empty one. */
  if (!code && (fflush(w->f) != 0 || (!w->unsynced && fsync(fileno(w->f)) != 0))) code = errno ? errno : EIO;
  if (fclose(w->f) != 0 && !code) code = errno;
  w->f = NULL;
  if (!code && rename(w->tmp, w->target) != 0) code = errno;
  if (code) {
    unlink(w->tmp);
    return failed(w, err, cap, code);
  }
  free(w->target);
  free(w->tmp);
  w->target = w->tmp = NULL;
  return true;
}
