/**
 * A quantity a correcting sentence gives without the words of a property ("400 is wrong, so set
 * it to 731 days", "make it 90 seconds", "خلها ٧٣١ يوم"): it is said of the value read last that
 * measures the same thing (a time, a size), and sets that value's property in its place.
 */

import { BROUGHT_ALONG, LEAF_UNITS } from '#shared/generation/properties/words';
import type { Candidate } from './candidate';
import { fitNumber, inLeafUnit } from './fit-to-property';
import { quantitiesOf } from './quantities';
import type { Token } from './tokens';

/** What a property measures by its unit: a time, a size, or nothing of either. */
const measureOf = (c: Candidate) => (c.ref.leaf.u ? LEAF_UNITS[c.ref.leaf.u]?.[1] : undefined);

export function restatedValues(
  tokens: Token[],
  /** the places the sentence's own readers read a value at */
  read: ReadonlySet<string>,
  /** the first property of each value read before, in the brief's order */
  earlier: readonly Candidate[],
): Candidate[] {
  const found: Candidate[] = [];
  for (const q of quantitiesOf(tokens)) {
    if (q.kind === 'bare' || read.has(`q${q.at}`)) continue;
    const said = earlier.findLast((c) => measureOf(c) === q.kind);
    const amount = said ? inLeafUnit(said.ref.leaf, q, said.ref.path) : undefined;
    if (!said || amount === undefined) continue;
    const fitted = fitNumber(said.ref.leaf, amount);
    found.push({
      ...said,
      value: said.ref.leaf.p ? String(fitted.value) : fitted.value,
      ...(fitted.stated !== undefined ? { stated: fitted.stated } : { stated: undefined }),
      quote: q.quote,
      place: `q${q.at}`,
    });
  }
  return found;
}

/**
 * Whether a value read before a correction belongs to what the correction replaced: the setting
 * it needs beside it (BROUGHT_ALONG: read capacity needs provisioned billing) is the corrected
 * property, now another value ("Provisioned capacity 5 read / 5 write" after "switch the table to
 * on-demand").
 */
export function belongsToReplaced(c: Candidate, corrected: Candidate): boolean {
  return BROUGHT_ALONG.some(
    (along) =>
      along.type === c.ref.type &&
      along.type === corrected.ref.type &&
      along.path === c.ref.path &&
      (along.value === undefined || along.value === c.value) &&
      along.sets.some(
        ([path, value, when]) => !when && path === corrected.ref.path && value !== corrected.value,
      ),
  );
}
