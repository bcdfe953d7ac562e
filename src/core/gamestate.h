/*
 * gamestate.h: the inside of a bang_game, shared by game.c (lifecycle and
 * the step loop) and the Lua binding layer: lbind.h includes it, and the
 * bindings (lgame.c, lcards.c, levents.c) see it through lbind.h. It holds
 * data only; what each binding offers is in its own header. Front ends use
 * game.h only.
 */
#ifndef BANG_GAMESTATE_H
#define BANG_GAMESTATE_H

#include <lua.h>

#include "cards.h"
#include "game.h"
#include "variants.h"
#include "rng.h"
#include "sandbox.h"
#include "strpool.h"

enum { BANG_MAX_FACES = 12 };

typedef struct bang_handler {
  const char *event; /* interned */
  int owner;         /* seat whose ability this is; 0: the rules' own */
  int own;           /* 1: g:on_own, runs only for events about owner's seat */
  int ref;           /* Lua registry reference to the function */
  int next;          /* the next handler of the same event (an index), -1: none */
} bang_handler;

/* The handlers of one event name, chained through bang_handler.next in the
 * order they were registered, so g:emit visits only its own listeners. */
typedef struct bang_listeners {
  const char *event; /* interned */
  const char *key;   /* the Lua string keying this name in levents.c's name
                        table: alive as long as the state, so its address
                        identifies the name (see find_listeners) */
  int first, last;   /* handler indexes, -1: none */
} bang_listeners;

struct bang_game {
  bang_sandbox *sandbox;
  lua_State *L;      /* the sandbox's main thread */
  lua_State *script; /* the coroutine running the rules */
  int script_ref;    /* keeps the coroutine alive */
  int game_ref;      /* the userdata scripts see as `g` */
  int rules_ref;     /* the table returned by rules.lua */
  int bot_ref;       /* the table returned by bot.lua, or LUA_NOREF */
  int bot_game_ref;  /* bot.new_game's result for this game, or LUA_NOREF */
  char bot_kinds[BANG_MAX_PLAYERS][BANG_ID_LEN]; /* bang_setup.bots ("": bot.lua) */
  int characters_ref, cards_ref, rulebook_ref;
  bang_strpool *pool;
  bang_rng rng;
  bang_setup setup;
  char variant[16];
  int has_manifest;      /* 1: manifest holds lua/<variant>/variant.lua's */
  bang_variant manifest;

  int nplayers;
  bang_player players[BANG_MAX_PLAYERS];
  int active, turn, pile;
  int ncounters; /* the counters' names (g:set_counter), per game */
  char counter_names[BANG_MAX_COUNTERS][BANG_ID_LEN];
  /* g:board() (lgame.c): Lua tables C rewrites at every change of a seat's
   * life, presence or counters and of the pile, so rules read them without
   * a call each. Registry references, made with `g`; a counter's table when
   * its index is first named (LUA_NOREF before), kept across resets. */
  int board_ref, life_ref, alive_ref;
  int counter_refs[BANG_MAX_COUNTERS];
  int pile_key_ref; /* the string "pile": board.pile's key, pushed without hashing */
  int ndice;
  bang_die dice[BANG_MAX_DICE];
  int nfaces;
  const char *faces[BANG_MAX_FACES];
  const char **forced; /* queued face ids (scenarios) */
  size_t nforced, forced_next, forced_cap;
  bool scripted_dice_only, paused;
  bang_cards cards;
  long card_moves; /* counts g:move calls, so scripts can cache views */
  /* [zone]: the moves into or out of that kind of zone (g:moves(zone)), so
   * that a cache of the cards in play outlives the moves between hands. */
  long zone_moves[BANG_ZONE_FACEUP + 1];
  /* [zone][seat]: zone_moves[zone] just after the last move into or out of
   * that seat's zone (g:moved_seats: which seats' cards in play to read
   * again, in one call). */
  long seat_moves[BANG_ZONE_FACEUP + 1][BANG_MAX_PLAYERS + 1];
  /* The Lua strings of the zone names, [zone] (lcards.c: kept alive as
   * upvalues of the card methods, so their addresses identify the names). */
  const char *zone_keys[BANG_ZONE_FACEUP + 1];
  char *preset_lua; /* extra set-up data (a Lua chunk returning a table) */
  int preset_ref;   /* that table, once loaded */

  bool logging;
  bang_msg *log;
  size_t log_size, log_cap;

  enum bang_status status;
  bool started;
  bang_decision decision;
  int decision_ref; /* the decision table the rules passed to g:decide */
  int decision_slot; /* the registry slot it is kept in (bang_keep_decision) */
  bool prompt_ready; /* decision.prompt has been filled from that table */
  bool eager_prompts; /* fill it as the decision is asked (bang_game_set_eager_prompts) */
  int answer;       /* 0-based option chosen, -1 while none */
  long read_spent_ms; /* CPU the reads of this decision used (game.c's guarded) */
  long steps;
  /* bang_game_answer_at_random: on, the generator's next seed, the cap on
   * steps, and the decisions answered in place since the last resume. */
  bool auto_answer;
  uint64_t auto_state;
  long auto_max_steps;
  int auto_streak;
  /* bang_game_answer_by_bots: on (auto_state, auto_max_steps and
   * auto_streak then serve it), how g:decide asks the seat's bot in place
   * (game.c's bot_in_place: the 0-based option, failures answered at
   * random and counted; -1: not in place, the decision goes out through a
   * yield), and the bot failures of this game with the first one's message. */
  bool auto_bots;
  int (*bot_in_place)(bang_game *g, lua_State *from, int decision, int kind, int options);
  long bot_failures;
  char bot_error[1024];
  char error[1024];

  bool over;
  bang_msg result;

  bang_handler *handlers;
  int nhandlers, handlers_cap;
  /* The variant's declared events (schema.lua's schema.events, a registry
   * reference; LUA_NOREF: the variant declares none, any name is taken):
   * g:on and g:on_own refuse a name it lacks. */
  int events_ref;
  /* One entry per event name ever given to g:on in this game's state (kept
   * across resets, emptied by them); levents.c maps a name to its entry. */
  bang_listeners *listeners;
  int nlisteners, listeners_cap;
  int *listener_slots; /* open addressing by key address: listener index + 1, 0: empty */
  int listener_slots_cap; /* a power of two, at least twice nlisteners; 0: none yet */
};

/* Decisions answered in place in a row before one goes out through a
 * yield (bang_game_answer_at_random): an entry into Lua, which has its own
 * CPU budget, then spans at most this many. */
enum { BANG_AUTO_STREAK = 256 };

/* The next random answer of bang_game_answer_at_random (0-based), counted
 * as a step: bang_game_random_choice's draw, from the game's own state. */
static inline int bang_auto_answer(bang_game *g) {
  bang_rng r;
  bang_rng_seed(&r, g->auto_state++);
  g->steps++;
  return (int)bang_rng_below(&r, (uint32_t)g->decision.options);
}

#endif
