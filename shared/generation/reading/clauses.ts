/**
 * Where a brief's sentence or clause begins or ends around a place in it. Readers attach a word to
 * what the same clause says ("daily backups kept 7 days": the backups are the subject of the
 * period), so they all cut the brief at the same marks, in English and Arabic.
 */

/** Marks that end a sentence (a list's commas stay inside it). */
const SENTENCE_ENDS = /[.;:!?\n؛؟]/;
/** Marks that end a clause: a sentence's, and commas. */
const CLAUSE_ENDS = /[.,;:!?\n،؛؟]/;

/** The sentence that the text before a place ends in, from its start up to the place. */
export const sentenceBefore = (before: string): string => before.split(SENTENCE_ENDS).at(-1) ?? '';

/** The clause that the text before a place ends in, at most its last `within` characters. */
export const clauseBefore = (before: string, within = Number.POSITIVE_INFINITY): string => {
  const clause = before.split(CLAUSE_ENDS).at(-1) ?? '';
  return clause.length > within ? clause.slice(clause.length - within) : clause;
};

/** The clause that the text after a place begins with, at most its first `within` characters. */
export const clauseAfter = (after: string, within = Number.POSITIVE_INFINITY): string =>
  (after.split(CLAUSE_ENDS)[0] ?? '').slice(0, within);
