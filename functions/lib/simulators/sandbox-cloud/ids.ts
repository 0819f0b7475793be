import { createHash } from 'node:crypto';

/**
 * Identifiers in the sandbox are derived from a seed (account, stack id, logical id...) by hashing,
 * so the same stack always shows the same ids, across restarts, without storing a random source.
 */
function digest(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

/** `n` lowercase hex digits, e.g. the 17 after `vpc-`. */
export function hexId(seed: string, n: number): string {
  let out = '';
  for (let round = 0; out.length < n; round++) out += digest(`${seed}#${round}`).toString('hex');
  return out.slice(0, n);
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `n` characters from CloudFormation's generated-name suffix alphabet (upper or lower case). */
export function suffixId(seed: string, n: number, lower = false): string {
  const alphabet = lower ? LOWER : UPPER;
  let out = '';
  for (let round = 0; out.length < n; round++) {
    for (const byte of digest(`${seed}#${round}`)) out += alphabet[byte % alphabet.length];
  }
  return out.slice(0, n);
}

/** A version-4-shaped UUID from a seed (stack ids, KMS key ids, request ids). */
export function uuidId(seed: string): string {
  const h = hexId(seed, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[Number.parseInt(h[16], 16) % 4];
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A decimal number of `digits` digits (account ids). */
export function digitsId(seed: string, digits: number): string {
  const value = BigInt(`0x${hexId(seed, 24)}`) % 10n ** BigInt(digits);
  return value.toString().padStart(digits, '0');
}
