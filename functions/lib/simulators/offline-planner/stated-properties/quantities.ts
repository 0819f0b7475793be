/**
 * The quantities a sentence writes: a number with its unit of time or size ("14 days", "512 MB",
 * "a week", "شهر واحد") or a bare number ("4", "80%").
 */

import { ENGLISH_NUMBER_WORDS, NUMBER_WORDS } from '#shared/generation/number-words';
import { unitOf } from '#shared/generation/properties/units';
import {
  DUAL_UNITS,
  HOW_OFTEN_WORDS,
  ONE_AFTER,
  ONE_UNIT_ARTICLES,
  ONE_UNIT_WORDS,
  ONE_WORDS,
} from '#shared/generation/properties/words';
import type { Token } from './tokens';

export interface Quantity {
  at: number;
  /** seconds, MiB, or a bare number */
  amount: number;
  kind: 'time' | 'size' | 'bare';
  quote: string;
  /** the unit's own word, when it stands apart from the number */
  unitAt?: number;
}

export const numberIn = (w: string): number | undefined => {
  // a percentage is its number ("80%": a threshold of 80)
  if (/^\d[\d,]*(\.\d+)?[%٪]?$/.test(w)) return Number(w.replace(/[,%٪]/g, ''));
  return NUMBER_WORDS[w] ?? NUMBER_WORDS[w.replace(/^[وبل]/, '')] ?? ENGLISH_NUMBER_WORDS[w] ?? ONE_WORDS[w];
};

export function quantitiesOf(tokens: Token[], versions: ReadonlySet<number> = new Set()): Quantity[] {
  const found: Quantity[] = [];
  tokens.forEach((token, at) => {
    if (versions.has(at)) return;
    const dual = DUAL_UNITS[token.w];
    if (dual) {
      found.push({ at, amount: dual[0], kind: dual[1], quote: token.raw });
      return;
    }
    // a number joined to its unit, or hyphenated before it ("14-day")
    const attached = /^(\d[\d,]*(?:\.\d+)?)-?([a-z\u0621-\u064a]+)$/.exec(token.w);
    const n = attached ? Number((attached[1] ?? '').replace(/,/g, '')) : numberIn(token.w);
    if (n === undefined) {
      const one = oneUnitAt(tokens, at);
      if (one) found.push(one);
      return;
    }
    if (!Number.isFinite(n)) return;
    const unitWord = attached ? attached[2] : tokens[at + 1]?.w;
    const unit = unitWord ? unitOf(unitWord) : undefined;
    if (attached && !unit) return;
    // Arabic writes "one" after the unit it counts ("شهر واحد": one month)
    const before = !attached && !unit && ONE_AFTER.has(token.w) ? unitOf(tokens[at - 1]?.w ?? '') : undefined;
    if (before) {
      const quote = `${tokens[at - 1]?.raw} ${token.raw}`;
      found.push({ at, amount: before.scale, kind: before.kind, quote, unitAt: at - 1 });
      return;
    }
    const quote = attached || !unit ? token.raw : `${token.raw} ${tokens[at + 1]?.raw}`;
    found.push(
      unit
        ? { at, amount: n * unit.scale, kind: unit.kind, quote, ...(attached ? {} : { unitAt: at + 1 }) }
        : { at, amount: n, kind: 'bare', quote },
    );
  });
  return found;
}

/**
 * A unit said without a number, as one of it: after "a" or "an" ("for a week"), never how often
 * ("once a day", "100 GB a day", "$100 a month", "100 USD a month"); or an Arabic unit that counts one alone ("تبقى أسبوع").
 */
function oneUnitAt(tokens: Token[], at: number): Quantity | undefined {
  const token = tokens[at] as Token;
  const unit = unitOf(token.w);
  if (!unit) return undefined;
  const before = tokens[at - 1];
  const often = (t: Token | undefined) =>
    t !== undefined &&
    (HOW_OFTEN_WORDS.has(t.w) || numberIn(t.w) !== undefined || unitOf(t.w) !== undefined || /\d/.test(t.w));
  // "100 USD a month", "2,000 requests a minute": a counted thing per unit is a rate too
  const counted = (t: Token | undefined) => t !== undefined && numberIn(t.w) !== undefined;
  const long = unit.kind === 'time' && unit.scale >= 3600;
  if (before && ONE_UNIT_ARTICLES.has(before.w) && long && !often(tokens[at - 2]) && !counted(tokens[at - 3]))
    return {
      at: at - 1,
      amount: unit.scale,
      kind: unit.kind,
      quote: `${before.raw} ${token.raw}`,
      unitAt: at,
    };
  if (ONE_UNIT_WORDS.has(token.w) && !often(before) && !ONE_AFTER.has(tokens[at + 1]?.w ?? ''))
    return { at, amount: unit.scale, kind: unit.kind, quote: token.raw, unitAt: at };
  return undefined;
}
