/*
 * summary.c: the end of a game's summary (summary.h). The players are
 * listed in the order they went out; one eliminated by another says by
 * whom (the rules tell the core: g:eliminate(p, by)).
 */
#include "summary.h"

#include <stdio.h>

#include "i18n.h"

void bang_summary_show(bang_screen *v, int turns, long seconds, const bang_summary_out *outs, int n) {
  char clock[32], text[512];
  if (seconds >= 3600)
    snprintf(clock, sizeof clock, "%ld:%02ld:%02ld", seconds / 3600, seconds / 60 % 60, seconds % 60);
  else
    snprintf(clock, sizeof clock, "%ld:%02ld", seconds / 60, seconds % 60);
  fputc('\n', v->out);
  if (seconds >= 0)
    /* TRANSLATORS: the end of a game; the time is minutes:seconds (or
       hours:minutes:seconds), as on a clock. */
    snprintf(text, sizeof text, _("Turns: %d. Time: %s."), turns, clock);
  else
    snprintf(text, sizeof text, _("Turns: %d."), turns);
  bang_screen_text(v, text, "", "  ");
  for (int i = 0; i < n; i++) {
    if (outs[i].by)
      snprintf(text, sizeof text, _("%s went out on turn %d, eliminated by %s."), outs[i].name, outs[i].turn,
               outs[i].by);
    else
      snprintf(text, sizeof text, _("%s went out on turn %d."), outs[i].name, outs[i].turn);
    bang_screen_text(v, text, "  ", "    ");
  }
}

void bang_summary_print(bang_screen *v, bang_game *g, long seconds) {
  bang_summary_out outs[BANG_MAX_PLAYERS];
  int n = bang_game_players(g), k = 0;
  for (int turn = 0; turn <= bang_game_turn(g); turn++) {
    for (int s = 1; s <= n && k < BANG_MAX_PLAYERS; s++) {
      const bang_player *p = bang_game_player(g, s);
      if (p->alive || p->out_turn != turn) continue;
      outs[k++] = (bang_summary_out){p->name, p->out_by > 0 && p->out_by <= n ? bang_game_player(g, p->out_by)->name : NULL,
                                     turn};
    }
  }
  bang_summary_show(v, bang_game_turn(g), seconds, outs, k);
}
