import {
  ARABIC_NEGATING,
  ARABIZI_REFUSING,
  ENGLISH_NEGATING,
  ENGLISH_NEGATING_PHRASES,
  ENGLISH_NOT_NEGATING,
  ENGLISH_REFUSING,
} from '../negation-words';

/**
 * Words that negate what follows them, in English and Arabic. An Arabic negator may carry an
 * attached conjunction ("وليس", "ولا", "فلا") and is written in the dialects too: "مو" and "مش"
 * (not), "ما نبي" / "ما نبغى" / "ما نبغا" (we do not want), "مانبي", and "ما في" / "مافي" / "لا يوجد"
 * (there is no). Arabic written in Latin letters ("ma nabi", "bdoon") and "neither" are
 * words of negation-words.ts. "Forget about X" drops X (not "don't forget about X"). What the account already has is outside the design too
 * (see existing.ts).
 */
export const CUES = new RegExp(
  String.raw`\b(?!${ENGLISH_NOT_NEGATING}\b)(?:${[...ENGLISH_NEGATING, ...ARABIZI_REFUSING, ...ENGLISH_REFUSING, ...ENGLISH_NEGATING_PHRASES].join('|')})\b|(?<![\u0621-\u064A])[وف]?(?:${ARABIC_NEGATING.join('|')})(?=\s)`,
  'g',
);
