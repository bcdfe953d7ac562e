/*
 * screen.c: text drawing for the terminal front ends.
 */
#include "screen.h"

#include <string.h>

#include "cards.h"

#include "i18n.h"
#include "render.h"
#include "textwidth.h"

const char *bang_screen_name(bang_game *g, const char *category, const char *id) {
  const char *msgid = bang_game_name_of(g, category, id);
  return msgid ? bang_tr(msgid) : id;
}

static const char *character_name(bang_game *g, const char *id) {
  const char *msgid = bang_game_character_name(g, id);
  return msgid ? bang_tr(msgid) : id;
}

static const char *suit_symbol(char suit) {
  switch (suit) {
    case 'S': return "\u2660";
    case 'H': return "\u2665";
    case 'D': return "\u2666";
    default: return "\u2663";
  }
}

void bang_screen_card(bang_game *g, int id, char *out, size_t cap) {
  const bang_card *c = bang_game_card(g, id);
  if (!c) {
    snprintf(out, cap, "?");
    return;
  }
  static const char *const faces[] = {"J", "Q", "K", "A"};
  char value[16];
  if (c->value > 10) snprintf(value, sizeof value, "%s", faces[c->value - 11]);
  else snprintf(value, sizeof value, "%d", c->value);
  const char *name = bang_game_card_name(g, c->type);
  snprintf(out, cap, "%s %s%s", name ? bang_tr(name) : c->type, value, suit_symbol(c->suit));
}

/* The names of a pile's cards, comma-separated. */
static void pile_text(bang_game *g, const bang_pile *pile, char *out, size_t cap) {
  out[0] = '\0';
  for (int i = 0; pile && i < pile->n; i++) {
    char card[160];
    bang_screen_card(g, pile->ids[i], card, sizeof card);
    size_t used = strlen(out);
    snprintf(out + used, cap - used, "%s%s", i ? _(", ") : "", card);
  }
  if (!out[0]) snprintf(out, cap, "-");
}

/* The card game's table, as seen from the viewer's seat. */
static void card_table(FILE *out, bang_game *g, int viewer) {
  int n = bang_game_players(g);
  int active = bang_game_active(g);
  enum { COLS = 7 };
  const char *head[COLS] = {_("Player"), _("Character"), _("Life"), _("Hand"),
                            _("Distance"), _("Role"), _("In play")};
  int width[COLS];
  for (int c = 0; c < COLS; c++) width[c] = bang_text_width(head[c]);
  static char cells[BANG_MAX_PLAYERS][COLS][512];
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    char *row[COLS];
    for (int c = 0; c < COLS; c++) row[c] = cells[s - 1][c];
    snprintf(row[0], 512, "%s%s", s == active ? "> " : "  ", p->name);
    snprintf(row[1], 512, "%s", character_name(g, p->character));
    if (p->alive) snprintf(row[2], 512, "%d/%d", p->life, p->max_life);
    else snprintf(row[2], 512, "%s", _("out"));
    const bang_pile *hand = bang_game_zone(g, "hand", s);
    snprintf(row[3], 512, "%d", hand ? hand->n : 0);
    bool reach = false;
    int d = viewer && s != viewer ? bang_game_view_distance(g, viewer, s, &reach) : -1;
    if (d >= 0) snprintf(row[4], 512, "%d%s", d, reach ? _(" (in range)") : "");
    else snprintf(row[4], 512, "-");
    if (p->role_revealed || s == viewer)
      snprintf(row[5], 512, "%s%s", bang_screen_name(g, "role", p->role),
               (!p->role_revealed && s == viewer) ? _(" (secret)") : "");
    else
      snprintf(row[5], 512, "?");
    pile_text(g, bang_game_zone(g, "play", s), row[6], 512);
    for (int c = 0; c < COLS; c++) {
      int w = bang_text_width(row[c]);
      if (w > width[c]) width[c] = w;
    }
  }
  char line[4096] = "";
  bang_append_padded(line, sizeof line, "  ", 2);
  for (int c = 0; c < COLS; c++) bang_append_padded(line, sizeof line, head[c], width[c] + 2);
  fprintf(out, "%s\n", line);
  for (int s = 1; s <= n; s++) {
    line[0] = '\0';
    for (int c = 0; c < COLS; c++)
      bang_append_padded(line, sizeof line, cells[s - 1][c], width[c] + (c == 0 ? 4 : 2));
    fprintf(out, "%s\n", line);
  }
  const bang_pile *deck = bang_game_zone(g, "deck", 0);
  const bang_pile *discard = bang_game_zone(g, "discard", 0);
  char top[160] = "-";
  if (discard && discard->n) bang_screen_card(g, discard->ids[discard->n - 1], top, sizeof top);
  fprintf(out, _("Deck: %d cards. Discard pile: %s"), deck ? deck->n : 0, top);
  fputc('\n', out);
  if (viewer) {
    const bang_player *me = bang_game_player(g, viewer);
    const char *ability = bang_game_character_ability(g, me->character);
    /* TRANSLATORS: a label and its text, e.g. a character and their ability. */
    if (ability) fprintf(out, _("%s: %s"), character_name(g, me->character), bang_tr(ability));
    if (ability) fputc('\n', out);
    const bang_pile *hand = bang_game_zone(g, "hand", viewer);
    fprintf(out, "%s", _("Your hand:"));
    for (int i = 0; hand && i < hand->n; i++) {
      char card[160];
      bang_screen_card(g, hand->ids[i], card, sizeof card);
      fprintf(out, "%s%s", i ? _(", ") : " ", card);
    }
    fputc('\n', out);
  }
}

void bang_screen_table(FILE *out, bang_game *g, int viewer) {
  if (strcmp(bang_game_variant(g), "card") == 0) {
    card_table(out, g, viewer);
    return;
  }
  int n = bang_game_players(g);
  int active = bang_game_active(g);
  /* Column widths from the widest cell, so any language lines up. */
  const char *head[5] = {_("Player"), _("Character"), _("Life"), _("Arrows"), _("Role")};
  int width[5];
  for (int c = 0; c < 5; c++) width[c] = bang_text_width(head[c]);
  char cells[BANG_MAX_PLAYERS][5][160];
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    char *row[5] = {cells[s - 1][0], cells[s - 1][1], cells[s - 1][2], cells[s - 1][3],
                    cells[s - 1][4]};
    snprintf(row[0], 160, "%s%s", s == active ? "> " : "  ", p->name);
    snprintf(row[1], 160, "%s", character_name(g, p->character));
    if (p->alive)
      snprintf(row[2], 160, "%d/%d", p->life, p->max_life);
    else
      snprintf(row[2], 160, "%s", _("out"));
    snprintf(row[3], 160, "%d", p->arrows);
    if (p->role_revealed || s == viewer)
      snprintf(row[4], 160, "%s%s", bang_screen_name(g, "role", p->role),
               (!p->role_revealed && s == viewer) ? _(" (secret)") : "");
    else
      snprintf(row[4], 160, "?");
    for (int c = 0; c < 5; c++) {
      int w = bang_text_width(row[c]);
      if (w > width[c]) width[c] = w;
    }
  }
  char line[1024];
  line[0] = '\0';
  bang_append_padded(line, sizeof line, "  ", 2);
  for (int c = 0; c < 5; c++) bang_append_padded(line, sizeof line, head[c], width[c] + 2);
  fprintf(out, "%s\n", line);
  for (int s = 1; s <= n; s++) {
    line[0] = '\0';
    for (int c = 0; c < 5; c++)
      bang_append_padded(line, sizeof line, cells[s - 1][c], width[c] + (c == 0 ? 4 : 2));
    fprintf(out, "%s\n", line);
  }
  fprintf(out, _("Arrows in the pile: %d"), bang_game_pile(g));
  fputc('\n', out);
  int dice = bang_game_dice(g);
  int rolled = 0;
  for (int i = 1; i <= dice; i++) rolled |= bang_game_die(g, i)->face != NULL;
  if (rolled) {
    fprintf(out, "%s", _("Dice:"));
    for (int i = 1; i <= dice; i++) {
      const bang_die *d = bang_game_die(g, i);
      fprintf(out, "  %d:%s%s", i, d->face ? bang_screen_name(g, "face", d->face) : "-",
              d->locked ? _("(locked)") : "");
    }
    fputc('\n', out);
  }
}

void bang_screen_msg(FILE *out, bang_game *g, const bang_msg *m, bool explain) {
  char text[1024];
  bang_render(g, m, text, sizeof text);
  fprintf(out, "%s\n", text);
  if (explain && m->rule) {
    const char *why = bang_game_rule_text(g, m->rule);
    if (why) fprintf(out, "    [%s] %s\n", m->rule, bang_tr(why));
  }
}

void bang_screen_log(FILE *out, bang_game *g, size_t *next, bool explain) {
  size_t size = bang_game_log_size(g);
  for (; *next < size; (*next)++) {
    const bang_msg *m = bang_game_log_entry(g, *next);
    /* A run of lines under one rule is explained once, at its first line. */
    const bang_msg *before = *next ? bang_game_log_entry(g, *next - 1) : NULL;
    bool repeat = before && before->rule == m->rule; /* rule ids are interned */
    fputs("  ", out);
    bang_screen_msg(out, g, m, explain && !repeat);
  }
}

enum { LONG_LIST = 10, COLUMNS = 3 };

void bang_screen_decision(FILE *out, bang_game *g) {
  const bang_decision *d = bang_game_decision(g);
  if (!d) return;
  char text[1024];
  bang_render(g, &d->prompt, text, sizeof text);
  fprintf(out, _("%s: %s"), bang_game_player(g, d->player)->name, text);
  fputc('\n', out);
  if (d->options <= LONG_LIST) {
    for (int i = 0; i < d->options; i++) {
      bang_msg label;
      if (!bang_game_option_label(g, i, &label)) continue;
      bang_render(g, &label, text, sizeof text);
      char line[1400] = "";
      bang_append_padded(line, sizeof line, text, 30);
      fprintf(out, "  %2d) %s %s\n", i + 1, line, bang_game_option_command(g, i));
    }
    return;
  }
  /* Many options (every set of dice to reroll): commands in columns. */
  int rows = (d->options + COLUMNS - 1) / COLUMNS;
  for (int r = 0; r < rows; r++) {
    char line[1400] = "";
    for (int c = 0; c < COLUMNS; c++) {
      int i = c * rows + r;
      if (i >= d->options) break;
      char cell[128];
      snprintf(cell, sizeof cell, "%2d) %s", i + 1, bang_game_option_command(g, i));
      bang_append_padded(line, sizeof line, cell, 24);
    }
    fprintf(out, "  %s\n", line);
  }
  bang_msg first;
  if (bang_game_option_label(g, 0, &first)) {
    bang_render(g, &first, text, sizeof text);
    fprintf(out, _("(1 = %s; type the number, or the command such as %s)"), text,
            bang_game_option_command(g, d->options - 1));
    fputc('\n', out);
  }
}

void bang_screen_result(FILE *out, bang_game *g) {
  const bang_msg *result = bang_game_result(g);
  if (!result) return;
  char text[1024];
  bang_render(g, result, text, sizeof text);
  fprintf(out, "\n*** %s ***\n", text);
  int n = bang_game_players(g);
  for (int s = 1; s <= n; s++) {
    const bang_player *p = bang_game_player(g, s);
    char line[512] = "";
    bang_append_padded(line, sizeof line, p->name, 8);
    bang_append_padded(line, sizeof line, bang_screen_name(g, "role", p->role), 14);
    bang_append_padded(line, sizeof line, character_name(g, p->character), 20);
    fprintf(out, "  %s%s\n", line, p->won ? _("won") : _("lost"));
  }
}
