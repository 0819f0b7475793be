/**
 * The name a brief gives the thing an AWS event is about ("the bucket uploads-raw", "project
 * named web-build", "للحاوية uploads-raw"), for an event's `written` detail fields: after the
 * thing's words, a value given by a naming word, in quotes, or written as a name (with a hyphen,
 * underscore, dot or digit), so a plain word after them ("the bucket and", "a project that") is
 * never taken for one.
 */

/** Words that give a name ("named X", "called X", "اسمها X"). */
const NAMING = String.raw`(?:named|called|باسم|اسمها|اسمه)\s+`;
/** A name as AWS takes one: letters, digits, hyphens, underscores and dots, ending on a letter or digit. */
const NAME = String.raw`[a-z0-9](?:[\w.-]*[a-z0-9])?`;
const OPEN = `[\\x60'"‘“]`;
const CLOSE = `[\\x60'"’”]`;

/**
 * Words that say the thing (`nouns`, a pattern's source without groups), then its name: the value
 * is the first group that takes part (see `AwsEvent.written`).
 */
export function nameAfter(nouns: string): RegExp {
  return new RegExp(
    String.raw`(?:${nouns})\s+(?:${NAMING}${OPEN}?(${NAME})|${OPEN}(${NAME})${CLOSE}|(?=[\w.-]*[-_.\d])(${NAME}))(?![\w-])`,
  );
}
