/*
 * game_options.h: a game's own options (its manifest's `options`, such as
 * the solo game's harder, easier and abilities): read from --advanced and
 * --abilities, checked against the manifest, and handed to the rules, the
 * save, the banner and the commands that replay a game. No code here
 * names a game or an option: the manifest does.
 */
#ifndef BANG_GAME_OPTIONS_H
#define BANG_GAME_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "variants.h"

enum { BANG_GAME_OPTIONS_MAX = BANG_VARIANT_OPTIONS };

/* The options that are on: their words, in the manifest's order once
 * checked (bang_game_options_check). */
typedef struct bang_game_options {
  int n;
  char word[BANG_GAME_OPTIONS_MAX][BANG_VARIANT_WORD];
  bool abilities; /* --abilities given, until checked */
} bang_game_options;

/* Add the words of one --advanced value ("harder" or "harder,easier");
 * false if it is not a list of words. */
bool bang_game_options_advanced(bang_game_options *o, const char *text);

/* Add word, an option of v's (a save's words); false if it is none. */
bool bang_game_options_take_word(bang_game_options *o, const bang_variant *v, const char *word);

/* Whether a word is on. */
bool bang_game_options_on(const bang_game_options *o, const char *word);

/* The result of checking the options against the game v. */
typedef enum bang_game_options_fault {
  BANG_GAME_OPTIONS_OK,
  BANG_GAME_OPTIONS_NO_ADVANCED,  /* --advanced, and the game has no such option */
  BANG_GAME_OPTIONS_NO_ABILITIES, /* --abilities, and the game has no such option */
  BANG_GAME_OPTIONS_WRONG_WORD    /* --advanced WORD not one of the game's */
} bang_game_options_fault;

/* Check o against v's options, --abilities turned into its option's word
 * and the words put in the manifest's order, each once. */
bang_game_options_fault bang_game_options_check(bang_game_options *o, const bang_variant *v);

/* How many players v has with o on: the players of the last option on
 * that sets them, else v's default. */
long bang_game_options_players(const bang_game_options *o, const bang_variant *v);

/* The set-up's extra chunk (bang_setup.extra) the rules read with
 * g:preset(): "return { harder = true, easier = false, bot = \"solver\" }",
 * every option of v and the computer player's kind; "" if v has none. */
void bang_game_options_preset(const bang_game_options *o, const bang_variant *v,
                              const char *bot, char *out, size_t cap);

/* The same fields as a scenario's set-up writes them: "harder = true,
 * easier = false, bot = \"solver\"" ("" if v has no options). */
void bang_game_options_fields(const bang_game_options *o, const bang_variant *v, const char *bot,
                              char *out, size_t cap);

/* " --advanced harder,easier --abilities", to start the same game again
 * ("" if none is on). */
void bang_game_options_args(const bang_game_options *o, const bang_variant *v, char *out,
                            size_t cap);

/* "harder, abilities": the titles of those on, translated, for a banner
 * ("" if none). */
void bang_game_options_titles(const bang_game_options *o, const bang_variant *v, char *out,
                              size_t cap);

/* The words of v's options, for a message: "harder, easier". */
void bang_game_options_words(const bang_variant *v, const char *flag, char *out, size_t cap);

#endif
