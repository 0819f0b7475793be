import { LABELS } from '#shared/messages';
import { ACCOUNTS } from '#shared/messages/accounts';
/** The deployments page in the app's own words (the spec's are DEPLOYMENTS and DEPLOYMENT_STATUS_LABELS, below). */
export const DEPLOYMENTS_VIEW = {
  /** the headers of the resources and events tables (not spec text) */
  columns: {
    time: 'Time',
    logicalId: 'Logical ID',
    physicalId: 'Physical ID',
    type: 'Type',
    status: 'Status',
    reason: 'Reason',
  },
  stackName: 'Stack name',
  stackStatus: 'Stack status',
  region: 'Region',
  stackId: 'Stack ID',
  account: 'Account',
  statusReason: 'Status reason',
  created: 'Created',
  diagram: 'Diagram',
  /** under the stack's name: where it is and when it was made */
  /** beside a deployment still in progress, so a closed row shows it moving (not spec text) */
  progress: (done: number, known: number, verb: 'created' | 'updated' | 'deleted') =>
    `${done} of ${known} resource${known === 1 ? '' : 's'} ${verb}`,
  itemDescription: (region: string, account: string, created: string) =>
    `${region} · account ${account} · created ${created}`,
} as const;

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
