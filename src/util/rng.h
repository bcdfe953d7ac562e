/*
 * rng.h: the game's one source of chance.
 *
 * Every die roll, shuffle and random pick in a game comes from one bang_rng
 * value owned by that game (docs/ARCHITECTURE.md, property 4): same seed, same game. The
 * generator is xoshiro256** seeded through splitmix64; it is small, fast and
 * has no global state, so many games can run side by side.
 */
#ifndef BANG_RNG_H
#define BANG_RNG_H

#include <stdint.h>

typedef struct bang_rng {
  uint64_t s[4];
} bang_rng;

void bang_rng_seed(bang_rng *rng, uint64_t seed);
uint64_t bang_rng_next(bang_rng *rng);
/* A uniform integer in [0, n); n must be at least 1. */
uint32_t bang_rng_below(bang_rng *rng, uint32_t n);

#endif
