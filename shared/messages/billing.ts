/** The billing page's labels beside BILLING in shared/messages.ts. */
export const BILLING_VIEW = {
  plan: 'Plan',
  status: 'Status',
  canceledAtPeriodEnd: 'Canceled at period end',
  endsOnLabel: 'Ends on',
  changesOnLabel: 'Changes on',
  renewal: 'Renewal',
  runsThisMonth: 'Generation runs used this month',
  loadingInvoices: 'Loading invoices',
} as const;
