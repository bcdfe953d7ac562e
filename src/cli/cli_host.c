/*
 * cli_host.c: `bang host`, a table over the network (src/net/server.h).
 *
 * The seats: the host's own (--humans 1, the default: played at this
 * terminal by a client of its own, over a socket pair, with the screen
 * `bang join` has), then --remote N seats for players who join, then
 * computer players. With --humans 0 the host shows what a spectator sees:
 * its screen is a spectator's client of its own (bang join --watch).
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "client.h"
#include "help.h"
#include "i18n.h"
#include "match.h"
#include "mods.h"
#include "names.h"
#include "protocol.h"
#include "screen.h"
#include "server.h"

typedef struct host_options {
  const char *variant, *lang, *listen, *code;
  long players, humans, remote, start_after;
  uint64_t seed;
  bool choose_characters, explain;
  const char *names[BANG_MAX_PLAYERS];
  char names_text[BANG_MAX_PLAYERS * BANG_NAME_LEN + 16];
} host_options;

static void host_usage(FILE *out) {
  bang_help_usage_line(out, "host");
  fprintf(out, "%s\n", _("Open a table over the network: players join it with bang join, each at "
                         "their own terminal and in their own language."));
  static const bang_help_option options[] = {
      {"--game", NC_("metavariable", "GAME"), N_("which game: card (default), dice or solo")},
      {"--players", NC_("metavariable", "N"), N_("players at the table: card 4 to 7, dice 3 to 8 (default 5); not for solo")},
      {"--humans", NC_("metavariable", "N"), N_("0 or 1: whether you play a seat at this terminal (default 1)")},
      {"--remote", NC_("metavariable", "N"), N_("seats for players who join over the network")},
      {"--names", NC_("metavariable", "A,B,..."), N_("the players' names, in seat order (humans first)")},
      {"--choose-character", NULL, N_("each player is dealt two characters and keeps one")},
      {"--seed", NC_("metavariable", "N"), N_("the seed: the same seed and commands replay the same game")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"--listen", NC_("metavariable", "ADDR:PORT"), N_("where to listen (default 127.0.0.1:7373; a LAN address must be asked for)")},
      {"--code", NC_("metavariable", "CODE"), N_("the code players must give (default: a random one, printed)")},
      {"--start-after", NC_("metavariable", "SECONDS"), N_("start then, computer players in the seats still free")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
}

static bool parse(int argc, char **argv, host_options *o, int *status) {
  memset(o, 0, sizeof *o);
  o->variant = "card";
  o->humans = 1;
  o->players = 5;
  o->start_after = -1;
  o->listen = "127.0.0.1";
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
  enum { OPT_SEED = 256, OPT_CHOOSE, OPT_START };
  static const struct option longs[] = {
      {"game", required_argument, 0, 'g'},    {"players", required_argument, 0, 'p'},
      {"humans", required_argument, 0, 'u'},  {"remote", required_argument, 0, 'r'},
      {"names", required_argument, 0, 'n'},   {"seed", required_argument, 0, OPT_SEED},
      {"lang", required_argument, 0, 'l'},    {"listen", required_argument, 0, 'L'},
      {"code", required_argument, 0, 'c'},    {"start-after", required_argument, 0, OPT_START},
      {"choose-character", no_argument, 0, OPT_CHOOSE}, {"explain", no_argument, 0, 'e'},
      {"help", no_argument, 0, 'h'},          {0, 0, 0, 0}};
  bool players_given = false;
  int c;
  opterr = 0;
  optind = 1;
  while ((c = getopt_long(argc, argv, "h", longs, NULL)) != -1) {
    bool ok = true;
    switch (c) {
      case 'g':
        o->variant = optarg;
        ok = !strcmp(optarg, "card") || !strcmp(optarg, "dice") || !strcmp(optarg, "solo");
        break;
      case 'p': ok = bang_cli_number(optarg, 1, BANG_MAX_PLAYERS, &o->players); players_given = true; break;
      case 'u': ok = bang_cli_number(optarg, 0, 1, &o->humans); break;
      case 'r': ok = bang_cli_number(optarg, 0, BANG_MAX_PLAYERS, &o->remote); break;
      case 'n':
        if (!bang_cli_names(optarg, o->names_text, sizeof o->names_text, o->names)) {
          fprintf(stderr, "%s\n", _("bang host: --names takes different names separated by commas, "
                                    "each one word of at most 31 bytes and not a number."));
          return false;
        }
        break;
      case OPT_SEED: ok = bang_cli_seed(optarg, &o->seed); break;
      case 'l': o->lang = optarg; break;
      case 'L': o->listen = optarg; break;
      case 'c': o->code = optarg; ok = *optarg && strlen(optarg) <= BANG_NET_CODE_MAX; break;
      case OPT_START: ok = bang_cli_number(optarg, 0, 86400, &o->start_after); break;
      case OPT_CHOOSE: o->choose_characters = true; break;
      case 'e': o->explain = true; break;
      case 'h': host_usage(stdout); *status = 0; return false;
      default: ok = false; break;
    }
    if (!ok) {
      fprintf(stderr, _("bang host: wrong option or value: %s"), argv[optind - 1]);
      fputc('\n', stderr);
      host_usage(stderr);
      return false;
    }
  }
  long low, high;
  if (!players_given) o->players = 5;
  if (strcmp(o->variant, "solo") == 0) {
    /* One person decides for every character (the rules ask seat 1 every
     * decision): at this terminal, over the network, or the computer. */
    bang_cli_solo plain = {0};
    o->players = bang_cli_solo_players(&plain);
    if (players_given || o->humans + o->remote > 1) {
      fprintf(stderr, "%s\n", _("bang host: in the solo game one person decides for every character: "
                                "--humans and --remote add up to 0 or 1, and --players is left out."));
      return false;
    }
  }
  if (optind < argc || !bang_cli_game_players(o->variant, &low, &high) || o->players < low ||
      o->players > high || o->humans + o->remote > o->players) {
    fprintf(stderr, "%s\n", _("bang host: the seats do not add up: --humans and --remote take at "
                              "most the players at the table."));
    return false;
  }
  int named = 0;
  while (named < BANG_MAX_PLAYERS && o->names[named]) named++;
  if (named > o->players) {
    fprintf(stderr, _("bang host: --names gives more names than there are players (%ld)."), o->players);
    fputc('\n', stderr);
    return false;
  }
  return true;
}

int bang_cli_host(int argc, char **argv) {
  host_options o;
  int status = 2;
  if (!parse(argc, argv, &o, &status)) return status;
  bang_net_config cfg;
  bang_net_server_defaults(&cfg);
  char host[256], code[BANG_NET_CODE_MAX + 1], err[2048];
  if (!bang_net_split_address(o.listen, host, sizeof host, &cfg.port)) {
    fprintf(stderr, _("bang host: not an address: %s"), o.listen);
    fputc('\n', stderr);
    return 2;
  }
  cfg.host = host[0] ? host : "127.0.0.1";
  if (o.code) snprintf(code, sizeof code, "%s", o.code);
  else if (!bang_net_random_code(code, sizeof code)) {
    fprintf(stderr, "bang host: %s\n", _("the system gave no random numbers for the code"));
    return 1;
  }
  cfg.code = code;
  cfg.players = (int)o.players;
  for (int s = 1; s <= o.players; s++) cfg.remote[s] = s > o.humans && s <= o.humans + o.remote;
  cfg.start_after_ms = o.start_after >= 0 ? o.start_after * 1000 : -1;
  int pair[2] = {-1, -1};
  pid_t child = -1;
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) < 0) {
    perror("bang host");
    return 1;
  }
  if (o.humans) {
    cfg.local_seat = 1;
    cfg.local_fd = pair[0];
    cfg.remote[1] = true; /* asked over its connection, as the others */
  } else {
    cfg.local_watch_fd = pair[0]; /* this screen: a spectator's */
  }
  /* for the secrecy test (src/net/trace.h): not an option, nothing a player needs */
  const char *trace = getenv("BANG_NET_TRACE");
  if (trace && *trace && !(cfg.trace = fopen(trace, "we"))) perror(trace);
  bang_net_table *t = cfg.trace || !trace || !*trace ? bang_net_open(&cfg, err, sizeof err) : NULL;
  if (!t) {
    if (cfg.trace || !trace || !*trace) {
      fprintf(stderr, _("bang host: cannot listen on %s"), err);
      fputc('\n', stderr);
    }
    if (cfg.trace) fclose(cfg.trace);
    if (pair[0] >= 0) close(pair[0]);
    if (pair[1] >= 0) close(pair[1]);
    return 1;
  }
  bang_cli_solo plain = {0};
  bang_cli_print_title(o.variant, o.players, &plain, o.seed);
  printf(_("Table open at %s, code %s. Join it with: bang join %s --code %s"), bang_net_address(t),
         code, bang_net_address(t), code);
  putchar('\n');
  fflush(stdout);
  child = fork();
  if (child < 0) perror("bang host"); /* the seat is then the computer player's */
  if (child == 0) { /* the host's own seat or screen: a client like any other */
    close(pair[0]);
    _exit(o.humans ? bang_net_client_run(pair[1], code, o.names[0], NULL)
                   : bang_net_client_watch(pair[1], code));
  }
  close(pair[1]);
  bang_net_lobby(t);
  /* The names: those given, else the joiner's, else the usual ones. */
  static const char *const usual[] = {"ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal",
                                      "ivy", "jo", "kit", "lou", "max", "ned", "oz", "pat"};
  const char *names[BANG_MAX_PLAYERS] = {0};
  size_t next = 0;
  for (int s = 1; s <= o.players; s++) {
    const char *joined = "";
    bang_net_taken(t, s, &joined);
    names[s - 1] = o.names[s - 1] ? o.names[s - 1] : joined[0] ? joined : NULL;
  }
  for (int s = 1; s <= o.players; s++) {
    while (!names[s - 1] && next < sizeof usual / sizeof usual[0]) {
      bool taken = false;
      for (int k = 0; k < o.players; k++) taken |= names[k] && strcasecmp(names[k], usual[next]) == 0;
      if (!taken) names[s - 1] = usual[next];
      next++;
    }
  }
  bang_match_config mc;
  memset(&mc, 0, sizeof mc);
  bang_setup_init(&mc.setup, o.variant, (int)o.players, o.seed);
  mc.setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&mc.setup);
  mc.setup.choose_characters = o.choose_characters;
  char preset[256];
  if (strcmp(o.variant, "solo") == 0) { /* the solo rules' computer player: the solver */
    bang_cli_solo_preset(&plain, BANG_CLI_BOT_SOLVER, preset, sizeof preset);
    mc.setup.extra = preset;
  }
  /* Players at their own screens: nobody learns a hand from the pace. */
  mc.setup.ask_always = true;
  for (int s = 1; s <= o.players; s++) {
    mc.setup.names[s - 1] = names[s - 1];
    const char *joined;
    mc.seats[s] = bang_net_taken(t, s, &joined) ? BANG_SEAT_REMOTE : BANG_SEAT_BOT;
  }
  mc.random_seed = o.seed ^ 0x5eedb075ULL;
  bang_match *m = bang_match_new(&mc, err, sizeof err);
  int result = 1;
  if (!m) {
    fprintf(stderr, "bang: %s\n", err);
  } else {
    bang_match_state st = bang_net_play(t, m, NULL, NULL);
    if (st == BANG_MATCH_OVER) {
      result = 0;
    } else {
      fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(bang_match_game(m)));
      fputc('\n', stderr);
    }
  }
  bang_net_close(t);
  if (cfg.trace) fclose(cfg.trace);
  if (child > 0) {
    int ws;
    while (waitpid(child, &ws, 0) < 0 && errno == EINTR) {}
    if (result == 0 && WIFEXITED(ws)) result = WEXITSTATUS(ws);
  }
  bang_match_free(m);
  return result;
}
