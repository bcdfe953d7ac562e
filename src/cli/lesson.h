/*
 * lesson.h: one lesson of `bang learn`, a scenario file that teaches.
 *
 * A lesson file (scenarios/tutorial/<game>/NN_name.lua) is a scenario
 * (scenario{}, command(), expect(): docs/SCENARIOS.md) with a lesson{}
 * call (title, the rule ids it teaches, a short explanation) and move{}
 * steps: the decisions the learner makes, each with its right answer, what
 * to ask, what to say once it is made, and the wrong moves it explains.
 * Playing a lesson shows the table as `bang play` does, asks for each move
 * and explains a wrong one, which changes nothing: the same decision is
 * asked again. Checking a lesson plays it with its scripted answers, typing
 * each listed wrong move first and verifying its explanation, in the
 * current language. All texts are message ids, translated when shown.
 */
#ifndef BANG_LESSON_H
#define BANG_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "lineedit.h"
#include "screen.h"

typedef struct bang_lesson bang_lesson;

/* Load the lesson at path; NULL with "file:line: why" in err. */
bang_lesson *bang_lesson_load(const char *path, char *err, size_t cap);
void bang_lesson_free(bang_lesson *lesson);
/* The title (an English message id) and the rule ids, space-separated. */
const char *bang_lesson_title(const bang_lesson *lesson);
const char *bang_lesson_rules(const bang_lesson *lesson);

enum bang_lesson_end {
  BANG_LESSON_DONE,        /* every step made (checked: every check passed) */
  BANG_LESSON_LEFT,        /* the learner typed quit */
  BANG_LESSON_ENDED,       /* the input ended */
  BANG_LESSON_INTERRUPTED, /* Ctrl-C */
  BANG_LESSON_FAILED       /* the file is wrong, or a check failed: see err */
};

typedef struct bang_lesson_play {
  bang_screen *view;    /* where the lesson is shown */
  bang_input *input;  /* the learner's lines; NULL to check (scripted answers) */
  const char *data_dir;
  const char *const *mods; /* NULL-terminated, or NULL */
  int number, count;  /* "lesson number of count" */
} bang_lesson_play;

/*
 * Play (or, without input, check) the lesson. The completion callback of
 * play->input, if any, must have been made with bang_lesson_complete and
 * the lesson as its context.
 */
enum bang_lesson_end bang_lesson_run(bang_lesson *lesson, const bang_lesson_play *play, char *err,
                                     size_t cap);
/* Tab completion for a lesson's input (context: the bang_lesson). */
int bang_lesson_complete(void *context, const char *line, char **out, int max);

#endif
