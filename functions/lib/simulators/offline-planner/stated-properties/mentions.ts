/**
 * How a sentence names a CloudFormation type: by its service's words in the vocabulary ("postgres":
 * RDS) or by its own name ("queue", "log group").
 */

import { foldText, withoutMarks } from '#shared/generation/reading/normalise';
import { SERVICES } from '#shared/generation/services/index';
import { typeWords } from './property-refs';
import type { Token } from './tokens';
import { says } from './word-forms';

/** The CloudFormation families the vocabulary's words for services name in a sentence ("postgres": RDS). */
export function familiesSaid(sentence: string): string[] {
  const lower = withoutMarks(sentence).toLowerCase();
  const folded = foldText(lower);
  return SERVICES.filter((spec) =>
    [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases].some(
      (p) => p && (p.test(lower) || p.test(folded)),
    ),
  ).flatMap((spec) => [spec.family, ...(spec.namespaces ?? [])].map((f) => f.toLowerCase()));
}

/** Whether a word is a type's own name of two words written as one ("workgroup", "loggroup", "userpool"). */
const saysJoined = (word: string, own: readonly string[]) => own.length >= 2 && says(word, own.join(''));

/** How strongly a sentence names a type: its service and its own name (2), one of them (1), neither (0). */
export function mentionScore(tokens: Token[], type: string, families: readonly string[]): number {
  const { family, own } = typeWords(type);
  const familySaid =
    families.some((f) => family.startsWith(f)) ||
    tokens.some((t) => t.w === family || t.w.startsWith(family) || says(t.w, family));
  const ownSaid =
    own.length > 0 &&
    (own.every((w) => tokens.some((t) => says(t.w, w))) || tokens.some((t) => saysJoined(t.w, own)));
  return (familySaid ? 1 : 0) + (ownSaid ? 1 : 0);
}

/**
 * Whether the word at `at` names the type: its own last word ("table", "queue"), its family
 * ("sqs"), or a word the vocabulary gives the family, in English or Arabic ("dynamo", "جدول",
 * "طابور"), alone or (`withPair`) with the word before it ("log group", "طابور رسائل").
 */
export function nounSays(tokens: Token[], at: number, type: string, withPair = true): boolean {
  const token = tokens[at];
  if (!token) return false;
  const { family } = typeWords(type);
  if (ownNounSays(tokens, at, type) || token.w === family) return true;
  const pair = tokens[at - 1] && withPair ? `${tokens[at - 1]?.w} ${token.w}` : token.w;
  return [token.w, pair].some((words) => familiesOfWords(words).includes(family));
}

/** Whether the word at `at` is the type's own noun ("table", "workgroup"), not only a word of its service. */
export function ownNounSays(tokens: Token[], at: number, type: string): boolean {
  const { own } = typeWords(type);
  const word = tokens[at]?.w;
  return word !== undefined && (says(word, own.at(-1) ?? '') || saysJoined(word, own));
}

const FAMILIES_OF = new Map<string, string[]>();
/** The families a word or two of the brief name, remembered: the vocabulary's patterns are many. */
export function familiesOfWords(words: string): string[] {
  if (!FAMILIES_OF.has(words)) FAMILIES_OF.set(words, familiesSaid(words));
  return FAMILIES_OF.get(words) ?? [];
}

/** How many words of a type's own name the sentence does not say ("global" of a global table). */
export function unsaidWords(tokens: Token[], type: string): number {
  const { own } = typeWords(type);
  if (tokens.some((t) => saysJoined(t.w, own))) return 0;
  return own.filter((w) => !tokens.some((t) => says(t.w, w))).length;
}
