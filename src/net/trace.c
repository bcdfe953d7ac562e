/*
 * trace.c: the server's record for the secrecy test (trace.h). The truth
 * is read from the game itself (bang_game_player, bang_game_zone): the
 * other seats' hands and every role the engine has not revealed.
 */
#include "trace.h"

#include "cards.h"

void bang_net_trace(FILE *out, const bang_game *g, int seat, const char *line, size_t len) {
  if (!out) return;
  fprintf(out, "%d\t", seat);
  const char *sep = "";
  int players = g ? bang_game_players(g) : 0;
  for (int q = 1; q <= players; q++) {
    const bang_pile *hand = q == seat ? NULL : bang_game_zone(g, "hand", q);
    for (int i = 0; hand && i < hand->n; i++, sep = ",") fprintf(out, "%s%d", sep, hand->ids[i]);
  }
  fputc('\t', out);
  sep = "";
  /* once the game has its result every role is told (the end message) */
  for (int q = 1; q <= players && !bang_game_result(g); q++) {
    const bang_player *p = bang_game_player(g, q);
    if (q != seat && !p->role_revealed && p->role[0]) {
      fprintf(out, "%s%d:%s", sep, q, p->role);
      sep = ",";
    }
  }
  fputc('\t', out);
  fwrite(line, 1, len, out);
  fflush(out);
}
