/*
 * cli_replay.c: `bang replay FILE [--as NAME] [--explain] [--to STEP]`,
 * stepping through a saved game (savefile.h).
 *
 * The game is rebuilt from its save and played step by step with the
 * recorded answers: Enter shows the next step (who decided, what, and the
 * log it caused, each line with the id of the rule that applied), a
 * number goes to that step (back by replaying from the start: the game is
 * deterministic), and quit leaves. Seen as one player (--as), only what
 * that seat saw is shown: the table through its view, its own decisions
 * in full, the others' only as "bob decides" and the public log. Seen as a
 * spectator (the default), everything: every decision and, at each stop,
 * every player's role and hand.
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_options.h"
#include "commands.h"
#include "help.h"
#include "i18n.h"
#include "variants.h"
#include "lineedit.h"
#include "mods.h"
#include "render.h"
#include "save_match.h"
#include "savefile.h"
#include "screen.h"
#include "term.h"

typedef struct replay {
  bang_save save;
  const char *path;
  bang_match *m;   /* the game, every seat answered from the save */
  bang_save_match_setup keep;
  bang_game *g;    /* the match's game */
  size_t at;       /* steps played */
  size_t next_log; /* log entries shown */
  int as;          /* the seat seen as; 0: a spectator */
  bool explain;
  bang_term term;
  bang_screen view;
  char err[2048];
} replay;

static void replay_usage(FILE *out) {
  bang_help_usage_line(out, "replay");
  fprintf(out, "%s\n", _("Step through a saved game: Enter shows the next step, a number goes to "
                         "that step, quit leaves."));
  static const bang_help_option options[] = {
      {"--as", NC_("metavariable", "NAME"), N_("see the game as that player saw it (the others' cards and "
                                              "choices hidden); default: as a spectator, who sees everything")},
      {"--explain", NULL, N_("quote each rule the first time it applies (its id is always shown)")},
      {"--to", NC_("metavariable", "STEP"), N_("start at that step (0: the deal)")},
      {"--color", NC_("metavariable", "WHEN"), N_("colour: auto (default: on a terminal), always or never")},
      {"--mod", NC_("metavariable", "DIR"), N_("load the mod in DIR over the stock scripts (repeatable)")},
      {"--lang", NC_("metavariable", "L"), N_("language: en, pt_BR, es, it, zh_CN")},
      {"-h, --help", NULL, N_("show this help")},
  };
  bang_help_options(out, options, sizeof options / sizeof options[0]);
  fprintf(out, "%s\n", _("Exit status: 0 done, 1 an error (the save, its scripts), 2 a wrong command "
                         "line."));
}

/* The log from where it was last shown, each line with its rule's id (or,
 * with --explain, the rule's text the first time). */
static void show_log(replay *r) {
  bang_screen *v = &r->view;
  size_t size = bang_game_log_size(r->g);
  for (; r->next_log < size; r->next_log++) {
    /* Lines told to one seat alone ("You take...") are that seat's; a
     * spectator, who sees every hand, reads the public ones. */
    if (!bang_seat_sees_log(bang_seat_view_of(r->g, r->as), r->next_log)) continue;
    const bang_msg *m = bang_game_log_entry(r->g, r->next_log);
    char text[1024];
    bang_render(r->g, m, text, sizeof text);
    if (m->rule && !r->explain && bang_game_rule_text(r->g, m->rule)) {
      size_t used = strlen(text);
      snprintf(text + used, sizeof text - used, " [%s]", m->rule);
    }
    bang_screen_text(v, text, "  ", "    ");
    if (r->explain) {
      const bang_msg *before = r->next_log ? bang_game_log_entry(r->g, r->next_log - 1) : NULL;
      if (!before || before->rule != m->rule) bang_screen_rule(v, r->g, m->rule);
    }
  }
}

/* Build the game again, at its start (step 0), showing nothing. */
static bool restart(replay *r) {
  bang_match_free(r->m);
  r->view.nquoted = 0; /* the rules quoted point into the game freed */
  r->m = bang_save_match_new(&r->save, &r->keep, bang_cli_data_dir(), bang_mods_list(), r->err,
                             sizeof r->err);
  r->g = r->m ? bang_match_game(r->m) : NULL;
  r->at = 0;
  return r->m != NULL;
}

/* Play on to step n (from r->at), showing nothing. */
static bool forward_to(replay *r, size_t n) {
  for (; r->at < n; r->at++)
    if (!bang_save_match_step(&r->save, r->m, r->at, r->err, sizeof r->err)) return false;
  r->next_log = bang_game_log_size(r->g);
  return true;
}

/* A spectator's extra view: every player's role and hand. */
static void show_secrets(replay *r) {
  bang_screen *v = &r->view;
  const bang_variant *m = bang_game_manifest(r->g);
  bool hands = m && m->hands;
  for (int q = 1; q <= bang_game_players(r->g); q++) {
    const bang_player *p = bang_game_player(r->g, q);
    char line[2048], cards[1536] = "";
    v->viewer = q;
    if (hands) bang_screen_pile(v, r->g, "hand", q, cards, sizeof cards);
    v->viewer = 0;
    const char *role = p->role[0] ? bang_screen_name(r->g, "role", p->role) : "-";
    if (hands) snprintf(line, sizeof line, _("%s (%s), hand: %s"), p->name, role, cards);
    else snprintf(line, sizeof line, _("%s (%s)"), p->name, role);
    bang_screen_text(v, line, "  ", "    ");
  }
}

/* Where the game stands: the table as the seat sees it (a spectator: and
 * every secret), and who decides next. */
static void show_position(replay *r) {
  bang_screen *v = &r->view;
  v->viewer = r->as;
  v->width = bang_term_width(&r->term);
  fputc('\n', v->out);
  char line[256];
  snprintf(line, sizeof line, _("At step %zu of %zu."), r->at, r->save.nsteps);
  bang_screen_text(v, line, "", "  ");
  bang_screen_table(v, r->g);
  /* (A game with neither roles nor hands, a mod's, has no secrets.) */
  const bang_variant *m = bang_game_manifest(r->g);
  bool secrets = m && m->hands;
  for (int q = 1; q <= bang_game_players(r->g); q++) secrets |= bang_game_player(r->g, q)->role[0] != '\0';
  if (!r->as && secrets) {
    bang_screen_text(v, _("Every player's secrets (a spectator sees them):"), "", "  ");
    show_secrets(r);
  }
  v->viewer = 0;
}

/* The end of the save: the result, or where the game stopped. */
static void show_end(replay *r) {
  bang_screen *v = &r->view;
  if (bang_match_advance(r->m) == BANG_OVER) {
    bang_screen_result(v, r->g);
    return;
  }
  char quoted[BANG_SAVE_PATH * 2], line[BANG_SAVE_PATH * 2 + 256];
  bang_save_shell_path(r->path, quoted, sizeof quoted);
  snprintf(line, sizeof line,
           _("The save ends here, before the game did: go on playing it with bang play --resume %s"),
           quoted);
  bang_screen_text(v, line, "", "  ");
}

/* One step: who decides and what (when the seat may see it), then the
 * log it caused. */
static bool show_step(replay *r) {
  bang_screen *v = &r->view;
  const bang_decision *d = bang_game_decision(r->g);
  const bang_save_step *step = &r->save.steps[r->at];
  const char *name = r->save.names[step->seat - 1];
  char head[128], line[1600];
  snprintf(head, sizeof head, _("Step %zu of %zu"), r->at + 1, r->save.nsteps);
  v->width = bang_term_width(&r->term);
  bool visible = !r->as || r->as == step->seat;
  if (r->as && visible) { /* the table as the player saw it, deciding */
    v->viewer = r->as;
    fputc('\n', v->out);
    bang_screen_table(v, r->g);
    v->viewer = 0;
  }
  if (visible && d) {
    bang_msg why, label, prompt = d->prompt;
    char asked[512], chosen[512], command[BANG_SAVE_COMMAND * 2];
    bang_render(r->g, &prompt, asked, sizeof asked);
    int option = bang_game_match_command(r->g, step->command, &why);
    bang_command_display(r->g, option >= 0 ? bang_game_option_command(r->g, option) : step->command,
                         command, sizeof command);
    if (option >= 0 && bang_game_option_label(r->g, option, &label))
      bang_render(r->g, &label, chosen, sizeof chosen);
    else
      snprintf(chosen, sizeof chosen, "%s", command);
    /* TRANSLATORS: a replay's step: "Step 3 of 40: ann: Your turn. -> Play BANG! at bob (play bang bob)". */
    snprintf(line, sizeof line, _("%s: %s: %s -> %s (%s)"), head, name, asked, chosen, command);
  } else {
    /* TRANSLATORS: a replay's step another player took, hidden: "Step 4 of 40: bob decides." */
    snprintf(line, sizeof line, _("%s: %s decides."), head, name);
    bang_render_space_name(line, name);
  }
  bang_msg_clean(line);
  bang_screen_text(v, line, "", "  ");
  if (!bang_save_match_step(&r->save, r->m, r->at, r->err, sizeof r->err)) return false;
  r->at++;
  v->viewer = 0;
  show_log(r);
  if (r->at == r->save.nsteps) show_end(r);
  return true;
}

/* Which game, as `bang play` says it. */
static void banner(const bang_save *save) {
  bang_cli_print_title(save->variant, (long)save->players, &save->options, save->seed);
}

static int no_completion(void *context, const char *line, char **out, int max) {
  (void)context, (void)line, (void)out, (void)max;
  return 0;
}

/* Read commands until quit or the end of the input. */
static bool step_through(replay *r) {
  bang_input *in = bang_input_new(r->term.tty_in && r->term.tty_out, no_completion, NULL);
  if (!in) {
    snprintf(r->err, sizeof r->err, "%s", _("out of memory"));
    return false;
  }
  bang_input_catch_interrupt();
  bool ok = true;
  for (;;) {
    char prompt[64];
    snprintf(prompt, sizeof prompt, "[%zu/%zu]> ", r->at, r->save.nsteps);
    const char *line = bang_input_read(in, prompt);
    if (!line || bang_input_interrupted()) break;
    long to;
    if (!*line) {
      if (r->at == r->save.nsteps) break; /* Enter at the end leaves */
      if (!(ok = show_step(r))) break;
    } else if (bang_cli_number(line, 0, (long)r->save.nsteps, &to)) {
      if ((size_t)to < r->at && !(ok = restart(r))) break;
      if (!(ok = forward_to(r, (size_t)to))) break;
      show_position(r);
      if (r->at == r->save.nsteps) show_end(r);
    } else if (bang_command_same(line, "quit") || bang_command_same(line, "q") ||
               bang_command_same(line, bang_command_meta_word(BANG_META_QUIT))) {
      break;
    } else {
      char text[512];
      snprintf(text, sizeof text,
               _("Press Enter for the next step, type a step number (0 to %zu) to go there, or %s "
                 "to leave."),
               r->save.nsteps, bang_command_meta_word(BANG_META_QUIT));
      bang_screen_text(&r->view, text, "", "  ");
    }
  }
  bang_input_free(in);
  return ok;
}

/* The replay itself, its game started: the opening lines, then the steps
 * (from --to's, if given) as the reader asks; false on an error (r->err). */
static bool play_back(replay *r, enum bang_color_mode color, long to) {
  bang_term_init(&r->term, color);
  bang_screen_init(&r->view, stdout, &r->term);
  char line[1024];
  char quoted[BANG_SAVE_PATH * 2];
  bang_save_shell_quote(r->path, quoted, sizeof quoted);
  snprintf(line, sizeof line, bang_trn("Replay of %s: %zu step.", "Replay of %s: %zu steps.", r->save.nsteps),
           quoted, r->save.nsteps);
  bang_screen_text(&r->view, line, "", "  ");
  banner(&r->save);
  if (r->as) snprintf(line, sizeof line, _("Seen as %s: the others' cards and choices are hidden."),
                      r->save.names[r->as - 1]);
  else snprintf(line, sizeof line, "%s", _("Seen as a spectator: every card and every choice."));
  bang_screen_text(&r->view, line, "", "  ");
  snprintf(line, sizeof line,
           _("Press Enter for the next step, type a step number (0 to %zu) to go there, or %s "
             "to leave."),
           r->save.nsteps, bang_command_meta_word(BANG_META_QUIT));
  bang_screen_text(&r->view, line, "", "  ");
  bool ok;
  if (to >= 0) {
    ok = forward_to(r, (size_t)to);
  } else {
    show_log(r); /* the deal */
    ok = true;
  }
  if (ok) {
    show_position(r);
    if (r->at == r->save.nsteps) show_end(r);
    ok = step_through(r);
  }
  return ok;
}

/* `bang replay`'s own options (the shared ones: cli_options.c). */
typedef struct replay_options {
  const char *as;
  long to;
} replay_options;

static bool replay_option(void *ctx, bang_cli_common *common, int c, const char *arg) {
  replay_options *o = ctx;
  (void)common;
  switch (c) {
    case 'a': o->as = arg; return true;
    case 't':
      if (!bang_cli_number(arg, 0, 100000000, &o->to)) {
        fprintf(stderr, "%s\n", _("bang replay: --to takes a step number."));
        return false;
      }
      return true;
    default: return false;
  }
}

int bang_cli_replay(int argc, char **argv) {
  static const struct option longopts[] = {{"as", required_argument, 0, 'a'},
                                           BANG_CLI_OPT_EXPLAIN,
                                           {"to", required_argument, 0, 't'},
                                           BANG_CLI_OPT_COLOR,
                                           BANG_CLI_OPT_COLOUR,
                                           BANG_CLI_OPT_LANG,
                                           BANG_CLI_OPT_HELP,
                                           {0, 0, 0, 0}};
  replay_options o = {NULL, -1};
  bang_cli_common common;
  bang_cli_common_init(&common, 0);
  const bang_cli_command cmd = {"replay", replay_usage, longopts, replay_option, &o};
  int parsed = bang_cli_options_parse(&cmd, argc, argv, &common);
  if (parsed >= 0) return parsed;
  const char *as = o.as;
  long to = o.to;
  bool explain = common.explain;
  enum bang_color_mode color = common.color;
  if (argc - optind != 1) {
    if (argc == optind) bang_cli_missing("replay", bang_tr(NC_("metavariable", "FILE")));
    bang_help_show(stderr, replay_usage);
    return 2;
  }
  replay *r = calloc(1, sizeof *r);
  if (!r) return 1;
  r->path = argv[optind];
  r->explain = explain;
  int status = 1;
  char why[2048];
  bool started = false;
  if (!bang_save_read(&r->save, r->path, r->err, sizeof r->err)) {
    fprintf(stderr, "bang replay: %s\n", r->err);
    free(r);
    return 1;
  }
  for (int s = 0; as && s < r->save.players; s++)
    if (bang_command_same(r->save.names[s], as)) r->as = s + 1;
  if (as && !r->as) {
    char shown[64];
    fprintf(stderr, _("bang replay: no player called '%s' in this game."), bang_cli_shown(as, shown, sizeof shown));
    fputc('\n', stderr);
    status = 2;
  } else if (to > (long)r->save.nsteps) {
    fprintf(stderr, bang_trn("bang replay: --to: this game has %zu step.",
                               "bang replay: --to: this game has %zu steps.", r->save.nsteps),
            r->save.nsteps);
    fputc('\n', stderr);
    status = 2;
  } else if (!bang_save_same_scripts(&r->save, NULL, bang_cli_data_dir(), bang_mods_list(), why,
                                     sizeof why) ||
             /* and, the game built, nothing loaded that the save does not hold */
             ((started = restart(r)) && !bang_save_same_scripts(&r->save, r->g, bang_cli_data_dir(),
                                                                bang_mods_list(), why, sizeof why))) {
    fprintf(stderr, _("bang replay: %s was saved with other rule scripts, so it would not replay "
                      "the same game: %s"), r->path, why);
    fputc('\n', stderr);
  } else if (started) {
    if (play_back(r, color, to)) status = 0;
  }
  if (status == 1 && r->err[0]) fprintf(stderr, "bang replay: %s\n", r->err);
  bang_match_free(r->m);
  bang_save_free(&r->save);
  free(r);
  return status;
}
