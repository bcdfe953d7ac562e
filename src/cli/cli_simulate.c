/*
 * cli_simulate.c: `bang simulate`, computer-only games in a row.
 *
 * Game i is played with seed + i, so the same seed gives the same numbers
 * (only games per second vary). Prints win rates per role and per
 * character, the average number of turns and the speed. It is also the
 * benchmark: see bench/README.
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "mods.h"
#include "game.h"
#include "i18n.h"
#include "screen.h"
#include "textwidth.h"

enum { MAX_KEYS = 32, STEP_CAP = 100000 };

typedef struct tally {
  char id[BANG_ID_LEN];
  long seats, wins;
} tally;

static void count(tally *t, int *n, const char *id, bool won) {
  int i = 0;
  while (i < *n && strcmp(t[i].id, id) != 0) i++;
  if (i == *n) {
    if (*n == MAX_KEYS) return;
    snprintf(t[i].id, sizeof t[i].id, "%s", id);
    t[i].seats = t[i].wins = 0;
    (*n)++;
  }
  t[i].seats++;
  t[i].wins += won;
}

static int by_id(const void *a, const void *b) {
  return strcmp(((const tally *)a)->id, ((const tally *)b)->id);
}

static void simulate_usage(FILE *out) {
  fprintf(out, "%s\n", _("Usage: bang simulate [OPTIONS]"));
  fprintf(out, "%s\n", _("Play computer-only games and print statistics."));
  fprintf(out, "  --game GAME      %s\n", _("which game: card (default) or dice"));
  fprintf(out, "  --players N      %s\n", _("players at the table: card 4 to 7, dice 3 to 8 (default 5)"));
  fprintf(out, "  --games N        %s\n", _("how many games (default 1000)"));
  fprintf(out, "  --seed N         %s\n", _("the first game's seed (default 1)"));
  fprintf(out, "  --bot KIND       %s\n", _("computer players: heuristic (default) or random"));
  fprintf(out, "  --mod DIR        %s\n", _("load the mod in DIR over the stock scripts (repeatable)"));
  fprintf(out, "  --lang L         %s\n", _("language: en, pt_BR, es, it, zh_CN"));
  fprintf(out, "  -h, --help       %s\n", _("show this help"));
  fprintf(out, "%s\n", _("Exit status: 0 every game finished, 1 a game did not finish, a computer "
                         "player failed or the output could not be written, 2 a wrong command line."));
}

static void print_table(bang_game *g, tally *t, int n, const char *category, const char *title) {
  qsort(t, (size_t)n, sizeof *t, by_id);
  printf("%s\n", title);
  for (int i = 0; i < n; i++) {
    const char *name;
    if (category) {
      name = bang_screen_name(g, category, t[i].id);
    } else {
      const char *msgid = bang_game_character_name(g, t[i].id);
      name = msgid ? bang_tr(msgid) : t[i].id;
    }
    char line[256] = "  ";
    bang_append_padded(line, sizeof line, name, 22);
    printf("%s%6.1f%%  (%ld/%ld)\n", line, t[i].seats ? 100.0 * (double)t[i].wins / (double)t[i].seats : 0.0,
           t[i].wins, t[i].seats);
  }
}

int bang_cli_simulate(int argc, char **argv) {
  static const struct option longopts[] = {
      {"game", required_argument, 0, 'g'}, {"players", required_argument, 0, 'p'},
      {"games", required_argument, 0, 'n'}, {"seed", required_argument, 0, 's'},
      {"bot", required_argument, 0, 'b'},  {"lang", required_argument, 0, 'l'},
      {"help", no_argument, 0, 'h'},       {0, 0, 0, 0}};
  const char *variant = "card";
  long players = 5, games = 1000;
  uint64_t seed = 1;
  bool random_bots = false;
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    switch (c) {
      case 'g': variant = optarg; break;
      case 'p':
        if (!bang_cli_number(optarg, 1, 99, &players)) players = -1;
        break;
      case 'n':
        if (!bang_cli_number(optarg, 1, 100000000, &games)) {
          fprintf(stderr, "%s\n", _("bang simulate: --games takes a number from 1 to 100000000."));
          return 2;
        }
        break;
      case 's':
        if (!bang_cli_seed(optarg, &seed)) {
          fprintf(stderr, "%s\n", _("bang simulate: --seed takes a whole number."));
          return 2;
        }
        break;
      case 'b':
        if (strcmp(optarg, "random") == 0) random_bots = true;
        else if (strcmp(optarg, "heuristic") == 0) random_bots = false;
        else {
          fprintf(stderr, "%s\n", _("bang simulate: --bot is heuristic or random."));
          return 2;
        }
        break;
      case 'l': break;
      case 'h': simulate_usage(stdout); return 0;
      default:
        fprintf(stderr, _("bang simulate: unknown or incomplete option '%s'."), argv[optind - 1]);
        fputc('\n', stderr);
        simulate_usage(stderr);
        return 2;
    }
  }
  long low, high;
  if (!bang_cli_game_players(variant, &low, &high)) {
    fprintf(stderr, _("bang simulate: unknown game '%s'; the games are: card, dice."), variant);
    fputc('\n', stderr);
    return 2;
  }
  if (players < low || players > high) {
    fprintf(stderr, _("bang simulate: the %s game takes %ld to %ld players (--players)."), variant,
            low, high);
    fputc('\n', stderr);
    return 2;
  }
  tally roles[MAX_KEYS], characters[MAX_KEYS];
  int nroles = 0, ncharacters = 0;
  long turns = 0, failed = 0, bot_failures = 0;
  bang_game *last = NULL;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < games; i++) {
    bang_setup setup;
    bang_setup_init(&setup, variant, (int)players, seed + (uint64_t)i);
    setup.data_dir = bang_cli_data_dir();
    bang_mods_setup(&setup);
    char err[1024];
    /* One game value, reset for each game: scripts load only once. */
    bang_game *g = last;
    if (g ? !bang_game_reset(g, &setup, err, sizeof err)
          : !(g = bang_game_new(&setup, err, sizeof err))) {
      fprintf(stderr, "bang: %s\n", err);
      bang_game_free(last);
      return 1;
    }
    bang_game_set_logging(g, false);
    uint64_t bot_state = (seed + (uint64_t)i) ^ 0x5eedb075ULL;
    enum bang_status st;
    long steps = 0;
    while ((st = bang_game_advance(g)) == BANG_AWAITING && steps++ < STEP_CAP) {
      int choice = random_bots ? -1 : bang_game_bot_choice(g);
      if (!random_bots && choice < 0 && bang_game_has_bot(g) && bot_failures++ == 0) {
        /* A broken bot must not pass for a random one: say so. */
        fprintf(stderr, _("bang: the computer player failed (seed %" PRIu64 "): %s"),
                seed + (uint64_t)i, bang_game_error(g));
        fputc('\n', stderr);
      }
      if (choice < 0) choice = bang_game_random_choice(g, &bot_state);
      bang_game_answer(g, choice);
    }
    if (st != BANG_OVER) {
      if (failed++ == 0) {
        fprintf(stderr, _("bang: game %ld (seed %" PRIu64 ") did not finish: %s"), i + 1,
                seed + (uint64_t)i, bang_game_error(g));
        fputc('\n', stderr);
      }
    } else {
      turns += bang_game_turn(g);
      for (int s = 1; s <= players; s++) {
        const bang_player *p = bang_game_player(g, s);
        count(roles, &nroles, p->role, p->won);
        count(characters, &ncharacters, p->character, p->won);
      }
    }
    last = g;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  long finished = games - failed;
  printf(_("%ld games of %ld players, seed %" PRIu64 ", %s players."), games, players, seed,
         random_bots ? _("random") : _("heuristic"));
  putchar('\n');
  print_table(last, roles, nroles, "role", _("Win rate by role:"));
  print_table(last, characters, ncharacters, NULL, _("Win rate by character:"));
  printf(_("Average turns per game: %.2f"), finished ? (double)turns / (double)finished : 0.0);
  putchar('\n');
  printf(_("Games per second: %.0f (%.1f microseconds per turn)"), (double)games / seconds,
         turns ? seconds * 1e6 / (double)turns : 0.0);
  putchar('\n');
  if (failed) {
    printf(_("Games that did not finish: %ld"), failed);
    putchar('\n');
  }
  if (bot_failures) {
    printf(_("Decisions the computer player failed to take (answered at random): %ld"),
           bot_failures);
    putchar('\n');
  }
  bang_game_free(last);
  return failed || bot_failures ? 1 : 0;
}
