import { createHash } from 'node:crypto';

/** A seeded generator (mulberry32): the same account and region always get the same estate. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hex id of `n` digits from the generator (cheaper than a hash per id at 10,000 resources). */
export function hex(random: () => number, n: number): string {
  let out = '';
  while (out.length < n)
    out += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, n);
}

/** true with probability `p`. */
export const chance = (random: () => number, p: number) => random() < p;

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
