import type { LegalDocument } from './types';

/** Refund Policy: every point and figure spec section 2 lists, in Sahab's own words. */
export const REFUND: LegalDocument = {
  title: 'Refund Policy',
  summary:
    'When Sahab refunds a payment, how to ask for one, how long it takes, and how plan changes and chargebacks are handled.',
  sections: [
    {
      id: 'general',
      heading: 'Subscriptions are non-refundable',
      body: [
        'A subscription payment buys access for the whole billing period. Subscriptions are non-refundable: we do not refund unused time, unused generation runs or part of a month, except in the cases below.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'When we do refund',
      body: [
        [
          {
            term: 'Extended outage',
            text: 'if the Service is unavailable for more than 48 consecutive hours because of a fault on our side, you can ask for a refund of the affected period. Send the request within 14 days of the outage.',
          },
          {
            term: 'Duplicate charge',
            text: 'if you were charged twice for the same period, we refund the extra charge in full.',
          },
          {
            term: 'Billing error',
            text: 'if we charged the wrong amount, or charged you after a confirmed cancellation, we refund the difference within 5-10 business days of confirming the error.',
          },
          {
            term: 'Goodwill refund',
            text: 'once per customer, we refund your first purchase if you ask within 7 days of it.',
          },
        ],
      ],
    },
    {
      id: 'requests',
      heading: 'How to request a refund',
      body: [
        'Contact support from the e-mail address on your account and include the date and amount of the charge and the reason for your request. We review requests within 3-5 business days and tell you the outcome by e-mail.',
      ],
    },
    {
      id: 'timing',
      heading: 'How long a refund takes',
      body: [
        'Approved refunds go back to the original payment method:',
        [
          { term: 'Card payments', text: '5-10 days.' },
          { term: 'PayPal', text: '3-5 days.' },
        ],
        'Your bank or card issuer may need extra time to show the refund on your statement.',
      ],
    },
    {
      id: 'plan-changes',
      heading: 'Upgrades and downgrades',
      body: [
        [
          'Upgrades take effect at once. We charge the pro-rata difference for the rest of the current billing period immediately.',
          'Downgrades take effect at the end of the current billing period. You keep your current plan until then, and the difference is not refunded.',
        ],
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      body: [
        'When you cancel, your plan stays active until the end of the billing period you paid for, and no partial refund is given for the remaining days.',
      ],
    },
    {
      id: 'chargebacks',
      heading: 'Chargebacks',
      body: [
        'Please contact us before disputing a charge with your bank; most problems are solved faster that way. A chargeback suspends the account while the dispute is open.',
      ],
    },
    {
      id: 'support-times',
      heading: 'Support response times',
      body: [
        [
          { term: 'Pro and Premium', text: 'a first response within 24-48 hours.' },
          { term: 'Starter', text: 'a first response within 3-5 days.' },
        ],
      ],
    },
  ],
};
