/*
 * test_solo_invariants.c: what must hold in every game of the solo
 * variant (RULES.md section S), checked after every step of many seeded
 * games (plain C; registered as `solo_invariants`).
 *
 * 1,008 games by default, over every set of options (basic, harder,
 * easier, both, each with and without the advanced characters), answered
 * by random legal choices, the greedy player and the solver (lua/solo/
 * bot.lua, preset bot = "greedy" / "solver"). After every step:
 *   - 77 playing cards (S-1) plus the Outlaw cards the options put in the
 *     deck (1; easier 2; harder 1 more, the Renegade), each in exactly one
 *     place and agreeing with its own zone; no card in a hand (solo has
 *     none); an eliminated character holds no playing card;
 *   - no Mustang or Scope; nobody with two cards of one name in play or two
 *     weapons (S-5, S-12);
 *   - a card is only ever offered in its own step of phase 4 (S-4): blue
 *     cards in "blue", BANG! in "shots", Beer in "beer", the other brown
 *     cards in "brown"; a Missed! never (it only answers, S-6);
 *   - a BANG! is fired only within the limit (S-5): the log says so for
 *     each, and rules.note shows each character's count;
 *   - life never above the maximum; an eliminated character never returns;
 *     decisions are the Sheriff's player's (seat 1) and their commands all
 *     different.
 * Each game must end (BANG_OVER) within 5,000 steps with one result as S-9
 * says: the Sheriff wins => he is alive and no Outlaw who entered play is;
 * the Outlaws win => the Sheriff is eliminated; never both.
 * Usage: test_solo_invariants [games [first-seed]].
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

enum { STEP_CAP = 5000, PLAYING_CARDS = 77 };

typedef struct run {
  uint64_t seed;
  const char *options;
  const char *player;
  long step;
  bool failed;
} run;

static long failures;

static bool fail_at(run *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "solo invariants: seed %" PRIu64 ", options {%s}, %s player, step %ld: ", r->seed,
          r->options, r->player, r->step);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  if (!r->failed) failures++;
  r->failed = true;
  return false;
}

static bool is_role_card(const char *type) {
  return strcmp(type, "outlaw") == 0 || strcmp(type, "renegade") == 0;
}

static bool is_weapon(const char *type) {
  static const char *const weapons[] = {"volcanic", "schofield", "remington", "rev_carabine",
                                        "winchester", NULL};
  for (int i = 0; weapons[i]; i++)
    if (strcmp(type, weapons[i]) == 0) return true;
  return false;
}

/* The step of phase 4 a card is played in (S-4), as a decision kind. */
static const char *step_of(const char *type) {
  static const char *const blue[] = {"barrel", "jail", "dynamite", NULL};
  if (is_weapon(type)) return "blue";
  for (int i = 0; blue[i]; i++)
    if (strcmp(type, blue[i]) == 0) return "blue";
  if (strcmp(type, "bang") == 0) return "shots";
  if (strcmp(type, "beer") == 0) return "beer";
  if (strcmp(type, "missed") == 0) return "never";
  return "brown";
}

static bool check_cards(run *r, bang_game *g, int role_cards) {
  int total = bang_game_card_total(g), players = bang_game_players(g);
  if (total != PLAYING_CARDS + role_cards)
    return fail_at(r, "%d cards, not %d + %d", total, PLAYING_CARDS, role_cards);
  static const char *const shared[] = {"deck", "discard", "table"};
  static const char *const owned[] = {"hand", "play", "faceup"};
  int seen[BANG_MAX_CARDS + 1] = {0};
  for (int z = 0; z < 6; z++) {
    for (int s = (z < 3 ? 0 : 1); s <= (z < 3 ? 0 : players); s++) {
      const char *zone = z < 3 ? shared[z] : owned[z - 3];
      const bang_pile *pile = bang_game_zone(g, zone, s);
      bool weapon = false;
      for (int i = 0; pile && i < pile->n; i++) {
        int id = pile->ids[i];
        if (id < 1 || id > total) return fail_at(r, "card id %d in %s", id, zone);
        seen[id]++;
        const bang_card *c = bang_game_card(g, id);
        if (strcmp(bang_zone_name(c->zone), zone) != 0 || (s && c->owner != s))
          return fail_at(r, "card %d is in %s of %d but says %s of %d", id, zone, s,
                         bang_zone_name(c->zone), c->owner);
        if (!strcmp(c->type, "mustang") || !strcmp(c->type, "scope"))
          return fail_at(r, "a %s in the solo deck (S-1)", c->type);
        if (!strcmp(zone, "hand")) return fail_at(r, "a card in a hand: solo has none");
        if (s && !bang_game_player(g, s)->alive && !is_role_card(c->type))
          return fail_at(r, "eliminated seat %d holds a %s", s, c->type);
        if (!strcmp(zone, "play")) {
          if (is_weapon(c->type)) {
            if (weapon) return fail_at(r, "seat %d has two weapons in play (S-5)", s);
            weapon = true;
          }
          for (int k = 0; k < i; k++)
            if (!strcmp(bang_game_card(g, pile->ids[k])->type, c->type))
              return fail_at(r, "seat %d has two %s in play (S-12)", s, c->type);
        }
      }
    }
  }
  for (int id = 1; id <= total; id++)
    if (seen[id] != 1) return fail_at(r, "card %d is in %d places", id, seen[id]);
  return true;
}

static long arg_number(const bang_msg *m, const char *key, bool *found) {
  for (int i = 0; i < m->nargs; i++)
    if (!strcmp(m->args[i].key, key)) {
      *found = true;
      return m->args[i].number;
    }
  *found = false;
  return 0;
}

static bool check_state(run *r, bang_game *g, bool was_alive[], size_t *log_seen) {
  /* Every BANG! fired is logged with the count and the limit then (S-5). */
  for (size_t size = bang_game_log_size(g); *log_seen < size; (*log_seen)++) {
    const bang_msg *m = bang_game_log_entry(g, *log_seen);
    if (strcmp(m->id, "{player} shoots at {target}.") != 0) continue;
    bool has_fired, has_allowed;
    long fired = arg_number(m, "fired", &has_fired), allowed = arg_number(m, "allowed", &has_allowed);
    if (!has_fired || !has_allowed) return fail_at(r, "a BANG! logged without its count");
    if (fired > allowed || fired < 1) return fail_at(r, "BANG! number %ld of %ld allowed (S-5)", fired, allowed);
  }
  for (int s = 1; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    if (p->character[0] && p->life > p->max_life)
      return fail_at(r, "seat %d at %d life of %d", s, p->life, p->max_life);
    if (!was_alive[s] && p->alive) return fail_at(r, "seat %d came back", s);
    was_alive[s] = p->alive;
    bang_msg note;
    if (p->alive && p->character[0] && bang_game_note(g, s, &note)) {
      bool has_fired;
      long fired = arg_number(&note, "fired", &has_fired);
      if (!has_fired || fired < 0) return fail_at(r, "seat %d has no BANG! count", s);
    }
  }
  return true;
}

static bool check_decision(run *r, bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (d->player != 1) return fail_at(r, "a decision for seat %d, not the Sheriff's player", d->player);
  bool step = !strcmp(d->kind, "blue") || !strcmp(d->kind, "brown") || !strcmp(d->kind, "shots") ||
              !strcmp(d->kind, "beer");
  if (!step && strcmp(d->kind, "general_store") != 0)
    return fail_at(r, "unknown decision kind %s", d->kind);
  for (int i = 0; i < d->options; i++) {
    const char *cmd = bang_game_option_command(g, i);
    if (!cmd) return fail_at(r, "option %d has no command", i);
    for (int k = 0; k < i; k++)
      if (!strcmp(cmd, bang_game_option_command(g, k)))
        return fail_at(r, "two options are \"%s\"", cmd);
    int id = bang_game_option_card(g, i);
    if (!step || !id) continue;
    const char *type = bang_game_card(g, id)->type;
    /* Calamity Janet fires her Missed! cards as BANG! (S-20). */
    bool swapped = !strcmp(type, "missed") && !strcmp(d->kind, "shots") && strstr(r->options, "abilities") &&
                   !strcmp(bang_game_player(g, bang_game_card(g, id)->owner)->character, "calamity_janet");
    if (!swapped && strcmp(step_of(type), d->kind) != 0)
      return fail_at(r, "%s offered in step \"%s\" (S-4)", type, d->kind);
    if (bang_game_card(g, id)->zone != BANG_ZONE_FACEUP)
      return fail_at(r, "option %s plays a card that is not face up", cmd);
  }
  return true;
}

typedef struct outcomes {
  long wins, losses, turns, steps;
} outcomes;

static bool check_result(run *r, bang_game *g, outcomes *o) {
  if (bang_game_results_declared(g) != 1) return fail_at(r, "%d results declared", bang_game_results_declared(g));
  const bang_player *sheriff = bang_game_player(g, 1);
  int outlaws_alive = 0;
  for (int s = 2; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    if (p->character[0] && p->alive) outlaws_alive++;
    if (p->won && sheriff->won) return fail_at(r, "the Sheriff and seat %d both won", s);
  }
  if (sheriff->won) {
    if (!sheriff->alive) return fail_at(r, "an eliminated Sheriff won (S-9)");
    if (outlaws_alive) return fail_at(r, "the Sheriff won with %d Outlaws in play (S-9)", outlaws_alive);
    o->wins++;
  } else {
    if (sheriff->alive) return fail_at(r, "the Sheriff lost alive (S-9)");
    o->losses++;
  }
  return true;
}

int main(int argc, char **argv) {
  long games = argc > 1 ? atol(argv[1]) : 1008;
  uint64_t first_seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
  static const struct {
    const char *preset;
    bool harder, easier;
  } sets[] = {
      {"", false, false},
      {"harder = true", true, false},
      {"easier = true", false, true},
      {"harder = true, easier = true", true, true},
      {"abilities = true", false, false},
      {"abilities = true, harder = true, easier = true", true, true},
  };
  enum { NSETS = sizeof sets / sizeof sets[0] };
  outcomes o = {0};
  long by_player[3] = {0};
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < games; i++) {
    int set = (int)(i % NSETS);
    /* Most games random (fast, and the strangest lines); one in four
     * greedy; one in twenty-four the solver (slow). */
    long k = i / NSETS;
    int kind = k % 24 == 0 ? 2 : k % 4 == 1 ? 1 : 0;
    static const char *const players[] = {"random", "greedy", "solver"};
    run r = {first_seed + (uint64_t)i, sets[set].preset, players[kind], 0, false};
    by_player[kind]++;
    char extra[160];
    snprintf(extra, sizeof extra, "return { %s%sbot = \"%s\" }", sets[set].preset,
             sets[set].preset[0] ? ", " : "", kind == 2 ? "solver" : "greedy");
    bang_setup setup;
    bang_setup_init(&setup, "solo", 4 + sets[set].harder, r.seed);
    setup.extra = extra;
    char err[2048];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) {
      fail_at(&r, "bang_game_new: %s", err);
      continue;
    }
    bang_game_set_logging(g, true);
    int role_cards = (sets[set].easier ? 2 : 1) + sets[set].harder;
    uint64_t random_state = r.seed ^ 0x9e3779b97f4a7c15ULL;
    bool was_alive[BANG_MAX_PLAYERS + 1];
    size_t log_seen = 0;
    for (int s = 0; s <= BANG_MAX_PLAYERS; s++) was_alive[s] = true;
    enum bang_status st;
    while ((st = bang_game_advance(g)) == BANG_AWAITING) {
      if (!check_cards(&r, g, role_cards) || !check_state(&r, g, was_alive, &log_seen) ||
          !check_decision(&r, g))
        break;
      if (r.step >= STEP_CAP) {
        fail_at(&r, "no end after %d steps", STEP_CAP);
        break;
      }
      int choice = kind ? bang_game_bot_choice(g) : bang_game_random_choice(g, &random_state);
      if (choice < 0) {
        fail_at(&r, "the %s player gave no answer: %s", r.player, bang_game_error(g));
        break;
      }
      if (!bang_game_answer(g, choice)) {
        fail_at(&r, "option %d was not taken", choice);
        break;
      }
      r.step++;
    }
    if (!r.failed) {
      if (st == BANG_FAILED) fail_at(&r, "the game failed: %s", bang_game_error(g));
      else if (st != BANG_OVER) fail_at(&r, "the game stopped with status %d", (int)st);
      else if (check_cards(&r, g, role_cards) && check_state(&r, g, was_alive, &log_seen) &&
               check_result(&r, g, &o)) {
        o.turns += bang_game_turn(g);
        o.steps += r.step;
      }
    }
    bang_game_free(g);
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  long finished = o.wins + o.losses;
  printf("solo invariants: %ld games (%ld random, %ld greedy, %ld solver), %ld failed; Sheriff "
         "won %ld, lost %ld; %.1f turns and %.1f decisions a game; %.2f s\n",
         games, by_player[0], by_player[1], by_player[2], failures, o.wins, o.losses,
         finished ? (double)o.turns / (double)finished : 0.0,
         finished ? (double)o.steps / (double)finished : 0.0, seconds);
  return failures || finished != games ? 1 : 0;
}
