/*
 * mo_check.h: checking a message catalog (.mo) before gettext reads it.
 */
#ifndef BANG_MO_CHECK_H
#define BANG_MO_CHECK_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Whether the file at path is a regular file and a whole, well-formed GNU
 * message catalog: its magic number (either byte order), a revision glibc
 * knows (no system dependent strings), both string tables and every string
 * inside the file, each string followed by a NUL, and a hash table inside
 * the file, of a prime size, naming only strings that are there, with an
 * empty slot (so that every lookup ends).
 */
bool bang_mo_valid(const char *path);

/* The whole file at path, read without blocking (a regular file only), in
 * a new buffer (*size its length; the caller frees it), if its magic
 * number, revision and both string tables are sound (each string inside
 * the file and ended by a NUL): all that a reader of its plain strings
 * follows (language.h, which checks the system dependent strings of the
 * game's own catalog, such as <PRIu64> formats, as it expands them).
 * NULL if it cannot be read or is not sound. */
unsigned char *bang_mo_read(const char *path, size_t *size);

#endif
