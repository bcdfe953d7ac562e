/*
 * fuzz_scenario.c: libFuzzer target, the text of a scenario file.
 *
 * The input is written to a temporary file (one per process, reused) and
 * run by the scenario runner (bang_scenario_run, src/cli/scenario.c) as
 * `bang scenario --explain` would, narration going to /dev/null. A scenario
 * may pass or fail (a failure names its file and line); it must never crash,
 * hang, or grow without bound: libFuzzer's -timeout and -rss_limit_mb catch
 * the last two.
 *
 * Built with -DBANG_FUZZ=ON (clang, -fsanitize=fuzzer); the same file linked
 * with tests/fuzz/replay.c replays saved inputs in the normal build.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/cli/scenario.h"

static char path[512];
static FILE *devnull;

static void remove_file(void) {
  if (path[0]) unlink(path);
}

/* For the replay driver: close what was opened (leak checking). */
void bang_fuzz_cleanup(void);
void bang_fuzz_cleanup(void) {
  if (devnull) fclose(devnull);
  devnull = NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!path[0]) {
    const char *dir = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/bang-fuzz-scenario-%ld.lua", dir && *dir ? dir : "/tmp",
             (long)getpid());
    atexit(remove_file);
    devnull = fopen("/dev/null", "w");
  }
  FILE *f = fopen(path, "wb");
  if (!f) {
    perror(path);
    abort();
  }
  if (size && fwrite(data, 1, size, f) != size) abort();
  if (fclose(f) != 0) abort();
  bang_scenario_result result;
  bang_scenario_run(path, NULL, NULL, devnull, size % 2 == 0, &result);
  return 0;
}
