/*
 * reading.c: the `look`, `card`, `rules`, `hand` and `log` commands of the
 * terminal game. Names are matched like commands (commands.h): without
 * regard to case, translated or English, by any unambiguous start.
 */
#include "reading.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cards.h"
#include "cli.h"
#include "commands.h"
#include "i18n.h"
#include "variants.h"
#include "render.h"
#include "textwidth.h"

enum { TEXT = 2048, MAX_TYPES = 64 };

/* A game where each player holds a hand (its manifest's components.hands). */
static bool is_card_game(bang_game *g) {
  const bang_variant *m = bang_game_manifest(g);
  return m && m->hands;
}
/* A game with cards but no hands: the solo game's face-up cards. */
static bool is_faceup_game(bang_game *g) { return !is_card_game(g) && bang_game_card_total(g) > 0; }

/* The names a lookup could mean, when it could mean several. */
typedef struct matches {
  int count;
  char list[512];
} matches;

static void add_match(matches *m, const char *name) {
  size_t used = strlen(m->list);
  snprintf(m->list + used, sizeof m->list - used, "%s%s", m->count ? _(", ") : "", name);
  m->count++;
}

/* "b could be: bob, bill." */
static void say_ambiguous(bang_screen *v, const char *what, const matches *m) {
  char text[1024];
  snprintf(text, sizeof text, _("%s could be: %s."), what, m->list);
  bang_screen_text(v, text, "", "  ");
}

/* The seat whose name is what (or starts so, if only one does), or 0. */
static int seat_named(bang_game *g, const char *what, matches *m) {
  int found = 0;
  for (int s = 1; s <= bang_game_players(g); s++) {
    const char *name = bang_game_player(g, s)->name;
    if (bang_command_same(name, what)) return s;
    if (bang_command_matches(g, what, name)) {
      found = s;
      add_match(m, name);
    }
  }
  return m->count == 1 ? found : 0;
}

/* The distinct card types of this game, in deck order. */
static int card_types(bang_game *g, const char **types, int max) {
  int n = 0, total = bang_game_card_total(g);
  for (int id = 0; id < total; id++) {
    const bang_card *c = bang_game_card(g, id);
    if (!c) continue;
    bool seen = false;
    for (int k = 0; k < n && !seen; k++) seen = types[k] == c->type || strcmp(types[k], c->type) == 0;
    if (!seen && n < max) types[n++] = c->type;
  }
  return n;
}

static const char *card_title(bang_game *g, const char *type) {
  const char *name = bang_game_card_name(g, type);
  return name ? bang_tr(name) : type;
}

/* The card type what names: exactly, else the only one it starts. */
static const char *card_named(bang_game *g, const char *what, matches *m) {
  const char *types[MAX_TYPES];
  int n = card_types(g, types, MAX_TYPES);
  const char *found = NULL;
  for (int k = 0; k < n; k++) {
    if (bang_command_same(types[k], what) || bang_command_same(card_title(g, types[k]), what))
      return types[k];
    if (bang_command_matches(g, what, types[k])) {
      found = types[k];
      add_match(m, card_title(g, types[k]));
    }
  }
  return m->count == 1 ? found : NULL;
}

/* The characters one may ask about: at the table, and those offered in a
 * choice of character; or those the caller knows are at the table (known
 * not NULL: g is not the table's game). */
static int known_characters(bang_game *g, const bang_read_known *known, const char **ids, int max) {
  int n = 0;
  if (known) {
    for (int k = 0; k < known->n && n < max; k++)
      if (known->characters[k] && known->characters[k][0]) ids[n++] = known->characters[k];
    return n;
  }
  for (int s = 1; s <= bang_game_players(g) && n < max; s++)
    if (bang_game_player(g, s)->character[0]) ids[n++] = bang_game_player(g, s)->character;
  const bang_decision *d = bang_game_decision(g);
  for (int i = 0; d && i < d->options && n < max; i++) {
    const char *id = bang_game_option_command(g, i);
    if (id && bang_game_character_name(g, id)) ids[n++] = id;
  }
  return n;
}

/* The character what names (exactly, or the only one it starts), or NULL. */
static const char *character_named(bang_game *g, const bang_read_known *known, const char *what,
                                   matches *m) {
  const char *ids[2 * BANG_MAX_PLAYERS + 8];
  int n = known_characters(g, known, ids, (int)(sizeof ids / sizeof ids[0]));
  const char *found = NULL;
  for (int k = 0; k < n; k++) {
    const char *name = bang_screen_character(g, ids[k]);
    if (bang_command_same(ids[k], what) || bang_command_same(name, what)) return ids[k];
    if (bang_command_matches(g, what, ids[k]) || bang_command_matches(g, what, name)) {
      found = ids[k];
      add_match(m, name);
    }
  }
  return m->count == 1 ? found : NULL;
}

void bang_read_card_line(bang_screen *v, bang_game *g, const char *shown, const char *type) {
  char text[TEXT];
  const char *effect = type ? bang_game_card_text(g, type) : NULL;
  snprintf(text, sizeof text, _("%s: %s"), shown, effect ? bang_tr(effect) : "");
  bang_screen_text(v, text, "    ", "      ");
}

static void card_text_line(bang_screen *v, bang_game *g, int id) {
  const bang_card *c = bang_game_card(g, id);
  char card[200];
  bang_screen_card(v, g, id, card, sizeof card);
  bang_read_card_line(v, g, card, c ? c->type : NULL);
}

static void player_up_close(bang_screen *v, bang_game *g, int s) {
  const bang_player *p = bang_game_player(g, s);
  char text[TEXT];
  const char *seen = bang_seat_role(bang_seat_view_of(g, v->viewer), s);
  /* TRANSLATORS: the role of a player whose role card is still face down. */
  const char *role = seen ? bang_screen_name(g, "role", seen) : bang_tr(NC_("role", "unknown"));
  bang_msg note;
  char about[512];
  if (!p->character[0] && is_faceup_game(g) && bang_game_note(g, s, &note)) {
    /* Solo: an Outlaw still in the deck, as the rules' note says. */
    bang_render(g, &note, about, sizeof about);
    snprintf(text, sizeof text, _("%s: %s"), p->name, about);
  } else if (!p->character[0] && p->max_life) {
    /* A game without characters (a mod's): life, and the manifest's counters below. */
    if (p->alive) snprintf(text, sizeof text, _("%s: life %d of %d."), p->name, p->life, p->max_life);
    else snprintf(text, sizeof text, _("%s: out of the game."), p->name);
  } else if (!p->character[0]) {
    snprintf(text, sizeof text, _("%s is choosing a character (role: %s)."), p->name, role);
    bang_render_space_name(text, p->name);
  } else if (!p->alive)
    snprintf(text, sizeof text, _("%s: %s, out of the game (%s)."), p->name,
             bang_screen_character(g, p->character), role);
  else if (is_card_game(g)) {
    int hand = bang_seat_count(bang_seat_view_of(g, v->viewer), "hand", s);
    if (hand < 0) hand = 0;
    snprintf(text, sizeof text,
             bang_trn("%s: %s, life %d of %d, %d card in hand, role: %s.",
                      "%s: %s, life %d of %d, %d cards in hand, role: %s.", (unsigned long)hand),
             p->name, bang_screen_character(g, p->character), p->life, p->max_life, hand, role);
  } else if (is_faceup_game(g)) {
    snprintf(text, sizeof text, _("%s: %s, life %d of %d, role: %s."), p->name,
             bang_screen_character(g, p->character), p->life, p->max_life, role);
  } else {
    int held = bang_game_counter(g, s, "arrows"); /* the dice game's counter */
    if (held < 0) held = 0;
    snprintf(text, sizeof text,
             bang_trn("%s: %s, life %d of %d, %d arrow, role: %s.",
                      "%s: %s, life %d of %d, %d arrows, role: %s.", (unsigned long)held),
             p->name, bang_screen_character(g, p->character), p->life, p->max_life, held, role);
  }
  bang_screen_text(v, text, "", "  ");
  const bang_variant *m = bang_game_manifest(g);
  for (int c = 0; m && !p->character[0] && p->max_life && c < m->ncounters; c++) {
    char count[24];
    int n = bang_game_counter(g, s, m->counters[c].id); /* -1: not set yet, 0 as at the table */
    snprintf(count, sizeof count, "%d", n < 0 ? 0 : n);
    snprintf(text, sizeof text, _("%s: %s"), bang_tr(m->counters[c].title), count);
    bang_screen_text(v, text, "    ", "    ");
  }
  const char *ability = p->character[0] ? bang_game_character_ability(g, p->character) : NULL;
  if (ability) bang_screen_text(v, bang_tr(ability), "    ", "    ");
  if (!is_card_game(g) && !is_faceup_game(g)) return;
  const bang_pile *play = bang_seat_zone(bang_seat_view_of(g, v->viewer), "play", s);
  if (play && play->n > 0) {
    fprintf(v->out, "  %s\n", _("In play:"));
    for (int i = 0; i < play->n; i++) card_text_line(v, g, play->ids[i]);
  }
  const bang_pile *faceup = bang_seat_zone(bang_seat_view_of(g, v->viewer), "faceup", s);
  if (faceup && faceup->n > 0) {
    fprintf(v->out, "  %s\n", _("Face-up:"));
    for (int i = 0; i < faceup->n; i++) card_text_line(v, g, faceup->ids[i]);
  }
}

void bang_read_look(bang_screen *v, bang_game *g, const char *who) {
  if (!*who) {
    bang_screen_table(v, g);
    return;
  }
  if (bang_command_same(who, "all") || bang_command_same(who, bang_tr(NC_("command", "all")))) {
    for (int s = 1; s <= bang_game_players(g); s++) player_up_close(v, g, s);
    return;
  }
  matches m = {0, ""};
  int s = seat_named(g, who, &m);
  if (!s) {
    char text[1024];
    if (m.count > 1) say_ambiguous(v, who, &m);
    else {
      snprintf(text, sizeof text, _("There is no player called %s."), who);
      bang_screen_text(v, text, "", "  ");
    }
    return;
  }
  player_up_close(v, g, s);
}

static bool show_character(bang_screen *v, bang_game *g, const bang_read_known *known, const char *what,
                           matches *m) {
  const char *id = character_named(g, known, what, m);
  if (!id) return false;
  const char *ability = bang_game_character_ability(g, id);
  char text[TEXT];
  snprintf(text, sizeof text, _("%s: %s"), bang_screen_character(g, id), ability ? bang_tr(ability) : "");
  bang_screen_text(v, text, "", "  ");
  return true;
}

void bang_read_card(bang_screen *v, bang_game *g, const char *what) { bang_read_card_known(v, g, what, NULL); }

void bang_read_card_known(bang_screen *v, bang_game *g, const char *what, const bang_read_known *known) {
  char text[TEXT];
  if (!*what) {
    const char *types[MAX_TYPES];
    int n = card_types(g, types, MAX_TYPES);
    if (n) {
      const char *label = _("The cards:");
      snprintf(text, sizeof text, "%s", label);
      for (int k = 0; k < n; k++) {
        size_t used = strlen(text);
        char both[256];
        snprintf(both, sizeof both, _("%s (%s)"), card_title(g, types[k]), types[k]);
        snprintf(text + used, sizeof text - used, "%s%s", k ? _(", ") : bang_text_gap_after(label), both);
      }
      bang_screen_text(v, text, "", "  ");
      bang_screen_text(v, _("Type card and a card's name to read it, e.g. card jail."), "", "");
      return;
    }
    /* No cards (the dice game): the characters at the table. */
    const char *ids[2 * BANG_MAX_PLAYERS + 8];
    int c = known_characters(g, known, ids, (int)(sizeof ids / sizeof ids[0]));
    for (int k = 0; k < c; k++) {
      matches m = {0, ""};
      show_character(v, g, known, ids[k], &m);
    }
    return;
  }
  matches cards = {0, ""}, characters = {0, ""};
  const char *type = card_named(g, what, &cards);
  if (!type) {
    if (show_character(v, g, known, what, &characters)) return;
    if (cards.count + characters.count > 1) {
      matches both = cards;
      if (characters.count) add_match(&both, characters.list);
      both.count = cards.count + characters.count;
      say_ambiguous(v, what, &both);
      return;
    }
    snprintf(text, sizeof text, _("There is no card or character called %s here."), what);
    bang_screen_text(v, text, "", "  ");
    return;
  }
  int copies = 0, total = bang_game_card_total(g);
  for (int id = 0; id < total; id++) {
    const bang_card *c = bang_game_card(g, id);
    if (c && strcmp(c->type, type) == 0) copies++;
  }
  const char *border = bang_game_card_border(g, type);
  const char *kind = border && strcmp(border, "blue") == 0
                         ? _("blue border: it stays in play in front of its owner")
                         : _("brown border: played, then discarded");
  snprintf(text, sizeof text, bang_trn("%s (%s), %d copy in the deck.", "%s (%s), %d copies in the deck.",
                                       (unsigned long)copies),
           card_title(g, type), kind, copies);
  bang_screen_text(v, text, "", "  ");
  const char *effect = bang_game_card_text(g, type);
  if (effect) bang_screen_text(v, bang_tr(effect), "    ", "    ");
}

/* A rule id to show as an example: the manifest's rules.example, else the
 * first of the rulebook. */
static const char *rule_example(bang_game *g, char *out, size_t cap) {
  const bang_variant *m = bang_game_manifest(g);
  const char *first[1];
  snprintf(out, cap, "%s",
           m && m->example_rule[0]                    ? m->example_rule
           : bang_game_rule_ids(g, first, 1) == 1 ? first[0]
                                                  : "C-20");
  return out;
}

/* The rules a player most needs at the table: the manifest's rules.key (a
 * game without them: the first of its rulebook), then every rule the mods'
 * cards and characters brought. */
static void key_rules(bang_screen *v, bang_game *g) {
  const bang_variant *m = bang_game_manifest(g);
  const char *ids[BANG_VARIANT_KEYS + 16];
  int n = 0;
  bool named = m && m->nrules > 0;
  if (named) {
    for (n = 0; n < m->nrules; n++) ids[n] = m->key_rules[n];
  } else {
    n = bang_game_rule_ids(g, ids, 15);
  }
  ids[n] = NULL;
  for (int i = 0; ids[i]; i++) bang_screen_quote(v, g, ids[i]);
  if (named) {
    const char *every[256];
    int count = bang_game_rule_ids(g, every, 256);
    for (int i = 0; i < count; i++)
      if (bang_game_rule_added(g, every[i])) bang_screen_quote(v, g, every[i]);
  }
  char text[512], example[BANG_VARIANT_WORD];
  snprintf(text, sizeof text, _("Type rules and a rule id or a card's name for more, e.g. rules %s."),
           rule_example(g, example, sizeof example));
  bang_screen_text(v, text, "", "  ");
}

/* Whether text mentions word (ASCII case ignored). */
static bool mentions(const char *text, const char *word) {
  size_t n = strlen(word);
  if (n == 0) return false;
  for (const char *p = text; *p; p++)
    if (strncasecmp(p, word, n) == 0) return true;
  return false;
}

bool bang_read_rules(bang_screen *v, bang_game *g, const char *what) {
  return bang_read_rules_known(v, g, what, NULL);
}

bool bang_read_rules_known(bang_screen *v, bang_game *g, const char *what, const bang_read_known *known) {
  if (!*what) {
    key_rules(v, g);
    return true;
  }
  const char *ids[256];
  int n = bang_game_rule_ids(g, ids, 256);
  char text[TEXT];
  /* A rule id, or the start of some ("C-1" lists C-1, C-10...C-19). */
  matches m = {0, ""};
  const char *only = NULL;
  for (int i = 0; i < n; i++) {
    if (bang_command_same(ids[i], what)) {
      bang_screen_quote(v, g, ids[i]);
      return true;
    }
    if (strncasecmp(ids[i], what, strlen(what)) == 0) {
      only = ids[i];
      if (strlen(m.list) + strlen(ids[i]) + 8 < sizeof m.list) add_match(&m, ids[i]);
    }
  }
  if (m.count == 1) {
    bang_screen_quote(v, g, only);
    return true;
  }
  if (m.count > 1) {
    say_ambiguous(v, what, &m);
    return true;
  }
  /* A card or character: the rules whose English text names it. */
  matches cards = {0, ""}, characters = {0, ""};
  const char *type = card_named(g, what, &cards);
  const char *name = type ? bang_game_card_name(g, type) : NULL;
  const char *character = type ? NULL : character_named(g, known, what, &characters);
  if (character) name = bang_game_character_name(g, character);
  int shown = 0;
  for (int i = 0; name && i < n; i++) {
    const char *rule = bang_game_rule_text(g, ids[i]);
    if (rule && mentions(rule, name)) {
      bang_screen_quote(v, g, ids[i]);
      shown++;
    }
  }
  if (shown) return true;
  char example[BANG_VARIANT_WORD];
  snprintf(text, sizeof text, _("No rule is called %s. Rule ids look like %s."), what,
           rule_example(g, example, sizeof example));
  bang_screen_text(v, text, "", "  ");
  return false;
}

void bang_read_hand(bang_screen *v, bang_game *g) {
  if (!is_card_game(g) || !v->viewer) {
    fprintf(v->out, "%s\n", _("This game has no cards in hand."));
    return;
  }
  const bang_pile *hand = bang_seat_zone(bang_seat_view_of(g, v->viewer), "hand", v->viewer);
  fprintf(v->out, "%s\n", _("Your hand:"));
  for (int i = 0; hand && i < hand->n; i++) card_text_line(v, g, hand->ids[i]);
  if (!hand || hand->n == 0) fprintf(v->out, "    -\n");
}

/* A screenful at 24 lines, with room for the prompt and a wrapped line or two. */
enum { LOG_LINES = 15 };

bool bang_read_log_from(bang_screen *v, const char *lines, size_t size, size_t *from) {
  long want = LOG_LINES;
  if (lines && lines[0]) {
    char *end;
    want = strtol(lines, &end, 10);
    if (end == lines || *end || want < 1) {
      char text[512];
      /* TRANSLATORS: %1$s is the log command word, e.g. "log takes a number of lines, for example: log 30." */
      snprintf(text, sizeof text, _("%1$s takes a number of lines, for example: %1$s 30."),
               bang_command_meta_word(BANG_META_LOG));
      bang_screen_text(v, text, "", "  ");
      return false;
    }
  }
  if (size == 0) {
    fprintf(v->out, "%s\n", _("Nothing has happened yet."));
    return false;
  }
  *from = (unsigned long)want < size ? size - (size_t)want : 0;
  fprintf(v->out, bang_trn("The last line of the log:", "The last %zu lines of the log:", size - *from),
          size - *from);
  fputc('\n', v->out);
  return true;
}

void bang_read_log(bang_screen *v, bang_game *g, const char *lines) {
  size_t from;
  if (bang_read_log_from(v, lines, bang_game_log_size(g), &from)) bang_screen_log(v, g, &from);
}

void bang_read_help(bang_screen *v, unsigned hidden) {
  bang_screen_text(v, _("Type the number of an option, or its command as shown after its label "
                        "(a card's name is one word, in lower case with _ between its words; "
                        "accents may be left out); the start of each word is enough, and Tab "
                        "completes it."),
                   "", "");
  fprintf(v->out, "%s\n", _("Other commands:"));
  static const struct {
    enum bang_meta meta;
    const char *args, *what;
  } lines[] = {
      /* TRANSLATORS: what the look command takes, shown after the command word. */
      {BANG_META_LOOK, N_("[PLAYER|all]"), N_("the table, or a player up close with their cards")},
      {BANG_META_CARD, N_("NAME"), N_("what a card or a character does")},
      {BANG_META_HAND, "", N_("your cards and what each one does")},
      /* TRANSLATORS: what the log command takes, shown after the command word. */
      {BANG_META_LOG, N_("[N]"), N_("the last lines of what happened (default 15)")},
      {BANG_META_RULES, N_("[ID|CARD]"), N_("the rules, e.g. rules C-20")},
      {BANG_META_EXPLAIN, "", N_("cite the rule of every step, or stop")},
      {BANG_META_AUTO, "", N_("play the cards that have a single way to be played, until a choice")},
      {BANG_META_HINT, "", N_("what the computer player would do, and why")},
      /* TRANSLATORS: what the save command takes, shown after the command word. */
      {BANG_META_SAVE, N_("[FILE]"), N_("save the game (FILE.lua: as a scenario file)")},
      {BANG_META_UNDO, "", N_("take back your last decision")},
      /* TRANSLATORS: what the pace command takes, shown after the command word. */
      {BANG_META_PACE, N_("[MS]"), N_("the pause after each computer player's move, in milliseconds")},
      {BANG_META_HELP, "", N_("this text")},
      {BANG_META_QUIT, "", N_("leave the game")},
  };
  enum { LINES = sizeof lines / sizeof lines[0] };
  char head[LINES][128];
  bool shown[LINES];
  int column = 0; /* as wide as the widest command with its arguments */
  for (size_t i = 0; i < LINES; i++) {
    shown[i] = !(hidden & 1u << lines[i].meta);
    snprintf(head[i], sizeof head[i], "%s%s%s", bang_command_meta_word(lines[i].meta),
             *lines[i].args ? " " : "", *lines[i].args ? _(lines[i].args) : "");
    if (shown[i] && bang_text_width(head[i]) > column) column = bang_text_width(head[i]);
  }
  char hang[64];
  snprintf(hang, sizeof hang, "%*s", column + 4 < 40 ? column + 4 : 6, "");
  for (size_t i = 0; i < LINES; i++) {
    if (!shown[i]) continue;
    char text[1024], padded[600] = "";
    bang_text_pad(padded, sizeof padded, head[i], column);
    snprintf(text, sizeof text, "%s  %s", padded, _(lines[i].what));
    bang_screen_text(v, text, "  ", hang);
  }
}

bool bang_read_command(bang_screen *v, bang_game *g, enum bang_meta meta, const char *rest) {
  switch (meta) {
    case BANG_META_LOOK:
      bang_read_look(v, g, rest);
      if (!rest[0]) bang_screen_decision(v, g);
      return true;
    case BANG_META_CARD: bang_read_card(v, g, rest); return true;
    case BANG_META_RULES: bang_read_rules(v, g, rest); return true;
    case BANG_META_HAND: bang_read_hand(v, g); return true;
    case BANG_META_LOG: bang_read_log(v, g, rest); return true;
    default: return false;
  }
}
