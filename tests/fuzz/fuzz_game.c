/*
 * fuzz_game.c: libFuzzer target, typed command sequences into a stock game.
 *
 * Input: byte 0 picks the variant (bit 0: card, else dice) and flags (bit 1:
 * choose_characters, bit 2: ask_always, bit 3: play on to the end with
 * random answers once the lines run out, bit 4: play 20 random steps and
 * start again with bang_game_reset first); byte 1 the player count (dice 3-8,
 * card 4-7); bytes 2-9 the seed; the rest is split at newlines, one typed
 * command per line, fed to the pending decision through
 * bang_game_match_command and bang_game_answer, as the terminal does:
 *   - a line the game refuses is answered by a random legal option instead,
 *     so the game always moves on (the refusal's reason is rendered);
 *   - an empty line takes a random legal option, "?" the bot's choice.
 * Every option's command, label and warning are read and rendered at every
 * decision, as the terminal shows them, with the distances the deciding
 * player sees. After every step the invariants of
 * tests/test_invariants.c are checked (arrows or the 80 cards conserved,
 * lives in range, the eliminated stay out and hold nothing, decisions only
 * for live players with distinct commands, the turn never goes back), and
 * the game never fails (BANG_FAILED: a stock script erred). A broken
 * invariant aborts with a message, which libFuzzer reports as a crash.
 *
 * Built with -DBANG_FUZZ=ON (clang, -fsanitize=fuzzer); the same file built
 * with -DBANG_FUZZ_REPLAY (tests/fuzz/replay.c) replays saved inputs.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "game.h"
#include "render.h"

enum { STEP_CAP = 20000, ARROWS = 9, CARDS = 80, LINE_MAX = 256 };

static void broken(bang_game *g, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "fuzz_game: invariant broken (%s, %d players, turn %d, step %ld): ",
          bang_game_variant(g), bang_game_players(g), bang_game_turn(g), bang_game_steps(g));
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  abort();
}

static bool is(const bang_player *p, const char *role) { return strcmp(p->role, role) == 0; }

static bool is_weapon(const char *type) {
  static const char *const weapons[] = {"volcanic", "schofield", "remington", "rev_carabine",
                                        "winchester", NULL};
  for (int i = 0; weapons[i]; i++)
    if (strcmp(type, weapons[i]) == 0) return true;
  return false;
}

static void check_cards(bang_game *g) {
  int total = bang_game_card_total(g);
  if (total != CARDS) broken(g, "%d cards, not %d", total, CARDS);
  int seen[CARDS + 1] = {0};
  static const char *const shared_zones[] = {"deck", "discard", "table"};
  int n = bang_game_players(g);
  for (int z = 0; z < 3 + 2 * n; z++) {
    const char *zone = z < 3 ? shared_zones[z] : (z - 3) % 2 == 0 ? "hand" : "play";
    int owner = z < 3 ? 0 : (z - 3) / 2 + 1;
    const bang_pile *pile = bang_game_zone(g, zone, owner);
    if (!pile) broken(g, "no %s pile for seat %d", zone, owner);
    int weapons = 0;
    for (int i = 0; i < pile->n; i++) {
      int id = pile->ids[i];
      if (id < 1 || id > CARDS) broken(g, "card id %d in the %s", id, zone);
      if (seen[id]++) broken(g, "card %d is in two places", id);
      const bang_card *c = bang_game_card(g, id);
      if (strcmp(bang_zone_name(c->zone), zone) != 0 || c->owner != owner)
        broken(g, "card %d (%s) lies in %s/%d but says %s/%d", id, c->type, zone, owner,
               bang_zone_name(c->zone), c->owner);
      if (z >= 3 && (z - 3) % 2 == 1) {
        weapons += is_weapon(c->type);
        for (int j = 0; j < i; j++)
          if (strcmp(bang_game_card(g, pile->ids[j])->type, c->type) == 0)
            broken(g, "seat %d has two %s in play", owner, c->type);
        if (strcmp(c->type, "jail") == 0 && is(bang_game_player(g, owner), "sheriff"))
          broken(g, "the Sheriff (seat %d) is in Jail", owner);
      }
    }
    if (weapons > 1) broken(g, "seat %d has %d weapons in play", owner, weapons);
    if (owner && pile->n && !bang_game_player(g, owner)->alive)
      broken(g, "eliminated seat %d still has cards in %s", owner, zone);
  }
  for (int id = 1; id <= CARDS; id++)
    if (!seen[id]) broken(g, "card %d is nowhere", id);
}

static void check_state(bang_game *g, bool was_alive[], int *last_turn) {
  int n = bang_game_players(g);
  bool card = strcmp(bang_game_variant(g), "card") == 0;
  if (card) {
    check_cards(g);
  } else {
    if (bang_game_counter_total(g, "arrows") != ARROWS)
      broken(g, "%d arrows in all (pile %d), not %d", bang_game_counter_total(g, "arrows"),
             bang_game_pile(g), ARROWS);
    if (bang_game_pile(g) < 0 || bang_game_pile(g) > ARROWS)
      broken(g, "%d arrows in the pile", bang_game_pile(g));
  }
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    int arrows = bang_game_counter(g, s, "arrows"); /* -1: a game without them */
    if (arrows == -1) arrows = 0;
    if (p->life < 0 || p->life > p->max_life)
      broken(g, "seat %d (%s) has life %d of %d", s, p->character, p->life, p->max_life);
    if (arrows < 0) broken(g, "seat %d holds %d arrows", s, arrows);
    if (!p->alive) {
      if (arrows != 0) broken(g, "eliminated seat %d holds %d arrows", s, arrows);
      if (p->life != 0) broken(g, "eliminated seat %d has life %d", s, p->life);
      if (!p->role_revealed) broken(g, "eliminated seat %d's role is hidden", s);
    } else if (!was_alive[s]) {
      broken(g, "seat %d came back into the game", s);
    }
    was_alive[s] = p->alive;
  }
  if (bang_game_turn(g) < *last_turn)
    broken(g, "the turn went back from %d to %d", *last_turn, bang_game_turn(g));
  *last_turn = bang_game_turn(g);
}

/* Read everything the terminal shows of the pending decision. */
static const bang_decision *check_decision(bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) broken(g, "awaiting, but no decision");
  const bang_player *p = bang_game_player(g, d->player);
  if (!p) broken(g, "a '%s' decision for seat %d, which does not exist", d->kind, d->player);
  bool last_words = strcmp(d->kind, "discard_order") == 0;
  if (last_words && (p->alive || !bang_game_zone(g, "table", 0) ||
                     bang_game_zone(g, "table", 0)->n < 2))
    broken(g, "a discard_order decision for seat %d, in play or with no cards waiting",
           d->player);
  if (!p->alive && !last_words)
    broken(g, "a '%s' decision for eliminated seat %d", d->kind, d->player);
  /* Choosing characters (setup.choose_characters) comes before the first
   * turn: no one is active yet. */
  bool choosing = strcmp(d->kind, "character") == 0;
  const bang_player *active = bang_game_player(g, bang_game_active(g));
  if (!active && !choosing) broken(g, "a decision with no active player");
  if (active && !active->alive && !last_words)
    broken(g, "a '%s' decision while the active seat %d is eliminated", d->kind,
           bang_game_active(g));
  if (d->options < 1) broken(g, "a '%s' decision with %d options", d->kind, d->options);
  char text[1024];
  bang_render(g, &d->prompt, text, sizeof text);
  for (int s = 1; s <= bang_game_players(g); s++) {
    bool in_range;
    bang_game_view_distance(g, d->player, s, &in_range);
  }
  char(*commands)[BANG_COMMAND_LEN + 1] = calloc((size_t)d->options, sizeof *commands);
  for (int i = 0; i < d->options; i++) {
    const char *a = bang_game_option_command(g, i);
    if (!a || !*a) broken(g, "'%s' option %d has no command", d->kind, i + 1);
    snprintf(commands[i], sizeof commands[i], "%s", a);
    for (int j = 0; j < i; j++)
      if (strcmp(commands[i], commands[j]) == 0)
        broken(g, "'%s' options %d and %d are both '%s'", d->kind, j + 1, i + 1, commands[i]);
    bang_msg m;
    if (bang_game_option_label(g, i, &m)) bang_render(g, &m, text, sizeof text);
    if (bang_game_option_warning(g, i, &m)) bang_render(g, &m, text, sizeof text);
  }
  free(commands);
  return d;
}

static void check_result(bang_game *g) {
  if (bang_game_results_declared(g) != 1)
    broken(g, "over, but results declared %d times", bang_game_results_declared(g));
  const bang_msg *m = bang_game_result(g);
  if (!m) broken(g, "over, but no result message");
  char text[1024];
  bang_render(g, m, text, sizeof text);
  int n = bang_game_players(g), winners = 0;
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    if (!p->role_revealed) broken(g, "over, but seat %d's role is hidden", s);
    winners += p->won;
  }
  if (winners < 1) broken(g, "over with no winner");
}

/* Nothing kept between inputs: each input makes and frees its own game, so
 * an input replays alone exactly as it ran, and libFuzzer's leak check (run
 * when an input's allocations and frees differ) stays cheap. */
void bang_fuzz_cleanup(void);
void bang_fuzz_cleanup(void) {}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 10) return 0;
  int flags = data[0];
  bool card = flags & 1;
  const char *variant = card ? "card" : "dice";
  int players = card ? 4 + data[1] % 4 : 3 + data[1] % 6;
  uint64_t seed = 0;
  for (int i = 0; i < 8; i++) seed = seed << 8 | data[2 + i];
  data += 10;
  size -= 10;

  bang_setup setup;
  bang_setup_init(&setup, variant, players, seed);
  setup.choose_characters = flags & 2;
  setup.ask_always = flags & 4;
  bool play_on = flags & 8;
  char err[2048];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) {
    fprintf(stderr, "fuzz_game: bang_game_new: %s\n", err);
    abort();
  }
  bang_game_set_logging(g, true);
  if (flags & 16) { /* a few random steps, then bang_game_reset (simulations) */
    uint64_t state = seed;
    for (int i = 0; i < 20 && bang_game_advance(g) == BANG_AWAITING; i++)
      bang_game_answer(g, bang_game_random_choice(g, &state));
    if (!bang_game_reset(g, &setup, err, sizeof err)) {
      fprintf(stderr, "fuzz_game: bang_game_reset: %s\n", err);
      abort();
    }
  }

  uint64_t random_state = seed ^ 0x9e3779b97f4a7c15ULL;
  bool was_alive[BANG_MAX_PLAYERS + 1];
  for (int s = 0; s <= BANG_MAX_PLAYERS; s++) was_alive[s] = true;
  int last_turn = 0;
  size_t pos = 0;
  long steps = 0;
  enum bang_status st;
  while ((st = bang_game_advance(g)) == BANG_AWAITING) {
    check_state(g, was_alive, &last_turn);
    const bang_decision *d = check_decision(g);
    if (++steps > STEP_CAP) broken(g, "no end after %d steps", STEP_CAP);
    int choice = -1;
    if (pos < size) {
      char line[LINE_MAX];
      size_t n = 0;
      while (pos < size && data[pos] != '\n') {
        if (n < sizeof line - 1) line[n++] = (char)data[pos];
        pos++;
      }
      pos++; /* the newline */
      line[n] = '\0';
      if (strlen(line) != n) {
        /* a NUL inside (the terminal never sends one): a random answer */
      } else if (strcmp(line, "?") == 0) {
        choice = bang_game_bot_choice(g);
      } else if (n > 0) {
        bang_msg why;
        choice = bang_game_match_command(g, line, &why);
        if (choice < 0) {
          char text[1024];
          bang_render(g, &why, text, sizeof text);
        }
      }
    } else if (!play_on) {
      break;
    }
    if (choice < 0) choice = bang_game_random_choice(g, &random_state);
    if (choice < 0 || choice >= d->options) broken(g, "option %d of %d chosen", choice, d->options);
    if (!bang_game_answer(g, choice)) broken(g, "option %d of %d was not taken", choice, d->options);
  }
  if (st == BANG_FAILED) broken(g, "the game failed: %s", bang_game_error(g));
  if (st == BANG_PAUSED) broken(g, "a stock game paused");
  check_state(g, was_alive, &last_turn);
  if (st == BANG_OVER) check_result(g);
  char text[1024];
  for (size_t i = 0; i < bang_game_log_size(g); i++)
    bang_render(g, bang_game_log_entry(g, i), text, sizeof text);
  bang_game_free(g);
  return 0;
}
