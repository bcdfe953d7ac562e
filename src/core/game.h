/*
 * game.h: one game of BANG!, as a value (docs/ARCHITECTURE.md, properties 1, 2, 6).
 *
 * A bang_game owns its state (players, dice, arrow tokens), its RNG, its
 * structured log and its own sandboxed lua_State, in which the variant's
 * rules (lua/<variant>/rules.lua and its characters) run as a coroutine.
 * The rules yield whenever a player must choose; the game then waits with a
 * Decision and any front end (terminal, bot, scenario, replay) answers it:
 *
 *     while (bang_game_advance(g) == BANG_AWAITING)
 *       bang_game_answer(g, pick(bang_game_decision(g)));
 *
 * No globals: many games may live in one process, one per thread.
 */
#ifndef BANG_GAME_H
#define BANG_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "msg.h"

enum {
  BANG_MAX_PLAYERS = 8,
  BANG_MAX_DICE = 8,
  BANG_MAX_MODS = 16,
  BANG_NAME_LEN = 32,
  BANG_ID_LEN = 32,
  BANG_MAX_COUNTERS = 4, /* named per-player counters of a game (g:set_counter) */
  BANG_COMMAND_LEN = 64,
  BANG_UNSET = -1 /* a preset number left to the rules */
};

typedef struct bang_game bang_game;

typedef struct bang_player {
  char name[BANG_NAME_LEN];
  char role[BANG_ID_LEN];      /* "sheriff", "deputy", "outlaw", "renegade" */
  char character[BANG_ID_LEN]; /* a character script's id */
  int life, max_life;
  int counters[BANG_MAX_COUNTERS]; /* by bang_game_counter_name's index (the dice game's arrows) */
  bool alive, role_revealed, won;
  int out_turn; /* the turn on which they went out (g:eliminate); 0 while in play */
  int out_by;   /* the seat that eliminated them (g:eliminate(p, by)); 0: none said */
} bang_player;

typedef struct bang_die {
  const char *face; /* a face id from the rules, e.g. "arrow"; NULL: unrolled */
  bool locked;      /* set aside or not rerollable */
} bang_die;

/* What a game is asked to be; unset fields are left to the rules. */
typedef struct bang_setup {
  const char *variant;  /* "dice" */
  const char *data_dir; /* folder holding lua/; NULL: the built-in default */
  /* Mods: folders laid out as lua/ is (MOD/card/characters/x.lua), over
   * the stock scripts in this order (a later one's file of the same path
   * wins, new files are added; see loader.h); NULL-terminated when fewer
   * than BANG_MAX_MODS. The strings need not outlive bang_game_new. */
  const char *mods[BANG_MAX_MODS];
  int players;
  uint64_t seed;
  const char *names[BANG_MAX_PLAYERS];      /* NULL: a default name */
  const char *roles[BANG_MAX_PLAYERS];      /* NULL: dealt at random */
  const char *characters[BANG_MAX_PLAYERS]; /* NULL: dealt at random */
  /* Each seat's computer player: NULL the variant's bot.lua, else a kind
   * (lower-case letters, digits, '_'), played by <variant>/bot_<kind>.lua
   * (docs/MODDING.md, "Computer players"); a kind with no such file fails
   * the set-up. */
  const char *bots[BANG_MAX_PLAYERS];
  int life[BANG_MAX_PLAYERS];               /* BANG_UNSET: the maximum */
  int pile;                                 /* BANG_UNSET: what is left */
  int first;                                /* BANG_UNSET: per the rules */
  /* More set-up for the rules (cards in hands, the deck's order...): Lua
   * source of a chunk returning a table; read by g:preset. NULL: none. */
  const char *extra;
  /*
   * The official "choose a character" variant: at set-up each player (roles
   * already dealt and seen) is dealt two characters and picks one with a
   * decision of kind "character", before the first turn: prompt "Choose
   * your character.", one option per character, its command the character
   * id, its label "Play as {character}" ({character}: the character's name,
   * a text argument). Until every player has chosen, bang_player.character
   * is "" and life and maximum are 0; a player whose character is preset
   * does not choose. false (the default): one character dealt each, with
   * exactly the same draws as before. Scripts read it as
   * g:preset().choose_characters.
   */
  bool choose_characters;
  /*
   * Ask a decision made out of turn (its player is not the active player:
   * answers to BANG!, Gatling, Indians!, Duel, General Store picks...) even
   * when it has a single legal option, so the other players at a shared
   * screen cannot tell that a player had no choice (no Missed! in hand).
   * false (the default): a single option is taken without asking. Decisions
   * in the player's own turn are never asked with a single option. Scripts
   * read it as g:preset().ask_always.
   */
  bool ask_always;
} bang_setup;

/* A setup with every preset unset (choose_characters, ask_always false). */
void bang_setup_init(bang_setup *setup, const char *variant, int players,
                     uint64_t seed);

enum bang_status { BANG_AWAITING, BANG_OVER, BANG_FAILED, BANG_PAUSED };

enum { BANG_MAX_OPTIONS = 4096 /* the most options a decision may have */ };

typedef struct bang_decision {
  int player;       /* who decides, 1-based seat */
  const char *kind; /* e.g. "reroll", "target", "beer" */
  bang_msg prompt;
  int options;      /* how many legal options (1 to BANG_MAX_OPTIONS) */
} bang_decision;

/* NULL on failure, with the reason (script file and line) in err. */
bang_game *bang_game_new(const bang_setup *setup, char *err, size_t errlen);
void bang_game_free(bang_game *g);
/*
 * Start a new game of the same variant in g, keeping its loaded scripts
 * (much faster than a new game: simulations use it). Everything else is
 * as bang_game_new would make it; rules.setup must reset all rule state.
 */
int bang_game_reset(bang_game *g, const bang_setup *setup, char *err, size_t errlen);

/* Keep log entries (default on; simulations turn it off for speed). */
void bang_game_set_logging(bang_game *g, bool on);
/*
 * Build each decision's prompt message as soon as the rules ask it (default
 * on): a prompt that cannot be read then fails the game in
 * bang_game_advance, and bang_game_decision never fails. Off (simulations,
 * which never read prompts: the bots see the decision table): the prompt is
 * built at the first bang_game_decision, which fails the game and returns
 * NULL if it cannot be read.
 */
void bang_game_set_eager_prompts(bang_game *g, bool on);

/*
 * Force the next dice results, one face id each, in die order (scenarios).
 * Returns 0 and names the face in err if the rules do not know it.
 */
int bang_game_force_faces(bang_game *g, const char *const *faces, int n,
                          char *err, size_t errlen);

/* Run the rules until the next decision or the end of the game. */
enum bang_status bang_game_advance(bang_game *g);
/* Answer the pending decision with option i (0-based); 0 if out of range. */
int bang_game_answer(bang_game *g, int option);
/* Why the game failed (a script error naming file and line). */
const char *bang_game_error(const bang_game *g);
/*
 * The rule scripts g has loaded so far, each once (bang_loader_loaded):
 * fn(ud, root, rel, path), root 0 for the stock scripts, i for the mod
 * setup.mods[i - 1], rel the file's path under it ("card/rules.lua").
 */
void bang_game_scripts(bang_game *g, void (*fn)(void *ud, int root, const char *rel, const char *path),
                       void *ud);

const bang_decision *bang_game_decision(const bang_game *g);
/* Option i's command (the command language, e.g. "reroll 1 3"). */
const char *bang_game_option_command(bang_game *g, int option);
/* Option i's label, to be rendered in the reader's language. */
int bang_game_option_label(bang_game *g, int option, bang_msg *label);
/*
 * Whether taking option i (0-based) of the pending decision would harm its
 * own player, for a front end to ask "are you sure?" first: returns 1 and
 * fills warning (a message to render, with its rule id if any), else 0 (no
 * warning, no such option, or a variant without warnings). The card game
 * warns about a card or ability that heals at full life ("You are at full
 * life: {card} would heal nothing.") and a weapon that would replace one
 * reaching farther ("{card} reaches {n}, less than the {other_card} it would
 * replace ({range})."). The rules decide (rules.warn, optional; see
 * docs/MODDING.md); the option is still legal, and answering is unchanged.
 */
int bang_game_option_warning(bang_game *g, int option, bang_msg *warning);
/*
 * The card option i (0-based) plays: its `card` field when that is a card
 * id, else 0 (no such option, or an option that plays no card). The solo
 * rules put it on the options that play a face-up card.
 */
int bang_game_option_card(bang_game *g, int option);
/*
 * A short note of the rules' (rules.note(g, decision, seat), optional):
 * for seat 0 a status line of the whole table, for a seat a short cell
 * about it (the solo rules: "Turn 3, phase 4b: brown cards. ..." and
 * "1/4", the BANG!s fired of those allowed). Returns 1 and fills *out, or
 * 0 (no note, no such seat, or rules without notes).
 */
int bang_game_note(bang_game *g, int seat, bang_msg *out);
/*
 * The option a typed command names: a number ("2", 1-based as listed) or a
 * command ("reroll 3 1"; case, spacing and the order of numbers do not
 * matter). Returns the 0-based option, or -1 with a reason message.
 */
int bang_game_match_command(bang_game *g, const char *typed, bang_msg *why);

const char *bang_game_variant(const bang_game *g);
int bang_game_players(const bang_game *g);
const bang_player *bang_game_player(const bang_game *g, int seat); /* 1-based */
int bang_game_active(const bang_game *g);
int bang_game_turn(const bang_game *g);
int bang_game_pile(const bang_game *g);
int bang_game_dice(const bang_game *g);
const bang_die *bang_game_die(const bang_game *g, int i); /* 1-based */
/*
 * Named per-player counters (a variant's `bullets`): the rules name one by
 * setting it (g:set_counter(p, name, n)), at most BANG_MAX_COUNTERS per
 * game. The dice game's arrows are its counter "arrows", as a mod's game's
 * bullets are theirs: the core knows no counter by name.
 * bang_game_counter: seat's count of the counter called name, -1 if the
 * game has no such counter. bang_game_counter_name: the i-th named (0-based,
 * in the order the rules first set them), NULL past the last.
 */
int bang_game_counter(const bang_game *g, int seat, const char *name);
/* A counter's tokens in all: the pile (g:pile) plus every seat's count of
 * it (the dice game's 9 arrows); the pile alone if there is no such counter. */
int bang_game_counter_total(const bang_game *g, const char *name);
/* The variant's manifest (variants.h: lua/<variant>/variant.lua), read
 * when the game was made; NULL if it has none. */
struct bang_variant;
const struct bang_variant *bang_game_manifest(const bang_game *g);
const char *bang_game_counter_name(const bang_game *g, int i);
/* Cards (card game): a zone's pile and a card, see cards.h. */
struct bang_pile;
struct bang_card;
const struct bang_pile *bang_game_zone(const bang_game *g, const char *zone, int owner);
const struct bang_card *bang_game_card(const bang_game *g, int id);
int bang_game_card_total(const bang_game *g);

/* How many decisions have been answered so far. */
long bang_game_steps(const bang_game *g);
/* A fingerprint of the game's generator: it changes whenever chance is
 * drawn (a roll, a shuffle, a random pick), so a front end can tell
 * whether chance spoke between two moments (undo). */
uint64_t bang_game_chance(const bang_game *g);

/* The log, oldest first. */
size_t bang_game_log_size(const bang_game *g);
const bang_msg *bang_game_log_entry(const bang_game *g, size_t i);

/* The result once over: a message ("The Outlaws win") and who won. */
const bang_msg *bang_game_result(const bang_game *g);
int bang_game_results_declared(const bang_game *g);

/* The display name (a message id) the rules give to an id of a category:
 * ("face", "arrow"), ("role", "sheriff"); NULL if none. */
const char *bang_game_name_of(bang_game *g, const char *category, const char *id);

/* Stop, instead of rolling by chance, when scripted faces run out (scenarios):
 * the game then reports BANG_PAUSED. */
void bang_game_set_scripted_dice_only(bang_game *g, bool on);
/* Scripted faces not yet rolled. */
size_t bang_game_unrolled_faces(const bang_game *g);

/* A short text explaining rule id (e.g. "D-9"), as a message id, or NULL. */
/* Whether the rule was added by a card's or a character's script (a mod's
 * own rule: docs/MODDING.md), not the variant's rulebook. */
bool bang_game_rule_added(bang_game *g, const char *rule);
const char *bang_game_rule_text(bang_game *g, const char *rule);
/* A character's display name and ability text, as message ids, or NULL. */
const char *bang_game_character_name(bang_game *g, const char *id);
const char *bang_game_character_ability(bang_game *g, const char *id);
/* A character's life points as printed (the Sheriff's bonus apart), or 0. */
int bang_game_character_life(bang_game *g, const char *id);
/* A card type's display name and text (card game), as message ids, or NULL. */
const char *bang_game_card_name(bang_game *g, const char *type);
const char *bang_game_card_text(bang_game *g, const char *type);
/* A card type's border ("blue": stays in play; "brown": played and
 * discarded), or NULL. */
const char *bang_game_card_border(bang_game *g, const char *type);
/* Another name players know the card type by (an older edition's: the
 * Italian Appaloosa for the Scope), accepted when typed; NULL if none. */
const char *bang_game_card_also_named(bang_game *g, const char *type);
/* The rule ids the rulebook explains, in order (C-2 before C-10); at most
 * max are written. Returns how many. */
int bang_game_rule_ids(bang_game *g, const char **ids, int max);

/* The distance from one seat to another as the rules see it (card game:
 * rules.view_distance), and whether from's weapon reaches; -1 if none. */
int bang_game_view_distance(bang_game *g, int from, int to, bool *in_range);

/*
 * ---- The view of a seat ----------------------------------------------------
 *
 * What the player in one seat may see of the game: the computer players
 * read nothing else (their Lua `view`, docs/MODDING.md), and a front end
 * showing one seat's screen should read through these too. A bang_seat_view is
 * a small value (the game and the seat), valid while the game lives; seat 0
 * (or any seat not in the game) is a spectator, who sees only what is
 * public. Visible to every seat: names, life, arrows, dice, characters, who
 * is alive, the revealed roles (the Sheriff's, eliminated players'), the
 * cards in play, every player's face-up cards (solo), the cards on the
 * discard pile and on the table (face up), and how many cards every zone
 * holds (hands and deck included). Visible to the
 * seat alone: its own hand and its own role. Hidden from it: the other
 * hands' cards, the roles not revealed, the deck's cards and order.
 */
typedef struct bang_seat_view {
  const bang_game *game;
  int seat; /* 1-based; 0: a spectator */
} bang_seat_view;

bang_seat_view bang_seat_view_of(const bang_game *g, int seat);
int bang_seat_of_view(bang_seat_view v);
/* Whether the seat may know q's role, and the role or NULL. */
bool bang_seat_sees_role(bang_seat_view v, int q);
const char *bang_seat_role(bang_seat_view v, int q);
/* Player q as the seat sees it (role "" when hidden); 0 if no such seat. */
int bang_seat_player(bang_seat_view v, int q, bang_player *out);
/* Whether the seat may see the cards of a zone ("hand", "play" and
 * "faceup" take the owner's seat), and the pile, or NULL when hidden or
 * unknown. */
bool bang_seat_sees_zone(bang_seat_view v, const char *zone, int owner);
const struct bang_pile *bang_seat_zone(bang_seat_view v, const char *zone, int owner);
/* How many cards a zone holds (public for every zone); -1 if no such zone. */
int bang_seat_count(bang_seat_view v, const char *zone, int owner);
/* Whether the seat may see card id (it lies face up or in its own hand),
 * and the card, or NULL. */
bool bang_seat_sees_card(bang_seat_view v, int id);
const struct bang_card *bang_seat_card(bang_seat_view v, int id);
/* Whether the seat may read log line i: public, or told to it alone. */
bool bang_seat_sees_log(bang_seat_view v, size_t i);

/*
 * Ask the variant's computer player (lua/<variant>/bot.lua) which option
 * to take for the pending decision. Returns 0-based option, -1 on failure.
 * The bot runs for the deciding seat alone: it is loaded once per seat in
 * a world of its own and reads the game only through that seat's view
 * (src/bind/lbots.c, lview.c).
 */
int bang_game_bot_choice(bang_game *g);
/*
 * The same, with the bot's reason: bot.choose may return a second value, a
 * message { id = "msgid {arg}", args = {...} } saying why, which fills
 * *why (why->id NULL when the bot gave none or something else: it is read
 * defensively, as anything a bot returns). For a front end's "hint".
 */
int bang_game_bot_hint(bang_game *g, bang_msg *why);
/* Whether the variant has a computer player (lua/<variant>/bot.lua). */
bool bang_game_has_bot(bang_game *g);
/* A uniformly random legal option, drawn from a separate generator. */
int bang_game_random_choice(bang_game *g, uint64_t *state);
/*
 * Random players for this game (simulations; a reset ends it): every
 * decision is answered as bang_game_random_choice(g, &state) would, state
 * starting at seed, by the game itself. Most are answered inside g:decide,
 * with no yield to the caller and back; bang_game_advance answers the rest
 * (one in every few hundred: each entry into Lua keeps its CPU budget) and
 * returns only when the game is over, has failed, or has answered
 * max_steps decisions (then it returns BANG_AWAITING, the decision
 * unanswered).
 */
void bang_game_answer_at_random(bang_game *g, uint64_t seed, long max_steps);
/*
 * Computer players for this game (simulations; a reset ends it): every
 * decision is answered by the deciding seat's bot, as bang_game_bot_choice
 * would answer it; when the bot fails the decision is answered as
 * bang_game_random_choice(g, &state) would, state starting at seed, and
 * the failure is counted (bang_game_bot_failures). Most are answered
 * inside g:decide (the bot runs there with a budget of its own); the rest
 * (a seat's first decision, one in every few hundred) by
 * bang_game_advance, which returns as bang_game_answer_at_random says.
 * Without a bot (bang_game_has_bot) it is bang_game_answer_at_random.
 */
void bang_game_answer_by_bots(bang_game *g, uint64_t seed, long max_steps);
/* The decisions the bots failed to take in this game (answered at random)
 * and, in *first, the first failure's message ("" if none). */
long bang_game_bot_failures(const bang_game *g, const char **first);

/* Bytes the game's scripts hold (its Lua state, the log, interned strings:
 * what the memory cap counts). */
size_t bang_game_memory(const bang_game *g);

/* Sample where script time goes (sandbox.h, "The script profiler"); kept
 * across resets. bang_game_profile gives the sandbox's entries (slots with
 * an empty source are unused), their count, and the samples in all. */
struct bang_profile_entry;
void bang_game_set_profiling(bang_game *g, bool on);
int bang_game_profile(const bang_game *g, const struct bang_profile_entry **entries,
                      long *samples);

#endif
