/**
 * The allowed values by the words that say them ("pay per request", "glacier", "arm64") and each
 * type's name property: what a brief may write without the property's own name.
 */

import { nameWords } from '#shared/generation/properties/name-words';
import { NAMED_TYPES } from '#shared/generation/properties/named-types';
import { namePathsOf, schemaTypes } from '#shared/generation/properties/schema';
import { SERVICE_NAMED_VALUES, VALUE_WORDS } from '#shared/generation/properties/words';
import { type LeafRef, refs } from './property-refs';
import { bare } from './word-forms';

/** The property a type keeps its name in (see namePathsOf). */
function nameRef(type: string): LeafRef | undefined {
  const own = refs().filter((r) => r.type === type);
  for (const path of namePathsOf(type)) {
    const found = path && own.find((r) => r.path.toLowerCase() === path.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

/** An allowed value's words, keyed and matched without Arabic's attached letters ("بالصور" is "الصور"). */
function addPhrase(
  phrases: Map<string, ValuePhrase[]>,
  ref: LeafRef,
  allowed: string,
  words: string[],
  written?: string,
): void {
  const first = bare(words[0] as string);
  if (!phrases.has(first)) phrases.set(first, []);
  phrases.get(first)?.push({ ref, allowed, words, ...(written ? { written } : {}) });
}

/**
 * An allowed value's words; `written`: said only by one word spelled so ("LogDeliveryWrite"; one
 * written in lower case, "public-read", in any case).
 */
export interface ValuePhrase {
  ref: LeafRef;
  allowed: string;
  words: string[];
  written?: string;
}

let SERVICE_NAMES: Set<string> | undefined;
/**
 * Whether an allowed value of two words or more is spelled as an AWS service ("CloudFormation",
 * "CloudWatch"): briefs write it for the service ("a CloudFormation template"), never as the value
 * (an SSM document's type). The services are the registry's type families and the vocabulary's few
 * more (SERVICE_NAMED_VALUES).
 */
export function namesAService(value: string): boolean {
  SERVICE_NAMES ??= new Set([
    ...SERVICE_NAMED_VALUES,
    ...[...Object.keys(NAMED_TYPES), ...schemaTypes()].map((t) => (t.split('::')[1] ?? '').toLowerCase()),
  ]);
  return nameWords(value).length >= 2 && SERVICE_NAMES.has(value.toLowerCase());
}

/** Allowed values of two words or more, by their first word; and each type's name property. */
let VALUES:
  | {
      phrases: Map<string, ValuePhrase[]>;
      /** one-word allowed values ("internal"), which say their property only before their type's own words */
      qualifiers: Map<string, { ref: LeafRef; allowed: string }[]>;
      names: Map<string, LeafRef>;
    }
  | undefined;
export function values() {
  if (VALUES) return VALUES;
  const phrases = new Map<string, ValuePhrase[]>();
  const names = new Map<string, LeafRef>();
  const qualifiers = new Map<string, { ref: LeafRef; allowed: string }[]>();
  for (const ref of refs()) {
    for (const allowed of ref.leaf.t === 'string' ? (ref.leaf.e ?? []) : []) {
      const word = String(allowed).toLowerCase();
      if (/^[a-z]{3,}$/.test(word) && !ref.path.includes('*')) {
        if (!qualifiers.has(word)) qualifiers.set(word, []);
        qualifiers.get(word)?.push({ ref, allowed: String(allowed) });
      }
      const own = nameWords(String(allowed));
      // a value of several words written in one, as CloudFormation spells it ("LogDeliveryWrite",
      // "sqlserver-ex", "TAG_FILTERS_1_0") or as its API writes it ("public-read"), says it where the
      // brief writes it so; not one spelled as a service (see namesAService)
      if (own.length >= 2 && !/\s/.test(String(allowed)) && !namesAService(String(allowed)))
        for (const written of new Set([String(allowed), own.join('-')]))
          addPhrase(phrases, ref, String(allowed), [written.toLowerCase()], written);
      // its own name says it where it has two words or more, or digits (below); a plain word the
      // vocabulary lists for it ("glacier", "redis") says it too, and is added once
      const ownSays = own.length >= 2 || /\d/.test(String(allowed));
      const forms: [string[], boolean][] = [
        [own, false],
        // a word the vocabulary gives the value ("on-demand", "جلاسير")
        ...(VALUE_WORDS[String(allowed)] ?? [])
          .filter((v) => !ownSays || v !== String(allowed).toLowerCase())
          .map((v): [string[], boolean] => [v.split(' '), true]),
      ];
      for (const [words, listed] of forms) {
        // a value of two words or more, one word with digits ("arm64", "gp3"), or a word the
        // vocabulary gives it ("glacier", "on-demand") says its property by itself
        if (listed) {
          if (words.length > 0) addPhrase(phrases, ref, String(allowed), words);
          continue;
        }
        if (words.length < 2 && !/\d/.test(String(allowed))) continue;
        if (words.length < 2) words.splice(0, 1, String(allowed).toLowerCase());
        addPhrase(phrases, ref, String(allowed), words);
      }
    }
  }
  for (const type of schemaTypes()) {
    const ref = nameRef(type);
    if (ref) names.set(type, ref);
  }
  VALUES = { phrases, qualifiers, names };
  return VALUES;
}
