/*
 * test_match.c: the match layer (src/match/match.c), driven as a front end
 * with no terminal would drive it.
 *
 * A card game with one person and three computer players: an answer for
 * the wrong seat, a wrong option, a computer's decision or a decision
 * already answered is refused and records nothing; a harm warning holds
 * the answer until the same option comes again. Undo takes back the
 * person's decision and comes back to the very same decision, but never
 * across a card or a roll seen since (the fairness rules). Resuming a
 * record in a new match, with nothing rendered, reaches the same game
 * (log, decision, chance, record, log cursors) as the match it came from,
 * and plays on the same; a record that does not fit names its move. In a
 * hot seat each seat's log cursor stops where it last answered. A forced
 * move (solo) is the only option that plays its card, and is taken only
 * for the seat asked; a hint is only for the seat asked; `auto` stops when
 * the decision changes kind. A game built elsewhere and already advanced
 * (a scenario's, a lesson's) is adopted: it plays on exactly as in a match
 * that built it, answered by command or by the computer player, recorded,
 * and undo says it cannot build it again. The people are out when every
 * person's seat is.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "game.h"
#include "match.h"

enum { ERRLEN = 2048 };

/* ---- helpers ------------------------------------------------------------ */

/* A match of variant with people at seats 1..people, bots elsewhere. */
static bang_match *new_match(const char *variant, int players, int people, uint64_t seed,
                             bool confirm) {
  bang_setup setup;
  bang_setup_init(&setup, variant, players, seed);
  bang_match_config config;
  bang_match_config_init(&config, &setup, people, BANG_SEAT_BOT);
  assert_int_equal(config.random_seed, seed ^ 0x5eedb075ULL); /* as every front end seeds it */
  config.confirm = confirm;
  char err[ERRLEN];
  bang_match *m = bang_match_new(&config, err, sizeof err);
  if (!m) fail_msg("bang_match_new: %s", err);
  return m;
}

/* Step until a person is asked; that seat (0 if the game ended). */
static int step_to_ask(bang_match *m, bang_match_event *ev) {
  for (int i = 0; i < 5000; i++) {
    bang_match_state st = bang_match_step(m, ev);
    if (st == BANG_MATCH_ASK) return ev->seat;
    if (st == BANG_MATCH_OVER) return 0;
    assert_int_equal(st, BANG_MATCH_PLAYED);
  }
  fail_msg("no decision for a person in 5000 steps");
  return 0;
}

static int option_with_command(bang_match *m, const char *command) {
  bang_game *g = bang_match_game(m);
  const bang_decision *d = bang_game_decision(g);
  assert_non_null(d);
  for (int i = 0; i < d->options; i++)
    if (strcmp(bang_game_option_command(g, i), command) == 0) return i;
  fail_msg("no option '%s'", command);
  return -1;
}

/* The pending decision and the log, as text, to compare two games. */
static void state_of(bang_match *m, char *out, size_t cap) {
  bang_game *g = bang_match_game(m);
  size_t n = bang_game_log_size(g), used = 0;
  used += (size_t)snprintf(out + used, cap - used, "log %zu chance %llu steps %ld\n", n,
                           (unsigned long long)bang_game_chance(g), bang_game_steps(g));
  for (size_t i = 0; i < n && used < cap; i++)
    used += (size_t)snprintf(out + used, cap - used, "%s\n", bang_game_log_entry(g, i)->id);
  const bang_decision *d = bang_game_decision(g);
  if (!d || used >= cap) return;
  used += (size_t)snprintf(out + used, cap - used, "ask %d %s\n", d->player, d->kind);
  for (int i = 0; i < d->options && used < cap; i++)
    used += (size_t)snprintf(out + used, cap - used, "  %s\n", bang_game_option_command(g, i));
}

/* ---- answers ------------------------------------------------------------ */

static void wrong_seat_or_option_refused(void **state) {
  (void)state;
  bang_match *m = new_match("card", 4, 1, 17, false);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_non_null(ev.decision);
  size_t before;
  bang_match_record(m, &before);
  assert_int_equal(bang_match_answer(m, 2, 0), BANG_ANSWER_NOT_ASKED);
  assert_int_equal(bang_match_answer(m, 0, 0), BANG_ANSWER_NOT_ASKED);
  assert_int_equal(bang_match_answer(m, 1, -1), BANG_ANSWER_NO_OPTION);
  assert_int_equal(bang_match_answer(m, 1, ev.decision->options), BANG_ANSWER_NO_OPTION);
  size_t n;
  bang_match_record(m, &n);
  assert_int_equal(n, before); /* nothing recorded */
  int end = option_with_command(m, "end");
  assert_int_equal(bang_match_answer(m, 1, end), BANG_ANSWER_OK);
  /* Answered: not again before the rules run on. */
  assert_int_equal(bang_match_answer(m, 1, end), BANG_ANSWER_NOT_ASKED);
  const bang_match_move *moves = bang_match_record(m, &n);
  assert_int_equal(n, before + 1);
  assert_int_equal(moves[n - 1].seat, 1);
  assert_string_equal(moves[n - 1].command, "end");
  /* A computer seat's decision is not for anyone to answer. */
  const bang_decision *d;
  for (;;) { /* seat 1 may have more to decide (a discard...) first */
    assert_int_equal(bang_match_advance(m), BANG_AWAITING);
    d = bang_game_decision(bang_match_game(m));
    if (d->player != 1) break;
    assert_int_equal(bang_match_answer(m, 1, 0), BANG_ANSWER_OK);
  }
  assert_int_equal(bang_match_seat_kind(m, d->player), BANG_SEAT_BOT);
  assert_int_equal(bang_match_answer(m, d->player, 0), BANG_ANSWER_NOT_ASKED);
  bang_match_event played;
  assert_int_equal(bang_match_step(m, &played), BANG_MATCH_PLAYED);
  assert_int_equal(played.seat, d->player);
  assert_string_equal(played.bot_error, "");
  bang_match_free(m);
}

static void harm_warning_holds_the_answer(void **state) {
  (void)state;
  bang_match *m = new_match("card", 4, 1, 17, true);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  int beer = option_with_command(m, "play beer"); /* at full life */
  bang_msg w;
  assert_false(bang_match_warning(m, &w));
  assert_int_equal(bang_match_answer(m, 1, beer), BANG_ANSWER_WARNED);
  assert_true(bang_match_warning(m, &w));
  assert_string_equal(w.id, "You are at full life: {card} would heal nothing.");
  /* Something else in between: warned again. */
  bang_match_clear_warning(m);
  assert_int_equal(bang_match_answer(m, 1, beer), BANG_ANSWER_WARNED);
  size_t n;
  bang_match_record(m, &n);
  assert_int_equal(bang_match_answer(m, 1, beer), BANG_ANSWER_OK); /* the same again */
  size_t after;
  bang_match_record(m, &after);
  assert_int_equal(after, n + 1);
  bang_match_free(m);
}

/* ---- undo --------------------------------------------------------------- */

static void undo_comes_back_to_the_same_decision(void **state) {
  (void)state;
  bang_match *m = new_match("card", 4, 1, 17, false);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  static char before[1 << 16], after[1 << 16];
  state_of(m, before, sizeof before);
  size_t n;
  bang_match_record(m, &n);
  bang_undo u;
  assert_false(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_NOTHING);
  assert_int_equal(bang_match_answer(m, 1, option_with_command(m, "play winchester")), BANG_ANSWER_OK);
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_false(bang_match_undo(m, 2, &u)); /* a computer's seat */
  assert_int_equal(u.status, BANG_UNDO_SHARED);
  assert_true(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_DONE);
  assert_string_equal(u.command, "play winchester");
  size_t undone;
  bang_match_record(m, &undone);
  assert_int_equal(undone, n);
  state_of(m, after, sizeof after);
  assert_string_equal(after, before);
  assert_int_equal(step_to_ask(m, &ev), 1);
  bang_match_free(m);
}

/* A rebuild that fails (here: a mod's script broken on disk since the
 * game began) leaves the match as it was: the same decision, the same
 * record, and the game goes on. */
static void failed_undo_loses_nothing(void **state) {
  (void)state;
  char mod[] = "/tmp/bang-test-match-XXXXXX";
  assert_non_null(mkdtemp(mod));
  char dir[256], file[300];
  snprintf(dir, sizeof dir, "%s/card", mod);
  assert_int_equal(mkdir(dir, 0700), 0);
  snprintf(dir, sizeof dir, "%s/card/characters", mod);
  assert_int_equal(mkdir(dir, 0700), 0);
  bang_match_config config;
  memset(&config, 0, sizeof config);
  bang_setup_init(&config.setup, "card", 4, 17);
  config.setup.mods[0] = mod;
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++)
    config.seats[seat] = seat == 1 ? BANG_SEAT_PERSON : BANG_SEAT_BOT;
  config.random_seed = 17 ^ 0x5eedb075ULL;
  char err[ERRLEN];
  bang_match *m = bang_match_new(&config, err, sizeof err);
  if (!m) fail_msg("bang_match_new: %s", err);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_int_equal(bang_match_answer(m, 1, option_with_command(m, "play winchester")), BANG_ANSWER_OK);
  assert_int_equal(step_to_ask(m, &ev), 1);
  static char before[1 << 16], after[1 << 16];
  state_of(m, before, sizeof before);
  size_t n, after_n;
  bang_match_record(m, &n);

  snprintf(file, sizeof file, "%s/broken.lua", dir);
  FILE *f = fopen(file, "w");
  assert_non_null(f);
  fputs("this is not Lua\n", f);
  fclose(f);
  bang_undo u;
  assert_false(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_FAILED);
  assert_true(u.err[0] != '\0');
  assert_non_null(bang_match_game(m));
  state_of(m, after, sizeof after);
  assert_string_equal(after, before);
  bang_match_record(m, &after_n);
  assert_int_equal(after_n, n);
  const bang_decision *d = bang_game_decision(bang_match_game(m));
  assert_non_null(d);
  assert_int_equal(bang_match_answer(m, 1, 0), BANG_ANSWER_OK);
  bang_match_free(m);
  remove(file);
  rmdir(dir);
  snprintf(dir, sizeof dir, "%s/card", mod);
  rmdir(dir);
  rmdir(mod);
}

static void undo_never_crosses_what_was_seen(void **state) {
  (void)state;
  /* Stagecoach draws two cards the seat then sees. */
  bang_match *m = new_match("card", 4, 1, 17, false);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_int_equal(bang_match_answer(m, 1, option_with_command(m, "play stagecoach")), BANG_ANSWER_OK);
  assert_int_equal(step_to_ask(m, &ev), 1);
  size_t n;
  bang_match_record(m, &n);
  bang_undo u;
  assert_false(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_SEEN_CARD);
  bang_seat_view view = bang_seat_view_of(bang_match_game(m), 1);
  assert_true(bang_seat_sees_card(view, u.card));
  size_t still;
  bang_match_record(m, &still);
  assert_int_equal(still, n); /* refused: nothing changed */
  bang_match_free(m);
  /* Dice: a reroll is chance the seat has seen. */
  m = new_match("dice", 4, 1, 3, false);
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_int_equal(bang_match_answer(m, 1, option_with_command(m, "reroll 1 2 3 4")), BANG_ANSWER_OK);
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_false(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_CHANCE);
  bang_match_free(m);
  /* Two people: undo is for one. */
  m = new_match("dice", 4, 2, 3, false);
  assert_int_equal(step_to_ask(m, &ev), 1);
  assert_false(bang_match_undo(m, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_SHARED);
  bang_match_free(m);
}

/* ---- resume ------------------------------------------------------------- */

/* Play seat 1's first option (no warnings asked) for moves decisions in all. */
static void play_some(bang_match *m, size_t moves) {
  bang_match_event ev;
  for (;;) {
    size_t n;
    bang_match_record(m, &n);
    if (n >= moves || !step_to_ask(m, &ev)) return;
    assert_int_equal(bang_match_answer(m, ev.seat, 0), BANG_ANSWER_OK);
  }
}

static void resume_reaches_the_same_game(void **state) {
  (void)state;
  static char a[1 << 16], b[1 << 16];
  bang_match *first = new_match("card", 4, 2, 5, false);
  play_some(first, 60);
  bang_match_advance(first);
  size_t n;
  const bang_match_move *moves = bang_match_record(first, &n);
  assert_true(n >= 60);
  bang_match *again = new_match("card", 4, 2, 5, false);
  bang_replay_report r;
  assert_true(bang_match_resume(again, moves, n, &r));
  state_of(first, a, sizeof a);
  state_of(again, b, sizeof b);
  assert_string_equal(a, b);
  size_t n2;
  const bang_match_move *moves2 = bang_match_record(again, &n2);
  assert_int_equal(n2, n);
  for (size_t i = 0; i < n; i++) {
    assert_int_equal(moves2[i].seat, moves[i].seat);
    assert_string_equal(moves2[i].command, moves[i].command);
  }
  for (int seat = 0; seat <= 4; seat++)
    assert_int_equal(bang_match_log_seen(again, seat), bang_match_log_seen(first, seat));
  /* And it plays on the same. */
  play_some(first, n + 20);
  play_some(again, n + 20);
  state_of(first, a, sizeof a);
  state_of(again, b, sizeof b);
  assert_string_equal(a, b);
  bang_match_free(again);
  /* A record that does not fit: the move is named. */
  moves = bang_match_record(first, &n);
  bang_match_move *bad = malloc(n * sizeof *bad);
  assert_non_null(bad);
  memcpy(bad, moves, n * sizeof *bad);
  size_t person = 0, bot = 0;
  for (size_t i = n; i-- > 0;) {
    if (bad[i].seat <= 2 && !person) person = i;
    if (bad[i].seat > 2 && !bot) bot = i;
  }
  snprintf(bad[person].command, sizeof bad[person].command, "%s", "no such command");
  again = new_match("card", 4, 2, 5, false);
  assert_false(bang_match_resume(again, bad, n, &r));
  assert_int_equal(r.fault, BANG_REPLAY_NOT_FIT);
  assert_int_equal(r.move, person);
  bang_match_free(again);
  memcpy(bad, moves, n * sizeof *bad);
  snprintf(bad[bot].command, sizeof bad[bot].command, "%s", "99");
  again = new_match("card", 4, 2, 5, false);
  assert_false(bang_match_resume(again, bad, n, &r));
  assert_int_equal(r.fault, BANG_REPLAY_BOT_DIFFERS);
  assert_int_equal(r.move, bot);
  assert_string_equal(r.chosen, moves[bot].command);
  bang_match_free(again);
  free(bad);
  bang_match_free(first);
}

/* ---- log cursors -------------------------------------------------------- */

static void each_seat_sees_up_to_its_answer(void **state) {
  (void)state;
  bang_match *m = new_match("card", 4, 2, 5, false);
  bang_match_event ev;
  bool asked[3] = {false, false, false};
  for (int k = 0; k < 12; k++) {
    int seat = step_to_ask(m, &ev);
    assert_true(seat == 1 || seat == 2);
    size_t size = bang_game_log_size(bang_match_game(m));
    int other = 3 - seat;
    /* Nothing is seen before the seat answers: the front end shows it. */
    if (!asked[seat]) assert_int_equal(bang_match_log_seen(m, seat), 0);
    assert_true(bang_match_log_seen(m, seat) <= size);
    size_t other_seen = bang_match_log_seen(m, other);
    assert_int_equal(bang_match_answer(m, seat, 0), BANG_ANSWER_OK);
    assert_int_equal(bang_match_log_seen(m, seat), size);
    assert_int_equal(bang_match_log_seen(m, other), other_seen); /* not the other's */
    assert_int_equal(bang_match_log_seen(m, 0), 0);              /* the front end's own */
    asked[seat] = true;
  }
  assert_true(asked[1] && asked[2]);
  bang_match_log_mark(m, 0, 7);
  assert_int_equal(bang_match_log_seen(m, 0), 7);
  bang_match_free(m);
}

/* ---- forced moves and hints ---------------------------------------------- */

static void forced_moves_and_hints(void **state) {
  (void)state;
  /* Solo, seed 7: the first decision has one card with a single way to be
   * played (Wells Fargo), which the person may let the match take. */
  bang_match *m = new_match("solo", 4, 1, 7, false);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  bang_game *g = bang_match_game(m);
  int forced = bang_match_forced(m);
  assert_true(forced >= 0);
  assert_string_equal(bang_game_option_command(g, forced), "play wells_fargo");
  int card = bang_game_option_card(g, forced);
  for (int i = 0; i < ev.decision->options; i++) /* its card has no other option */
    if (i != forced) assert_int_not_equal(bang_game_option_card(g, i), card);
  bang_msg why;
  assert_int_equal(bang_match_hint(m, 2, &why), -2); /* not seat 2's decision */
  assert_true(bang_match_hint(m, 1, &why) >= 0);
  assert_int_equal(bang_match_play_forced(m, 2), -1);
  size_t n;
  bang_match_record(m, &n);
  assert_int_equal(bang_match_play_forced(m, 1), forced);
  const bang_match_move *moves = bang_match_record(m, &n);
  assert_string_equal(moves[n - 1].command, "play wells_fargo");
  assert_int_equal(bang_match_play_forced(m, 1), -1); /* answered: step first */
  bang_match_free(m);
}

/* `auto`: forced options while the decision stays of its kind. */
static void auto_stops_at_another_kind(void **state) {
  (void)state;
  bang_match *m = new_match("solo", 4, 1, 7, false);
  bang_match_event ev;
  assert_int_equal(step_to_ask(m, &ev), 1);
  char kind[64];
  snprintf(kind, sizeof kind, "%s", ev.decision->kind);
  int forced = bang_match_forced(m);
  assert_int_equal(bang_match_auto_next(m, kind), forced);
  assert_int_equal(bang_match_auto_next(m, "no such kind"), -1);
  assert_int_equal(bang_match_play_forced(m, 1), forced);
  assert_int_equal(bang_match_auto_next(m, kind), -1); /* answered: advance first */
  bang_match_free(m);
}

/* ---- an adopted game ------------------------------------------------------ */

/* The config of new_match, for bang_match_adopt. */
static void adopt_config(bang_match_config *config, int people, uint64_t seed) {
  memset(config, 0, sizeof *config);
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++)
    config->seats[seat] = seat <= people ? BANG_SEAT_PERSON : BANG_SEAT_BOT;
  config->random_seed = seed ^ 0x5eedb075ULL;
}

static void an_adopted_game_plays_as_a_built_one(void **state) {
  (void)state;
  static char a[1 << 16], b[1 << 16];
  /* Built and advanced by hand, as a scenario's set-up is... */
  bang_setup setup;
  bang_setup_init(&setup, "card", 4, 5);
  char err[ERRLEN];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  assert_non_null(g);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  bang_match_config config;
  adopt_config(&config, 1, 5);
  bang_match *adopted = bang_match_adopt(&config, g);
  assert_non_null(adopted);
  assert_ptr_equal(bang_match_game(adopted), g);
  size_t n;
  bang_match_record(adopted, &n);
  assert_int_equal(n, 0);
  /* ...it plays on as the match that built the same game. */
  bang_match *built = new_match("card", 4, 1, 5, false);
  play_some(built, 40);
  play_some(adopted, 40);
  state_of(built, a, sizeof a);
  state_of(adopted, b, sizeof b);
  assert_string_equal(a, b);
  /* Answered by command: a refusal says why and records nothing. */
  bang_match_event ev;
  int seat = step_to_ask(adopted, &ev);
  assert_int_equal(seat, 1);
  bang_msg why;
  memset(&why, 0, sizeof why);
  assert_int_equal(bang_match_answer_command(adopted, 2, "1", &why), BANG_ANSWER_NOT_ASKED);
  assert_int_equal(bang_match_answer_command(adopted, 1, "no such command", &why),
                   BANG_ANSWER_NO_OPTION);
  assert_non_null(why.id);
  bang_match_record(adopted, &n);
  char command[BANG_MATCH_COMMAND];
  bang_match_command_of(bang_match_game(adopted), 0, command, sizeof command);
  assert_int_equal(bang_match_answer_command(adopted, 1, command, &why), BANG_ANSWER_OK);
  size_t n2;
  const bang_match_move *moves = bang_match_record(adopted, &n2);
  assert_int_equal(n2, n + 1);
  assert_string_equal(moves[n].command, command);
  /* Undo cannot build an adopted game again: nothing changes. */
  bang_match_advance(adopted);
  state_of(adopted, a, sizeof a);
  bang_undo u;
  assert_false(bang_match_undo(adopted, 1, &u));
  assert_int_equal(u.status, BANG_UNDO_ADOPTED);
  state_of(adopted, b, sizeof b);
  assert_string_equal(a, b);
  /* Answered by the computer player: the same choice a bot seat makes. */
  seat = step_to_ask(adopted, &ev);
  assert_int_equal(bang_match_answer_by_bot(adopted, 2), -2); /* not seat 2's */
  int option = bang_match_answer_by_bot(adopted, seat);
  assert_true(option >= 0 && option < ev.decision->options);
  assert_int_equal(bang_match_answer_by_bot(adopted, seat), -2); /* answered: step first */
  moves = bang_match_record(adopted, &n2);
  assert_int_equal(n2, n + 2);
  assert_int_equal(moves[n + 1].seat, seat);
  bang_match_free(built);
  bang_match_free(adopted); /* frees the game it adopted */
}

/* The people are out when every person's seat is (none: never). */
static void people_out_when_every_person_is(void **state) {
  (void)state;
  bool seen_out = false;
  for (uint64_t seed = 1; seed <= 30 && !seen_out; seed++) {
    bang_match *m = new_match("card", 4, 1, seed, false);
    bang_match_event ev;
    for (int i = 0; i < 5000; i++) {
      bang_match_state st = bang_match_step(m, &ev);
      if (st == BANG_MATCH_OVER) break;
      bool out = !bang_game_player(bang_match_game(m), 1)->alive;
      assert_int_equal(bang_match_people_out(m), out);
      if (out) {
        seen_out = true;
        break;
      }
      if (st == BANG_MATCH_ASK) assert_true(bang_match_answer_by_bot(m, ev.seat) >= 0);
    }
    bang_match_free(m);
  }
  assert_true(seen_out);
  bang_match *none = new_match("card", 4, 0, 1, false);
  assert_false(bang_match_people_out(none));
  bang_match_free(none);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(wrong_seat_or_option_refused),
      cmocka_unit_test(harm_warning_holds_the_answer),
      cmocka_unit_test(undo_comes_back_to_the_same_decision),
      cmocka_unit_test(undo_never_crosses_what_was_seen),
      cmocka_unit_test(failed_undo_loses_nothing),
      cmocka_unit_test(resume_reaches_the_same_game),
      cmocka_unit_test(each_seat_sees_up_to_its_answer),
      cmocka_unit_test(forced_moves_and_hints),
      cmocka_unit_test(auto_stops_at_another_kind),
      cmocka_unit_test(an_adopted_game_plays_as_a_built_one),
      cmocka_unit_test(people_out_when_every_person_is),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
