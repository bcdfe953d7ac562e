/*
 * test_commands.c: command words in every language (src/cli/commands.c).
 *
 * At ann's first decision of a 7-player card game, in each of the five
 * languages: the option list shows the translated command word; that word
 * and the English one are accepted in any case, abbreviated, with the
 * card typed by its translated name; the reading commands are known in
 * both languages; a typo gets a "did you mean" naming the command in the
 * player's language; a card named in the player's language is judged as
 * that card; and Tab completion offers the words legal now: the
 * command words, then the cards, then exactly the players that card can
 * reach. Typed as people type: full-width forms, accents left out, a
 * character chosen by its name.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "commands.h"
#include "game.h"
#include "i18n.h"

enum { MAX = 64 };

/* ann's first decision in a turn of hers, in a seeded 7-player game. */
static bang_game *first_decision(void) {
  bang_setup setup;
  bang_setup_init(&setup, "card", 7, 5);
  char err[512];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_int_equal(bang_game_decision(g)->player, 1);
  return g;
}

/* The first option whose English command starts with prefix. */
static int option_starting(bang_game *g, const char *prefix) {
  for (int i = 0; i < bang_game_decision(g)->options; i++)
    if (strncmp(bang_game_option_command(g, i), prefix, strlen(prefix)) == 0) return i;
  fail_msg("no option starts with '%s'", prefix);
  return -1;
}

static void resolve(bang_game *g, const char *typed, bang_typed *t) {
  char copy[256];
  snprintf(copy, sizeof copy, "%s", typed);
  bang_command_resolve(g, copy, t);
}

static int resolves_to(bang_game *g, const char *typed) {
  bang_typed t;
  resolve(g, typed, &t);
  if (t.kind != BANG_TYPED_OPTION) fail_msg("'%s' was not taken as an option (kind %d)", typed, t.kind);
  return t.option;
}

static bool has(char **list, int n, const char *word) {
  for (int i = 0; i < n; i++)
    if (strcmp(list[i], word) == 0) return true;
  return false;
}

static void free_all(char **list, int n) {
  for (int i = 0; i < n; i++) free(list[i]);
}

/* The BANG! and the Jail as each language's players type them. */
static const struct typed_names {
  const char *lang, *bang, *jail;
} typed_names[] = {
    {"en", "bang", "jail"},       {"pt_BR", "bang", "prisão"},    {"es", "bang", "cárcel"},
    {"it", "bang", "prigione"},   {"zh_CN", "砰", "监狱"},
};

static const struct typed_names *names_in(const char *lang) {
  for (size_t i = 0; i < sizeof typed_names / sizeof typed_names[0]; i++)
    if (strcmp(typed_names[i].lang, lang) == 0) return &typed_names[i];
  fail_msg("no typed names for %s", lang);
  return NULL;
}

static void in_language(const char *lang) {
  const struct typed_names *words = names_in(lang);
  char chosen[16];
  assert_true(bang_i18n_setup(lang, chosen, sizeof chosen));
  bang_game *g = first_decision();
  int bang = option_starting(g, "play bang ");
  const char *english = bang_game_option_command(g, bang); /* "play bang bob" */
  const char *target = strrchr(english, ' ') + 1;
  const char *play = bang_tr(NC_("command", "play"));
  if (strcmp(lang, "en") != 0) assert_string_not_equal(play, "play"); /* translated */

  /* The list shows the command in the player's language. */
  char shown[256], typed[256];
  bang_command_display(g, english, shown, sizeof shown);
  snprintf(typed, sizeof typed, "%s %s %s", play, words->bang, target);
  assert_string_equal(shown, typed);

  /* Accepted: translated, English in capitals, abbreviated, and with the
   * card's translated name. */
  assert_int_equal(resolves_to(g, typed), bang);
  snprintf(typed, sizeof typed, "PLAY BANG %s", target);
  assert_int_equal(resolves_to(g, typed), bang);
  snprintf(typed, sizeof typed, "%s ban %c", play, target[0]);
  assert_int_equal(resolves_to(g, typed), bang);
  snprintf(typed, sizeof typed, "%s %s %s", play, bang_tr(bang_game_card_name(g, "bang")), target);
  assert_int_equal(resolves_to(g, typed), bang);
  /* A card typed by its translated name is judged as that card: "play
   * Beer" is refused (or played) for a reason about the Beer, never as an
   * unknown word. */
  snprintf(typed, sizeof typed, "%s %s", play, bang_tr(bang_game_card_name(g, "beer")));
  bang_typed beer;
  resolve(g, typed, &beer);
  if (beer.kind == BANG_TYPED_OPTION)
    assert_int_equal(strncmp(bang_game_option_command(g, beer.option), "play beer", 9), 0);
  else
    assert_string_not_equal(beer.why.id, "There is no card called {name}.");
  int end = option_starting(g, "end");
  assert_int_equal(resolves_to(g, bang_tr(NC_("command", "end"))), end);
  assert_int_equal(resolves_to(g, "End"), end);

  /* Reading commands, in both languages, with what follows them. */
  bang_typed t;
  resolve(g, bang_tr(NC_("command", "help")), &t);
  assert_int_equal(t.kind, BANG_TYPED_META);
  assert_int_equal(t.meta, BANG_META_HELP);
  resolve(g, "LOOK bob", &t);
  assert_int_equal(t.kind, BANG_TYPED_META);
  assert_int_equal(t.meta, BANG_META_LOOK);
  assert_string_equal(t.rest, "bob");
  snprintf(typed, sizeof typed, "%s jail", bang_tr(NC_("command", "card")));
  resolve(g, typed, &t);
  assert_int_equal(t.meta, BANG_META_CARD);
  assert_string_equal(t.rest, "jail");

  /* A typo: refused, with the nearest command in the player's language. */
  resolve(g, "edn", &t);
  assert_int_equal(t.kind, BANG_TYPED_REFUSED);
  char end_shown[128];
  bang_command_display(g, "end", end_shown, sizeof end_shown);
  assert_string_equal(t.suggestion, end_shown);
  /* Words missing: the options it could start, not one taken unasked. */
  resolve(g, "play duel", &t);
  assert_int_equal(t.kind, BANG_TYPED_AMBIGUOUS);
  assert_true(t.ncandidates >= 2);
  /* Listed as the catalog joins lists, no gap after a full-width colon
   * (zh D5: "多个选项：2) …、3) …"). */
  char listed[1024];
  bang_command_ambiguous(g, &t, listed, sizeof listed);
  assert_non_null(strstr(listed, bang_tr(", ")));
  assert_null(strstr(listed, "\uff1a ")); /* "： " */
  if (strcmp(lang, "en") == 0) assert_non_null(strstr(listed, "options: "));

  /* Completion: command words, then cards, then the players in reach. */
  char *found[MAX];
  int n = bang_command_complete(g, "", found, MAX);
  assert_true(has(found, n, play));
  assert_true(has(found, n, bang_tr(NC_("command", "look"))));
  free_all(found, n);
  n = bang_command_complete(g, "pla", found, MAX);
  assert_true(has(found, n, "play") || has(found, n, play));
  free_all(found, n);
  snprintf(typed, sizeof typed, "%s ", play);
  n = bang_command_complete(g, typed, found, MAX);
  assert_true(has(found, n, words->bang));
  assert_true(has(found, n, words->jail));
  free_all(found, n);
  snprintf(typed, sizeof typed, "%s %s ", play, words->bang);
  n = bang_command_complete(g, typed, found, MAX);
  int reachable = 0;
  for (int i = 0; i < bang_game_decision(g)->options; i++)
    if (strncmp(bang_game_option_command(g, i), "play bang ", 10) == 0) {
      reachable++;
      assert_true(has(found, n, strrchr(bang_game_option_command(g, i), ' ') + 1));
    }
  assert_int_equal(n, reachable);
  free_all(found, n);
  n = bang_command_complete(g, "look b", found, MAX);
  assert_int_equal(n, 1);
  assert_string_equal(found[0], "bob");
  free_all(found, n);
  bang_game_free(g);
}

/* What input methods and keyboards type: full-width forms, accents left
 * out or added, and a character chosen by the name shown. */
static void typed_as_people_type(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("pt_BR", chosen, sizeof chosen));
  bang_game *g = first_decision();
  bang_typed t;
  resolve(g, "M\u00c3O", &t); /* the catalog's word is "mao" */
  assert_int_equal(t.kind, BANG_TYPED_META);
  assert_int_equal(t.meta, BANG_META_HAND);
  resolve(g, "\uff11", &t); /* a full-width 1 */
  assert_int_equal(t.kind, BANG_TYPED_OPTION);
  assert_int_equal(t.option, 0);
  resolve(g, "look\u3000bob", &t); /* the ideographic space */
  assert_int_equal(t.meta, BANG_META_LOOK);
  assert_string_equal(t.rest, "bob");
  resolve(g, "look\u00a0bob", &t); /* a no-break space, copied from the screen */
  assert_int_equal(t.meta, BANG_META_LOOK);
  assert_string_equal(t.rest, "bob");
  resolve(g, "look \033[2J", &t); /* controls never come back */
  assert_null(strchr(t.rest, '\033'));
  bang_game_free(g);

  bang_setup setup;
  bang_setup_init(&setup, "card", 4, 3);
  setup.choose_characters = true;
  char err[512];
  g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  assert_int_equal(bang_game_advance(g), BANG_AWAITING);
  assert_string_equal(bang_game_decision(g)->kind, "character");
  for (int i = 0; i < bang_game_decision(g)->options; i++) {
    const char *id = bang_game_option_command(g, i);
    assert_int_equal(resolves_to(g, bang_tr(bang_game_character_name(g, id))), i);
  }
  bang_game_free(g);
}

/* A card is also known by an older edition's name: the Italian Scope,
 * shown Mirino, was Appaloosa; typed either way, in commands and in the
 * card reading command. */
static void older_card_names(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("it", chosen, sizeof chosen));
  bang_game *g = first_decision();
  assert_string_equal(bang_tr(bang_game_card_name(g, "scope")), "Mirino");
  assert_true(bang_command_matches(g, "mirino", "scope"));
  assert_true(bang_command_matches(g, "Appaloosa", "scope"));
  assert_true(bang_command_matches(g, "appa", "scope"));
  assert_false(bang_command_matches(g, "appaloosa", "mustang"));
  char *list[MAX];
  int n = bang_command_complete(g, "carta appa", list, MAX);
  assert_int_equal(n, 1);
  assert_string_equal(list[0], "mirino"); /* offered as the player reads it */
  free_all(list, n);
  bang_game_free(g);
}

/* Every option's command as shown is accepted typed back, for the first
 * decisions of a card, a dice and a solo game in every language: the
 * cards, characters and places shown in the player's words are read as the
 * rules' ids. */
static int single_options; /* decisions with one option seen by shown_is_typed */

static void shown_is_typed(const char *game, int players) {
  bang_setup setup;
  bang_setup_init(&setup, game, players, 9);
  setup.ask_always = true; /* one option asked too: "choose 1 to 1" */
  char err[512];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fail_msg("bang_game_new: %s", err);
  for (int step = 0; step < 400 && bang_game_advance(g) == BANG_AWAITING; step++) {
    const bang_decision *d = bang_game_decision(g);
    for (int i = 0; i < d->options; i++) {
      char shown[256];
      bang_command_display(g, bang_game_option_command(g, i), shown, sizeof shown);
      bang_typed t;
      resolve(g, shown, &t);
      if (t.kind != BANG_TYPED_OPTION || t.option != i)
        fail_msg("%s: '%s' (%s) was not taken as option %d", game, shown, bang_game_option_command(g, i),
                 i + 1);
    }
    if (d->options == 1) { /* "choose 1 to 1" would be odd */
      bang_typed t;
      resolve(g, "2", &t);
      assert_int_equal(t.kind, BANG_TYPED_REFUSED);
      assert_string_equal(t.why.id, "There is no option {number}: the only option is 1.");
      single_options++;
    }
    bang_game_answer(g, step % 3 ? 0 : d->options - 1); /* some of each */
  }
  bang_game_free(g);
}

/* Arguments in the player's words: cards as one word, the hand, the piles. */
static void arguments_in_language(void **state) {
  (void)state;
  static const struct {
    const char *lang, *english, *shown;
  } cases[] = {
      {"it", "play cat_balou bob hand", "gioca cat_balou bob mano"},
      {"zh_CN", "play cat_balou bob hand", "打出 凯特·巴洛 bob 手牌"},
      {"pt_BR", "play panic bob hand", "jogar pânico bob mão"},
      {"es", "play scope", "jugar mira_telescópica"},
      {"es", "draw discard", "robar descartes"},
      {"zh_CN", "draw deck", "摸牌 牌库"},
      {"en", "play cat_balou bob hand", "play cat_balou bob hand"},
  };
  char chosen[16];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    assert_true(bang_i18n_setup(cases[i].lang, chosen, sizeof chosen));
    bang_game *g = first_decision();
    char shown[256];
    bang_command_display(g, cases[i].english, shown, sizeof shown);
    assert_string_equal(shown, cases[i].shown);
    bang_game_free(g);
  }
  /* The start of a card's name is that card: refused (or played) for a
   * reason about it, not as an unknown word (zh B8: "没有名为 凯特 的牌"). */
  assert_true(bang_i18n_setup("zh_CN", chosen, sizeof chosen));
  bang_game *g = first_decision();
  bang_typed t;
  resolve(g, "\u6253\u51fa \u51ef\u7279 bob \u624b\u724c", &t); /* 打出 凯特 bob 手牌 */
  if (t.kind != BANG_TYPED_OPTION) assert_string_not_equal(t.why.id, "There is no card called {name}.");
  bang_game_free(g);
  for (int i = 0; bang_languages[i]; i++) {
    assert_true(bang_i18n_setup(bang_languages[i], chosen, sizeof chosen));
    shown_is_typed("card", 7);
    shown_is_typed("dice", 7);
    shown_is_typed("solo", 4);
  }
  assert_true(single_options > 0);
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
}

static void every_language(void **state) {
  (void)state;
  for (int i = 0; bang_languages[i]; i++) in_language(bang_languages[i]);
}

/* Case is ignored beyond ASCII; other texts stay different. */
static void same_ignores_case(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
  assert_true(bang_command_same("AJUDA", "ajuda"));
  assert_true(bang_command_same("ÉCHANGER", "échanger"));
  assert_false(bang_command_same("play", "pla"));
}

/* Whether some option's English command starts with prefix. */
static bool offers(bang_game *g, const char *prefix) {
  for (int i = 0; i < bang_game_decision(g)->options; i++)
    if (strncmp(bang_game_option_command(g, i), prefix, strlen(prefix)) == 0) return true;
  return false;
}

/* "Did you mean" names only what can be typed now, and never another
 * card or command than the one typed (issue 29 item 4): a command word
 * that is not legal at this decision ("end" when answering a shot) gets
 * no suggestion of a look-alike reading command ("hand"), and a card
 * refused against one player is not turned into another card ("play bang
 * cy" out of range is not "play jail cy"). */
static void suggestions_stay_legal(void **state) {
  (void)state;
  char chosen[16];
  assert_true(bang_i18n_setup("en", chosen, sizeof chosen));
  bool answered = false, other_card = false;
  for (uint64_t seed = 1; seed <= 300; seed++) {
    bang_setup setup;
    bang_setup_init(&setup, "card", 7, seed);
    char err[512];
    bang_game *g = bang_game_new(&setup, err, sizeof err);
    if (!g) fail_msg("bang_game_new: %s", err);
    for (int step = 0; step < 400 && bang_game_advance(g) == BANG_AWAITING; step++) {
      const bang_decision *d = bang_game_decision(g);
      bang_typed t;
      if (d->player == 1 && !offers(g, "end") && !offers(g, "play bang")) {
        resolve(g, "end", &t);
        if (t.kind == BANG_TYPED_REFUSED) {
          answered = true;
          if (t.suggestion[0]) fail_msg("'end' at '%s' suggests '%s'", d->kind, t.suggestion);
        }
      }
      /* ann holds a BANG!: a BANG! at someone she cannot reach names
       * no other card (seed 259: "play bang cy" was "play jail cy"). */
      for (int s = 2; d->player == 1 && s <= 7 && offers(g, "end"); s++) {
        char bang[64];
        snprintf(bang, sizeof bang, "play bang %s", bang_game_player(g, s)->name);
        if (offers(g, bang) || !offers(g, "play bang")) continue;
        resolve(g, bang, &t);
        if (t.kind != BANG_TYPED_REFUSED) continue;
        other_card = true;
        if (t.suggestion[0] && strncmp(t.suggestion, "play bang ", 10) != 0)
          fail_msg("'%s' suggests '%s'", bang, t.suggestion);
      }
      if (bang_game_answer(g, 0) < 0) break;
    }
    bang_game_free(g);
  }
  assert_true(answered);
  assert_true(other_card);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_language),
      cmocka_unit_test(typed_as_people_type),
      cmocka_unit_test(suggestions_stay_legal),
      cmocka_unit_test(same_ignores_case),
      cmocka_unit_test(older_card_names),
      cmocka_unit_test(arguments_in_language),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
