/*
 * play.h: what the parts of `bang play` share (private to src/cli/cli_play.c
 * and src/cli/play_*.c; the entry point is bang_cli_play in cli.h).
 *
 *   cli_play.c      the driver: the options read, the match started, then
 *                   step after step, the computer players' moves shown and
 *                   a person's turn asked (the loop), and the end
 *   play_options.c  the command line, and a game's options to and from its
 *                   save (and the command that plays the same deal again)
 *   play_turn.c     a person's turn at the prompt: the handover of a hot
 *                   seat, the line read and resolved, refusals, warnings
 *   play_meta.c     the commands at the prompt that are not moves: help,
 *                   hint, auto, undo, pace, save and the reading commands
 *   play_save.c     saves: --resume, the save command, the automatic save
 *                   and the closing lines that say how to go on
 *
 * What is not the terminal's (the seats, the record, resume, undo and its
 * fairness, log cursors, forced moves, hints, warnings) is the match's
 * (src/match/match.h).
 */
#ifndef BANG_PLAY_H
#define BANG_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "cli.h"
#include "cli_options.h"
#include "commands.h"
#include "game.h"
#include "lineedit.h"
#include "match.h"
#include "savefile.h"
#include "screen.h"
#include "term.h"

typedef struct play_options {
  const char *variant;
  char game[BANG_VARIANT_WORD]; /* a resumed game's variant, which variant points at */
  bang_variant manifest;   /* the game's, read once (name "": unknown) */
  long players, humans, pace_ms;
  uint64_t seed;
  bool explain, random_bots, choose_characters, confirm;
  bool one_person;         /* one person decides for every character (the manifest's) */
  bang_game_options options; /* the game's own: --advanced, --abilities */
  enum bang_cli_bot bot;   /* --bot, resolved for the game */
  bool bot_given;
  bang_cli_bots bots;      /* --bots of two kinds or more, else n 0 */
  enum bang_color_mode color;
  const char *names[BANG_MAX_PLAYERS];
  const char *lang;
  bang_cli_common common;  /* the shared options as given (cli_options.h) */
  bool resume;             /* --resume: the set-up comes from a save */
  const char *resume_file; /* NULL: the last automatic save */
} play_options;

typedef struct session {
  bang_match *m;                       /* the game and who plays it */
  bang_game *g;                        /* its game (a new one after undo) */
  play_options *o;
  bang_term term;
  bang_screen view;
  bang_input *input;
  int seated;                          /* hot seat: who has the keyboard */
  bool interrupted;                    /* Ctrl-C during the computer players' turns */
  bang_setup setup;                    /* the game's set-up, made from save */
  char preset[512];                    /* the game's options for its rules ("": none) */
  /* The set-up, and (read from a resumed game's file, written from the
   * match's record) the steps (savefile.h). */
  bang_save save;
  char save_path[BANG_SAVE_PATH];      /* the automatic save; "" if none */
  char save_error[2048];               /* why there is none */
  char failure[1024];                  /* a save that does not replay */
  char resumed_from[BANG_SAVE_PATH * 2]; /* --resume: the save, until said */
  size_t replayed;                     /* --resume: how many steps */
  time_t started;                      /* when this session began playing */
  bool out_asked;                      /* the people here, all out, were asked to watch or leave */
} session;

/* What a person's turn ends with (play_human_turn). */
enum { TURN_INTERRUPTED = -3, TURN_FAILED = -2, TURN_LEFT = -1, TURN_ENDED = 0, TURN_ANSWERED = 1,
       TURN_UNDO = 2, TURN_ASK = 3 /* (play_meta_command: ask again) */ };

/* ---- play_options.c ---- */

/* The command line into o; false with the exit status in *status when the
 * game is not to be played (--help, a wrong option). */
bool play_parse(int argc, char **argv, play_options *o, int *status);
/* How to play this game again from the start, with the same deal. */
void play_same_deal(const play_options *o, char *line, size_t cap);
/* A new game: its save made from the options. */
void play_save_from_options(const play_options *o, bang_save *save);
/* A resumed game: the options from its save. */
void play_options_from_save(play_options *o, const bang_save *save);

/* ---- play_turn.c ---- */

/* A person's turn at the pending decision: TURN_ANSWERED, TURN_UNDO,
 * TURN_ENDED (the input ended), TURN_LEFT, TURN_INTERRUPTED or TURN_FAILED. */
int play_human_turn(session *s);

/* ---- play_meta.c ---- */

/* A command at the prompt that is not a move: TURN_ASK to ask again, or
 * TURN_UNDO, TURN_ANSWERED (auto played) for the turn. */
int play_meta_command(session *s, int seat, const bang_typed *t);

/* ---- play_save.c ---- */

/* --resume: read the save and check its scripts: 0, or the exit status. */
int play_load_resumed(session *s, play_options *o);
/* The save was made with other scripts than those loaded now. */
void play_refuse_scripts(const char *path, const char *why);
/* --resume: replay the save's steps, showing nothing; false with the reason
 * in s->failure. */
bool play_resume(session *s);
/* `save [FILE]` at the prompt. */
void play_save_command(session *s, const char *file);
/* The game stopped (over: it ended): save it and say how to go on. */
void play_closing_lines(session *s, bool over);

#endif
