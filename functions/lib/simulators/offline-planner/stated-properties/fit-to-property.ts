/** A value kept within what its property allows, and a quantity turned into the property's own unit. */

import type { PropertyLeaf } from '#shared/generation/properties/schema';
import { countsBytes, countsGiB } from '#shared/generation/properties/sizes';
import { LEAF_UNITS } from '#shared/generation/properties/words';
import type { Quantity } from './quantities';

/** A number within the property's bounds and allowed values; `stated` is set when it had to move. */
export function fitNumber(leaf: PropertyLeaf, n: number): { value: number; stated?: number } {
  let value = leaf.t === 'integer' || leaf.p ? Math.round(n) : n;
  if (leaf.min !== undefined && value < leaf.min) value = leaf.min;
  if (leaf.max !== undefined && value > leaf.max) value = leaf.max;
  const allowed = leaf.e?.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (allowed?.length) value = allowed.find((v) => v >= value) ?? (allowed.at(-1) as number);
  return value === n ? { value } : { value, stated: n };
}

/** A quantity in the property's own unit, if the two measure the same thing. */
export function inLeafUnit(leaf: PropertyLeaf, q: Quantity, path: string): number | undefined {
  const unit = leaf.u
    ? LEAF_UNITS[leaf.u]
    : countsBytes(path)
      ? LEAF_UNITS.bytes
      : countsGiB(path)
        ? LEAF_UNITS.GiB
        : undefined;
  if (q.kind === 'bare') return q.amount;
  if (!unit || unit[1] !== q.kind) return undefined;
  return q.amount / unit[0];
}
