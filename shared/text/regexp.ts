/** Text as a regular expression that matches it literally: every character with a meaning in a pattern escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words as alternatives of a pattern, each matched literally ("a.b|c d"). */
export const anyOf = (words: readonly string[]): string => words.map(escapeRegExp).join('|');
