import { nameWords } from './name-words';
import { schemaTypes } from './schema';

/** "buckets" -> "bucket", "addresses" -> "address": the form thing words are kept in. */
export const singularOf = (w: string) => w.replace(/(?<=\w{3})(es|s)$/, '');

let THING_WORDS: Set<string> | undefined;

/**
 * Every word that names a resource type or its service in the registry schemas the vocabulary
 * knows ("bucket", "broker", "alarm", "events", "firehose", "manager"), singular: the words that
 * say a thing, as against a setting of one ("versioning") or a plain noun ("default", "console").
 */
export function thingWords(): ReadonlySet<string> {
  if (THING_WORDS) return THING_WORDS;
  THING_WORDS = new Set();
  for (const type of schemaTypes()) {
    const [, family = '', name = ''] = type.split('::');
    for (const w of [...nameWords(family), ...nameWords(name)]) THING_WORDS.add(singularOf(w));
  }
  return THING_WORDS;
}

/** Whether a word of a brief names a thing. */
export const namesAThing = (word: string) => thingWords().has(singularOf(word.toLowerCase()));
