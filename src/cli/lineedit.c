/*
 * lineedit.c: libedit (BSD editline, Debian's libedit2) for the terminal,
 * getline for anything else. The libedit state and the completion callback
 * live in the bang_input, reached from libedit's client data: no globals.
 */
#include "lineedit.h"
#include "msg.h"

#include <errno.h>
#include <histedit.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "textwidth.h"

enum { SEATS = 8, CANDIDATES = 64 };

struct bang_input {
  bool interactive;
  EditLine *el;
  History *history[SEATS + 1];
  int seat;
  bang_complete_fn complete;
  void *context;
  bool completing; /* off while waiting for a hot-seat player to sit down */
  char prompt[256];
  char *line;
  size_t cap;
  int watch_fd; /* bang_input_watch: -1 none */
  bool (*watch_ready)(void *context);
  void *watch_context;
  bool gave_up;
};

/* Ctrl-C: a signal can only leave a flag, so this one flag is static; the
 * reader sees it as an empty line and asks the player what they meant. */
static volatile sig_atomic_t interrupt_seen;

static void on_interrupt(int sig) {
  (void)sig;
  interrupt_seen = 1;
}

void bang_input_catch_interrupt(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; /* no SA_RESTART: a waiting read returns at once */
  sigaction(SIGINT, &sa, NULL);
}

bool bang_input_interrupted(void) {
  bool seen = interrupt_seen;
  interrupt_seen = 0;
  return seen;
}

static char *prompt_of(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return ((bang_input *)data)->prompt;
}

/* Characters (not bytes) in a UTF-8 text. */
static int characters(const char *s) {
  size_t n = mbstowcs(NULL, s, 0);
  return n == (size_t)-1 ? (int)strlen(s) : (int)n;
}

static unsigned char complete_word(EditLine *el, int ch) {
  (void)ch;
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  bang_input *in = data;
  const LineInfo *li = el_line(el);
  char before[512];
  size_t len = (size_t)(li->cursor - li->buffer);
  if (len >= sizeof before) return CC_ERROR;
  memcpy(before, li->buffer, len);
  before[len] = '\0';
  const char *space = strrchr(before, ' ');
  const char *partial = space ? space + 1 : before;
  char *found[CANDIDATES];
  int n = in->complete && in->completing ? in->complete(in->context, before, found, CANDIDATES) : 0;
  unsigned char result = CC_ERROR;
  if (n == 1) {
    el_deletestr(el, characters(partial));
    el_insertstr(el, found[0]);
    el_insertstr(el, " ");
    result = CC_REFRESH;
  } else if (n > 1) {
    /* The candidates' common start, if it adds to what was typed. */
    size_t common = strlen(found[0]);
    for (int i = 1; i < n; i++) {
      size_t k = 0;
      while (k < common && found[i][k] == found[0][k]) k++;
      common = k;
    }
    while (common > 0 && ((unsigned char)found[0][common] & 0xC0) == 0x80) common--;
    if (common > strlen(partial) && strncmp(found[0], partial, strlen(partial)) == 0) {
      char start[512];
      snprintf(start, sizeof start, "%.*s", (int)common, found[0]);
      el_deletestr(el, characters(partial));
      el_insertstr(el, start);
      result = CC_REFRESH;
    } else {
      char list[4096] = "";
      for (int i = 0; i < n; i++) {
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", i ? "  " : "", found[i]);
      }
      struct winsize ws;
      int width = ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20 ? ws.ws_col : 80;
      fputc('\n', stdout);
      bang_text_wrap(stdout, list, width, "", "");
      result = CC_REDISPLAY;
    }
  }
  for (int i = 0; i < n; i++) free(found[i]);
  return result;
}

bang_input *bang_input_new(bool interactive, bang_complete_fn complete, void *context) {
  bang_input *in = calloc(1, sizeof *in);
  if (!in) return NULL;
  in->interactive = interactive;
  in->complete = complete;
  in->context = context;
  in->completing = true;
  in->watch_fd = -1;
  if (!interactive) return in;
  in->el = el_init("bang", stdin, stdout, stderr);
  if (!in->el) {
    in->interactive = false;
    return in;
  }
  el_set(in->el, EL_CLIENTDATA, in);
  el_set(in->el, EL_PROMPT, prompt_of);
  el_set(in->el, EL_EDITOR, "emacs");
  el_set(in->el, EL_SIGNAL, 1);
  /* The wide forms: libedit keeps these pointers (the narrow ones are
   * converted into copies it never frees). */
  el_wset(in->el, EL_ADDFN, L"bang-complete", L"Complete a command word", complete_word);
  el_wset(in->el, EL_BIND, L"^I", L"bang-complete", NULL);
  el_source(in->el, NULL); /* the player's own ~/.editrc, if any */
  bang_input_seat(in, 1);
  return in;
}

void bang_input_free(bang_input *in) {
  if (!in) return;
  if (in->el) el_end(in->el);
  for (int s = 0; s <= SEATS; s++)
    if (in->history[s]) history_end(in->history[s]);
  free(in->line);
  free(in);
}

bool bang_input_interactive(const bang_input *in) { return in->interactive; }

static bool wait_stdin(bang_input *in);

/* libedit's character reader while a fd is watched: wait for a key (the
 * watched fd served meanwhile), then read one character, as many bytes as
 * it takes in the locale's encoding. -1 (el_gets gives up) when the
 * watch's callback says so; 0 at the end of the input. */
static int watched_getc(EditLine *el, wchar_t *wc) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  bang_input *in = data;
  if (!wait_stdin(in) || interrupt_seen) return -1;
  char bytes[MB_LEN_MAX];
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (size_t n = 0; n < sizeof bytes;) {
    ssize_t r = read(STDIN_FILENO, bytes + n, 1);
    if (r < 0 && errno == EINTR) {
      if (interrupt_seen) return -1; /* Ctrl-C: the read says so */
      continue;
    }
    if (r <= 0) return (int)r;
    n++;
    memset(&state, 0, sizeof state);
    size_t k = mbrtowc(wc, bytes, n, &state);
    if (k == (size_t)-2) continue; /* more bytes to come */
    if (k == (size_t)-1) *wc = L'?'; /* not in the locale's encoding */
    return 1;
  }
  *wc = L'?';
  return 1;
}

void bang_input_watch(bang_input *in, int fd, bool (*ready)(void *context), void *context) {
  in->watch_fd = fd;
  in->watch_ready = ready;
  in->watch_context = context;
  if (in->el) el_set(in->el, EL_GETCFN, watched_getc);
  else setvbuf(stdin, NULL, _IONBF, 0);
}

bool bang_input_gave_up(const bang_input *in) { return in->gave_up; }

/* Wait until stdin can be read, serving the watched fd meanwhile; false
 * if its callback gave up. */
static bool wait_stdin(bang_input *in) {
  while (in->watch_fd >= 0) {
    struct pollfd fds[2] = {{.fd = STDIN_FILENO, .events = POLLIN}, {.fd = in->watch_fd, .events = POLLIN}};
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR && !interrupt_seen) continue;
      return true; /* Ctrl-C, or no poll: the read says what happened */
    }
    if (fds[0].revents) return true;
    if (fds[1].revents && !in->watch_ready(in->watch_context)) {
      in->gave_up = true;
      return false;
    }
  }
  return true;
}

void bang_input_seat(bang_input *in, int seat) {
  if (seat < 1 || seat > SEATS) seat = 0; /* 0: an empty history, never written */
  in->seat = seat;
  if (!in->el) return;
  if (!in->history[seat]) {
    HistEvent ev;
    in->history[seat] = history_init();
    if (!in->history[seat]) return;
    history(in->history[seat], &ev, H_SETSIZE, 200);
    history(in->history[seat], &ev, H_SETUNIQUE, 1);
  }
  el_set(in->el, EL_HIST, history, in->history[seat]);
}

/* Without control characters (a typed ESC must not reach the screen when
 * echoed or shown back), tabs as spaces, and without surrounding blanks. */
static char *trim(char *s) {
  size_t k = 0;
  for (size_t i = 0; s[i]; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\t') s[k++] = ' ';
    else if (c >= 0x20 && c != 0x7F) s[k++] = s[i];
  }
  s[k] = '\0';
  bang_msg_clean(s); /* and the C1 controls: what is typed is echoed back */
  while (*s == ' ') s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ' || s[n - 1] == '\t'))
    s[--n] = '\0';
  return s;
}

const char *bang_input_read(bang_input *in, const char *prompt) {
  snprintf(in->prompt, sizeof in->prompt, "%s", prompt);
  if (in->el) {
    int count = 0;
    errno = 0;
    const char *got = el_gets(in->el, &count);
    if (!got || count <= 0) {
      fputc('\n', stdout);
      if (interrupt_seen) return ""; /* Ctrl-C: the caller asks */
      return NULL;
    }
    size_t len = strlen(got);
    if (len + 1 > in->cap) {
      char *bigger = realloc(in->line, len + 1);
      if (!bigger) return NULL;
      in->line = bigger;
      in->cap = len + 1;
    }
    memcpy(in->line, got, len + 1);
    char *line = trim(in->line);
    if (*line && in->seat > 0 && in->history[in->seat]) {
      HistEvent ev;
      history(in->history[in->seat], &ev, H_ENTER, line);
    }
    return line;
  }
  fputs(prompt, stdout);
  fflush(stdout);
  if (!wait_stdin(in)) {
    fputc('\n', stdout);
    return NULL;
  }
  if (getline(&in->line, &in->cap, stdin) < 0) {
    if (!interrupt_seen) return NULL;
    clearerr(stdin);
    fputc('\n', stdout);
    return "";
  }
  char *line = trim(in->line);
  printf("%s\n", line); /* the echo a terminal would have shown */
  return line;
}

bool bang_input_wait(bang_input *in, const char *prompt) {
  if (!in->interactive) return true;
  int seat = in->seat;
  bang_input_seat(in, 0);
  in->completing = false;
  const char *line = bang_input_read(in, prompt);
  in->completing = true;
  bang_input_seat(in, seat);
  return line != NULL;
}
