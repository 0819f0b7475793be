/**
 * Every user-visible string the product spec quotes, in one place, spelled exactly as the spec
 * spells it. UI code imports from here instead of typing the text, so a spec wording change is a
 * one-line edit and tests can assert against the same constants.
 *
 * The app's own words for one page (the studio, the builder, compliance...) are beside this file
 * in shared/messages/<page>.ts: this module is in the first download of every page (the router
 * reads WRAPPER), and each page's words belong in that page's chunk, not in the landing page's.
 */

export const PRODUCT_NAME = 'Sahab';

export const NOT_FOUND = {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;

export const AUTH = {
  signIn: 'Sign In',
  signOut: 'Sign Out',
  errorRetry: 'Authentication Error - Retry',
  viewDashboard: 'View Dashboard',
  viewPricing: 'View Pricing',
  unknownInitials: '??',
  signInFailed: 'Sign-in failed',
  signOutFailed: 'Sign-out failed',
  renewSilentFailed: 'Renew silent failed',
  /** not spec text: the account button's name for screen readers, its initials first */
  accountMenu: (initials: string, username: string) => `${initials}: Account menu for ${username}`,
  /** not spec text: a sign-in error that came without a message */
  signInIncomplete: 'The identity provider did not complete the sign-in.',
} as const;

/** The protected-page wrapper's screens, in the order they appear (spec section 2). */
export const WRAPPER = {
  loading: 'Loading...',
  redirecting: 'Redirecting to login...',
  checkingSubscription: 'Checking subscription...',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequiredText:
    'You need an active subscription to access the product. Choose a plan that works best for you.',
  viewPricingPlans: 'View Pricing Plans',
} as const;

export const SUBSCRIPTION = {
  noActiveSubscription: 'no active subscription',
} as const;

export const CHECKOUT = {
  priceIdNotConfigured: (tier: string) => `Price ID not configured for tier: ${tier}`,
  userIdRequired: 'User ID is required for subscription',
  failedToOpen: 'Failed to open checkout',
  failedFallback: 'Please try again or contact support.',
  providerNotInitialized: 'Payment provider is not initialized',
  opening: 'Opening checkout...',
  /** not from the spec: a deployment with neither Paddle nor the sandbox checkout */
  unavailable: 'Payments are not set up in this environment yet.',
  activated: 'Subscription activated!',
} as const;

/**
 * After the checkout's success URL, until the provider's webhook has made the plan active. Not
 * spec text: the spec only says the toast shows; these say what happens while it has not yet.
 */
export const ACTIVATION = {
  waiting: 'Confirming your subscription...',
  waitingText:
    'Your payment went through. We are waiting for the payment provider to confirm it; this usually takes a few seconds.',
  timedOutTitle: 'Your subscription is not active yet',
  timedOutText: (seconds: number) =>
    `The payment provider has not confirmed your subscription within ${seconds} seconds. If you completed the payment, it activates by itself shortly: check again in a moment. If it still does not appear, contact support.`,
  checkAgain: 'Check again',
  lastCheckFailed: (detail: string) => ` The last check failed: ${detail}`,
} as const;

export const IDENTITY_ERRORS = {
  stateMismatch: 'State does not match',
  noMatchingState: 'No matching state found in storage',
  noState: 'No state in response',
  noEndSession: 'No end session endpoint',
  iframeTimeout: 'IFrame timed out without a response',
  popupBlocked: 'Popup blocked by user',
  unsupportedContext: (method: string) => `UserManager#${method} was called from an unsupported context...`,
} as const;

/** Error toasts (spec section 8). Server detail wins when present; these are the fallbacks. */
export const ERRORS = {
  loadDeployments: 'Failed to load deployments',
  refreshDeployments: 'Failed to refresh deployments',
  deleteDeployment: 'Failed to delete deployment',
  fetchAccounts: 'Failed to fetch AWS accounts',
  loadAccounts: 'Failed to load AWS accounts',
  linkAccount: 'Failed to link AWS account',
  validateAccount: 'Failed to validate account',
  validationFailed: 'Validation failed',
  unlinkAccount: 'Failed to unlink account',
  loadCompliance: 'Failed to load compliance data',
  loadScanResults: 'Failed to load scan results',
  startScan: 'Failed to start compliance scan',
  loadPastScan: 'Failed to load past scan',
  loadTemplates: 'Failed to load templates',
  loadTemplateDetails: 'Failed to load template details',
  loadVpcs: 'Failed to load VPCs',
  loadVpcsFromAccount: 'Failed to load VPCs from your AWS account',
  fetchVpcs: 'Failed to fetch VPCs',
  loadSubnets: 'Failed to load subnets',
  fetchSubnets: 'Failed to fetch subnets',
  createVpc: 'Failed to create VPC',
  createCompliantVpc: 'Failed to create compliant VPC',
  deploymentFailed: 'Deployment failed',
} as const;

/** Success and info toasts (spec section 8). */
export const TOASTS = {
  deploymentsRefreshed: 'Deployments refreshed',
  openingConsole: 'Opening AWS Console',
  templateDownloaded: 'Template downloaded',
  deletionInitiated: 'Deployment deletion initiated',
  accountLinked: 'AWS account linked successfully!',
  accountValid: 'AWS account credentials are valid',
  accountUnlinked: 'AWS account unlinked successfully',
  scanStarted: 'Compliance scan started',
  scanCompleted: 'Compliance scan completed!',
  scanFailed: 'Compliance scan failed',
  pastScanLoaded: 'Loaded past scan results',
  copied: 'Copied to clipboard!',
  templateDownloadedBang: 'Template downloaded!',
  openingCheckout: CHECKOUT.opening,
  subscriptionActivated: CHECKOUT.activated,
  creatingVpc: 'Creating compliant VPC...',
  vpcCreated: (vpcId: string) => `VPC created successfully: ${vpcId}`,
  deploymentInitiated: 'Deployment initiated successfully!',
  configurationUpdated: 'Configuration updated',
} as const;

/** Validation messages (spec section 5). */
export const VALIDATION = {
  selectAccountToScan: 'Please select at least one AWS account to scan',
  selectAccount: 'Please select an AWS account',
  stackNameTooShort: 'Stack name must be at least 3 characters',
  /** not spec text: CloudFormation's stack name rule in plain words */
  stackNameCharacters: 'Start the stack name with a letter, then use only letters, digits and hyphens',
  stackNameTooLong: 'Stack name can be at most 128 characters',
  selectVpc: 'Please select a VPC',
  selectSubnets: 'Please select at least 2 subnets in different availability zones',
  configureRequired: (labels: string) => `Please configure all required parameters: ${labels}`,
} as const;

export const CONFIRM = {
  deleteDeployment: (stackName: string) =>
    `Are you sure you want to delete ${stackName}? This will delete the CloudFormation stack from AWS.`,
  unlinkAccount: (alias: string) => `Are you sure you want to unlink "${alias}"? This cannot be undone.`,
} as const;

/** The app's own words on every dialog and table: dismiss and close, filters, no match. */
export const COMMON = {
  cancel: 'Cancel',
  close: 'Close',
  find: 'Find',
  noMatch: 'Nothing matches the filter.',
  clearFilter: 'Clear filter',
  matches: (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`,
  skipToContent: 'Skip to main content',
  dismiss: 'Dismiss',
  findFindings: 'Find findings',
  findDesigns: 'Find designs',
} as const;

/** The frame around every page: header, side navigation, footer, and the screens before a page. Not spec text. */
export const FRAME = {
  nav: {
    dashboard: 'Dashboard',
    builder: 'Template builder',
    deployments: 'Deployments',
    accounts: 'AWS accounts',
    compliance: 'Compliance',
    pricing: 'Plans and pricing',
  },
  header: { label: 'Main', pricing: 'Pricing', dashboard: 'Dashboard', settings: 'Settings' },
  home: (product: string) => `${product} home`,
  signingOut: 'Signing out...',
  configErrorTitle: 'Sahab could not start',
  configErrorText: (message: string) =>
    `The runtime configuration could not be loaded: ${message}. Reload the page; if it keeps failing, the site is being updated or misconfigured.`,
  subscriptionErrorTitle: 'We could not check your subscription',
  subscriptionErrorText: (message: string) =>
    `The subscription service answered with an error${message ? `: ${message}` : ''}. Your plan is not affected. Try again in a moment.`,
  tryAgain: 'Try again',
  /** the deploy dialog's and the studio's word on data residency (the rest is shared/residency's) */
  residency: {
    setRegions: 'Set your in-Kingdom regions',
    changeRegions: 'Change your in-Kingdom regions',
    unsetHeader: 'Data residency is not set up',
    inside: (region: string) => `${region} is one of your in-Kingdom regions.`,
    leaves: (headline: string) => `Data leaves the Kingdom: ${headline}`,
    leavesText: 'Data stored in this design would be hosted outside Saudi Arabia. What that means:',
  },
  sandboxCheckout: {
    header: 'Simulated payment provider',
    text: 'No payment provider is configured in this environment, so no card is asked for or charged. Completing the payment activates the plan through the same signed webhook the real provider sends.',
    plan: 'Plan',
    price: 'Price',
    perMonth: (usd: number) => `$${usd} per month`,
    account: 'Account',
  },
} as const;

/** The pages the app's header buttons lead to (PageLinks), with the spec's labels. */
export const PAGE_LINKS = {
  home: { href: '/app', label: 'Home' },
  deployments: { href: '/deployments', label: 'Deployments' },
  awsAccounts: { href: '/aws-accounts', label: 'AWS Accounts' },
  compliance: { href: '/compliance', label: 'Compliance' },
  newDesign: { href: '/builder', label: 'New Design' },
} as const;

/** The names of the app layout's own buttons and regions, for screen readers. */
export const APP_LAYOUT_LABELS = {
  navigation: 'Side navigation',
  navigationClose: 'Close side navigation',
  navigationToggle: 'Open side navigation',
  notifications: 'Notifications',
} as const;

/** Short labels used across screens that the spec names. */
export const LABELS = {
  simulated: 'Simulated',
  sandboxCheckoutTitle: 'Sandbox checkout (no real payment)',
  completePayment: 'Complete payment',
  mostPopular: 'Most popular',
  noDeploymentsYet: 'No Deployments Yet',
  createFirstDesign: 'Create Your First Design',
  gettingStarted: 'Getting Started',
  linkAwsAccount: 'Link AWS Account',
  noAccountsLinked: 'No AWS accounts linked yet.',
  loadingBuilder: 'Loading Infrastructure Builder...',
  loadingTemplates: 'Loading templates...',
  noTemplates: 'No templates available',
  configureTemplate: 'Configure Template',
  saveConfiguration: 'Save Configuration',
  deployToAws: 'Deploy to AWS',
  deploying: 'Deploying...',
  creating: 'Creating...',
  selectVpcFirst: 'Select a VPC first',
  backToHome: 'Back to Home',
} as const;

/**
 * Labels of resource services in the builder (spec section 3), keyed by the service segment of the
 * resource type (`AWS::<Service>::<Kind>`); other services show their raw name. The spec's rows
 * without a service name are matched to the services they name (load balancing, auto scaling,
 * secrets manager, logs).
 */
export const SERVICE_LABELS: Readonly<Record<string, string>> = {
  EC2: 'Compute',
  VPC: 'Network',
  RDS: 'Database',
  S3: 'Storage',
  IAM: 'Security',
  Lambda: 'Serverless',
  ElasticLoadBalancing: 'Load Balancer',
  ElasticLoadBalancingV2: 'Load Balancer',
  AutoScaling: 'Auto Scaling',
  KMS: 'Encryption',
  SecretsManager: 'Secrets Manager',
  Logs: 'CloudWatch Logs',
};

/** The AWS accounts screen and its link wizard (spec sections 2, 4 and 5). */
export const ACCOUNTS = {
  title: 'AWS Accounts',
  home: 'Home',
  deployments: 'Deployments',
  linkAwsAccount: 'Link AWS Account',
  notValidated: 'Not validated',
  active: 'Active',
  invalidCredentials: 'Invalid credentials',
  sandbox: 'Sandbox',
  aliasLabel: 'Account Alias',
  aliasPlaceholder: 'Production Account',
  roleArnLabel: 'Role ARN',
  roleArnPlaceholder: 'arn:aws:iam::{account}:role/...',
  regionLabel: 'Default Region',
  createSandboxRole: 'Create the role in the sandbox',
  stackTakesAboutAMinute: 'Stack creation takes about 1 minute.',
  unlinkTitle: 'Unlink AWS account',
  findAccounts: 'Find accounts',
  /** not spec text: what a role ARN looks like, in words */
  roleArnProblem:
    "This is not a role ARN. Copy it from the stack's Outputs: it starts with arn:aws:iam::, then the 12-digit account number, then :role/ and the role's name.",
  unlink: 'Unlink',
  /** the display of `auth_method`: its underscore replaced by a space (iam_role -> iam role) */
  authMethod: (method: string) => method.replace('_', ' '),
} as const;

/** The compliance dashboard (spec section 2). Toasts and errors are in TOASTS, ERRORS, VALIDATION. */
export const COMPLIANCE = {
  title: 'Compliance',
  home: 'Home',
  awsAccounts: 'AWS Accounts',
  deployments: 'Deployments',
  startScan: 'Start scan',
  starting: 'Starting...',
  accountsLabel: 'AWS accounts',
  frameworksLabel: 'Frameworks',
  sandbox: ACCOUNTS.sandbox,
  scanning: 'Scanning',
  overall: 'Overall',
  noScansYet: 'No scans yet',
  violations: 'Violations',
  noViolations: 'No violations found',
  history: 'Scan history',
  view: 'View',
  exportSarif: 'Export SARIF',
  exportCsv: 'Export CSV',
  exportReport: 'Export report',
} as const;

/**
 * Deployment status labels (spec section 4); any other status shows as Pending. DELETE_FAILED and
 * the update's other statuses are not in the spec's table: the delete and update workflows can
 * end there, and 'Pending' would hide a failure (or an update still running).
 */
export const DEPLOYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  validating: 'Validating',
  creating_stack: 'Creating Stack',
  CREATE_IN_PROGRESS: 'Deploying',
  CREATE_COMPLETE: 'Deployed',
  CREATE_FAILED: 'Failed',
  ROLLBACK_IN_PROGRESS: 'Rolling Back',
  ROLLBACK_COMPLETE: 'Rolled Back',
  ROLLBACK_FAILED: 'Rollback Failed',
  UPDATE_IN_PROGRESS: 'Updating',
  UPDATE_COMPLETE: 'Updated',
  DELETE_IN_PROGRESS: 'Deleting',
  DELETE_FAILED: 'Delete Failed',
  /** not spec text: a deployment kept in history after its stack was deleted */
  DELETE_COMPLETE: 'Deleted',
  UPDATE_COMPLETE_CLEANUP_IN_PROGRESS: 'Updating',
  UPDATE_ROLLBACK_IN_PROGRESS: 'Rolling Back',
  UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS: 'Rolling Back',
  UPDATE_ROLLBACK_COMPLETE: 'Update Rolled Back',
  UPDATE_ROLLBACK_FAILED: 'Rollback Failed',
};

/** The deployments screen (spec section 2); texts not quoted by the spec are marked. */
export const DEPLOYMENTS = {
  title: 'Deployments',
  refresh: 'Refresh',
  awsAccounts: 'AWS Accounts',
  compliance: 'Compliance',
  newDesign: 'New Design',
  noDeploymentsYet: LABELS.noDeploymentsYet,
  createFirstDesign: LABELS.createFirstDesign,
  gettingStarted: LABELS.gettingStarted,
  openBuilder: 'Open Builder',
  linkAwsAccount: LABELS.linkAwsAccount,
  awsConsole: 'AWS Console',
  /** not spec text: the page's own wording */
  description: 'Every CloudFormation stack Sahab deploys to your AWS accounts, updated live.',
  gettingStartedText:
    'Design infrastructure in the builder, link the AWS account it should go to, then deploy: each stack appears here with its status, resources and events.',
  emptyText: 'Stacks you deploy from the builder appear here.',
  downloadTemplate: 'Download template',
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  deleteTitle: 'Delete deployment',
  sandbox: ACCOUNTS.sandbox,
  sandboxConsole: 'Sandbox console',
  sandboxConsoleText: (accountNumber: string) =>
    `This stack lives in your simulated AWS account ${accountNumber}, not in AWS. This view shows it as the sandbox cloud holds it.`,
  resources: 'Resources',
  events: 'Events',
  outputs: 'Outputs',
  noResources: 'No resources yet.',
  findResources: 'Find resources',
  findEvents: 'Find events',
  findDeployments: 'Find deployments',
  noEvents: 'No events yet.',
  noOutputs: 'No outputs.',
  loadingDetails: 'Loading stack details',
  live: 'Live',
  /** not spec text: the console's two lists, active stacks and deleted ones kept in history */
  views: 'Which deployments',
  activeView: 'Active',
  deletedView: 'Deleted',
  noActive: 'No active deployments',
  noActiveText: 'Deployments whose stacks you deleted are kept under Deleted.',
  noDeleted: 'No deleted deployments',
  noDeletedText: 'A deployment whose stack you delete is kept here with its template, outputs and events.',
} as const;

/** The gallery's filter bar (not spec text: the app's own words). */
export const GALLERY = {
  filterLabel: 'Filter templates',
  find: 'Find templates',
  category: 'Category',
  allCategories: 'All categories',
  framework: 'Framework',
  allFrameworks: 'All frameworks',
  featuredOnly: 'Featured only',
} as const;

/** The builder (spec sections 2, 4 and 5): gallery, diagram view, configure panel, deploy dialog. */
export const BUILDER = {
  back: 'Back',
  configured: 'Configured',
  configure: 'Configure',
  deployToAws: LABELS.deployToAws,
  featured: 'Featured',
  cloudFormation: 'CloudFormation',
  loadingTemplates: LABELS.loadingTemplates,
  noTemplates: LABELS.noTemplates,
  loadingBuilder: LABELS.loadingBuilder,
  /** the compliance score badge of the configure panel: '96% Compliant' */
  percentCompliant: (score: number) => `${score}% Compliant`,
  configureTemplate: LABELS.configureTemplate,
  cancel: 'Cancel',
  saveConfiguration: LABELS.saveConfiguration,
  defaultGroup: 'Configuration',
  readyToDeploy: 'Ready to deploy',
  complianceFeatures: 'Compliance Features',
  complianceFeatureList: ['KMS encryption', 'VPC networking', 'Least-privilege IAM roles', 'Logging'],
  deployTitle: (templateName: string) => `Deploy ${templateName}`,
  deploying: LABELS.deploying,
  noAccountsLinked: LABELS.noAccountsLinked,
  linkAwsAccount: LABELS.linkAwsAccount,
  selectVpcFirst: LABELS.selectVpcFirst,
  createVpc: 'Create VPC',
  /** not spec text: the heading over a refused deployment's reason inside the deploy dialog */
  deployFailedHeader: 'The deployment did not start',
  createCompliantVpc: 'Create compliant VPC',
  creating: LABELS.creating,
  al2023: 'AL2023',
  create: 'Create',
  vpcHint: 'A VPC and at least 2 subnets in different availability zones are needed.',
  /** the product's name as the default VPC name in the picker (DESIGN.md) */
  defaultVpcName: `${PRODUCT_NAME}-VPC`,
} as const;

/** The deploy dialog's regions (spec section 9), the first being the default. */
export const DEPLOY_REGIONS = [
  { value: 'me-south-1', label: 'Middle East (Bahrain)' },
  { value: 'us-east-1', label: 'US East (N. Virginia)' },
  { value: 'us-west-2', label: 'US West (Oregon)' },
  { value: 'eu-west-1', label: 'Europe (Ireland)' },
  { value: 'ap-southeast-1', label: 'Asia Pacific (Singapore)' },
] as const;

/** The billing page (/billing). Our own wording: the spec has no text for it beyond the FAQ. */
export const BILLING = {
  title: 'Billing',
  description: 'Your plan, usage, invoices and payment method.',
  navLink: 'Billing',
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
  upgradeTerms: 'Starts now. Today you pay the prorated difference for the rest of this billing period.',
  downgradeTerms: (date: string) =>
    `Starts on ${date}, at the end of the period you have paid for. Nothing is charged or refunded now.`,
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
} as const;
