/*
 * mods.c: the mods a command loads (see mods.h).
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include "mods.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "i18n.h"
#include "msg.h"
#include "savefile.h"

static char *mods[BANG_MAX_MODS + 1]; /* NULL-terminated */
static int nmods;
static char names[BANG_MAX_MODS * 64];

static bool is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* A folder NAME of a mod that is a variant: a stock one (lua/NAME/variant.lua)
 * or one the mod brings (NAME/variant.lua). */
static bool is_variant_folder(const char *dir, const char *name) {
  char path[4096];
  size_t len = strlen(name);
  if (len == 0 || len >= BANG_VARIANT_WORD || strspn(name, "abcdefghijklmnopqrstuvwxyz") != len)
    return false;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if (!is_dir(path)) return false;
  snprintf(path, sizeof path, "%s/%s/variant.lua", dir, name);
  if (is_file(path)) return true;
  snprintf(path, sizeof path, "%s/lua/%s/variant.lua", bang_cli_data_dir(), name);
  return is_file(path);
}

/* A mod has something to lay over lua/: prelude.lua or a game's folder. */
static bool is_mod(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/prelude.lua", dir);
  if (is_file(path)) return true;
  DIR *d = opendir(dir);
  if (!d) return false;
  bool found = false;
  struct dirent *e;
  while (!found && (e = readdir(d))) found = is_variant_folder(dir, e->d_name);
  closedir(d);
  return found;
}

/* The folder's last name ("/a/b/" -> "b"), into out. */
static void mod_name(const char *dir, char *out, size_t len) {
  size_t end = strlen(dir);
  while (end > 1 && dir[end - 1] == '/') end--;
  size_t start = end;
  while (start > 0 && dir[start - 1] != '/') start--;
  snprintf(out, len, "%.*s", (int)(end - start), dir + start);
}

/* A path or a folder's name as it may be shown: a name can hold anything,
 * escape codes too (bang_msg_clean). */
static const char *shown(const char *text, char *out, size_t len) {
  snprintf(out, len, "%s", text);
  return bang_msg_clean(out);
}

/* Add dir (made absolute) at the end; a folder already listed moves there. */
static bool add(const char *dir) {
  char *full = realpath(dir, NULL);
  if (!full) full = strdup(dir);
  if (!full) return false;
  for (int i = 0; i < nmods; i++) {
    if (strcmp(mods[i], full) == 0) {
      free(mods[i]);
      memmove(mods + i, mods + i + 1, (size_t)(nmods - i) * sizeof *mods);
      nmods--;
      break;
    }
  }
  if (nmods == BANG_MAX_MODS) {
    fprintf(stderr, _("bang: too many mods (at most %d)."), BANG_MAX_MODS);
    fputc('\n', stderr);
    free(full);
    return false;
  }
  mods[nmods++] = full;
  mods[nmods] = NULL;
  return true;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every mod folder of $XDG_DATA_HOME/bang/mods, in name order. */
static bool add_user_mods(void) {
  char dir[4096];
  const char *data = getenv("XDG_DATA_HOME");
  const char *home = getenv("HOME");
  if (data && data[0] == '/') snprintf(dir, sizeof dir, "%s/bang/mods", data);
  else if (home && *home) snprintf(dir, sizeof dir, "%s/.local/share/bang/mods", home);
  else return true;
  DIR *d = opendir(dir);
  if (!d) return true;
  char *found[BANG_MAX_MODS * 4];
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < sizeof found / sizeof found[0]) {
    if (e->d_name[0] == '.') continue;
    char *path = malloc(strlen(dir) + strlen(e->d_name) + 2);
    if (!path) break;
    sprintf(path, "%s/%s", dir, e->d_name);
    if (!is_dir(path)) {
      free(path);
      continue;
    }
    found[n++] = path;
  }
  closedir(d);
  if (n) qsort(found, n, sizeof *found, compare_names);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    if (ok && !is_mod(found[i])) {
      char path[4096];
      fprintf(stderr, _("bang: skipping %s: not a mod (no card/, dice/, solo/ or prelude.lua in it)."),
              shown(found[i], path, sizeof path));
      fputc('\n', stderr);
    } else if (ok) {
      ok = add(found[i]);
    }
    free(found[i]);
  }
  return ok;
}

/* A mod's translations: MOD/locale/<lang>/LC_MESSAGES/bang-mod-NAME.mo.
 * A broken catalog is refused, naming it (gettext would trust its tables). */
static bool add_texts(const char *dir) {
  char locale[4096], name[256], domain[300], bad[8192];
  snprintf(locale, sizeof locale, "%s/locale", dir);
  if (!is_dir(locale)) return true;
  mod_name(dir, name, sizeof name);
  snprintf(domain, sizeof domain, "bang-mod-%s", name);
  if (bang_i18n_add_domain(domain, locale, bad, sizeof bad)) return true;
  fprintf(stderr, _("bang: %s: not a valid message catalog (make it again with msgfmt)."),
          bang_msg_clean(bad));
  fputc('\n', stderr);
  return false;
}

bool bang_mods_init(int *argc, char **argv) {
  const char *given[64];
  int ngiven = 0, out = 1;
  for (int i = 1; i < *argc; i++) {
    const char *dir = NULL;
    if (strcmp(argv[i], "--mod") == 0) {
      if (i + 1 >= *argc) {
        fprintf(stderr, "%s\n", _("bang: --mod takes a mod's folder."));
        return false;
      }
      dir = argv[++i];
    } else if (strncmp(argv[i], "--mod=", 6) == 0) {
      dir = argv[i] + 6;
    } else if (strcmp(argv[i], "--") == 0) { /* the rest are not options */
      while (i < *argc) argv[out++] = argv[i++];
      break;
    } else {
      argv[out++] = argv[i];
      continue;
    }
    if (!is_dir(dir) || !is_mod(dir)) {
      char path[4096];
      dir = shown(dir, path, sizeof path);
      fprintf(stderr,
              _("bang: --mod %s: not a mod folder (a mod holds its scripts per game, as lua/ "
                "does: %s/card/characters/NAME.lua, %s/dice/...; see docs/MODDING.md)."),
              dir, dir, dir);
      fputc('\n', stderr);
      return false;
    }
    if (ngiven == (int)(sizeof given / sizeof given[0])) {
      fprintf(stderr, _("bang: too many mods (at most %d)."), BANG_MAX_MODS);
      fputc('\n', stderr);
      return false;
    }
    given[ngiven++] = dir;
  }
  *argc = out;
  argv[out] = NULL;
  if (!add_user_mods()) return false;
  for (int i = 0; i < ngiven; i++)
    if (!add(given[i])) return false;
  names[0] = '\0';
  for (int i = 0; i < nmods; i++) {
    char name[256];
    mod_name(mods[i], name, sizeof name);
    size_t used = strlen(names);
    snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "", bang_msg_clean(name));
    if (!add_texts(mods[i])) return false;
  }
  return true;
}

const char *const *bang_mods_list(void) { return nmods ? (const char *const *)mods : NULL; }

void bang_mods_setup(bang_setup *setup) {
  for (int i = 0; i < BANG_MAX_MODS; i++) setup->mods[i] = i < nmods ? mods[i] : NULL;
}

const char *bang_mods_names(void) { return names; }

void bang_mods_replay_args(char *out, size_t len) {
  size_t used = 0;
  if (len) out[0] = '\0';
  for (int i = 0; i < nmods && used < len; i++) {
    char quoted[PATH_MAX * 4 + 8];
    bang_save_shell_path(mods[i], quoted, sizeof quoted);
    used += (size_t)snprintf(out + used, len - used, " --mod %s", quoted);
  }
}

void bang_mods_print(void) {
  if (!nmods) return;
  printf(_("Mods: %s"), names);
  putchar('\n');
}
