/*
 * server.c: the network table's server (server.h).
 */
#define _GNU_SOURCE /* getrandom's header, accept4 */
#include "server.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "protocol.h"
#include "trace.h"

enum {
  MAX_CONNS = 64,          /* connections at once; more are closed at once */
  MAX_BACKLOG = 1 << 20,   /* bytes waiting for a client that does not read */
  MAX_STRIKES = 3,         /* protocol errors before a disconnect */
  RATE_PER_S = 20,         /* messages a second, on average... */
  RATE_BURST = 40,         /* ...and at once */
  MAX_WATCHERS = MAX_CONNS / 2, /* spectators: the other half stays for the seats */
  PER_ADDRESS = 16,        /* connections without a hello yet from one address (a household
                              behind one router: eight players and some spectators) */
  PING_MS = 10000,         /* a welcomed client quiet that long is pinged... */
  PONG_MS = 20000,         /* ...and dropped if it does not answer in time */
  WATCH_STORY = 200,       /* public log lines a spectator joining mid-game is sent */
};

typedef struct conn {
  int fd; /* -1: free */
  int seat; /* 0: no hello yet */
  long long opened_ms;
  bang_net_reader in;
  char *out;
  size_t outlen, outcap;
  int strikes;
  double tokens;
  long long tokens_ms;
  char name[BANG_NAME_LEN];
  char *last_view; /* the view last sent: sent again only when it changes */
  bool closing;    /* close once out is sent (an error said why) */
  bool hello;      /* said hello (once only) */
  bool watching;   /* a spectator: the public view, no seat */
  bool confirm;    /* its hello asked to confirm harmful answers (revision 2) */
  struct sockaddr_storage from; /* the peer's address (zero: the host's own) */
  socklen_t fromlen;
  long long ping_ms;  /* when the last ping was sent, 0: none waiting */
  long long heard_ms; /* when the client last proved it reads (hello, pong) */
  json_int_t ping_n;  /* the number the pong must carry */
} conn;

struct bang_net_table {
  bang_net_config cfg;
  char code[BANG_NET_CODE_MAX + 1];
  char address[300];
  int lfd;
  conn conns[MAX_CONNS];
  int seat_conn[BANG_MAX_PLAYERS + 1]; /* the connection of a seat, -1 none */
  bool taken[BANG_MAX_PLAYERS + 1];    /* a client took it in the lobby */
  /* Each seat's key, given to the client that took it (welcome): only that
   * key takes the seat back, not the name everyone at the table sees. */
  char keys[BANG_MAX_PLAYERS + 1][BANG_NET_CODE_MAX + 1];
  char names[BANG_MAX_PLAYERS + 1][BANG_NAME_LEN];
  bang_match *m;        /* while playing */
  long long started_ms; /* when it began (or was reopened): the end says how long it took */
  size_t log_sent;      /* log entries sent to every client */
  int asked;            /* the seat asked now, 0 none */
  json_int_t seq;       /* the number of the decision asked now: an answer names it */
  bool answered;
  json_t *hint;         /* the hint for decision seq, once asked (the bot runs once) */
  json_int_t hint_seq;
  uint64_t random_state;
  /* Who is away, and what everyone has yet to be told (see "away seats"). */
  bool playing;                              /* the game is on: a lost seat is away */
  bool own_seat_left;                        /* the host's own seat's client left: stop */
  long long away_since[BANG_MAX_PLAYERS + 1]; /* 0: its client is here */
  bool computer_plays[BANG_MAX_PLAYERS + 1];  /* the grace is over, until it is back */
  unsigned news_away, news_computer, news_back; /* bit per seat: not yet told */
};

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void bang_net_server_defaults(bang_net_config *c) {
  memset(c, 0, sizeof *c);
  c->host = "127.0.0.1";
  c->port = BANG_NET_PORT;
  c->local_fd = -1;
  c->local_watch_fd = -1;
  c->start_after_ms = -1;
  c->hello_ms = 10000;
  c->turn_ms = 300000;
  c->grace_ms = 60000;
}

bool bang_net_random_code(char *out, size_t cap) {
  static const char alphabet[] = "abcdefghijkmnpqrstuvwxyz23456789"; /* 32, no 0/o 1/l */
  unsigned char bytes[16];
  if (cap < sizeof bytes + 1 || getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes)
    return false;
  for (size_t i = 0; i < sizeof bytes; i++) out[i] = alphabet[bytes[i] & 31]; /* 5 bits each: 80 */
  out[sizeof bytes] = '\0';
  return true;
}

bool bang_net_split_address(const char *text, char *host, size_t cap, int *port) {
  const char *colon;
  size_t hlen;
  if (text[0] == '[') {
    const char *close = strchr(text, ']');
    if (!close) return false;
    hlen = (size_t)(close - text - 1);
    text++;
    colon = close[1] == ':' ? close + 1 : close[1] ? NULL : close + 1;
    if (!colon) return false;
  } else {
    colon = strchr(text, ':');
    if (colon && strchr(colon + 1, ':')) return false; /* an IPv6 address goes in [] */
    hlen = colon ? (size_t)(colon - text) : strlen(text);
  }
  if (hlen + 1 > cap) return false;
  memcpy(host, text, hlen);
  host[hlen] = '\0';
  if (colon && *colon == ':') {
    char *end;
    errno = 0;
    long p = strtol(colon + 1, &end, 10);
    if (errno || *end || end == colon + 1 || p < 0 || p > 65535) return false;
    *port = (int)p;
  }
  return true;
}

/* ---- away seats ---------------------------------------------------------------- */

/* Seat's client left during the game: the seat is away from now (told to
 * everyone at the next update, not here: this runs inside the sending and
 * reading of other connections). The host's own seat cannot come back:
 * its client leaving is the host stopping. */
static void seat_left(bang_net_table *t, int seat) {
  if (!t->playing) return;
  if (seat == t->cfg.local_seat) {
    t->own_seat_left = true;
    return;
  }
  t->away_since[seat] = now_ms();
  t->news_away |= 1u << seat;
  t->news_back &= ~(1u << seat);
}

/* Seat's player is back (a rejoin with its key): the seat is theirs again
 * from its next decision. */
static void seat_back(bang_net_table *t, int seat) {
  if (!t->away_since[seat] && !t->computer_plays[seat]) return;
  t->away_since[seat] = 0;
  t->computer_plays[seat] = false;
  t->news_back |= 1u << seat;
}

/* Away seats whose grace is over: the computer player plays them now. */
static void grace_over(bang_net_table *t) {
  long long now = now_ms();
  for (int s = 1; s <= t->cfg.players; s++) {
    if (!t->away_since[s] || t->computer_plays[s] || now - t->away_since[s] < t->cfg.grace_ms) continue;
    t->computer_plays[s] = true;
    t->news_computer |= 1u << s;
  }
}

/* The time until the next away seat's grace is over (-1: none waits). */
static long grace_left(const bang_net_table *t) {
  long long left = -1, now = now_ms();
  for (int s = 1; s <= t->cfg.players; s++) {
    if (!t->away_since[s] || t->computer_plays[s]) continue;
    long long l = t->away_since[s] + t->cfg.grace_ms - now;
    if (l < 0) l = 0;
    if (left < 0 || l < left) left = l;
  }
  return (long)left;
}

static void send_all(bang_net_table *t, json_t *msg);

/* Tell everyone what changed: who is away, played by the computer, back. */
static void tell_news(bang_net_table *t) {
  grace_over(t);
  for (int s = 1; s <= t->cfg.players; s++) {
    unsigned bit = 1u << s;
    /* TRANSLATORS: a player's connection to the network table dropped;
       the table waits a while for them to join again. */
    if (t->news_away & bit) send_all(t, bang_net_notice(N_("{player} is away."), s));
    if (t->news_computer & bit)
      send_all(t, bang_net_notice(N_("The computer player plays for {player} until they are back."), s));
    if (t->news_back & bit) send_all(t, bang_net_notice(N_("{player} is back."), s));
  }
  t->news_away = t->news_computer = t->news_back = 0;
}

/* ---- connections ------------------------------------------------------------- */

/* A client that said a valid hello: a seat's, or a spectator. */
static bool welcomed(const conn *c) { return c->seat > 0 || c->watching; }

static void conn_close(bang_net_table *t, conn *c) {
  if (c->fd < 0) return;
  close(c->fd);
  if (c->seat > 0 && t->seat_conn[c->seat] == (int)(c - t->conns)) {
    t->seat_conn[c->seat] = -1;
    seat_left(t, c->seat);
  }
  free(c->out);
  free(c->last_view);
  memset(c, 0, sizeof *c);
  c->fd = -1;
}

static bool conn_add(bang_net_table *t, int fd, int seat) {
  for (int i = 0; i < MAX_CONNS; i++) {
    conn *c = &t->conns[i];
    if (c->fd >= 0) continue;
    memset(c, 0, sizeof *c);
    c->fd = fd;
    c->seat = seat;
    c->opened_ms = c->tokens_ms = c->heard_ms = now_ms();
    c->tokens = RATE_BURST;
    if (seat > 0) t->seat_conn[seat] = i;
    return true;
  }
  return false;
}

/* Queue a message; a client whose backlog is over the limit is dropped. */
static void conn_send(bang_net_table *t, conn *c, json_t *msg) {
  size_t len;
  char *line = msg ? bang_net_encode(msg, &len) : NULL;
  json_decref(msg);
  if (!line || c->fd < 0) {
    free(line);
    return;
  }
  if (c->outlen + len > MAX_BACKLOG) {
    free(line);
    conn_close(t, c);
    return;
  }
  if (c->outlen + len > c->outcap) {
    size_t cap = (c->outlen + len) * 2;
    char *out = realloc(c->out, cap);
    if (!out) {
      free(line);
      conn_close(t, c);
      return;
    }
    c->out = out;
    c->outcap = cap;
  }
  memcpy(c->out + c->outlen, line, len);
  c->outlen += len;
  /* a spectator sees as seat 0; lines to a client not welcomed are -1 */
  bang_net_trace(t->cfg.trace, t->m ? bang_match_game(t->m) : NULL,
                 c->seat > 0 ? c->seat : c->watching ? 0 : -1, line, len);
  free(line);
}

/* To every client with a seat. */
static void send_all(bang_net_table *t, json_t *msg) {
  for (int i = 0; i < MAX_CONNS && msg; i++) {
    conn *c = &t->conns[i];
    if (c->fd >= 0 && welcomed(c) && !c->closing) conn_send(t, c, json_incref(msg));
  }
  json_decref(msg);
}

static void conn_error(bang_net_table *t, conn *c, const char *code, const char *why, bool fatal) {
  conn_send(t, c, bang_net_error(code, why));
  if (fatal || ++c->strikes >= MAX_STRIKES) c->closing = true;
}

static void conn_flush(bang_net_table *t, conn *c) {
  while (c->fd >= 0 && c->outlen) {
    ssize_t n = send(c->fd, c->out, c->outlen, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno != EAGAIN && errno != EWOULDBLOCK) conn_close(t, c);
      return;
    }
    memmove(c->out, c->out + n, c->outlen - (size_t)n);
    c->outlen -= (size_t)n;
  }
  if (c->fd >= 0 && c->closing && !c->outlen) conn_close(t, c);
}

/* ---- messages from clients ---------------------------------------------------- */

/* Compare the code in constant time (in the length of the longest). */
static bool code_matches(const char *want, const char *given) {
  size_t lw = strlen(want), lg = strnlen(given, BANG_NET_CODE_MAX + 1);
  unsigned diff = lw != lg;
  for (size_t i = 0; i < BANG_NET_CODE_MAX; i++) {
    unsigned char a = i < lw ? (unsigned char)want[i] : 0;
    unsigned char b = i < lg ? (unsigned char)given[i] : 0;
    diff |= (unsigned)(a ^ b);
  }
  return diff == 0;
}

/* A name a player may have: as the front end's rule says (cfg.name_ok:
 * `bang play --names`'s), and no other's. */
static bool fit_name(const bang_net_table *t, const char *name) {
  if (!*name || (t->cfg.name_ok && !t->cfg.name_ok(name))) return false;
  for (int s = 1; s <= t->cfg.players; s++)
    if (strcasecmp(t->names[s], name) == 0) return false;
  return true;
}

/* The seat a player takes back with its name and key (0: none): a seat
 * whose client left (during the game or the lobby), or a seat of a
 * reopened table. Never the host's own seat nor a seat no client held.
 * A reopened table's seat whose key was not kept ("") goes by its name. */
static int held_seat(const bang_net_table *t, const char *name, const char *key) {
  if (!name) return 0;
  for (int s = 1; s <= t->cfg.players; s++) {
    if (!t->cfg.remote[s] || s == t->cfg.local_seat || t->seat_conn[s] >= 0 || !t->names[s][0] ||
        strcasecmp(t->names[s], name) != 0)
      continue;
    bool held = t->taken[s] || t->cfg.resumed;
    bool keyed = t->keys[s][0] ? key && code_matches(t->keys[s], key) : t->cfg.resumed && !t->taken[s];
    if (held && keyed) return s;
  }
  return 0;
}

/* The seat's view to its client, if it changed since the last one sent. */
static void send_view(bang_net_table *t, conn *c) {
  json_t *view = bang_net_view(bang_match_game(t->m), c->seat);
  size_t len;
  char *text = view ? bang_net_encode(view, &len) : NULL;
  if (text && (!c->last_view || strcmp(text, c->last_view) != 0)) {
    conn_send(t, c, view);
    free(c->last_view);
    c->last_view = text;
  } else {
    json_decref(view);
    free(text);
  }
}

/* What the table said that seat's player has not read (from the match's
 * cursor for the seat: what its client was sent, or at a reopened table
 * what the seat had seen when it last answered), to its client: a player
 * back after a lost connection, or at a reopened table, reads what
 * happened meanwhile. Only what the table has sent the others already
 * (log_sent); the rest comes with everyone's next update. */
static void catch_up(bang_net_table *t, conn *c) {
  bang_game *g = bang_match_game(t->m);
  bang_seat_view v = bang_seat_view_of(g, c->seat);
  for (size_t e = bang_match_log_seen(t->m, c->seat); e < t->log_sent && c->fd >= 0; e++)
    if (bang_seat_sees_log(v, e)) conn_send(t, c, bang_net_log(g, e));
  if (c->fd >= 0) bang_match_log_mark(t->m, c->seat, t->log_sent);
}

/* The decision asked now, numbered (seq), to the client of its seat. */
static void send_decision(bang_net_table *t, conn *c) {
  json_t *d = bang_net_decision(bang_match_game(t->m));
  if (d) json_object_set_new(d, "seq", json_integer(t->seq));
  conn_send(t, c, d);
}

/* A spectator who joins mid-game: the public log lines so far (the last
 * WATCH_STORY of them), after the view whose names they use, so the
 * screen starts with the story. Only what the table has sent everyone
 * (log_sent), and only public lines: seat 0's, never a seat's private
 * ones; the rest comes with everyone's next update. */
static size_t result_entry(bang_game *g);
static void watch_story(bang_net_table *t, conn *c) {
  bang_game *g = bang_match_game(t->m);
  bang_seat_view v = bang_seat_view_of(g, 0);
  size_t from = t->log_sent, n = 0, result = result_entry(g); /* the end says the result */
  while (from > 0 && n < WATCH_STORY)
    if (bang_seat_sees_log(v, --from)) n++;
  for (size_t e = from; e < t->log_sent && c->fd >= 0; e++)
    if (e != result && bang_seat_sees_log(v, e)) conn_send(t, c, bang_net_log(g, e));
}

/* welcome: the seat, and the mods the table's game loads (revision 3), so
 * that a client lacking one says so instead of showing another game. */
static json_t *welcome_msg(const bang_net_table *t, int seat, bool watching) {
  json_t *mods = json_array();
  for (int i = 0; t->cfg.mods && t->cfg.mods[i]; i++) json_array_append_new(mods, json_string(t->cfg.mods[i]));
  json_t *w = json_pack("{s:s, s:i, s:i, s:i, s:i, s:o}", "type", "welcome", "version", BANG_NET_VERSION,
                        "revision", BANG_NET_REVISION, "seat", seat, "players", t->cfg.players, "mods",
                        mods ? mods : json_array());
  if (w && watching) json_object_set_new(w, "watch", json_true());
  return w;
}

/* A spectator: no seat, the public view (seat 0's) from now on; it does
 * not count toward the seats that start the game. */
static void watch(bang_net_table *t, conn *c) {
  int watchers = 0;
  for (int i = 0; i < MAX_CONNS; i++) watchers += t->conns[i].fd >= 0 && t->conns[i].watching;
  if (watchers >= MAX_WATCHERS) {
    conn_error(t, c, "full", N_("no free seat at this table"), true);
    return;
  }
  c->watching = true;
  conn_send(t, c, welcome_msg(t, 0, true));
  if (t->m) { /* mid-game: the table now, not after a player's next move */
    json_t *view = bang_net_view(bang_match_game(t->m), 0);
    size_t len;
    c->last_view = view ? bang_net_encode(view, &len) : NULL;
    conn_send(t, c, view);
    watch_story(t, c);
  }
}

static void hello(bang_net_table *t, conn *c, const json_t *msg) {
  const json_t *version = json_object_get(msg, "version");
  const char *code = json_string_value(json_object_get(msg, "code"));
  const char *name = json_string_value(json_object_get(msg, "name"));
  if (!json_is_integer(version) || json_integer_value(version) != BANG_NET_VERSION) {
    conn_error(t, c, "version", N_("this table speaks another version of the protocol"), true);
    return;
  }
  if (!code || !code_matches(t->code, code)) {
    conn_error(t, c, "code", N_("wrong code"), true);
    return;
  }
  c->heard_ms = now_ms();
  c->confirm = json_is_true(json_object_get(msg, "confirm"));
  if (welcomed(c)) { /* the host's own seat or screen, bound already: welcomed, nothing more */
    conn_send(t, c, welcome_msg(t, c->seat, c->watching));
    return;
  }
  if (json_is_true(json_object_get(msg, "watch"))) {
    watch(t, c);
    return;
  }
  int seat = held_seat(t, name, json_string_value(json_object_get(msg, "key")));
  bool back = seat > 0;
  for (int s = 1; s <= t->cfg.players && !seat && !t->m && !t->cfg.resumed; s++)
    if (t->cfg.remote[s] && !t->taken[s]) seat = s;
  if (!seat) {
    conn_error(t, c, "full", N_("no free seat at this table"), true);
    return;
  }
  c->seat = seat;
  t->seat_conn[seat] = (int)(c - t->conns);
  if (back) {
    t->taken[seat] = true;
    seat_back(t, seat);
  } else {
    t->taken[seat] = true;
    if (name && fit_name(t, name)) snprintf(t->names[seat], sizeof t->names[seat], "%s", name);
  }
  if (!t->keys[seat][0] && !bang_net_random_code(t->keys[seat], sizeof t->keys[seat]))
    t->keys[seat][0] = '\0';
  json_t *welcome = welcome_msg(t, seat, false);
  if (welcome && t->keys[seat][0]) json_object_set_new(welcome, "key", json_string(t->keys[seat]));
  conn_send(t, c, welcome);
  if (t->m) { /* back in the game: where it is, what they missed, and the question if it is theirs */
    send_view(t, c);
    catch_up(t, c);
    if (t->asked == seat && !t->answered) send_decision(t, c);
  }
}

static void answer(bang_net_table *t, conn *c, const json_t *msg) {
  /* An answer names the decision it answers (its seq): one typed for a
   * question the computer player has already answered is refused, never
   * applied to the next one. Not a strike: a slow player did nothing wrong. */
  const json_t *seq = json_object_get(msg, "seq");
  if (!t->m || c->seat <= 0 || t->asked != c->seat || t->answered || !json_is_integer(seq) ||
      json_integer_value(seq) != t->seq) {
    conn_send(t, c, bang_net_error("turn", N_("it is not your decision")));
    return;
  }
  bang_game *g = bang_match_game(t->m);
  const json_t *opt = json_object_get(msg, "option");
  const char *command = json_string_value(json_object_get(msg, "command"));
  long option = -1;
  const bang_decision *d = bang_game_decision(g);
  if (json_is_integer(opt)) {
    json_int_t v = json_integer_value(opt);
    option = v >= 0 && d && v < d->options ? (long)v : -1;
  } else if (command && d) {
    for (int i = 0; i < d->options && option < 0; i++) {
      const char *oc = bang_game_option_command(g, i);
      if (oc && strcmp(oc, command) == 0) option = i;
    }
  }
  /* A harmful answer (bang_match_answer's WARNED): a client that asked to
   * confirm is told why and answers again with "confirm"; one that did not
   * (an older client, a program) has it taken, as before. */
  bool confirmed = json_is_true(json_object_get(msg, "confirm"));
  if (c->confirm && !confirmed) bang_match_clear_warning(t->m); /* warned afresh */
  bang_match_answered r = option < 0 ? BANG_ANSWER_NO_OPTION : bang_match_answer(t->m, c->seat, (int)option);
  if (r == BANG_ANSWER_WARNED && !c->confirm) r = bang_match_answer(t->m, c->seat, (int)option);
  bang_msg warning;
  if (r == BANG_ANSWER_WARNED && bang_match_warning(t->m, &warning)) {
    conn_send(t, c, json_pack("{s:s, s:I, s:i, s:o}", "type", "warning", "seq", t->seq, "option", (int)option,
                              "message", bang_net_msg(&warning)));
    return;
  }
  if (r != BANG_ANSWER_OK) {
    conn_error(t, c, "option", N_("no such option"), false);
    return;
  }
  t->answered = true;
  /* An answer the table asked for costs nothing against the rate limit:
   * there is one per question sent, so none can flood, and a player (a
   * script) answering as fast as the computer players play must not be
   * refused and left with no question to answer. */
  c->tokens = c->tokens + 1 > RATE_BURST ? RATE_BURST : c->tokens + 1;
}

/* A seat asks what the computer player would answer to its pending
 * decision, and why. The bot runs in the seat's own world (lbots.c: it
 * sees what the seat sees), once per decision: asked again, the same
 * reply is sent, so hints cannot keep the table busy. */
static void hint(bang_net_table *t, conn *c, const json_t *msg) {
  const json_t *seq = json_object_get(msg, "seq");
  if (!t->m || c->seat <= 0 || t->asked != c->seat || t->answered || !json_is_integer(seq) ||
      json_integer_value(seq) != t->seq) {
    conn_send(t, c, bang_net_error("turn", N_("it is not your decision")));
    return;
  }
  if (!t->hint || t->hint_seq != t->seq) {
    json_decref(t->hint);
    bang_msg why;
    memset(&why, 0, sizeof why);
    int option = bang_match_hint(t->m, c->seat, &why);
    if (option == -1)
      t->hint = bang_net_error("hint", N_("No hint: this game has no computer player."));
    else if (option < 0)
      t->hint = bang_net_error("hint", N_("No hint: the computer player could not choose."));
    else {
      t->hint = json_pack("{s:s, s:I, s:i}", "type", "hint", "seq", t->seq, "option", option);
      if (t->hint && why.id && why.id[0]) json_object_set_new(t->hint, "reason", bang_net_msg(&why));
    }
    t->hint_seq = t->seq;
  }
  conn_send(t, c, json_incref(t->hint));
}

/* A pong naming the last ping: the client reads what it is sent. */
static void pong(conn *c, const json_t *msg) {
  const json_t *n = json_object_get(msg, "n");
  if (c->ping_ms && json_is_integer(n) && json_integer_value(n) == c->ping_n) {
    c->ping_ms = 0;
    c->heard_ms = now_ms();
  }
}

static void handle(bang_net_table *t, conn *c, const char *line, size_t len) {
  long long now = now_ms();
  c->tokens += (double)(now - c->tokens_ms) * RATE_PER_S / 1000.0;
  if (c->tokens > RATE_BURST) c->tokens = RATE_BURST;
  c->tokens_ms = now;
  if (c->tokens < 1) {
    conn_error(t, c, "rate", N_("too many messages: slow down"), false);
    return;
  }
  c->tokens -= 1;
  const char *why = NULL;
  json_t *msg = bang_net_decode(line, len, &why);
  if (!msg) {
    conn_error(t, c, "malformed", why, false);
    return;
  }
  const char *type = bang_net_type(msg);
  if (strcmp(type, "hello") == 0 && !c->hello) {
    c->hello = true;
    hello(t, c, msg);
  }
  else if (!welcomed(c)) conn_error(t, c, "hello", N_("say hello first, with the table's code"), true);
  else if (strcmp(type, "pong") == 0) pong(c, msg);
  else if (strcmp(type, "answer") == 0) answer(t, c, msg);
  else if (strcmp(type, "hint") == 0) hint(t, c, msg);
  else conn_error(t, c, "type", N_("not a valid message: one JSON object per line"), false);
  json_decref(msg);
}

static void conn_read(bang_net_table *t, conn *c) {
  char buf[16384];
  ssize_t n = recv(c->fd, buf, sizeof buf, MSG_DONTWAIT);
  if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
    conn_close(t, c);
    return;
  }
  for (size_t at = 0; n > 0 && at < (size_t)n && c->fd >= 0 && !c->closing;) {
    size_t used, len;
    const char *line;
    bang_net_read r = bang_net_reader_feed(&c->in, buf + at, (size_t)n - at, &used, &line, &len);
    at += used;
    if (r == BANG_NET_LINE) handle(t, c, line, len);
    else if (r == BANG_NET_TOO_LONG) conn_error(t, c, "long", N_("the line is too long"), true);
  }
}

/* Whether two peers' addresses are the same host (the port aside). */
static bool same_host(const struct sockaddr_storage *a, const struct sockaddr_storage *b) {
  if (a->ss_family != b->ss_family) return false;
  if (a->ss_family == AF_INET)
    return ((const struct sockaddr_in *)a)->sin_addr.s_addr == ((const struct sockaddr_in *)b)->sin_addr.s_addr;
  if (a->ss_family == AF_INET6)
    return memcmp(&((const struct sockaddr_in6 *)a)->sin6_addr, &((const struct sockaddr_in6 *)b)->sin6_addr,
                  sizeof(struct in6_addr)) == 0;
  return false;
}

/* Whether a new connection from `from` gets a place. Strangers (no hello
 * yet) from one address have PER_ADDRESS places at most: a script that
 * opens connections in a loop keeps only its own few busy. When every
 * place is taken, the oldest stranger makes room: a flood from many
 * addresses churns among strangers, and never closes a player's or a
 * spectator's connection. */
static bool admit(bang_net_table *t, const struct sockaddr_storage *from) {
  int strangers = 0, oldest = -1, used = 0;
  for (int i = 0; i < MAX_CONNS; i++) {
    const conn *c = &t->conns[i];
    if (c->fd < 0) continue;
    used++;
    if (welcomed(c) || !c->fromlen) continue;
    strangers += same_host(&c->from, from);
    if (oldest < 0 || c->opened_ms < t->conns[oldest].opened_ms) oldest = i;
  }
  if (strangers >= PER_ADDRESS) return false;
  if (used == MAX_CONNS && oldest >= 0) conn_close(t, &t->conns[oldest]);
  return used < MAX_CONNS || oldest >= 0;
}

static void accept_all(bang_net_table *t) {
  for (;;) {
    struct sockaddr_storage from;
    socklen_t fromlen = sizeof from;
    int fd = accept4(t->lfd, (struct sockaddr *)&from, &fromlen, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) return;
    if (!admit(t, &from) || !conn_add(t, fd, 0)) {
      close(fd);
      continue;
    }
    for (int i = 0; i < MAX_CONNS; i++)
      if (t->conns[i].fd == fd) {
        t->conns[i].from = from;
        t->conns[i].fromlen = fromlen ? fromlen : 1;
      }
  }
}

/* Time limits: a stranger must say hello in time; a welcomed client is
 * pinged when quiet and must answer, so one that stops reading (or whose
 * machine vanished) is let go and its seat played by the computer, not
 * waited for. */
static void keep_time(bang_net_table *t, conn *c, long long now) {
  if (!welcomed(c)) {
    if (now - c->opened_ms > t->cfg.hello_ms) conn_close(t, c);
    return;
  }
  if (c->ping_ms && now - c->ping_ms > PONG_MS) {
    conn_close(t, c);
    return;
  }
  if (!c->ping_ms && now - c->heard_ms > PING_MS) {
    c->ping_ms = now;
    conn_send(t, c, json_pack("{s:s, s:I}", "type", "ping", "n", ++c->ping_n));
  }
}

/* Serve everyone for up to wait_ms: accept, read, write, time limits. */
static void serve(bang_net_table *t, long wait_ms) {
  struct pollfd fds[MAX_CONNS + 1];
  int which[MAX_CONNS + 1], n = 0;
  fds[n] = (struct pollfd){.fd = t->lfd, .events = POLLIN};
  which[n++] = -1;
  for (int i = 0; i < MAX_CONNS; i++) {
    conn *c = &t->conns[i];
    if (c->fd < 0) continue;
    fds[n] = (struct pollfd){.fd = c->fd, .events = (short)((c->closing ? 0 : POLLIN) | (c->outlen ? POLLOUT : 0))};
    which[n++] = i;
  }
  if (poll(fds, (nfds_t)n, wait_ms < 0 ? 0 : (int)wait_ms) > 0) {
    for (int k = 0; k < n; k++) {
      if (!fds[k].revents) continue;
      if (which[k] < 0) {
        accept_all(t);
        continue;
      }
      conn *c = &t->conns[which[k]];
      if (fds[k].revents & (POLLIN | POLLHUP | POLLERR)) conn_read(t, c);
      if (c->fd >= 0) conn_flush(t, c);
    }
  }
  long long now = now_ms();
  for (int i = 0; i < MAX_CONNS; i++) {
    conn *c = &t->conns[i];
    if (c->fd < 0) continue;
    keep_time(t, c, now);
    conn_flush(t, c);
  }
}

/* ---- the table ------------------------------------------------------------- */

bang_net_table *bang_net_open(const bang_net_config *config, char *err, size_t cap) {
  bang_net_table *t = calloc(1, sizeof *t);
  if (!t) {
    snprintf(err, cap, "out of memory"); /* (the front end words its own errors; this is the system's) */
    return NULL;
  }
  t->cfg = *config;
  snprintf(t->code, sizeof t->code, "%s", config->code);
  for (int i = 0; i < MAX_CONNS; i++) t->conns[i].fd = -1;
  for (int s = 0; s <= BANG_MAX_PLAYERS; s++) t->seat_conn[s] = -1;
  t->random_state = (uint64_t)now_ms() * 0x9e3779b97f4a7c15ULL;
  t->lfd = -1;
  struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM,
                           .ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE};
  struct addrinfo *res = NULL;
  char port[16];
  snprintf(port, sizeof port, "%d", config->port);
  int e = getaddrinfo(config->host, port, &hints, &res);
  if (e) {
    snprintf(err, cap, "%s: %s", config->host, gai_strerror(e));
    free(t);
    return NULL;
  }
  t->lfd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  int one = 1;
  if (t->lfd < 0 || setsockopt(t->lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0 ||
      bind(t->lfd, res->ai_addr, res->ai_addrlen) < 0 || listen(t->lfd, 16) < 0) {
    snprintf(err, cap, "%s:%d: %s", config->host, config->port, strerror(errno));
    freeaddrinfo(res);
    if (t->lfd >= 0) close(t->lfd);
    free(t);
    return NULL;
  }
  freeaddrinfo(res);
  struct sockaddr_storage sa;
  socklen_t salen = sizeof sa;
  char hostbuf[256] = "?", servbuf[16] = "?";
  if (getsockname(t->lfd, (struct sockaddr *)&sa, &salen) == 0)
    getnameinfo((struct sockaddr *)&sa, salen, hostbuf, sizeof hostbuf, servbuf, sizeof servbuf,
                NI_NUMERICHOST | NI_NUMERICSERV);
  snprintf(t->address, sizeof t->address, strchr(hostbuf, ':') ? "[%s]:%s" : "%s:%s", hostbuf, servbuf);
  for (int s = 1; config->resumed && s <= config->players && s <= BANG_MAX_PLAYERS; s++) {
    if (config->seat_names[s]) snprintf(t->names[s], sizeof t->names[s], "%s", config->seat_names[s]);
    if (config->seat_keys[s]) snprintf(t->keys[s], sizeof t->keys[s], "%s", config->seat_keys[s]);
  }
  if (config->local_seat > 0 && config->local_fd >= 0) {
    fcntl(config->local_fd, F_SETFL, fcntl(config->local_fd, F_GETFL) | O_NONBLOCK);
    conn_add(t, config->local_fd, config->local_seat);
    t->taken[config->local_seat] = true;
  }
  if (config->local_watch_fd >= 0) { /* the host's screen with --humans 0: a spectator's */
    fcntl(config->local_watch_fd, F_SETFL, fcntl(config->local_watch_fd, F_GETFL) | O_NONBLOCK);
    for (int i = 0; i < MAX_CONNS; i++)
      if (t->conns[i].fd < 0 && conn_add(t, config->local_watch_fd, 0)) {
        t->conns[i].watching = true;
        break;
      }
  }
  return t;
}

const char *bang_net_address(const bang_net_table *t) { return t->address; }

void bang_net_lobby(bang_net_table *t) {
  long long deadline = t->cfg.start_after_ms >= 0 ? now_ms() + t->cfg.start_after_ms : -1;
  for (;;) {
    bool full = true;
    for (int s = 1; s <= t->cfg.players; s++) full &= !t->cfg.remote[s] || t->taken[s];
    if (full || bang_net_stopping(t)) return;
    long wait = 1000;
    if (deadline >= 0) {
      long long left = deadline - now_ms();
      if (left <= 0) return;
      if (left < wait) wait = (long)left;
    }
    serve(t, wait);
  }
}

bool bang_net_stopping(const bang_net_table *t) {
  return t->own_seat_left || (t->cfg.stop && *t->cfg.stop);
}

const char *bang_net_seat_key(const bang_net_table *t, int seat) {
  return seat >= 1 && seat <= t->cfg.players ? t->keys[seat] : "";
}

bool bang_net_taken(const bang_net_table *t, int seat, const char **name) {
  if (seat < 1 || seat > t->cfg.players) return false;
  *name = t->names[seat];
  return t->taken[seat];
}

/* The log entry that says the game's result (the last one with its
 * message), (size_t)-1 if none: the end's banner says it (the end
 * message), so it is not sent as a line too. */
static size_t result_entry(bang_game *g) {
  const bang_msg *result = bang_game_result(g);
  for (size_t i = bang_game_log_size(g); result && i-- > 0;)
    if (bang_game_log_entry(g, i)->id == result->id) return i; /* ids are interned */
  return (size_t)-1;
}

/* Send every client the log since last time and its view if it changed. */
static void update_all(bang_net_table *t, bang_game *g) {
  size_t size = bang_game_log_size(g), result = result_entry(g);
  for (int i = 0; i < MAX_CONNS; i++) {
    conn *c = &t->conns[i];
    if (c->fd < 0 || !welcomed(c)) continue;
    send_view(t, c);
    /* after the view: the names the log's lines use are in it */
    for (size_t e = t->log_sent; e < size && c->fd >= 0; e++)
      if (e != result && bang_seat_sees_log(bang_seat_view_of(g, c->seat), e)) conn_send(t, c, bang_net_log(g, e));
  }
  t->log_sent = size;
  /* what each seat's client was sent: a seat away reads it when back (catch_up) */
  for (int s = 1; s <= t->cfg.players; s++)
    if (t->seat_conn[s] >= 0) bang_match_log_mark(t->m, s, size);
}

/* The computer player answers for a seat whose client is away or late;
 * false if the answer could not be taken (the game cannot go on). */
static bool answer_for(bang_net_table *t, int seat) {
  bang_game *g = bang_match_game(t->m);
  int option = bang_game_bot_choice(g);
  if (option < 0) option = bang_game_random_choice(g, &t->random_state);
  if (option < 0) option = 0;
  /* an answer moves the seat's log cursor (match.h); a player away has read nothing since */
  size_t seen = bang_match_log_seen(t->m, seat);
  bang_match_answered r = bang_match_answer(t->m, seat, option);
  if (r == BANG_ANSWER_WARNED) r = bang_match_answer(t->m, seat, option);
  if (t->seat_conn[seat] < 0) bang_match_log_mark(t->m, seat, seen);
  return r == BANG_ANSWER_OK;
}

/* Serve until nothing waits to be sent, for up to ms: the last words
 * (the end, the stop) reach the clients. */
static void flush_all(bang_net_table *t, long ms) {
  /* The host's own screen (its seat's or its spectator's client, on this
   * machine) is owed every last word, however busy the machine: it gets
   * longer than a remote client, which may have stopped reading. */
  long long now = now_ms(), until = now + ms, local_until = now + 10 * ms;
  for (bool pending = true; pending;) {
    serve(t, 100);
    pending = false;
    now = now_ms();
    for (int i = 0; i < MAX_CONNS; i++) {
      const conn *c = &t->conns[i];
      bool local = c->fd >= 0 && (c->fd == t->cfg.local_fd || c->fd == t->cfg.local_watch_fd);
      pending |= c->fd >= 0 && c->outlen > 0 && now < (local ? local_until : until);
    }
  }
}

/* Ask seat (remote) its pending decision and serve everyone until it is
 * answered: by its player; by the computer player when the player is late
 * (turn_ms), or away past the grace; not at all if the host stops. false
 * if no answer could be taken (the game cannot go on). */
static bool ask_seat(bang_net_table *t, int seat) {
  t->asked = seat;
  t->answered = false;
  t->seq++;
  if (t->seat_conn[seat] >= 0) send_decision(t, &t->conns[t->seat_conn[seat]]);
  long long deadline = now_ms() + t->cfg.turn_ms;
  bool taken = true;
  for (;;) {
    tell_news(t);
    if (t->answered || bang_net_stopping(t)) break;
    bool here = t->seat_conn[seat] >= 0;
    long long left = here ? deadline - now_ms() : grace_left(t);
    if (t->computer_plays[seat] || (here && left <= 0)) {
      taken = answer_for(t, seat);
      break;
    }
    /* away and in its grace: wait for the player (the question is sent
     * again when they are back), the other seats served meanwhile */
    if (!here && (left < 0 || left > 1000)) left = 1000;
    serve(t, left < 1000 ? (long)left : 1000);
  }
  t->asked = 0;
  return taken;
}

bang_match_state bang_net_play(bang_net_table *t, bang_match *m, void (*on_news)(void *ud), void *ud) {
  t->m = m;
  t->playing = true;
  t->started_ms = now_ms();
  /* a reopened table goes on from where it stopped, as bang play --resume */
  if (t->cfg.resumed) t->log_sent = bang_game_log_size(bang_match_game(m));
  for (int i = 0; t->cfg.resumed && i < MAX_CONNS; i++) { /* each seat here: what it missed */
    conn *c = &t->conns[i];
    if (c->fd < 0 || c->seat <= 0) continue;
    send_view(t, c);
    catch_up(t, c);
  }
  for (int s = 1; s <= t->cfg.players; s++) { /* rejoining is by the name in the game */
    snprintf(t->names[s], sizeof t->names[s], "%s", bang_game_player(bang_match_game(m), s)->name);
    /* a seat taken whose client is not here (left in the lobby; not yet
     * back at a reopened table) is away from the start */
    if (t->cfg.remote[s] && s != t->cfg.local_seat && t->seat_conn[s] < 0 &&
        (t->taken[s] || t->cfg.resumed))
      seat_left(t, s);
  }
  bang_match_state st;
  for (;;) {
    bang_match_event ev;
    if (bang_net_stopping(t)) {
      st = BANG_MATCH_ASK;
      break;
    }
    st = bang_match_step(m, &ev);
    bang_game *g = bang_match_game(m);
    if (st == BANG_MATCH_PLAYED) {
      serve(t, 0); /* rejoins, hostile lines: dealt with between the computer's moves too */
      tell_news(t);
      continue;
    }
    if (on_news) on_news(ud); /* before anyone reads it: the host saves */
    update_all(t, g);
    tell_news(t);
    if (st != BANG_MATCH_ASK) {
      t->playing = false;
      if (st == BANG_MATCH_OVER) {
        json_t *end = bang_net_end(g);
        if (end) json_object_set_new(end, "seconds", json_integer((t->started_ms ? now_ms() - t->started_ms : 0) / 1000));
        send_all(t, end);
      }
      flush_all(t, 3000);
      break;
    }
    if (!ask_seat(t, ev.seat)) { /* not even the computer player's answer: stop, do not spin */
      st = BANG_MATCH_FAILED;
      break;
    }
  }
  t->playing = false;
  t->m = NULL;
  return st;
}

void bang_net_stop(bang_net_table *t, const char *save) {
  t->playing = false;
  send_all(t, bang_net_stop_message(save));
  for (int i = 0; i < MAX_CONNS; i++)
    if (t->conns[i].fd >= 0) t->conns[i].closing = true;
  flush_all(t, 3000);
}

void bang_net_close(bang_net_table *t) {
  if (!t) return;
  for (int i = 0; i < MAX_CONNS; i++) conn_close(t, &t->conns[i]);
  if (t->lfd >= 0) close(t->lfd);
  json_decref(t->hint);
  free(t);
}
