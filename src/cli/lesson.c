/*
 * lesson.c: loading and playing one lesson of `bang learn` (lesson.h).
 *
 * The file runs in a sandbox of its own where lesson{}, scenario{},
 * move{}, command() and expect() record what they are given (N_ marks a
 * text for the catalogs and returns it). The lesson's texts and steps are
 * then copied into C; the scenario{} and expect{} tables stay in the
 * sandbox, where scenario.c builds the game and checks the expectations
 * (bang_scenario_build, bang_scenario_expect), so a lesson reads exactly as
 * a scenario does. Playing shows what `bang play` shows (the log citing
 * rules, the table, the decision) and reads the learner's lines with the
 * game's own command words (commands.h) and reading commands (reading.h).
 */
#include "lesson.h"

#include <lauxlib.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "option_order.h"
#include "game.h"
#include "i18n.h"
#include "match.h"
#include "reading.h"
#include "render.h"
#include "sandbox.h"
#include "scenario.h"
#include "textwidth.h"

static const char LESSON_KEY[] = "bang.lesson.lesson";
static const char SETUP_KEY[] = "bang.lesson.setup";
static const char STEPS_KEY[] = "bang.lesson.steps";

enum { MAX_STEPS = 64, MAX_MISTAKES = 8 };

typedef struct mistake {
  char *command; /* English, as a scenario writes it */
  char *text;    /* message id */
} mistake;

typedef struct step {
  enum { STEP_MOVE, STEP_COMMAND, STEP_EXPECT } kind;
  int line;
  char *player, *command;    /* MOVE (the right answer) and COMMAND */
  char *ask, *right, *wrong; /* MOVE: message ids (wrong may be NULL) */
  mistake mistakes[MAX_MISTAKES];
  int nmistakes;
  int index; /* EXPECT: its place in the recorded steps */
} step;

struct bang_lesson {
  char *path;
  char *title, *text;
  char rules[256];           /* the rule ids, space-separated */
  char rule_ids[8][16];      /* the same, one by one (the view keeps pointers) */
  int nrules;
  int setup_line;
  bang_sandbox *sb; /* holds the scenario{} and expect{} tables */
  step steps[MAX_STEPS];
  int nsteps;
  bang_game *g; /* while it runs: for completion */
};

/* ---- Loading -------------------------------------------------------------- */

static int caller_line(lua_State *L) {
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar)) return ar.currentline;
  return 0;
}

static int l_text(lua_State *L) {
  luaL_checktype(L, 1, LUA_TSTRING);
  lua_settop(L, 1);
  return 1;
}

/* lesson{} and scenario{}: once each, kept with the line. */
static int keep_once(lua_State *L, const char *key, const char *what) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (lua_getfield(L, LUA_REGISTRYINDEX, key) != LUA_TNIL)
    return luaL_error(L, "%s may be called only once", what);
  lua_newtable(L);
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "value");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "line");
  lua_setfield(L, LUA_REGISTRYINDEX, key);
  return 0;
}

static int l_lesson(lua_State *L) { return keep_once(L, LESSON_KEY, "lesson{}"); }
static int l_scenario(lua_State *L) { return keep_once(L, SETUP_KEY, "scenario{}"); }

/* move{}, command() and expect(): appended to the steps in order. */
static int record(lua_State *L, const char *kind, int nargs) {
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_newtable(L);
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "line");
  for (int i = 1; i <= nargs; i++) {
    lua_pushvalue(L, i);
    lua_rawseti(L, -2, i);
  }
  lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
  return 0;
}

static int l_move(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  return record(L, "move", 1);
}

static int l_command(lua_State *L) {
  luaL_checktype(L, 1, LUA_TSTRING);
  luaL_checktype(L, 2, LUA_TSTRING);
  return record(L, "command", 2);
}

static int l_expect(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  return record(L, "expect", 1);
}

typedef struct loading {
  bang_lesson *lesson;
  int line; /* for errors */
} loading;

/* A copy of t[key] (a string), or NULL if absent and optional; raises
 * "file:line: what must be a string" otherwise. */
static char *take(lua_State *L, loading *ld, int t, const char *key, bool required,
                  const char *what) {
  int type = key ? lua_getfield(L, t, key) : (lua_pushvalue(L, t), lua_type(L, -1));
  char *copy = NULL;
  if (type == LUA_TSTRING) {
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    if (strlen(s) != len || len > 4000)
      luaL_error(L, "%s:%d: %s is too long or holds a zero byte", ld->lesson->path, ld->line, what);
    copy = strdup(s);
    if (!copy) luaL_error(L, "out of memory");
    bang_msg_clean(copy);
  } else if (type != LUA_TNIL || required) {
    luaL_error(L, "%s:%d: %s must be a string", ld->lesson->path, ld->line, what);
  }
  lua_pop(L, 1);
  return copy;
}

static void take_move(lua_State *L, loading *ld, int t, step *s) {
  const char *path = ld->lesson->path;
  lua_geti(L, t, 1);
  s->player = take(L, ld, lua_gettop(L), NULL, true, "move{}'s first value (the player)");
  lua_pop(L, 1);
  lua_geti(L, t, 2);
  s->command = take(L, ld, lua_gettop(L), NULL, true, "move{}'s second value (the right answer)");
  lua_pop(L, 1);
  s->ask = take(L, ld, t, "ask", true, "move{} ask");
  s->right = take(L, ld, t, "right", true, "move{} right");
  s->wrong = take(L, ld, t, "wrong", false, "move{} wrong");
  int type = lua_getfield(L, t, "mistakes");
  if (type != LUA_TNIL && type != LUA_TTABLE)
    luaL_error(L, "%s:%d: move{} mistakes must be a list of { command, text }", path, ld->line);
  if (type == LUA_TTABLE) {
    int list = lua_gettop(L);
    lua_Integer n = luaL_len(L, list);
    if (n > MAX_MISTAKES)
      luaL_error(L, "%s:%d: move{} has more than %d mistakes", path, ld->line, MAX_MISTAKES);
    for (lua_Integer i = 1; i <= n; i++) {
      if (lua_geti(L, list, i) != LUA_TTABLE)
        luaL_error(L, "%s:%d: mistakes[%d] must be { command, text }", path, ld->line, (int)i);
      int one = lua_gettop(L);
      mistake *m = &s->mistakes[s->nmistakes++];
      lua_geti(L, one, 1);
      m->command = take(L, ld, lua_gettop(L), NULL, true, "a mistake's command");
      lua_pop(L, 1);
      lua_geti(L, one, 2);
      m->text = take(L, ld, lua_gettop(L), NULL, true, "a mistake's text");
      lua_pop(L, 2);
    }
  }
  lua_pop(L, 1);
}

/* ---- The seats' names in the player's language ---------------------------
 * A lesson's file names its seats as every scenario does ("sheriff", "o1");
 * at the table the solo Sheriff is called as a solo game calls him, by the
 * catalogs' "default name" ("sceriffo", "警长"). Each name the catalogs
 * translate so is renamed across the lesson: its scenario{} players, the
 * moves' players and commands, the expect{} keys. The other names (o1,
 * ann...) read the same in every language. */

enum { MAX_RENAMED = 16 };

typedef struct renaming {
  char from[MAX_RENAMED][32], to[MAX_RENAMED][64];
  int n;
} renaming;

/* What the catalogs call the seat name (a copy in out); false if the same. */
static bool seat_name(const char *name, char *out, size_t cap) {
  char id[96];
  if (snprintf(id, sizeof id, "default name\004%s", name) >= (int)sizeof id) return false;
  const char *shown = bang_tr(id);
  if (strcmp(shown, name) == 0 || !*shown) return false;
  return snprintf(out, cap, "%s", shown) < (int)cap;
}

/* A command with every word that is a renamed seat replaced (a new
 * allocation replacing *text; raises on no memory). */
static void rename_words(lua_State *L, const renaming *rn, char **text) {
  if (!*text || rn->n == 0) return;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (const char *p = *text; *p;) {
    size_t gap = strspn(p, " "), n = strcspn(p + gap, " ");
    luaL_addlstring(&b, p, gap);
    p += gap;
    const char *word = NULL;
    for (int k = 0; k < rn->n && !word; k++)
      if (strlen(rn->from[k]) == n && strncmp(p, rn->from[k], n) == 0) word = rn->to[k];
    if (word) luaL_addstring(&b, word);
    else luaL_addlstring(&b, p, n);
    p += n;
  }
  luaL_pushresult(&b);
  char *copy = strdup(lua_tostring(L, -1));
  lua_pop(L, 1);
  if (!copy) luaL_error(L, "out of memory");
  free(*text);
  *text = copy;
}

static void rename_seats(lua_State *L, bang_lesson *lesson) {
  renaming rn = {.n = 0};
  lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY);
  lua_getfield(L, -1, "value");
  if (lua_getfield(L, -1, "players") == LUA_TTABLE) {
    int players = lua_gettop(L);
    for (lua_Integer i = 1; i <= luaL_len(L, players) && rn.n < MAX_RENAMED; i++) {
      if (lua_geti(L, players, i) == LUA_TTABLE && lua_geti(L, -1, 1) == LUA_TSTRING) {
        const char *name = lua_tostring(L, -1);
        if (strlen(name) < sizeof rn.from[0] && seat_name(name, rn.to[rn.n], sizeof rn.to[0])) {
          snprintf(rn.from[rn.n], sizeof rn.from[0], "%s", name);
          lua_pushstring(L, rn.to[rn.n++]);
          lua_seti(L, -3, 1);
        }
      }
      lua_settop(L, players);
    }
  }
  lua_settop(L, 1);
  if (rn.n == 0) return;
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  int steps = lua_gettop(L);
  for (int i = 0; i < lesson->nsteps; i++) {
    step *s = &lesson->steps[i];
    if (s->kind == STEP_EXPECT) { /* its keys: the players it looks at */
      lua_geti(L, steps, s->index);
      if (lua_geti(L, -1, 1) == LUA_TTABLE)
        for (int k = 0; k < rn.n; k++) {
          lua_getfield(L, -1, rn.from[k]);
          lua_setfield(L, -2, rn.to[k]);
          lua_pushnil(L);
          lua_setfield(L, -2, rn.from[k]);
        }
      lua_settop(L, steps);
      continue;
    }
    rename_words(L, &rn, &s->player);
    rename_words(L, &rn, &s->command);
    for (int k = 0; k < s->nmistakes; k++) rename_words(L, &rn, &s->mistakes[k].command);
  }
  lua_settop(L, 1);
}

/* The recorded calls into the lesson (a protected call: ud the loading). */
static int extract(lua_State *L) {
  loading *ld = lua_touserdata(L, 1);
  bang_lesson *lesson = ld->lesson;
  if (lua_getfield(L, LUA_REGISTRYINDEX, LESSON_KEY) != LUA_TTABLE)
    return luaL_error(L, "%s: the file never calls lesson{...}", lesson->path);
  lua_getfield(L, -1, "line");
  ld->line = (int)lua_tointeger(L, -1);
  lua_pop(L, 1);
  lua_getfield(L, -1, "value");
  int t = lua_gettop(L);
  lesson->title = take(L, ld, t, "title", true, "lesson{} title");
  lesson->text = take(L, ld, t, "text", true, "lesson{} text");
  if (lua_getfield(L, t, "rules") != LUA_TTABLE || luaL_len(L, -1) < 1)
    return luaL_error(L, "%s:%d: lesson{} rules must list the rule ids it teaches", lesson->path,
                      ld->line);
  for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
    lua_geti(L, -1, i);
    char *id = take(L, ld, lua_gettop(L), NULL, true, "a rule id");
    lua_pop(L, 1);
    size_t used = strlen(lesson->rules);
    snprintf(lesson->rules + used, sizeof lesson->rules - used, "%s%s", used ? " " : "", id);
    bool fits = lesson->nrules < 8 && strlen(id) < sizeof lesson->rule_ids[0];
    if (fits) snprintf(lesson->rule_ids[lesson->nrules++], sizeof lesson->rule_ids[0], "%s", id);
    free(id);
    if (!fits) return luaL_error(L, "%s:%d: lesson{} rules: at most 8 ids of at most 15 bytes",
                                 lesson->path, ld->line);
  }
  lua_settop(L, 1);
  if (lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY) != LUA_TTABLE)
    return luaL_error(L, "%s: the file never calls scenario{...}", lesson->path);
  lua_getfield(L, -1, "line");
  lesson->setup_line = (int)lua_tointeger(L, -1);
  lua_settop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  int steps = lua_gettop(L);
  lua_Integer n = luaL_len(L, steps);
  if (n > MAX_STEPS) return luaL_error(L, "%s: more than %d steps", lesson->path, MAX_STEPS);
  bool moves = false;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, steps, i);
    int entry = lua_gettop(L);
    step *s = &lesson->steps[lesson->nsteps++];
    lua_getfield(L, entry, "line");
    s->line = ld->line = (int)lua_tointeger(L, -1);
    lua_getfield(L, entry, "kind");
    const char *kind = lua_tostring(L, -1);
    lua_geti(L, entry, 1);
    if (strcmp(kind, "move") == 0) {
      s->kind = STEP_MOVE;
      take_move(L, ld, lua_gettop(L), s);
      moves = true;
    } else if (strcmp(kind, "command") == 0) {
      s->kind = STEP_COMMAND;
      s->player = take(L, ld, lua_gettop(L), NULL, true, "command()'s player");
      lua_geti(L, entry, 2);
      s->command = take(L, ld, lua_gettop(L), NULL, true, "command()'s text");
    } else {
      s->kind = STEP_EXPECT;
      s->index = (int)i;
    }
    lua_settop(L, steps);
  }
  if (!moves) return luaL_error(L, "%s: a lesson needs at least one move{...}", lesson->path);
  lua_settop(L, 1);
  rename_seats(L, lesson);
  return 0;
}

bang_lesson *bang_lesson_load(const char *path, char *err, size_t cap) {
  bang_lesson *lesson = calloc(1, sizeof *lesson);
  if (!lesson || !(lesson->path = strdup(path)) ||
      !(lesson->sb = bang_sandbox_new(BANG_SANDBOX_DEFAULT_MEMORY, BANG_SANDBOX_DEFAULT_BUDGET))) {
    snprintf(err, cap, "%s: out of memory", path);
    bang_lesson_free(lesson);
    return NULL;
  }
  lua_State *L = bang_sandbox_state(lesson->sb);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_register(L, "lesson", l_lesson);
  lua_register(L, "scenario", l_scenario);
  lua_register(L, "move", l_move);
  lua_register(L, "command", l_command);
  lua_register(L, "expect", l_expect);
  lua_register(L, "N_", l_text);
  loading ld = {.lesson = lesson};
  if (!bang_sandbox_run_file(lesson->sb, path, 0, err, cap) ||
      !bang_sandbox_protect(lesson->sb, extract, &ld, err, cap)) {
    bang_msg_clean(bang_tr_error(err, cap));
    bang_lesson_free(lesson);
    return NULL;
  }
  return lesson;
}

void bang_lesson_free(bang_lesson *lesson) {
  if (!lesson) return;
  for (int i = 0; i < lesson->nsteps; i++) {
    step *s = &lesson->steps[i];
    free(s->player);
    free(s->command);
    free(s->ask);
    free(s->right);
    free(s->wrong);
    for (int k = 0; k < s->nmistakes; k++) {
      free(s->mistakes[k].command);
      free(s->mistakes[k].text);
    }
  }
  if (lesson->sb) bang_sandbox_free(lesson->sb);
  free(lesson->title);
  free(lesson->text);
  free(lesson->path);
  free(lesson);
}

const char *bang_lesson_title(const bang_lesson *lesson) { return lesson->title; }
const char *bang_lesson_rules(const bang_lesson *lesson) { return lesson->rules; }

int bang_lesson_complete(void *context, const char *line, char **out, int max) {
  bang_lesson *lesson = context;
  return lesson->g ? bang_command_complete(lesson->g, line, out, max) : 0;
}

/* ---- Playing ------------------------------------------------------------- */

typedef struct run {
  bang_lesson *lesson;
  const bang_lesson_play *play;
  bang_screen *v;
  bang_game *g;
  bang_match *m; /* adopted g: every seat answered as the lesson says */
  enum bang_status st;
  size_t next_log;
  char *err;
  size_t cap;
  int expect_index, expect_line; /* for check_protected */
  bang_scenario_result result;
  bool ok;
} run;

/* fmt is an English message id (marked N_), translated here. */
static enum bang_lesson_end broken(run *r, int line, const char *fmt, ...) {
  char what[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, _(fmt), ap);
  va_end(ap);
  snprintf(r->err, r->cap, "%s:%d: %s", r->lesson->path, line, what);
  bang_msg_clean(r->err);
  return BANG_LESSON_FAILED;
}

static int build_protected(lua_State *L) {
  run *r = lua_touserdata(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, SETUP_KEY);
  lua_getfield(L, -1, "value");
  r->g = bang_scenario_build(L, lua_gettop(L), r->lesson->setup_line, r->lesson->path,
                             r->play->data_dir, r->play->mods, &r->result);
  return 0;
}

static int check_protected(lua_State *L) {
  run *r = lua_touserdata(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, STEPS_KEY);
  lua_geti(L, -1, r->expect_index);
  lua_geti(L, -1, 1);
  r->ok = bang_scenario_expect(L, lua_gettop(L), r->g, r->st, r->expect_line, r->lesson->path,
                               &r->result);
  return 0;
}

static void show_log(run *r) {
  int viewer = r->v->viewer;
  r->v->viewer = 0; /* the log is public */
  bang_screen_log(r->v, r->g, &r->next_log);
  r->v->viewer = viewer;
}

static void heading(run *r) {
  bang_screen *v = r->v;
  const bang_term *term = v->term;
  char line[1200];
  /* TRANSLATORS: a lesson's heading: its number, how many, its title. */
  snprintf(line, sizeof line, _("Lesson %d of %d: %s"), r->play->number, r->play->count,
           bang_tr(r->lesson->title));
  v->nquoted = 0; /* each lesson quotes its rules in full once */
  fputc('\n', v->out);
  fprintf(v->out, "%s", term ? bang_term_on(term, BANG_STYLE_TITLE) : "");
  bang_screen_text(v, line, "", "  ");
  fprintf(v->out, "%s", term ? bang_term_off(term) : "");
  bang_screen_text(v, bang_tr(r->lesson->text), "", "");
  /* Quoted in full, and remembered: the log's later citations are short. */
  for (int i = 0; i < r->lesson->nrules; i++) bang_screen_rule(v, r->g, r->lesson->rule_ids[i]);
}

/* A text of the lesson, in a paragraph of its own after a label. */
static void say(run *r, const char *label, const char *id) {
  char line[4400];
  snprintf(line, sizeof line, label, bang_tr(id)); /* (a mod's lesson: its catalog too) */
  bang_screen_text(r->v, line, "", "  ");
}

static void lesson_help(run *r) {
  bang_screen *v = r->v;
  bang_screen_text(v, _("Type the move the lesson asks for: the number of an option, or its command "
                        "as shown after its label. A wrong move changes nothing: the lesson "
                        "explains it and asks again."),
                   "", "");
  static const struct {
    enum bang_meta meta;
    const char *what;
  } lines[] = {
      {BANG_META_LOOK, N_("the table, or a player up close with their cards")},
      {BANG_META_RULES, N_("the rules, e.g. rules C-20")},
      {BANG_META_LOG, N_("the last lines of what happened (default 15)")},
      {BANG_META_HINT, N_("the move this lesson asks for")},
      {BANG_META_QUIT, N_("leave the lessons")},
  };
  for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
    char padded[300] = "", text[900];
    bang_text_pad(padded, sizeof padded, bang_command_meta_word(lines[i].meta), 10);
    snprintf(text, sizeof text, "%s %s", padded, _(lines[i].what));
    bang_screen_text(v, text, "  ", "             ");
  }
}

enum attempt { ATTEMPT_RIGHT, ATTEMPT_WRONG, ATTEMPT_OTHER, ATTEMPT_QUIT };

/* Whether the learner's line names the mistake's command (English or as
 * shown in their language), for a refused one. */
static bool says(bang_game *g, const char *typed, const char *command) {
  char shown[256];
  bang_command_display(g, command, shown, sizeof shown);
  return bang_command_same(typed, command) || bang_command_same(typed, shown);
}

/*
 * One line typed at a move: the right answer is made; a wrong one is
 * explained (*which: the mistake it is, or -1) and nothing changes; the
 * reading commands are answered.
 */
static enum attempt attempt(run *r, const step *s, int right, const char *line, int *which) {
  bang_game *g = r->g;
  bang_screen *v = r->v;
  char typed[512];
  snprintf(typed, sizeof typed, "%s", line);
  bang_typed t;
  bang_command_resolve(g, typed, &t);
  *which = -1;
  switch (t.kind) {
    case BANG_TYPED_EMPTY: return ATTEMPT_OTHER;
    case BANG_TYPED_META:
      if (bang_read_command(v, g, t.meta, t.rest)) return ATTEMPT_OTHER; /* look, card, rules... */
      switch (t.meta) {
        case BANG_META_QUIT: return ATTEMPT_QUIT;
        case BANG_META_EXPLAIN:
          if (t.rest[0]) bang_read_rules(v, g, t.rest);
          else bang_screen_text(v, _("Lessons always cite the rule of every step."), "", "  ");
          break;
        case BANG_META_HINT: {
          char shown[256], text[512];
          bang_command_display(g, s->command, shown, sizeof shown);
          /* TRANSLATORS: the lesson's hint: the command that makes its move. */
          snprintf(text, sizeof text, _("Type: %s"), shown);
          bang_screen_text(v, text, "", "  ");
          break;
        }
        default: lesson_help(r); break;
      }
      return ATTEMPT_OTHER;
    case BANG_TYPED_AMBIGUOUS: {
      char text[1024];
      bang_command_ambiguous(g, &t, text, sizeof text);
      bang_screen_text(v, text, "", "  ");
      return ATTEMPT_OTHER;
    }
    case BANG_TYPED_OPTION:
      if (t.option == right) return ATTEMPT_RIGHT;
      for (int k = 0; k < s->nmistakes && *which < 0; k++) {
        bang_msg why;
        if (bang_game_match_command(g, s->mistakes[k].command, &why) == t.option) *which = k;
      }
      break;
    case BANG_TYPED_REFUSED: {
      char text[1024], shown[1200];
      bang_msg why = t.why;
      bang_command_localize_examples(g, &why);
      bang_render(g, &why, text, sizeof text);
      snprintf(shown, sizeof shown, _("Refused: %s"), text);
      bang_screen_text(v, shown, "", "  ");
      if (t.why.rule) bang_screen_rule(v, g, t.why.rule);
      for (int k = 0; k < s->nmistakes && *which < 0; k++)
        if (says(g, line, s->mistakes[k].command)) *which = k;
      break;
    }
  }
  if (*which >= 0)
    /* TRANSLATORS: a wrong move in a lesson, then why. */
    say(r, _("Not this move: %s"), s->mistakes[*which].text);
  else if (t.kind == BANG_TYPED_OPTION)
    say(r, _("Not this move: %s"),
        s->wrong ? s->wrong : N_("the rules allow it, but it is not the move this lesson teaches."));
  say(r, _("Try again: %s"), s->ask);
  return ATTEMPT_WRONG;
}

/* The learner's move: ask until the right answer (or a check of it). */
static enum bang_lesson_end make_move(run *r, const step *s) {
  bang_game *g = r->g;
  bang_screen *v = r->v;
  const bang_decision *d = bang_game_decision(g);
  if (!d) return broken(r, s->line, N_("a move for %s, but no decision is asked"), s->player);
  const char *asked = bang_game_player(g, d->player)->name;
  if (strcmp(asked, s->player) != 0)
    return broken(r, s->line, N_("the game asks %s, but the move is for %s"), asked, s->player);
  bang_msg why;
  int right = bang_game_match_command(g, s->command, &why);
  if (right < 0) return broken(r, s->line, N_("the right answer '%s' is refused"), s->command);
  v->viewer = d->player;
  v->width = v->term ? bang_term_width(v->term) : v->width;
  fputc('\n', v->out);
  bang_screen_table(v, g);
  bang_screen_decision(v, g);
  /* TRANSLATORS: what the lesson asks the learner to do. */
  say(r, _("Your move: %s"), s->ask);
  char prompt[64];
  snprintf(prompt, sizeof prompt, "%s> ", asked);
  int script = 0; /* checking: the mistakes in order, then the right answer */
  for (;;) {
    char line[512];
    int expected = -2; /* checking: the mistake typed, -1 the right answer */
    if (r->play->input) {
      const char *read = bang_input_read(r->play->input, prompt);
      if (!read) return BANG_LESSON_ENDED;
      if (bang_input_interrupted()) return BANG_LESSON_INTERRUPTED;
      snprintf(line, sizeof line, "%s", read);
    } else {
      expected = script < s->nmistakes ? script : -1;
      bang_command_display(r->g, expected >= 0 ? s->mistakes[expected].command : s->command, line,
                           sizeof line);
      script++;
      fprintf(v->out, "%s%s\n", prompt, line);
    }
    int which, options = d->options;
    const char *kind = d->kind;
    enum attempt a = attempt(r, s, right, line, &which);
    if (a == ATTEMPT_QUIT) return BANG_LESSON_LEFT;
    if (expected == -1 && a != ATTEMPT_RIGHT)
      return broken(r, s->line, N_("the right answer '%s' was not taken as right"), line);
    if (expected >= 0 && (a != ATTEMPT_WRONG || which != expected))
      return broken(r, s->line, N_("the mistake '%s' was not explained as its own"), line);
    if (a != ATTEMPT_RIGHT) {
      d = bang_game_decision(g);
      if (!d || d->options != options || strcmp(d->kind, kind) != 0)
        return broken(r, s->line, N_("a wrong move changed the game"));
      continue;
    }
    if (bang_match_answer(r->m, d->player, right) != BANG_ANSWER_OK)
      return broken(r, s->line, N_("the engine failed: %s"), bang_game_error(g));
    r->st = bang_match_advance(r->m);
    show_log(r);
    /* TRANSLATORS: said once the learner makes the lesson's move. */
    say(r, _("Right! %s"), s->right);
    return BANG_LESSON_DONE;
  }
}

/* Someone else's decision, played for them as the scenario says. */
static enum bang_lesson_end play_command(run *r, const step *s) {
  bang_game *g = r->g;
  const bang_decision *d = bang_game_decision(g);
  if (!d) return broken(r, s->line, N_("a command for %s, but no decision is asked"), s->player);
  const char *asked = bang_game_player(g, d->player)->name;
  if (strcmp(asked, s->player) != 0)
    return broken(r, s->line, N_("the game asks %s, but the command is for %s"), asked, s->player);
  bang_msg why;
  bang_match_answered a = bang_match_answer_command(r->m, d->player, s->command, &why);
  if (a == BANG_ANSWER_NO_OPTION) return broken(r, s->line, N_("the command '%s' is refused"), s->command);
  if (a != BANG_ANSWER_OK) return broken(r, s->line, N_("the engine failed: %s"), bang_game_error(g));
  r->st = bang_match_advance(r->m);
  show_log(r);
  return BANG_LESSON_DONE;
}

/* Every text of the lesson has a translation (when the catalog in use is
 * not English): what a check in each language proves. */
static enum bang_lesson_end check_translated(run *r) {
  const char *probe = "Lesson %d of %d: %s";
  if (strcmp(_(probe), probe) == 0) return BANG_LESSON_DONE; /* English */
  const bang_lesson *l = r->lesson;
  const char *texts[2 + MAX_STEPS * (3 + MAX_MISTAKES)];
  int lines[sizeof texts / sizeof texts[0]], n = 0;
  texts[n] = l->title, lines[n++] = 0;
  texts[n] = l->text, lines[n++] = 0;
  for (int i = 0; i < l->nsteps; i++) {
    const step *s = &l->steps[i];
    if (s->kind != STEP_MOVE) continue;
    texts[n] = s->ask, lines[n++] = s->line;
    texts[n] = s->right, lines[n++] = s->line;
    if (s->wrong) texts[n] = s->wrong, lines[n++] = s->line;
    for (int k = 0; k < s->nmistakes; k++) texts[n] = s->mistakes[k].text, lines[n++] = s->line;
  }
  for (int i = 0; i < n; i++) /* (the game's catalog or, a mod's lesson, the mod's) */
    if (strcmp(bang_tr(texts[i]), texts[i]) == 0)
      return broken(r, lines[i], N_("not translated: %s"), texts[i]);
  return BANG_LESSON_DONE;
}

enum bang_lesson_end bang_lesson_run(bang_lesson *lesson, const bang_lesson_play *play, char *err,
                                     size_t cap) {
  run r = {.lesson = lesson, .play = play, .v = play->view, .err = err, .cap = cap};
  err[0] = '\0';
  char why[1024];
  if (!bang_sandbox_protect(lesson->sb, build_protected, &r, why, sizeof why)) {
    snprintf(err, cap, "%s: %s", lesson->path, why);
    bang_game_free(r.g);
    return BANG_LESSON_FAILED;
  }
  if (!r.g) {
    snprintf(err, cap, "%s", r.result.failure);
    return BANG_LESSON_FAILED;
  }
  bang_match_config config; /* the match plays the game the set-up built */
  memset(&config, 0, sizeof config);
  for (int seat = 1; seat <= BANG_MAX_PLAYERS; seat++) config.seats[seat] = BANG_SEAT_PERSON;
  if (!(r.m = bang_match_adopt(&config, r.g))) { /* (it freed the game) */
    snprintf(err, cap, "%s", _("out of memory"));
    return BANG_LESSON_FAILED;
  }
  lesson->g = r.g;
  enum bang_lesson_end end = play->input ? BANG_LESSON_DONE : check_translated(&r);
  if (end == BANG_LESSON_DONE) {
    r.st = bang_match_advance(r.m);
    heading(&r);
    show_log(&r);
  }
  bool moved = false;
  for (int i = 0; i < lesson->nsteps && end == BANG_LESSON_DONE; i++) {
    const step *s = &lesson->steps[i];
    if (r.st == BANG_FAILED) {
      end = broken(&r, s->line, N_("the engine failed: %s"), bang_game_error(r.g));
      break;
    }
    if (s->kind == STEP_MOVE) {
      end = make_move(&r, s);
      moved = true;
    } else if (s->kind == STEP_COMMAND) {
      end = play_command(&r, s);
    } else {
      r.expect_index = s->index;
      r.expect_line = s->line;
      r.ok = false;
      if (!bang_sandbox_protect(lesson->sb, check_protected, &r, why, sizeof why)) {
        snprintf(err, cap, "%s: %s", lesson->path, why);
        end = BANG_LESSON_FAILED;
      } else if (!r.ok) {
        snprintf(err, cap, "%s", r.result.failure);
        end = BANG_LESSON_FAILED;
      }
    }
  }
  if (end == BANG_LESSON_DONE && r.st == BANG_FAILED)
    end = broken(&r, 0, N_("the engine failed: %s"), bang_game_error(r.g));
  if (end == BANG_LESSON_DONE && r.st == BANG_OVER && moved) bang_screen_result(r.v, r.g);
  lesson->g = NULL;
  r.v->nquoted = 0; /* it points into the game and the lesson */
  bang_match_free(r.m); /* and the game it adopted */
  return end;
}
