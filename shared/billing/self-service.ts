import { z } from 'zod';
import { TIERS, type Tier } from './plans';

export const tierSchema = z.enum(TIERS as [Tier, ...Tier[]]);

/**
 * What a plan change did. Upgrades apply at once and charge the prorated difference; downgrades
 * and cancellations wait for the end of the paid period (refund policy: no partial refunds).
 * The subscription itself changes when the provider's signed webhook arrives, so the page reads
 * it again rather than trusting this answer for the new state.
 */
export const planChangeResultSchema = z.object({
  kind: z.literal('plan-change'),
  outcome: z.enum(['upgraded', 'downgrade-scheduled', 'cancel-scheduled', 'kept']),
  tier: z.string(),
  /** when the change takes effect; null for an upgrade (now) */
  effective_at: z.string().nullable(),
  provider: z.enum(['paddle', 'sandbox']),
});
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

/** One invoice (a billed transaction) of the caller's subscription. */
export const invoiceSchema = z.object({
  id: z.string(),
  /** the provider's invoice number when it has issued one */
  number: z.string().nullable(),
  billed_at: z.string(),
  /** minor units (cents), as the provider reports totals */
  total_minor: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** why it was charged: the first subscription payment, a renewal or a plan change */
  reason: z.enum(['subscription', 'renewal', 'plan-change', 'other']),
  /** a short-lived link to the provider's PDF, or null where the provider gives none */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({
  kind: z.literal('invoices'),
  provider: z.enum(['paddle', 'sandbox']),
  invoices: z.array(invoiceSchema),
});

/** Where the payment method is managed: Paddle's customer portal, or nowhere in the sandbox. */
export const portalSessionSchema = z.object({
  kind: z.literal('portal'),
  provider: z.enum(['paddle', 'sandbox']),
  url: z.string().nullable(),
});

/**
 * A signed reference for a new checkout (refused with 409 to a user who already pays): the
 * checkout carries it in its custom data, and the webhook binds the subscription to its user by it.
 */
export const checkoutReferenceSchema = z.object({ kind: z.literal('checkout'), reference: z.string() });
export type CheckoutReferenceAnswer = z.infer<typeof checkoutReferenceSchema>;

/** What the billing page asks for: one action on the caller's own subscription. */
export const selfServiceRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('checkout') }),
  z.object({ action: z.literal('change-plan'), tier: tierSchema }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('keep-plan') }),
  z.object({ action: z.literal('invoices') }),
  z.object({ action: z.literal('portal') }),
]);
export type SelfServiceRequest = z.infer<typeof selfServiceRequestSchema>;

export const selfServiceAnswerSchema = z.discriminatedUnion('kind', [
  planChangeResultSchema,
  checkoutReferenceSchema,
  invoiceListSchema,
  portalSessionSchema,
]);
export type SelfServiceAnswer = z.infer<typeof selfServiceAnswerSchema>;
