/*
 * replay.c: run a fuzz target's saved inputs without libFuzzer (any
 * compiler), so that crashes the fuzzers found stay fixed: ctest runs
 * tests/fuzz/regressions/<target>/ through the normal build (tests
 * fuzz/replay/game and fuzz/replay/scenario).
 *
 * Usage: fuzz_replay_<target> FILE|FOLDER...  Each file is one input; a
 * folder's files run in name order. A crash or sanitizer report fails the
 * test; a clean return prints how many inputs ran.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
void bang_fuzz_cleanup(void);

static int ran;

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return 1;
  }
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) return 1;
  fprintf(stderr, "replay: %s (%zu bytes)\n", path, n);
  /* A copy of exactly n bytes, so overreads show under ASan as in libFuzzer. */
  uint8_t *exact = malloc(n ? n : 1);
  memcpy(exact, buf, n);
  free(buf);
  LLVMFuzzerTestOneInput(exact, n);
  free(exact);
  ran++;
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_path(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) {
    perror(path);
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) return run_file(path);
  DIR *d = opendir(path);
  if (!d) {
    perror(path);
    return 1;
  }
  char **names = NULL;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    names = realloc(names, (n + 1) * sizeof *names);
    size_t len = strlen(path) + strlen(e->d_name) + 2;
    names[n] = malloc(len);
    snprintf(names[n], len, "%s/%s", path, e->d_name);
    n++;
  }
  closedir(d);
  if (n) qsort(names, n, sizeof *names, by_name);
  int bad = 0;
  for (size_t i = 0; i < n; i++) {
    bad |= run_path(names[i]);
    free(names[i]);
  }
  free(names);
  return bad;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE|FOLDER...\n", argv[0]);
    return 2;
  }
  int bad = 0;
  for (int i = 1; i < argc; i++) bad |= run_path(argv[i]);
  bang_fuzz_cleanup();
  printf("replay: %d input(s) ran\n", ran);
  return bad;
}
