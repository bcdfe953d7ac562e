/*
 * textwidth.h: terminal column widths of UTF-8 text, so that tables line up
 * in Chinese (two columns per character) as well as in Latin scripts.
 */
#ifndef BANG_TEXTWIDTH_H
#define BANG_TEXTWIDTH_H

#include <stddef.h>

/* Columns the text takes on a terminal. */
int bang_text_width(const char *s);
/* Append s to out (of capacity cap) padded with spaces to width columns. */
void bang_append_padded(char *out, size_t cap, const char *s, int width);

#endif
