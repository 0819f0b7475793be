/** The other items of a list of allowed values written together ("Fargate and Fargate Spot"). */

import { isListOfValues } from '#shared/generation/properties/schema';
import type { Candidate } from './candidate';
import type { Token } from './tokens';

/**
 * Items of a list of values joined to one read ("Fargate and Fargate Spot capacity providers"): an
 * allowed value of the same list written just before it, across the "and" or comma between them.
 */
export function coordinatedItems(tokens: Token[], found: readonly Candidate[]): Candidate[] {
  const more: Candidate[] = [];
  for (const c of found) {
    const at = /^e(\d+)$/.exec(c.place)?.[1];
    if (at === undefined || !isListOfValues(c.ref.type, c.ref.path)) continue;
    for (let i = Number(at) - 1; i >= 0 && tokens[i]?.clause !== tokens[Number(at)]?.clause; i--) {
      const item = (c.ref.leaf.e ?? []).find((v) => String(v).toLowerCase() === tokens[i]?.w);
      if (item === undefined || item === c.value) break;
      more.push({ ...c, value: item, quote: tokens[i]?.raw ?? '', place: `e${i}` });
    }
  }
  return more;
}
