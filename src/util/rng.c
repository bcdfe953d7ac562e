/*
 * rng.c: xoshiro256** with splitmix64 seeding (public-domain algorithms by
 * Blackman and Vigna). bang_rng_below uses Lemire's multiply-and-reject so
 * that small ranges (a die's six faces) carry no modulo bias.
 */
#include "rng.h"

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

void bang_rng_seed(bang_rng *rng, uint64_t seed) {
  uint64_t state = seed;
  for (int i = 0; i < 4; i++) rng->s[i] = splitmix64(&state);
}

uint64_t bang_rng_next(bang_rng *rng) {
  uint64_t *s = rng->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint32_t bang_rng_below(bang_rng *rng, uint32_t n) {
  uint64_t m = (uint64_t)(uint32_t)(bang_rng_next(rng) >> 32) * n;
  uint32_t low = (uint32_t)m;
  if (low < n) {
    uint32_t threshold = (uint32_t)(-n) % n;
    while (low < threshold) {
      m = (uint64_t)(uint32_t)(bang_rng_next(rng) >> 32) * n;
      low = (uint32_t)m;
    }
  }
  return (uint32_t)(m >> 32);
}
