/**
 * The properties by the word their name is about ("retention", "timeout"), found in a brief's words
 * exactly or with one typo.
 */

import { singularOf } from '#shared/generation/properties/thing-words';
import { NAME_WORD_SYNONYMS } from '#shared/generation/properties/words';
import { readsAs } from '#shared/generation/spelling';
import { type LeafRef, refs } from './property-refs';
import type { Token } from './tokens';
import { formsOf } from './word-forms';

/** The properties by the word their name is about, and every form that word is said in. */
let INDEX:
  | {
      byHead: Map<string, LeafRef[]>;
      /** numbers in a unit by the other words of their names ("backup" of `BackupRetentionPeriod`) */
      byOtherWord: Map<string, LeafRef[]>;
      keys: Map<string, Set<string>>;
      byLength: Map<number, string[]>;
    }
  | undefined;
export function index() {
  if (INDEX) return INDEX;
  const byHead = new Map<string, LeafRef[]>();
  const byOtherWord = new Map<string, LeafRef[]>();
  const keys = new Map<string, Set<string>>();
  const keyed = (word: string) => {
    for (const key of [word, singularOf(word), ...(NAME_WORD_SYNONYMS[word] ?? [])]) {
      if (!keys.has(key)) keys.set(key, new Set());
      keys.get(key)?.add(word);
    }
  };
  for (const ref of refs()) {
    if (!byHead.has(ref.head)) byHead.set(ref.head, []);
    byHead.get(ref.head)?.push(ref);
    keyed(ref.head);
    if (!ref.leaf.u) continue;
    for (const word of ref.words.slice(0, -1)) {
      if (word.length < 4) continue;
      if (!byOtherWord.has(word)) byOtherWord.set(word, []);
      byOtherWord.get(word)?.push(ref);
      keyed(word);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const key of keys.keys()) byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
  INDEX = { byHead, byOtherWord, keys, byLength };
  return INDEX;
}

/** The words of property names (heads, and the other words of names in a unit) a token says, exactly or with one typo. */
export function headsSaid(token: Token): string[] {
  const { keys, byLength } = index();
  const found = new Set<string>();
  for (const form of formsOf(token.w)) {
    for (const head of keys.get(form) ?? []) found.add(head);
    if (found.size === 0 && form.length >= 4)
      for (let length = form.length - 2; length <= form.length + 2; length++)
        for (const key of byLength.get(length) ?? [])
          if (readsAs(form, key)) for (const head of keys.get(key) ?? []) found.add(head);
  }
  return [...found];
}
