/** The AWS accounts page and its link wizard in the app's own words (the spec's are ACCOUNTS, below). */
/** How each way of reaching an account reads on screen (the API's value is `iam_role`). */
const AUTH_METHOD_NAMES: Readonly<Record<string, string>> = { iam_role: 'IAM role' };

export const ACCOUNTS_VIEW = {
  description:
    'The AWS accounts Sahab deploys to and scans, each through a role you control. Sahab stores no access keys.',
  loading: 'Loading accounts',
  columns: {
    alias: 'Alias',
    region: 'Region',
    authMethod: 'Auth method',
    status: 'Status',
    lastValidated: 'Last validated',
    actions: 'Actions',
  },
  validate: 'Validate',
  validateAccount: (alias: string) => `Validate ${alias}`,
  unlinkAccount: (alias: string) => `Unlink ${alias}`,
  /** the wizard's three steps (spec section 4), as its title names them */
  steps: ['Download the template', 'Deploy it in AWS', 'Link the account'],
  /** after the wizard's title: 'Link AWS Account: step 1 of 3, Download the template' */
  wizardStep: (step: number, of: number, name: string) => `step ${step} of ${of}, ${name}`,
  back: 'Back',
  next: 'Next',
  linkAccount: 'Link Account',
  /** the link wizard's first two steps */
  templateStep: {
    intro:
      'Sahab reaches your account through an IAM role that you create with a CloudFormation template. The role trusts only the Sahab platform account, and only when Sahab presents your external ID.',
    roleTemplate: 'Role template',
    roleTemplateDescription: 'A CloudFormation template creating the role.',
    download: 'Download template',
    externalId: 'External ID',
    externalIdDescription: 'Your Sahab user ID. Enter it as the ExternalId parameter.',
    copyExternalId: 'Copy external ID',
    copy: 'Copy',
    copied: 'Copied',
    whatSahabMayDo: 'What Sahab may do in your account',
    sahabMay: 'Sahab may',
    sahabMayNever: 'Sahab may never',
    platformAccountId: 'Platform account ID',
    platformAccountIdDescription: 'Enter it as the PlatformAccountId parameter.',
  },
  deployStep: {
    sandboxHeader: 'This environment uses the sandbox cloud',
    sandboxText:
      'AWS accounts here are simulated: each user has a sandbox account. Sahab can deploy the role template there for you, with your external ID, as you would in your own AWS account.',
    roleCreated: 'Role created:',
    filledInNext: '. It is filled in on the next step.',
    signIn: 'Sign in to the AWS console of the account you want to link and open CloudFormation.',
    choose: 'Choose',
    createStack: 'Create stack',
    withNewResources: 'With new resources',
    upload: ', and upload the template you downloaded.',
    enterExternalId: 'Enter your external ID as',
    andPlatformAccount: ' and the platform account ID as PlatformAccountId',
    acknowledge: ', acknowledge that the stack creates IAM roles, and create the stack.',
    openResources: "Open the stack's",
    resourcesTab: 'Resources',
    copyArnOf: 'tab and copy the ARN of',
    quickCreate: 'Open the quick-create page in the AWS console',
  },
} as const;

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
  /** the display of `auth_method` ("IAM role"); a method without a name here shows as stored */
  authMethod: (method: string) => AUTH_METHOD_NAMES[method] ?? method.replaceAll('_', ' '),
} as const;
