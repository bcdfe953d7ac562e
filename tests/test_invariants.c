/*
 * test_invariants.c: what must hold in every dice game, checked after every
 * step of many seeded computer games (plain C; registered as `invariants`).
 *
 * 1,200 games, 200 for each table size from 3 to 8, answered by the
 * heuristic bot (lua/dice/bot.lua through bang_game_bot_choice; until that
 * exists, or when it gives no answer, a random legal option), by random
 * choice (bang_game_random_choice), or a mix seat by seat. After every step:
 *   - 9 arrows in all (bang_game_counter_total), the pile within 0..9;
 *   - every life within 0..max_life; an eliminated player (alive = false)
 *     has 0 life, 0 arrows, a revealed role, and never comes back;
 *   - a decision is never asked of an eliminated player, never while the
 *     active player is eliminated (except a just-eliminated player's
 *     discard_order, C-35, with his cards waiting on the table), has at
 *     least one option, and its options' commands are all different (else a
 *     typed command could not reach one);
 *   - the turn number never goes down.
 * Each game must end (BANG_OVER, never BANG_FAILED) within 20,000 steps,
 * with bang_game_results_declared == 1 and winners as D-15 / D-30 say:
 *   law wins      => Sheriff alive, no Outlaw or Renegade alive, winners
 *                    exactly the Sheriff and Deputies;
 *   Outlaws win   => Sheriff eliminated, winners exactly the Outlaws, and
 *                    not a lone Renegade left standing;
 *   Renegade wins => one winner, a Renegade, the only player alive;
 *   3 players     => exactly one winner, who is the last one standing or
 *                    whose target (D-30) is eliminated.
 * Roles are dealt per D-1 / D-30. A summary line is printed at the end.
 *
 * With --game card the same is done for the card game (4 to 7 players,
 * 250 games each), where after every step also: exactly 80 cards, each in
 * exactly one place (the deck, the discard pile, the table while being
 * checked, a hand, in play) and agreeing with its own zone; nobody with
 * two cards of one name in play or two weapons; an eliminated player holds
 * no cards; the Sheriff never in Jail; results as C-37 says.
 * Usage: test_invariants [--game card] [games-per-table-size [first-seed]].
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cards.h"
#include "game.h"

enum { STEP_CAP = 20000, ARROWS = 9, CARDS = 80 };

typedef struct run {
  int players;
  uint64_t seed;
  const char *mode;
  long step;
  bool failed;
} run;

static long failures;

static bool fail_at(run *r, const char *fmt, ...) {
  if (r->failed) return false;
  r->failed = true;
  failures++;
  fprintf(stderr, "FAIL %d players, seed %" PRIu64 ", %s bots, step %ld: ", r->players, r->seed,
          r->mode, r->step);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return false;
}

static bool is(const bang_player *p, const char *role) { return strcmp(p->role, role) == 0; }

/* D-1 / D-30: the roles at a table of n. */
static bool check_roles(run *r, bang_game *g) {
  static const int want[9][4] = {
      /* sheriff, deputy, outlaw, renegade: D-1, D-30, and C-1 for 4 to 7 */
      [3] = {0, 1, 1, 1}, [4] = {1, 0, 2, 1}, [5] = {1, 1, 2, 1},
      [6] = {1, 1, 3, 1}, [7] = {1, 2, 3, 1}, [8] = {1, 2, 3, 2},
  };
  static const char *const names[4] = {"sheriff", "deputy", "outlaw", "renegade"};
  int have[4] = {0};
  int n = bang_game_players(g);
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    int k = 0;
    while (k < 4 && !is(p, names[k])) k++;
    if (k == 4) return fail_at(r, "seat %d has the unknown role '%s'", s, p->role);
    have[k]++;
    bool public_role = is(p, "sheriff") || n == 3;
    if (public_role && !p->role_revealed)
      return fail_at(r, "seat %d's role (%s) should be public", s, p->role);
    if (p->max_life < 1) return fail_at(r, "seat %d has maximum life %d", s, p->max_life);
  }
  for (int k = 0; k < 4; k++)
    if (have[k] != want[n][k])
      return fail_at(r, "%d %s(s) at a table of %d, wanted %d", have[k], names[k], n,
                     want[n][k]);
  return true;
}

static bool is_weapon(const char *type) {
  static const char *const weapons[] = {"volcanic", "schofield", "remington", "rev_carabine",
                                        "winchester", NULL};
  for (int i = 0; weapons[i]; i++)
    if (strcmp(type, weapons[i]) == 0) return true;
  return false;
}

/* The card game's cards: 80, each in exactly one place, sane piles. */
static bool check_cards(run *r, bang_game *g) {
  int total = bang_game_card_total(g);
  if (total != CARDS) return fail_at(r, "%d cards, not %d", total, CARDS);
  int seen[CARDS + 1] = {0};
  static const char *const shared_zones[] = {"deck", "discard", "table"};
  int n = bang_game_players(g);
  for (int z = 0; z < 3 + 2 * n; z++) {
    const char *zone = z < 3 ? shared_zones[z] : (z - 3) % 2 == 0 ? "hand" : "play";
    int owner = z < 3 ? 0 : (z - 3) / 2 + 1;
    const bang_pile *pile = bang_game_zone(g, zone, owner);
    if (!pile) return fail_at(r, "no %s pile for seat %d", zone, owner);
    int weapons = 0;
    for (int i = 0; i < pile->n; i++) {
      int id = pile->ids[i];
      if (id < 1 || id > CARDS) return fail_at(r, "card id %d in the %s", id, zone);
      if (seen[id]++) return fail_at(r, "card %d is in two places", id);
      const bang_card *c = bang_game_card(g, id);
      if (strcmp(bang_zone_name(c->zone), zone) != 0 || c->owner != owner)
        return fail_at(r, "card %d (%s) lies in %s/%d but says %s/%d", id, c->type, zone, owner,
                       bang_zone_name(c->zone), c->owner);
      if (z >= 3 && (z - 3) % 2 == 1) { /* in play */
        weapons += is_weapon(c->type);
        for (int j = 0; j < i; j++)
          if (strcmp(bang_game_card(g, pile->ids[j])->type, c->type) == 0)
            return fail_at(r, "seat %d has two %s in play", owner, c->type);
        if (strcmp(c->type, "jail") == 0 && is(bang_game_player(g, owner), "sheriff"))
          return fail_at(r, "the Sheriff (seat %d) is in Jail", owner);
      }
    }
    if (weapons > 1) return fail_at(r, "seat %d has %d weapons in play", owner, weapons);
    if (owner && pile->n && !bang_game_player(g, owner)->alive)
      return fail_at(r, "eliminated seat %d still has cards in %s", owner, zone);
  }
  for (int id = 1; id <= CARDS; id++)
    if (!seen[id]) return fail_at(r, "card %d is nowhere", id);
  return true;
}

static bool check_state(run *r, bang_game *g, bool was_alive[], int *last_turn) {
  int n = bang_game_players(g);
  if (strcmp(bang_game_variant(g), "card") == 0) {
    if (!check_cards(r, g)) return false;
  } else if (bang_game_counter_total(g, "arrows") != ARROWS)
    return fail_at(r, "%d arrows in all (pile %d), not %d", bang_game_counter_total(g, "arrows"),
                   bang_game_pile(g), ARROWS);
  if (strcmp(bang_game_variant(g), "dice") == 0 && (bang_game_pile(g) < 0 || bang_game_pile(g) > ARROWS))
    return fail_at(r, "%d arrows in the pile", bang_game_pile(g));
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    int arrows = bang_game_counter(g, s, "arrows"); /* -1: a game without them */
    if (arrows == -1) arrows = 0;
    if (p->life < 0 || p->life > p->max_life)
      return fail_at(r, "seat %d (%s) has life %d of %d", s, p->character, p->life, p->max_life);
    if (arrows < 0) return fail_at(r, "seat %d holds %d arrows", s, arrows);
    if (!p->alive) {
      if (arrows != 0)
        return fail_at(r, "eliminated seat %d (%s) holds %d arrows", s, p->character, arrows);
      if (p->life != 0) return fail_at(r, "eliminated seat %d has life %d", s, p->life);
      if (!p->role_revealed) return fail_at(r, "eliminated seat %d's role is hidden", s);
    } else if (!was_alive[s]) {
      return fail_at(r, "seat %d came back into the game", s);
    }
    was_alive[s] = p->alive;
  }
  if (bang_game_turn(g) < *last_turn)
    return fail_at(r, "the turn went back from %d to %d", *last_turn, bang_game_turn(g));
  *last_turn = bang_game_turn(g);
  return true;
}

static bool check_decision(run *r, bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) return fail_at(r, "awaiting, but no decision");
  const bang_player *p = bang_game_player(g, d->player);
  if (!p) return fail_at(r, "a '%s' decision for seat %d, which does not exist", d->kind, d->player);
  /* The one decision of an eliminated player: which of his cards, waiting
   * on the table, goes on top of the discard pile (C-35, FAQ Q07). */
  bool last_words = strcmp(d->kind, "discard_order") == 0;
  if (last_words && (p->alive || !bang_game_zone(g, "table", 0) ||
                     bang_game_zone(g, "table", 0)->n < 2))
    return fail_at(r, "a discard_order decision for seat %d, in play or with no cards waiting",
                   d->player);
  if (!p->alive && !last_words)
    return fail_at(r, "a '%s' decision for eliminated seat %d (%s)", d->kind, d->player,
                   p->character);
  const bang_player *active = bang_game_player(g, bang_game_active(g));
  if (!active) return fail_at(r, "a decision with no active player");
  if (!active->alive && !last_words)
    return fail_at(r, "a '%s' decision (seat %d) while the active seat %d is eliminated", d->kind,
                   d->player, bang_game_active(g));
  if (d->options < 1) return fail_at(r, "a '%s' decision with %d options", d->kind, d->options);
  for (int i = 0; i < d->options; i++) {
    const char *a = bang_game_option_command(g, i);
    if (!a || !*a) return fail_at(r, "'%s' option %d has no command", d->kind, i + 1);
    for (int j = 0; j < i; j++)
      if (strcmp(a, bang_game_option_command(g, j)) == 0)
        return fail_at(r, "'%s' options %d and %d are both '%s'", d->kind, j + 1, i + 1, a);
  }
  return true;
}

typedef struct outcomes {
  long law, outlaws, renegade, three, turns, steps;
} outcomes;

static bool check_result(run *r, bang_game *g, outcomes *o) {
  if (bang_game_results_declared(g) != 1)
    return fail_at(r, "over, but results declared %d times", bang_game_results_declared(g));
  if (!bang_game_result(g)) return fail_at(r, "over, but no result message");
  int n = bang_game_players(g);
  int winners = 0, alive = 0, bad_alive = 0, last_alive = 0;
  bool sheriff_alive = false, sheriff_won = false, outlaw_won = false, renegade_won = false;
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    if (!p->role_revealed) return fail_at(r, "over, but seat %d's role is hidden", s);
    winners += p->won;
    if (p->alive) {
      alive++;
      last_alive = s;
      if (is(p, "sheriff")) sheriff_alive = true;
      if (is(p, "outlaw") || is(p, "renegade")) bad_alive++;
    }
    if (p->won && is(p, "sheriff")) sheriff_won = true;
    if (p->won && is(p, "outlaw")) outlaw_won = true;
    if (p->won && is(p, "renegade")) renegade_won = true;
  }
  if (n == 3) { /* D-30 */
    static const struct { const char *role, *prey; } prey[] = {
        {"deputy", "renegade"}, {"renegade", "outlaw"}, {"outlaw", "deputy"}};
    if (winners != 1) return fail_at(r, "3 players and %d winners", winners);
    int w = 1;
    while (!bang_game_player(g, w)->won) w++;
    const bang_player *winner = bang_game_player(g, w);
    bool target_down = false;
    for (int k = 0; k < 3; k++) {
      if (!is(winner, prey[k].role)) continue;
      for (int s = 1; s <= 3; s++)
        if (is(bang_game_player(g, s), prey[k].prey) && !bang_game_player(g, s)->alive)
          target_down = true;
    }
    bool last_standing = alive == 1 && winner->alive;
    bool everyone_out = alive == 0 && is(winner, "outlaw");
    if (!last_standing && !target_down && !everyone_out)
      return fail_at(r, "3 players: the %s won, but is not the last one standing and their "
                        "target is alive", winner->role);
    o->three++;
    return true;
  }
  if (sheriff_won) {
    if (!sheriff_alive) return fail_at(r, "law wins, but the Sheriff is eliminated");
    if (bad_alive) return fail_at(r, "law wins with %d Outlaws/Renegades alive", bad_alive);
    for (int s = 1; s <= n; s++) {
      const bang_player *p = bang_game_player(g, s);
      if (p->won != (is(p, "sheriff") || is(p, "deputy")))
        return fail_at(r, "law wins, but seat %d (%s) %s", s, p->role, p->won ? "won" : "lost");
    }
    o->law++;
  } else if (outlaw_won) {
    if (sheriff_alive) return fail_at(r, "the Outlaws win, but the Sheriff is alive");
    if (alive == 1 && is(bang_game_player(g, last_alive), "renegade"))
      return fail_at(r, "the Outlaws win, but the Renegade is the only one left");
    for (int s = 1; s <= n; s++) {
      const bang_player *p = bang_game_player(g, s);
      if (p->won != is(p, "outlaw"))
        return fail_at(r, "the Outlaws win, but seat %d (%s) %s", s, p->role,
                       p->won ? "won" : "lost");
    }
    o->outlaws++;
  } else if (renegade_won) {
    if (winners != 1) return fail_at(r, "a Renegade wins, with %d winners", winners);
    if (alive != 1) return fail_at(r, "a Renegade wins, with %d players alive", alive);
    const bang_player *p = bang_game_player(g, last_alive);
    if (!p->won || !is(p, "renegade"))
      return fail_at(r, "a Renegade wins, but the one left is seat %d (%s)", last_alive, p->role);
    o->renegade++;
  } else {
    return fail_at(r, "the game is over with %d winners and none of them Sheriff, Outlaw or "
                      "Renegade", winners);
  }
  return true;
}

int main(int argc, char **argv) {
  const char *variant = "dice";
  int low = 3, high = 8;
  if (argc > 2 && strcmp(argv[1], "--game") == 0) {
    variant = argv[2];
    argc -= 2;
    argv += 2;
  }
  if (strcmp(variant, "card") == 0) low = 4, high = 7;
  long per_size = argc > 1 ? atol(argv[1]) : strcmp(variant, "card") == 0 ? 250 : 200;
  uint64_t first_seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
  static const char *const modes[] = {"heuristic", "random", "mixed"};
  outcomes o = {0};
  long games = 0, bot_answers = 0, fallbacks = 0, log_entries = 0;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (int players = low; players <= high; players++) {
    for (long i = 0; i < per_size; i++) {
      run r = {players, first_seed + (uint64_t)players * 1000003u + (uint64_t)i,
               modes[i % 3], 0, false};
      bang_setup setup;
      bang_setup_init(&setup, variant, players, r.seed);
      char err[2048];
      bang_game *g = bang_game_new(&setup, err, sizeof err);
      games++;
      if (!g) {
        fail_at(&r, "bang_game_new: %s", err);
        continue;
      }
      bang_game_set_logging(g, i % 4 == 0);
      uint64_t random_state = r.seed ^ 0x9e3779b97f4a7c15ULL;
      bool was_alive[BANG_MAX_PLAYERS + 1];
      for (int s = 0; s <= BANG_MAX_PLAYERS; s++) was_alive[s] = true;
      int last_turn = 0;
      enum bang_status st;
      bool roles_checked = false;
      while ((st = bang_game_advance(g)) == BANG_AWAITING) {
        if (!roles_checked && !(roles_checked = true, check_roles(&r, g))) break;
        if (!check_state(&r, g, was_alive, &last_turn) || !check_decision(&r, g)) break;
        if (r.step >= STEP_CAP) {
          fail_at(&r, "no end after %d steps: the game stalls", STEP_CAP);
          break;
        }
        const bang_decision *d = bang_game_decision(g);
        bool heuristic = r.mode == modes[0] || (r.mode == modes[2] && d->player % 2 == 1);
        int choice = -1;
        if (heuristic) {
          choice = bang_game_bot_choice(g);
          if (choice >= 0) bot_answers++;
          else fallbacks++;
        }
        if (choice < 0) choice = bang_game_random_choice(g, &random_state);
        if (choice < 0 || choice >= d->options || !bang_game_answer(g, choice)) {
          fail_at(&r, "option %d of %d was not taken", choice, d->options);
          break;
        }
        r.step++;
      }
      if (!r.failed) {
        if (st == BANG_FAILED)
          fail_at(&r, "the game failed: %s", bang_game_error(g));
        else if (st != BANG_OVER)
          fail_at(&r, "the game stopped with status %d", (int)st);
        else if (check_state(&r, g, was_alive, &last_turn) && check_result(&r, g, &o)) {
          o.turns += bang_game_turn(g);
          o.steps += r.step;
        }
      }
      log_entries += (long)bang_game_log_size(g);
      bang_game_free(g);
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  long finished = games - failures;
  printf("invariants (%s): %ld games of %d to %d players, %ld failed; law %ld, outlaws %ld, renegade "
         "%ld, 3-player %ld; %.1f turns and %.1f decisions a game; bot answered %ld, random "
         "fallback %ld%s; %ld log entries; %.2f s\n",
         variant, games, low, high, failures, o.law, o.outlaws, o.renegade, o.three,
         finished ? (double)o.turns / (double)finished : 0.0,
         finished ? (double)o.steps / (double)finished : 0.0, bot_answers, fallbacks,
         bot_answers ? "" : " (no bot.lua yet)", log_entries, seconds);
  return failures ? 1 : 0;
}
