/** The dashboard (/app) around the studio: welcome, plan overview, the product's areas. Not spec text. */
export const DASHBOARD = {
  welcome: (name: string | undefined) => `Welcome${name ? `, ${name}` : ''}`,
  description: 'Design, check and deploy compliant AWS infrastructure for SAMA, NCA-ECC and CITC.',
  yourPlan: 'Your plan',
  usageFor: (month: string) => `Usage for ${month}`,
  thisMonth: 'this month',
  changePlan: 'Change plan',
  plan: 'Plan',
  status: 'Status',
  runs: 'Generation runs',
  runsUsed: (used: number, included: number) => `${used} of ${included} used`,
  runsThisMonth: 'Generation runs used this month',
  accounts: 'Linked AWS accounts',
  accountsUsed: (used: number, limit: string) => `${used} of ${limit}`,
  unlimited: 'unlimited',
  unknownPlan: 'Unknown plan',
  periodEnds: 'Current period ends',
  scheduledChange: 'Scheduled change',
  endsOn: (on: string) => `Ends on ${on}`,
  changesTo: (plan: string, on: string) => `Changes to ${plan} on ${on}`,
  otherChange: (action: string, on: string) => `${action} on ${on}`,
  /** the subscription's status in plain words; others show as they are */
  statuses: {
    active: 'Active',
    trialing: 'Trial',
    past_due: 'Payment past due',
    paused: 'Paused',
    canceled: 'Canceled',
  } as Readonly<Record<string, string>>,
  areas: {
    builder: {
      title: 'Template builder',
      text: 'Start from a compliance-ready template, see its diagram, configure it and deploy it.',
      action: 'Open builder',
    },
    deployments: {
      title: 'Deployments',
      text: 'Follow every stack Sahab deploys: status, resources and outputs.',
      action: 'View deployments',
    },
    accounts: {
      title: 'AWS accounts',
      text: 'Link an account through a cross-account role. No access keys are stored.',
      action: 'Manage accounts',
    },
    compliance: {
      title: 'Compliance',
      text: 'Scan your accounts against SAMA, NCA-ECC and CITC and fix what is found.',
      action: 'Open compliance',
    },
  },
} as const;
