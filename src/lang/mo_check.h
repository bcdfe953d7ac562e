/*
 * mo_check.h: checking a message catalog (.mo) before gettext reads it.
 */
#ifndef BANG_MO_CHECK_H
#define BANG_MO_CHECK_H

#include <stdbool.h>

/*
 * Whether the file at path is a regular file and a whole, well-formed GNU
 * message catalog: its magic number (either byte order), a revision glibc
 * knows (no system dependent strings), both string tables and every string
 * inside the file, each string followed by a NUL, and a hash table inside
 * the file, of a prime size, naming only strings that are there, with an
 * empty slot (so that every lookup ends).
 */
bool bang_mo_valid(const char *path);

#endif
