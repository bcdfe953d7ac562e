/*
 * commands.c: command words in the player's language, abbreviations,
 * "did you mean" and Tab completion, on top of the rules' English commands
 * (bang_game_match_command stays the one judge of what an option is).
 */
#define _XOPEN_SOURCE 700 /* strdup, wcwidth */
#include "commands.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "cards.h"
#include "i18n.h"
#include "option_order.h"
#include "textwidth.h"
#include "variants.h"

/* The verbs the stock rules start their commands with; a mod's new verb
 * is shown and accepted in English, or in the player's language when the
 * game's manifest lists it (`verbs`) and the mod's catalog translates it. */
static const struct word {
  const char *english, *msgid;
} verbs[] = {
    /* TRANSLATORS: command words typed at the prompt (one word, lower case,
       easy to type); English works too. Keep them distinct from each other. */
    {"play", NC_("command", "play")},
    {"hit", NC_("command", "hit")},
    {"take", NC_("command", "take")},
    {"end", NC_("command", "end")},
    {"draw", NC_("command", "draw")},
    {"discard", NC_("command", "discard")},
    {"skip", NC_("command", "skip")},
    {"top", NC_("command", "top")},
    {"pick", NC_("command", "pick")},
    {"keep", NC_("command", "keep")},
    {"back", NC_("command", "back")},
    {"ability", NC_("command", "ability")},
    {"stop", NC_("command", "stop")},
    {"reroll", NC_("command", "reroll")},
    {"shoot", NC_("command", "shoot")},
    {"beer", NC_("command", "beer")},
    {"heal", NC_("command", "heal")},
    {"double", NC_("command", "double")},
    {"die", NC_("command", "die")},
    {"take_arrow", NC_("command", "take_arrow")},
    {"return_arrow", NC_("command", "return_arrow")},
    {"discard_arrow", NC_("command", "discard_arrow")},
    {"lose_life", NC_("command", "lose_life")},
};

static const struct meta_word {
  enum bang_meta meta;
  const char *english, *msgid;
} metas[] = {
    {BANG_META_HELP, "help", NC_("command", "help")},
    {BANG_META_LOOK, "look", NC_("command", "look")},
    {BANG_META_CARD, "card", NC_("command", "card")},
    {BANG_META_RULES, "rules", NC_("command", "rules")},
    {BANG_META_HAND, "hand", NC_("command", "hand")},
    {BANG_META_LOG, "log", NC_("command", "log")},
    {BANG_META_EXPLAIN, "explain", NC_("command", "explain")},
    {BANG_META_AUTO, "auto", NC_("command", "auto")},
    {BANG_META_HINT, "hint", NC_("command", "hint")},
    {BANG_META_SAVE, "save", NC_("command", "save")},
    {BANG_META_UNDO, "undo", NC_("command", "undo")},
    {BANG_META_PACE, "pace", NC_("command", "pace")},
    {BANG_META_QUIT, "quit", NC_("command", "quit")},
};

/* The words the stock rules use in commands for places, not cards nor
 * players ("play panic bob hand", Jesse Jones's "draw deck"). */
static const struct word places[] = {
    {"hand", NC_("command", "hand")},
    /* TRANSLATORS: command words naming a pile, typed after a verb (Jesse
       Jones and Pedro Ramirez: "draw deck", "draw discard"); one word,
       lower case. */
    {"deck", NC_("pile", "deck")},
    {"discard", NC_("pile", "discard")},
};

enum {
  NVERBS = sizeof verbs / sizeof verbs[0],
  NMETAS = sizeof metas / sizeof metas[0],
  NPLACES = sizeof places / sizeof places[0]
};
enum { LINE = 512, MAX_WORDS = 16 };

/* The base letter of an accented Latin letter (so that "mao" finds "mão"
 * and "prisao" finds "Prisão"), else c. */
static wchar_t base_letter(wchar_t c) {
  static const char latin1[] = /* U+00C0 to U+00FF */
      "AAAAAAACEEEEIIIIDNOOOOO*OUUUUYTs"
      "aaaaaaaceeeeiiiidnooooo/ouuuuyty";
  if (c >= 0xC0 && c <= 0xFF && latin1[c - 0xC0] != '*' && latin1[c - 0xC0] != '/')
    return (wchar_t)latin1[c - 0xC0];
  return c;
}

/* Lower case (any script), without accents, and with only letters and
 * digits if bare. */
static void fold(const char *in, char *out, size_t cap, bool bare) {
  if (cap == 0) return;
  wchar_t wide[LINE];
  size_t n = mbstowcs(wide, in, LINE - 1);
  if (n == (size_t)-1) { /* not UTF-8: bytes, ASCII-folded */
    size_t i = 0;
    for (; in[i] && i + 1 < cap; i++) out[i] = (char)tolower((unsigned char)in[i]);
    out[i] = '\0';
    return;
  }
  wide[n] = L'\0';
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (bare && !iswalnum(wide[i])) continue;
    wide[k++] = base_letter((wchar_t)towlower((wint_t)wide[i]));
  }
  wide[k] = L'\0';
  size_t bytes = wcstombs(out, wide, cap - 1); /* stops before a character that does not fit */
  out[bytes == (size_t)-1 ? 0 : bytes] = '\0';
}

/* What an input method types, as the commands are written: the ideographic
 * space (U+3000) and the no-break space (U+00A0: the screen keeps a
 * command's words together with it) as a space, full-width digits and letters as ASCII, and no
 * control characters. */
static void normalize_input(const char *in, char *out, size_t cap) {
  size_t used = 0;
  while (*in && used + 1 < cap) {
    const unsigned char *u = (const unsigned char *)in;
    if (u[0] == 0xE3 && u[1] == 0x80 && u[2] == 0x80) { /* U+3000 */
      out[used++] = ' ';
      in += 3;
    } else if (u[0] == 0xC2 && u[1] == 0xA0) { /* a no-break space, copied from the screen */
      out[used++] = ' ';
      in += 2;
    } else if (u[0] == 0xEF && u[1] == 0xBC && u[2] >= 0x90 && u[2] <= 0xBF) { /* U+FF10-FF3F */
      out[used++] = (char)(u[2] - 0x90 + '0');
      in += 3;
    } else if (u[0] == 0xEF && u[1] == 0xBD && u[2] >= 0x81 && u[2] <= 0x9A) { /* U+FF41-FF5A */
      out[used++] = (char)(u[2] - 0x81 + 'a');
      in += 3;
    } else if (u[0] < 0x20 || u[0] == 0x7F) {
      if (u[0] == '\t') out[used++] = ' ';
      in++;
    } else {
      out[used++] = *in++;
    }
  }
  out[used] = '\0';
}

int bang_command_same(const char *a, const char *b) {
  char fa[LINE], fb[LINE];
  fold(a, fa, sizeof fa, false);
  fold(b, fb, sizeof fb, false);
  return strcmp(fa, fb) == 0;
}

static bool same(const char *word, const char *typed) { return bang_command_same(word, typed); }

/* Whether typed is a start of word, ignoring case. */
static bool starts(const char *word, const char *typed) {
  char fw[LINE], ft[LINE];
  fold(word, fw, sizeof fw, false);
  fold(typed, ft, sizeof ft, false);
  return ft[0] && strncmp(fw, ft, strlen(ft)) == 0;
}

/* The message id of a verb (into buf): the stock table's, or "command" +
 * the word for one the game's manifest lists (`verbs`: a mod's game, its
 * catalog translating it under the context "command", and only its: the
 * id carries the mod's tag as the manifest's NC_ wrote it); NULL if
 * english is neither. */
static const char *verb_msgid(bang_game *g, const char *english, char *buf, size_t cap) {
  for (int i = 0; i < NVERBS; i++)
    if (strcmp(verbs[i].english, english) == 0) return verbs[i].msgid;
  const bang_variant *m = g ? bang_game_manifest(g) : NULL;
  if (!m || !bang_variant_has(m->verbs, m->nverbs, english)) return NULL;
  snprintf(buf, cap, "%scommand\004%s", m->verb_tag, english); /* as NC_("command", english) */
  return buf;
}

/* The verb english as the player types it (into out). */
static const char *verb_word(bang_game *g, const char *english, char *out, size_t cap) {
  char buf[BANG_VARIANT_TAG + BANG_COMMAND_LEN + 16];
  const char *msgid = verb_msgid(g, english, buf, sizeof buf);
  snprintf(out, cap, "%s", msgid ? bang_tr(msgid) : english);
  return out;
}

/*
 * A card's or character's name as one word to type: lower case, its
 * letters as the manual writes them (accents kept; typing may leave them
 * out), "_" for the spaces and dots between words ("punto_de_mira",
 * "rev_carabine", as the English ids), the middle dot of a Chinese name
 * kept ("凯特·巴洛"), other signs left out ("BANG!" is "bang").
 */
static void typeable(const char *name, char *out, size_t cap) {
  wchar_t wide[LINE], word[LINE];
  size_t n = mbstowcs(wide, name, LINE - 1), k = 0;
  if (n == (size_t)-1 || cap == 0) {
    snprintf(out, cap, "%s", name);
    return;
  }
  wchar_t pending = 0; /* the separator owed before the next letter */
  for (size_t i = 0; i < n; i++) {
    wchar_t c = wide[i];
    if (iswalnum((wint_t)c)) {
      if (pending && k) word[k++] = pending;
      pending = 0;
      word[k++] = (wchar_t)towlower((wint_t)c);
    } else if (c == 0xB7 || c == 0x30FB) {
      pending = 0xB7;
    } else if ((iswspace((wint_t)c) || c == L'.' || c == L'-' || c == L'_') && pending != 0xB7) {
      pending = L'_';
    }
  }
  word[k] = L'\0';
  size_t bytes = wcstombs(out, word, cap - 1);
  out[bytes == (size_t)-1 ? 0 : bytes] = '\0';
}

/* A name in the player's language as a word to type, or the rules' id
 * when the name reads the same as in English (so English is unchanged). */
static bool name_word(const char *name, const char *id, char *out, size_t cap) {
  if (!name) return false;
  const char *shown = bang_tr(name);
  if (strcmp(shown, bang_msg_english(name)) == 0) snprintf(out, cap, "%s", id); /* untranslated */
  else typeable(shown, out, cap);
  return true;
}

/* "beer_10h", a card told apart by its value and suit (Kit Carlson's two
 * Stagecoaches, Lucky Duke's draw!), as "birra_10♥". */
static bool notation_word(bang_game *g, const char *word, char *out, size_t cap) {
  const char *cut = strrchr(word, '_');
  if (!cut || cut == word) return false;
  char type[BANG_COMMAND_LEN], value[8];
  snprintf(type, sizeof type, "%.*s", (int)(cut - word), word);
  size_t len = strlen(cut + 1);
  if (len < 2 || len > 3) return false;
  snprintf(value, sizeof value, "%.*s", (int)(len - 1), cut + 1);
  static const char suits[] = "shdc";
  static const char *const marks[] = {"\u2660", "\u2665", "\u2666", "\u2663"};
  const char *suit = strchr(suits, tolower((unsigned char)cut[len]));
  for (char *v = value; *v; v++) {
    if (!isalnum((unsigned char)*v)) return false;
    *v = (char)toupper((unsigned char)*v);
  }
  char name[BANG_COMMAND_LEN * 2];
  if (!suit || !*suit || !name_word(g ? bang_game_card_name(g, type) : NULL, type, name, sizeof name))
    return false;
  if (strcmp(name, type) == 0) return false; /* untranslated: as the rules write it */
  return snprintf(out, cap, "%s_%s%s", name, value, marks[suit - suits]) < (int)cap;
}

/* One word of a command after its verb, as the player reads it: a place,
 * a card or a character in their language; anything else (a player, a
 * die's number) as it is. Without a game only the places are known. */
static void argument_word(bang_game *g, const char *word, char *out, size_t cap) {
  for (int i = 0; i < NPLACES; i++)
    if (strcmp(places[i].english, word) == 0) {
      snprintf(out, cap, "%s", bang_tr(places[i].msgid));
      return;
    }
  if (g && (name_word(bang_game_card_name(g, word), word, out, cap) ||
            name_word(bang_game_character_name(g, word), word, out, cap) ||
            notation_word(g, word, out, cap)))
    return;
  snprintf(out, cap, "%s", word);
}

static bool is_verb(bang_game *g, const char *english) {
  char buf[BANG_VARIANT_TAG + BANG_COMMAND_LEN + 16];
  return verb_msgid(g, english, buf, sizeof buf) != NULL;
}

void bang_command_display(bang_game *g, const char *english, char *out, size_t cap) {
  if (cap == 0) return;
  out[0] = '\0';
  size_t used = 0;
  for (const char *p = english; *p;) {
    size_t n = strcspn(p, " ");
    char word[BANG_COMMAND_LEN], shown[BANG_COMMAND_LEN * 2];
    snprintf(word, sizeof word, "%.*s", (int)n, p);
    if (p == english && is_verb(g, word)) verb_word(g, word, shown, sizeof shown);
    else argument_word(g, word, shown, sizeof shown);
    int wrote = snprintf(out + used, cap - used, "%s%s", p == english ? "" : " ", shown);
    if (wrote < 0 || (size_t)wrote >= cap - used) { /* keep whole words only */
      out[used] = '\0';
      return;
    }
    used += (size_t)wrote;
    p += n;
    p += strspn(p, " ");
  }
}

void bang_command_ambiguous(bang_game *g, const bang_typed *t, char *out, size_t cap) {
  const char *head = _("That could be several options:");
  snprintf(out, cap, "%s%s", head, bang_text_gap_after(head)); /* no gap after "：" */
  for (int k = 0; k < t->ncandidates; k++) {
    char shown[BANG_COMMAND_LEN * 2];
    bang_command_display(g, bang_game_option_command(g, t->candidates[k]), shown, sizeof shown);
    size_t used = strlen(out);
    /* ", " as the catalog joins lists ("、" in Chinese) */
    snprintf(out + used, cap - used, "%s%d) %s", k ? _(", ") : "", bang_option_number(g, t->candidates[k]), shown);
  }
}

void bang_command_localize_examples(bang_game *g, bang_msg *why) {
  for (int a = 0; a < why->nargs; a++) {
    bang_arg *arg = &why->args[a];
    if (arg->kind != BANG_ARG_TEXT || (strcmp(arg->key, "example") && strcmp(arg->key, "commands")))
      continue;
    char shown[BANG_MSG_TEXT] = "", english[BANG_MSG_TEXT];
    snprintf(english, sizeof english, "%s", arg->text);
    char *save = NULL;
    for (char *cmd = strtok_r(english, "\n", &save); cmd; cmd = strtok_r(NULL, "\n", &save)) {
      char one[BANG_MSG_TEXT];
      bang_command_display(g, cmd, one, sizeof one);
      size_t used = strlen(shown), len = strlen(one);
      if (used + len + 2 > sizeof shown) break; /* keep whole commands only */
      if (used) shown[used++] = '\n';
      memcpy(shown + used, one, len + 1);
    }
    memcpy(arg->text, shown, strlen(shown) + 1); /* both BANG_MSG_TEXT long */
  }
}

const char *bang_command_meta_word(enum bang_meta meta) {
  for (int i = 0; i < NMETAS; i++)
    if (metas[i].meta == meta) return bang_tr(metas[i].msgid);
  return "";
}

/* Copy text to out, cut at a character boundary if it does not fit. */
enum bang_meta bang_command_meta_of(const char *word, bool prefix) {
  if (strcmp(word, "?") == 0) return BANG_META_HELP;
  enum bang_meta found = BANG_META_NONE;
  int count = 0;
  for (int i = 0; i < NMETAS; i++) {
    if (same(metas[i].english, word) || same(bang_tr(metas[i].msgid), word)) return metas[i].meta;
    if (prefix && (starts(metas[i].english, word) || starts(bang_tr(metas[i].msgid), word)) &&
        found != metas[i].meta) {
      found = metas[i].meta;
      count++;
    }
  }
  return count == 1 ? found : BANG_META_NONE;
}

static void fit_words(const char *text, char *out, size_t cap) {
  size_t n = strlen(text);
  if (n >= cap) {
    n = cap - 1;
    while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--;
  }
  memcpy(out, text, n);
  out[n] = '\0';
}

static int split(char *line, char **words, int max) {
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(line, " \t\r\n", &save); w && n < max; w = strtok_r(NULL, " \t\r\n", &save))
    words[n++] = w;
  return n;
}

/* The first word of option i's command, in English. */
static void option_verb(bang_game *g, int i, char *out, size_t cap) {
  const char *cmd = bang_game_option_command(g, i);
  cmd = cmd ? cmd : "";
  snprintf(out, cap, "%.*s", (int)strcspn(cmd, " "), cmd);
}

/*
 * What a typed first word stands for: a meta command (*meta set) or a
 * verb (its English form in verb). Exact words first (English or
 * translated), then a prefix that only one word has. 0 if neither.
 */
static int resolve_first(bang_game *g, const char *typed, enum bang_meta *meta, char *verb,
                         size_t cap) {
  if (strcmp(typed, "?") == 0) {
    *meta = BANG_META_HELP;
    return 1;
  }
  const bang_decision *d = bang_game_decision(g);
  int options = d ? d->options : 0;
  for (int pass = 0; pass < 2; pass++) {
    enum bang_meta found_meta = BANG_META_NONE;
    char found_verb[BANG_COMMAND_LEN] = "";
    int found = 0;
    bool (*test)(const char *, const char *) = pass == 0 ? same : starts;
    for (int i = 0; i < NMETAS; i++) {
      if (test(metas[i].english, typed) || test(bang_tr(metas[i].msgid), typed)) {
        if (found_meta != metas[i].meta) found++;
        found_meta = metas[i].meta;
      }
    }
    for (int i = 0; i < options; i++) {
      char english[BANG_COMMAND_LEN];
      option_verb(g, i, english, sizeof english);
      if (strcmp(english, found_verb) == 0) continue;
      char word[BANG_COMMAND_LEN * 2];
      if (test(english, typed) || test(verb_word(g, english, word, sizeof word), typed)) {
        found++;
        snprintf(found_verb, sizeof found_verb, "%s", english);
        found_meta = BANG_META_NONE;
      }
    }
    if (found == 1) {
      *meta = found_meta;
      snprintf(verb, cap, "%s", found_verb);
      return 1;
    }
    if (found > 1) return 0;
  }
  return 0;
}

/* Whether a typed word names the command word expected: as typed, a start
 * of it, or a start of the card's translated or English name. */
/* Whether typed is a start of the translated or English name of the card
 * type expected, or of the name it is also known by (letters and digits
 * only: "bang" for "BANG!"). */
static bool names_card(bang_game *g, const char *typed, const char *expected) {
  if (!g) return false; /* no game, no cards (a network client's before its table's variant) */
  const char *name = bang_game_card_name(g, expected);
  if (!name) name = bang_game_character_name(g, expected);
  if (!name) return false;
  char want[LINE], have[LINE];
  fold(typed, want, sizeof want, true);
  if (!want[0]) return false;
  const char *forms[3] = {bang_tr(name), bang_msg_english(name), bang_game_card_also_named(g, expected)};
  for (int k = 0; k < 3 && forms[k]; k++) {
    fold(forms[k], have, sizeof have, true);
    if (strncmp(have, want, strlen(want)) == 0) return true;
  }
  return false;
}

bool bang_command_matches(bang_game *g, const char *typed, const char *expected) {
  if (starts(expected, typed) || names_card(g, typed, expected)) return true;
  char shown[BANG_COMMAND_LEN * 2];
  argument_word(g, expected, shown, sizeof shown);
  return starts(shown, typed);
}

/* Whether the typed words (verb already in English) fit option i's
 * command word for word; with partial, only the first n words must. */
static bool option_fits(bang_game *g, int i, char **words, int n, bool partial) {
  char cmd[LINE];
  const char *command = bang_game_option_command(g, i);
  snprintf(cmd, sizeof cmd, "%s", command ? command : "");
  char *have[MAX_WORDS];
  int m = split(cmd, have, MAX_WORDS);
  if (partial ? m < n : m != n) return false;
  /* The first word is a verb already in English, or a card ("barrel"). */
  if (n == 0 || !(bang_command_same(have[0], words[0]) || names_card(g, words[0], have[0])))
    return false;
  for (int k = 1; k < n; k++)
    if (!bang_command_matches(g, words[k], have[k])) return false;
  return true;
}

/* Edit distance between two texts, counted in characters. */
static int distance(const char *a, const char *b) {
  wchar_t wa[64], wb[64];
  size_t la = mbstowcs(wa, a, 63), lb = mbstowcs(wb, b, 63);
  if (la == (size_t)-1 || lb == (size_t)-1 || la > 60 || lb > 60) return 99;
  int row[61];
  for (size_t j = 0; j <= lb; j++) row[j] = (int)j;
  for (size_t i = 1; i <= la; i++) {
    int diagonal = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= lb; j++) {
      int up = row[j];
      int best = diagonal + (wa[i - 1] != wb[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diagonal = up;
    }
  }
  return row[lb];
}

/* The first n words of command. */
static void first_words(const char *command, int n, char *out, size_t cap) {
  const char *end = command;
  for (int k = 0; k < n && *end; k++) {
    end += strspn(end, " ");
    end += strcspn(end, " ");
  }
  snprintf(out, cap, "%.*s", (int)(end - command), command);
}

static const char *card_named(bang_game *g, const char *word);

/* The English verb a typed word is, exactly, in English or translated
 * (any verb of the rules, legal now or not), or NULL. */
static const char *known_verb(bang_game *g, const char *word) {
  for (int i = 0; i < NVERBS; i++)
    if (same(verbs[i].english, word) || same(bang_tr(verbs[i].msgid), word)) return verbs[i].english;
  const bang_variant *m = bang_game_manifest(g);
  for (int i = 0; m && i < m->nverbs; i++) {
    char shown[BANG_COMMAND_LEN * 2];
    if (same(m->verbs[i], word) || same(verb_word(g, m->verbs[i], shown, sizeof shown), word))
      return m->verbs[i];
  }
  return NULL;
}

/* Whether option i's command keeps the words typed that were no typo: the
 * verb, if the first word is one, and any card named (in the player's
 * language or English) at the same place. */
static bool keeps_known_words(bang_game *g, int i, char **words, int n, const char *verb) {
  if (!verb) return true;
  char cmd[LINE];
  const char *command = bang_game_option_command(g, i);
  snprintf(cmd, sizeof cmd, "%s", command ? command : "");
  char *have[MAX_WORDS];
  int m = split(cmd, have, MAX_WORDS);
  if (m == 0 || strcmp(have[0], verb) != 0) return false;
  for (int k = 1; k < n && k < m; k++) {
    const char *card = bang_game_card_name(g, words[k]) ? words[k] : card_named(g, words[k]);
    if (card && !same(card, have[k])) return false;
  }
  return true;
}

/* The option (or its start) or command word closest to what was typed,
 * if close. A typo is corrected; a command typed right but not allowed
 * now is not turned into another one: when the first word is a verb, only
 * options with that verb (and the cards typed) are suggested, never a
 * reading command that merely looks like it ("end" is not "hand"). */
static void suggest(bang_game *g, const char *typed, char *out, size_t cap) {
  char want[LINE];
  fold(typed, want, sizeof want, false);
  int words = 0;
  for (const char *p = typed; *p; p++)
    if (*p != ' ' && (p == typed || p[-1] == ' ')) words++;
  char split_copy[LINE];
  snprintf(split_copy, sizeof split_copy, "%s", typed);
  char *typed_words[MAX_WORDS];
  int ntyped = split(split_copy, typed_words, MAX_WORDS);
  const char *verb = ntyped ? known_verb(g, typed_words[0]) : NULL;
  int best = 99;
  out[0] = '\0';
  const bang_decision *d = bang_game_decision(g);
  for (int i = 0; d && i < d->options; i++) {
    const char *english = bang_game_option_command(g, i);
    if (!english || !keeps_known_words(g, i, typed_words, ntyped, verb)) continue;
    /* The command, and its first words as many as were typed. */
    char shown[BANG_COMMAND_LEN * 2], folded[LINE], start[BANG_COMMAND_LEN * 2],
        english_start[BANG_COMMAND_LEN * 2];
    bang_command_display(g, english, shown, sizeof shown);
    first_words(shown, words, start, sizeof start);
    first_words(english, words, english_start, sizeof english_start);
    const char *forms[4] = {english, shown, english_start, start};
    for (int k = 0; k < 4; k++) {
      fold(forms[k], folded, sizeof folded, false);
      int dist = distance(want, folded);
      if (dist < best) {
        best = dist;
        snprintf(out, cap, "%s", k < 2 ? shown : start);
      }
    }
  }
  for (int i = 0; !verb && i < NMETAS; i++) {
    const char *forms[2] = {metas[i].english, bang_tr(metas[i].msgid)};
    for (int k = 0; k < 2; k++) {
      char folded[LINE];
      fold(forms[k], folded, sizeof folded, false);
      int dist = distance(want, folded);
      if (dist < best) {
        best = dist;
        snprintf(out, cap, "%s", bang_tr(metas[i].msgid));
      }
    }
  }
  int len = (int)mbstowcs(NULL, want, 0);
  if (best > 2 && best * 4 > len) out[0] = '\0';
  if (len <= 2 && best > 1) out[0] = '\0'; /* "x" is close to every short word */
}

/* Options whose command fits the typed words (all of them, or with words
 * missing at the end if partial), as candidates. */
static void collect(bang_game *g, char **words, int n, bool partial, bang_typed *out) {
  const bang_decision *d = bang_game_decision(g);
  out->ncandidates = 0;
  for (int i = 0; d && i < d->options; i++) {
    if (!option_fits(g, i, words, n, partial)) continue;
    if (out->ncandidates < BANG_MAX_CANDIDATES) out->candidates[out->ncandidates] = i;
    out->ncandidates++;
  }
}

/* The option whose command is a character named by the whole typed text
 * (a choice of character: "Paul Regret", "paul", "保罗"), or -1. */
static int character_option(bang_game *g, const char *typed) {
  char want[LINE], have[LINE];
  fold(typed, want, sizeof want, true);
  const bang_decision *d = bang_game_decision(g);
  int found = -1, count = 0;
  for (int i = 0; want[0] && d && i < d->options; i++) {
    const char *id = bang_game_option_command(g, i);
    const char *name = id ? bang_game_character_name(g, id) : NULL;
    if (!name) continue;
    const char *forms[3] = {bang_tr(name), bang_msg_english(name), id};
    for (int k = 0; k < 3; k++) {
      fold(forms[k], have, sizeof have, true);
      if (strncmp(have, want, strlen(want)) == 0) {
        found = i;
        count++;
        break;
      }
    }
  }
  return count == 1 ? found : -1;
}

/* The card type whose translated (or English) name the whole word is, in
 * letters and digits ("cerveza", "prisao" for Prisão), or NULL: so that the
 * rules judge "play cerveza" as "play beer" and refuse it, if they do, for
 * a reason about the Beer rather than about an unknown word. */
static const char *card_named(bang_game *g, const char *word) {
  char want[LINE], have[LINE];
  for (int i = 0; i < NPLACES; i++) /* "mano": the hand */
    if (same(bang_tr(places[i].msgid), word)) return places[i].english;
  fold(word, want, sizeof want, true);
  if (!want[0]) return NULL;
  /* The whole name; else the start of only one card's name, of two
   * characters or more ("凯特" for 凯特·巴洛), so that a refusal is about
   * that card, not about an unknown word. */
  const char *start = NULL;
  bool several = mbstowcs(NULL, want, 0) < 2;
  int total = bang_game_card_total(g);
  for (int id = 0; id < total; id++) {
    const bang_card *c = bang_game_card(g, id);
    const char *name = c ? bang_game_card_name(g, c->type) : NULL;
    if (!name || strcmp(c->type, word) == 0) continue;
    const char *forms[3] = {bang_tr(name), bang_msg_english(name), bang_game_card_also_named(g, c->type)};
    for (int k = 0; k < 3 && forms[k]; k++) {
      fold(forms[k], have, sizeof have, true);
      if (strcmp(have, want) == 0) return c->type;
      if (strncmp(have, want, strlen(want)) == 0) {
        several |= start && strcmp(start, c->type) != 0;
        start = c->type;
      }
    }
  }
  return several ? NULL : start;
}

/* At a reroll question the numbers typed are dice ("3" rerolls die 3, "3 4 5"
 * those three), never option numbers: the subsets of the dice are too many
 * to list, and a die's number is what the player reads on the table. */
static bool numbers_are_dice(bang_game *g, char **words, int n) {
  const bang_decision *d = bang_game_decision(g);
  if (!d || !d->kind || strcmp(d->kind, "reroll") != 0) return false;
  for (int k = 0; k < n; k++)
    for (const char *c = words[k]; *c; c++)
      if (!isdigit((unsigned char)*c)) return false;
  return true;
}

void bang_command_resolve(bang_game *g, char *typed, bang_typed *out) {
  memset(out, 0, sizeof *out);
  char original[LINE];
  normalize_input(typed, original, sizeof original);
  snprintf(typed, strlen(typed) + 1, "%s", original); /* never longer */
  char *words[MAX_WORDS];
  int n = split(typed, words, MAX_WORDS);
  if (n == 0) {
    out->kind = BANG_TYPED_EMPTY;
    return;
  }
  if (numbers_are_dice(g, words, n)) {
    char english[LINE] = "reroll";
    for (int k = 0; k < n; k++) {
      size_t used = strlen(english);
      snprintf(english + used, sizeof english - used, " %s", words[k]);
    }
    out->option = bang_game_match_command(g, english, &out->why);
    out->kind = out->option >= 0 ? BANG_TYPED_OPTION : BANG_TYPED_REFUSED;
    if (out->option < 0) out->option = 0;
    return;
  }
  /* An option's number is as shown: in reading order (option_order.h). */
  if (n == 1 && strspn(words[0], "0123456789") == strlen(words[0]) && strlen(words[0]) < 6) {
    int option = bang_option_shown(g, atoi(words[0]));
    char number[16];
    snprintf(number, sizeof number, "%d", option >= 0 ? option + 1 : atoi(words[0]));
    out->option = bang_game_match_command(g, number, &out->why);
    out->kind = out->option >= 0 ? BANG_TYPED_OPTION : BANG_TYPED_REFUSED;
    if (out->option < 0) out->option = 0;
    return;
  }
  enum bang_meta meta = BANG_META_NONE;
  char verb[BANG_COMMAND_LEN] = "";
  if (resolve_first(g, words[0], &meta, verb, sizeof verb)) {
    if (meta != BANG_META_NONE) {
      out->kind = BANG_TYPED_META;
      out->meta = meta;
      if (n > 1) fit_words(original + (words[1] - typed), out->rest, sizeof out->rest);
      return;
    }
    words[0] = verb;
  }
  char english[LINE] = "";
  for (int k = 0; k < n; k++) {
    const char *card = k ? card_named(g, words[k]) : NULL;
    size_t used = strlen(english);
    snprintf(english + used, sizeof english - used, "%s%s", k ? " " : "", card ? card : words[k]);
  }
  int option = bang_game_match_command(g, english, &out->why);
  if (option < 0) option = character_option(g, original);
  if (option >= 0) {
    out->kind = BANG_TYPED_OPTION;
    out->option = option;
    return;
  }
  collect(g, words, n, false, out);
  if (out->ncandidates == 1) {
    out->kind = BANG_TYPED_OPTION;
    out->option = out->candidates[0];
    return;
  }
  /* Words missing at the end ("play duel"): the options it could start. */
  if (out->ncandidates == 0) collect(g, words, n, true, out);
  if (out->ncandidates > 1) {
    if (out->ncandidates > BANG_MAX_CANDIDATES) out->ncandidates = BANG_MAX_CANDIDATES;
    out->kind = BANG_TYPED_AMBIGUOUS;
    return;
  }
  out->kind = BANG_TYPED_REFUSED;
  if (out->ncandidates == 1) /* one option starts so: named, not taken unasked */
    bang_command_display(g, bang_game_option_command(g, out->candidates[0]), out->suggestion,
                         sizeof out->suggestion);
  else
    suggest(g, original, out->suggestion, sizeof out->suggestion);
  out->ncandidates = 0;
}

static void add_candidate(char **out, int *n, int max, const char *word) {
  for (int i = 0; i < *n; i++)
    if (strcmp(out[i], word) == 0) return;
  if (*n < max) {
    char *copy = strdup(word);
    if (copy) out[(*n)++] = copy;
  }
}

int bang_command_complete_meta(const char *partial, unsigned hidden, char **out, int max) {
  int count = 0;
  for (int i = 0; i < NMETAS; i++) {
    if (hidden & 1u << metas[i].meta) continue;
    const char *shown = bang_tr(metas[i].msgid);
    if (!*partial || starts(shown, partial)) add_candidate(out, &count, max, shown);
    else if (starts(metas[i].english, partial)) add_candidate(out, &count, max, metas[i].english);
  }
  return count;
}

int bang_command_complete(bang_game *g, const char *typed, char **out, int max) {
  char line[LINE], copy[LINE];
  normalize_input(typed, line, sizeof line);
  snprintf(copy, sizeof copy, "%s", line);
  size_t len = strlen(copy);
  const char *partial = "";
  if (len && copy[len - 1] != ' ') {
    char *space = strrchr(copy, ' ');
    partial = line + (space ? (size_t)(space - copy) + 1 : 0);
    if (space) *space = '\0';
    else copy[0] = '\0';
  }
  char *words[MAX_WORDS];
  int n = split(copy, words, MAX_WORDS - 1);
  int count = 0;
  const bang_decision *d = bang_game_decision(g);
  int options = d ? d->options : 0;
  if (n == 0) {
    for (int i = 0; i < options; i++) {
      char english[BANG_COMMAND_LEN];
      option_verb(g, i, english, sizeof english);
      char shown[BANG_COMMAND_LEN * 2];
      verb_word(g, english, shown, sizeof shown);
      if (!*partial || starts(shown, partial)) add_candidate(out, &count, max, shown);
      else if (starts(english, partial)) add_candidate(out, &count, max, english);
    }
    for (int i = 0; i < NMETAS; i++) {
      const char *shown = bang_tr(metas[i].msgid);
      if (!*partial || starts(shown, partial)) add_candidate(out, &count, max, shown);
      else if (starts(metas[i].english, partial)) add_candidate(out, &count, max, metas[i].english);
    }
    return count;
  }
  enum bang_meta meta = BANG_META_NONE;
  char verb[BANG_COMMAND_LEN] = "";
  if (!resolve_first(g, words[0], &meta, verb, sizeof verb)) return 0;
  if (meta == BANG_META_LOOK && n == 1) {
    for (int s = 1; s <= bang_game_players(g); s++) {
      const char *name = bang_game_player(g, s)->name;
      if (!*partial || starts(name, partial)) add_candidate(out, &count, max, name);
    }
    return count;
  }
  if ((meta == BANG_META_CARD || meta == BANG_META_RULES || meta == BANG_META_HELP) && n == 1) {
    int total = bang_game_card_total(g);
    for (int id = 0; id < total; id++) {
      const bang_card *c = bang_game_card(g, id);
      if (!c || (*partial && !bang_command_matches(g, partial, c->type))) continue;
      char shown[BANG_COMMAND_LEN * 2];
      argument_word(g, c->type, shown, sizeof shown);
      add_candidate(out, &count, max, shown);
    }
    return count;
  }
  if (meta != BANG_META_NONE) return 0;
  words[0] = verb;
  for (int i = 0; i < options; i++) {
    if (!option_fits(g, i, words, n, true)) continue;
    char cmd[LINE];
    snprintf(cmd, sizeof cmd, "%s", bang_game_option_command(g, i));
    char *have[MAX_WORDS];
    int m = split(cmd, have, MAX_WORDS);
    if (m > n && (!*partial || bang_command_matches(g, partial, have[n]))) {
      char shown[BANG_COMMAND_LEN * 2];
      argument_word(g, have[n], shown, sizeof shown);
      add_candidate(out, &count, max, shown);
    }
  }
  return count;
}
