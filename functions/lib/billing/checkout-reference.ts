import { createHmac, timingSafeEqual } from 'node:crypto';
import { isTier, type Tier } from '#shared/billing/plans';

/**
 * A checkout reference: who the server let start a checkout, signed by the server, carried by the
 * provider in the subscription's custom data. The buyer's browser sets custom data, so a plain
 * `userId` there is a claim anyone can make; only this signature binds a subscription to a user.
 * It also carries the tier paid for while a downgrade waits for the renewal, which would otherwise
 * be another field a browser could write.
 */
export { CHECKOUT_REFERENCE_KEY } from '#shared/billing/checkout-reference';

export interface CheckoutClaims {
  userId: string;
  /** the tier paid for until `paidUntil` (a downgrade waiting for the period end) */
  paidTier?: Tier;
  paidUntil?: string;
}

/**
 * The signing key is derived from the notification secret under its own label, so one secret
 * serves both and a Paddle signature can never pass as a reference (or the other way round).
 */
function referenceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('sahab checkout reference v1').digest();
}

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', referenceKey(secret)).update(payload).digest();
}

export function issueCheckoutReference(claims: CheckoutClaims, secret: string): string {
  const body = { u: claims.userId, ...(claims.paidTier && { t: claims.paidTier, e: claims.paidUntil }) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The claims of a reference this server signed, or null for anything else. */
export function verifyCheckoutReference(reference: unknown, secret: string): CheckoutClaims | null {
  if (typeof reference !== 'string' || reference.length > 2048) return null;
  const [payload, signature, ...rest] = reference.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof body.u !== 'string' || body.u.length === 0) return null;
    const paid = isTier(body.t) && typeof body.e === 'string' ? { paidTier: body.t, paidUntil: body.e } : {};
    return { userId: body.u, ...paid };
  } catch {
    return null;
  }
}
