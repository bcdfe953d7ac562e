/*
 * savefile.c: saved games, read and written as text (see savefile.h and
 * docs/SAVES.md), the rule scripts' fingerprint, and where automatic
 * saves live.
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include "savefile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "msg.h"
#include "safefile.h"
#include "sandbox.h"

void bang_save_init(bang_save *save) {
  memset(save, 0, sizeof *save);
  save->bot = BANG_CLI_BOT_HEURISTIC;
}

void bang_save_free(bang_save *save) {
  free(save->scripts);
  free(save->steps);
  save->scripts = NULL;
  save->steps = NULL;
  save->nscripts = 0;
  save->nsteps = save->steps_cap = 0;
}

bool bang_save_add_step(bang_save *save, int seat, const char *command) {
  if (save->nsteps == BANG_SAVE_MAX_STEPS) return false; /* no reader would take it */
  if (save->nsteps == save->steps_cap) {
    size_t cap = save->steps_cap ? save->steps_cap * 2 : 256;
    bang_save_step *grown = realloc(save->steps, cap * sizeof *grown);
    if (!grown) return false;
    save->steps = grown;
    save->steps_cap = cap;
  }
  bang_save_step *step = &save->steps[save->nsteps++];
  step->seat = seat;
  snprintf(step->command, sizeof step->command, "%s", command);
  return true;
}

void bang_save_setup(const bang_save *save, bang_setup *setup, char *preset, size_t cap) {
  bang_setup_init(setup, save->variant, save->players, save->seed);
  for (int i = 0; i < save->players; i++) setup->names[i] = save->names[i];
  setup->choose_characters = save->choose_characters;
  setup->ask_always = save->humans > 1 || save->ask_always;
  /* The computer seats' kinds: --bots in seat order, cycled; or --bot's
   * own script (random at one kind: the front end's random choices). */
  for (int i = save->humans; i < save->players; i++) {
    if (save->bots.n) setup->bots[i] = bang_cli_bot_script(save->bots.kind[(i - save->humans) % save->bots.n]);
    else if (save->bot != BANG_CLI_BOT_RANDOM) setup->bots[i] = bang_cli_bot_script(save->bot);
  }
  /* A game with options of its own gets them, and the computer player's
   * kind, as its preset (its manifest's options). */
  bang_variant v;
  if (cap) preset[0] = '\0';
  if (bang_cli_manifest(save->variant, &v))
    bang_game_options_preset(&save->options, &v, bang_cli_bot_word(save->bot), preset, cap);
  if (cap && preset[0]) setup->extra = preset;
}

/* ---- the scripts' fingerprint ---------------------------------------------- */

/* FNV-1a, 64 bits: a change to any byte of a script changes it. */
static bool hash_file(const char *path, uint64_t *out) {
  FILE *f = bang_sandbox_open_file(path, NULL, NULL); /* a script: a regular file */
  if (!f) return false;
  uint64_t h = 0xcbf29ce484222325ULL;
  unsigned char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    for (size_t i = 0; i < n; i++) h = (h ^ buf[i]) * 0x100000001b3ULL;
  bool ok = !ferror(f);
  fclose(f);
  *out = h;
  return ok;
}

/* The mod's folder's last name. */
static void mod_name(const char *dir, char *out, size_t cap) {
  size_t end = strlen(dir);
  while (end > 1 && dir[end - 1] == '/') end--;
  size_t start = end;
  while (start > 0 && dir[start - 1] != '/') start--;
  snprintf(out, cap, "%.*s", (int)(end - start), dir + start);
}

/* a/b into out; false if it does not fit. */
static bool join(char *out, size_t cap, const char *a, const char *b) {
  int n = snprintf(out, cap, "%s/%s", a, b);
  return n >= 0 && (size_t)n < cap;
}

static bool ends_with(const char *s, const char *tail) {
  size_t n = strlen(s), m = strlen(tail);
  return n >= m && strcmp(s + n - m, tail) == 0;
}

static int by_rel(const void *a, const void *b) {
  return strcmp(((const bang_save_script *)a)->rel, ((const bang_save_script *)b)->rel);
}

static const bang_save_script *find_script(const bang_save *save, const char *rel) {
  for (int i = 0; i < save->nscripts; i++)
    if (strcmp(save->scripts[i].rel, rel) == 0) return &save->scripts[i];
  return NULL;
}

/* What a fingerprint gathers from a game: the save, the mods' folders. */
typedef struct gather {
  bang_save *save;
  const char *const *mods;
  bool failed;     /* a script that could not be hashed, or no memory */
  char *missing;   /* else: the scripts loaded but not in the save (a list) */
  size_t cap;
  int count;
} gather;

static void list_add(char *out, size_t cap, int *count, const char *item);

/* A script the game loaded: into the save if it is not there yet. */
static void add_loaded(void *ud, int root, const char *rel, const char *path) {
  gather *g = ud;
  bang_save *save = g->save;
  if (g->failed || find_script(save, rel)) return;
  if (strlen(rel) >= sizeof save->scripts[0].rel || save->nscripts == BANG_SAVE_MAX_SCRIPTS) {
    g->failed = true;
    return;
  }
  if (save->nscripts % 64 == 0) {
    bang_save_script *grown = realloc(save->scripts, (size_t)(save->nscripts + 64) * sizeof *grown);
    if (!grown) {
      g->failed = true;
      return;
    }
    save->scripts = grown;
  }
  bang_save_script *s = &save->scripts[save->nscripts];
  if (!hash_file(path, &s->hash)) {
    g->failed = true;
    return;
  }
  snprintf(s->rel, sizeof s->rel, "%s", rel);
  s->from[0] = '\0';
  if (root > 0 && g->mods) mod_name(g->mods[root - 1], s->from, sizeof s->from);
  save->nscripts++;
}

bool bang_save_fingerprint(bang_save *save, bang_game *g, const char *const *mods, char *err,
                           size_t cap) {
  gather gathered = {.save = save, .mods = mods};
  if (g) bang_game_scripts(g, add_loaded, &gathered);
  if (save->nscripts) qsort(save->scripts, (size_t)save->nscripts, sizeof *save->scripts, by_rel);
  if (gathered.failed) {
    snprintf(err, cap, "%s", _("the rule scripts could not be read"));
    return false;
  }
  save->nmods = 0;
  for (int i = 0; mods && mods[i] && save->nmods < BANG_MAX_MODS; i++)
    snprintf(save->mods[save->nmods++], BANG_SAVE_PATH, "%s", mods[i]);
  return true;
}

/* A script loaded now that the save does not name. */
static void note_unsaved(void *ud, int root, const char *rel, const char *path) {
  (void)root, (void)path;
  gather *g = ud;
  if (!find_script(g->save, rel)) list_add(g->missing, g->cap, &g->count, rel);
}

/* The file rel of the last root that has it as a regular file (the one the
 * loader takes), hashed; false if none has it. */
static bool hash_now(const char *rel, const char *data_dir, const char *const *mods,
                     uint64_t *hash) {
  const char *roots[BANG_MAX_MODS + 1];
  char stock[BANG_SAVE_PATH];
  if (!join(stock, sizeof stock, data_dir, "lua")) return false;
  roots[0] = stock;
  int n = 1;
  for (int i = 0; mods && mods[i] && n <= BANG_MAX_MODS; i++) roots[n++] = mods[i];
  for (int r = n - 1; r >= 0; r--) {
    char path[BANG_SAVE_PATH];
    struct stat st;
    if (join(path, sizeof path, roots[r], rel) && stat(path, &st) == 0 && S_ISREG(st.st_mode))
      return hash_file(path, hash);
  }
  return false;
}

/* Append ", item" (or "item") to a list in out, at most max items, then
 * "...". */
static void list_add(char *out, size_t cap, int *count, const char *item) {
  enum { MAX_NAMED = 6 };
  size_t used = strlen(out);
  if (*count < MAX_NAMED) snprintf(out + used, cap - used, "%s%s", *count ? ", " : "", item);
  else if (*count == MAX_NAMED) snprintf(out + used, cap - used, ", ...");
  (*count)++;
}

bool bang_save_same_scripts(const bang_save *save, bang_game *g, const char *data_dir,
                            const char *const *mods, char *why, size_t cap) {
  why[0] = '\0';
  /* The mods, by name. */
  char had[1024] = "", have[1024] = "";
  int nhad = 0, nhave = 0;
  for (int i = 0; i < save->nmods; i++) {
    char name[64];
    mod_name(save->mods[i], name, sizeof name);
    list_add(had, sizeof had, &nhad, name);
  }
  for (int i = 0; mods && mods[i]; i++) {
    char name[64];
    mod_name(mods[i], name, sizeof name);
    list_add(have, sizeof have, &nhave, name);
  }
  bool same_mods = strcmp(had, have) == 0;
  /* Each script of the save, as the loader would find it now. */
  char changed[1024] = "", missing[1024] = "", added[1024] = "";
  int nchanged = 0, nmissing = 0;
  for (int i = 0; i < save->nscripts; i++) {
    uint64_t hash;
    if (!hash_now(save->scripts[i].rel, data_dir, mods, &hash))
      list_add(missing, sizeof missing, &nmissing, save->scripts[i].rel);
    else if (hash != save->scripts[i].hash)
      list_add(changed, sizeof changed, &nchanged, save->scripts[i].rel);
  }
  /* And what the game loads now that the save does not name. */
  gather gathered = {.save = (bang_save *)save, .missing = added, .cap = sizeof added};
  if (g) bang_game_scripts(g, note_unsaved, &gathered);
  if (same_mods && !nchanged && !nmissing && !gathered.count) return true;
  size_t used = 0;
  if (!same_mods) {
    used += (size_t)snprintf(why + used, cap - used, _("it was saved with the mods: %s; now: %s."),
                             nhad ? had : _("none"), nhave ? have : _("none"));
  }
  const struct {
    const char *label;
    const char *list;
  } parts[] = {{N_("changed since: %s."), changed},
               {N_("in the save but not loaded now: %s."), missing},
               {N_("loaded now but not in the save: %s."), added}};
  for (size_t p = 0; p < sizeof parts / sizeof parts[0] && used < cap; p++) {
    if (!parts[p].list[0]) continue;
    if (used && used + 1 < cap) why[used++] = ' ', why[used] = '\0';
    if (used >= cap) break;
    used += (size_t)snprintf(why + used, cap - used, _(parts[p].label), parts[p].list);
  }
  return false;
}

/* ---- writing ------------------------------------------------------------------- */

static void write_to(FILE *f, const bang_save *save) {
  fprintf(f, "# A saved game of bang. Resume it with: bang play --resume FILE\n"
             "# Step through it with: bang replay FILE (format: docs/SAVES.md)\n");
  fprintf(f, "bang-save %d\n", BANG_SAVE_VERSION);
  fprintf(f, "game %s\n", save->variant);
  fprintf(f, "seed %" PRIu64 "\n", save->seed);
  fprintf(f, "players %d\n", save->players);
  fprintf(f, "humans %d\n", save->humans);
  fprintf(f, "names");
  for (int i = 0; i < save->players; i++) fprintf(f, " %s", save->names[i]);
  fprintf(f, "\nbot %s\n", bang_cli_bot_word(save->bot));
  if (save->bots.n) {
    char words[160];
    bang_cli_bots_words(&save->bots, words, sizeof words);
    fprintf(f, "bots %s\n", words);
  }
  bool ask_always = save->ask_always && save->humans <= 1; /* else implied */
  if (save->choose_characters || ask_always || save->options.n) {
    fprintf(f, "options%s%s", save->choose_characters ? " choose-character" : "",
            ask_always ? " ask-always" : "");
    for (int i = 0; i < save->options.n; i++) fprintf(f, " %s", save->options.word[i]);
    fputc('\n', f);
  }
  fprintf(f, "explain %s\n", save->explain ? "yes" : "no");
  if (save->lang[0]) fprintf(f, "lang %s\n", save->lang);
  for (int i = 0; i < save->nmods; i++) fprintf(f, "mod %s\n", save->mods[i]);
  for (size_t i = 0; i < save->nsteps; i++) {
    const bang_save_step *s = &save->steps[i];
    fprintf(f, "step %s %s\n", save->names[s->seat - 1], s->command);
  }
  for (int i = 0; i < save->nscripts; i++) {
    const bang_save_script *s = &save->scripts[i];
    fprintf(f, "script %s %016" PRIx64 "%s%s\n", s->rel, s->hash, s->from[0] ? " " : "", s->from);
  }
  fprintf(f, "end\n");
}

bool bang_save_write(const bang_save *save, const char *path, char *err, size_t cap) {
  return bang_save_write_synced(save, path, true, err, cap);
}

bool bang_save_write_synced(const bang_save *save, const char *path, bool sync, char *err, size_t cap) {
  bang_safe_file w;
  if (!bang_safe_open(&w, path, err, cap)) return false;
  w.unsynced = !sync;
  write_to(w.f, save);
  return bang_safe_commit(&w, err, cap);
}

/* ---- reading ------------------------------------------------------------------- */

typedef struct reader {
  const char *path;
  long line;
  char *err;
  size_t cap;
} reader;

static bool bad(reader *r, const char *what) {
  snprintf(r->err, r->cap, _("%s, line %ld: %s"), r->path, r->line, what);
  return false;
}

/* More lines of kind ("step", "script") than a save may hold. */
static bool too_many(reader *r, const char *kind, int most) {
  char what[128];
  snprintf(what, sizeof what, _("more than %d %s lines"), most, kind);
  return bad(r, what);
}

/* The next word of *text (cut in place), or NULL. */
static char *word(char **text) {
  char *s = *text + strspn(*text, " \t");
  if (!*s) return NULL;
  size_t n = strcspn(s, " \t");
  *text = s + n + (s[n] ? 1 : 0);
  s[n] = '\0';
  return s;
}

/* No control character of any kind (C0, DEL, C1 in UTF-8 or as a byte of
 * its own, msg.h): a save's words reach the terminal. */
static bool plain_text(const char *s) {
  for (const unsigned char *c = (const unsigned char *)s; *c; c++)
    if (*c < 0x20 || *c == 0x7F) return false;
  return !bang_msg_needs_clean(s, strlen(s));
}

/* "card/cards/bang.lua": a script's path under a root, which the check
 * reads (hash_now), so never one that leads out of the roots. */
static bool script_name(const char *rel) {
  if (rel[0] == '/' || !ends_with(rel, ".lua") || !plain_text(rel)) return false;
  for (const char *part = rel; part; part = strchr(part, '/'), part = part ? part + 1 : NULL)
    if (strncmp(part, "..", 2) == 0 && (part[2] == '/' || part[2] == '\0')) return false;
  return true;
}

/* One of the game's own options (its manifest's, read into *v once per
 * line: *known 0 before, -1 if the game has none), turned on; false if
 * the game has no such option. */
static bool game_option(bang_save *save, bang_variant *v, int *known, const char *word) {
  if (*known == 0) *known = save->variant[0] && bang_cli_manifest(save->variant, v) ? 1 : -1;
  return *known > 0 && bang_game_options_take_word(&save->options, v, word);
}

static bool read_line(reader *r, bang_save *save, char *line, bool *ended) {
  char *rest = line;
  char *key = word(&rest);
  if (!key || key[0] == '#') return true;
  if (*ended) return bad(r, _("an unknown line"));
  char *value = rest + strspn(rest, " \t");
  if (strcmp(key, "game") == 0) {
    long low, high;
    if (strlen(value) >= sizeof save->variant || !bang_cli_game_players(value, &low, &high))
      return bad(r, _("an unknown game (a mod's game needs its --mod)"));
    snprintf(save->variant, sizeof save->variant, "%s", value);
  } else if (strcmp(key, "seed") == 0) {
    if (!bang_cli_seed(value, &save->seed)) return bad(r, _("the seed is not a whole number"));
  } else if (strcmp(key, "players") == 0 || strcmp(key, "humans") == 0) {
    long n;
    if (!bang_cli_number(value, 0, BANG_MAX_PLAYERS, &n)) return bad(r, _("the players or their names are wrong"));
    *(key[0] == 'p' ? &save->players : &save->humans) = (int)n;
  } else if (strcmp(key, "names") == 0) {
    int n = 0;
    for (char *name = word(&value); name; name = word(&value)) {
      if (n == BANG_MAX_PLAYERS || strlen(name) >= BANG_NAME_LEN || !plain_text(name))
        return bad(r, _("the players or their names are wrong"));
      snprintf(save->names[n++], BANG_NAME_LEN, "%s", name);
    }
    if (n != save->players) return bad(r, _("the players or their names are wrong"));
  } else if (strcmp(key, "bot") == 0) {
    enum bang_cli_bot asked;
    if (!save->variant[0] || !bang_cli_bot_parse(value, &asked) ||
        !bang_cli_bot_for(save->variant, asked, &save->bot))
      return bad(r, _("an unknown option"));
  } else if (strcmp(key, "bots") == 0) {
    if (!save->variant[0] || !bang_cli_bots_parse(NULL, save->variant, value, &save->bots) ||
        !bang_cli_bots_mixed(&save->bots))
      return bad(r, _("an unknown option"));
  } else if (strcmp(key, "options") == 0) {
    bang_variant manifest;
    int known = 0;
    for (char *w = word(&value); w; w = word(&value)) {
      if (strcmp(w, "choose-character") == 0) save->choose_characters = true;
      else if (strcmp(w, "ask-always") == 0) save->ask_always = true;
      else if (!game_option(save, &manifest, &known, w)) return bad(r, _("an unknown option"));
    }
  } else if (strcmp(key, "explain") == 0) {
    save->explain = strcmp(value, "yes") == 0;
  } else if (strcmp(key, "lang") == 0) {
    if (strlen(value) >= sizeof save->lang || !plain_text(value)) return bad(r, _("an unknown option"));
    snprintf(save->lang, sizeof save->lang, "%s", value);
  } else if (strcmp(key, "mod") == 0) {
    if (save->nmods == BANG_MAX_MODS || strlen(value) >= BANG_SAVE_PATH || !*value || !plain_text(value))
      return bad(r, _("an unknown option"));
    snprintf(save->mods[save->nmods++], BANG_SAVE_PATH, "%s", value);
  } else if (strcmp(key, "step") == 0) {
    char *name = word(&value);
    int seat = 0;
    for (int i = 0; name && i < save->players; i++)
      if (strcmp(save->names[i], name) == 0) seat = i + 1;
    if (!seat) return bad(r, _("a step is not: step NAME COMMAND, NAME a player of the game"));
    if (save->nsteps == BANG_SAVE_MAX_STEPS) return too_many(r, key, BANG_SAVE_MAX_STEPS);
    value += strspn(value, " \t");
    if (!*value || strlen(value) >= BANG_SAVE_COMMAND || !plain_text(value))
      return bad(r, _("a step is not: step NAME COMMAND, NAME a player of the game"));
    if (!bang_save_add_step(save, seat, value)) return bad(r, _("out of memory"));
  } else if (strcmp(key, "script") == 0) {
    char *rel = word(&value), *hash = word(&value), *from = word(&value);
    char *end = NULL;
    uint64_t h = hash ? strtoull(hash, &end, 16) : 0;
    if (!rel || !hash || *end || strlen(rel) >= 256 || (from && strlen(from) >= 64) ||
        !script_name(rel))
      return bad(r, _("a script line is not: script FILE HASH [MOD]"));
    if (save->nscripts == BANG_SAVE_MAX_SCRIPTS) return too_many(r, key, BANG_SAVE_MAX_SCRIPTS);
    if (save->nscripts % 64 == 0) {
      bang_save_script *grown =
          realloc(save->scripts, (size_t)(save->nscripts + 64) * sizeof *grown);
      if (!grown) return bad(r, _("out of memory"));
      save->scripts = grown;
    }
    bang_save_script *s = &save->scripts[save->nscripts++];
    snprintf(s->rel, sizeof s->rel, "%s", rel);
    s->hash = h;
    snprintf(s->from, sizeof s->from, "%s", from ? from : "");
  } else if (strcmp(key, "end") == 0) {
    *ended = true;
  } else {
    return bad(r, _("an unknown line"));
  }
  return true;
}

/* The lines of text (len bytes, from the file name), into save. */
static bool parse(bang_save *save, const char *text, size_t len, const char *name, char *err,
                  size_t cap) {
  reader r = {.path = name, .err = err, .cap = cap};
  char line[BANG_SAVE_LINE + 1];
  bool ok = true, versioned = false, ended = false;
  save->bot = BANG_CLI_BOT_DEFAULT; /* without a bot line: the game's own (below) */
  for (size_t at = 0; ok && at < len;) {
    const char *end = memchr(text + at, '\n', len - at);
    size_t n = (end ? (size_t)(end - text) : len) - at;
    r.line++;
    if (n > BANG_SAVE_LINE) {
      char what[128];
      snprintf(what, sizeof what,
               bang_trn("a line longer than %d byte", "a line longer than %d bytes", BANG_SAVE_LINE),
               BANG_SAVE_LINE);
      ok = bad(&r, what);
      break;
    }
    if (memchr(text + at, '\0', n)) {
      ok = bad(&r, _("a zero byte: this is not a save"));
      break;
    }
    memcpy(line, text + at, n);
    line[n] = '\0';
    at += n + 1;
    line[strcspn(line, "\r")] = '\0';
    if (!versioned) {
      char *rest = line;
      char *key = word(&rest);
      if (!key || key[0] == '#') continue;
      long version;
      if (strcmp(key, "bang-save") != 0) {
        snprintf(err, cap, _("%s is not a saved game of bang (no bang-save line)."), name);
        ok = false;
      } else if (!bang_cli_number(word(&rest), 1, 1000000, &version) || version != BANG_SAVE_VERSION) {
        snprintf(err, cap, _("%s is a save of another version; this bang reads version %d."), name,
                 BANG_SAVE_VERSION);
        ok = false;
      }
      versioned = true;
      continue;
    }
    ok = read_line(&r, save, line, &ended);
  }
  if (ok && !versioned) {
    snprintf(err, cap, _("%s is not a saved game of bang (no bang-save line)."), name);
    ok = false;
  }
  if (ok && !ended) {
    snprintf(err, cap, _("%s is cut short (no end line)."), name);
    ok = false;
  }
  long low = 0, high = 0;
  bool named = true; /* every seat (a names line before a players line may not be) */
  for (int i = 0; i < save->players && i < BANG_MAX_PLAYERS; i++) named = named && save->names[i][0];
  if (ok && (!save->variant[0] || !bang_cli_game_players(save->variant, &low, &high) ||
             save->players < low || save->players > high || save->humans > save->players ||
             !named || save->players == 0 ||
             /* a bot line before another game line; none: the game's default */
             !bang_cli_bot_for(save->variant, save->bot, &save->bot))) {
    snprintf(err, cap, _("%s does not say which game, or with which players."), name);
    ok = false;
  }
  return ok;
}

bool bang_save_parse(bang_save *save, const char *text, size_t len, const char *name, char *err,
                     size_t cap) {
  bang_save_init(save);
  if (len > BANG_SAVE_MAX_BYTES) {
    snprintf(err, cap, _("%s is larger than a save can be (%d MiB)."), name, BANG_SAVE_MAX_BYTES >> 20);
    return false;
  }
  bool ok = parse(save, text, len, name, err, cap);
  if (!ok) bang_save_free(save);
  return ok;
}

/* The whole of the regular file at path, at most BANG_SAVE_MAX_BYTES (one
 * more byte read tells a file that grew past it); NULL with the reason. */
static char *slurp(const char *path, size_t *len, char *err, size_t cap) {
  size_t size = 0;
  bool irregular;
  FILE *f = bang_sandbox_open_file(path, &size, &irregular);
  if (!f) {
    if (irregular)
      snprintf(err, cap, _("%s is not a regular file (it is a device, a pipe or a folder)."), path);
    else
      snprintf(err, cap, "%s: %s", path, strerror(errno));
    return NULL;
  }
  size_t want = size > BANG_SAVE_MAX_BYTES ? 0 : size + 1;
  char *text = want ? malloc(want) : NULL;
  size_t n = text ? fread(text, 1, want, f) : 0;
  int code = ferror(f) ? (errno ? errno : EIO) : 0;
  fclose(f);
  if (!want || n > BANG_SAVE_MAX_BYTES) {
    snprintf(err, cap, _("%s is larger than a save can be (%d MiB)."), path, BANG_SAVE_MAX_BYTES >> 20);
  } else if (!text || code) {
    snprintf(err, cap, "%s: %s", path, text ? strerror(code) : _("out of memory"));
  } else {
    *len = n;
    return text;
  }
  free(text);
  return NULL;
}

bool bang_save_read(bang_save *save, const char *path, char *err, size_t cap) {
  bang_save_init(save);
  size_t len = 0;
  char *text = slurp(path, &len, err, cap);
  if (!text) return false;
  bool ok = bang_save_parse(save, text, len, path, err, cap);
  free(text);
  return ok;
}

/* ---- where automatic saves live ------------------------------------------------ */

static bool make_dirs(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    if (mkdir(path, 0700) != 0 && errno != EEXIST) return false;
    *p = '/';
  }
  return mkdir(path, 0700) == 0 || errno == EEXIST;
}

bool bang_save_dir(char *out, size_t cap, char *err, size_t errcap) {
  const char *state = getenv("XDG_STATE_HOME");
  const char *home = getenv("HOME");
  int n;
  if (state && state[0] == '/') n = snprintf(out, cap, "%s/bang", state);
  else if (home && home[0]) n = snprintf(out, cap, "%s/.local/state/bang", home);
  else {
    snprintf(err, errcap, "%s", _("neither $XDG_STATE_HOME nor $HOME is set"));
    return false;
  }
  if (n < 0 || (size_t)n >= cap) {
    snprintf(err, errcap, "%s", _("the folder's name is too long"));
    return false;
  }
  if (!make_dirs(out)) {
    snprintf(err, errcap, "%s: %s", out, strerror(errno));
    return false;
  }
  return true;
}

bool bang_save_auto_path(const char *variant, char *out, size_t cap, char *err, size_t errcap) {
  char dir[BANG_SAVE_PATH];
  if (!bang_save_dir(dir, sizeof dir, err, errcap)) return false;
  time_t now = time(NULL);
  struct tm tm;
  char stamp[32] = "0";
  if (localtime_r(&now, &tm)) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  int n = snprintf(out, cap, "%s/%s-%s-%ld.bang", dir, variant, stamp, (long)getpid());
  if (n < 0 || (size_t)n >= cap) {
    snprintf(err, errcap, "%s", _("the folder's name is too long"));
    return false;
  }
  return true;
}

typedef struct aged {
  char name[256];
  time_t when;
} aged;

static int newest_first(const void *a, const void *b) {
  const aged *x = a, *y = b;
  return x->when < y->when ? 1 : x->when > y->when ? -1 : strcmp(y->name, x->name);
}

/* An automatic save's name, as bang_save_auto_path makes it:
 * GAME-YYYYMMDD-HHMMSS-PID.bang, GAME a variant's name (lower-case letters). */
static bool auto_name(const char *name) {
  const char *p = name;
  while (*p >= 'a' && *p <= 'z') p++;
  if (p == name || *p++ != '-') return false;
  const int digits[] = {8, 6};
  for (int part = 0; part < 2; part++) {
    for (int i = 0; i < digits[part]; i++, p++)
      if (*p < '0' || *p > '9') return false;
    if (*p++ != '-') return false;
  }
  const char *pid = p;
  while (*p >= '0' && *p <= '9') p++;
  return p > pid && strcmp(p, ".bang") == 0;
}

void bang_save_prune(void) {
  char dir[BANG_SAVE_PATH], err[256];
  if (!bang_save_dir(dir, sizeof dir, err, sizeof err)) return;
  DIR *d = opendir(dir);
  if (!d) return;
  aged *found = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  time_t now = time(NULL);
  while ((e = readdir(d))) {
    char path[BANG_SAVE_PATH];
    struct stat st;
    /* A temporary file left by a game killed while saving (a terminal
     * hung up): gone after a minute. */
    if (ends_with(e->d_name, ".tmp") && join(path, sizeof path, dir, e->d_name) &&
        stat(path, &st) == 0 && st.st_mtime + 60 < now) {
      remove(path);
      continue;
    }
    if (!auto_name(e->d_name) || strlen(e->d_name) >= sizeof found->name ||
        !join(path, sizeof path, dir, e->d_name) || stat(path, &st) != 0)
      continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 256;
      aged *grown = realloc(found, cap * sizeof *grown);
      if (!grown) break;
      found = grown;
    }
    snprintf(found[n].name, sizeof found[n].name, "%s", e->d_name);
    found[n++].when = st.st_mtime;
  }
  closedir(d);
  if (n > BANG_SAVE_KEEP) {
    qsort(found, n, sizeof *found, newest_first);
    for (size_t i = BANG_SAVE_KEEP; i < n; i++) {
      char path[BANG_SAVE_PATH];
      if (!join(path, sizeof path, dir, found[i].name)) continue;
      remove(path);
      /* and a network table's seats beside it (host_save.h) */
      char seats[BANG_SAVE_PATH + 8];
      snprintf(seats, sizeof seats, "%s.seats", path);
      remove(seats);
    }
  }
  free(found);
}

void bang_save_set_last(const char *path) {
  char dir[BANG_SAVE_PATH], err[BANG_SAVE_PATH + 256], last[BANG_SAVE_PATH + 16];
  if (!bang_save_dir(dir, sizeof dir, err, sizeof err)) return;
  snprintf(last, sizeof last, "%s/last", dir);
  bang_safe_file w;
  if (!bang_safe_open(&w, last, err, sizeof err)) return;
  fprintf(w.f, "%s\n", path);
  bang_safe_commit(&w, err, sizeof err);
}

bool bang_save_last(char *out, size_t cap, char *err, size_t errcap) {
  char dir[BANG_SAVE_PATH], last[BANG_SAVE_PATH + 16];
  if (!bang_save_dir(dir, sizeof dir, err, errcap)) return false;
  snprintf(last, sizeof last, "%s/last", dir);
  FILE *f = fopen(last, "r");
  if (!f) {
    snprintf(err, errcap, _("no game was saved automatically yet (in %s)"), dir);
    return false;
  }
  bool ok = fgets(out, (int)cap, f) != NULL;
  fclose(f);
  if (ok) out[strcspn(out, "\n")] = '\0';
  if (!ok || !out[0]) {
    snprintf(err, errcap, _("no game was saved automatically yet (in %s)"), dir);
    return false;
  }
  return true;
}

bool bang_save_is_auto(const char *path) {
  char dir[BANG_SAVE_PATH], err[256];
  if (!bang_save_dir(dir, sizeof dir, err, sizeof err)) return false;
  char *real_dir = realpath(dir, NULL), *real = realpath(path, NULL);
  bool inside = false;
  if (real_dir && real) {
    size_t n = strlen(real_dir);
    inside = strncmp(real, real_dir, n) == 0 && real[n] == '/' && !strchr(real + n + 1, '/');
  }
  free(real_dir);
  free(real);
  return inside;
}

void bang_save_shell_quote(const char *text, char *out, size_t cap) {
  bool plain = *text != '\0';
  for (const char *c = text; *c && plain; c++)
    plain = strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,:@", *c);
  if (plain) {
    snprintf(out, cap, "%s", text);
    return;
  }
  size_t used = 0;
  if (cap < 3) {
    if (cap) out[0] = '\0';
    return;
  }
  out[used++] = '\'';
  for (const char *c = text; *c && used + 5 < cap; c++) {
    if (*c == '\'') {
      memcpy(out + used, "'\\''", 4);
      used += 4;
    } else {
      out[used++] = *c;
    }
  }
  out[used++] = '\'';
  out[used] = '\0';
}

void bang_save_shell_path(const char *path, char *out, size_t cap) {
  const char *home = getenv("HOME");
  size_t n = home ? strlen(home) : 0;
  while (n > 1 && home[n - 1] == '/') n--; /* ("/home/ann/": its folder all the same) */
  if (n > 1 && home[0] == '/' && strncmp(path, home, n) == 0 && path[n] == '/' && path[n + 1] &&
      cap > 2) {
    out[0] = '~', out[1] = '/';
    bang_save_shell_quote(path + n + 1, out + 2, cap - 2); /* ~/'a b': the shell expands the ~ */
    return;
  }
  bang_save_shell_quote(path, out, cap);
}
