/*
 * fuzz_save.c: libFuzzer target, the text of a saved game (docs/SAVES.md).
 *
 * The input is read by bang_save_parse, as bang_save_read reads a file's
 * bytes. A save it takes is then used as `bang play --resume` uses one:
 * written back by bang_save_write (the safe writer, to a temporary file,
 * one per process) and read again, and its game built from the stock
 * scripts (never the mods the input names) and replayed by a match step
 * by step (save_match.h, as `bang replay` does) until a step does not
 * fit. Any input may be refused with a message; it must never crash, hang,
 * or grow without bound (libFuzzer's -timeout and -rss_limit_mb catch the
 * last two).
 *
 * Built with -DBANG_FUZZ=ON (clang, -fsanitize=fuzzer); the same file linked
 * with tests/fuzz/replay.c replays saved inputs in the normal build.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/cli/save_match.h"
#include "../../src/cli/savefile.h"

static char path[512];

static void remove_file(void) {
  if (path[0]) unlink(path);
}

/* For the replay driver: nothing kept open. */
void bang_fuzz_cleanup(void);
void bang_fuzz_cleanup(void) {}

/* Replaying a long save is the game target's work: a few hundred steps
 * show what a save's steps do to a game. */
enum { MAX_REPLAYED = 400 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!path[0]) {
    const char *dir = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/bang-fuzz-save-%ld.bang", dir && *dir ? dir : "/tmp",
             (long)getpid());
    atexit(remove_file);
  }
  bang_save save, again;
  char err[2048];
  if (!bang_save_parse(&save, (const char *)data, size, "fuzz.bang", err, sizeof err)) return 0;
  if (bang_save_write(&save, path, err, sizeof err) && bang_save_read(&again, path, err, sizeof err))
    bang_save_free(&again);
  bang_save_match_setup keep; /* replayed as bang replay does, by a match */
  bang_match *m = bang_save_match_new(&save, &keep, NULL, NULL, err, sizeof err);
  if (m) {
    bool ok = true;
    for (size_t i = 0; ok && i < save.nsteps && i < MAX_REPLAYED; i++)
      ok = bang_save_match_step(&save, m, i, err, sizeof err);
    bang_match_free(m);
  }
  bang_save_free(&save);
  return 0;
}
