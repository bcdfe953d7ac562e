/*
 * boundlib.c: the library functions that could run for hours inside C,
 * where neither the VM nor a hook sees them, rewritten to poll the
 * sandbox's budget (bang_sandbox_check) as they go.
 *
 * - Pattern matching (string.find, match, gmatch, gsub): the project's own
 *   backtracking matcher for Lua patterns (the syntax and results of the
 *   Lua 5.4 manual, section 6.4.1), which counts its steps and checks the
 *   budget every CHECK_EVERY of them; a back-reference or a plain search
 *   counts in proportion to the bytes it compares. Exponential patterns
 *   ("a*a*a*...b") and quadratic plain searches then stop with the budget's
 *   error instead of running for ages.
 * - table.move, table.insert and table.remove loop over a range the script
 *   chooses (1 << 50, or a __len that lies): they check every CHECK_EVERY
 *   elements. table.move hands chunks to the stock function.
 * - string.rep of an empty string and separator loops n times for nothing:
 *   it returns "" at once; otherwise the result's size bounds the work
 *   (the memory cap).
 * - table.sort without a comparator compares in C, calling nothing (long
 *   strings: a whole strcoll each): it is given one that is a call.
 * - setmetatable refuses a metatable with __gc: finalizers run with hooks
 *   off, outside every budget, even at lua_close.
 * Everything else in the libraries either calls back (metamethods, sort's
 * comparator, gsub's function: the hook, once armed, stops those calls) or
 * does work bounded by the size of strings and tables the memory cap
 * already bounds.
 */
#include "boundlib.h"

#include <ctype.h>
#include <lauxlib.h>
#include <lualib.h>
#include <string.h>

#include "sandbox.h"

enum {
  CHECK_EVERY = 1 << 12, /* matcher steps or elements between budget checks */
  MAX_CAPTURES = 32,     /* as Lua's LUA_MAXCAPTURES */
  MAX_DEPTH = 200,       /* matcher recursion, as Lua's MAXCCALLS */
  CAP_OPEN = -1,         /* a capture not closed yet */
  CAP_POSITION = -2      /* a position capture, () */
};

#define uchar(c) ((unsigned char)(c))

/* ---- the matcher ------------------------------------------------------ */

typedef struct matcher {
  const char *src, *src_end; /* the subject */
  const char *pat_end;       /* the pattern's end */
  lua_State *L;
  int depth;                 /* recursion left */
  int level;                 /* captures opened */
  long left;                 /* steps before the next budget check */
  struct {
    const char *init;
    ptrdiff_t len;
  } capture[MAX_CAPTURES];
} matcher;

static void spend(matcher *m, long steps) {
  m->left -= steps;
  if (m->left <= 0) {
    m->left = CHECK_EVERY;
    bang_sandbox_check(m->L);
  }
}

static void matcher_init(matcher *m, lua_State *L, const char *s, size_t ls, const char *p,
                         size_t lp) {
  m->L = L;
  m->src = s;
  m->src_end = s + ls;
  m->pat_end = p + lp;
  m->left = CHECK_EVERY;
  m->depth = MAX_DEPTH;
  m->level = 0;
}

/* The end of the single-character class starting at p. */
static const char *class_end(matcher *m, const char *p) {
  char c = *p++;
  if (c == '%') {
    if (p == m->pat_end) luaL_error(m->L, "malformed pattern (ends with '%%')");
    return p + 1;
  }
  if (c == '[') {
    if (*p == '^') p++;
    do { /* the first character may be ']' itself */
      if (p == m->pat_end) luaL_error(m->L, "malformed pattern (missing ']')");
      c = *p++;
      if (c == '%' && p < m->pat_end) p++;
    } while (*p != ']');
    return p + 1;
  }
  return p;
}

/* c against the class letter cl (%a, %D...). */
static int class_match(int c, int cl) {
  int yes;
  switch (tolower(cl)) {
    case 'a': yes = isalpha(c); break;
    case 'c': yes = iscntrl(c); break;
    case 'd': yes = isdigit(c); break;
    case 'g': yes = isgraph(c); break;
    case 'l': yes = islower(c); break;
    case 'p': yes = ispunct(c); break;
    case 's': yes = isspace(c); break;
    case 'u': yes = isupper(c); break;
    case 'w': yes = isalnum(c); break;
    case 'x': yes = isxdigit(c); break;
    case 'z': yes = c == 0; break; /* deprecated, but stock Lua 5.4 has it */
    default: return cl == c;
  }
  if (isupper(cl)) yes = !yes;
  return yes != 0;
}

/* c against the set [...] from p (its '[') to last (its ']'). */
static int set_match(int c, const char *p, const char *last) {
  int want = 1;
  if (p[1] == '^') {
    want = 0;
    p++;
  }
  while (++p < last) {
    if (*p == '%') {
      p++;
      if (class_match(c, uchar(*p))) return want;
    } else if (p[1] == '-' && p + 2 < last) {
      if (uchar(p[0]) <= c && c <= uchar(p[2])) return want;
      p += 2;
    } else if (uchar(*p) == c) {
      return want;
    }
  }
  return !want;
}

static int single_match(matcher *m, const char *s, const char *p, const char *ep) {
  if (s >= m->src_end) return 0;
  int c = uchar(*s);
  switch (*p) {
    case '.': return 1;
    case '%': return class_match(c, uchar(p[1]));
    case '[': return set_match(c, p, ep - 1);
    default: return uchar(*p) == c;
  }
}

static const char *do_match(matcher *m, const char *s, const char *p);

static const char *match_balance(matcher *m, const char *s, const char *p) {
  if (p >= m->pat_end - 1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
  if (s >= m->src_end || *s != *p) return NULL;
  char open = p[0], close = p[1];
  int depth = 1;
  while (++s < m->src_end) {
    spend(m, 1);
    if (*s == close) {
      if (--depth == 0) return s + 1;
    } else if (*s == open) {
      depth++;
    }
  }
  return NULL;
}

static const char *max_expand(matcher *m, const char *s, const char *p, const char *ep) {
  ptrdiff_t n = 0;
  while (single_match(m, s + n, p, ep)) {
    n++;
    spend(m, 1);
  }
  for (; n >= 0; n--) { /* the longest first */
    const char *r = do_match(m, s + n, ep + 1);
    if (r) return r;
  }
  return NULL;
}

static const char *min_expand(matcher *m, const char *s, const char *p, const char *ep) {
  for (;;) {
    const char *r = do_match(m, s, ep + 1);
    if (r) return r;
    if (!single_match(m, s, p, ep)) return NULL;
    s++;
  }
}

static const char *start_capture(matcher *m, const char *s, const char *p, ptrdiff_t what) {
  if (m->level >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
  m->capture[m->level].init = s;
  m->capture[m->level].len = what;
  m->level++;
  const char *r = do_match(m, s, p);
  if (!r) m->level--;
  return r;
}

static const char *end_capture(matcher *m, const char *s, const char *p) {
  int l = m->level - 1;
  while (l >= 0 && m->capture[l].len != CAP_OPEN) l--;
  if (l < 0) luaL_error(m->L, "invalid pattern capture");
  m->capture[l].len = s - m->capture[l].init;
  const char *r = do_match(m, s, p);
  if (!r) m->capture[l].len = CAP_OPEN;
  return r;
}

static int capture_index(matcher *m, int c) {
  int l = c - '1';
  if (l < 0 || l >= m->level || m->capture[l].len == CAP_OPEN)
    return luaL_error(m->L, "invalid capture index %%%d", l + 1);
  return l;
}

static const char *match_capture(matcher *m, const char *s, int c) {
  int l = capture_index(m, c);
  size_t len = (size_t)m->capture[l].len;
  spend(m, (long)(len >> 8));
  if ((size_t)(m->src_end - s) >= len && memcmp(m->capture[l].init, s, len) == 0)
    return s + len;
  return NULL;
}

/* Match the pattern from p against the subject from s: the end of the
 * match, or NULL. */
static const char *do_match(matcher *m, const char *s, const char *p) {
  if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
  spend(m, 1);
  while (p != m->pat_end) {
    switch (*p) {
      case '(':
        if (p[1] == ')') s = start_capture(m, s, p + 2, CAP_POSITION);
        else s = start_capture(m, s, p + 1, CAP_OPEN);
        goto done;
      case ')':
        s = end_capture(m, s, p + 1);
        goto done;
      case '$':
        if (p + 1 != m->pat_end) break; /* an ordinary '$' */
        if (s != m->src_end) s = NULL;
        goto done;
      case '%':
        if (p[1] == 'b') {
          s = match_balance(m, s, p + 2);
          if (!s) goto done;
          p += 4;
          continue;
        }
        if (p[1] == 'f') {
          p += 2;
          if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
          const char *ep = class_end(m, p);
          int before = s == m->src ? 0 : uchar(s[-1]);
          int here = s < m->src_end ? uchar(*s) : 0;
          if (!set_match(before, p, ep - 1) && set_match(here, p, ep - 1)) {
            p = ep;
            continue;
          }
          s = NULL;
          goto done;
        }
        if (isdigit(uchar(p[1]))) {
          s = match_capture(m, s, uchar(p[1]));
          if (!s) goto done;
          p += 2;
          continue;
        }
        break;
      default:
        break;
    }
    /* A single-character class, maybe with a quantifier. */
    const char *ep = class_end(m, p);
    if (!single_match(m, s, p, ep)) {
      if (*ep == '*' || *ep == '?' || *ep == '-') { /* zero repetitions will do */
        p = ep + 1;
        continue;
      }
      s = NULL;
      goto done;
    }
    switch (*ep) {
      case '?': {
        const char *r = do_match(m, s + 1, ep + 1);
        if (r) {
          s = r;
          goto done;
        }
        p = ep + 1;
        continue;
      }
      case '+': s = max_expand(m, s + 1, p, ep); goto done;
      case '*': s = max_expand(m, s, p, ep); goto done;
      case '-': s = min_expand(m, s, p, ep); goto done;
      default:
        s++;
        p = ep;
        continue;
    }
  }
done:
  m->depth++;
  return s;
}

/* Push capture i (or the whole match s..e if there are none and i is 0). */
static void push_capture(matcher *m, int i, const char *s, const char *e) {
  if (i >= m->level) {
    if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
    lua_pushlstring(m->L, s, (size_t)(e - s));
    return;
  }
  ptrdiff_t len = m->capture[i].len;
  if (len == CAP_OPEN) luaL_error(m->L, "unfinished capture");
  if (len == CAP_POSITION)
    lua_pushinteger(m->L, (lua_Integer)(m->capture[i].init - m->src) + 1);
  else
    lua_pushlstring(m->L, m->capture[i].init, (size_t)len);
}

/* Push every capture (the whole match if none and s is not NULL). */
static int push_captures(matcher *m, const char *s, const char *e) {
  int n = (m->level == 0 && s) ? 1 : m->level;
  luaL_checkstack(m->L, n, "too many captures");
  for (int i = 0; i < n; i++) push_capture(m, i, s, e);
  return n;
}

/* A plain search, memchr then memcmp, counting the bytes compared. */
static const char *find_plain(matcher *m, const char *s, size_t ls, const char *p, size_t lp) {
  if (lp == 0) return s;
  if (lp > ls) return NULL;
  const char *last = s + (ls - lp);
  while (s <= last) {
    const char *hit = memchr(s, *p, (size_t)(last - s) + 1);
    if (!hit) return NULL;
    spend(m, 1 + (long)(lp >> 8));
    if (memcmp(hit + 1, p + 1, lp - 1) == 0) return hit;
    s = hit + 1;
  }
  return NULL;
}

static int has_specials(const char *p, size_t lp) {
  for (size_t i = 0; i < lp; i++)
    if (p[i] && strchr("^$*+?.([%-", p[i])) return 1;
  return 0;
}

/* A string position from a script (negative from the end) as 1-based. */
static size_t position(lua_Integer pos, size_t len) {
  if (pos > 0) return (size_t)pos;
  if (pos == 0 || pos < -(lua_Integer)len) return 1;
  return len + (size_t)pos + 1;
}

static int find_or_match(lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = position(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  matcher m;
  matcher_init(&m, L, s, ls, p, lp);
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    const char *hit = find_plain(&m, s + init, ls - init, p, lp);
    if (hit) {
      lua_pushinteger(L, (lua_Integer)(hit - s) + 1);
      lua_pushinteger(L, (lua_Integer)(hit - s + lp));
      return 2;
    }
  } else {
    int anchor = *p == '^';
    if (anchor) {
      p++;
      lp--;
    }
    matcher_init(&m, L, s, ls, p, lp);
    const char *from = s + init;
    do {
      m.level = 0;
      m.depth = MAX_DEPTH;
      const char *e = do_match(&m, from, p);
      if (e) {
        if (!find) return push_captures(&m, from, e);
        lua_pushinteger(L, (lua_Integer)(from - s) + 1);
        lua_pushinteger(L, (lua_Integer)(e - s));
        return push_captures(&m, NULL, NULL) + 2;
      }
    } while (from++ < m.src_end && !anchor);
  }
  luaL_pushfail(L);
  return 1;
}

static int str_find(lua_State *L) { return find_or_match(L, 1); }
static int str_match(lua_State *L) { return find_or_match(L, 0); }

typedef struct gmatch_state {
  const char *from, *pattern, *last;
  matcher m;
} gmatch_state;

static int gmatch_next(lua_State *L) {
  gmatch_state *g = lua_touserdata(L, lua_upvalueindex(3));
  g->m.L = L;
  g->m.left = CHECK_EVERY;
  for (const char *from = g->from; from <= g->m.src_end; from++) {
    g->m.level = 0;
    g->m.depth = MAX_DEPTH;
    const char *e = do_match(&g->m, from, g->pattern);
    if (e && e != g->last) {
      g->from = g->last = e;
      return push_captures(&g->m, from, e);
    }
  }
  return 0;
}

static int str_gmatch(lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = position(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) init = ls + 1; /* past the end: no match */
  lua_settop(L, 2);
  gmatch_state *g = lua_newuserdatauv(L, sizeof *g, 0);
  matcher_init(&g->m, L, s, ls, p, lp);
  g->from = s + init;
  g->pattern = p;
  g->last = NULL;
  lua_pushcclosure(L, gmatch_next, 3); /* the strings stay alive as upvalues */
  return 1;
}

/* gsub's replacement string: %0-%9 and %%. */
static void add_string(matcher *m, luaL_Buffer *b, const char *s, const char *e) {
  lua_State *L = m->L;
  size_t l;
  const char *r = lua_tolstring(L, 3, &l);
  const char *pct;
  while ((pct = memchr(r, '%', l)) != NULL) {
    luaL_addlstring(b, r, (size_t)(pct - r));
    pct++; /* the character after '%' (the terminating NUL at the end) */
    if (*pct == '%') {
      luaL_addchar(b, '%');
    } else if (*pct == '0') {
      luaL_addlstring(b, s, (size_t)(e - s));
    } else if (isdigit(uchar(*pct))) {
      push_capture(m, *pct - '1', s, e);
      luaL_tolstring(L, -1, NULL);
      lua_remove(L, -2);
      luaL_addvalue(b);
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", '%');
    }
    l -= (size_t)(pct + 1 - r);
    r = pct + 1;
  }
  luaL_addlstring(b, r, l);
}

/* Add the replacement of the match s..e; 1 if it changed the text. */
static int add_value(matcher *m, luaL_Buffer *b, const char *s, const char *e, int type) {
  lua_State *L = m->L;
  if (type == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = push_captures(m, s, e);
    lua_call(L, n, 1);
  } else if (type == LUA_TTABLE) {
    push_capture(m, 0, s, e);
    lua_gettable(L, 3);
  } else {
    add_string(m, b, s, e);
    return 1;
  }
  if (!lua_toboolean(L, -1)) { /* nil or false: keep the original */
    lua_pop(L, 1);
    luaL_addlstring(b, s, (size_t)(e - s));
    return 0;
  }
  if (!lua_isstring(L, -1))
    return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return 1;
}

static int str_gsub(lua_State *L) {
  size_t ls, lp;
  const char *src = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  const char *last = NULL;
  int type = lua_type(L, 3);
  lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
  luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION ||
                          type == LUA_TTABLE,
                   3, "string/function/table");
  int anchor = *p == '^';
  if (anchor) {
    p++;
    lp--;
  }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  matcher m;
  matcher_init(&m, L, src, ls, p, lp);
  lua_Integer n = 0;
  int changed = 0;
  while (n < max) {
    m.level = 0;
    m.depth = MAX_DEPTH;
    const char *e = do_match(&m, src, p);
    if (e && e != last) {
      n++;
      changed |= add_value(&m, &b, src, e, type);
      src = last = e;
    } else if (src < m.src_end) {
      luaL_addchar(&b, *src++);
    } else {
      break;
    }
    if (anchor) break;
  }
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, src, (size_t)(m.src_end - src));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}

/* string.rep: the stock function (upvalue 1), but an empty result at once. */
static int str_rep(lua_State *L) {
  size_t l, lsep = 0;
  luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0 || (l == 0 && lsep == 0)) {
    lua_pushliteral(L, "");
    return 1;
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

/* ---- tables ----------------------------------------------------------- */

/* As ltablib.c: a table, or a value with the metamethods the use needs. */
enum { NEED_READ = 1, NEED_WRITE = 2, NEED_LEN = 4 };

static int has_field(lua_State *L, const char *key, int n) {
  lua_pushstring(L, key);
  return lua_rawget(L, -n) != LUA_TNIL;
}

static void check_table(lua_State *L, int arg, int need) {
  if (lua_type(L, arg) == LUA_TTABLE) return;
  int n = 1;
  if (lua_getmetatable(L, arg) &&
      (!(need & NEED_READ) || has_field(L, "__index", ++n)) &&
      (!(need & NEED_WRITE) || has_field(L, "__newindex", ++n)) &&
      (!(need & NEED_LEN) || has_field(L, "__len", ++n)))
    lua_pop(L, n);
  else
    luaL_checktype(L, arg, LUA_TTABLE); /* raises */
}

static int tab_insert(lua_State *L) {
  check_table(L, 1, NEED_READ | NEED_WRITE | NEED_LEN);
  lua_Integer e = luaL_len(L, 1);
  e = (lua_Integer)((lua_Unsigned)e + 1u); /* the first empty slot */
  lua_Integer pos;
  switch (lua_gettop(L)) {
    case 2:
      pos = e;
      break;
    case 3:
      pos = luaL_checkinteger(L, 2);
      luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
      for (lua_Integer i = e; i > pos; i--) { /* move up */
        if (((e - i) & (CHECK_EVERY - 1)) == CHECK_EVERY - 1) bang_sandbox_check(L);
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);
      }
      break;
    default:
      return luaL_error(L, "wrong number of arguments to 'insert'");
  }
  lua_seti(L, 1, pos);
  return 0;
}

static int tab_remove(lua_State *L) {
  check_table(L, 1, NEED_READ | NEED_WRITE | NEED_LEN);
  lua_Integer size = luaL_len(L, 1);
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size)
    luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
  lua_geti(L, 1, pos);
  for (lua_Integer k = 0; pos < size; pos++, k++) {
    if ((k & (CHECK_EVERY - 1)) == CHECK_EVERY - 1) bang_sandbox_check(L);
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);
  return 1;
}

/* table.move(a1, f, e, t [, a2]): the stock function (upvalue 1) a chunk
 * at a time, in the order it would copy, with a budget check between. */
static int tab_move(lua_State *L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int dest = lua_isnoneornil(L, 5) ? 1 : 5;
  lua_settop(L, 5);
  if (e < f || e - f < CHECK_EVERY) { /* small: the stock function as it is */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 5, 1);
    return 1;
  }
  luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
  lua_Integer n = e - f + 1;
  luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
  int backward = !(t > e || t <= f || (dest != 1 && !lua_compare(L, 1, dest, LUA_OPEQ)));
  lua_Integer chunks = (n + CHECK_EVERY - 1) / CHECK_EVERY;
  for (lua_Integer c = 0; c < chunks; c++) {
    lua_Integer k = backward ? chunks - 1 - c : c; /* the chunk's number */
    lua_Integer first = k * CHECK_EVERY;
    lua_Integer count = n - first < CHECK_EVERY ? n - first : CHECK_EVERY;
    bang_sandbox_check(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushinteger(L, f + first);
    lua_pushinteger(L, f + first + count - 1);
    lua_pushinteger(L, t + first);
    lua_pushvalue(L, dest);
    lua_call(L, 5, 0);
  }
  lua_pushvalue(L, dest);
  return 1;
}

/* The default order of table.sort, as a function: a < b. */
static int less_than(lua_State *L) {
  lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
  return 1;
}

/* table.sort(t [, comp]): the stock function (upvalue 1), given less_than
 * when the script gives no comparator (upvalue 2). Without one the stock
 * sort compares in C and calls nothing, so neither hook nor tick could
 * stop it: n log n comparisons of long strings that differ at the end
 * (each a whole strcoll) ran for hours. Each comparison is a call now,
 * which the armed hook stops; the order is the same. */
static int tab_sort(lua_State *L) {
  if (lua_isnoneornil(L, 2)) {
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
  }
  lua_settop(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 2, 0);
  return 0;
}

/* setmetatable without finalizers. */
static int base_setmetatable(lua_State *L) {
  if (lua_type(L, 2) == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "a metatable may not have __gc (finalizers run outside the "
                           "sandbox's time budget)");
    lua_pop(L, 1);
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

/* Replace t[name] (t on top) by f, with the old value as upvalue 1. */
static void replace(lua_State *L, const char *name, lua_CFunction f) {
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, -2, name);
}

void bang_boundlib_open(lua_State *L) {
  lua_getglobal(L, LUA_STRLIBNAME);
  lua_pushcfunction(L, str_find);
  lua_setfield(L, -2, "find");
  lua_pushcfunction(L, str_match);
  lua_setfield(L, -2, "match");
  lua_pushcfunction(L, str_gmatch);
  lua_setfield(L, -2, "gmatch");
  lua_pushcfunction(L, str_gsub);
  lua_setfield(L, -2, "gsub");
  replace(L, "rep", str_rep);
  lua_pop(L, 1);
  lua_getglobal(L, LUA_TABLIBNAME);
  lua_pushcfunction(L, tab_insert);
  lua_setfield(L, -2, "insert");
  lua_pushcfunction(L, tab_remove);
  lua_setfield(L, -2, "remove");
  replace(L, "move", tab_move);
  lua_getfield(L, -1, "sort");
  lua_pushcfunction(L, less_than);
  lua_pushcclosure(L, tab_sort, 2);
  lua_setfield(L, -2, "sort");
  lua_pop(L, 1);
  lua_pushglobaltable(L);
  replace(L, "setmetatable", base_setmetatable);
  lua_pop(L, 1);
}
