/**
 * Every user-visible string the product spec quotes is spelled exactly as the spec spells it, in
 * this file or beside it in shared/messages/<page>.ts. UI code imports from there instead of typing
 * the text, so a spec wording change is a one-line edit and tests can assert against the same
 * constants.
 *
 * This module is in the first download of every page, the landing page's too (the router reads
 * WRAPPER), so it keeps only the words of the frame, sign-in, checkout and what several places
 * share. A page's words, the spec's and its own, are in that page's file (deployments, builder,
 * accounts, compliance, billing...), and reach only that page's chunk.
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
/** Success and info toasts (spec section 8). */
/** Validation messages (spec section 5). */
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
    billing: 'Billing',
    settings: 'Settings',
    pricing: 'Plans and pricing',
  },
  header: { label: 'Main', menu: 'Menu', pricing: 'Pricing', dashboard: 'Dashboard', settings: 'Settings' },
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
/** The AWS accounts screen and its link wizard (spec sections 2, 4 and 5). */
/** The compliance dashboard (spec section 2). Toasts and errors are in TOASTS, ERRORS, VALIDATION. */
/**
 * Deployment status labels (spec section 4); any other status shows as Pending. DELETE_FAILED and
 * the update's other statuses are not in the spec's table: the delete and update workflows can
 * end there, and 'Pending' would hide a failure (or an update still running).
 */
/** The deployments screen (spec section 2); texts not quoted by the spec are marked. */
/** The gallery's filter bar (not spec text: the app's own words). */
/** The builder (spec sections 2, 4 and 5): gallery, diagram view, configure panel, deploy dialog. */
/** The deploy dialog's regions (spec section 9), the first being the default. */
/** The billing page (/billing). Our own wording: the spec has no text for it beyond the FAQ. */
