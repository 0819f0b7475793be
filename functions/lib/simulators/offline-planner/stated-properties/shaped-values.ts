/**
 * Values known by their shape rather than by words beside them: an instance size ("db.m6g.large")
 * goes to the size properties that take its shape, an address range ("10.0.0.0/16") to the ranges
 * of the networks, and a path ("/healthz") to the path properties whose other words stand near it.
 */

import {
  arnKind,
  isDnsName,
  isEmailAddress,
  takesArnOf,
  takesDnsName,
  takesEmailAddress,
} from '#shared/generation/properties/identifiers';
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

let IDENTIFIER_REFS: { dns: LeafRef[]; email: LeafRef[]; arn: LeafRef[] } | undefined;
const identifierRefs = () => {
  const text = refs().filter((r) => r.leaf.t === 'string' && !r.leaf.e && r.leaf.m !== 1);
  IDENTIFIER_REFS ??= {
    dns: text.filter((r) => takesDnsName(r.type, r.path)),
    email: text.filter((r) => takesEmailAddress(r.path)),
    arn: text.filter((r) => /Arn$/.test(r.path)),
  };
  return IDENTIFIER_REFS;
};

/**
 * The properties an identifier of a shape is for: a DNS name's, an e-mail address's, or those
 * that hold an ARN of its kind. The shape says the property as its words would: each is said.
 */
function identifierReadings(token: Token, at: number, mention: Mention): Candidate[] {
  const kind = arnKind(token.raw);
  const { dns, email, arn } = identifierRefs();
  const fitting =
    kind !== undefined
      ? arn.filter((r) => takesArnOf(r.path, kind))
      : isEmailAddress(token.w)
        ? email
        : isDnsName(token.w)
          ? dns
          : [];
  return fitting.map((ref) => ({
    ref,
    value: kind !== undefined ? token.raw : token.w,
    quote: token.raw,
    place: `i${at}`,
    said: true,
    score: 1 + mention(ref.type),
  }));
}

/** Each instance size, address range, path and identifier of the sentence, as every property that takes its shape. */
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
  tokens.forEach((token, at) => {
    found.push(...identifierReadings(token, at, mention));
  });
  return found;
}
