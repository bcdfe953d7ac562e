/*
 * match.h: one match, front-end neutral (a game and who plays it).
 *
 * The engine (game.h) knows decisions and answers; a match adds what every
 * front end needs above it: who sits in each seat (a person at this front
 * end, the computer player, random choices, or a person elsewhere), the
 * record of every answer (what a save stores, as commands), resuming a
 * recorded match, undo with its fairness (never back across anything the
 * seat has seen since), what each seat has not yet seen of the log,
 * forced moves, hints and the harm warnings a person is asked to confirm.
 *
 * It is a pull API with no FILE* and no terminal: the front end calls
 * bang_match_step, which either plays one computer seat's decision and says
 * so (the front end may show the log and pause, then step again), or stops
 * at a decision a person or a remote seat must answer, or at the end. The
 * front end then answers, whenever the answer comes, with
 * bang_match_answer(m, seat, option), which is refused for any other seat
 * or option. Nothing in the match waits for anyone, so a server can ask a
 * remote seat and go on serving the others until it answers.
 *
 * Everything it says is data (seats, option numbers, card ids, message
 * values), never text in a language: each front end words it in its own.
 * No globals: many matches may live in one process.
 */
#ifndef BANG_MATCH_H
#define BANG_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

enum { BANG_MATCH_COMMAND = 160 };

typedef enum bang_seat_kind {
  BANG_SEAT_PERSON, /* a person at this front end: asked (bang_match_step) */
  BANG_SEAT_BOT,    /* the variant's computer player; a random choice if it fails */
  BANG_SEAT_RANDOM, /* a uniformly random legal option */
  BANG_SEAT_REMOTE  /* a person elsewhere: asked as a person is */
} bang_seat_kind;

typedef struct bang_match_config {
  /* The game; its strings must outlive the match (undo builds it again). */
  bang_setup setup;
  bang_seat_kind seats[BANG_MAX_PLAYERS + 1]; /* by 1-based seat; [0] unused */
  /* The generator of random seats and of a failed bot's random choice. */
  uint64_t random_seed;
  /* Ask people to confirm an option the rules warn about (harm). */
  bool confirm;
} bang_match_config;

/* A configuration of setup: people (BANG_SEAT_PERSON) at seats 1..people,
 * the other seats of kind others; the random seats' generator seeded from
 * the game's seed (so that a replayed game's random seats choose again as
 * they did); people asked to confirm harm. */
void bang_match_config_init(bang_match_config *config, const bang_setup *setup, int people,
                            bang_seat_kind others);

/* One answer of the record: who answered and the option's command (its
 * number when the command does not name it alone, as two Beers). */
typedef struct bang_match_move {
  int seat;
  char command[BANG_MATCH_COMMAND];
} bang_match_move;

typedef struct bang_match bang_match;

/* A match at its start (the game built, not yet advanced); NULL with the
 * reason (the game's, or "out of memory") in err. */
bang_match *bang_match_new(const bang_match_config *config, char *err, size_t cap);
void bang_match_free(bang_match *m);
/* A match over a game built elsewhere, perhaps already advanced: a
 * scenario's or a lesson's set-up, which no bang_setup describes. The
 * match owns g from here (freed with the match, or by this call if it
 * fails: NULL, out of memory). config->setup is not used: undo cannot
 * build the game again (BANG_UNDO_ADOPTED); the record starts empty. */
bang_match *bang_match_adopt(const bang_match_config *config, bang_game *g);

/* The game, to read and show (answer it only through the match). */
bang_game *bang_match_game(const bang_match *m);
bang_seat_kind bang_match_seat_kind(const bang_match *m, int seat);

/* ---- stepping and answering ------------------------------------------------ */

typedef enum bang_match_state {
  BANG_MATCH_ASK,    /* seat (a person or remote seat) must answer */
  BANG_MATCH_PLAYED, /* seat (a computer seat) answered option; step again */
  BANG_MATCH_OVER,   /* the game ended */
  BANG_MATCH_FAILED  /* a script failed (bang_game_error) or out of memory */
} bang_match_state;

typedef struct bang_match_event {
  bang_match_state state;
  int seat;   /* ASK, PLAYED: the deciding seat */
  int option; /* PLAYED: the option taken (0-based) */
  const bang_decision *decision; /* ASK: the pending decision */
  /* PLAYED: the computer player failed and a random option was taken
   * instead; why, until the next call ("" if it did not fail). */
  const char *bot_error;
} bang_match_event;

/* Run the rules to the next decision (no seat answers): the game's status. */
enum bang_status bang_match_advance(bang_match *m);
/* Run the rules to the next decision; play it if it is a computer seat's
 * (one decision at most per call). While a seat is asked and has not
 * answered, it returns the same ASK again and nothing moves. The event's
 * pointers are valid until the next call into the match. */
bang_match_state bang_match_step(bang_match *m, bang_match_event *ev);

typedef enum bang_match_answered {
  BANG_ANSWER_OK,        /* answered and recorded */
  BANG_ANSWER_NOT_ASKED, /* no decision of that seat is pending (or it is answered
                            already: step first), or it is a computer's */
  BANG_ANSWER_NO_OPTION, /* no such option */
  BANG_ANSWER_WARNED,    /* the rules warn about it (bang_match_warning): not
                            answered; the same option again takes it */
  BANG_ANSWER_FAILED     /* out of memory */
} bang_match_answered;

/* Answer seat's pending decision with option (0-based); the rules run on
 * at the next step. */
bang_match_answered bang_match_answer(bang_match *m, int seat, int option);
/* The same with a command, typed or scripted (bang_game_match_command):
 * BANG_ANSWER_NO_OPTION with the reason in *why if it names no option. */
bang_match_answered bang_match_answer_command(bang_match *m, int seat, const char *command,
                                              bang_msg *why);
/* Answer seat's pending decision with the computer player's choice (a
 * scenario's bot step): the option; -1 if the computer player failed
 * (bang_game_error; nothing answered), -2 if no decision of seat's is
 * pending here. */
int bang_match_answer_by_bot(bang_match *m, int seat);
/* The warning of the option last refused with BANG_ANSWER_WARNED. */
bool bang_match_warning(const bang_match *m, bang_msg *warning);
/* The person did something else since the warning: the next answer of
 * that option is warned about again. */
void bang_match_clear_warning(bang_match *m);

/* The forced option of the pending decision: the only one that plays its
 * card (the solo rules' S-4: every face-up card that can be played must
 * be); -1 if none. */
int bang_match_forced(bang_match *m);
/* Answer seat's pending decision with its forced option (no warning: there
 * is no choice); the option, or -1 if none or not seat's decision. */
int bang_match_play_forced(bang_match *m, int seat);
/* `auto` takes forced options one after another while the decision stays
 * of kind (the pending decision's kind when it began) and a person's: the
 * next one to take (then bang_match_play_forced), -1 when the run stops. */
int bang_match_auto_next(bang_match *m, const char *kind);
/* Every seat of a person here (BANG_SEAT_PERSON) is out of the game;
 * false if there is none. */
bool bang_match_people_out(const bang_match *m);
/* What the computer player would take for seat's pending decision, and
 * why (bang_game_bot_hint); -1 if the game has no computer player, -2 if
 * it could not choose (bang_game_error) or it is not seat's decision. */
int bang_match_hint(bang_match *m, int seat, bang_msg *why);

/* ---- the record, resume ---------------------------------------------------- */

/* Every answer so far, in order (valid until the next answer or undo). */
const bang_match_move *bang_match_record(const bang_match *m, size_t *n);
/* The command recorded for option of g's pending decision. */
void bang_match_command_of(bang_game *g, int option, char *out, size_t cap);

typedef enum bang_replay_fault {
  BANG_REPLAY_OK,
  BANG_REPLAY_NOT_FIT,     /* the move's seat or command does not fit the decision */
  BANG_REPLAY_BOT_DIFFERS, /* the computer seat now chooses `chosen` */
  BANG_REPLAY_ENDED,       /* the game was over before the move */
  BANG_REPLAY_STOPPED,     /* the game failed before the move */
  BANG_REPLAY_NO_MEMORY
} bang_replay_fault;

typedef struct bang_replay_report {
  bang_replay_fault fault;
  size_t move;                     /* the move that did not replay (0-based) */
  char chosen[BANG_MATCH_COMMAND]; /* BOT_DIFFERS */
  /* bang_match_replay: the computer player failed and a random option
   * was taken instead; why, until the next call ("" if it did not fail). */
  const char *bot_error;
} bang_replay_report;

/*
 * Resume: replay moves (a record) from the match's current point, showing
 * nothing, every computer seat choosing again (it must choose as recorded,
 * so its memory is as it was) and every answer recorded; then run the
 * rules to the next decision. false with the fault in *report (move
 * counted from the first of moves); the match is then unusable.
 */
bool bang_match_resume(bang_match *m, const bang_match_move *moves, size_t n,
                       bang_replay_report *report);
/* One move of a resume (the same as bang_match_resume with n = 1, the
 * rules not run on after it). */
bool bang_match_replay(bang_match *m, int seat, const char *command, bang_replay_report *report);

/* ---- undo ------------------------------------------------------------------ */

typedef enum bang_undo_status {
  BANG_UNDO_DONE,
  BANG_UNDO_SHARED,    /* more than one seat is a person's: the others have seen it */
  BANG_UNDO_NOTHING,   /* the seat has answered nothing yet */
  BANG_UNDO_SEEN_CARD, /* since then the seat has seen `card`, hidden then */
  BANG_UNDO_SEEN_ROLE, /* since then the seat has seen `role_of`'s role */
  BANG_UNDO_CHANCE,    /* chance has spoken since then (dice, shuffles, random picks) */
  BANG_UNDO_FAILED,    /* the game could not be built or replayed again (err); the
                        * match goes on as it was */
  BANG_UNDO_ADOPTED    /* the match adopted its game (bang_match_adopt): it cannot
                        * build it again */
} bang_undo_status;

typedef struct bang_undo {
  bang_undo_status status;
  int card;                         /* SEEN_CARD */
  int role_of;                      /* SEEN_ROLE */
  char command[BANG_MATCH_COMMAND]; /* DONE: the answer taken back */
  char err[1024];                   /* FAILED */
} bang_undo;

/* Take back seat's last answer (the computer seats' answers after it too),
 * the game built again and replayed to that decision, showing nothing.
 * Only for the one person's seat of a match, and never back across
 * anything hidden then that the seat has seen since. */
bool bang_match_undo(bang_match *m, int seat, bang_undo *out);

/* ---- what each seat has seen of the log ------------------------------------ */

/* Seat's log cursor: the entries before it have been seen. Seats 1..8 see
 * the log up to each decision they answer; seat 0 is a shared screen's,
 * moved only by the front end. */
size_t bang_match_log_seen(const bang_match *m, int seat);
void bang_match_log_mark(bang_match *m, int seat, size_t seen);

#endif
