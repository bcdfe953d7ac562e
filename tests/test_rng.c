/*
 * test_rng.c: the game's random number generator (src/rng.c).
 *
 * Same seed, same sequence (saved games and replays depend on it, so the
 * first outputs are pinned to the reference xoshiro256** + splitmix64);
 * different seeds give different sequences; bang_rng_below stays in range
 * and is roughly uniform, including ranges where a plain modulo would be
 * badly biased.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rng.h"

static void same_seed_same_sequence(void **state) {
  (void)state;
  bang_rng a, b;
  bang_rng_seed(&a, 42);
  bang_rng_seed(&b, 42);
  for (int i = 0; i < 10000; i++) assert_int_equal(bang_rng_next(&a), bang_rng_next(&b));
  /* Re-seeding starts the sequence again. */
  bang_rng_seed(&a, 42);
  bang_rng_seed(&b, 42);
  for (int i = 0; i < 1000; i++)
    assert_int_equal(bang_rng_below(&a, 6), bang_rng_below(&b, 6));
}

/* Values of the public-domain reference implementation (splitmix64 seeding,
 * then xoshiro256**). A change here breaks every saved game. */
static void reference_values(void **state) {
  (void)state;
  static const struct {
    uint64_t seed, first[3];
  } cases[] = {
      {0, {0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL, 0x1a5f849d4933e6e0ULL}},
      {1, {0xb3f2af6d0fc710c5ULL, 0x853b559647364ceaULL, 0x92f89756082a4514ULL}},
      {42, {0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL, 0xae17533239e499a1ULL}},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    bang_rng r;
    bang_rng_seed(&r, cases[c].seed);
    for (int i = 0; i < 3; i++) assert_int_equal(bang_rng_next(&r), cases[c].first[i]);
  }
}

static void different_seeds_differ(void **state) {
  (void)state;
  static const uint64_t seeds[] = {0, 1, 2, 3, 42, 1000, UINT64_MAX, UINT64_MAX - 1};
  enum { N = sizeof seeds / sizeof seeds[0], LEN = 16 };
  uint64_t seq[N][LEN];
  for (int s = 0; s < N; s++) {
    bang_rng r;
    bang_rng_seed(&r, seeds[s]);
    for (int i = 0; i < LEN; i++) seq[s][i] = bang_rng_next(&r);
  }
  for (int a = 0; a < N; a++)
    for (int b = a + 1; b < N; b++) {
      int same = 0;
      for (int i = 0; i < LEN; i++) same += seq[a][i] == seq[b][i];
      assert_true(same < LEN);
      assert_true(seq[a][0] != seq[b][0]); /* even the very first value */
    }
  /* And small ranges (the dice) differ too, over a few rolls. */
  bang_rng a, b;
  bang_rng_seed(&a, 7);
  bang_rng_seed(&b, 8);
  int same = 0;
  for (int i = 0; i < 100; i++) same += bang_rng_below(&a, 6) == bang_rng_below(&b, 6);
  assert_true(same < 100);
}

static void below_stays_in_range(void **state) {
  (void)state;
  static const uint32_t ranges[] = {1, 2, 3, 5, 6, 7, 9, 100, 1000, 65537, 0x7fffffffu,
                                    0x80000001u, 0xc0000000u, UINT32_MAX};
  bang_rng r;
  bang_rng_seed(&r, 12345);
  for (size_t k = 0; k < sizeof ranges / sizeof ranges[0]; k++) {
    uint32_t n = ranges[k];
    for (int i = 0; i < 20000; i++) {
      uint32_t v = bang_rng_below(&r, n);
      assert_true(v < n);
    }
  }
  for (int i = 0; i < 1000; i++) assert_int_equal(bang_rng_below(&r, 1), 0);
}

static void below_is_roughly_uniform(void **state) {
  (void)state;
  bang_rng r;
  bang_rng_seed(&r, 2024);
  /* Six faces: 60,000 rolls, each face 10,000 +- 5% (about 5 sigma). */
  long counts[6] = {0};
  for (int i = 0; i < 60000; i++) counts[bang_rng_below(&r, 6)]++;
  double chi2 = 0;
  for (int f = 0; f < 6; f++) {
    assert_in_range(counts[f], 9500, 10500);
    double d = (double)counts[f] - 10000.0;
    chi2 += d * d / 10000.0;
  }
  assert_true(chi2 < 30.0); /* 5 degrees of freedom: p < 0.00002 */

  /* Every value of a small range shows up. */
  for (uint32_t n = 2; n <= 9; n++) {
    int seen[9] = {0};
    for (int i = 0; i < 1000; i++) seen[bang_rng_below(&r, n)] = 1;
    for (uint32_t v = 0; v < n; v++) assert_true(seen[v]);
  }

  /* n = 3 * 2^30: a modulo of a 32-bit draw would give the lower third of
   * the range twice the weight; an unbiased draw puts 2/3 below 2^31. */
  const uint32_t n = 0xc0000000u;
  long low = 0;
  for (int i = 0; i < 30000; i++) low += bang_rng_below(&r, n) < 0x80000000u;
  assert_in_range(low, 19400, 20600);

  /* The bits themselves: each of the 64 is set about half the time. */
  long bits[64] = {0};
  for (int i = 0; i < 20000; i++) {
    uint64_t v = bang_rng_next(&r);
    for (int b = 0; b < 64; b++) bits[b] += (v >> b) & 1;
  }
  for (int b = 0; b < 64; b++) assert_in_range(bits[b], 9500, 10500);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(same_seed_same_sequence),
      cmocka_unit_test(reference_values),
      cmocka_unit_test(different_seeds_differ),
      cmocka_unit_test(below_stays_in_range),
      cmocka_unit_test(below_is_roughly_uniform),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
