/**
 * A text search over an item's words: every typed word must appear in one of them, in any case
 * ('prod me-south' finds the production account in Bahrain). Empty text matches everything.
 */
export function wordsMatchText(words: readonly (string | null | undefined)[], text: string): boolean {
  const haystack = words.filter(Boolean).join(' ').toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The same search as a filtering function of a table: `words` picks the item's searchable words. */
export function wordsMatch<T>(words: (item: T) => readonly (string | null | undefined)[]) {
  return (item: T, text: string): boolean => wordsMatchText(words(item), text);
}
