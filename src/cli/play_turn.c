/*
 * play_turn.c: a person's turn at `bang play`'s prompt (play.h). A hot
 * seat's handover first (the screen cleared, the keyboard passed, the log
 * since that player last looked); then the table, and lines read until
 * one is a move the match takes: commands resolved in the player's words
 * (commands.h), refusals with the rule, warnings of harm to confirm, quit
 * and Ctrl-C asked twice.
 */
#include <stdio.h>
#include <string.h>

#include "play.h"
#include "i18n.h"
#include "render.h"

/* The prompt: the player's name (typed at a terminal, no colour codes: the
 * line editor counts every byte of a prompt as a column). */
static void prompt_of(session *s, int seat, char *out, size_t cap) {
  snprintf(out, cap, "%s> ", bang_game_player(s->g, seat)->name);
}

/* Hot seat: clear the screen and its scrollback; a terminal that cannot
 * (TERM=dumb) gets a screenful of blank lines, the most it allows, and was
 * warned when the game began. */
static void hide_screen(session *s) {
  if (bang_term_clear(&s->term, stdout) || !s->term.tty_out) return;
  for (int i = 0; i < 100; i++) fputc('\n', stdout);
}

/*
 * Hot seat: clear the screen and the scrollback (on a terminal), ask the
 * player to take the seat (reading a line only from a person at a
 * terminal), then show what happened since they last looked.
 * 0 if the input ended.
 */
static int hand_over(session *s, int seat) {
  bang_screen *v = &s->view;
  if (s->seated != seat) {
    s->seated = seat;
    bang_input_seat(s->input, seat);
    hide_screen(s);
    char text[256];
    snprintf(text, sizeof text, _("Pass the keyboard to %s, then press Enter."),
             bang_game_player(s->g, seat)->name);
    bang_render_space_name(text, bang_game_player(s->g, seat)->name);
    if (bang_input_interactive(s->input)) {
      size_t len = strlen(text);
      if (len + 1 < sizeof text) memcpy(text + len, " ", 2); /* the prompt ends in a space */
      if (!bang_input_wait(s->input, text)) return 0;
      hide_screen(s);
    } else {
      fprintf(v->out, "\n%s\n", text);
    }
    fprintf(v->out, _("%s, this is what happened since your last turn:"),
            bang_game_player(s->g, seat)->name);
    fputc('\n', v->out);
  }
  v->viewer = seat; /* the public log, and what was told to this seat alone */
  size_t seen = bang_match_log_seen(s->m, seat);
  bang_screen_log(v, s->g, &seen);
  bang_match_log_mark(s->m, seat, seen);
  return 1;
}


static void refuse(session *s, const bang_typed *t) {
  bang_screen *v = &s->view;
  char text[1024], line[1200];
  bang_msg why = t->why;
  bang_command_localize_examples(s->g, &why);
  bang_render(s->g, &why, text, sizeof text);
  snprintf(line, sizeof line, _("Refused: %s"), text);
  bang_screen_text(v, line, "", "  ");
  if (t->why.rule) bang_screen_rule(v, s->g, t->why.rule);
  if (t->suggestion[0] && !strstr(text, t->suggestion)) {
    fprintf(v->out, _("Did you mean: %s?"), t->suggestion);
    fputc('\n', v->out);
  }
  fprintf(v->out, _("Type %s to see what you can do."), bang_command_meta_word(BANG_META_HELP));
  fputc('\n', v->out);
}

static void ambiguous(session *s, const bang_typed *t) {
  bang_screen *v = &s->view;
  char text[1024];
  bang_command_ambiguous(s->g, t, text, sizeof text);
  bang_screen_text(v, text, "", "  ");
}

/* The harm the match warned about, and how to do it anyway. */
static void show_warning(session *s) {
  bang_msg warning;
  if (!bang_match_warning(s->m, &warning)) return;
  char text[1024], line[1400];
  bang_render(s->g, &warning, text, sizeof text);
  snprintf(line, sizeof line, _("Careful: %s Type it again to do it anyway."), text);
  bang_screen_text(&s->view, line, "", "  ");
}

/* Ctrl-C or quit, once: say how to leave. */
static void ask_to_leave(bang_screen *v) {
  char text[512];
  snprintf(text, sizeof text,
           _("Leave the game? Press Ctrl-C again or type %s to leave (the game is saved, to be "
             "resumed later); anything else goes on."),
           bang_command_meta_word(BANG_META_QUIT));
  bang_screen_text(v, text, "", "  ");
}

/* TURN_ANSWERED, TURN_ENDED (the input ended), TURN_LEFT (the player left)
 * or TURN_FAILED (a script failed while the decision was shown). */
int play_human_turn(session *s) {
  bang_game *g = s->g;
  const bang_decision *d = bang_game_decision(g);
  bang_screen *v = &s->view;
  int seat = d->player;
  if (s->o->humans > 1 && !hand_over(s, seat)) return TURN_ENDED;
  v->viewer = seat;
  v->width = bang_term_width(&s->term);
  v->height = bang_term_height(&s->term);
  bang_screen_turn(v, g);
  char prompt[64];
  prompt_of(s, seat, prompt, sizeof prompt);
  bool quitting = false;
  if (s->interrupted) { /* Ctrl-C while the others played: asked now */
    s->interrupted = false;
    ask_to_leave(v);
    quitting = true;
  }
  for (;;) {
    if (!bang_game_decision(g)) return TURN_FAILED; /* a mod's options could not be read */
    const char *line = bang_input_read(s->input, prompt);
    if (!line) return TURN_ENDED;
    if (bang_input_interrupted()) { /* Ctrl-C at the prompt: once asks, twice leaves */
      if (quitting) return TURN_INTERRUPTED;
      ask_to_leave(v);
      quitting = true;
      continue;
    }
    char typed[512];
    snprintf(typed, sizeof typed, "%s", line);
    v->width = bang_term_width(&s->term);
    bang_typed t;
    bang_command_resolve(g, typed, &t);
    if (t.kind == BANG_TYPED_META && t.meta == BANG_META_QUIT) {
      if (quitting) return TURN_LEFT;
      char text[512]; /* wrapped to the terminal like every other sentence (es L1) */
      snprintf(text, sizeof text, _("Type %s again to leave the game, or anything else to go on."),
               bang_command_meta_word(BANG_META_QUIT));
      bang_screen_text(v, text, "", "");
      quitting = true;
      continue;
    }
    if (t.kind == BANG_TYPED_EMPTY) continue; /* an empty line keeps a pending quit */
    quitting = false;
    if (t.kind != BANG_TYPED_OPTION) bang_match_clear_warning(s->m);
    switch (t.kind) {
      case BANG_TYPED_EMPTY: break;
      case BANG_TYPED_META: {
        int r = play_meta_command(s, seat, &t);
        if (r != TURN_ASK) return r;
        break;
      }
      case BANG_TYPED_OPTION:
        switch (bang_match_answer(s->m, seat, t.option)) {
          case BANG_ANSWER_OK: return TURN_ANSWERED;
          case BANG_ANSWER_WARNED: show_warning(s); continue;
          default: return TURN_FAILED;
        }
      case BANG_TYPED_AMBIGUOUS: ambiguous(s, &t); break;
      case BANG_TYPED_REFUSED: refuse(s, &t); break;
    }
  }
}
