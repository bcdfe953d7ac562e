/*
 * variants.h: the variants' manifests, lua/<variant>/variant.lua
 * (docs/MODDING.md, "A variant's manifest"): what a front end knows of a
 * game before its rules run (its title, how many players, its computer
 * players, the scenario keys that apply to it, what its table shows), read as data so that no
 * code above this names a variant. Each manifest runs in a sandbox of its
 * own and is checked against lua/variants.lua; a wrong one is an error
 * naming its file and line.
 */
#ifndef BANG_VARIANTS_H
#define BANG_VARIANTS_H

#include <stddef.h>

enum {
  BANG_VARIANT_MAX = 16,          /* variants over every root */
  BANG_VARIANT_WORD = 24,         /* a name, a bot kind or a key, with its NUL */
  BANG_VARIANT_KINDS = 12,        /* computer-player kinds of one variant */
  BANG_VARIANT_KEYS = 24,         /* scenario keys of one variant, per table */
  BANG_VARIANT_MAX_PLAYERS = 8,   /* = BANG_MAX_PLAYERS (game.h, checked in cli) */
  BANG_VARIANT_COUNTERS = 4,      /* = BANG_MAX_COUNTERS (game.h) */
  BANG_VARIANT_OPTIONS = 8,       /* a game's own options */
  /* A mod's tag before its texts' ids ("\004NAME\004", loader.c), with its
   * NUL: room for any NAME a catalog's domain holds (language.c) */
  BANG_VARIANT_TAG = 64
};

/* One of a game's own options (its manifest's `options`): a word the
 * rules read as true or false in their set-up (g:preset()), turned on at
 * the command line by --advanced WORD or by --abilities. */
typedef struct bang_variant_option {
  char word[BANG_VARIANT_WORD];   /* "harder": the set-up's key and --advanced's word */
  char flag[BANG_VARIANT_WORD];   /* "advanced" or "abilities": the option that turns it on */
  char title[64 + BANG_VARIANT_TAG]; /* a message id: as a banner names it */
  long players;                   /* 0, or the players the game has with it on */
} bang_variant_option;

typedef struct bang_variant {
  char name[BANG_VARIANT_WORD];   /* its folder: "dice" */
  /* The texts below are message ids as the manifest's N_ wrote them: a
   * mod's carry its tag, so that its catalog translates them (language.h);
   * their English text is of at most 127, 63 and 127 bytes. */
  char title[128 + BANG_VARIANT_TAG]; /* "BANG! The Dice Game" */
  long min_players, max_players, default_players;
  char bot_default[BANG_VARIANT_WORD];
  int nkinds;
  char kinds[BANG_VARIANT_KINDS][BANG_VARIANT_WORD]; /* in the manifest's order */
  int nrules;                     /* 0: none named (the rulebook's own order) */
  char key_rules[BANG_VARIANT_KEYS][BANG_VARIANT_WORD];
  char example_rule[BANG_VARIANT_WORD]; /* "": none */
  int ntable, nplayer;
  char table_keys[BANG_VARIANT_KEYS][BANG_VARIANT_WORD];
  char player_keys[BANG_VARIANT_KEYS][BANG_VARIANT_WORD];
  int nverbs;                     /* verbs: a mod's command words, translatable */
  char verbs[BANG_VARIANT_KEYS][BANG_VARIANT_WORD]; /* the English words: "load" */
  char verb_tag[BANG_VARIANT_TAG]; /* their ids' tag (a mod's: "\004NAME\004"; else ""):
                                    * a verb's id is it, "command\004", the word */
  /* components: what the table shows of each player */
  int hands;                      /* a hand of cards each (the card game's table) */
  int ncounters;
  struct {
    char id[BANG_VARIANT_WORD];   /* as the rules set it: "arrows" */
    char title[64 + BANG_VARIANT_TAG];  /* the column's heading, a message id */
    char pile[128 + BANG_VARIANT_TAG];  /* "": none; a message id with {n}: g:pile() */
  } counters[BANG_VARIANT_COUNTERS];
  int is_default;                 /* default = true: the game without --game */
  int scenario_default;           /* scenario.default: a scenario file's game without `game` */
  char course[128 + BANG_VARIANT_TAG]; /* its lessons' course name, a message id ("": the title) */
  int one_person;                 /* one person decides for every character */
  int nnames;                     /* names: the seats' first default names, message ids */
  char names[BANG_VARIANT_MAX_PLAYERS][BANG_VARIANT_WORD + BANG_VARIANT_TAG];
  int noptions;
  bang_variant_option options[BANG_VARIANT_OPTIONS];
} bang_variant;

typedef struct bang_variants {
  int n;
  bang_variant v[BANG_VARIANT_MAX]; /* by name */
} bang_variants;

/*
 * Every variant over roots (roots[0] the stock lua/ folder, then the mods'
 * folders): each folder NAME (lower-case letters) of any root holding
 * NAME/variant.lua, the last root's file winning, sorted by name. Returns
 * 0 and writes "path:line: why" to err if a manifest is wrong or cannot
 * be read.
 */
int bang_variants_load(const char *const *roots, int nroots, bang_variants *all, char *err,
                       size_t errlen);

/*
 * bang_variants_load over data_dir/lua (NULL: the built-in BANG_DATA_DIR,
 * as bang_game_new) and then mods (NULL-terminated, NULL: none; at most
 * 16 taken, as bang_setup.mods).
 */
int bang_variants_load_data(const char *data_dir, const char *const *mods, bang_variants *all,
                            char *err, size_t errlen);

/*
 * The manifest of the variant name into v, read in L, a state the loader
 * opened over the roots (bang_loader_open): 1, 0 and err if it is wrong,
 * -1 if there is none. The files it reads are not among those
 * bang_loader_loaded names.
 */
struct lua_State;
int bang_variant_read(struct lua_State *L, const char *name, bang_variant *v, char *err,
                      size_t errlen);

/* The game without --game: the first manifest saying default = true (else
 * the first by name); NULL if there is none. */
const bang_variant *bang_variants_default(const bang_variants *all);

/* The game of a scenario file without `game`: the first manifest whose
 * scenario.default is true (else bang_variants_default). */
const bang_variant *bang_variants_scenario_default(const bang_variants *all);

/* Whether v's players come from its options (an option sets `players`):
 * then --players is not taken. */
int bang_variant_players_by_options(const bang_variant *v);

/* The variant called name in all, or NULL. */
const bang_variant *bang_variants_find(const bang_variants *all, const char *name);

/* Whether word is one of n words. */
int bang_variant_has(const char (*words)[BANG_VARIANT_WORD], int n, const char *word);

#endif
