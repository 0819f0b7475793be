/** A quantity ("14 days", "512 MB", "4") read as a numeric property whose words stand near it. */

import type { Candidate, Mention } from './candidate';
import { fitNumber, inLeafUnit } from './fit-to-property';
import { fitOf, gapBetween, measures, perStart } from './nearness';
import type { LeafRef } from './property-refs';
import type { Quantity } from './quantities';
import type { Token } from './tokens';

/** The quantities of the sentence that set `ref`, said at `places`, each kept within what the property allows. */
export function quantityReadings(
  tokens: Token[],
  ref: LeafRef,
  places: readonly number[],
  quantities: readonly Quantity[],
  mention: Mention,
): Candidate[] {
  const found: Candidate[] = [];
  for (const q of quantities) {
    const sameClause = places.filter((h) => tokens[h]?.clause === tokens[q.at]?.clause);
    if (sameClause.length === 0) continue;
    // a number just before the noun counts it ("1,000 messages"): it is no measure of one
    if (q.kind === 'bare' && sameClause.includes(q.at + 1) && measures(ref)) continue;
    // the property's other words between count as near ("5 read capacity units")
    const own = new Set(ref.words.flatMap((w) => [w, `${w}s`]));
    const distance = Math.min(
      ...sameClause.map((h) => gapBetween(tokens, q.at < h ? perStart(tokens, h) : h, q.at, own)),
    );
    if (distance > (q.kind === 'bare' ? 2 : 6)) continue;
    const amount = inLeafUnit(ref.leaf, q, ref.path);
    if (amount === undefined || (q.kind === 'bare' && ref.leaf.u && distance > 1)) continue;
    const fitted = fitNumber(ref.leaf, amount);
    found.push({
      ref,
      value: ref.leaf.p ? String(fitted.value) : fitted.value,
      ...(fitted.stated !== undefined ? { stated: fitted.stated } : {}),
      quote: q.quote,
      place: `q${q.at}`,
      score:
        fitOf(tokens, ref, q.at) +
        mention(ref.type) -
        distance * 0.2 +
        (q.kind === 'bare' ? 0 : ref.leaf.n ? 0.5 : 1),
    });
  }
  return found;
}
