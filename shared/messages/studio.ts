/**
 * The design studio on /app: the brief, the agents' timeline, the design's tabs and the history.
 * Not spec text (the spec names the studio's calls, not its words): the app's own wording.
 */
import type { BudgetVerdict } from '../generation/budget-verdict';

export const STUDIO = {
  title: 'Design studio',
  description:
    'Describe the infrastructure you need. The agents design it, check it against SAMA, NCA-ECC and CITC, price it and draw it.',
  offlinePlanner: 'Offline planner (simulated)',
  offlinePlannerNote:
    'Offline planner (simulated): a deterministic planner stands in for the AI model on this installation.',
  form: {
    briefLabel: 'Describe what you need',
    briefDescription:
      'Plain English: the workload, its scale, the data it holds, who may reach it, the region and frameworks.',
    briefLength: (length: number, most: number) => `${length} of ${most} characters`,
    briefTooLong: (most: number) => `The description can be at most ${most} characters.`,
    briefPlaceholder: 'A highly available web application for a bank with a PostgreSQL database...',
    examples: 'Examples:',
    options: 'Options',
    region: 'Region',
    regionDescription: 'Left empty, the architects read it from the description.',
    regionPlaceholder: 'From the description',
    /** beside a region the user's residency setting counts as in the Kingdom */
    inKingdomRegion: 'In the Kingdom (your residency setting)',
    regionEntered: (code: string) => `Use "${code}"`,
    frameworks: 'Frameworks',
    frameworksDescription: 'None chosen: all three.',
    frameworksPlaceholder: 'SAMA, NCA-ECC and CITC',
    budget: 'Monthly budget (USD)',
    budgetInvalid: 'Enter a positive amount.',
    budgetPlaceholder: 'No budget',
    generate: 'Generate design',
    generateFailed: 'Failed to start the generation',
    runsUsed: (used: number, included: number, plan: string) =>
      `${used} of ${included} generation runs used this month (${plan} plan)`,
    /** at the limit: "...(Starter plan): upgrade your plan for more runs" */
    upgradeAtLimit: 'upgrade your plan',
    forMoreRuns: ' for more runs',
  },
  /** briefs the prompt box offers, each showing a different kind of request the agents understand */
  examples: [
    {
      label: 'Bank customer portal',
      prompt:
        'A customer portal for a Saudi bank: a web application behind a load balancer with a PostgreSQL database holding confidential customer data. Highly available, SAMA compliant, about 20,000 users.',
    },
    {
      label: 'Cheap serverless API',
      prompt:
        'A cheap serverless REST API with a DynamoDB table for a startup prototype, not production, around 50 requests per second.',
    },
    {
      label: 'Government document store',
      prompt:
        'Document storage for a government agency: uploads of secret documents, archived after 90 days, user sign-in with MFA, only reachable from our office range 10.20.0.0/16. NCA-ECC and CITC.',
    },
    {
      label: 'Containers with a cache',
      prompt:
        'A containerised order service on Fargate with a Redis cache and a background queue worker, medium scale, budget 1500 USD per month, in me-south-1.',
    },
  ],
  frameworkDescriptions: {
    SAMA: 'Saudi Central Bank cyber security framework',
    'NCA-ECC': 'National Cybersecurity Authority essential controls',
    CITC: 'Cloud computing regulatory framework',
  },
  timeline: {
    label: 'Agent timeline',
    agents: 'Agents',
    working: (live: boolean) => `Working${live ? ' (live)' : ''}`,
    waiting: 'Waiting for your answers',
    ready: 'Design ready',
    failed: 'Generation failed',
    failedHeader: 'The agents could not finish this design',
    repairRounds: (rounds: number) =>
      `The validity gate sent the plan back to the architect ${rounds} ${rounds === 1 ? 'time' : 'times'}.`,
    seconds: (seconds: string) => `${seconds} s`,
  },
  /** how the timeline names each agent */
  agents: {
    'chief-architect': 'Chief architect',
    'lead-architect': 'Lead solutions architect',
    synthesis: 'Template synthesis',
    security: 'Security agent',
    cost: 'Cost optimization agent',
    validity: 'Validity gate',
    diagram: 'Architecture diagram',
    artifacts: 'Artifacts',
  },
  questions: {
    header: 'A few questions before the design',
    intro:
      'The brief leaves too much open to design well. Answer what you can; anything left blank takes the suggested answer.',
    suggested: (answer: string) => `Suggested: ${answer}`,
    notSent: 'The answers were not sent',
    continue: 'Continue with these answers',
    acceptSuggested: 'Accept the suggested answers',
    suggestedAnswer: ' (suggested answer)',
  },
  results: {
    label: 'Design results',
    loadFailed: 'Failed to load the design',
    diagram: 'Diagram',
    template: 'Template',
    requirements: 'Requirements',
    cost: 'Cost',
    compliance: 'Compliance',
    review: 'Review notes',
  },
  diagram: {
    unavailable: 'The template of this run is not available.',
    title: 'Architecture diagram of the generated template',
  },
  template: {
    download: 'Download template',
    terraform: 'Download Terraform',
    pipeline: 'Download CI pipeline',
    sarif: 'Download SARIF',
    extrasWithheld: 'Terraform and the CI/CD pipeline come with the Pro and Premium plans.',
  },
  checklist: {
    met: 'Met',
    partly: 'Partly met',
    'not-met': 'Not met',
    assumed: 'Assumed',
    /** "12 requirements: 9 met, 3 assumed." */
    summary: (count: number, parts: string) => `${count} requirements: ${parts}.`,
    empty: 'The brief states no requirement the checklist reads.',
    status: 'Status',
    requirement: 'Requirement',
    metBy: 'Met by',
    found: 'What was found',
  },
  cost: {
    total: 'Estimated monthly cost',
    budget: 'Budget',
    noBudget: 'No budget given',
    perMonth: (amount: string) => `${amount} a month`,
    /** the cost review's budget verdict in words (the timeline says the same) */
    verdict: {
      within: 'Within budget',
      'over-at-high-end': 'Over budget at the high end',
      'over-at-low-end': 'Over budget even at the low end',
    } satisfies Record<BudgetVerdict, string>,
    region: 'Region',
    advice: 'Advice',
    noAdvice: 'The cost agent has no further savings to suggest.',
    saves: (amount: string) => ` (saves about ${amount} a month)`,
    nothingPriced: 'Nothing in this design is priced.',
    showFree: (count: number) => `Show ${count} resources at no cost`,
    perResource: 'Per resource',
    resource: 'Resource',
    type: 'Type',
    monthly: 'Monthly (USD)',
    pricedFrom: 'Priced from',
    notPriced: (items: string) => `Not priced: ${items}.`,
    listPrices: (dates: string) => `AWS list prices (${dates}).`,
  },
  compliance: {
    approved: 'Approved',
    'approved-with-findings': 'Approved with findings',
    rejected: 'Rejected',
    /** "Score 88% (SAMA 88%, CITC 92%); 4 fixed by the security agent, 2 findings remain (1 high, 1 low)." */
    summary: (score: number, per: string, fixed: number, remaining: string) =>
      `Score ${score}% (${per}); ${fixed} fixed by the security agent, ${remaining}.`,
    nothingRemains: 'nothing remains to fix',
    findingsRemain: (count: number, bySeverity: string) =>
      `${count} finding${count === 1 ? '' : 's'} remain (${bySeverity})`,
    beforeFixes: (score: number | undefined) => `${score ?? 0}% before fixes`,
    remaining: 'Remaining findings',
    noneRemain: 'Nothing remains.',
    severity: 'Severity',
    resource: 'Resource',
    finding: 'Finding',
    why: 'Why it remains',
    fixesApplied: 'Fixes applied',
    noFixNeeded: 'No fix was needed.',
    /** beside open findings, 'no fix was needed' is untrue: none of them could be fixed without the user */
    noFixApplied:
      'No fix could be applied automatically: each remaining finding above needs a change or a decision of yours.',
    whatChanged: 'What changed',
    rule: 'Rule',
    accountBaseline: 'Account baseline',
  },
  review: {
    downloadNotes: 'Download notes',
    downloadAudit: 'Download audit trail',
  },
  notBuilt: {
    header: 'Not built, and why',
    missing: 'Named in the brief, but the design has no resource that builds it.',
  },
  prepare: {
    prepare: 'Prepare deployment',
    configureAndDeploy: 'Configure and deploy',
    failed: 'Failed to prepare the deployment',
  },
  history: {
    title: 'Your designs',
    loading: 'Loading designs',
    empty: 'No designs yet: describe what you need above.',
    request: 'Request',
    status: 'Status',
    started: 'Started',
    model: 'Model',
    view: 'View',
    open: 'Open',
    running: 'Running',
    waiting: 'Waiting for answers',
    completed: 'Completed',
    failed: 'Failed',
  },
} as const;
