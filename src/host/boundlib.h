/*
 * boundlib.h: library functions that stop when the sandbox's budget runs
 * out (issue 8; see sandbox.c). Used by sandbox.c only.
 */
#ifndef BANG_BOUNDLIB_H
#define BANG_BOUNDLIB_H

#include <lua.h>

/* Replace, in the state's string and table libraries and base functions,
 * those that could run long inside C or escape the budget: string.find,
 * match, gmatch, gsub (the project's own pattern matcher, with a step
 * count), string.rep, table.move, insert, remove, sort, and setmetatable
 * (no __gc). Call after the libraries are open, before scripts run. */
void bang_boundlib_open(lua_State *L);

#endif
