/**
 * Words of the languages briefs are written in that refuse a thing and that carry the refusal
 * along a list: English, Arabic (Gulf and MSA) and Arabic written in Latin letters ("Arabizi",
 * where digits stand for letters: 7 for ح, 3 for ع). The reader (reading/negation.ts) builds its
 * patterns from these; a new spelling is a word added here, never a pattern of the reader's.
 * Each entry is a regular-expression fragment matched lower-cased, on word boundaries.
 */

/**
 * Arabizi words that refuse what follows them: "ma nabi" / "ma nebi" / "manbi" / "mabi" / "ma
 * nbgha" (we do not want), "bdoon" / "bidoon" / "bala" (without), "ma n7taj" (we do not need),
 * "mo lazem" / "mub lazem" (not needed), "la nreed" (we do not want), "la tsawi" / "la tsawoon"
 * (do not make), "la tbni" (do not build).
 */
export const ARABIZI_REFUSING: readonly string[] = [
  'ma ?n?[aei]?b(?:i|y|gh?a|3a)',
  'ma ?ab(?:i|y|gh?a)',
  'b[ie]?d(?:oo|ou|u)n',
  'bala',
  'ma ?n[ae]?[7h]taj',
  'm[ou]b? laz[ei]m',
  'la n[ou]?reed',
  'la ts[ae]?w(?:i|y|oon|un|on)',
  'la tb(?:ni|ny|noon)',
];

/**
 * English words that open a refusal of each thing of a list ("neither SQS nor SNS"); the list's
 * own joiners (LIST_JOINERS) carry it to the next.
 */
export const ENGLISH_REFUSING: readonly string[] = ['neither'];

/**
 * Words that join one refused thing to the next in a list ("no SNS, SQS or EventBridge",
 * "بدون SNS ولا SQS", "bdoon sqs wla sns", "la nreed rds aw elasticache"): or, and, nor, in
 * Arabic and in Arabizi ("w" and, "wla" / "wala" nor, "aw" or).
 */
export const LIST_JOINERS: readonly string[] = [
  'or',
  'and',
  'nor',
  '&',
  '\\/',
  'أو',
  'او',
  'و',
  'ولا',
  'w',
  'wa',
  'w ?la',
  'wala',
  'aw',
];

/** Words that turn a clause back to what is wanted, ending a refusal's reach: Arabizi "bs" / "bas" (only, but). */
export const ARABIZI_TURNING: readonly string[] = ['bs', 'bas', 'bass', 'bes', 'lakin', 'lakn'];

/**
 * English words after a thing that refuse it ("ECS is not allowed", "SQS is forbidden by
 * policy", "Kinesis is out of the question"); never a restriction on what the thing does ("the
 * function is not allowed to delete items": the reader leaves a refusal followed by "to" or
 * "from" alone).
 */
export const ENGLISH_REFUSING_AFTER: readonly string[] = [
  "(?:is|are)(?: not|n't) (?:allowed|permitted)",
  '(?:is|are) (?:forbidden|prohibited|banned)',
  '(?:is|are) out of the question',
];
