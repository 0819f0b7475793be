/** The billing page's labels beside BILLING in shared/messages.ts. */
export const BILLING_VIEW = {
  plan: 'Plan',
  requestFailed: 'The billing request failed.',
  limits: (runs: number, accounts: number | null) =>
    `${runs} runs a month, ${accounts ?? 'unlimited'} AWS accounts`,
  status: 'Status',
  canceledAtPeriodEnd: 'Canceled at period end',
  endsOnLabel: 'Ends on',
  changesOnLabel: 'Changes on',
  renewal: 'Renewal',
  runsThisMonth: 'Generation runs used this month',
  loadingInvoices: 'Loading invoices',
} as const;
