/**
 * The forms a word of a brief takes (plural, Arabic prefixes and verb letters, hyphenated parts) and
 * whether it says a word of a property's name.
 */

import { singularOf } from '#shared/generation/properties/thing-words';
import { NAME_WORD_SYNONYMS } from '#shared/generation/properties/words';
import { withoutPossessive } from '#shared/generation/reading/normalise';
import { readsAs } from '#shared/generation/spelling';

/**
 * An Arabic word without an attached "and", "with", "for" or article ("وذاكرة" -> "ذاكرة", "للوصول"
 * -> "وصول"), or an English word without the article mixed briefs attach to it ("الـretention").
 */
export const bare = (w: string) =>
  w
    .replace(/^(?:لل|(?:و|ب|ل|ف)?(?:ال)?)(?=[\u0621-\u064a]{3})/, '')
    .replace(/^(?:[وبلف]?ال|لل)ـ?(?=[a-z0-9])/, '');

/**
 * An Arabic verb without the letters that mark its person or mood ("احذف", "يحذف", "نحذف" -> "حذف"),
 * or its passive (form VII: "تنحفظ", "ينحذف" -> "حفظ", "حذف"; the Egyptian and Levantine one:
 * "تتمسح", "اتحذف" -> "مسح", "حذف").
 */
const stem = (w: string) => w.replace(/^(?:[يتا]ن|[يتا]ت|[اأيتن])(?=[\u0621-\u064a]{3})/, '');

/**
 * The forms a word of the brief may take: itself, singular, its parts between hyphens, bare of
 * Arabic prefixes and of an attached possessive ("ومهلتها": and its timeout, "مهلة").
 */
export const formsOf = (w: string) => [
  ...new Set([
    w,
    singularOf(w),
    bare(w),
    stem(bare(w)),
    withoutPossessive(bare(w)).base,
    ...w.split('-').filter(Boolean),
  ]),
];

/** Whether a word of the brief says a word of a property's name (or one of its other words). */
export function says(token: string, word: string): boolean {
  const forms = formsOf(token);
  const wanted = [word, singularOf(word), ...(NAME_WORD_SYNONYMS[word] ?? [])];
  return forms.some((f) => wanted.some((w) => readsAs(f, w)));
}
