/*
 * screen.c: text drawing for the terminal front ends.
 */
#include "screen.h"

#include <string.h>

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

void bang_screen_table(FILE *out, bang_game *g, int viewer) {
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
  fprintf(out, "%s: %s\n", bang_game_player(g, d->player)->name, text);
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
