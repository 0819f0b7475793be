/**
 * How far a written word may stray from a vocabulary word and still be read as it: one measure
 * (letters added, dropped, changed, or two neighbours swapped) with an allowance that grows with
 * the word's length, for every reader of a brief (product names, the words of property names).
 * Short words carry little: a four-letter word may only have two letters swapped ("laod"), a
 * five- or six-letter word may lose, gain or swap a letter but not change one ("watch" is not
 * "batch", "charge" is not "change"), seven and eight letters may carry one edit of any kind, nine
 * or more two ("cloudfrnt", "eventbrdge").
 */

/** Words of the language's grammar: never read as a misspelling, nor as what one is misspelt from ("form" is not "from"). */
export const GRAMMAR_WORDS = new Set(
  'from form with that this then than them they there their these those into onto over under through your what when where which while will would about after before each every just only also been have here more most some such very'.split(
    ' ',
  ),
);

/** The edit distance between two words (optimal string alignment), or `limit + 1` once past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, (before[j - 2] as number) + 1);
      row.push(cost);
      best = Math.min(best, cost);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

/** Whether `written` may be read as the vocabulary word `word`: equal, or within its length's allowance. */
export function readsAs(written: string, word: string): boolean {
  if (written === word) return true;
  const length = Math.min(written.length, word.length);
  if (length < 4) return false;
  // a slip of the hand keeps a word's first letter: "application" is never "replication"
  if (written[0] !== word[0]) return false;
  const allowed = length >= 9 ? 2 : 1;
  const distance = editDistance(written, word, allowed);
  if (distance > allowed) return false;
  // two edits all within the last three letters are another ending, so another form of a word
  // ("compliant" of "compliance"), not a slip of the hand
  if (distance === 2 && sharedStart(written, word) >= length - 3) return false;
  if (length >= 7) return true;
  // up to six letters no letter is changed: two are swapped, or (from five) one added or dropped
  const swapped =
    written.length === word.length &&
    [...written].filter((c, i) => c !== word[i]).length === 2 &&
    [...written].sort().join('') === [...word].sort().join('');
  return swapped || (length >= 5 && written.length !== word.length);
}

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
