/*
 * join_client.c: a seat at a network table, at this terminal (join_client.h).
 *
 * The same line editing, completion and piped input as `bang play`
 * (lineedit.h), the same command words (commands.h), texts wrapped as its
 * screens are (screen.h's bang_screen_text). The server sends no text:
 * every message id is translated here, every player's name is taken from
 * the view, and whatever came over the network is cleaned of terminal
 * controls before it is shown.
 */
#define _GNU_SOURCE
#include "join_client.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "i18n.h"
#include "lineedit.h"
#include "mods.h"
#include "protocol.h"
#include "reading.h"
#include "render.h"
#include "screen.h"
#include "summary.h"
#include "server.h"
#include "term.h"
#include "textwidth.h"
#include "variants.h"

enum {
  CONNECT_MS = 10000, /* a host that does not answer a connection in time is not there */
  SILENCE_MS = 45000, /* the server pings every 10 s: this long silent, it is gone */
  LOG_KEPT = 1000     /* the log lines kept for the log command (a long game's last ones) */
};

/* connect(), given up after CONNECT_MS (a host behind a firewall that
 * drops packets would otherwise keep the player waiting for minutes);
 * false with errno set. The socket is left blocking. */
static bool connect_in_time(int fd, const struct sockaddr *sa, socklen_t len) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) return false;
  if (connect(fd, sa, len) < 0) {
    if (errno != EINPROGRESS) return false;
    struct pollfd p = {.fd = fd, .events = POLLOUT};
    int r;
    while ((r = poll(&p, 1, CONNECT_MS)) < 0 && errno == EINTR) {}
    if (r == 0) errno = ETIMEDOUT;
    if (r <= 0) return false;
    int e = 0;
    socklen_t elen = sizeof e;
    if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &elen) < 0) return false;
    if (e) {
      errno = e;
      return false;
    }
  }
  return fcntl(fd, F_SETFL, flags) == 0;
}

int bang_net_connect(const char *address, char *err, unsigned long cap) {
  char host[256];
  int port = BANG_NET_PORT;
  if (!bang_net_split_address(address, host, sizeof host, &port) || !host[0]) {
    snprintf(err, cap, _("not an address: %s"), address);
    return -1;
  }
  struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
  struct addrinfo *res = NULL;
  char service[16];
  snprintf(service, sizeof service, "%d", port);
  int e = getaddrinfo(host, service, &hints, &res);
  if (e) {
    snprintf(err, cap, "%s: %s", host, gai_strerror(e));
    return -1;
  }
  int fd = -1;
  for (struct addrinfo *a = res; a && fd < 0; a = a->ai_next) {
    fd = socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && !connect_in_time(fd, a->ai_addr, a->ai_addrlen)) {
      snprintf(err, cap, "%s: %s", address, strerror(errno));
      close(fd);
      fd = -1;
    }
  }
  freeaddrinfo(res);
  return fd;
}

typedef struct client {
  int fd;       /* the connection to the table: written by both threads under send_lock */
  int lines_fd; /* the server's lines but pings, from the relay thread */
  int relay_fd; /* the relay's end */
  pthread_mutex_t send_lock;
  atomic_bool silent; /* the relay gave up: the server said nothing for SILENCE_MS */
  bang_net_reader relay_in;
  bool watching;
  json_int_t shown_turn; /* a spectator sees the table at each new turn */
  bang_term term;
  bang_screen view;
  bang_input *input;
  bang_net_reader in;
  json_t *table;    /* the last view */
  json_t *decision; /* the pending decision, NULL none */
  json_t *answered; /* the decision last answered, until the next (a warning asks it again) */
  int warned;       /* the option of decision the table warned about, -1 none */
  bool confirm;     /* harmful answers are warned about and typed twice (bang play's) */
  int seat;
  int revision; /* the table's protocol revision (welcome): 2 answers hints */
  const char *key_path; /* where this seat's key is kept (NULL: not kept) */
  const char *names[BANG_MAX_PLAYERS];
  char name_store[BANG_MAX_PLAYERS][BANG_NAME_LEN];
  int nnames;
  /* Messages read and not yet handled, in order: while its player has not
   * answered, the client still reads the table (a stop must not wait). */
  json_t *queue;
  bool closed; /* the server closed the connection */
  /* A game of the table's variant made here, never played: only for the
   * words of its cards and characters in this player's language, shown,
   * completed and typed in commands as bang play has them (NULL: none
   * yet, or it could not be made: the words stay English). */
  bang_game *words;
  char words_variant[16];
  json_t *log; /* the log messages received, the last LOG_KEPT: the log command's */
} client;

/* The game that gives commands their words (client.words), made at the
 * first view of a variant with this client's mods (--mod: the table's,
 * welcome checks them); NULL if it cannot be (the first view then ends
 * the client: it would show another game). */
static bang_game *words_of(client *c) {
  const char *variant = json_string_value(json_object_get(c->table, "variant"));
  if (!variant || strlen(variant) >= sizeof c->words_variant) return NULL;
  /* Made once per variant, or tried once: a variant this install cannot
   * make (a host's mod) is not tried again at every option shown. */
  if (strcmp(c->words_variant, variant) == 0) return c->words;
  if (c->words) bang_game_free(c->words);
  c->words = NULL;
  snprintf(c->words_variant, sizeof c->words_variant, "%s", variant);
  size_t seats = json_array_size(json_object_get(c->table, "players"));
  int players = seats >= 1 && seats <= BANG_MAX_PLAYERS ? (int)seats : 4;
  for (int attempt = 0; attempt < 2 && !c->words; attempt++) {
    /* (a solo table's count of players: the variant's own default next) */
    bang_setup setup;
    bang_setup_init(&setup, variant, attempt ? 1 : players, 1);
    setup.data_dir = bang_cli_data_dir();
    bang_mods_setup(&setup);
    char err[512];
    c->words = bang_game_new(&setup, err, sizeof err);
  }
  return c->words;
}

/* Whether the table's game has hands of cards: its manifest says so
 * (components.hands), as bang play reads it; no variant is named here. */
static bool has_hands(client *c) {
  bang_game *g = words_of(c);
  const bang_variant *m = g ? bang_game_manifest(g) : NULL;
  return m && m->hands;
}

/* A player's name as the server sent it ("?" if it sent none). */
static const char *name_of_player(const json_t *p) {
  const char *name = json_string_value(json_object_get(p, "name"));
  return name ? name : "?";
}

static void say(client *c, const char *text, const char *first, const char *next) {
  char clean[4096];
  snprintf(clean, sizeof clean, "%s", text);
  bang_screen_text(&c->view, bang_msg_clean(clean), first, next);
}

static void render(client *c, const json_t *j, char *out, size_t cap) {
  bang_msg m;
  if (!j || !bang_net_msg_from(j, &m)) {
    snprintf(out, cap, "?");
    return;
  }
  bang_render_names(c->names, c->nnames, &m, out, cap);
}

static bool send_line(client *c, json_t *msg) {
  size_t len;
  char *line = bang_net_encode(msg, &len);
  json_decref(msg);
  bool ok = line != NULL;
  pthread_mutex_lock(&c->send_lock); /* whole lines: the relay thread sends pongs */
  for (size_t at = 0; ok && at < len;) {
    ssize_t n = send(c->fd, line + at, len - at, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) at += (size_t)n;
  }
  pthread_mutex_unlock(&c->send_lock);
  free(line);
  return ok;
}

static bool write_all(int fd, const char *data, size_t len) {
  for (size_t at = 0; at < len;) {
    ssize_t n = send(fd, data + at, len - at, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    at += (size_t)n;
  }
  return true;
}

/* The relay thread: reads the table, answers its pings at once (so a
 * player thinking at the prompt, or the screen, is not taken for a client
 * that stopped reading) and passes every other line on to lines_fd. It
 * ends, closing its end, when the connection does, or when the server has
 * said nothing for SILENCE_MS (a host gone without closing: silent set). */
static void *relay(void *arg) {
  client *c = arg;
  char buf[16384];
  for (bool going = true; going;) {
    struct pollfd p = {.fd = c->fd, .events = POLLIN};
    int r = poll(&p, 1, SILENCE_MS);
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) atomic_store(&c->silent, true);
    if (r <= 0) break;
    ssize_t n = recv(c->fd, buf, sizeof buf, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    for (size_t at = 0; going && at < (size_t)n;) {
      size_t used, len;
      const char *line;
      bang_net_read rd = bang_net_reader_feed(&c->relay_in, buf + at, (size_t)n - at, &used, &line, &len);
      at += used;
      if (rd != BANG_NET_LINE) continue; /* an overlong line from the server: dropped */
      const char *why;
      json_t *msg = bang_net_decode(line, len, &why);
      if (!msg) continue;
      if (strcmp(bang_net_type(msg), "ping") == 0) {
        json_t *n_ = json_object_get(msg, "n");
        going = send_line(c, json_pack("{s:s, s:O}", "type", "pong", "n", n_ ? n_ : json_null()));
      } else {
        going = write_all(c->relay_fd, line, len) && write_all(c->relay_fd, "\n", 1);
      }
      json_decref(msg);
    }
  }
  shutdown(c->relay_fd, SHUT_WR);
  return NULL;
}

/* A translated name id from the view ("" if none). */
static const char *tr_of(const json_t *j, const char *key) {
  const char *id = json_string_value(json_object_get(j, key));
  return id ? bang_tr(id) : "";
}

static void card_text(const json_t *card, char *out, size_t cap) {
  if (!json_is_object(card)) {
    snprintf(out, cap, "?");
    return;
  }
  const char *suit = json_string_value(json_object_get(card, "suit"));
  int value = (int)json_integer_value(json_object_get(card, "value"));
  if (!suit || value < 2 || value > 14) {
    snprintf(out, cap, "%s", tr_of(card, "name"));
    return;
  }
  static const char *const faces[] = {"J", "Q", "K", "A"};
  const char *symbol = *suit == 'S' ? "\u2660" : *suit == 'H' ? "\u2665" : *suit == 'D' ? "\u2666" : "\u2663";
  char v[16];
  if (value > 10) snprintf(v, sizeof v, "%s", faces[value - 11]);
  else snprintf(v, sizeof v, "%d", value);
  snprintf(out, cap, "%s %s%s", tr_of(card, "name"), v, symbol);
}

static void pile_text(const json_t *pile, char *out, size_t cap) {
  out[0] = '\0';
  size_t i;
  const json_t *card;
  json_array_foreach(pile, i, card) {
    char one[160];
    card_text(card, one, sizeof one);
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", i ? _(", ") : "", one);
  }
  if (!out[0]) snprintf(out, cap, "-");
}

/* What the table's game has, as bang play's table shows it (screen.c):
 * characters and roles (a player has one), cards (a deck, hands, cards in
 * play), its counters (the manifest's, in its order). */
typedef struct table_parts {
  bool characters, roles, cards;
  const bang_variant *manifest; /* NULL: none (no counters) */
} table_parts;

static table_parts parts_of(client *c) {
  table_parts t = {false, false, false, NULL};
  bang_game *g = words_of(c);
  t.manifest = g ? bang_game_manifest(g) : NULL;
  t.cards = g && bang_game_card_total(g) > 0;
  size_t i;
  const json_t *p;
  json_array_foreach(json_object_get(c->table, "players"), i, p) {
    const char *character = json_string_value(json_object_get(p, "character"));
    const char *role = json_string_value(json_object_get(p, "role"));
    t.characters |= character && *character;
    t.roles |= role && *role;
  }
  /* roles hidden from this seat: the local game of the variant deals them */
  for (int q = 1; g && !t.roles && q <= bang_game_players(g); q++) t.roles = bang_game_player(g, q)->role[0];
  return t;
}

/* ", " and "Title: text" at the end of line (a cell of a player's row). */
static void add_cell(char *line, size_t cap, const char *title, const char *text) {
  size_t used = strlen(line);
  if (!title) snprintf(line + used, cap - used, ", %s", text);
  else {
    char cell[2200];
    snprintf(cell, sizeof cell, _("%s: %s"), title, text);
    snprintf(line + used, cap - used, ", %s", cell);
  }
}

/* A player's row of the table: name, character, life, the counters, role,
 * hand, cards in play, those the game has ("> " before the player whose
 * turn it is). */
static void player_row(client *c, const json_t *p, int active, char *line, size_t cap) {
  table_parts t = parts_of(c);
  char life[64], text[2048];
  if (!json_is_true(json_object_get(p, "alive"))) snprintf(life, sizeof life, "%s", _("out"));
  else snprintf(life, sizeof life, "%d/%d", (int)json_integer_value(json_object_get(p, "life")),
                (int)json_integer_value(json_object_get(p, "max_life")));
  const char *character = tr_of(p, "character_name");
  snprintf(line, cap, "%s%s", (int)json_integer_value(json_object_get(p, "seat")) == active ? "> " : "  ",
           name_of_player(p));
  if (t.characters) add_cell(line, cap, NULL, *character ? character : "?");
  add_cell(line, cap, NULL, life);
  const json_t *counters = json_object_get(p, "counters");
  for (int k = 0; t.manifest && k < t.manifest->ncounters; k++) {
    snprintf(text, sizeof text, "%d", (int)json_integer_value(json_object_get(counters, t.manifest->counters[k].id)));
    add_cell(line, cap, bang_tr(t.manifest->counters[k].title), text);
  }
  const char *r = tr_of(p, "role_name");
  if (t.roles) add_cell(line, cap, NULL, *r ? r : "?");
  if (t.cards) {
    snprintf(text, sizeof text, "%d", (int)json_integer_value(json_object_get(p, "hand")));
    add_cell(line, cap, _("Hand"), text);
    pile_text(json_object_get(p, "play"), text, sizeof text);
    add_cell(line, cap, _("In play"), text);
  }
}

/* The table from the last view: a line a player, the dice, the deck, the hand. */
static void show_table(client *c) {
  const json_t *v = c->table;
  if (!v) return;
  int active = (int)json_integer_value(json_object_get(v, "active"));
  size_t i;
  const json_t *p;
  fputc('\n', c->view.out);
  json_array_foreach(json_object_get(v, "players"), i, p) {
    char line[3000];
    player_row(c, p, active, line, sizeof line);
    say(c, line, "", "      ");
  }
  const json_t *dice = json_object_get(v, "dice");
  if (json_array_size(dice)) {
    char line[1024] = "";
    const json_t *d;
    json_array_foreach(dice, i, d) {
      size_t used = strlen(line);
      const char *face = tr_of(d, "face_name");
      snprintf(line + used, sizeof line - used, "%s[%s]", i ? " " : "  ", *face ? face : "-");
    }
    say(c, line, "", "  ");
  }
  if (parts_of(c).cards) {
    char top[160] = "-", text[512];
    if (json_is_object(json_object_get(v, "discard_top"))) card_text(json_object_get(v, "discard_top"), top, sizeof top);
    int deck = (int)json_integer_value(json_object_get(v, "deck"));
    snprintf(text, sizeof text, bang_trn("Deck: %d card. Discard pile: %s", "Deck: %d cards. Discard pile: %s",
                                         (unsigned long)(deck > 0 ? deck : 0)), deck, top);
    say(c, text, "", "  ");
    char hand[2048], line[2200];
    pile_text(json_object_get(v, "hand"), hand, sizeof hand);
    snprintf(line, sizeof line, _("Your hand: %s"), hand);
    if (!c->watching) say(c, line, "", "  ");
  }
}

/* The players' names, for rendering, from a view or the end. */
static void take_names(client *c, const json_t *players) {
  size_t i;
  const json_t *p;
  c->nnames = 0;
  json_array_foreach(players, i, p) {
    if (i >= BANG_MAX_PLAYERS) break;
    const char *name = json_string_value(json_object_get(p, "name"));
    snprintf(c->name_store[i], BANG_NAME_LEN, "%s", name ? name : "?");
    c->names[i] = c->name_store[i];
    c->nnames = (int)i + 1;
  }
}

/* An option's command as shown: the character's name, else the command
 * in the player's words. */
static void shown_command(client *c, const json_t *o, char *out, size_t cap) {
  const char *english = json_string_value(json_object_get(o, "command"));
  const char *character = json_string_value(json_object_get(o, "character_name"));
  if (character) snprintf(out, cap, "%s", bang_tr(character));
  else bang_command_display(words_of(c), english ? english : "", out, cap);
}

static void option_line(client *c, const json_t *o, int n) {
  char label[600], command[256], text[1000], line[1100];
  shown_command(c, o, command, sizeof command);
  if (json_object_get(o, "label")) render(c, json_object_get(o, "label"), label, sizeof label);
  else snprintf(label, sizeof label, "%s", command);
  snprintf(text, sizeof text, _("%s (%s)"), label, command);
  snprintf(line, sizeof line, "%d) %s", n, text);
  say(c, line, "  ", "      ");
}

/* Bytes of the words two commands start with (up to a space; 0: none). */
static size_t common_words(const char *a, const char *b) {
  size_t k = 0, at_space = 0;
  while (a[k] && a[k] == b[k]) {
    k++;
    if (a[k] == ' ' && b[k] == ' ') at_space = k;
  }
  return at_space;
}

/* Whether option b goes in the group of option a, as bang play groups
 * them ("Play BANG! at … (play bang …): 1) bob  2) gus"): the same label
 * but for the players aimed at, and commands that differ only after their
 * first words. The table then fits a terminal's height at seven players. */
static bool same_group(client *c, const json_t *a, const json_t *b) {
  bang_msg ma, mb;
  if (!bang_net_msg_from(json_object_get(a, "label"), &ma) ||
      !bang_net_msg_from(json_object_get(b, "label"), &mb) || strcmp(ma.id, mb.id) != 0 ||
      ma.nargs != mb.nargs || json_object_get(a, "character_name"))
    return false;
  int differ = 0;
  for (int i = 0; i < ma.nargs; i++) {
    const bang_arg *x = &ma.args[i], *y = &mb.args[i];
    if (strcmp(x->key, y->key) != 0 || x->kind != y->kind) return false;
    bool same = x->kind == BANG_ARG_TEXT ? strcmp(x->text, y->text) == 0 : x->number == y->number;
    if (!same && x->kind != BANG_ARG_PLAYER) return false;
    differ += !same;
  }
  char ca[256], cb[256];
  shown_command(c, a, ca, sizeof ca);
  shown_command(c, b, cb, sizeof cb);
  return differ > 0 && common_words(ca, cb) > 0;
}

/* text with no-break spaces: "3) bob" is never parted. */
static void no_break(const char *text, char *out, size_t cap) {
  size_t used = 0;
  for (; *text && used + 3 < cap; text++) {
    if (*text == ' ') {
      memcpy(out + used, "\u00a0", 2);
      used += 2;
    } else {
      out[used++] = *text;
    }
  }
  out[used] = '\0';
}

/* Options first..first+n-1 as one group: the label with "…" for the
 * players that differ, the commands' common start, then each member's
 * number and the rest of its command. */
static void group_line(client *c, const json_t *options, int first, int n) {
  const json_t *o = json_array_get(options, (size_t)first);
  bang_msg head;
  bang_net_msg_from(json_object_get(o, "label"), &head);
  char command[256], member[256];
  shown_command(c, o, command, sizeof command);
  size_t prefix = strlen(command);
  for (int k = 1; k < n; k++) {
    bang_msg other;
    bang_net_msg_from(json_object_get(json_array_get(options, (size_t)(first + k)), "label"), &other);
    for (int i = 0; i < head.nargs; i++) {
      if (head.args[i].kind == BANG_ARG_PLAYER && head.args[i].number != other.args[i].number) {
        head.args[i].kind = BANG_ARG_TEXT;
        snprintf(head.args[i].text, sizeof head.args[i].text, "\u2026");
      }
    }
    shown_command(c, json_array_get(options, (size_t)(first + k)), member, sizeof member);
    size_t common = common_words(command, member);
    if (common < prefix) prefix = common;
  }
  char label[600], start[256], kept[300], text[4096];
  bang_render_names(c->names, c->nnames, &head, label, sizeof label);
  snprintf(start, sizeof start, "%.*s", (int)prefix, command);
  no_break(start, kept, sizeof kept);
  /* the same words as bang play's groups (screen.c) */
  snprintf(text, sizeof text, _("%s (%s \u2026):"), label, kept);
  for (int k = 0; k < n; k++) {
    shown_command(c, json_array_get(options, (size_t)(first + k)), member, sizeof member);
    const char *rest = member + prefix;
    while (*rest == ' ') rest++;
    char piece[300];
    no_break(rest, piece, sizeof piece);
    size_t used = strlen(text);
    snprintf(text + used, sizeof text - used, "%s%d)\u00a0%s", k ? "  " : bang_text_gap_after(text),
             first + k + 1, piece);
  }
  say(c, text, "  ", "      ");
}

/* The pending decision: its prompt and options. */
static void show_options(client *c) {
  char prompt[1024], line[1200];
  render(c, json_object_get(c->decision, "prompt"), prompt, sizeof prompt);
  int seat = (int)json_integer_value(json_object_get(c->decision, "seat"));
  snprintf(line, sizeof line, _("%s: %s"), seat >= 1 && seat <= c->nnames ? c->names[seat - 1] : "?", prompt);
  say(c, line, "", "  ");
  const json_t *options = json_object_get(c->decision, "options");
  int n = (int)json_array_size(options);
  for (int i = 0; i < n;) {
    const json_t *o = json_array_get(options, (size_t)i);
    int members = 1;
    while (i + members < n && same_group(c, o, json_array_get(options, (size_t)(i + members)))) members++;
    if (members > 1) group_line(c, options, i, members);
    else option_line(c, o, i + 1);
    i += members;
  }
}

static void show_decision(client *c) {
  show_table(c);
  show_options(c);
}

/* Read what the server sent (without waiting) into the queue; false if
 * the client should stop waiting for its player: the table is closing
 * (a stop is queued) or the connection is lost. */
static bool read_table(client *c, bool wait) {
  char buf[16384];
  ssize_t n;
  do n = recv(c->lines_fd, buf, sizeof buf, wait ? 0 : MSG_DONTWAIT);
  while (n < 0 && errno == EINTR);
  if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) {
    c->closed = true;
    return false;
  }
  bool stop = false;
  for (size_t at = 0; n > 0 && at < (size_t)n;) {
    size_t used, len;
    const char *line;
    bang_net_read r = bang_net_reader_feed(&c->in, buf + at, (size_t)n - at, &used, &line, &len);
    at += used;
    if (r != BANG_NET_LINE) continue; /* an overlong line from the server: dropped */
    const char *why;
    json_t *msg = bang_net_decode(line, len, &why);
    if (!msg) continue;
    stop |= strcmp(bang_net_type(msg), "stop") == 0;
    json_array_append_new(c->queue, msg);
  }
  return !stop;
}

/* ---- reading commands: from what this seat was sent, never asked of the host ---- */

/* The meta commands this client does not answer (bang_read_help's mask):
 * those of bang play's own keyboard (save, undo, pace, auto, explain),
 * and those the game has nothing for. */
static unsigned hidden_commands(client *c) {
  bang_game *g = words_of(c);
  unsigned hidden = 1u << BANG_META_AUTO | 1u << BANG_META_SAVE | 1u << BANG_META_UNDO | 1u << BANG_META_PACE;
  if (c->revision < 2 || c->watching) hidden |= 1u << BANG_META_HINT; /* an older host has none */
  if (!has_hands(c)) hidden |= 1u << BANG_META_HAND;
  if (!g || bang_game_card_total(g) == 0) hidden |= 1u << BANG_META_CARD;
  return hidden;
}

/* The characters at the table, from the view (card and rules name them). */
static void table_characters(client *c, bang_read_known *known) {
  size_t i;
  const json_t *p;
  known->n = 0;
  json_array_foreach(json_object_get(c->table, "players"), i, p) {
    const char *id = json_string_value(json_object_get(p, "character"));
    if (id && known->n < BANG_MAX_PLAYERS) known->characters[known->n++] = id;
  }
}

/* A card of the view with what it does (its type's text, from the local scripts). */
static void card_line(client *c, const json_t *card) {
  char shown[200];
  card_text(card, shown, sizeof shown);
  bang_msg_clean(shown);
  const char *type = json_string_value(json_object_get(card, "type"));
  bang_game *g = words_of(c);
  if (g) bang_read_card_line(&c->view, g, shown, type);
  else say(c, shown, "    ", "      ");
}

static void cards_lines(client *c, const char *title, const json_t *pile) {
  if (!json_array_size(pile)) return;
  fprintf(c->view.out, "  %s\n", title);
  size_t i;
  const json_t *card;
  json_array_foreach(pile, i, card) card_line(c, card);
}

/* `look PLAYER`: their row, their character's ability, their cards in play. */
static void player_up_close(client *c, const json_t *p) {
  char line[3000];
  player_row(c, p, 0, line, sizeof line);
  say(c, line + 2, "", "  ");
  const char *character = json_string_value(json_object_get(p, "character"));
  bang_game *g = words_of(c);
  const char *ability = g && character ? bang_game_character_ability(g, character) : NULL;
  if (ability) bang_screen_text(&c->view, bang_tr(ability), "    ", "    ");
  cards_lines(c, _("In play:"), json_object_get(p, "play"));
  cards_lines(c, _("Face-up:"), json_object_get(p, "faceup"));
}

/* `look [PLAYER|all]` */
static void look(client *c, const char *who) {
  if (!*who) {
    show_decision(c);
    return;
  }
  const json_t *players = json_object_get(c->table, "players"), *p, *found = NULL;
  size_t i;
  bool all = bang_command_same(who, "all") || bang_command_same(who, bang_tr(NC_("command", "all")));
  int starts = 0;
  json_array_foreach(players, i, p) {
    const char *name = name_of_player(p);
    if (all) player_up_close(c, p);
    else if (bang_command_same(name, who)) {
      player_up_close(c, p);
      return;
    } else if (strncasecmp(name, who, strlen(who)) == 0) {
      found = p;
      starts++;
    }
  }
  if (all) return;
  if (starts == 1) {
    player_up_close(c, found);
    return;
  }
  char text[1024];
  snprintf(text, sizeof text, _("There is no player called %s."), who);
  say(c, text, "", "  ");
}

/* `hand`: the seat's cards and what each one does. */
static void hand(client *c) {
  if (!has_hands(c) || c->watching) {
    fprintf(c->view.out, "%s\n", _("This game has no cards in hand."));
    return;
  }
  const json_t *pile = json_object_get(c->table, "hand");
  fprintf(c->view.out, "%s\n", _("Your hand:"));
  size_t i;
  const json_t *card;
  json_array_foreach(pile, i, card) card_line(c, card);
  if (!json_array_size(pile)) fprintf(c->view.out, "    -\n");
}

/* A log line (a message), and with explain on the rule it applied, as
 * bang play's log: a run of lines under one rule cites it once. */
static void log_line(client *c, const json_t *message, const json_t *before) {
  char text[1200];
  render(c, message, text, sizeof text);
  say(c, text, "  ", "    ");
  const char *rule = json_string_value(json_object_get(message, "rule"));
  const char *last = json_string_value(json_object_get(before, "rule"));
  bang_game *g = words_of(c);
  if (c->view.explain && rule && g && !(last && strcmp(last, rule) == 0)) bang_screen_rule(&c->view, g, rule);
}

/* `log [N]`: the last lines this client was sent, worded again. */
static void log_again(client *c, const char *lines) {
  size_t from, size = json_array_size(c->log);
  if (!bang_read_log_from(&c->view, lines, size, &from)) return;
  for (size_t i = from; i < size; i++) log_line(c, json_array_get(c->log, i), i ? json_array_get(c->log, i - 1) : NULL);
}

static void show_error(client *c, const json_t *msg);

/* The host's hint: the option the computer player would take (as this
 * client shows it) and why, in this player's words. */
static void show_hint(client *c, const json_t *msg) {
  const json_t *options = json_object_get(c->decision, "options");
  json_int_t option = json_integer_value(json_object_get(msg, "option"));
  const json_t *o = option >= 0 && (size_t)option < json_array_size(options) ? json_array_get(options, (size_t)option) : NULL;
  if (!o) return;
  char label[600], command[256], text[1000], line[2400];
  shown_command(c, o, command, sizeof command);
  if (json_object_get(o, "label")) render(c, json_object_get(o, "label"), label, sizeof label);
  else snprintf(label, sizeof label, "%s", command);
  snprintf(text, sizeof text, _("%s (%s)"), label, command);
  if (json_is_object(json_object_get(msg, "reason"))) {
    char reason[1024];
    render(c, json_object_get(msg, "reason"), reason, sizeof reason);
    snprintf(line, sizeof line, _("Hint: %s: %s"), text, reason);
  } else {
    snprintf(line, sizeof line, _("Hint: %s."), text);
  }
  say(c, line, "", "  ");
}

/* `hint`: asked of the host (which alone can run the computer player in
 * this seat's world); the table's other lines that come meanwhile stay
 * queued for after the prompt. */
static void ask_hint(client *c) {
  json_int_t seq = json_integer_value(json_object_get(c->decision, "seq"));
  if (!send_line(c, json_pack("{s:s, s:I}", "type", "hint", "seq", seq))) return;
  for (;;) {
    size_t i;
    json_t *msg;
    json_array_foreach(c->queue, i, msg) {
      const char *type = bang_net_type(msg);
      if (strcmp(type, "hint") == 0 || strcmp(type, "error") == 0) {
        json_incref(msg);
        json_array_remove(c->queue, i);
        if (strcmp(type, "hint") == 0) show_hint(c, msg);
        else show_error(c, msg);
        json_decref(msg);
        return;
      }
    }
    if (c->closed || !read_table(c, true)) return; /* the table is closing: the prompt says so */
  }
}

/* A reading command (help, look, card, rules, hand, log): true if meta is
 * one this client answers. Answered from the seat's last view, the log it
 * was sent and this install's scripts and catalogs. */
static bool reading(client *c, enum bang_meta meta, const char *rest) {
  /* hand and card are answered even where help leaves them out (a game
   * without hands or cards: it says so), as at bang play's prompt */
  unsigned answered_anyway = 1u << BANG_META_HAND | 1u << BANG_META_CARD;
  if (meta != BANG_META_NONE && (hidden_commands(c) & ~answered_anyway & 1u << meta)) return false;
  bang_game *g = words_of(c);
  bang_read_known known;
  table_characters(c, &known);
  char what[512];
  snprintf(what, sizeof what, "%s", rest);
  bang_msg_clean(what);
  switch (meta) {
    case BANG_META_HELP:
      if (what[0] && g && !bang_command_same(what, "help") &&
          !bang_command_same(what, bang_command_meta_word(BANG_META_HELP))) {
        bang_read_card_known(&c->view, g, what, &known);
        return true;
      }
      bang_read_help(&c->view, hidden_commands(c));
      bang_msg prompt;
      if (g && bang_net_msg_from(json_object_get(c->decision, "prompt"), &prompt) && prompt.rule &&
          prompt.rule[0])
        bang_screen_quote(&c->view, g, prompt.rule);
      show_options(c);
      return true;
    case BANG_META_LOOK: look(c, what); return true;
    case BANG_META_CARD:
      if (g) bang_read_card_known(&c->view, g, what, &known);
      return g != NULL;
    case BANG_META_RULES:
      if (g) bang_read_rules_known(&c->view, g, what, &known);
      return g != NULL;
    case BANG_META_HAND: hand(c); return true;
    case BANG_META_LOG: log_again(c, what); return true;
    case BANG_META_HINT: ask_hint(c); return true;
    case BANG_META_EXPLAIN: /* the log lines' rules, cited from this install's rulebook */
      if (what[0]) {
        if (g) bang_read_rules_known(&c->view, g, what, &known);
        return g != NULL;
      }
      c->view.explain = !c->view.explain;
      fprintf(c->view.out, "%s\n", c->view.explain ? _("Explanations on.") : _("Explanations off."));
      return true;
    default: return false;
  }
}

/* The option a typed line names: a number, or an option's command (in
 * English or as shown), whole or the start of only one; -1 if none. */
static int resolve(client *c, const char *typed) {
  const json_t *options = json_object_get(c->decision, "options");
  int n = (int)json_array_size(options);
  char *end;
  long k = strtol(typed, &end, 10);
  if (end != typed && !*end) return k >= 1 && k <= n ? (int)k - 1 : -1;
  size_t len = strlen(typed);
  int found = -1, starts = 0;
  for (int i = 0; i < n; i++) {
    const json_t *o = json_array_get(options, (size_t)i);
    const char *english = json_string_value(json_object_get(o, "command"));
    char shown[256];
    bang_command_display(words_of(c), english ? english : "", shown, sizeof shown);
    if ((english && strcasecmp(english, typed) == 0) || bang_command_same(shown, typed)) return i;
    if ((english && strncasecmp(english, typed, len) == 0) || strncasecmp(shown, typed, len) == 0) {
      found = i;
      starts++;
    }
  }
  return starts == 1 ? found : -1;
}

/* The input's watch (lineedit.h): the table, heard while waiting. */
static bool table_ready(void *context) { return read_table(context, false); }

/* Ask the pending decision at this terminal (shown first, unless asked
 * again after a warning): 1 answered, 0 the input ended, -1 the player
 * left (quit typed twice, as at bang play, or once as the input's last
 * line), 2 the table is closing or gone (the queue says which). */
static int ask(client *c, bool again) {
  if (!again) show_decision(c);
  int seat = (int)json_integer_value(json_object_get(c->decision, "seat"));
  char prompt[64];
  snprintf(prompt, sizeof prompt, "%s> ", seat >= 1 && seat <= c->nnames ? c->names[seat - 1] : "?");
  bool quitting = false; /* quit typed once: bang play's question, asked again to be sure */
  for (;;) {
    const char *line = bang_input_read(c->input, prompt);
    /* the input ending after a quit (a script's last line): the player left */
    if (!line) return bang_input_gave_up(c->input) ? 2 : quitting ? -1 : 0;
    char typed[512];
    snprintf(typed, sizeof typed, "%s", line);
    char *t = typed;
    while (*t == ' ') t++;
    size_t len = strlen(t);
    while (len && t[len - 1] == ' ') t[--len] = '\0';
    if (!*t) continue; /* an empty line keeps a pending quit */
    /* The first word may be a command of this client's (help, look...):
     * whole, before an option's command; its start, after. */
    char first[128];
    size_t w = strcspn(t, " ");
    snprintf(first, sizeof first, "%.*s", (int)w, t);
    const char *rest = t + w;
    while (*rest == ' ') rest++;
    enum bang_meta meta = bang_command_meta_of(first, false);
    int option = meta == BANG_META_NONE ? resolve(c, t) : -1;
    if (option < 0 && meta == BANG_META_NONE) meta = bang_command_meta_of(first, true);
    if (meta == BANG_META_QUIT) {
      if (quitting) return -1;
      char text[512];
      snprintf(text, sizeof text, _("Type %s again to leave the game, or anything else to go on."),
               bang_command_meta_word(BANG_META_QUIT));
      say(c, text, "", "");
      quitting = true;
      continue;
    }
    quitting = false;
    if (option < 0) c->warned = -1; /* anything else typed: the next answer is warned afresh */
    if (option < 0 && reading(c, meta, rest)) continue;
    if (option < 0) {
      char text[600];
      snprintf(text, sizeof text, _("Refused: %s"), _("no such option"));
      say(c, text, "", "  ");
      continue;
    }
    /* the decision's number: an answer to a question already gone is refused */
    json_int_t seq = json_integer_value(json_object_get(c->decision, "seq"));
    json_t *answer = json_pack("{s:s, s:i, s:I}", "type", "answer", "option", option, "seq", seq);
    if (answer && option == c->warned) /* typed again after the warning: done anyway */
      json_object_set_new(answer, "confirm", json_true());
    c->warned = -1;
    json_decref(c->answered);
    c->answered = c->decision;
    c->decision = NULL;
    send_line(c, answer); /* (a lost connection is found at the next read) */
    return 1;
  }
}

/* The end's summary, as bang play's (summary.h): turns, the time for a
 * player at a terminal (piped output stays the same from run to run),
 * who went out when and by whose hand, in the order they went out. */
static void show_summary(client *c, const json_t *end) {
  const json_t *players = json_object_get(end, "players"), *p;
  bang_summary_out outs[BANG_MAX_PLAYERS];
  char names[BANG_MAX_PLAYERS][BANG_NAME_LEN], bys[BANG_MAX_PLAYERS][BANG_NAME_LEN];
  int n = 0;
  size_t i;
  json_array_foreach(players, i, p) {
    const json_t *turn = json_object_get(p, "out_turn");
    if (!json_is_integer(turn) || n == BANG_MAX_PLAYERS) continue;
    json_int_t by = json_integer_value(json_object_get(p, "out_by"));
    snprintf(names[n], sizeof names[n], "%s", name_of_player(p));
    if (by >= 1 && by <= c->nnames) snprintf(bys[n], sizeof bys[n], "%s", c->names[by - 1]);
    outs[n] = (bang_summary_out){names[n], by >= 1 && by <= c->nnames ? bys[n] : NULL,
                                 (int)json_integer_value(turn)};
    for (int k = n++; k > 0 && outs[k - 1].turn > outs[k].turn; k--) { /* by turn, seats in order */
      bang_summary_out o = outs[k];
      outs[k] = outs[k - 1];
      outs[k - 1] = o;
    }
  }
  json_int_t seconds = json_integer_value(json_object_get(end, "seconds"));
  bang_summary_show(&c->view, (int)json_integer_value(json_object_get(end, "turns")),
                    c->term.tty_out && seconds >= 0 ? (long)seconds : -1, outs, n);
}

static void show_end(client *c, const json_t *end) {
  char result[1024], line[1200];
  take_names(c, json_object_get(end, "players"));
  show_summary(c, end);
  render(c, json_object_get(end, "result"), result, sizeof result);
  snprintf(line, sizeof line, "*** %s ***", result);
  fputc('\n', c->view.out);
  say(c, line, "", "    ");
  size_t i;
  const json_t *p;
  json_array_foreach(json_object_get(end, "players"), i, p) {
    const char *character = tr_of(p, "character_name");
    char who[600], said[900];
    /* (the language's own list separator and colon: "、" and "：" in Chinese;
     * a game without roles or characters names none) */
    const char *role = tr_of(p, "role_name");
    snprintf(who, sizeof who, "%s", name_of_player(p));
    if (*role) snprintf(who + strlen(who), sizeof who - strlen(who), "%s%s", _(", "), role);
    if (*role || *character)
      snprintf(who + strlen(who), sizeof who - strlen(who), "%s%s", _(", "), *character ? character : "-");
    snprintf(said, sizeof said, _("%s: %s"), who,
             json_is_true(json_object_get(p, "won")) ? _("won") : _("lost"));
    snprintf(line, sizeof line, "  %s", said);
    say(c, line, "", "    ");
  }
}

enum { GO_ON = -100 };

/* Whether this client loads every mod the table's game does (welcome's
 * mods, by name): without one it would show another game, so it says
 * which one is missing, before any of the game. */
static bool has_table_mods(const json_t *welcome) {
  const char *const *mine = bang_mods_list();
  size_t i;
  const json_t *mod;
  json_array_foreach(json_object_get(welcome, "mods"), i, mod) {
    const char *name = json_string_value(mod);
    bool found = !name;
    for (int k = 0; !found && mine && mine[k]; k++) {
      char have[256];
      bang_net_mod_name(mine[k], have, sizeof have);
      found = strcmp(have, name) == 0;
    }
    if (found) continue;
    char shown[256];
    snprintf(shown, sizeof shown, "%s", name);
    fprintf(stderr, _("bang join: this table plays with the mod %s: join with --mod and that mod's folder."),
            bang_msg_clean(shown));
    fputc('\n', stderr);
    return false;
  }
  return true;
}

/* Whether this install can make the table's game (a first view): a
 * variant no script here brings (a host's mod this client lacks, an
 * older host's welcome naming none) would be shown as another game. */
static bool knows_game(client *c) {
  if (words_of(c)) return true;
  char shown[64];
  const char *variant = json_string_value(json_object_get(c->table, "variant"));
  snprintf(shown, sizeof shown, "%s", variant ? variant : "?");
  fprintf(stderr, _("bang join: this table plays a game this install does not have (%s): join with --mod and the folder of the mod that brings it."),
          bang_msg_clean(shown));
  fputc('\n', stderr);
  return false;
}

/* The seat's key (welcome), kept where a later `bang join` with the same
 * name finds it, readable by this user only: the key, not the name, takes
 * the seat back after a lost connection. */
static void keep_key(client *c, const char *key) {
  if (!c->key_path || !key || !*key || strlen(key) > BANG_NET_CODE_MAX) return;
  int fd = open(c->key_path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return; /* the seat cannot be taken back: nothing else is lost */
  FILE *f = fdopen(fd, "w");
  if (!f) {
    close(fd);
    return;
  }
  fprintf(f, "%s\n", key);
  fclose(f);
}

/* The key kept by an earlier join, if any. */
static bool kept_key(const client *c, char *out, size_t cap) {
  if (!c->key_path) return false;
  int fd = open(c->key_path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return false;
  ssize_t n = read(fd, out, cap - 1);
  close(fd);
  if (n <= 0) return false;
  out[n] = '\0';
  out[strcspn(out, "\r\n")] = '\0';
  return *out != '\0';
}

/* An error the table sent that leaves the client at the table: what was
 * refused (a hint that could not be given is said as it is). */
static void show_error(client *c, const json_t *msg) {
  const char *why = json_string_value(json_object_get(json_object_get(msg, "message"), "id"));
  const char *code = json_string_value(json_object_get(msg, "code"));
  char text[1200], line[1400];
  snprintf(text, sizeof text, "%s", why ? bang_tr(why) : "?");
  bang_msg_clean(text);
  if (code && strcmp(code, "hint") == 0) snprintf(line, sizeof line, "%s", text);
  else snprintf(line, sizeof line, _("Refused: %s"), text);
  say(c, line, "", "  ");
}

/* The pending decision asked at this terminal: GO_ON, or the exit status. */
static int asked(client *c, bool again) {
  int r = ask(c, again);
  if (r == 0) {
    printf("\n%s\n", _("The input ended before the game did."));
    return 3;
  }
  if (r < 0) {
    printf("\n%s\n", _("You left the game."));
    return 0;
  }
  return GO_ON;
}

/* One message from the server: GO_ON, or the exit status. */
static int on_message(client *c, json_t *msg) {
  const char *type = bang_net_type(msg);
  char text[1200], line[1400];
  if (strcmp(type, "welcome") == 0) {
    c->seat = (int)json_integer_value(json_object_get(msg, "seat"));
    c->revision = (int)json_integer_value(json_object_get(msg, "revision"));
    keep_key(c, json_string_value(json_object_get(msg, "key")));
    if (!has_table_mods(msg)) return 1;
    if (c->watching) say(c, _("You are watching this table: what every player sees, no hand, no hidden role."), "", "  ");
  } else if (strcmp(type, "view") == 0) {
    json_decref(c->table);
    c->table = json_incref(msg);
    if (!knows_game(c)) return 1;
    take_names(c, json_object_get(msg, "players"));
    json_int_t turn = json_integer_value(json_object_get(msg, "turn"));
    if (c->watching && turn != c->shown_turn) { /* a spectator has no prompt: the table each turn */
      c->shown_turn = turn;
      show_table(c);
    }
  } else if (strcmp(type, "log") == 0) {
    size_t kept = json_array_size(c->log);
    log_line(c, json_object_get(msg, "message"), kept ? json_array_get(c->log, kept - 1) : NULL);
    if (json_is_object(json_object_get(msg, "message"))) {
      json_array_append(c->log, json_object_get(msg, "message"));
      if (json_array_size(c->log) > LOG_KEPT) json_array_remove(c->log, 0);
    }
  } else if (strcmp(type, "decision") == 0 && !c->watching) {
    json_decref(c->decision);
    c->decision = json_incref(msg);
    c->warned = -1;
    return asked(c, false);
  } else if (strcmp(type, "warning") == 0 && !c->watching && c->answered &&
             json_equal(json_object_get(msg, "seq"), json_object_get(c->answered, "seq"))) {
    /* the answer just sent would harm this player: said, and asked again */
    render(c, json_object_get(msg, "message"), text, sizeof text);
    snprintf(line, sizeof line, _("Careful: %s Type it again to do it anyway."), text);
    say(c, line, "", "  ");
    json_decref(c->decision);
    c->decision = c->answered;
    c->answered = NULL;
    c->warned = (int)json_integer_value(json_object_get(msg, "option"));
    return asked(c, true);
  } else if (strcmp(type, "notice") == 0) {
    render(c, json_object_get(msg, "message"), text, sizeof text);
    say(c, text, "  ", "    ");
  } else if (strcmp(type, "stop") == 0) {
    char save[1024];
    const char *path = json_string_value(json_object_get(msg, "save"));
    snprintf(save, sizeof save, "%s", path ? path : "");
    bang_msg_clean(save); /* a path from the network: no terminal controls */
    if (save[0] && !c->watching) /* (a spectator has no seat to take back) */
      snprintf(line, sizeof line,
               _("The host closed the table before the end of the game. It is saved on the host's "
                 "computer in %s: when the host opens the table again with it, join with the same "
                 "name to take your seat back."),
               save);
    else snprintf(line, sizeof line, "%s", _("The host closed the table before the end of the game."));
    fputc('\n', c->view.out);
    say(c, line, "", "");
    return 4;
  } else if (strcmp(type, "error") == 0) {
    const char *code = json_string_value(json_object_get(msg, "code"));
    if (code && (!strcmp(code, "code") || !strcmp(code, "version") || !strcmp(code, "full"))) {
      const char *why = json_string_value(json_object_get(json_object_get(msg, "message"), "id"));
      snprintf(text, sizeof text, "%s", why ? bang_tr(why) : "?");
      bang_msg_clean(text);
      fprintf(stderr, _("bang join: the table refused you: %s"), text);
      fputc('\n', stderr);
      return 1;
    }
    show_error(c, msg);
  } else if (strcmp(type, "end") == 0) {
    show_end(c, msg);
    return 0;
  }
  return GO_ON;
}

static int run(client *c, const char *code, const char *name) {
  json_t *hello = json_pack("{s:s, s:i, s:s}", "type", "hello", "version", BANG_NET_VERSION, "code", code);
  if (c->watching) json_object_set_new(hello, "watch", json_true());
  if (c->confirm) json_object_set_new(hello, "confirm", json_true()); /* warn me of harmful answers */
  if (name) json_object_set_new(hello, "name", json_string(name));
  char key[BANG_NET_CODE_MAX + 2];
  if (name && kept_key(c, key, sizeof key)) json_object_set_new(hello, "key", json_string(key));
  if (!send_line(c, hello)) {
    fprintf(stderr, "%s\n", _("bang join: the connection to the table was lost."));
    return 1;
  }
  for (;;) {
    while (json_array_size(c->queue)) {
      json_t *msg = json_incref(json_array_get(c->queue, 0));
      json_array_remove(c->queue, 0);
      int status = on_message(c, msg);
      json_decref(msg);
      if (status != GO_ON) return status;
    }
    if (c->closed) {
      if (atomic_load(&c->silent))
        fputs(_("bang join: the table has stopped answering: the host or the network is gone."), stderr);
      else
        fputs(_("bang join: the connection to the table was lost."), stderr);
      fputc('\n', stderr);
      return 1;
    }
    read_table(c, true);
  }
}

static void add_candidate(char **out, int *n, int max, const char *word) {
  for (int i = 0; i < *n; i++)
    if (strcmp(out[i], word) == 0) return;
  if (*n < max && (out[*n] = strdup(word))) (*n)++;
}

/* Up to max words of text, cut in place. */
static int split_words(char *text, char **words, int max) {
  int n = 0;
  char *at = NULL;
  for (char *w = strtok_r(text, " ", &at); w && n < max; w = strtok_r(NULL, " ", &at)) words[n++] = w;
  return n;
}

/* Tab: the next word the player may type, as bang play completes it: a
 * word of the options' commands as shown, this client's commands, after
 * look a player's name, after card, rules or help a card's. */
static int complete(void *context, const char *line, char **out, int max) {
  client *c = context;
  bang_game *g = words_of(c);
  char copy[512];
  snprintf(copy, sizeof copy, "%s", line);
  char *space = strrchr(copy, ' ');
  const char *partial = space ? space + 1 : copy;
  char before[512];
  snprintf(before, sizeof before, "%.*s", (int)(partial - copy), copy);
  char *typed[16];
  int n = split_words(before, typed, 16), count = 0;
  if (n == 0) {
    count = bang_command_complete_meta(partial, hidden_commands(c), out, max);
  } else {
    enum bang_meta meta = bang_command_meta_of(typed[0], true);
    if (meta == BANG_META_LOOK && n == 1) {
      for (int i = 0; i < c->nnames; i++)
        if (!*partial || bang_command_matches(g, partial, c->names[i])) add_candidate(out, &count, max, c->names[i]);
      return count;
    }
    if ((meta == BANG_META_CARD || meta == BANG_META_RULES || meta == BANG_META_HELP) && n == 1)
      return g ? bang_command_complete(g, line, out, max) : 0;
  }
  const json_t *options = c->decision ? json_object_get(c->decision, "options") : NULL;
  size_t i;
  const json_t *o;
  json_array_foreach(options, i, o) {
    char shown[256], *have[16];
    shown_command(c, o, shown, sizeof shown);
    int m = split_words(shown, have, 16), k = 0;
    while (k < n && k < m && bang_command_matches(g, typed[k], have[k])) k++;
    if (k == n && m > n && (!*partial || bang_command_matches(g, partial, have[n])))
      add_candidate(out, &count, max, have[n]);
  }
  return count;
}

/* Play (or watch) at this terminal, the relay thread reading the table. */
static int start(int fd, const char *code, const char *name, const char *key_path, bool watching,
                 bool confirm) {
  client *c = calloc(1, sizeof *c);
  if (!c) {
    fprintf(stderr, "bang: %s\n", _("out of memory"));
    return 1;
  }
  c->fd = fd;
  c->key_path = key_path;
  c->watching = watching;
  c->confirm = confirm && !watching;
  c->warned = -1;
  c->shown_turn = -1;
  atomic_init(&c->silent, false);
  pthread_mutex_init(&c->send_lock, NULL);
  bang_term_init(&c->term, BANG_COLOR_NEVER);
  bang_screen_init(&c->view, stdout, &c->term);
  c->input = watching ? NULL : bang_input_new(c->term.tty_in && c->term.tty_out, complete, c);
  c->queue = json_array();
  c->log = json_array();
  int status = 1, pair[2];
  pthread_t thread;
  json_object_seed(0); /* before a second thread makes objects */
  if ((c->input || watching) && c->queue && c->log &&
      socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) == 0) {
    c->lines_fd = pair[0];
    c->relay_fd = pair[1];
    /* While its player thinks, the client still reads the table's lines
     * (a stop must not wait for the Enter key); the relay answers pings. */
    if (c->input) bang_input_watch(c->input, c->lines_fd, table_ready, c);
    /* Signals (Ctrl-C, a terminal resized) go to the thread that reads
     * the keyboard: the relay starts with every signal blocked. */
    sigset_t all, before;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &before);
    int made = pthread_create(&thread, NULL, relay, c);
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    if (made == 0) {
      status = run(c, code, name);
      shutdown(c->fd, SHUT_RDWR); /* the relay's recv ends... */
      close(c->lines_fd);         /* ...and so does a write it is blocked in */
      pthread_join(thread, NULL);
    } else {
      perror("bang");
      close(c->lines_fd);
    }
    close(c->relay_fd);
  } else {
    fprintf(stderr, "bang: %s\n", _("out of memory"));
  }
  pthread_mutex_destroy(&c->send_lock);
  if (c->input) bang_input_free(c->input);
  json_decref(c->table);
  json_decref(c->decision);
  json_decref(c->answered);
  json_decref(c->queue);
  json_decref(c->log);
  if (c->words) bang_game_free(c->words);
  free(c);
  return status;
}

int bang_net_client_play(int fd, const char *code, const char *name, const char *key_path, bool confirm) {
  return start(fd, code, name, key_path, false, confirm);
}

int bang_net_client_run(int fd, const char *code, const char *name, const char *key_path) {
  return start(fd, code, name, key_path, false, true);
}

int bang_net_client_watch(int fd, const char *code) { return start(fd, code, NULL, NULL, true, false); }
