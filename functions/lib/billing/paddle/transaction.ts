import { z } from 'zod';
import type { Invoice } from '#shared/billing/self-service';

/** The parts of Paddle's transaction entity an invoice list shows (loose: Paddle adds fields). */
export const paddleTransactionSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  origin: z.string().nullish(),
  invoice_number: z.string().nullish(),
  billed_at: z.string().nullish(),
  created_at: z.string(),
  currency_code: z.string(),
  details: z.looseObject({ totals: z.looseObject({ grand_total: z.string() }) }),
});
export type PaddleTransaction = z.infer<typeof paddleTransactionSchema>;

/** Statuses of a transaction that was charged (draft, ready and canceled never were). */
export const BILLED_STATUSES = ['billed', 'paid', 'completed', 'past_due'] as const;

const REASONS: Record<string, Invoice['reason']> = {
  web: 'subscription',
  api: 'subscription',
  subscription_recurring: 'renewal',
  subscription_update: 'plan-change',
  subscription_charge: 'plan-change',
};

/** Paddle keeps PDFs for completed, non-zero transactions only (its invoice endpoint's rule). */
export function hasInvoicePdf(transaction: PaddleTransaction): boolean {
  return transaction.status === 'completed' && Number(transaction.details.totals.grand_total) > 0;
}

/** One Paddle transaction as the billing page lists it; the sandbox stores the same shape. */
export function invoiceFromTransaction(transaction: PaddleTransaction, url: string | null): Invoice {
  return {
    id: transaction.id,
    number: transaction.invoice_number ?? null,
    billed_at: transaction.billed_at ?? transaction.created_at,
    total_minor: Number.parseInt(transaction.details.totals.grand_total, 10) || 0,
    currency: transaction.currency_code,
    status: transaction.status,
    reason: REASONS[transaction.origin ?? ''] ?? 'other',
    url,
  };
}
