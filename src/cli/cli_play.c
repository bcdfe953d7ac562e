/*
 * cli_play.c: `bang play`, a game at the terminal.
 *
 * Humans take the first seats, computer players the rest. At a human's
 * decision the table and the numbered legal options are shown; the player
 * types a number or a command. Anything else (a typo, an illegal command,
 * an empty line) is refused with the reason and the same decision is asked
 * again, so no input can end or corrupt the game; `quit` asks to be typed
 * twice. Input may be piped in; at its end the game stops and says how to
 * replay it.
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "screen.h"

typedef struct play_options {
  const char *variant;
  long players, humans;
  uint64_t seed;
  bool explain, random_bots;
} play_options;

static void play_usage(FILE *out) {
  fprintf(out, "%s\n", _("Usage: bang play [OPTIONS]"));
  fprintf(out, "%s\n", _("Play BANG! or BANG! The Dice Game at the terminal."));
  fprintf(out, "  --game GAME      %s\n", _("which game: card (default) or dice"));
  fprintf(out, "  --players N      %s\n", _("players at the table: card 4 to 7, dice 3 to 8 (default 5)"));
  fprintf(out, "  --humans N       %s\n", _("how many of them type at this keyboard (default 1)"));
  fprintf(out, "  --seed N         %s\n", _("the seed: the same seed and commands replay the same game"));
  fprintf(out, "  --lang L         %s\n", _("language: en, pt_BR, es, it, zh_CN"));
  fprintf(out, "  --explain        %s\n", _("explain every step with the rule that applied"));
  fprintf(out, "  --bot KIND       %s\n", _("computer players: heuristic (default) or random"));
}

static void print_help(bang_game *g) {
  printf("%s\n", _("Type the number of an option, or its command as shown on the right."));
  printf("%s\n", _("Other commands: look (show the table), explain (turn explanations on or off),"));
  printf("%s\n", _("rules (what the current rules say), help (this text), quit (leave the game)."));
  const bang_decision *d = bang_game_decision(g);
  if (d && d->prompt.rule) {
    const char *why = bang_game_rule_text(g, d->prompt.rule);
    if (why) printf("[%s] %s\n", d->prompt.rule, bang_tr(why));
  }
}

/* The rules a player most needs at the table, per game. */
static void print_rules(bang_game *g) {
  static const char *const dice[] = {"D-5", "D-6", "D-7", "D-8", "D-9", "D-10", "D-11",
                                     "D-12", "D-13", "D-15", NULL};
  static const char *const card[] = {"C-7", "C-8", "C-9", "C-10", "C-11", "C-12", "C-13",
                                     "C-14", "C-20", "C-30", "C-34", "C-37", NULL};
  const char *const *ids = strcmp(bang_game_variant(g), "card") == 0 ? card : dice;
  for (int i = 0; ids[i]; i++) {
    const char *text = bang_game_rule_text(g, ids[i]);
    if (text) printf("[%s] %s\n", ids[i], bang_tr(text));
  }
}

static char *trim(char *s) {
  while (*s == ' ' || *s == '\t') s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ' || s[n - 1] == '\t'))
    s[--n] = '\0';
  return s;
}

/*
 * With several humans at one keyboard, the screen is cleared and the next
 * player asked to take the seat before anything private is shown.
 * 0 if the input ended.
 */
static int hand_over(bang_game *g, int seat, int *seated) {
  if (*seated == seat) return 1;
  *seated = seat;
  printf("\033[2J\033[H");
  printf(_("Pass the keyboard to %s, then press Enter."), bang_game_player(g, seat)->name);
  fflush(stdout);
  char *line = NULL;
  size_t cap = 0;
  ssize_t got = getline(&line, &cap, stdin);
  free(line);
  putchar('\n');
  return got >= 0;
}

/* 1: answered; 0: input ended; -1: the player left. */
static int human_turn(bang_game *g, play_options *o, bool *explain, int *seated) {
  const bang_decision *d = bang_game_decision(g);
  bool echo = !isatty(STDIN_FILENO);
  bool quitting = false;
  char *line = NULL;
  size_t cap = 0;
  if (o->humans > 1 && !hand_over(g, d->player, seated)) return 0;
  putchar('\n');
  bang_screen_table(stdout, g, d->player);
  bang_screen_decision(stdout, g);
  for (;;) {
    printf("%s> ", bang_game_player(g, d->player)->name);
    fflush(stdout);
    if (getline(&line, &cap, stdin) < 0) {
      free(line);
      return 0;
    }
    char *typed = trim(line);
    if (echo) printf("%s\n", typed);
    if (strcmp(typed, "quit") == 0) {
      if (quitting) {
        free(line);
        return -1;
      }
      printf("%s\n", _("Type quit again to leave the game, or anything else to go on."));
      quitting = true;
      continue;
    }
    quitting = false;
    if (!*typed) continue;
    if (strcmp(typed, "help") == 0 || strcmp(typed, "?") == 0) {
      print_help(g);
      bang_screen_decision(stdout, g);
    } else if (strcmp(typed, "look") == 0) {
      bang_screen_table(stdout, g, d->player);
      bang_screen_decision(stdout, g);
    } else if (strcmp(typed, "rules") == 0) {
      print_rules(g);
    } else if (strcmp(typed, "explain") == 0) {
      *explain = !*explain;
      printf("%s\n", *explain ? _("Explanations on.") : _("Explanations off."));
    } else {
      bang_msg why;
      int option = bang_game_match_command(g, typed, &why);
      if (option >= 0) {
        bang_game_answer(g, option);
        free(line);
        return 1;
      }
      char text[1024];
      bang_render(g, &why, text, sizeof text);
      printf(_("Refused: %s"), text);
      putchar('\n');
      if (why.rule) {
        const char *rule = bang_game_rule_text(g, why.rule);
        if (rule) printf("    [%s] %s\n", why.rule, bang_tr(rule));
      }
      printf("%s\n", _("Type help to see what you can do."));
    }
  }
  (void)o;
}

static bool parse(int argc, char **argv, play_options *o, int *status) {
  static const struct option longopts[] = {
      {"game", required_argument, 0, 'g'},   {"players", required_argument, 0, 'p'},
      {"humans", required_argument, 0, 'H'}, {"seed", required_argument, 0, 's'},
      {"lang", required_argument, 0, 'l'},   {"explain", no_argument, 0, 'e'},
      {"bot", required_argument, 0, 'b'},    {"help", no_argument, 0, 'h'},
      {0, 0, 0, 0}};
  *o = (play_options){"card", 5, 1, 0, false, false};
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
  bool humans_given = false, players_given = false;
  int c;
  optind = 1;
  opterr = 0;
  while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
    switch (c) {
      case 'g': o->variant = optarg; break;
      case 'p':
        if (!bang_cli_number(optarg, 1, 99, &o->players)) o->players = -1;
        players_given = true;
        break;
      case 'H':
        if (!bang_cli_number(optarg, 0, 8, &o->humans)) {
          fprintf(stderr, "%s\n", _("bang play: --humans takes a number from 0 to the number of players."));
          return false;
        }
        humans_given = true;
        break;
      case 's':
        if (!bang_cli_seed(optarg, &o->seed)) {
          fprintf(stderr, "%s\n", _("bang play: --seed takes a whole number."));
          return false;
        }
        break;
      case 'l': break; /* handled in main */
      case 'e': o->explain = true; break;
      case 'b':
        if (strcmp(optarg, "random") == 0) o->random_bots = true;
        else if (strcmp(optarg, "heuristic") == 0) o->random_bots = false;
        else {
          fprintf(stderr, "%s\n", _("bang play: --bot is heuristic or random."));
          return false;
        }
        break;
      case 'h':
        play_usage(stdout);
        *status = 0;
        return false;
      default:
        fprintf(stderr, _("bang play: unknown or incomplete option '%s'."), argv[optind - 1]);
        fputc('\n', stderr);
        play_usage(stderr);
        return false;
    }
  }
  if (optind < argc) {
    fprintf(stderr, _("bang play: unexpected argument '%s'."), argv[optind]);
    fputc('\n', stderr);
    return false;
  }
  long low, high;
  if (!bang_cli_game_players(o->variant, &low, &high)) {
    fprintf(stderr, _("bang play: unknown game '%s'; the games are: card, dice."), o->variant);
    fputc('\n', stderr);
    return false;
  }
  if (!players_given) o->players = 5;
  if (o->players < low || o->players > high) {
    fprintf(stderr, _("bang play: the %s game takes %ld to %ld players (--players)."), o->variant, low,
            high);
    fputc('\n', stderr);
    return false;
  }
  if (humans_given && o->humans > o->players) {
    fprintf(stderr, "%s\n", _("bang play: --humans takes a number from 0 to the number of players."));
    return false;
  }
  return true;
}

int bang_cli_play(int argc, char **argv) {
  play_options o;
  int status = 2;
  if (!parse(argc, argv, &o, &status)) return status;
  bang_setup setup;
  bang_setup_init(&setup, o.variant, (int)o.players, o.seed);
  setup.data_dir = bang_cli_data_dir();
  char err[1024];
  bang_game *g = bang_game_new(&setup, err, sizeof err);
  if (!g) {
    fprintf(stderr, "bang: %s\n", err);
    return 1;
  }
  printf(strcmp(o.variant, "card") == 0 ? _("BANG!, %ld players, seed %" PRIu64 ".")
                                        : _("BANG! The Dice Game, %ld players, seed %" PRIu64 "."),
         o.players, o.seed);
  putchar('\n');
  for (int s = 1; s <= o.humans; s++) {
    const bang_player *p = bang_game_player(g, s);
    printf(_("%s plays at this keyboard."), p->name);
    putchar('\n');
  }
  uint64_t bot_state = o.seed ^ 0x5eedb075ULL;
  size_t next_log = 0;
  bool explain = o.explain;
  int result = 0, seated = 0;
  for (;;) {
    enum bang_status st = bang_game_advance(g);
    bang_screen_log(stdout, g, &next_log, explain);
    if (st == BANG_OVER) {
      bang_screen_result(stdout, g);
      break;
    }
    if (st != BANG_AWAITING) {
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(g));
      fputc('\n', stderr);
      result = 1;
      break;
    }
    const bang_decision *d = bang_game_decision(g);
    if (d->player <= o.humans) {
      int r = human_turn(g, &o, &explain, &seated);
      if (r <= 0) {
        printf("\n%s\n", r == 0 ? _("The input ended before the game did.")
                                : _("You left the game."));
        printf(_("Replay it with: bang play --game %s --players %ld --humans %ld --seed %" PRIu64),
               o.variant, o.players, o.humans, o.seed);
        putchar('\n');
        result = r == 0 ? 3 : 0;
        break;
      }
      continue;
    }
    int choice = o.random_bots ? -1 : bang_game_bot_choice(g);
    if (choice < 0) choice = bang_game_random_choice(g, &bot_state);
    bang_game_answer(g, choice);
  }
  bang_game_free(g);
  return result;
}
