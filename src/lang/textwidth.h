/*
 * textwidth.h: terminal column widths of UTF-8 text, so that tables line up
 * in Chinese (two columns per character) as well as in Latin scripts, and
 * word wrapping at a width (between words, and between Chinese characters
 * where a line may break). Colour escapes (ESC [ ... m) take no columns.
 */
#ifndef BANG_TEXTWIDTH_H
#define BANG_TEXTWIDTH_H

#include <stddef.h>
#include <stdio.h>

/* Columns the text takes on a terminal (wcwidth). */
int bang_text_width(const char *s);
/* The same where the terminal draws East Asian Ambiguous characters ("·",
 * "♠", "…") ambiguous (1 or 2) columns wide: with 2, the most the text can
 * take on any terminal. */
int bang_text_width_as(const char *s, int ambiguous);
/* Append s to out (of capacity cap) padded with spaces to width columns. */
void bang_text_pad(char *out, size_t cap, const char *s, int width);
/* Copy s to out cut to at most width columns, ending in "…" if cut. */
void bang_text_fit(char *out, size_t cap, const char *s, int width);
/* The same, measured as bang_text_width_as. */
void bang_text_fit_as(char *out, size_t cap, const char *s, int width, int ambiguous);

/* What goes between a label and what follows it: nothing after a
 * full-width mark ("用法：bang"), else a space ("Usage: bang"). */
const char *bang_text_gap_after(const char *label);
/* What goes before an aside: nothing before a full-width mark
 * ("炸药（锁定）"), else a space ("Dynamite (locked)"). */
const char *bang_text_gap_before(const char *aside);

/*
 * Write text word-wrapped to width columns: the first line starts with
 * first (e.g. "  "), the others with next (a hanging indent); prefixes
 * count in the width. Lines never end in spaces. A word wider than a line
 * is cut. Returns the number of lines written.
 */
int bang_text_wrap(FILE *out, const char *text, int width, const char *first, const char *next);
/* The same, an ambiguous character ("…", "·", "♠") taking ambiguous (1 or
 * 2) columns: with 2 no line is wider than width on any terminal. */
int bang_text_wrap_as(FILE *out, const char *text, int width, const char *first, const char *next,
                      int ambiguous);

#endif
