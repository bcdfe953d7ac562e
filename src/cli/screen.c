/*
 * screen.c: text drawing for the terminal front ends, measured in display
 * columns (textwidth.h) so every language lines up and nothing is wider
 * than the view: tables drop to short forms, then wrap or cut their widest
 * columns; long texts are word-wrapped; options are grouped by what they
 * do (e.g. "Duel against …: 3) bob  4) cy") and set in columns only when
 * the columns fit.
 */
#define _XOPEN_SOURCE 700 /* open_memstream */
#include "screen.h"

#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "commands.h"
#include "i18n.h"
#include "language.h"
#include "option_order.h"
#include "render.h"
#include "textwidth.h"
#include "variants.h"

enum { CELL = 512, NBSP_LEN = 2 };
static const char NBSP[] = "\u00a0"; /* keeps "3) bob" on one line */

/* text with no-break spaces, so that a line never breaks inside it. */
static void no_break(const char *text, char *out, size_t cap) {
  size_t used = 0;
  for (; *text && used + NBSP_LEN + 1 < cap; text++) {
    if (*text == ' ') {
      memcpy(out + used, NBSP, NBSP_LEN);
      used += NBSP_LEN;
    } else {
      out[used++] = *text;
    }
  }
  out[used] = '\0';
}

void bang_screen_init(bang_screen *v, FILE *out, const bang_term *term) {
  memset(v, 0, sizeof *v);
  v->out = out;
  v->term = term;
  v->width = bang_term_width(term);
  const bang_language *lang = bang_i18n_language();
  const char *code = lang ? bang_language_code(lang) : NULL;
  v->text_ambiguous = code && strncmp(code, "zh", 2) == 0 ? 2 : 1;
}

const char *bang_screen_name(bang_game *g, const char *category, const char *id) {
  const char *msgid = bang_game_name_of(g, category, id);
  return msgid ? bang_tr(msgid) : id;
}

const char *bang_screen_character(bang_game *g, const char *id) {
  const char *msgid = bang_game_character_name(g, id);
  return msgid ? bang_tr(msgid) : id;
}

static const char *on(const bang_screen *v, enum bang_style s) {
  return v ? bang_term_on(v->term, s) : "";
}
static const char *off(const bang_screen *v) { return v ? bang_term_off(v->term) : ""; }

static const char *suit_symbol(char suit) {
  switch (suit) {
    case 'S': return "\u2660";
    case 'H': return "\u2665";
    case 'D': return "\u2666";
    default: return "\u2663";
  }
}

void bang_screen_card(const bang_screen *v, bang_game *g, int id, char *out, size_t cap) {
  const bang_card *c = bang_game_card(g, id);
  if (!c) {
    snprintf(out, cap, "?");
    return;
  }
  const char *name = bang_game_card_name(g, c->type);
  if (!c->suit || c->value < 2 || c->value > 14) { /* not a playing card: its name alone */
    snprintf(out, cap, "%s", name ? bang_tr(name) : c->type);
    return;
  }
  static const char *const faces[] = {"J", "Q", "K", "A"};
  char value[16];
  if (c->value > 10) snprintf(value, sizeof value, "%s", faces[c->value - 11]);
  else snprintf(value, sizeof value, "%d", c->value);
  bool red = c->suit == 'H' || c->suit == 'D';
  /* A no-break space: a line never ends between a card and its value
   * ("Mancato" / "5♠", it E2). */
  snprintf(out, cap, "%s%s%s%s%s%s", name ? bang_tr(name) : c->type, NBSP, value,
           red ? on(v, BANG_STYLE_RED) : "", suit_symbol(c->suit), red ? off(v) : "");
}

void bang_screen_pile(const bang_screen *v, bang_game *g, const char *zone, int owner, char *out,
                      size_t cap) {
  /* Through the seat's view: what it may not see reads as nothing. */
  const bang_pile *pile = bang_seat_zone(bang_seat_view_of(g, v ? v->viewer : 0), zone, owner);
  out[0] = '\0';
  for (int i = 0; pile && i < pile->n; i++) {
    char card[160], kept[300];
    bang_screen_card(v, g, pile->ids[i], card, sizeof card);
    no_break(card, kept, sizeof kept); /* a line never parts a card from its value */
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", i ? _(", ") : "", kept);
  }
  if (!out[0]) snprintf(out, cap, "-");
}

void bang_screen_text(bang_screen *v, const char *text, const char *first, const char *next) {
  bang_text_wrap_as(v->out, text, v->width, first, next, v->text_ambiguous);
}

/* text wrapped to width, as lines in lines[] (at most max). */
static int wrap_lines(const char *text, int width, char lines[][CELL], int max) {
  char *buffer = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buffer, &size);
  if (!f) return 0;
  bang_text_wrap(f, text, width, "", "");
  fclose(f);
  int n = 0;
  for (char *line = buffer; line && *line && n < max;) {
    char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    snprintf(lines[n++], CELL, "%.*s", (int)len, line);
    line = end ? end + 1 : NULL;
  }
  free(buffer);
  return n;
}

/* Print a built line without trailing spaces. */
static void put_line(FILE *out, char *line) {
  size_t n = strlen(line);
  while (n && line[n - 1] == ' ') line[--n] = '\0';
  fprintf(out, "%s\n", line);
}

/* ---- tables ----------------------------------------------------------------- */

enum { MAX_COLS = 8, MAX_ROWS = BANG_MAX_PLAYERS, WRAP_LINES = 12 };
/* counters_table: player, character, life, the counters, role */
_Static_assert(3 + BANG_VARIANT_COUNTERS + 1 <= MAX_COLS, "a game's counters fit its table");

typedef struct table {
  int cols, rows;
  const char *head[MAX_COLS], *short_head[MAX_COLS];
  char cell[MAX_ROWS][MAX_COLS][CELL];
  char short_cell[MAX_ROWS][MAX_COLS][CELL]; /* "" : same as cell */
  enum bang_style style[MAX_ROWS][MAX_COLS];
  bool styled[MAX_ROWS][MAX_COLS];
  int wrap_col;   /* the column that may wrap (cards in play), or -1 */
  bool spills[MAX_COLS]; /* columns that may also go under each row, when
                            the wrap column there is not enough */
  bool use_short; /* filled by the layout */
  bool fixed_form; /* use_short set by the caller, for the whole game */
  int width[MAX_COLS];
  bool below; /* the wrap column goes on its own line under each row */
  bool spilled[MAX_COLS]; /* these go on their own lines too (column order) */
} table;

static const char *cell_text(const table *t, int r, int c) {
  return t->use_short && t->short_cell[r][c][0] ? t->short_cell[r][c] : t->cell[r][c];
}
static const char *head_text(const table *t, int c) {
  return t->use_short && t->short_head[c] ? t->short_head[c] : t->head[c];
}

/*
 * Ambiguous characters ("·" in Chinese names, the suits ♠♥♦♣, "…") take
 * one column or two, as the terminal is set. On a terminal that can move
 * the cursor to a column, each column is measured at its widest (2) and
 * started there, so it lines up either way; elsewhere (piped) as wcwidth.
 */
static int ambiguous_width(const bang_screen *v) {
  return v && v->term && v->term->tty_out && v->term->can_move ? 2 : 1;
}

/* Append text to line so that it starts at column at (0-based): by moving
 * the cursor there on a terminal that can (ambiguous_width), else with
 * spaces. */
static void append_at(const bang_screen *v, char *line, size_t cap, int at, const char *text) {
  char move[32];
  if (*text && ambiguous_width(v) == 2 && bang_term_column(v->term, at, move, sizeof move)) {
    size_t used = strlen(line);
    snprintf(line + used, cap - used, "%s%s", move, text);
    return;
  }
  bang_text_pad(line, cap, "", at - bang_text_width(line));
  size_t used = strlen(line);
  snprintf(line + used, cap - used, "%s", text);
}

static int natural_width(const table *t, int c, int ambiguous) {
  int w = bang_text_width_as(head_text(t, c), ambiguous);
  for (int r = 0; r < t->rows; r++) {
    int cw = bang_text_width_as(cell_text(t, r, c), ambiguous);
    if (cw > w) w = cw;
  }
  return w;
}

/* MIN_INPLAY: room the long form of the card table must leave the cards
 * in play; NAME_ROOM: the columns a character's name takes at most in the
 * base game ("Slab the Killer", "派德罗·拉米雷兹"). */
enum { GAP = 2, MIN_WRAP = 14, MIN_TEXT = 4, MIN_INPLAY = 24, NAME_ROOM = 16 };

/* Whether column c is drawn under each row rather than in it. */
static bool under_rows(const table *t, int c) {
  return (t->below && c == t->wrap_col) || t->spilled[c];
}

static int total_width(const table *t) {
  int total = 0;
  for (int c = 0; c < t->cols; c++) {
    if (under_rows(t, c)) continue;
    total += t->width[c] + (c ? GAP : 0);
  }
  return total;
}

/* Choose forms and widths so the table fits in width columns. */
static void layout(table *t, int width, int ambiguous) {
  for (int pass = t->fixed_form ? 1 : 0; pass < 2; pass++) {
    if (!t->fixed_form) t->use_short = pass == 1;
    for (int c = 0; c < t->cols; c++) t->width[c] = natural_width(t, c, ambiguous);
    if (total_width(t) <= width) return;
  }
  if (t->wrap_col >= 0) { /* the cards in play take what is left, wrapped */
    int w = t->width[t->wrap_col];
    int left = width - (total_width(t) - w);
    t->width[t->wrap_col] = left < w ? left : w;
    if (t->width[t->wrap_col] < MIN_WRAP) t->width[t->wrap_col] = MIN_WRAP;
  }
  /* Then the cards in play go under each row, and only then are the
   * widest text columns cut (with "…"), down to a minimum. */
  if (total_width(t) > width && t->wrap_col >= 0) t->below = true;
  for (int c = 0; c < t->cols && total_width(t) > width; c++)
    if (t->below && t->spills[c]) t->spilled[c] = true;
  while (total_width(t) > width) {
    int widest = -1;
    for (int c = 1; c < t->cols; c++)
      if (c != t->wrap_col && !t->spilled[c] && t->width[c] > MIN_TEXT &&
          (widest < 0 || t->width[c] > t->width[widest]))
        widest = c;
    if (widest < 0) break;
    t->width[widest]--;
  }
}

static void draw_table(bang_screen *v, table *t) {
  int ambiguous = ambiguous_width(v);
  layout(t, v->width, ambiguous);
  char line[4096];
  line[0] = '\0';
  for (int c = 0, at = 0; c < t->cols; c++) {
    if (under_rows(t, c)) continue;
    char fitted[CELL];
    bang_text_fit_as(fitted, sizeof fitted, head_text(t, c), t->width[c], ambiguous);
    append_at(v, line, sizeof line, at, fitted);
    at += t->width[c] + GAP;
  }
  put_line(v->out, line);
  for (int r = 0; r < t->rows; r++) {
    char wrapped[WRAP_LINES][CELL];
    int extra = 1;
    if (t->wrap_col >= 0 && !t->below) {
      extra = wrap_lines(cell_text(t, r, t->wrap_col), t->width[t->wrap_col], wrapped, WRAP_LINES);
      if (extra == WRAP_LINES) { /* more than that: say so */
        char last[CELL];
        snprintf(last, sizeof last, "%s", wrapped[extra - 1]);
        bang_text_fit(wrapped[extra - 1], CELL, last, t->width[t->wrap_col] - 1);
      }
    }
    if (extra < 1) extra = 1;
    for (int k = 0; k < extra; k++) {
      line[0] = '\0';
      for (int c = 0, at = 0; c < t->cols; c++) {
        if (under_rows(t, c)) continue;
        char fitted[CELL] = "";
        if (c == t->wrap_col)
          snprintf(fitted, sizeof fitted, "%.*s", CELL - 1, k < extra ? wrapped[k] : "");
        else if (k == 0)
          bang_text_fit_as(fitted, sizeof fitted, cell_text(t, r, c), t->width[c], ambiguous);
        char styled[CELL + 32];
        if (t->styled[r][c] && fitted[0])
          snprintf(styled, sizeof styled, "%s%s%s", on(v, t->style[r][c]), fitted, off(v));
        else snprintf(styled, sizeof styled, "%s", fitted);
        append_at(v, line, sizeof line, at, styled);
        at += t->width[c] + GAP;
      }
      put_line(v->out, line);
    }
    for (int c = 0; c < t->cols; c++) {
      if (!under_rows(t, c) || strcmp(cell_text(t, r, c), "-") == 0) continue;
      char label[CELL];
      /* TRANSLATORS: a label and its text, e.g. a character and their ability. */
      snprintf(label, sizeof label, _("%s: %s"), head_text(t, c), cell_text(t, r, c));
      bang_text_wrap(v->out, label, v->width, "      ", "        ");
    }
  }
}

static void set_style(table *t, int r, int c, enum bang_style s) {
  t->style[r][c] = s;
  t->styled[r][c] = true;
}

/* (A player with no character and no maximum life is still choosing one;
 * a game without characters sets the maximum.) */
static bool low_life(const bang_player *p) {
  return p->alive && (p->character[0] || p->max_life) && (p->life <= 1 || p->life * 3 <= p->max_life);
}

/* The columns every game's table has: player, life; and the character and
 * the role, at their columns (-1: the game has none). */
static void player_cells(table *t, bang_screen *v, bang_game *g, int r, int s, int char_col,
                         int life_col, int role_col) {
  const bang_player *p = bang_game_player(g, s);
  bool active = s == bang_game_active(g);
  snprintf(t->cell[r][0], CELL, "%s%s", active ? "> " : "  ", p->name);
  if (active) set_style(t, r, 0, BANG_STYLE_ACTIVE);
  if (char_col >= 0)
    snprintf(t->cell[r][char_col], CELL, "%s", p->character[0] ? bang_screen_character(g, p->character) : "?");
  if (!p->character[0] && !p->max_life) snprintf(t->cell[r][life_col], CELL, "-"); /* still choosing a character */
  else if (p->alive) snprintf(t->cell[r][life_col], CELL, "%d/%d", p->life, p->max_life);
  else snprintf(t->cell[r][life_col], CELL, "%s", _("out"));
  if (low_life(p)) set_style(t, r, life_col, BANG_STYLE_LOW);
  if (role_col < 0) return;
  const char *seen = bang_seat_role(bang_seat_view_of(g, v->viewer), s);
  if (seen) {
    const char *role = bang_screen_name(g, "role", seen);
    snprintf(t->cell[r][role_col], CELL, "%s%s", role,
             (!p->role_revealed && s == v->viewer) ? _(" (secret)") : "");
    snprintf(t->short_cell[r][role_col], CELL, "%s", role);
    if (s == v->viewer) set_style(t, r, role_col, BANG_STYLE_ROLE);
  } else {
    snprintf(t->cell[r][role_col], CELL, "?");
  }
}

/* The columns both games share: player, character, life; and the role. */
static void common_cells(table *t, bang_screen *v, bang_game *g, int r, int s, int role_col) {
  player_cells(t, v, g, r, s, 1, 2, role_col);
}

/* "Deck: 12 cards. Discard pile: BANG! 5♥" under the card and solo tables. */
static void deck_line(char *out, size_t cap, int deck, const char *top) {
  if (deck < 0) deck = 0;
  snprintf(out, cap, bang_trn("Deck: %d card. Discard pile: %s", "Deck: %d cards. Discard pile: %s",
                              (unsigned long)deck),
           deck, top);
}

/* The viewer's character and its ability, under the table of a game with
 * characters (card and dice). */
static void ability_line(bang_screen *v, bang_game *g) {
  if (v->squeeze >= 2) return; /* a screen too short: `look` and `card` still tell it */
  const bang_player *me = v->viewer ? bang_game_player(g, v->viewer) : NULL;
  const char *ability = me ? bang_game_character_ability(g, me->character) : NULL;
  if (!ability) return;
  char text[1024];
  snprintf(text, sizeof text, _("%s: %s"), bang_screen_character(g, me->character), bang_tr(ability));
  bang_screen_text(v, text, "", "  ");
}

/* The players out of the game, on one line after the table: "Out: bob
 * (Outlaw), eve (Outlaw)" (their rows would say nothing more). */
static void out_line(bang_screen *v, bang_game *g) {
  char names[1024] = "";
  for (int s = 1; s <= bang_game_players(g); s++) {
    const bang_player *p = bang_game_player(g, s);
    if (p->alive || !p->character[0]) continue;
    char one[300], kept[600];
    const char *role = bang_seat_role(bang_seat_view_of(g, v->viewer), s);
    /* TRANSLATORS: a name and its id or command, e.g. "Beer (beer)"; also
       a player out of the game and their role, "bob (Outlaw)". */
    if (role) snprintf(one, sizeof one, _("%s (%s)"), p->name, bang_screen_name(g, "role", role));
    else snprintf(one, sizeof one, "%s", p->name);
    no_break(one, kept, sizeof kept);
    size_t used = strlen(names);
    snprintf(names + used, sizeof names - used, "%s%s", used ? _(", ") : "", kept);
  }
  if (!names[0]) return;
  char text[1200];
  /* TRANSLATORS: under the table, the players eliminated, e.g. "Out: bob
     (Outlaw), eve (Outlaw)". */
  snprintf(text, sizeof text, _("Out: %s"), names);
  bang_screen_text(v, text, "", "  ");
}

/* Whether the row of seat s is drawn: the players still in the game
 * (out_line names the others). */
static bool in_game(bang_game *g, int s) {
  const bang_player *p = bang_game_player(g, s);
  return p->alive || (!p->character[0] && !p->max_life);
}

static void card_table(bang_screen *v, bang_game *g) {
  table *t = calloc(1, sizeof *t); /* large */
  if (!t) return;
  int n = bang_game_players(g);
  t->cols = 7;
  t->wrap_col = v->squeeze >= 4 ? -1 : 6; /* squeezed: one line a row */
  char player[128];
  snprintf(player, sizeof player, "  %s", _("Player"));
  const char *head[7] = {player, _("Character"), _("Life"), _("Hand"), _("Distance"),
                         _("Role"), _("In play")};
  memcpy(t->head, head, sizeof head);
  /* TRANSLATORS: a short heading for the Distance column of a narrow table. */
  t->short_head[4] = _("Dist.");
  bool reach_shown = false;
  for (int s = 1; s <= n; s++) {
    if (!in_game(g, s)) continue;
    int r = t->rows++;
    common_cells(t, v, g, r, s, 5);
    int hand = bang_seat_count(bang_seat_view_of(g, v->viewer), "hand", s);
    snprintf(t->cell[r][3], CELL, "%d", hand > 0 ? hand : 0);
    bool reach = false;
    int d = v->viewer && s != v->viewer ? bang_game_view_distance(g, v->viewer, s, &reach) : -1;
    if (d >= 0) {
      snprintf(t->cell[r][4], CELL, "%d%s", d, reach ? _(" (in range)") : "");
      snprintf(t->short_cell[r][4], CELL, "%d%s", d, reach ? "*" : "");
      reach_shown |= reach;
    } else {
      snprintf(t->cell[r][4], CELL, "-");
    }
    bang_screen_pile(v, g, "play", s, t->cell[r][6], CELL);
  }
  /* One form for the whole game: the long one only if it would leave the
   * cards in play room with every distance "in range" (the widest it can
   * get), whatever is in play now. */
  int ambiguous = ambiguous_width(v), need = MIN_INPLAY;
  char widest[CELL];
  snprintf(widest, sizeof widest, "9%s", _(" (in range)"));
  for (int c = 0; c < 6; c++) {
    int w = natural_width(t, c, ambiguous);
    if (c == 4 && bang_text_width_as(widest, ambiguous) > w) w = bang_text_width_as(widest, ambiguous);
    if (c == 1 && w < NAME_ROOM) w = NAME_ROOM; /* the names to come, while characters are chosen */
    need += w + GAP;
  }
  t->fixed_form = true;
  t->use_short = need > v->width;
  draw_table(v, t);
  bool legend = t->use_short && reach_shown && v->squeeze < 1;
  free(t);
  out_line(v, g);
  bang_seat_view seat = bang_seat_view_of(g, v->viewer);
  int deck = bang_seat_count(seat, "deck", 0);
  const bang_pile *discard = bang_seat_zone(seat, "discard", 0);
  char top[160] = "-", text[1024];
  if (discard && discard->n) bang_screen_card(v, g, discard->ids[discard->n - 1], top, sizeof top);
  deck_line(text, sizeof text, deck, top);
  if (legend) {
    size_t used = strlen(text);
    /* TRANSLATORS: the legend of the star in a narrow table's Distance column. */
    snprintf(text + used, sizeof text - used, "  %s", _("(*: in range)"));
  }
  bang_screen_text(v, text, "", "  ");
  if (!v->viewer) return;
  ability_line(v, g);
  char hand[2048];
  bang_screen_pile(v, g, "hand", v->viewer, hand, sizeof hand);
  char line[2200];
  snprintf(line, sizeof line, _("Your hand: %s"), hand);
  bang_screen_text(v, line, "", "  ");
}

/* The table of a game without hands (the dice game, a mod's game): each
 * player's life and the counters its manifest lists (components.counters),
 * the character and role columns if the game has them, the tokens in the
 * middle (a counter's pile), then the dice if rolled. */
static void counters_table(bang_screen *v, bang_game *g) {
  table *t = calloc(1, sizeof *t); /* large */
  if (!t) return;
  int n = bang_game_players(g);
  const bang_variant *m = bang_game_manifest(g);
  int ncounters = m ? m->ncounters : 0;
  bool characters = false, roles = false;
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    characters |= p->character[0] || !p->max_life;
    roles |= p->role[0] != '\0';
  }
  char player[128];
  snprintf(player, sizeof player, "  %s", _("Player"));
  int char_col = characters ? 1 : -1, life_col = characters ? 2 : 1;
  int role_col = roles ? life_col + ncounters + 1 : -1;
  t->cols = life_col + ncounters + 1 + (roles ? 1 : 0);
  t->wrap_col = -1;
  t->head[0] = player;
  if (characters) t->head[char_col] = _("Character");
  t->head[life_col] = _("Life");
  for (int c = 0; c < ncounters; c++) t->head[life_col + 1 + c] = bang_tr(m->counters[c].title);
  if (roles) t->head[role_col] = _("Role");
  for (int s = 1; s <= n; s++) {
    if (!in_game(g, s)) continue;
    int r = t->rows++;
    player_cells(t, v, g, r, s, char_col, life_col, role_col);
    for (int c = 0; c < ncounters; c++) {
      int count = bang_game_counter(g, s, m->counters[c].id);
      snprintf(t->cell[r][life_col + 1 + c], CELL, "%d", count < 0 ? 0 : count);
    }
  }
  draw_table(v, t);
  free(t);
  out_line(v, g);
  for (int c = 0; c < ncounters; c++) {
    if (!m->counters[c].pile[0]) continue;
    char text[1024];
    bang_msg pile = {.id = m->counters[c].pile, .nargs = 1};
    pile.args[0] = (bang_arg){.key = "n", .kind = BANG_ARG_NUMBER, .number = bang_game_pile(g)};
    bang_render(g, &pile, text, sizeof text);
    bang_screen_text(v, text, "", "  ");
  }
  ability_line(v, g);
  int dice = bang_game_dice(g);
  int rolled = 0;
  for (int i = 1; i <= dice; i++) rolled |= bang_game_die(g, i)->face != NULL;
  if (!rolled) return;
  char line[2048];
  const char *label = _("Dice:");
  snprintf(line, sizeof line, "%s", label);
  for (int i = 1; i <= dice; i++) {
    const bang_die *d = bang_game_die(g, i);
    char die[256], face[256];
    const char *name = d->face ? bang_screen_name(g, "face", d->face) : "-";
    if (d->locked) { /* "Dynamite (locked)", "炸药（锁定）": the code spaces it */
      const char *locked = _("(locked)");
      while (*locked == ' ') locked++;
      snprintf(face, sizeof face, "%s%s%s", name, bang_text_gap_before(locked), locked);
    } else {
      snprintf(face, sizeof face, "%s", name);
    }
    /* TRANSLATORS: a die on the table: its number and its face, e.g.
       "1:Arrow" (Chinese: a full-width colon). */
    snprintf(die, sizeof die, _("%d:%s"), i, face);
    /* Each die stays on one line: no-break spaces inside it. */
    char kept[300];
    no_break(die, kept, sizeof kept);
    size_t used = strlen(line);
    /* Two spaces between dice; none after a full-width colon. */
    const char *gap = i == 1 && !*bang_text_gap_after(label) ? "" : "  ";
    snprintf(line + used, sizeof line - used, "%s%s", gap, kept);
  }
  bang_screen_text(v, line, "", "  ");
}

/* The cards of a zone as the seat sees them: each as bang_screen_card (or
 * by its name alone in the short form), with "*" after those marked;
 * *any_mark tells whether a mark was written. */
static void marked_pile(const bang_screen *v, bang_game *g, const char *zone, int owner,
                        const bool *marked, char *out, char *short_out, bool *any_mark) {
  const bang_pile *pile = bang_seat_zone(bang_seat_view_of(g, v->viewer), zone, owner);
  out[0] = short_out[0] = '\0';
  for (int i = 0; pile && i < pile->n; i++) {
    int id = pile->ids[i];
    const bang_card *c = bang_game_card(g, id);
    const char *name = c ? bang_game_card_name(g, c->type) : NULL;
    char card[160];
    bang_screen_card(v, g, id, card, sizeof card);
    bool mark = marked[id];
    *any_mark |= mark;
    const char *sep = i ? _(", ") : "";
    size_t used = strlen(out);
    snprintf(out + used, CELL - used, "%s%s%s", sep, card, mark ? "*" : "");
    used = strlen(short_out);
    snprintf(short_out + used, CELL - used, "%s%s%s", sep,
             name ? bang_tr(name) : c ? c->type : "?", mark ? "*" : "");
  }
  if (!out[0]) snprintf(out, CELL, "-");
  if (!short_out[0]) snprintf(short_out, CELL, "-");
}

/*
 * The solo game's table (its rules give notes): every character the one
 * player plays, with the seat's note (the BANG!s fired of those allowed),
 * the cards in play and the face-up cards, a "*" after each card some
 * option of the pending decision plays. No hands, and no player whose turn
 * it is: every character plays at once (S-2).
 */
static void solo_table(bang_screen *v, bang_game *g) {
  table *t = calloc(1, sizeof *t); /* large */
  if (!t) return;
  int n = bang_game_players(g);
  enum { PLAYER, CHARACTER, LIFE, ROLE, NOTE, PLAY, FACEUP, COLS };
  t->cols = COLS;
  t->rows = n;
  t->wrap_col = FACEUP;
  t->spills[PLAY] = true; /* a narrow screen: under each row too */
  char player[128];
  snprintf(player, sizeof player, "  %s", _("Player"));
  /* TRANSLATORS: the solo table's column of the BANG!s each character has
     fired this turn, of those allowed ("1/2"). */
  const char *head[COLS] = {player, _("Character"), _("Life"), _("Role"), _("BANG!"),
                            _("In play"), _("Face-up")};
  memcpy(t->head, head, sizeof head);
  bool marked[BANG_MAX_CARDS + 1] = {false};
  const bang_decision *d = bang_game_decision(g);
  for (int i = 0; d && i < d->options; i++) {
    int id = bang_game_option_card(g, i);
    if (id >= 1 && id <= BANG_MAX_CARDS) marked[id] = true;
  }
  bool any_mark = false;
  for (int s = 1; s <= n; s++) {
    int r = s - 1;
    const bang_player *p = bang_game_player(g, s);
    snprintf(t->cell[r][PLAYER], CELL, "  %s", p->name);
    /* An Outlaw still in the deck has no character yet. */
    snprintf(t->cell[r][CHARACTER], CELL, "%s", p->character[0] ? bang_screen_character(g, p->character) : "-");
    if (!p->character[0]) snprintf(t->cell[r][LIFE], CELL, "-");
    else if (p->alive) snprintf(t->cell[r][LIFE], CELL, "%d/%d", p->life, p->max_life);
    else snprintf(t->cell[r][LIFE], CELL, "%s", _("out"));
    if (low_life(p)) set_style(t, r, LIFE, BANG_STYLE_LOW);
    const char *seen = bang_seat_role(bang_seat_view_of(g, v->viewer), s);
    snprintf(t->cell[r][ROLE], CELL, "%s", seen ? bang_screen_name(g, "role", seen) : "?");
    bang_msg note;
    if (bang_game_note(g, s, &note)) bang_render(g, &note, t->cell[r][NOTE], CELL);
    if (!t->cell[r][NOTE][0]) snprintf(t->cell[r][NOTE], CELL, "-");
    bool unused = false;
    marked_pile(v, g, "play", s, marked, t->cell[r][PLAY], t->short_cell[r][PLAY], &unused);
    marked_pile(v, g, "faceup", s, marked, t->cell[r][FACEUP], t->short_cell[r][FACEUP], &any_mark);
  }
  draw_table(v, t);
  free(t);
  char text[1024];
  bang_msg status;
  if (bang_game_note(g, 0, &status)) {
    bang_render(g, &status, text, sizeof text);
    bang_screen_text(v, text, "", "  ");
  }
  bang_seat_view seat = bang_seat_view_of(g, v->viewer);
  int deck = bang_seat_count(seat, "deck", 0);
  const bang_pile *discard = bang_seat_zone(seat, "discard", 0);
  char top[160] = "-";
  if (discard && discard->n) bang_screen_card(v, g, discard->ids[discard->n - 1], top, sizeof top);
  deck_line(text, sizeof text, deck, top);
  if (any_mark) {
    size_t used = strlen(text);
    /* TRANSLATORS: the legend of the star after a face-up card in the solo
       table: an option now plays it. */
    snprintf(text + used, sizeof text - used, "  %s", _("(*: can be played now)"));
  }
  bang_screen_text(v, text, "", "  ");
}

/* Whether the rules give notes (rules.note, about the table or a seat):
 * the solo table, which shows them. */
static bool has_notes(bang_game *g) {
  bang_msg note;
  for (int seat = 0; seat <= bang_game_players(g); seat++)
    if (bang_game_note(g, seat, &note)) return true;
  return false;
}

void bang_screen_table(bang_screen *v, bang_game *g) {
  const bang_variant *m = bang_game_manifest(g);
  if (m && m->hands) card_table(v, g);
  else if (has_notes(g)) solo_table(v, g);
  else counters_table(v, g);
}

/* ---- rules and log ------------------------------------------------------------ */

static bool quoted_before(bang_screen *v, const char *rule) {
  for (int i = 0; i < v->nquoted; i++)
    if (v->quoted[i] == rule || strcmp(v->quoted[i], rule) == 0) return true;
  if (v->nquoted < BANG_SCREEN_RULES) v->quoted[v->nquoted++] = rule;
  return false;
}

void bang_screen_quote(bang_screen *v, bang_game *g, const char *rule) {
  const char *text = bang_game_rule_text(g, rule);
  if (!text) return;
  char line[2048];
  snprintf(line, sizeof line, "[%s] %s", rule, bang_tr(text));
  bang_screen_text(v, line, "    ", "      ");
}

void bang_screen_rule(bang_screen *v, bang_game *g, const char *rule) {
  if (!rule || !bang_game_rule_text(g, rule)) return;
  if (!quoted_before(v, rule) || v->quote_always) {
    bang_screen_quote(v, g, rule);
    return;
  }
  fprintf(v->out, "    [%s]\n", rule);
}

void bang_screen_log(bang_screen *v, bang_game *g, size_t *next) {
  bang_screen_log_except(v, g, next, (size_t)-1);
}

void bang_screen_log_except(bang_screen *v, bang_game *g, size_t *next, size_t skip) {
  size_t size = bang_game_log_size(g);
  bang_seat_view seat = bang_seat_view_of(g, v->viewer);
  for (; *next < size; (*next)++) {
    if (!bang_seat_sees_log(seat, *next) || *next == skip) continue; /* told to another seat alone */
    const bang_msg *m = bang_game_log_entry(g, *next);
    char text[1024];
    bang_render(g, m, text, sizeof text);
    bang_screen_text(v, text, "  ", "    ");
    /* A run of lines under one rule cites it once, at its first line. */
    const bang_msg *before = *next ? bang_game_log_entry(g, *next - 1) : NULL;
    bool repeat = before && before->rule == m->rule; /* rule ids are interned */
    if (v->explain && !repeat) bang_screen_rule(v, g, m->rule);
  }
}

void bang_screen_narrate(FILE *out, bang_game *g, size_t *next, bool explain) {
  bang_screen v;
  bang_screen_init(&v, out, NULL);
  v.explain = explain;
  v.quote_always = true;
  bang_screen_log(&v, g, next);
}

/* ---- options ------------------------------------------------------------------ */

enum { MAX_OPTIONS = 256, SHORT_LIST = 6 };

typedef struct option_text {
  char label[512];   /* translated */
  char command[160]; /* in the player's language */
  char head[512];    /* the group's label, what varies shown as "…" */
  int number;        /* as shown (option_order.h) */
  bang_msg msg;      /* the label as a message */
  bool has_msg;
} option_text;

static void describe(bang_game *g, int i, option_text *o) {
  const char *english = bang_game_option_command(g, i);
  bang_command_display(g, english ? english : "", o->command, sizeof o->command);
  /* A character (a choice of character) is typed by its name. */
  if (english && bang_game_character_name(g, english))
    snprintf(o->command, sizeof o->command, "%s", bang_screen_character(g, english));
  bang_msg label;
  if (!bang_game_option_label(g, i, &label)) {
    snprintf(o->label, sizeof o->label, "%s", o->command);
    return;
  }
  bang_render(g, &label, o->label, sizeof o->label);
  o->msg = label;
  o->has_msg = true;
}

/* Whether two arguments say the same. */
static bool same_arg(const bang_arg *a, const bang_arg *b) {
  if (!b || a->kind != b->kind) return false;
  return a->kind == BANG_ARG_TEXT ? strcmp(a->text, b->text) == 0 : a->number == b->number;
}

/* A group's label: what is the same in every member is shown ("Play
 * Panic!: take …'s …"), what differs (players, cards aimed at, dice) is
 * "…". */
static void group_head(bang_game *g, option_text *o, const int *which, int n) {
  option_text *first = &o[which[0]];
  if (!first->has_msg) {
    snprintf(first->head, sizeof first->head, "%s", first->label);
    return;
  }
  bang_msg head = first->msg;
  for (int a = 0; a < head.nargs; a++) {
    bang_arg *arg = &head.args[a];
    bool same = true;
    for (int k = 1; k < n && same; k++)
      same = o[which[k]].has_msg && same_arg(arg, bang_msg_arg(&o[which[k]].msg, arg->key));
    if (same) continue;
    arg->kind = BANG_ARG_TEXT;
    snprintf(arg->text, sizeof arg->text, "\u2026");
  }
  bang_render(g, &head, first->head, sizeof first->head);
}

/* Whether two options (by their option_order.h keys) are shown in one
 * group: the same key, or on a squeezed screen the same verb and card. */
static bool same_group(const bang_screen *v, const char *a, const char *b) {
  if (strcmp(a, b) == 0) return true;
  if (v->squeeze < 3) return false;
  const char *verb_a = strchr(a, '|'), *verb_b = strchr(b, '|');
  if (!verb_a || !verb_b || strcmp(verb_a, verb_b) != 0) return false;
  const char *card = strrchr(verb_a, '|');
  return card && card[1]; /* "…|play|panic": a card played */
}

/* The head of a squeezed group of one card's options: the card's name. */
static void card_head(option_text *o, const int *which) {
  option_text *first = &o[which[0]];
  const bang_arg *card = first->has_msg ? bang_msg_arg(&first->msg, "card") : NULL;
  snprintf(first->head, sizeof first->head, "%s", card ? bang_tr(card->text) : first->label);
}

/* Words common to the start of two commands (a byte length at a space). */
static size_t common_words(const char *a, const char *b) {
  size_t k = 0, at_space = 0;
  while (a[k] && a[k] == b[k]) {
    k++;
    if (a[k] == ' ' && b[k] == ' ') at_space = k;
  }
  return at_space;
}

/* Single options: "N) label  command", labels and commands each in one
 * column; several columns for a long list when they fit. A label too long
 * for the line wraps in its column, and a command is never split. */
static void draw_singles(bang_screen *v, option_text *o, const int *which, int n, int total) {
  if (n == 0) return;
  int number_w = total >= 10 ? 2 : 1;
  int label_w = 0, command_w = 0, ambiguous = ambiguous_width(v);
  for (int k = 0; k < n; k++) {
    int lw = bang_text_width_as(o[which[k]].label, ambiguous);
    int cw = bang_text_width_as(o[which[k]].command, ambiguous);
    if (lw > label_w) label_w = lw;
    if (cw > command_w) command_w = cw;
  }
  int indent = 2, lead = indent + number_w + 2, cell_w = number_w + 2 + label_w + 2 + command_w;
  int cols = 1; /* a short list reads best down the page */
  while (n > SHORT_LIST && cols < n && indent + (cols + 1) * cell_w + cols * 3 <= v->width) cols++;
  if (indent + cell_w > v->width) { /* one option a line, the label wrapped in its column */
    int room = v->width - lead - 2 - command_w;
    for (int k = 0; k < n; k++) {
      char number[16], lines[WRAP_LINES][CELL];
      snprintf(number, sizeof number, "%*s%*d) ", indent, "", number_w, o[which[k]].number);
      if (room < MIN_WRAP) { /* the command on a line of its own, under the label */
        char text[800];
        snprintf(text, sizeof text, "%s%s", number, o[which[k]].label);
        bang_screen_text(v, text, "", "      ");
        fprintf(v->out, "%*s%s\n", lead + 2, "", o[which[k]].command);
        continue;
      }
      int count = wrap_lines(o[which[k]].label, room, lines, WRAP_LINES);
      for (int l = 0; l < count; l++) {
        char line[1024] = "";
        snprintf(line, sizeof line, "%s", l ? "" : number);
        append_at(v, line, sizeof line, lead, lines[l]);
        if (l == 0) append_at(v, line, sizeof line, lead + room + 2, o[which[k]].command);
        put_line(v->out, line);
      }
    }
    return;
  }
  int rows = (n + cols - 1) / cols;
  for (int r = 0; r < rows; r++) {
    char line[4096] = "";
    for (int c = 0; c < cols; c++) {
      int k = r * cols + c; /* across, then down: the reading order */
      if (k >= n) break;
      int at = indent + c * (cell_w + 3);
      char number[16];
      snprintf(number, sizeof number, "%*d) ", number_w, o[which[k]].number);
      append_at(v, line, sizeof line, at, number);
      size_t used = strlen(line);
      snprintf(line + used, sizeof line - used, "%s", o[which[k]].label);
      append_at(v, line, sizeof line, at + number_w + 2 + label_w + 2, o[which[k]].command);
    }
    put_line(v->out, line);
  }
}

/* A group: "label with … (command …): 3) bob  4) cy", wrapped between
 * options, never inside one. */
static void draw_group(bang_screen *v, option_text *o, const int *which, int n) {
  size_t prefix = strlen(o[which[0]].command);
  for (int k = 1; k < n; k++) {
    size_t c = common_words(o[which[0]].command, o[which[k]].command);
    if (c < prefix) prefix = c;
  }
  char text[4096];
  char start[200], command[300];
  snprintf(start, sizeof start, "%.*s", (int)prefix, o[which[0]].command);
  no_break(start, command, sizeof command);
  /* TRANSLATORS: a group of options: what they do, with "…" for what differs
     (a player, dice), and the start of their command; the options follow. */
  snprintf(text, sizeof text, _("%s (%s \u2026):"), o[which[0]].head, command);
  /* The "…" stays with the command's start. */
  char *at = strstr(text, command);
  if (at && strncmp(at + strlen(command), " \u2026", 4) == 0) {
    at += strlen(command);
    memmove(at + NBSP_LEN, at + 1, strlen(at + 1) + 1);
    memcpy(at, NBSP, NBSP_LEN);
  }
  for (int k = 0; k < n; k++) {
    const char *rest = o[which[k]].command + prefix;
    while (*rest == ' ') rest++;
    char member[300];
    no_break(*rest ? rest : o[which[k]].label, member, sizeof member);
    size_t used = strlen(text);
    /* After a full-width colon (Chinese) no space is needed. */
    snprintf(text + used, sizeof text - used, "%s%d)%s%s", k ? "  " : bang_text_gap_after(text),
             o[which[k]].number, NBSP, member);
  }
  bang_screen_text(v, text, "  ", "      ");
}

/* A reroll question: one line saying which dice may be rerolled and how
 * (commands.c reads typed numbers as dice), instead of every subset. */
static void draw_reroll(bang_screen *v, bang_game *g, const bang_decision *d) {
  char dice[64] = "", example[32] = "", stop[BANG_COMMAND_LEN] = "";
  int rerollable[16], count = 0;
  for (int i = 0; i < d->options; i++) {
    const char *cmd = bang_game_option_command(g, i);
    int die;
    char rest;
    if (cmd && sscanf(cmd, "reroll %d%c", &die, &rest) == 1 && count < 16) rerollable[count++] = die;
  }
  for (int k = 0; k < count; k++) {
    size_t used = strlen(dice);
    snprintf(dice + used, sizeof dice - used, "%s%d", k ? " " : "", rerollable[k]);
  }
  if (count >= 2) snprintf(example, sizeof example, "%d %d", rerollable[1], rerollable[count - 1]);
  else if (count == 1) snprintf(example, sizeof example, "%d", rerollable[0]);
  bang_command_display(g, "stop", stop, sizeof stop);
  char text[512];
  /* TRANSLATORS: at a reroll question, under the prompt. %1$s: the numbers
     of the dice that may be rerolled ("1 2 4 5"), %2$s: an example ("2 5"),
     %3$s: the command word that keeps the dice (command "stop"). */
  snprintf(text, sizeof text, _("Type the dice to reroll, any of %1$s, e.g. %2$s; or %3$s to keep them."), dice,
           example, stop);
  bang_screen_text(v, text, "  ", "  ");
}

void bang_screen_decision(bang_screen *v, bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) return;
  char text[1024], line[1200];
  bang_render(g, &d->prompt, text, sizeof text);
  snprintf(line, sizeof line, _("%s: %s"), bang_game_player(g, d->player)->name, text);
  bang_screen_text(v, line, "", "  ");
  if (d->kind && strcmp(d->kind, "reroll") == 0) {
    draw_reroll(v, g, d);
    return;
  }
  int n = d->options < MAX_OPTIONS ? d->options : MAX_OPTIONS;
  option_text *o = calloc((size_t)n, sizeof *o);
  int *order = calloc((size_t)n, sizeof *order), *single = calloc((size_t)n, sizeof *single);
  char(*key)[600] = calloc((size_t)n, sizeof *key);
  if (!o || !order || !single || !key) {
    free(o);
    free(order);
    free(single);
    free(key);
    return;
  }
  n = bang_option_order(g, order, n);
  for (int i = 0; i < n; i++) {
    describe(g, i, &o[i]);
    bang_option_key(g, i, key[i], sizeof key[i]);
  }
  for (int k = 0; k < n; k++) o[order[k]].number = k + 1;
  /* In the order shown: runs of single options, and groups. A squeezed
   * screen takes the groups of one card together ("Panic! (play panic …):
   * 5) cy hand … 9) cy schofield"): the same numbers, fewer lines. */
  int singles = 0;
  for (int k = 0; k < n;) {
    int members = 1;
    while (k + members < n && same_group(v, key[order[k]], key[order[k + members]])) members++;
    if (members == 1) {
      single[singles++] = order[k++];
      continue;
    }
    draw_singles(v, o, single, singles, n);
    singles = 0;
    if (strcmp(key[order[k]], key[order[k + members - 1]]) != 0) card_head(o, order + k);
    else group_head(g, o, order + k, members);
    draw_group(v, o, order + k, members);
    k += members;
  }
  draw_singles(v, o, single, singles, n);
  /* Options that are characters (a choice of character): their abilities. */
  for (int k = 0; k < n; k++) {
    const char *id = bang_game_option_command(g, order[k]);
    const char *ability = id ? bang_game_character_ability(g, id) : NULL;
    if (!ability) continue;
    char about[1200];
    int life = bang_game_character_life(g, id);
    if (life > 0)
      /* TRANSLATORS: a character offered in a choice: name, life points, ability. */
      snprintf(about, sizeof about, bang_trn("%s, %d life point: %s", "%s, %d life points: %s", life),
               bang_screen_character(g, id), life, bang_tr(ability));
    else
      snprintf(about, sizeof about, _("%s: %s"), bang_screen_character(g, id), bang_tr(ability));
    bang_screen_text(v, about, "    ", "      ");
  }
  free(key);
  free(single);
  free(order);
  free(o);
}

void bang_screen_turn(bang_screen *v, bang_game *g) {
  FILE *real = v->out;
  int last = v->height > 0 ? 4 : 0;
  for (v->squeeze = 0; v->squeeze <= last; v->squeeze++) {
    char *buffer = NULL;
    size_t size = 0;
    FILE *f = v->squeeze < last ? open_memstream(&buffer, &size) : NULL;
    v->out = f ? f : real;
    if (v->squeeze == 0) fputc('\n', v->out);
    bang_screen_table(v, g);
    bang_screen_decision(v, g);
    v->out = real;
    if (!f) break; /* drawn as it is */
    fclose(f);
    int lines = 0;
    for (size_t i = 0; i < size; i++) lines += buffer[i] == '\n';
    bool fits = v->height <= 0 || lines + 1 <= v->height; /* and the prompt */
    if (fits) fputs(buffer, real);
    free(buffer);
    if (fits) break;
  }
  v->squeeze = 0;
}

void bang_screen_result(bang_screen *v, bang_game *g) {
  const bang_msg *result = bang_game_result(g);
  if (!result) return;
  char text[1024];
  bang_render(g, result, text, sizeof text);
  char banner[1200];
  snprintf(banner, sizeof banner, "%s*** %s ***%s", on(v, BANG_STYLE_TITLE), text, off(v));
  fputc('\n', v->out);
  bang_screen_text(v, banner, "", "    ");
  table *t = calloc(1, sizeof *t); /* large */
  if (!t) return;
  int n = bang_game_players(g);
  /* A game without roles or characters (a mod's) has no such column. */
  bool roles = false, characters = false;
  for (int s = 1; s <= n; s++) {
    roles |= bang_game_player(g, s)->role[0] != '\0';
    characters |= bang_game_player(g, s)->character[0] != '\0';
  }
  int role_col = roles ? 1 : -1, char_col = characters ? 1 + roles : -1;
  int result_col = 1 + roles + characters;
  t->cols = result_col + 1;
  t->rows = n;
  t->wrap_col = -1;
  char player[128];
  snprintf(player, sizeof player, "  %s", _("Player"));
  t->head[0] = player;
  if (roles) t->head[role_col] = _("Role");
  if (characters) t->head[char_col] = _("Character");
  t->head[result_col] = _("Result");
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    snprintf(t->cell[s - 1][0], CELL, "  %s", p->name);
    if (roles) snprintf(t->cell[s - 1][role_col], CELL, "%s", bang_screen_name(g, "role", p->role));
    if (characters)
      snprintf(t->cell[s - 1][char_col], CELL, "%s", p->character[0] ? bang_screen_character(g, p->character) : "-");
    snprintf(t->cell[s - 1][result_col], CELL, "%s", p->won ? _("won") : _("lost"));
  }
  draw_table(v, t);
  free(t);
}
