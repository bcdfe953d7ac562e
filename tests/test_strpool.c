/*
 * test_strpool.c: interned strings (src/strpool.c).
 *
 * Interning the same bytes twice returns the same pointer (ids are compared
 * by pointer), distinct strings get distinct copies that outlive the
 * caller's buffer, only len bytes are read, and the pool keeps every
 * pointer valid and unique while it grows far past its first table.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "strpool.h"

static int setup_pool(void **state) {
  *state = bang_strpool_new();
  return *state ? 0 : -1;
}

static int teardown_pool(void **state) {
  bang_strpool_free(*state);
  return 0;
}

static const char *intern(bang_strpool *pool, const char *s) {
  return bang_strpool_intern(pool, s, strlen(s));
}

static void same_string_same_pointer(void **state) {
  bang_strpool *pool = *state;
  char buffer[16];
  snprintf(buffer, sizeof buffer, "arrow");
  const char *a = intern(pool, buffer);
  assert_non_null(a);
  assert_string_equal(a, "arrow");
  assert_ptr_not_equal(a, buffer); /* a copy: the caller's buffer may go */
  snprintf(buffer, sizeof buffer, "ARROW");
  assert_string_equal(a, "arrow");
  assert_ptr_equal(intern(pool, "arrow"), a);
  assert_ptr_equal(intern(pool, "arrow"), intern(pool, "arrow"));
}

static void distinct_strings(void **state) {
  bang_strpool *pool = *state;
  const char *words[] = {"1", "2", "beer", "Beer", "beer ", "gatling", "dynamite", "", "a",
                         "ab", "abc", "die face\004Beer", "die face\004Arrow"};
  enum { N = sizeof words / sizeof words[0] };
  const char *p[N];
  for (int i = 0; i < N; i++) {
    p[i] = intern(pool, words[i]);
    assert_non_null(p[i]);
    assert_string_equal(p[i], words[i]);
  }
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) assert_ptr_not_equal(p[i], p[j]);
  for (int i = 0; i < N; i++) assert_ptr_equal(intern(pool, words[i]), p[i]);
}

/* Only len bytes count: no NUL is needed, and a prefix is its own string. */
static void length_counts_not_nul(void **state) {
  bang_strpool *pool = *state;
  const char *abc = bang_strpool_intern(pool, "abcdef", 3);
  assert_string_equal(abc, "abc");
  assert_ptr_equal(abc, intern(pool, "abc"));
  const char *abcd = bang_strpool_intern(pool, "abcdef", 4);
  assert_string_equal(abcd, "abcd");
  assert_ptr_not_equal(abc, abcd);
  const char *ab = bang_strpool_intern(pool, "abcdef", 2);
  assert_ptr_not_equal(ab, abc);
  assert_string_equal(ab, "ab");
  const char *empty = bang_strpool_intern(pool, "xyz", 0);
  assert_string_equal(empty, "");
  assert_ptr_equal(empty, intern(pool, ""));
  /* Not NUL-terminated input. */
  char raw[4] = {'b', 'e', 'e', 'r'};
  assert_ptr_equal(bang_strpool_intern(pool, raw, 4), intern(pool, "beer"));
}

static void grows_past_thousands(void **state) {
  bang_strpool *pool = *state;
  enum { N = 5000 };
  const char **p = calloc(N, sizeof *p);
  assert_non_null(p);
  char buffer[32];
  for (int i = 0; i < N; i++) {
    snprintf(buffer, sizeof buffer, "id-%d", i);
    p[i] = intern(pool, buffer);
    assert_non_null(p[i]);
    assert_string_equal(p[i], buffer);
  }
  /* After all the growth every old pointer is still the interned one. */
  for (int i = 0; i < N; i++) {
    snprintf(buffer, sizeof buffer, "id-%d", i);
    assert_string_equal(p[i], buffer);
    assert_ptr_equal(intern(pool, buffer), p[i]);
  }
  /* And they are all distinct (sorting pointers would do; spot-check). */
  for (int i = 1; i < N; i++) assert_ptr_not_equal(p[i], p[i - 1]);
  for (int i = 0; i < N; i += 97)
    for (int j = i + 1; j < N; j += 89) assert_ptr_not_equal(p[i], p[j]);
  free(p);
}

/*
 * Bytes with a NUL inside (a Lua string can hold them): interning must stay
 * within every stored copy's bounds (AddressSanitizer checks that), and the
 * same bytes must still give the same pointer.
 */
static void embedded_nul_bytes(void **state) {
  bang_strpool *pool = *state;
  const char *a = intern(pool, "a");
  char buf[16];
  const char *p[100];
  for (int k = 0; k < 100; k++) {
    memcpy(buf, "a\0bcdefgh", 9);
    buf[2] = (char)('A' + k % 50);
    buf[3] = (char)('0' + k / 50);
    p[k] = bang_strpool_intern(pool, buf, 9);
    assert_non_null(p[k]);
  }
  for (int k = 0; k < 100; k++) {
    memcpy(buf, "a\0bcdefgh", 9);
    buf[2] = (char)('A' + k % 50);
    buf[3] = (char)('0' + k / 50);
    assert_ptr_equal(bang_strpool_intern(pool, buf, 9), p[k]);
  }
  assert_ptr_equal(intern(pool, "a"), a);
  assert_string_equal(a, "a");
}

static void many_pools(void **state) {
  (void)state;
  bang_strpool *a = bang_strpool_new(), *b = bang_strpool_new();
  assert_non_null(a);
  assert_non_null(b);
  const char *x = intern(a, "sheriff"), *y = intern(b, "sheriff");
  assert_ptr_not_equal(x, y); /* no shared global table */
  bang_strpool_free(a);
  assert_ptr_equal(intern(b, "sheriff"), y);
  bang_strpool_free(b);
  bang_strpool_free(NULL);
}

/* The same buffer holding other bytes (or read for fewer of them) gives
 * the other string: the pool's memory of recent callers' pointers is
 * checked against the bytes. */
static void reused_buffer_gives_its_new_string(void **state) {
  bang_strpool *pool = *state;
  char buffer[16];
  snprintf(buffer, sizeof buffer, "arrow");
  const char *arrow = intern(pool, buffer);
  assert_ptr_equal(intern(pool, buffer), arrow);
  snprintf(buffer, sizeof buffer, "beer!");
  const char *beer = intern(pool, buffer);
  assert_string_equal(beer, "beer!");
  assert_ptr_not_equal(beer, arrow);
  assert_string_equal(bang_strpool_intern(pool, buffer, 4), "beer");
  snprintf(buffer, sizeof buffer, "arrow");
  assert_ptr_equal(intern(pool, buffer), arrow);
  assert_string_equal(arrow, "arrow");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(same_string_same_pointer, setup_pool, teardown_pool),
      cmocka_unit_test_setup_teardown(reused_buffer_gives_its_new_string, setup_pool, teardown_pool),
      cmocka_unit_test_setup_teardown(distinct_strings, setup_pool, teardown_pool),
      cmocka_unit_test_setup_teardown(length_counts_not_nul, setup_pool, teardown_pool),
      cmocka_unit_test_setup_teardown(grows_past_thousands, setup_pool, teardown_pool),
      cmocka_unit_test(many_pools),
      /* Last: under AddressSanitizer an overflow ends the whole program. */
      cmocka_unit_test_setup_teardown(embedded_nul_bytes, setup_pool, teardown_pool),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
