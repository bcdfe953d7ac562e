/*
 * lbots.h: the computer players' side of the sandbox (lbots.c): each seat's
 * bot in a world of its own, reading the game only through that seat's
 * view (lview.h). game.c calls these in place of running bot.lua itself.
 * Private to the engine (bind/).
 */
#ifndef BANG_LBOTS_H
#define BANG_LBOTS_H

#include <lua.h>
#include <stddef.h>

#include "game.h"

/* At game creation: whether the variant ("card") has a bot.lua (g->bot_ref becomes
 * the table of the seats' bots, or LUA_NOREF), compiled once to report a
 * syntax error now. Returns 0 and writes err on failure. */
int bang_lbots_open_bots(bang_game *g, const char *variant, char *err, size_t errlen);

/* After rules.setup (a new game or a reset): every seat's bot already
 * loaded gets bot.new_game(view, public) again. Returns 0 on a bot error. */
int bang_lbots_start_bots(bang_game *g, char *err, size_t errlen);

/* For the pending decision, push bot.choose and its arguments: the
 * deciding seat's view, the decision (read-only), the bot's state (its
 * world loaded and started on first use), then decision.kind,
 * decision.player, the number of options and decision.options (read-only),
 * so a bot need not read them through the proxy, then view:lives' key
 * and the turn. hint: for a hint, in the seat's hint world, never the one
 * its computer player keeps (and dropped at the next
 * bang_lbots_start_bots), with a tenth argument, true, so the bot may say
 * why it chose (bang_game_bot_hint). Returns how many
 * arguments it pushed after bot.choose, or 0 with nothing pushed: the game
 * has no computer player or no decision (err empty), or its bot.lua has no
 * function choose or failed to load (err says which). */
int bang_lbots_push_choice(bang_game *g, bool hint, char *err, size_t errlen);

/*
 * The same choice taken now, from inside g:decide (simulations:
 * bang_game_answer_by_bots): the decision table, its kind and its options
 * are at those indexes of `from` (the rules' coroutine), g->decision's
 * player and options set. bot.choose runs on the main thread (a bot sees
 * the same threads as when asked between two resumes) in a protected call
 * with a budget of its own (bang_sandbox_pcall_apart). Returns the 0-based
 * option (0 or more), or one of bang_bot_refusal.
 */
typedef enum bang_bot_refusal {
  BANG_BOT_FAILED = -1,    /* the bot failed or has no function choose (err says which) */
  BANG_BOT_NOT_MADE = -2,  /* the seat's world is not made yet: nothing ran, ask
                            * through the yield */
  BANG_BOT_NO_OPTION = -3  /* choose returned no option number (err: its type) */
} bang_bot_refusal;
int bang_lbots_choose_now(bang_game *g, lua_State *from, int decision, int kind, int options,
                          char *err, size_t errlen);

/* Forget the seat's computer player, its world and everything it holds
 * (its hint world too),
 * and collect: after it failed on the memory cap, what it hoarded would
 * otherwise starve the rules and the other seats (it is made afresh, and
 * bot.new_game run again, at its next decision). */
void bang_lbots_drop_bot(bang_game *g, int seat);

#endif
