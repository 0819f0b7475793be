import { CHECKOUT } from '#shared/messages';

/** What the pages say when a request fails, succeeds or a field is refused, spelled as the spec does. */
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
  /** not spec text: the security-group picker's failures, worded as the subnet picker's */
  loadSecurityGroups: 'Failed to load security groups',
  fetchSecurityGroups: 'Failed to fetch security groups',
  createVpc: 'Failed to create VPC',
  createCompliantVpc: 'Failed to create compliant VPC',
  deploymentFailed: 'Deployment failed',
} as const;

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
