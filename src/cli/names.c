/*
 * names.c: the players' names a player may give (names.h): the same rules
 * for `bang play --names`, `bang host --names` and `bang join --name`.
 */
#include "names.h"

#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "game.h"
#include "i18n.h"

bool bang_cli_name_ok(const char *name) {
  if (!*name || strlen(name) >= BANG_NAME_LEN || strpbrk(name, " \t")) return false;
  if (strspn(name, "0123456789") == strlen(name)) return false;
  /* "look all" must mean everyone. */
  if (bang_command_same(name, "all") || bang_command_same(name, _(NC_("command", "all")))) return false;
  for (const unsigned char *c = (const unsigned char *)name; *c; c++)
    if (*c < 0x20 || *c == 0x7F) return false;
  return true;
}

bool bang_cli_names(const char *text, char *store, size_t cap, const char **names) {
  memset(names, 0, BANG_MAX_PLAYERS * sizeof *names); /* a second --names replaces the first */
  snprintf(store, cap, "%s", text);
  if (strlen(text) >= cap || !*text || text[0] == ',' || text[strlen(text) - 1] == ',' ||
      strstr(text, ",,"))
    return false;
  int n = 0;
  char *save = NULL;
  for (char *name = strtok_r(store, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
    if (n >= BANG_MAX_PLAYERS || !bang_cli_name_ok(name)) return false;
    for (int k = 0; k < n; k++)
      if (bang_command_same(names[k], name)) return false;
    names[n++] = name;
  }
  return n > 0;
}
