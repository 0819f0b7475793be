/**
 * Every scalar property of the registry schemas the studio builds, known by the words of its name
 * (`RetentionInDays`: retention; `VisibilityTimeout`: visibility, timeout).
 */

import { nameWords } from '#shared/generation/properties/name-words';
import { type PropertyLeaf, propertiesOf, schemaTypes } from '#shared/generation/properties/schema';
import { PLAIN_NAME_WORDS } from '#shared/generation/properties/words';

export interface LeafRef {
  type: string;
  path: string;
  leaf: PropertyLeaf;
  /** the words of its name that say which property it is */
  words: string[];
  /** the word the name is about (the last of `words`): a value is read near it */
  head: string;
}

function leafRefs(): LeafRef[] {
  const refs: LeafRef[] = [];
  for (const type of schemaTypes())
    for (const [path, leaf] of Object.entries(propertiesOf(type))) {
      const segments = path.split('.').filter((s) => s !== '*');
      const own = nameWords(segments.at(-1) ?? '').filter((w) => !PLAIN_NAME_WORDS.has(w));
      // a plain last name ("Status", "Enabled") is said by its parent's words ("versioning")
      const words =
        own.length > 0
          ? own
          : nameWords(segments.at(-2) ?? '').filter((w) => !PLAIN_NAME_WORDS.has(w) && w.length > 2);
      const head = words.at(-1);
      if (!head || head.length < 2 || (head.length < 3 && words.length < 2)) continue;
      refs.push({ type, path, leaf, words, head });
    }
  return refs;
}
let REFS: LeafRef[] | undefined;
export const refs = () => {
  REFS ??= leafRefs();
  return REFS;
};

/** The words that name a type in a brief: its service (`sqs`) and its own name (`queue`, `log group`). */
export function typeWords(type: string): { family: string; own: string[] } {
  const [, family = '', name = ''] = type.split('::');
  return { family: family.toLowerCase(), own: nameWords(name) };
}
