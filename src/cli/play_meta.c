/*
 * play_meta.c: the commands at `bang play`'s prompt that are not moves
 * (play.h): help, the reading commands (reading.h), hint, auto, undo,
 * pace, save and explain. The match decides (hints, forced moves, undo
 * and its fairness); this file says it at the terminal.
 */
#include <stdio.h>
#include <string.h>

#include "play.h"
#include "i18n.h"
#include "reading.h"
#include "render.h"
#include "textwidth.h"
#include "variants.h"

static void print_help(session *s) {
  bang_screen *v = &s->view;
  const bang_variant *manifest = bang_game_manifest(s->g);
  bool hands = manifest && manifest->hands;
  bool cards = bang_game_card_total(s->g) > 0;
  unsigned hidden = (!cards ? 1u << BANG_META_CARD : 0) | (!hands ? 1u << BANG_META_HAND : 0) |
                    (!s->o->one_person ? 1u << BANG_META_AUTO : 0) |
                    (!bang_game_has_bot(s->g) ? 1u << BANG_META_HINT : 0) |
                    (s->o->humans != 1 ? 1u << BANG_META_UNDO : 0);
  bang_read_help(v, hidden);
  const bang_decision *d = bang_game_decision(s->g);
  if (d && d->prompt.rule) bang_screen_quote(v, s->g, d->prompt.rule);
}
/* Why undo was refused, on screen. */
static void undo_refused(session *s, const bang_undo *u) {
  bang_screen *v = &s->view;
  char text[1024], card[160];
  switch (u->status) {
    case BANG_UNDO_SHARED:
      snprintf(text, sizeof text, "%s", _("Undo is for a game with one player at the keyboard: with "
                                          "several, the others have seen the table."));
      break;
    case BANG_UNDO_NOTHING:
      snprintf(text, sizeof text, "%s", _("Nothing to undo: you have made no decision yet."));
      break;
    case BANG_UNDO_SEEN_CARD:
      bang_screen_card(v, s->g, u->card, card, sizeof card);
      /* TRANSLATORS: %s is a card, e.g. "BANG! 5♣". */
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s, which "
                                    "was hidden then; undo never goes back across what you have "
                                    "seen."), card);
      break;
    case BANG_UNDO_SEEN_ROLE:
      snprintf(text, sizeof text, _("Undo refused: since that decision you have seen %s's role, "
                                    "which was hidden then."), bang_game_player(s->g, u->role_of)->name);
      break;
    case BANG_UNDO_FAILED: {
      char err[sizeof u->err];
      snprintf(err, sizeof err, "%s", u->err);
      /* TRANSLATORS: %s is why (a script's error, in English). */
      snprintf(text, sizeof text, _("Undo failed: the game could not be played again up to that "
                                    "decision (%s). Nothing is lost: the game goes on from here."),
               bang_msg_clean(err));
      break;
    }
    default: /* BANG_UNDO_CHANCE (never ADOPTED: bang play builds its game) */
      snprintf(text, sizeof text, "%s",
               _("Undo refused: chance has spoken since that decision (dice rolled, cards "
                 "shuffled or taken at random) and you have seen how."));
      break;
  }
  bang_screen_text(v, text, "", "  ");
}

/* `undo`: take back the human's last decision (the match replays the game
 * to it, showing nothing); TURN_UNDO if done, else 0 (refused or failed,
 * with the reason; the game as it was). */
static int undo_command(session *s, int seat) {
  bang_undo u;
  if (!bang_match_undo(s->m, seat, &u)) { /* (a failed undo leaves the match as it was) */
    undo_refused(s, &u);
    return 0;
  }
  s->g = bang_match_game(s->m);
  s->interrupted = false;
  s->view.nquoted = 0; /* the rules quoted point into the game undo freed */
  char shown[BANG_MATCH_COMMAND * 2], line[BANG_MATCH_COMMAND * 3];
  bang_command_display(s->g, u.command, shown, sizeof shown);
  snprintf(line, sizeof line, _("Undone: %s. Decide again."), shown);
  bang_screen_text(&s->view, line, "", "  ");
  bang_match_log_mark(s->m, 0, bang_game_log_size(s->g)); /* shown before */
  return TURN_UNDO;
}

/* An option as "label (command)", in the player's language. */
static void option_text(bang_game *g, int option, char *out, size_t cap) {
  char label[512], command[256];
  bang_msg msg;
  const char *english = bang_game_option_command(g, option);
  bang_command_display(g, english ? english : "", command, sizeof command);
  if (bang_game_option_label(g, option, &msg)) bang_render(g, &msg, label, sizeof label);
  else snprintf(label, sizeof label, "%s", command);
  /* TRANSLATORS: an option: its label, then the command that takes it. */
  snprintf(out, cap, _("%s (%s)"), label, command);
}

/*
 * `auto` (a game one person plays): take the forced options one after another, showing what
 * happens, for as long as the decision stays of the kind it was (the
 * sub-phase: blue, brown, shots, beer) and is this keyboard's. Returns how
 * many were taken.
 */
static int auto_play(session *s) {
  bang_game *g = s->g;
  bang_screen *v = &s->view;
  const bang_decision *d = bang_game_decision(g);
  char kind[BANG_ID_LEN];
  snprintf(kind, sizeof kind, "%s", d && d->kind ? d->kind : "");
  int taken = 0, option;
  while ((option = bang_match_auto_next(s->m, kind)) >= 0) {
    char text[800], line[1000];
    option_text(g, option, text, sizeof text);
    /* TRANSLATORS: an option the auto command takes by itself. */
    snprintf(line, sizeof line, _("Auto: %s"), text);
    bang_screen_text(v, line, "", "  ");
    if (bang_match_play_forced(s->m, bang_game_decision(g)->player) < 0) break;
    taken++;
    if (bang_match_advance(s->m) != BANG_AWAITING) break; /* over or failed: the main loop says so */
    int viewer = v->viewer;
    v->viewer = 0; /* the log is public */
    size_t seen = bang_match_log_seen(s->m, 0);
    bang_screen_log(v, g, &seen);
    bang_match_log_mark(s->m, 0, seen);
    v->viewer = viewer;
  }
  return taken;
}

/* `pace [MS]`: the pause after each computer player's move, shown, and
 * changed to MS if given (0 to 10000), for the rest of this session. */
static void pace_command(session *s, const char *rest) {
  long ms;
  if (rest[0] && bang_cli_number(rest, 0, 10000, &ms)) s->o->pace_ms = ms;
  char text[256];
  snprintf(text, sizeof text,
           _("Pause after each computer player's move: %ld ms (%s and a number from 0 to 10000 "
             "changes it)."),
           s->o->pace_ms, bang_command_meta_word(BANG_META_PACE));
  bang_screen_text(&s->view, text, "", "  ");
}

/* `hint`: what the computer player would take here, and why. */
static void show_hint(session *s) {
  bang_game *g = s->g;
  bang_screen *v = &s->view;
  bang_msg why;
  const bang_decision *d = bang_game_decision(g);
  int option = bang_match_hint(s->m, d ? d->player : 0, &why);
  if (option == -1) {
    bang_screen_text(v, _("No hint: this game has no computer player."), "", "  ");
    return;
  }
  char text[1200], line[2400];
  if (option < 0) {
    snprintf(line, sizeof line, _("No hint: the computer player could not choose: %s"),
             bang_game_error(g)[0] ? bang_game_error(g) : "?");
    bang_screen_text(v, line, "", "  ");
    return;
  }
  option_text(g, option, text, sizeof text);
  if (why.id && why.id[0]) {
    char reason[1024];
    bang_render(g, &why, reason, sizeof reason);
    /* TRANSLATORS: a hint: the option (label and command), then why, e.g.
       "Hint: Play BANG! at o1 (play bang o1): o1 has no Missed! to cancel it." */
    snprintf(line, sizeof line, _("Hint: %s: %s"), text, reason);
  } else {
    snprintf(line, sizeof line, _("Hint: %s."), text);
  }
  bang_screen_text(v, line, "", "  ");
}


/* A command at the prompt that is not a move (help, look, card, rules,
 * hand, log, hint, pace, save, undo, auto, explain): TURN_ASK to ask
 * again, or TURN_UNDO, TURN_ANSWERED (auto played) for the turn. */
int play_meta_command(session *s, int seat, const bang_typed *t) {
  bang_game *g = s->g;
  bang_screen *v = &s->view;
  if (bang_read_command(v, g, t->meta, t->rest)) return TURN_ASK; /* look, card, rules... */
  switch (t->meta) {
    case BANG_META_HELP:
      if (t->rest[0] && !bang_command_same(t->rest, "help") &&
          !bang_command_same(t->rest, bang_command_meta_word(BANG_META_HELP)))
        bang_read_card(v, g, t->rest);
      else {
        print_help(s);
        bang_screen_decision(v, g);
      }
      break;
    case BANG_META_HINT: show_hint(s); break;
    case BANG_META_PACE: pace_command(s, t->rest); break;
    case BANG_META_SAVE: play_save_command(s, t->rest); break;
    case BANG_META_UNDO:
      return undo_command(s, seat) == TURN_UNDO ? TURN_UNDO : TURN_ASK;
    case BANG_META_AUTO:
      if (!s->o->one_person) {
        bang_screen_text(v, _("Nothing here plays by itself: auto is for the solo game."), "", "  ");
        break;
      }
      if (auto_play(s) > 0) return TURN_ANSWERED;
      bang_screen_text(v, _("Nothing is forced now: every card left has a choice."), "", "  ");
      break;
    case BANG_META_EXPLAIN:
      if (t->rest[0]) {
        bang_read_rules(v, g, t->rest);
        break;
      }
      v->explain = !v->explain;
      fprintf(v->out, "%s\n", v->explain ? _("Explanations on.") : _("Explanations off."));
      break;
    default: break;
  }
  return TURN_ASK;
}
