/**
 * The English words of the language data a misspelt word may be read as, beside the vocabulary's
 * product names: units of time and size spelled in full, days of the week, the words that say a
 * thing is done every day, the words that keep, move or delete data after a time, and the words
 * that refuse. A brief's "90 dyas", "retension", "evry sundya" or "wihtout" then reach the readers
 * of periods, schedules and negations as the words they meet. Taken from the word files as they
 * are, so a word added there is read through its slips here too.
 */
import { ENGLISH_NEGATING } from '../negation-words';
import { SPELLED_UNITS } from '../properties/words';
import { DELETING_WORDS, KEEPING_WORDS, KEPT_AFTER_WORDS, MOVING_WORDS } from '../retention-words';
import { DAY_GROUPS, DAY_WORDS, EVERY_DAY_WORDS } from '../time-words';

/**
 * Whole English words of a word file's fragment, in every form its optional endings write
 * ("sundays?" is "sunday" and "sundays", "delete[sd]?" also "deleted", "retain(?:ed)?" also
 * "retained"), so a word's own forms are known and never read as a slip of another; a run of
 * letters beside a digit is Arabizi ("ma7fo6a"), no English word.
 */
export function englishWordsOf(fragment: string, min: number): string[] {
  const bare = fragment.replace(/\\[bBsSwWdD]/g, ' ').replace(/ \?/g, ' ');
  return formsOf(bare).flatMap((form) =>
    [...form.matchAll(new RegExp(`(?<![a-z0-9\\\\])[a-z]{${min},}(?![a-z0-9(\\[?\\\\])`, 'g'))].map(
      (m) => m[0],
    ),
  );
}

/** An optional ending: a letter, a class of letters or a group of words of letters. */
const OPTIONAL = /(?<=[a-z])(?:([a-z])\?|\[([a-z]+)\]\?|\(\?:([a-z|]+)\)\?)/;

/** The fragment with its first optional ending left out and written in each of its forms, and so on for the rest. */
function formsOf(fragment: string): string[] {
  const m = OPTIONAL.exec(fragment);
  if (!m) return [fragment];
  const choices = m[1] ?? (m[2] ? [...m[2]] : (m[3] as string).split('|'));
  const [head, tail] = [fragment.slice(0, m.index), fragment.slice(m.index + m[0].length)];
  return formsOf(tail)
    .flatMap((rest) => ['', ...choices].map((c) => head + c + rest))
    .slice(0, 64);
}

/** The English words of units, days, keeping and refusing, `min` letters or more. */
export function languageTargets(min: number): string[] {
  const fragments = [
    ...SPELLED_UNITS,
    ...DAY_WORDS.map(([p]) => p.source),
    ...DAY_GROUPS.map(([p]) => p.source),
    EVERY_DAY_WORDS.source,
    ...[MOVING_WORDS, DELETING_WORDS, KEEPING_WORDS, KEPT_AFTER_WORDS].flatMap((w) => w.english),
    ...ENGLISH_NEGATING,
  ];
  return [...new Set(fragments.flatMap((f) => englishWordsOf(f, min)))];
}
