/**
 * A range written for a thing with a lower and an upper bound ("2 to 4 instances"): the low end
 * sets its Min, the high end its Max.
 */

import { isNumeric } from '#shared/generation/properties/schema';
import { RANGE_JOINS, RANGE_OPENERS } from '#shared/generation/properties/words';
import type { Candidate } from './candidate';
import { fitNumber } from './fit-to-property';
import { type LeafRef, refs } from './property-refs';
import { numberIn } from './quantities';
import type { Token } from './tokens';
import { bare } from './word-forms';

/**
 * The pairs of a type's properties that bound one thing from below and above (`MinSize` and
 * `MaxSize`, `...VCpuCount.Min` and `...VCpuCount.Max`): the same path but for Min and Max.
 */
let BOUND_PAIRS: [LeafRef, LeafRef][] | undefined;
function boundPairs(): [LeafRef, LeafRef][] {
  if (BOUND_PAIRS) return BOUND_PAIRS;
  const byKey = new Map<string, LeafRef>();
  for (const ref of refs()) if (isNumeric(ref.leaf)) byKey.set(`${ref.type} ${ref.path}`, ref);
  BOUND_PAIRS = [];
  for (const ref of byKey.values()) {
    const upper = ref.path.replace(/(^|\.)Min(?=[A-Z]|$)/, '$1Max');
    const max = upper !== ref.path ? byKey.get(`${ref.type} ${upper}`) : undefined;
    if (max) BOUND_PAIRS.push([ref, max]);
  }
  return BOUND_PAIRS;
}

interface Range {
  low: number;
  high: number;
  lowAt: number;
  highAt: number;
}

/** The two ends of each range a sentence writes ("2 to 4", "between 2 and 5", "من ٢ إلى ٦", "2-4"). */
function rangesOf(tokens: Token[]): Range[] {
  const found: Range[] = [];
  tokens.forEach((token, at) => {
    const joined = /^(\d+)-(\d+)$/.exec(token.w);
    if (joined) {
      found.push({ low: Number(joined[1]), high: Number(joined[2]), lowAt: at, highAt: at });
      return;
    }
    const low = numberIn(token.w);
    if (low === undefined) return;
    // "2 to 4"; or "between 2 and 5", whose "and" the clauses left out
    const joins = RANGE_JOINS.has(tokens[at + 1]?.w ?? '');
    const opened = RANGE_OPENERS.has(bare(tokens[at - 1]?.w ?? ''));
    const highAt = joins ? at + 2 : opened ? at + 1 : -1;
    const high = numberIn(tokens[highAt]?.w ?? '');
    if (high !== undefined && high > low) found.push({ low, high, lowAt: at, highAt });
  });
  return found;
}

/**
 * A range written for a thing with a lower and an upper bound ("an Auto Scaling group of 2 to 4
 * instances"): the low end sets the Min, the high end the Max, of a type the sentence names.
 */
export function rangesIn(tokens: Token[], mention: (type: string) => number): Candidate[] {
  const found: Candidate[] = [];
  for (const range of rangesOf(tokens))
    for (const [min, max] of boundPairs()) {
      const said = mention(min.type);
      if (said <= 0) continue;
      // a range whose ends the pair cannot hold as written (half a function) is less likely its
      const fits = [fitNumber(min.leaf, range.low), fitNumber(max.leaf, range.high)].every(
        (f) => f.stated === undefined,
      );
      const quote = tokens
        .slice(range.lowAt, range.highAt + 1)
        .map((t) => t.raw)
        .join(' ');
      for (const [ref, n, place] of [
        [min, range.low, `r${range.lowAt}`],
        [max, range.high, `r${range.highAt}h`],
      ] as const) {
        const fitted = fitNumber(ref.leaf, n);
        found.push({
          ref,
          value: ref.leaf.p ? String(fitted.value) : fitted.value,
          ...(fitted.stated !== undefined ? { stated: fitted.stated } : {}),
          quote,
          place,
          score: 3 + said - min.path.split('.').length * 0.3 - (fits ? 0 : 1),
        });
      }
    }
  return found;
}
