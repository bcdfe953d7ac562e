/*
 * cli_host.c: `bang host`, a table over the network (src/net/server.h).
 *
 * The seats: the host's own (--humans 1, the default: played at this
 * terminal by a client of its own, over a socket pair, with the screen
 * `bang join` has), then --remote N seats for players who join, then
 * computer players. With --humans 0 the host shows what a spectator sees:
 * its screen is a spectator's client of its own (bang join --watch).
 *
 * The game is saved as `bang play` saves it (an automatic save, written
 * again before the players are sent each new decision, so a host killed
 * loses nothing they read, and when the game ends or the host stops),
 * with the table's seats beside it
 * (host_save.h); --resume FILE opens the table again from a save, for the
 * same players. A host that stops (Ctrl-C, SIGTERM, the end of its own
 * player's input) tells every client where the game is saved.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "cli_options.h"
#include "join_client.h"
#include "help.h"
#include "host_save.h"
#include "i18n.h"
#include "match.h"
#include "mods.h"
#include "names.h"
#include "protocol.h"
#include "screen.h"
#include "server.h"

typedef struct host_options {
  bang_cli_common common; /* the shared options as given (cli_options.h) */
  const char *variant, *lang, *listen, *code;
  char game[BANG_VARIANT_WORD]; /* the default game or a save's, which variant points at */
  const char *resume; /* --resume FILE, NULL none */
  long players, humans, remote, start_after, grace;
  uint64_t seed;
  bool choose_characters, explain;
  bool no_confirm; /* the host's own seat: harmful answers taken at once (bang play's --no-confirm) */
  enum bang_cli_bot bot; /* --bot, resolved for the game */
  bang_cli_bots bots;    /* --bots of two kinds or more, else n 0 */
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
      {"--bot", NC_("metavariable", "KIND"), N_("computer players: easy, normal (default), hard (also heuristic), rulebased, hate (card game) or random; solo: solver (default), greedy or random, also for hint")},
      {"--bots", NC_("metavariable", "KIND,..."), N_("computer players by seat, in seat order, cycled (kinds as for --bot)")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--listen", NC_("metavariable", "ADDR:PORT"), N_("where to listen (default 127.0.0.1:7373; a LAN address must be asked for)")},
      {"--code", NC_("metavariable", "CODE"), N_("the code players must give (default: a random one, printed)")},
      {"--start-after", NC_("metavariable", "SECONDS"), N_("start then, computer players in the seats still free")},
      {"--grace", NC_("metavariable", "SECONDS"), N_("how long to wait for a player whose connection dropped before a computer player takes the seat (default 60)")},
      {"--resume", NC_("metavariable", "FILE"), N_("open the table again from a saved game, for the same players")},
      {"--no-confirm", NULL, N_("do not ask before plays that harm you (Beer at full life...)")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
}

/* bang host's own options (the shared ones: cli_options.c). */
enum { OPT_REMOTE = 256, OPT_LISTEN, OPT_CODE, OPT_START, OPT_GRACE, OPT_RESUME, OPT_CHOOSE,
       OPT_NO_CONFIRM };

static bool host_option(void *ctx, bang_cli_common *c, int opt, const char *arg) {
  host_options *o = ctx;
  static const char *const names[] = {"remote", "listen", "code", "start-after", "grace", "resume"};
  bool ok = true;
  switch (opt) {
    case OPT_REMOTE: ok = bang_cli_number(arg, 0, BANG_MAX_PLAYERS, &o->remote); c->set_up = "--remote"; break;
    case OPT_LISTEN: o->listen = arg; break;
    case OPT_CODE: o->code = arg; ok = *arg && strlen(arg) <= BANG_NET_CODE_MAX; break;
    case OPT_START: ok = bang_cli_number(arg, 0, 86400, &o->start_after); break;
    case OPT_GRACE: ok = bang_cli_number(arg, 0, 86400, &o->grace); break;
    case OPT_RESUME: o->resume = arg; break;
    case OPT_CHOOSE: o->choose_characters = true; c->set_up = "--choose-character"; break;
    case OPT_NO_CONFIRM: o->no_confirm = true; break;
    default: ok = false; break;
  }
  if (!ok) { /* (only the options with a value can be wrong) */
    char shown[64], given[128];
    snprintf(given, sizeof given, "--%s %s", names[opt - OPT_REMOTE],
             bang_cli_shown(arg ? arg : "", shown, sizeof shown));
    fprintf(stderr, _("bang host: wrong option or value: %s"), given);
    fputc('\n', stderr);
  }
  return ok;
}

/* The game and its seats, checked as a whole once the options are read: a
 * known game (none asked: the manifests' default); a game one person plays
 * has that person's seat and its own players; the host's seat and the
 * remote ones within the players; --bots, --bot and --names as bang play. */
static bool check_table(host_options *o, int *status) {
  bang_cli_common *c = &o->common;
  if (c->humans > 1) {
    fprintf(stderr, "%s\n", _("bang host: --humans is 0 or 1: whether you play a seat at this terminal."));
    return false;
  }
  o->humans = c->humans;
  o->seed = c->seed;
  memcpy(o->names, c->names, sizeof o->names);
  bool players_given = c->players_given;
  bang_variants *all = malloc(sizeof *all); /* large */
  if (!all || !bang_cli_variants(all)) {
    free(all);
    return false; /* a wrong manifest: said */
  }
  if (all->n == 0) { /* not a wrong option: the install (status 1) */
    free(all);
    bang_cli_say_no_games("host");
    *status = 1;
    return false;
  }
  if (!c->variant) snprintf(o->game, sizeof o->game, "%s", bang_variants_default(all)->name);
  o->variant = c->variant ? c->variant : o->game;
  const bang_variant *known = bang_variants_find(all, o->variant);
  if (!known) bang_cli_say_unknown_game("host", o->variant, all);
  bang_variant v;
  if (known) v = *known;
  free(all);
  if (!known) return false;
  long low, high;
  bang_game_options none = {0}; /* (bang host takes none of a game's own options) */
  if (bang_variant_players_by_options(&v)) {
    if (players_given) {
      fprintf(stderr, _("bang %s: the %s game's players come from its options: leave out "
                        "--players."), "host", o->variant);
      fputc('\n', stderr);
      return false;
    }
    o->players = bang_game_options_players(&none, &v);
  } else {
    o->players = players_given ? c->players : v.default_players;
  }
  if (v.one_person) {
    /* One person decides for every character (the rules ask seat 1 every
     * decision): at this terminal, over the network, or the computer. */
    if (o->humans + o->remote > 1) {
      fprintf(stderr, _("bang host: in the %s game one person decides for every character: "
                        "--humans and --remote add up to 0 or 1, and --players is left out."),
              o->variant);
      fputc('\n', stderr);
      return false;
    }
  }
  if (bang_cli_game_players(o->variant, &low, &high) && (o->players < low || o->players > high)) {
    bang_cli_say_players("host", o->variant, low, high);
    return false;
  }
  if (o->humans + o->remote > o->players) {
    fprintf(stderr, "%s\n", _("bang host: the seats do not add up: --humans and --remote take at "
                              "most the players at the table."));
    return false;
  }
  enum bang_cli_bot bot_asked = c->bot_asked;
  if (c->bots_text) { /* --bots: one kind per computer seat, cycled (as bang play) */
    if (v.one_person) {
      fprintf(stderr, _("bang %s: --bots is not for the %s game, where one person decides for "
                        "every character."), "host", o->variant);
      fputc('\n', stderr);
      return false;
    }
    if (bot_asked != BANG_CLI_BOT_DEFAULT) {
      fprintf(stderr, _("bang %s: --bots goes without --bot."), "host");
      fputc('\n', stderr);
      return false;
    }
    if (!bang_cli_bots_parse("host", o->variant, c->bots_text, &o->bots)) return false;
    if (!bang_cli_bots_mixed(&o->bots)) bot_asked = o->bots.kind[0], o->bots.n = 0;
  }
  /* the default level is bang play's (bang_cli_bot_in) */
  if (!bang_cli_bot_in(&v, bot_asked, &o->bot)) {
    char kinds[256];
    fprintf(stderr, _("bang %s: the computer players of the %s game are: %s."), "host", o->variant,
            bang_cli_bot_kinds(o->variant, kinds, sizeof kinds));
    fputc('\n', stderr);
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

/* The command line, on the shared parser (cli_options.h) with bang host's
 * own options; false with *status (0 after --help, else said on stderr). */
static bool parse(int argc, char **argv, host_options *o, int *status) {
  static const struct option longopts[] = {
      BANG_CLI_OPT_GAME,     BANG_CLI_OPT_PLAYERS, BANG_CLI_OPT_HUMANS,
      {"remote", required_argument, 0, OPT_REMOTE},
      BANG_CLI_OPT_NAMES,    BANG_CLI_OPT_SEED,    BANG_CLI_OPT_LANG,
      {"listen", required_argument, 0, OPT_LISTEN}, {"code", required_argument, 0, OPT_CODE},
      {"start-after", required_argument, 0, OPT_START},
      {"choose-character", no_argument, 0, OPT_CHOOSE}, BANG_CLI_OPT_EXPLAIN,
      {"grace", required_argument, 0, OPT_GRACE}, {"resume", required_argument, 0, OPT_RESUME},
      BANG_CLI_OPT_BOT,      BANG_CLI_OPT_BOTS,
      {"no-confirm", no_argument, 0, OPT_NO_CONFIRM}, BANG_CLI_OPT_HELP,
      {0, 0, 0, 0}};
  memset(o, 0, sizeof *o);
  o->start_after = -1;
  o->grace = 60;
  o->listen = "127.0.0.1";
  bang_cli_common *c = &o->common;
  bang_cli_common_init(c, (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16));
  const bang_cli_command cmd = {"host", host_usage, longopts, host_option, o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, c);
  if (parsed >= 0) {
    *status = parsed;
    return false;
  }
  if (optind < argc) {
    fprintf(stderr, _("bang host: wrong option or value: %s"), argv[optind]);
    fputc('\n', stderr);
    return false;
  }
  if (o->resume && c->set_up) {
    fprintf(stderr, _("bang host: --resume opens the table as the game was set up: leave out %s."),
            c->set_up);
    fputc('\n', stderr);
    return false;
  }
  o->lang = c->lang;
  o->explain = c->explain;
  if (o->resume) return true; /* the rest comes from the save */
  return check_table(o, status);
}

/* SIGINT, SIGTERM: the host stops (the table saved, the clients told).
 * A signal can only leave a flag, so this one is static; the server
 * watches it through its config. */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig) { stop_signal = sig; }

static void catch_stop(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_stop;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
}

/* Wait for the host's own seat's client (pid, 0: none or waited for
 * already), a few seconds at most: it has the last message to show (the
 * end, the stop); a client still reading a terminal is then ended. Its
 * exit status, -1 if none. */
static int wait_own_seat(pid_t pid, pid_t *done) {
  if (pid <= 0) return -1;
  *done = 0;
  int ws = 0;
  for (int i = 0; i < 500; i++) { /* 5 s, in ticks short enough not to show */
    pid_t r = waitpid(pid, &ws, WNOHANG);
    if (r == pid) return WIFEXITED(ws) ? WEXITSTATUS(ws) : 1;
    if (r < 0 && errno != EINTR) return -1;
    struct timespec tick = {0, 10000000};
    nanosleep(&tick, NULL);
  }
  kill(pid, SIGTERM);
  while (waitpid(pid, &ws, 0) < 0 && errno == EINTR) {}
  return 1;
}

/* A command for the player to type, its label first (as bang play). */
static void command_line(const char *label_format, const char *verb, const char *path) {
  char quoted[BANG_SAVE_PATH * 2], command[BANG_SAVE_PATH * 2 + 64];
  bang_save_shell_path(path, quoted, sizeof quoted);
  snprintf(command, sizeof command, "%s %s", verb, quoted);
  bang_cli_command_line(label_format, command);
}

/* --resume: the save, checked against the scripts loaded now, and its
 * seats (the seats file, else the save's people: the first the host's).
 * The exit status if it cannot be opened, else 0. */
static int load_save(host_options *o, bang_save *save, bang_host_seats *seats) {
  char err[2048];
  if (!bang_save_read(save, o->resume, err, sizeof err)) {
    fprintf(stderr, "bang host: %s\n", err);
    return 1;
  }
  if (!bang_save_same_scripts(save, NULL, bang_cli_data_dir(), bang_mods_list(), err, sizeof err)) {
    fprintf(stderr, _("bang host: %s was saved with other rule scripts, so it would not replay the "
                      "same game: %s"), o->resume, err);
    fputc('\n', stderr);
    return 1;
  }
  if (!bang_host_seats_read(o->resume, save->players, seats)) {
    memset(seats, 0, sizeof *seats);
    seats->local = save->humans > 0 ? 1 : 0;
    for (int s = 2; s <= save->humans; s++) seats->remote[s] = true;
  } else {
    /* An older host counted the seats nobody took as people; the seats
     * file has only those taken (a prefix): the others are computer
     * players, at the table's level (its steps replay the same). */
    int people = 0;
    while (people < save->players && (seats->local == people + 1 || seats->remote[people + 1])) people++;
    if (people < save->humans) save->humans = people;
  }
  snprintf(o->game, sizeof o->game, "%s", save->variant);
  o->variant = o->game;
  o->players = save->players;
  o->seed = save->seed;
  o->humans = seats->local ? 1 : 0;
  o->remote = 0;
  for (int s = 1; s <= save->players; s++) {
    o->remote += seats->remote[s];
    o->names[s - 1] = save->names[s - 1];
  }
  o->choose_characters = save->choose_characters;
  return 0;
}

/* A new table: the save made from the options, once the names are known
 * (those given, else the joiner's, else the usual ones). Its people are
 * the host's own seat and the seats players took, which all come first. */
static void new_save(const host_options *o, bang_net_table *t, bang_save *save) {
  static const char *const usual[] = {"ann", "bob", "cy", "dee", "eve", "fox", "gus", "hal",
                                      "ivy", "jo", "kit", "lou", "max", "ned", "oz", "pat"};
  const char *names[BANG_MAX_PLAYERS] = {0};
  size_t next = 0;
  for (int s = 1; s <= o->players; s++) {
    const char *joined = "";
    bang_net_taken(t, s, &joined);
    names[s - 1] = o->names[s - 1] ? o->names[s - 1] : joined[0] ? joined : NULL;
  }
  for (int s = 1; s <= o->players; s++) {
    while (!names[s - 1] && next < sizeof usual / sizeof usual[0]) {
      bool taken = false;
      for (int k = 0; k < o->players; k++) taken |= names[k] && strcasecmp(names[k], usual[next]) == 0;
      if (!taken) names[s - 1] = usual[next];
      next++;
    }
    snprintf(save->names[s - 1], BANG_NAME_LEN, "%s", names[s - 1] ? names[s - 1] : "?");
  }
  snprintf(save->variant, sizeof save->variant, "%s", o->variant);
  save->seed = o->seed;
  save->players = (int)o->players;
  /* The people: the host's own seat and the seats players took, which the
   * lobby gives in order, so they come first. A seat nobody took
   * (--start-after) is a computer player's, at the table's level, in the
   * save as at the table: a table reopened from it does not wait for it,
   * nor does bang play --resume ask anyone its decisions. */
  save->humans = (int)o->humans;
  for (int s = (int)o->humans + 1; s <= o->humans + o->remote; s++) {
    const char *joined;
    save->humans += bang_net_taken(t, s, &joined);
  }
  save->bot = o->bot;
  save->bots = o->bots;
  save->choose_characters = o->choose_characters;
  /* Players at their own screens: nobody learns a hand from the pace. */
  save->ask_always = true;
  save->explain = o->explain;
  snprintf(save->lang, sizeof save->lang, "%s", o->lang ? o->lang : "");
}

/* Replay a reopened table's steps; false with the reason printed. */
static bool replay_save(bang_match *m, const bang_save *save, const char *path) {
  bang_replay_report r;
  for (size_t i = 0; i < save->nsteps; i++) {
    if (!bang_match_replay(m, save->steps[i].seat, save->steps[i].command, &r)) {
      char why[BANG_SAVE_COMMAND * 2 + 256];
      snprintf(why, sizeof why, _("the save does not replay: its step %zu (%s: %s) does not fit the game"),
               i + 1, save->names[save->steps[i].seat - 1], save->steps[i].command);
      fprintf(stderr, "bang host: %s: %s\n", path, bang_msg_clean(why));
      return false;
    }
  }
  if (bang_match_advance(m) == BANG_OVER) {
    fprintf(stderr, "bang host: %s\n", _("this game is over: step through it with bang replay"));
    return false;
  }
  bang_match_log_mark(m, 0, bang_game_log_size(bang_match_game(m)));
  printf(bang_trn("Resumed from %s: %zu decision replayed.", "Resumed from %s: %zu decisions replayed.",
                  save->nsteps),
         path, save->nsteps);
  putchar('\n');
  fflush(stdout);
  return true;
}

/* A table being hosted: what its steps share. */
typedef struct host_run {
  host_options o;
  bang_save save;
  bang_host_seats seats;
  bang_net_config cfg;
  char host[256], code[BANG_NET_CODE_MAX + 1];
  char mod_store[BANG_MAX_MODS][256];
  const char *mod_names[BANG_MAX_MODS + 1];
  int pair[2];           /* the host's own client's socket pair */
  pid_t child;           /* that client, -1 if none */
  int own;               /* the host's own seat, 0: its screen is a spectator's */
  bang_net_table *t;
  char save_path[BANG_SAVE_PATH]; /* "" if the game is not saved */
} host_run;

/* The table's configuration from the options (and a reopened table's
 * seats): where it listens, its code, its seats, the mods told to the
 * clients. The exit status if it cannot be made, else 0. */
static int configure(host_run *h) {
  host_options *o = &h->o;
  bang_net_config *cfg = &h->cfg;
  bang_net_server_defaults(cfg);
  if (!bang_net_split_address(o->listen, h->host, sizeof h->host, &cfg->port)) {
    fprintf(stderr, _("bang host: not an address: %s"), o->listen);
    fputc('\n', stderr);
    return 2;
  }
  cfg->host = h->host[0] ? h->host : "127.0.0.1";
  if (o->code) snprintf(h->code, sizeof h->code, "%s", o->code);
  else if (!bang_net_random_code(h->code, sizeof h->code)) {
    fprintf(stderr, "bang host: %s\n", _("the system gave no random numbers for the code"));
    return 1;
  }
  cfg->code = h->code;
  cfg->name_ok = bang_cli_name_ok;
  cfg->players = (int)o->players;
  cfg->grace_ms = o->grace * 1000;
  cfg->stop = &stop_signal;
  if (o->resume) { /* the same seats, each for its name and key */
    cfg->resumed = true;
    for (int s = 1; s <= o->players; s++) {
      cfg->remote[s] = h->seats.remote[s];
      cfg->seat_names[s] = h->save.names[s - 1];
      cfg->seat_keys[s] = h->seats.keys[s];
    }
  } else {
    for (int s = 1; s <= o->players; s++) cfg->remote[s] = s > o->humans && s <= o->humans + o->remote;
  }
  cfg->start_after_ms = o->start_after >= 0 ? o->start_after * 1000 : -1;
  /* the mods' names, told to each client (welcome): one without them
   * would show another game */
  const char *const *mods = bang_mods_list();
  for (int i = 0; mods && mods[i] && i < BANG_MAX_MODS; i++) {
    bang_net_mod_name(mods[i], h->mod_store[i], sizeof h->mod_store[i]);
    h->mod_names[i] = h->mod_store[i];
  }
  cfg->mods = h->mod_names;
  return 0;
}

/* Open the table and start the host's own client (its seat, or a
 * spectator's screen) over a socket pair; the exit status if it cannot
 * be opened, else 0. */
static int open_table(host_run *h) {
  host_options *o = &h->o;
  bang_net_config *cfg = &h->cfg;
  char err[2048];
  h->own = o->resume ? h->seats.local : o->humans ? 1 : 0;
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, h->pair) < 0) {
    perror("bang host");
    return 1;
  }
  if (h->own) {
    cfg->local_seat = h->own;
    cfg->local_fd = h->pair[0];
    cfg->remote[h->own] = true; /* asked over its connection, as the others */
  } else {
    cfg->local_watch_fd = h->pair[0]; /* this screen: a spectator's */
  }
  /* for the secrecy test (src/net/trace.h): not an option, nothing a player needs */
  const char *trace = getenv("BANG_NET_TRACE");
  if (trace && *trace && !(cfg->trace = fopen(trace, "we"))) perror(trace);
  h->t = cfg->trace || !trace || !*trace ? bang_net_open(cfg, err, sizeof err) : NULL;
  if (!h->t) {
    if (cfg->trace || !trace || !*trace) {
      fprintf(stderr, _("bang host: cannot listen on %s"), err);
      fputc('\n', stderr);
    }
    close(h->pair[0]);
    close(h->pair[1]);
    return 1;
  }
  bang_game_options none = {0}; /* (bang host takes none of a game's own options) */
  bang_cli_print_title(o->variant, o->players, &none, o->seed);
  printf(_("Table open at %s, code %s. Join it with: bang join %s --code %s"), bang_net_address(h->t),
         h->code, bang_net_address(h->t), h->code);
  putchar('\n');
  fflush(stdout);
  h->child = fork();
  if (h->child < 0) perror("bang host"); /* the seat is then the computer player's */
  if (h->child == 0) { /* the host's own seat or screen: a client like any other */
    close(h->pair[0]);
    _exit(h->own ? bang_net_client_play(h->pair[1], h->code,
                                        o->resume ? h->save.names[h->own - 1] : o->names[0], NULL,
                                        !o->no_confirm)
                 : bang_net_client_watch(h->pair[1], h->code));
  }
  close(h->pair[1]);
  return 0;
}

/* Once the lobby is over: the save (a new table's, made from who joined),
 * where it is kept, and the match over it (a reopened table's steps
 * replayed); NULL if there is no game to play (said). */
static bang_match *start_match(host_run *h) {
  host_options *o = &h->o;
  char err[2048];
  if (!o->resume) new_save(o, h->t, &h->save);
  /* Where the game is saved: the file reopened if it is an automatic save,
   * else a new automatic save. */
  if (o->resume && bang_save_is_auto(o->resume)) snprintf(h->save_path, sizeof h->save_path, "%s", o->resume);
  else if (!bang_save_auto_path(h->save.variant, h->save_path, sizeof h->save_path, err, sizeof err)) {
    fprintf(stderr, _("bang: the game was not saved: %s"), err);
    fputc('\n', stderr);
    h->save_path[0] = '\0';
  }
  bang_match_config mc;
  memset(&mc, 0, sizeof mc);
  char preset[512];
  bang_save_setup(&h->save, &mc.setup, preset, sizeof preset);
  mc.setup.data_dir = bang_cli_data_dir();
  bang_mods_setup(&mc.setup);
  for (int s = 1; s <= o->players; s++) {
    const char *joined;
    /* --bot random: the match's random choices, as bang play's */
    mc.seats[s] = (o->resume ? h->cfg.remote[s] : bang_net_taken(h->t, s, &joined)) ? BANG_SEAT_REMOTE
                  : h->save.bot == BANG_CLI_BOT_RANDOM && !h->save.bots.n             ? BANG_SEAT_RANDOM
                                                                                      : BANG_SEAT_BOT;
    h->seats.remote[s] = mc.seats[s] == BANG_SEAT_REMOTE && s != h->own;
    snprintf(h->seats.keys[s], sizeof h->seats.keys[s], "%s", bang_net_seat_key(h->t, s));
  }
  h->seats.local = h->own;
  mc.random_seed = o->seed ^ 0x5eedb075ULL;
  mc.confirm = true; /* harmful answers are warned about to the clients that ask (server.c) */
  if (bang_net_stopping(h->t)) return NULL;
  bang_match *m = bang_match_new(&mc, err, sizeof err);
  if (!m) {
    fprintf(stderr, "bang: %s\n", bang_tr_error(err, sizeof err));
    return NULL;
  }
  bool playable = true;
  if (o->resume && !bang_save_same_scripts(&h->save, bang_match_game(m), bang_cli_data_dir(),
                                           bang_mods_list(), err, sizeof err)) {
    fprintf(stderr, _("bang host: %s was saved with other rule scripts, so it would not replay the "
                      "same game: %s"), o->resume, err);
    fputc('\n', stderr);
    playable = false;
  }
  if (playable && o->resume) playable = replay_save(m, &h->save, o->resume);
  if (!playable) {
    bang_match_free(m);
    return NULL;
  }
  if (h->save_path[0] && !bang_host_seats_write(h->save_path, &h->seats, (int)o->players, err, sizeof err))
    fprintf(stderr, "bang host: %s\n", err);
  if (h->save_path[0]) /* kept as the game goes: where to find it if this host is killed */
    command_line(_("If this host stops, open the table again with: %s"), "bang host --resume", h->save_path);
  return m;
}

/* Play the match to its end or a stop, save it, and tell the players;
 * the exit status. */
static int play_match(host_run *h, bang_match *m) {
  char err[2048];
  /* (written at once: the path is shown, and may be new to a reopened table) */
  bang_host_keeper keeper = {.save = &h->save, .m = m, .path = h->save_path, .steps = SIZE_MAX};
  bang_match_state st = bang_net_play(h->t, m, bang_host_save_keep, &keeper);
  bool saved = h->save_path[0] && bang_host_save_write(&h->save, m, h->save_path, true, err, sizeof err);
  if (h->save_path[0] && !saved) {
    fprintf(stderr, _("bang: the game was not saved: %s"), err);
    fputc('\n', stderr);
  }
  if (saved) {
    bang_save_set_last(h->save_path);
    bang_save_prune();
  }
  if (st == BANG_MATCH_ASK) bang_net_stop(h->t, saved ? h->save_path : NULL); /* every client told */
  /* the host's own screen first: its last words before the host's */
  int result = wait_own_seat(h->child, &h->child);
  if (st == BANG_MATCH_ASK) {
    printf("\n%s\n", _("The table was closed before the end of the game."));
    if (saved) command_line(_("Resume it with: %s"), "bang host --resume", h->save_path);
    result = stop_signal ? 128 + (int)stop_signal : 3;
  } else if (st == BANG_MATCH_OVER) {
    if (result < 0) result = 0;
  } else {
    fprintf(stderr, _("bang: the game stopped on an error: %s"), bang_game_error(bang_match_game(m)));
    fputc('\n', stderr);
    result = 1;
  }
  if (st != BANG_MATCH_ASK && saved) command_line(_("Replay it with: %s"), "bang replay", h->save_path);
  return result;
}

int bang_cli_host(int argc, char **argv) {
  host_run *h = calloc(1, sizeof *h); /* large: the save's buffers, the mods' names */
  if (!h) {
    perror("bang host");
    return 1;
  }
  int status = 2;
  h->child = -1;
  bang_save_init(&h->save);
  if (!parse(argc, argv, &h->o, &status) ||
      (h->o.resume && (status = load_save(&h->o, &h->save, &h->seats)) != 0) ||
      (status = configure(h)) != 0 || (status = open_table(h)) != 0) {
    if (h->cfg.trace) fclose(h->cfg.trace);
    bang_save_free(&h->save);
    free(h);
    return status;
  }
  catch_stop(); /* after the fork: the host's own seat is told by the table */
  bang_net_lobby(h->t);
  bang_match *m = start_match(h);
  int result = 1;
  if (m) {
    result = play_match(h, m);
  } else if (bang_net_stopping(h->t)) { /* stopped in the lobby: nothing played yet */
    bang_net_stop(h->t, h->o.resume);
    result = stop_signal ? 128 + (int)stop_signal : 3;
  }
  bang_net_close(h->t);
  if (h->cfg.trace) fclose(h->cfg.trace);
  int own_status = wait_own_seat(h->child, &h->child);
  if (result == 0 && own_status > 0) result = own_status;
  bang_match_free(m);
  bang_save_free(&h->save);
  free(h);
  return result;
}
