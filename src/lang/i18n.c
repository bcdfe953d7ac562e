/*
 * i18n.c: language choice and context-aware lookup in the "bang" domain.
 */
#include "i18n.h"

#include <ctype.h>
#include <dirent.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "language.h"
#include "mo_check.h"
#include "sandbox.h"

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

/* The process's language (bang_i18n_setup), which bang_tr reads, and the
 * mods' catalogs added to it (bang_i18n_add_domain), kept to be added
 * again when the language is chosen anew. */
static bang_language *current;
static struct {
  char *domain, *dir;
} mods[16];
static int nmods;
/* The languages chosen before the current one, never freed: a text
 * bang_tr gave (a front end may still hold it) stays valid when the
 * language is chosen again (bang play --resume takes the save's). */
static bang_language *earlier[8];
static int nearlier;

/* Open the language of code from the catalogs under dir (a catalog that
 * is not sound leaves the message ids as they are), with the mods'. */
static void open_current(const char *code, const char *dir) {
  if (current && nearlier < (int)(sizeof earlier / sizeof earlier[0])) earlier[nearlier++] = current;
  else bang_language_free(current); /* (more than that: a test choosing again and again) */
  char err[256];
  current = bang_language_open(code, dir, err, sizeof err);
  char bad[64];
  for (int i = 0; current && i < nmods; i++)
    bang_language_add_mod(current, mods[i].domain, mods[i].dir, bad, sizeof bad);
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
  open_current(code, dir);
  return ok;
}

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
  if (nmods == (int)(sizeof mods / sizeof mods[0])) return true;
  char *d = strdup(domain), *folder = strdup(dir);
  if (!d || !folder) {
    free(d);
    free(folder);
    return true;
  }
  if (current && !bang_language_add_mod(current, d, folder, bad, badlen)) {
    free(d);
    free(folder);
    return false; /* nothing added */
  }
  mods[nmods].domain = d;
  mods[nmods++].dir = folder;
  return true;
}

const bang_language *bang_i18n_language(void) { return current; }

const char *bang_tr(const char *id) { return bang_language_text(current, id); }

const char *bang_trn(const char *singular, const char *plural, unsigned long n) {
  return bang_language_plural(current, singular, plural, n);
}

char *bang_tr_error(char *err, size_t cap) {
  size_t len = strlen(err);
  for (int i = 0; bang_sandbox_file_errors[i]; i++) {
    const char *why = bang_sandbox_file_errors[i] + 2; /* after "%s": ": cannot read..." */
    size_t n = strlen(why);
    if (len < n || strcmp(err + len - n, why) != 0) continue;
    char *path = strndup(err, len - n); /* what came before: the path (and any context) */
    if (path) snprintf(err, cap, bang_tr(bang_sandbox_file_errors[i]), path);
    free(path);
    break;
  }
  return err;
}

