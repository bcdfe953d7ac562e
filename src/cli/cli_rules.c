/*
 * cli_rules.c: `bang rules [ID|NAME...]`, the rulebook at the command line.
 *
 * The rule ids that the game cites (--explain, refusals, lessons, scenario
 * files, docs) are read here without starting a game: each with its text in
 * the reader's language, a family by its start when no id is called so
 * ("C-" every rule of the card game, "S-1" S-1 and S-10...S-19 if no S-1),
 * or the rules that name a card or character. With no argument, the whole
 * rulebook of the game. The game is --game, else the first whose rulebook
 * has the id (C-20 is the card game's, D-9 the dice game's), so a reader
 * of a citation need not know which game it is from. Mods' rules (--mod)
 * are in their game's rulebook. The texts come from the variants' own
 * rulebook.lua and the cards' `rules` fields: the same as at the table
 * (reading.c), through a game made only to be read.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "cli_options.h"
#include "game.h"
#include "help.h"
#include "i18n.h"
#include "mods.h"
#include "msg.h"
#include "reading.h"
#include "screen.h"
#include "variants.h"

static void rules_usage(FILE *out) {
  bang_help_usage_line(out, "rules");
  fprintf(out, "%s\n", _("Show rules of the rulebook: a rule by its id, the rules of a card, or "
                         "with nothing else the whole rulebook of a game."));
  static const bang_help_option options[] = {
      {"--game", NC_("metavariable", "GAME"), N_("the game whose rulebook to read (default: the one "
                                                 "with the rule, else card)")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 shown, 1 no rule is called so, 2 a wrong command line."));
}

/* A game of variant made only to read its rulebook, or NULL (said). */
static bang_game *rulebook_of(const bang_variant *variant) {
  bang_setup setup;
  bang_setup_init(&setup, variant->name, (int)variant->default_players, 1);
  bang_mods_setup(&setup);
  setup.data_dir = bang_cli_data_dir();
  char err[2048];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) fprintf(stderr, "bang rules: %s\n", bang_msg_clean(bang_tr_error(err, sizeof err)));
  return g;
}

/* Whether g's rulebook has a rule id that is what or starts with it. */
static bool has_rule(bang_game *g, const char *what) {
  const char *ids[256];
  int n = bang_game_rule_ids(g, ids, 256);
  for (int i = 0; i < n; i++)
    if (strncasecmp(ids[i], what, strlen(what)) == 0) return true;
  return false;
}

/* The games to read, made on first use: one per variant, in the
 * manifests' order. */
typedef struct rulebooks {
  bang_variants all;
  bang_game *games[BANG_VARIANT_MAX];
  const char *asked; /* --game, or NULL */
} rulebooks;

static bang_game *game_at(rulebooks *r, int i) {
  if (!r->games[i]) r->games[i] = rulebook_of(&r->all.v[i]);
  return r->games[i];
}

/* The index of the game to read what in: --game; else the first game
 * whose rulebook has it as a rule id (or its start); else the default
 * game (its manifest's), to look for a card's name and say what ids look
 * like. */
static int game_for(rulebooks *r, const char *what) {
  int fallback = 0;
  for (int i = 0; i < r->all.n; i++) {
    if (r->asked) {
      if (strcmp(r->all.v[i].name, r->asked) == 0) return i;
      continue;
    }
    if (&r->all.v[i] == bang_variants_default(&r->all)) fallback = i;
    bang_game *g = what ? game_at(r, i) : NULL;
    if (g && has_rule(g, what)) return i;
  }
  return fallback;
}

/* Every rule of g, in the rulebook's order. */
static void whole_rulebook(bang_screen *v, bang_game *g) {
  const char *ids[256];
  int n = bang_game_rule_ids(g, ids, 256);
  for (int i = 0; i < n; i++) bang_screen_quote(v, g, ids[i]);
}

/* Every rule whose id starts with what ("C-": the card game's), when it
 * names more than one: here they are all read, not listed to choose from
 * as at the table. How many were shown. */
static int family(bang_screen *v, bang_game *g, const char *what) {
  const char *ids[256];
  int n = bang_game_rule_ids(g, ids, 256), count = 0;
  for (int i = 0; i < n; i++)
    if (strncasecmp(ids[i], what, strlen(what)) == 0) count++;
  if (count < 2) return 0;
  for (int i = 0; i < n; i++)
    if (strncasecmp(ids[i], what, strlen(what)) == 0) bang_screen_quote(v, g, ids[i]);
  return count;
}

static bool rules_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  (void)ctx, (void)common, (void)c, (void)arg;
  return false;
}

int bang_cli_rules(int argc, char **argv) {
  static const struct option longopts[] = {BANG_CLI_OPT_GAME, BANG_CLI_OPT_LANG, BANG_CLI_OPT_HELP,
                                           {0, 0, 0, 0}};
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"rules", rules_usage, longopts, rules_option, NULL};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  if (parsed >= 0) return parsed;
  rulebooks r;
  memset(&r, 0, sizeof r);
  if (!bang_cli_variants(&r.all)) return 1;
  if (common.set_up) { /* --game given */
    if (!bang_variants_find(&r.all, common.variant)) {
      char shown[64], games[BANG_VARIANT_MAX * BANG_VARIANT_WORD] = "";
      for (int i = 0; i < r.all.n; i++)
        snprintf(games + strlen(games), sizeof games - strlen(games), "%s%s", i ? ", " : "",
                 r.all.v[i].name);
      fprintf(stderr, _("bang rules: unknown game '%s'; the games are: %s."),
              bang_cli_shown(common.variant, shown, sizeof shown), games);
      fputc('\n', stderr);
      return 2;
    }
    r.asked = common.variant;
  }
  bang_screen view;
  bang_screen_init(&view, stdout, NULL);
  int status = 0;
  if (optind >= argc) {
    bang_game *g = game_at(&r, game_for(&r, NULL));
    if (g) whole_rulebook(&view, g);
    else status = 1;
  }
  for (int i = optind; i < argc; i++) {
    /* What a terminal would obey is in no rule id or card name, and is
     * said back ("No rule is called ..."): removed, as from --game's. */
    bang_msg_clean(argv[i]);
    bang_game *g = game_at(&r, game_for(&r, argv[i]));
    if (!g) {
      status = 1;
      break;
    }
    bool exact = bang_game_rule_text(g, argv[i]) != NULL;
    if (exact || family(&view, g, argv[i]) == 0) {
      if (!bang_read_rules(&view, g, argv[i])) status = 1;
    }
  }
  for (int i = 0; i < r.all.n; i++) bang_game_free(r.games[i]);
  return status;
}
