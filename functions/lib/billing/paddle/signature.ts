import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paddle Billing webhook signatures: header `Paddle-Signature: ts=<unix seconds>;h1=<hex>`, where
 * h1 = HMAC-SHA256(secret, `${ts}:${rawBody}`). During secret rotation Paddle sends several h1
 * values; any one matching is enough.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ParsedSignature {
  ts: number;
  h1: readonly string[];
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'malformed'; message: string }
  | { ok: false; reason: 'forged' | 'stale'; message: string };

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

/** Returns null when the header does not have Paddle's shape (400, not 401: nothing to verify). */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignature | null {
  if (!header) return null;
  let ts: number | null = null;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') {
      if (ts !== null || !UNIX_SECONDS.test(value)) return null;
      ts = Number(value);
    } else if (key === 'h1') {
      if (!HEX_SHA256.test(value)) return null;
      h1.push(value.toLowerCase());
    }
    // Unknown keys are skipped: Paddle may add schemes (h2...) and old verifiers must keep working.
  }
  if (ts === null || h1.length === 0) return null;
  return { ts, h1 };
}

export function computeSignature(secret: string, ts: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${ts}:${rawBody}`, 'utf8').digest('hex');
}

/** Builds the header Paddle would send; used by the sandbox checkout to sign its events. */
export function signatureHeader(secret: string, rawBody: string, nowSeconds: number): string {
  return `ts=${nowSeconds};h1=${computeSignature(secret, nowSeconds, rawBody)}`;
}

export function verifySignature(input: {
  header: string | undefined | null;
  rawBody: string;
  secret: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) {
    return { ok: false, reason: 'malformed', message: 'Paddle-Signature header is missing or malformed' };
  }
  const tolerance = input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  // Both ways: an old timestamp is a replay, one from the future is a forged or badly skewed clock.
  if (Math.abs(input.nowSeconds - parsed.ts) > tolerance) {
    return { ok: false, reason: 'stale', message: 'Paddle-Signature timestamp is outside the tolerance' };
  }
  const expected = Buffer.from(computeSignature(input.secret, parsed.ts, input.rawBody), 'hex');
  // Compare every candidate (no early exit) so timing does not reveal which one came close.
  let matched = false;
  for (const candidate of parsed.h1) {
    const given = Buffer.from(candidate, 'hex');
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched ? { ok: true } : { ok: false, reason: 'forged', message: 'Paddle-Signature does not match' };
}
