/** The billing page's labels beside the spec's BILLING, below. */
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

export const BILLING = {
  title: 'Billing',
  description: 'Your plan, usage, invoices and payment method.',
  currentPlan: 'Current plan',
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) =>
    `Your subscription ends on ${date}. You keep full access until then, and nothing renews.`,
  changesOn: (plan: string, date: string) =>
    `Your plan changes to ${plan} on ${date}. You keep your current plan until then.`,
  keepPlan: (plan: string) => `Keep ${plan}`,
  changePlan: 'Change plan',
  changeTerms: 'Upgrades start now; downgrades at the end of the period you have paid for.',
  changeLocked: 'A downgrade is already scheduled. Keep your current plan first to choose another.',
  currentPlanBadge: 'Current plan',
  upgradeTo: (plan: string) => `Upgrade to ${plan}`,
  downgradeTo: (plan: string) => `Downgrade to ${plan}`,
  downgradeTerms: (date: string) =>
    `Starts on ${date}, at the end of the period you have paid for. Nothing is charged or refunded now.`,
  upgradeCharge: (amount: string, plan: string, date: string, price: number) =>
    `Today you pay about ${amount}, the prorated difference for the rest of this billing period. From ${date}, ${plan} renews at $${price}/month.`,
  resumeUpgradeTerms: (amount: string, plan: string, date: string, price: number) =>
    `This resumes your subscription: it renews on ${date} instead of ending. Today you pay about ${amount}, the prorated difference for the rest of this billing period; from ${date}, ${plan} renews at $${price}/month.`,
  resumeDowngradeTerms: (plan: string, date: string, price: number) =>
    `This resumes your subscription: instead of ending on ${date}, it renews as ${plan} at $${price}/month. Nothing is charged or refunded now.`,
  changeResumes:
    'Your subscription is set to end. Choosing a plan below resumes it; each plan says what it charges and when.',
  resumeAndUpgradeTo: (plan: string) => `Resume and upgrade to ${plan}`,
  resumeAndDowngradeTo: (plan: string) => `Resume and downgrade to ${plan}`,
  keepSubscription: 'Keep my subscription',
  upgradeConfirm: (plan: string) => `Upgrade to ${plan} now?`,
  downgradeConfirm: (plan: string) => `Downgrade to ${plan} at the end of this period?`,
  upgraded: (plan: string) => `You are now on ${plan}. The prorated difference has been charged.`,
  downgradeScheduled: (plan: string, date: string) => `Your plan changes to ${plan} on ${date}.`,
  cancel: 'Cancel subscription',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelTerms: (date: string) =>
    `Your subscription stays active until ${date}, the end of the period you have paid for. It does not renew after that, and no partial refund is made.`,
  cancelConfirmLabel: 'Cancel at period end',
  cancelScheduled: (date: string) => `Your subscription is canceled. It stays active until ${date}.`,
  kept: (plan: string) => `${plan} will renew as before.`,
  usage: 'Usage this month',
  runsUsed: (used: number, included: number) => `${used} of ${included} generation runs`,
  accountsUsed: (used: number, included: number | null) =>
    `${used} of ${included === null ? 'unlimited' : included} linked AWS accounts`,
  invoices: 'Invoices',
  noInvoices: 'No invoices yet',
  invoiceDate: 'Date',
  invoiceNumber: 'Invoice',
  invoiceFor: 'For',
  invoiceAmount: 'Amount',
  invoiceStatus: 'Status',
  viewInvoice: 'View invoice (PDF)',
  noInvoiceLink: 'No PDF',
  invoiceReasons: {
    subscription: 'Subscription',
    renewal: 'Renewal',
    'plan-change': 'Plan change (prorated)',
    other: 'Charge',
  },
  paymentMethod: 'Payment method',
  paymentMethodText:
    "Your card is kept by Paddle, our payment provider. Change it in Paddle's customer portal.",
  managePaymentMethod: 'Manage payment method',
  sandboxTitle: 'Sandbox billing',
  sandboxText:
    'This environment simulates the payment provider. Plan changes, cancellations and invoices work as they would with Paddle, but no real payment is taken and no card is kept.',
  sandboxPaymentMethod:
    "The sandbox takes no payment, so there is no card to manage. With Paddle, this button opens Paddle's customer portal.",
  noBilling: 'Billing is not set up in this environment.',
  upgradeForMore: 'Upgrade your plan',
  changeInProgress: 'Another change to your plan is still being made. Try again in a minute.',
  secondCheckoutRefused: (plan: string) =>
    `You already have the ${plan} plan. Change it on the Billing page: a second subscription would be billed beside it.`,
} as const;
