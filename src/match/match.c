/*
 * match.c: one match, front-end neutral (see match.h).
 *
 * It holds the game, the seats' kinds and the record of answers, and with
 * each answer a snapshot of what the answering seat could see then (undo
 * may not go back across anything hidden then). Resume and undo both
 * replay a record into a freshly built game: computer seats choose again
 * (their bots keep memories, which must come out the same) and must choose
 * as recorded. A game built elsewhere (a scenario's set-up) may be adopted:
 * it plays the same, but undo cannot build it again. Nothing here prints
 * or reads: `bang play` (src/cli/cli_play.c) drives it at the terminal,
 * and any other front end can drive it the same.
 */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"

/* What a seat could see when it answered (cards.h: card ids are
 * 1..BANG_MAX_CARDS). */
typedef struct seen_at {
  uint64_t chance;                             /* bang_game_chance */
  unsigned char cards[BANG_MAX_CARDS / 8 + 1]; /* bit per card id the seat saw */
  unsigned roles;                              /* bit per seat whose role it knew */
} seen_at;

struct bang_match {
  bang_match_config config;
  bang_game *g;
  uint64_t random_state;
  /* The record, and what its seat saw at each move (parallel arrays). */
  bang_match_move *moves;
  seen_at *seen;
  size_t nmoves, cap;
  size_t log_seen[BANG_MAX_PLAYERS + 1];
  bool answered; /* the pending decision is answered: the rules run on next */
  int warned;    /* the option last warned about, -1 none */
  bang_msg warning;
  char bot_error[1024];
  bool adopted; /* the game came built (bang_match_adopt): no rebuilding it */
};

/* ---- seats and snapshots ---------------------------------------------------- */

static bang_seat_kind kind_of(const bang_match *m, int seat) {
  if (seat < 1 || seat > BANG_MAX_PLAYERS) return BANG_SEAT_BOT;
  return m->config.seats[seat];
}

static bool asks(bang_seat_kind kind) { return kind == BANG_SEAT_PERSON || kind == BANG_SEAT_REMOTE; }

/* What seat sees now. */
static void take_snapshot(const bang_game *g, int seat, seen_at *out) {
  memset(out, 0, sizeof *out);
  out->chance = bang_game_chance(g);
  bang_seat_view view = bang_seat_view_of(g, seat);
  int total = bang_game_card_total(g);
  for (int id = 1; id <= total && id <= BANG_MAX_CARDS; id++)
    if (bang_seat_sees_card(view, id)) out->cards[id / 8] |= (unsigned char)(1u << (id % 8));
  for (int q = 1; q <= bang_game_players(g); q++)
    if (bang_seat_sees_role(view, q)) out->roles |= 1u << q;
}

/* ---- the record ------------------------------------------------------------- */

void bang_match_command_of(bang_game *g, int option, char *out, size_t cap) {
  const char *command = bang_game_option_command(g, option);
  bang_msg why;
  if (command && *command && strlen(command) < cap && !strchr(command, '\n') &&
      bang_game_match_command(g, command, &why) == option) {
    snprintf(out, cap, "%s", command);
    return;
  }
  snprintf(out, cap, "%d", option + 1);
}

/* Answer the pending decision (seat's) with option, recorded as command
 * (NULL: the option's own), with what seat sees now; false if out of
 * memory or the game refuses. */
static bool record(bang_match *m, int seat, int option, const char *command) {
  if (m->nmoves == m->cap) {
    size_t cap = m->cap ? m->cap * 2 : 256;
    bang_match_move *moves = realloc(m->moves, cap * sizeof *moves);
    if (!moves) return false;
    m->moves = moves;
    seen_at *seen = realloc(m->seen, cap * sizeof *seen);
    if (!seen) return false;
    m->seen = seen;
    m->cap = cap;
  }
  bang_match_move *move = &m->moves[m->nmoves];
  move->seat = seat;
  if (command) snprintf(move->command, sizeof move->command, "%s", command);
  else bang_match_command_of(m->g, option, move->command, sizeof move->command);
  take_snapshot(m->g, seat, &m->seen[m->nmoves]);
  if (seat >= 1 && seat <= BANG_MAX_PLAYERS) /* a seat has seen what it answered */
    m->log_seen[seat] = bang_game_log_size(m->g);
  m->warned = -1;
  if (!bang_game_answer(m->g, option)) return false;
  m->nmoves++;
  m->answered = true;
  return true;
}

const bang_match_move *bang_match_record(const bang_match *m, size_t *n) {
  *n = m->nmoves;
  return m->moves;
}

/* ---- building --------------------------------------------------------------- */

void bang_match_config_init(bang_match_config *config, const bang_setup *setup, int people,
                            bang_seat_kind others) {
  memset(config, 0, sizeof *config);
  config->setup = *setup;
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++)
    config->seats[seat] = seat <= people ? BANG_SEAT_PERSON : others;
  config->random_seed = setup->seed ^ 0x5eedb075ULL;
  config->confirm = true;
}

/* The game from the set-up, from the start, with an empty record. */
static bool build(bang_match *m, char *err, size_t cap) {
  if (m->g) bang_game_free(m->g);
  m->g = bang_game_new(&m->config.setup, err, cap);
  m->nmoves = 0;
  m->random_state = m->config.random_seed;
  memset(m->log_seen, 0, sizeof m->log_seen);
  m->warned = -1;
  m->answered = false;
  m->bot_error[0] = '\0';
  return m->g != NULL;
}

bang_match *bang_match_new(const bang_match_config *config, char *err, size_t cap) {
  bang_match *m = calloc(1, sizeof *m);
  if (!m) {
    snprintf(err, cap, "out of memory");
    return NULL;
  }
  m->config = *config;
  if (!build(m, err, cap)) {
    bang_match_free(m);
    return NULL;
  }
  return m;
}

bang_match *bang_match_adopt(const bang_match_config *config, bang_game *g) {
  bang_match *m = calloc(1, sizeof *m);
  if (!m) {
    bang_game_free(g);
    return NULL;
  }
  m->config = *config;
  memset(&m->config.setup, 0, sizeof m->config.setup); /* (not the game's) */
  m->g = g;
  m->adopted = true;
  m->random_state = config->random_seed;
  m->warned = -1;
  return m;
}

void bang_match_free(bang_match *m) {
  if (!m) return;
  if (m->g) bang_game_free(m->g);
  free(m->moves);
  free(m->seen);
  free(m);
}

bang_game *bang_match_game(const bang_match *m) { return m->g; }

bang_seat_kind bang_match_seat_kind(const bang_match *m, int seat) { return kind_of(m, seat); }

/* ---- stepping --------------------------------------------------------------- */

/* Every run of the rules goes through here: an answer is taken once. */
enum bang_status bang_match_advance(bang_match *m) {
  m->answered = false;
  return bang_game_advance(m->g);
}

/* The computer seat's choice for the pending decision: its bot's, or a
 * random one (for a random seat, or when the bot fails: why is kept in
 * m->bot_error). */
static int computer_choice(bang_match *m, int seat) {
  m->bot_error[0] = '\0';
  bool random = kind_of(m, seat) == BANG_SEAT_RANDOM;
  int choice = random ? -1 : bang_game_bot_choice(m->g);
  if (choice < 0 && !random && bang_game_error(m->g)[0])
    snprintf(m->bot_error, sizeof m->bot_error, "%s", bang_game_error(m->g));
  if (choice < 0) choice = bang_game_random_choice(m->g, &m->random_state);
  return choice;
}

bang_match_state bang_match_step(bang_match *m, bang_match_event *ev) {
  memset(ev, 0, sizeof *ev);
  ev->bot_error = "";
  enum bang_status st = bang_match_advance(m);
  const bang_decision *d = st == BANG_AWAITING ? bang_game_decision(m->g) : NULL;
  if (st == BANG_OVER) return ev->state = BANG_MATCH_OVER;
  if (!d) return ev->state = BANG_MATCH_FAILED;
  ev->seat = d->player;
  if (asks(kind_of(m, d->player))) {
    ev->decision = d;
    return ev->state = BANG_MATCH_ASK;
  }
  ev->option = computer_choice(m, d->player);
  ev->bot_error = m->bot_error;
  if (!record(m, d->player, ev->option, NULL)) return ev->state = BANG_MATCH_FAILED;
  return ev->state = BANG_MATCH_PLAYED;
}

/* The pending decision if it is seat's and seat is asked, else NULL. */
static const bang_decision *asked_of(bang_match *m, int seat) {
  const bang_decision *d = m->answered ? NULL : bang_game_decision(m->g);
  return d && d->player == seat && asks(kind_of(m, seat)) ? d : NULL;
}

bang_match_answered bang_match_answer(bang_match *m, int seat, int option) {
  const bang_decision *d = asked_of(m, seat);
  if (!d) return BANG_ANSWER_NOT_ASKED;
  if (option < 0 || option >= d->options) return BANG_ANSWER_NO_OPTION;
  bang_msg warning;
  if (m->config.confirm && m->warned != option && bang_game_option_warning(m->g, option, &warning)) {
    m->warned = option;
    m->warning = warning;
    return BANG_ANSWER_WARNED;
  }
  return record(m, seat, option, NULL) ? BANG_ANSWER_OK : BANG_ANSWER_FAILED;
}

bang_match_answered bang_match_answer_command(bang_match *m, int seat, const char *command,
                                              bang_msg *why) {
  if (!asked_of(m, seat)) return BANG_ANSWER_NOT_ASKED;
  int option = bang_game_match_command(m->g, command, why);
  return option < 0 ? BANG_ANSWER_NO_OPTION : bang_match_answer(m, seat, option);
}

int bang_match_answer_by_bot(bang_match *m, int seat) {
  if (!asked_of(m, seat)) return -2;
  int option = bang_game_bot_choice(m->g);
  if (option < 0) return -1;
  return record(m, seat, option, NULL) ? option : -2;
}

bool bang_match_warning(const bang_match *m, bang_msg *warning) {
  if (m->warned < 0) return false;
  *warning = m->warning;
  return true;
}

void bang_match_clear_warning(bang_match *m) { m->warned = -1; }

int bang_match_forced(bang_match *m) {
  const bang_decision *d = bang_game_decision(m->g);
  if (!d) return -1;
  int *cards = calloc((size_t)d->options, sizeof *cards);
  if (!cards) return -1;
  for (int i = 0; i < d->options; i++) cards[i] = bang_game_option_card(m->g, i);
  int forced = -1;
  for (int i = 0; i < d->options && forced < 0; i++) {
    if (!cards[i]) continue;
    int ways = 0;
    for (int j = 0; j < d->options; j++) ways += cards[j] == cards[i];
    if (ways == 1) forced = i;
  }
  free(cards);
  return forced;
}

int bang_match_play_forced(bang_match *m, int seat) {
  if (!asked_of(m, seat)) return -1;
  int option = bang_match_forced(m);
  if (option < 0 || !record(m, seat, option, NULL)) return -1;
  return option;
}

int bang_match_auto_next(bang_match *m, const char *kind) {
  const bang_decision *d = m->answered ? NULL : bang_game_decision(m->g);
  if (!d || kind_of(m, d->player) != BANG_SEAT_PERSON || strcmp(d->kind ? d->kind : "", kind) != 0)
    return -1;
  return bang_match_forced(m);
}

bool bang_match_people_out(const bang_match *m) {
  bool people = false;
  for (int seat = 1; seat <= bang_game_players(m->g); seat++) {
    if (kind_of(m, seat) != BANG_SEAT_PERSON) continue;
    if (bang_game_player(m->g, seat)->alive) return false;
    people = true;
  }
  return people;
}

int bang_match_hint(bang_match *m, int seat, bang_msg *why) {
  if (!bang_game_has_bot(m->g)) return -1;
  const bang_decision *d = bang_game_decision(m->g);
  if (!d || d->player != seat) return -2;
  int option = bang_game_bot_hint(m->g, why);
  return option < 0 ? -2 : option;
}

/* ---- resume ----------------------------------------------------------------- */

bool bang_match_replay(bang_match *m, int seat, const char *command, bang_replay_report *report) {
  memset(report, 0, sizeof *report);
  m->bot_error[0] = '\0';
  report->bot_error = m->bot_error;
  enum bang_status st = bang_match_advance(m);
  if (st != BANG_AWAITING) {
    report->fault = st == BANG_OVER ? BANG_REPLAY_ENDED : BANG_REPLAY_STOPPED;
    return false;
  }
  const bang_decision *d = bang_game_decision(m->g);
  if (!d) {
    report->fault = BANG_REPLAY_STOPPED;
    return false;
  }
  int option;
  if (asks(kind_of(m, d->player))) {
    bang_msg why;
    option = d->player == seat ? bang_game_match_command(m->g, command, &why) : -1;
    if (option < 0) {
      report->fault = BANG_REPLAY_NOT_FIT;
      return false;
    }
  } else {
    /* A computer seat chooses again, as it did. */
    option = computer_choice(m, d->player);
    bang_match_command_of(m->g, option, report->chosen, sizeof report->chosen);
    if (strcmp(report->chosen, command) != 0) {
      report->fault = BANG_REPLAY_BOT_DIFFERS;
      return false;
    }
    report->chosen[0] = '\0';
  }
  /* The command as recorded (a save's own text stays the save's). */
  if (!record(m, d->player, option, command)) {
    report->fault = BANG_REPLAY_NO_MEMORY;
    return false;
  }
  return true;
}

bool bang_match_resume(bang_match *m, const bang_match_move *moves, size_t n,
                       bang_replay_report *report) {
  memset(report, 0, sizeof *report);
  report->bot_error = "";
  for (size_t i = 0; i < n; i++) {
    if (!bang_match_replay(m, moves[i].seat, moves[i].command, report)) {
      report->move = i;
      return false;
    }
  }
  bang_match_advance(m);
  return true;
}

/* ---- undo ------------------------------------------------------------------- */

/* Whether seat may go back to move k: nothing hidden then has been seen
 * since; if not, what was (out->status and its card or seat). */
static bool fair_to_undo(bang_match *m, size_t k, int seat, bang_undo *out) {
  const seen_at *then = &m->seen[k];
  seen_at now;
  take_snapshot(m->g, seat, &now);
  for (int id = 1; id <= BANG_MAX_CARDS; id++) {
    unsigned char bit = (unsigned char)(1u << (id % 8));
    if ((now.cards[id / 8] & bit) && !(then->cards[id / 8] & bit)) {
      out->status = BANG_UNDO_SEEN_CARD;
      out->card = id;
      return false;
    }
  }
  for (int q = 1; q <= bang_game_players(m->g); q++) {
    if ((now.roles & (1u << q)) && !(then->roles & (1u << q))) {
      out->status = BANG_UNDO_SEEN_ROLE;
      out->role_of = q;
      return false;
    }
  }
  if (now.chance != then->chance) {
    out->status = BANG_UNDO_CHANCE;
    return false;
  }
  return true;
}

bool bang_match_undo(bang_match *m, int seat, bang_undo *out) {
  memset(out, 0, sizeof *out);
  int people = 0;
  for (int q = 1; q <= bang_game_players(m->g); q++) people += asks(kind_of(m, q));
  if (people != 1 || !asks(kind_of(m, seat))) {
    out->status = BANG_UNDO_SHARED;
    return false;
  }
  if (m->adopted) {
    out->status = BANG_UNDO_ADOPTED;
    return false;
  }
  size_t k = m->nmoves;
  while (k > 0 && m->moves[k - 1].seat != seat) k--;
  if (k == 0) {
    out->status = BANG_UNDO_NOTHING;
    return false;
  }
  k--;
  if (!fair_to_undo(m, k, seat, out)) return false;
  snprintf(out->command, sizeof out->command, "%s", m->moves[k].command);
  /* The record up to k, replayed into a new game; the old game and its
   * record are kept until that works, and come back if it does not (a mod
   * changed on disk, memory): a failed undo loses nothing. */
  bang_match before = *m;
  m->g = NULL;
  m->moves = NULL;
  m->seen = NULL;
  m->cap = 0;
  bang_replay_report report;
  bool ok = build(m, out->err, sizeof out->err) && bang_match_resume(m, before.moves, k, &report);
  if (!ok && !out->err[0]) { /* (the rebuild worked: say where the replay parted) */
    static const char *const why[] = {
        [BANG_REPLAY_NOT_FIT] = "the move does not fit the decision",
        [BANG_REPLAY_BOT_DIFFERS] = "a computer seat chooses otherwise now",
        [BANG_REPLAY_ENDED] = "the game was over before it",
        [BANG_REPLAY_STOPPED] = "the game failed before it",
        [BANG_REPLAY_NO_MEMORY] = "out of memory"};
    const char *what = report.fault < sizeof why / sizeof *why && why[report.fault] ? why[report.fault] : "?";
    snprintf(out->err, sizeof out->err, "the game does not replay: move %zu: %s", report.move + 1, what);
  }
  bang_match *dropped = ok ? &before : m;
  if (dropped->g) bang_game_free(dropped->g);
  free(dropped->moves);
  free(dropped->seen);
  if (!ok) *m = before;
  out->status = ok ? BANG_UNDO_DONE : BANG_UNDO_FAILED;
  return ok;
}

/* ---- the log each seat has seen --------------------------------------------- */

size_t bang_match_log_seen(const bang_match *m, int seat) {
  return seat >= 0 && seat <= BANG_MAX_PLAYERS ? m->log_seen[seat] : 0;
}

void bang_match_log_mark(bang_match *m, int seat, size_t seen) {
  if (seat >= 0 && seat <= BANG_MAX_PLAYERS) m->log_seen[seat] = seen;
}
