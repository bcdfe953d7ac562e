/*
 * i18n.c: language choice and context-aware lookup in the "bang" domain.
 */
#include "i18n.h"

#include <ctype.h>
#include <dirent.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mo_check.h"
#include "msg.h"

#ifndef BANG_LOCALE_DIR
#define BANG_LOCALE_DIR "locales"
#endif

const char *const bang_languages[] = {"en", "pt_BR", "es", "it", "zh_CN", NULL};

static char locale_dir[4096];

void bang_i18n_set_locale_dir(const char *dir) {
  snprintf(locale_dir, sizeof locale_dir, "%s", dir ? dir : "");
}

const char *bang_i18n_normalize(const char *name) {
  if (!name || !*name) return NULL;
  char lang[8] = {0};
  size_t n = 0;
  while (name[n] && isalpha((unsigned char)name[n]) && n < sizeof lang - 1) {
    lang[n] = (char)tolower((unsigned char)name[n]);
    n++;
  }
  char next = name[n];
  if (next && next != '_' && next != '-' && next != '.' && next != '@' && next != ':')
    return NULL;
  if (strcmp(lang, "c") == 0 || strcmp(lang, "posix") == 0) return "en";
  static const struct { const char *prefix, *code; } known[] = {
      {"en", "en"}, {"pt", "pt_BR"}, {"es", "es"}, {"it", "it"}, {"zh", "zh_CN"}};
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
    if (strcmp(lang, known[i].prefix) == 0) return known[i].code;
  return NULL;
}

static const char *from_environment(void) {
  const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
  for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
    const char *v = getenv(vars[i]);
    if (!v || !*v) continue;
    /* LANGUAGE may list several: take the first we have. */
    char copy[256];
    snprintf(copy, sizeof copy, "%s", v);
    char *save = NULL;
    for (char *item = strtok_r(copy, ":", &save); item; item = strtok_r(NULL, ":", &save)) {
      const char *code = bang_i18n_normalize(item);
      if (code) return code;
    }
  }
  return "en";
}

static int ctype_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int bang_i18n_setup(const char *lang_option, char *chosen, size_t chosen_len) {
  const char *code = lang_option ? bang_i18n_normalize(lang_option) : from_environment();
  int ok = code != NULL;
  if (!code) code = "en";
  snprintf(chosen, chosen_len, "%s", code);

  setlocale(LC_ALL, "");
  if (!ctype_is_utf8()) setlocale(LC_CTYPE, "C.UTF-8");
  /* glibc ignores LANGUAGE under the plain C message locale. */
  const char *messages = setlocale(LC_MESSAGES, NULL);
  if (!messages || strcmp(messages, "C") == 0 || strcmp(messages, "POSIX") == 0)
    setlocale(LC_MESSAGES, "C.UTF-8");
  setlocale(LC_NUMERIC, "C");
  setenv("LANGUAGE", code, 1);

  const char *dir = getenv("BANG_LOCALE_DIR");
  if (!dir || !*dir) dir = locale_dir[0] ? locale_dir : BANG_LOCALE_DIR;
  bindtextdomain("bang", dir);
  bind_textdomain_codeset("bang", "UTF-8");
  textdomain("bang");
  return ok;
}

/* The mods' catalogs (bang_i18n_add_domain), tried after "bang", the last
 * added first. */
static char *mod_domains[16];
static int nmod_domains;

/* Every catalog gettext could open for domain under dir (whatever
 * language: <any>/LC_MESSAGES/<domain>.mo) is checked (mo_check.h) before
 * the domain is bound: the first bad one's path goes to bad. */
static bool catalogs_valid(const char *domain, const char *dir, char *bad, size_t badlen) {
  DIR *d = opendir(dir);
  if (!d) return true;
  bool ok = true;
  struct dirent *e;
  while (ok && (e = readdir(d))) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, e->d_name, domain);
    struct stat st;
    if (lstat(path, &st) != 0) continue; /* none in that language */
    if (!bang_mo_valid(path)) {
      snprintf(bad, badlen, "%s", path);
      ok = false;
    }
  }
  closedir(d);
  return ok;
}

bool bang_i18n_add_domain(const char *domain, const char *dir, char *bad, size_t badlen) {
  if (!catalogs_valid(domain, dir, bad, badlen)) return false;
  if (nmod_domains == (int)(sizeof mod_domains / sizeof mod_domains[0])) return true;
  char *copy = strdup(domain);
  if (!copy) return true;
  bindtextdomain(copy, dir);
  bind_textdomain_codeset(copy, "UTF-8");
  mod_domains[nmod_domains++] = copy;
  return true;
}

/* A translation with controls in it (a mod's catalog may hold anything)
 * is shown as its cleaned copy (bang_msg_clean), made once: a catalog's
 * texts stay where they are while it is loaded, so its address is the key.
 * Simulations translate from several threads, hence the lock. Past
 * CLEANED_MAX of them, the message id is shown if it is clean, else "?". */
enum { CLEANED_MAX = 256 };
static struct {
  const char *from;
  char *clean;
} cleaned[CLEANED_MAX];
static int ncleaned;
static pthread_mutex_t cleaned_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *clean_translation(const char *id, const char *translated) {
  const char *found = NULL;
  pthread_mutex_lock(&cleaned_lock);
  for (int i = 0; i < ncleaned && !found; i++)
    if (cleaned[i].from == translated) found = cleaned[i].clean;
  if (!found && ncleaned < CLEANED_MAX) {
    char *copy = strdup(translated);
    if (copy) {
      cleaned[ncleaned].from = translated;
      cleaned[ncleaned++].clean = bang_msg_clean(copy);
      found = copy;
    }
  }
  pthread_mutex_unlock(&cleaned_lock);
  if (found) return found;
  const char *eot = strchr(id, '\004');
  const char *plain = eot ? eot + 1 : id; /* (id itself may hold controls: a script's) */
  return bang_msg_needs_clean(plain, strlen(plain)) ? "?" : plain;
}

const char *bang_tr(const char *id) {
  if (!id || !*id) return "";
  const char *translated = dgettext("bang", id);
  bool from_mod = false;
  for (int i = nmod_domains - 1; i >= 0 && translated == id; i--) {
    translated = dgettext(mod_domains[i], id);
    from_mod = translated != id;
  }
  const char *eot = strchr(id, '\004');
  if (eot && translated == id) return eot + 1;
  /* Only a mod's catalog is looked at for controls: the game's own are
   * ours, and this runs for every text shown. */
  if (from_mod && bang_msg_needs_clean(translated, strlen(translated)))
    return clean_translation(id, translated);
  return translated;
}
