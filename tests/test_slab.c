/*
 * test_slab.c: the small-block allocator behind Lua states (src/host/slab.c).
 *
 * It must honour lua_Alloc's contract: a new block of any size, resizing
 * keeps the contents (within a class, across classes, between slab and
 * malloc both ways), a freed block is reused by its class only, freeing
 * NULL is harmless, many live blocks never overlap, and the chunks never
 * go past the slab's limit, however the blocks are shuffled between classes. A whole Lua state
 * on it runs and closes cleanly.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "slab.h"

static int setup_slab(void **state) {
  *state = bang_slab_new(SIZE_MAX);
  return *state ? 0 : -1;
}

static int teardown_slab(void **state) {
  bang_slab_free(*state);
  return 0;
}

static void fill(unsigned char *p, size_t n, unsigned char seed) {
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char)(seed + i * 7);
}

static void assert_filled(const unsigned char *p, size_t n, unsigned char seed) {
  for (size_t i = 0; i < n; i++) assert_int_equal(p[i], (unsigned char)(seed + i * 7));
}

static void new_blocks_are_aligned_and_usable(void **state) {
  bang_slab *slab = *state;
  for (size_t n = 1; n <= BANG_SLAB_MAX + 100; n += 13) {
    unsigned char *p = bang_slab_realloc(slab, NULL, 0, n);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 16, 0);
    fill(p, n, (unsigned char)n);
    assert_filled(p, n, (unsigned char)n);
    assert_null(bang_slab_realloc(slab, p, n, 0));
  }
}

static void freeing_null_is_harmless(void **state) {
  assert_null(bang_slab_realloc(*state, NULL, 0, 0));
  assert_null(bang_slab_realloc(*state, NULL, 77, 0)); /* osize is a type tag then */
}

/* Grow one block through every kind of move and back down: the bytes it
 * had survive each step. */
static void resizing_keeps_contents(void **state) {
  bang_slab *slab = *state;
  static const size_t sizes[] = {5, 16, 17, 40, 300, BANG_SLAB_MAX, BANG_SLAB_MAX + 1,
                                 5000, 70000, 3000, BANG_SLAB_MAX, 100, 24, 1};
  size_t n = sizes[0];
  unsigned char *p = bang_slab_realloc(slab, NULL, 0, n);
  assert_non_null(p);
  fill(p, n, 3);
  for (size_t i = 1; i < sizeof sizes / sizeof *sizes; i++) {
    size_t next = sizes[i];
    p = bang_slab_realloc(slab, p, n, next);
    assert_non_null(p);
    assert_filled(p, n < next ? n : next, 3);
    fill(p, next, 3);
    n = next;
  }
  bang_slab_realloc(slab, p, n, 0);
}

static void same_class_resize_stays_in_place(void **state) {
  bang_slab *slab = *state;
  void *p = bang_slab_realloc(slab, NULL, 0, 33); /* class of 33..48 bytes */
  assert_ptr_equal(bang_slab_realloc(slab, p, 33, 48), p);
  assert_ptr_equal(bang_slab_realloc(slab, p, 48, 40), p);
  bang_slab_realloc(slab, p, 40, 0);
}

static void freed_block_is_reused_by_its_class(void **state) {
  bang_slab *slab = *state;
  void *a = bang_slab_realloc(slab, NULL, 0, 64);
  bang_slab_realloc(slab, a, 64, 0);
  void *other = bang_slab_realloc(slab, NULL, 0, 128);
  assert_ptr_not_equal(other, a);
  assert_ptr_equal(bang_slab_realloc(slab, NULL, 0, 60), a);
  bang_slab_realloc(slab, other, 128, 0);
  bang_slab_realloc(slab, a, 60, 0);
}

/* Many live blocks of mixed sizes over several chunks: each keeps its own
 * bytes (no two overlap), then all are freed and taken again. */
static void live_blocks_never_overlap(void **state) {
  bang_slab *slab = *state;
  enum { N = 20000 };
  unsigned char **blocks = calloc(N, sizeof *blocks);
  size_t *sizes = calloc(N, sizeof *sizes);
  assert_non_null(blocks);
  assert_non_null(sizes);
  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < N; i++) {
      sizes[i] = 1 + (size_t)(i * 37 + round) % (BANG_SLAB_MAX + 64);
      blocks[i] = bang_slab_realloc(slab, NULL, 0, sizes[i]);
      assert_non_null(blocks[i]);
      fill(blocks[i], sizes[i], (unsigned char)i);
    }
    for (int i = 0; i < N; i++) assert_filled(blocks[i], sizes[i], (unsigned char)i);
    for (int i = 0; i < N; i++) bang_slab_realloc(slab, blocks[i], sizes[i], 0);
  }
  free(blocks);
  free(sizes);
}

/* Fill one class, free it all, fill the next: without the limit each class
 * would take chunks of its own; with it, new blocks are refused once the
 * chunks reach it, and freed blocks still serve their class. */
static void chunks_stay_within_the_limit(void **state) {
  (void)state;
  enum { LIMIT = 3 * BANG_SLAB_CHUNK, MAX_BLOCKS = LIMIT / 16 + 1 };
  bang_slab *slab = bang_slab_new(LIMIT);
  assert_non_null(slab);
  void **blocks = calloc(MAX_BLOCKS, sizeof *blocks);
  assert_non_null(blocks);
  size_t refused_at = 0;
  for (size_t size = 16; size <= 64 && !refused_at; size += 16) {
    size_t n = 0;
    while (n < MAX_BLOCKS && (blocks[n] = bang_slab_realloc(slab, NULL, 0, size))) n++;
    assert_true(n < MAX_BLOCKS);                   /* refused before the limit's worth */
    assert_true(n * size <= LIMIT);
    assert_true(slab->chunk_bytes <= LIMIT);
    if (size > 16) refused_at = size;               /* the second class found the chunks full */
    for (size_t i = 0; i < n; i++) bang_slab_realloc(slab, blocks[i], size, 0);
  }
  assert_int_equal(refused_at, 32);
  /* The first class's freed blocks are still there for it. */
  void *again = bang_slab_realloc(slab, NULL, 0, 16);
  assert_non_null(again);
  bang_slab_realloc(slab, again, 16, 0);
  free(blocks);
  bang_slab_free(slab);
}

static void *slab_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  return bang_slab_realloc(ud, ptr, osize, nsize);
}

static void a_lua_state_runs_on_it(void **state) {
  lua_State *L = lua_newstate(slab_alloc, *state);
  assert_non_null(L);
  luaL_openlibs(L);
  assert_int_equal(luaL_dostring(L, "local t = {}\n"
                                    "for i = 1, 50000 do t[i] = { i, tostring(i) .. 'x' } end\n"
                                    "for i = 1, 50000, 2 do t[i] = nil end\n"
                                    "collectgarbage()\n"
                                    "local s = 0\n"
                                    "for i = 2, 50000, 2 do s = s + t[i][1] + #t[i][2] end\n"
                                    "return s"),
                   LUA_OK);
  lua_Integer expect = 0;
  for (lua_Integer i = 2; i <= 50000; i += 2) {
    char digits[16];
    expect += i + snprintf(digits, sizeof digits, "%lldx", (long long)i);
  }
  assert_int_equal(lua_tointeger(L, -1), expect);
  lua_close(L);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(new_blocks_are_aligned_and_usable, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(freeing_null_is_harmless, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(resizing_keeps_contents, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(same_class_resize_stays_in_place, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(freed_block_is_reused_by_its_class, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(live_blocks_never_overlap, setup_slab, teardown_slab),
      cmocka_unit_test_setup_teardown(a_lua_state_runs_on_it, setup_slab, teardown_slab),
      cmocka_unit_test(chunks_stay_within_the_limit),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
