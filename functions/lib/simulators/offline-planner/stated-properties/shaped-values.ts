/**
 * Values known by their shape rather than by words beside them: an instance size ("db.m6g.large")
 * goes to the size properties that take its shape, an address range ("10.0.0.0/16") to the ranges
 * of the networks, and a path ("/healthz") to the path properties whose other words stand near it.
 */

import {
  isCidr,
  isFilePath,
  isInstanceSize,
  isPathPath,
  isRangePath,
  isSizePath,
  shapeFits,
} from '#shared/generation/properties/sizes';
import type { Candidate, Mention } from './candidate';
import { fitOf, wordsNear } from './nearness';
import { type LeafRef, refs } from './property-refs';
import type { Token } from './tokens';

let RANGE_REFS: LeafRef[] | undefined;
const rangeRefs = () => {
  RANGE_REFS ??= refs().filter((r) => r.leaf.t === 'string' && isRangePath(r.path));
  return RANGE_REFS;
};

let SIZE_REFS: LeafRef[] | undefined;
const sizeRefs = () => {
  SIZE_REFS ??= refs().filter((r) => r.leaf.t === 'string' && isSizePath(r.path));
  return SIZE_REFS;
};

let PATH_REFS: LeafRef[] | undefined;
const pathRefs = () => {
  PATH_REFS ??= refs().filter((r) => r.leaf.t === 'string' && !r.leaf.e && isPathPath(r.path));
  return PATH_REFS;
};

/** Each instance size, address range and path of the sentence, as every property that takes its shape. */
export function shapedValues(tokens: Token[], mention: Mention): Candidate[] {
  const found: Candidate[] = [];
  // instance sizes of a known shape go to the size properties that take that shape
  tokens.forEach((token, at) => {
    if (!isInstanceSize(token.w)) return;
    for (const ref of sizeRefs())
      if (shapeFits(ref.path, ref.type, token.w))
        found.push({ ref, value: token.w, quote: token.raw, place: `s${at}`, score: 1 + mention(ref.type) });
  });
  // an address range goes to the ranges of the networks the sentence names
  tokens.forEach((token, at) => {
    if (!isCidr(token.w)) return;
    for (const ref of rangeRefs())
      found.push({ ref, value: token.w, quote: token.raw, place: `c${at}`, score: 1 + mention(ref.type) });
  });
  // a path goes to the path properties whose words stand near it in its clause ("health checks
  // on /status", "mounted at /mnt/models", "نقطة وصول على المسار /reports"), as written
  tokens.forEach((token, at) => {
    if (!isFilePath(token.raw)) return;
    for (const ref of pathRefs())
      if (wordsNear(tokens, ref, at, 5) > 0)
        found.push({
          ref,
          value: token.raw,
          quote: token.raw,
          place: `p${at}`,
          score: 1 + fitOf(tokens, ref, at) + mention(ref.type),
        });
  });
  return found;
}
