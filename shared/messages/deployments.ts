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

/** Updating a deployment, its history and what a delete keeps (not spec text: the spec is silent). */
export const DEPLOYMENT_CHANGES = {
  update: 'Update',
  updateTitle: (stack: string) => `Update ${stack}`,
  updateIntro:
    'Change the values the stack runs with, or move it to the newest version of what it was made from. Nothing changes until you have reviewed the change set and applied it.',
  loadingOptions: 'Loading parameters',
  noParameters: 'This template takes no parameters.',
  defaultValue: (value: string) => `Default: ${value}`,
  latestSource: (kind: string, name: string) => `Move to the newest version of the ${kind} ${name}`,
  sourceKinds: { catalog: 'catalog template', template: 'imported template', design: 'design' } as Record<
    string,
    string
  >,
  latestSourceNote: 'It differs from what the stack runs now.',
  upToDate: (kind: string, name: string) => `The stack runs the current version of the ${kind} ${name}.`,
  reviewChanges: 'Review changes',
  reviewTitle: 'Change set',
  reviewIntro: (stack: string) => `CloudFormation worked out what this update does to ${stack}:`,
  apply: 'Apply changes',
  cancelChangeSet: 'Cancel',
  back: 'Back',
  scoreBefore: 'Compliance score now',
  scoreAfter: 'Compliance score after',
  columns: { action: 'Change', resource: 'Resource', type: 'Type', properties: 'Properties' },
  actions: { add: 'Add', modify: 'Modify', replace: 'Replace', remove: 'Remove' } as Record<string, string>,
  conditional: 'Replace (may)',
  /** the words for a change that loses data: exactly as the issue gives them */
  dataLoss: (resource: string) => `this replaces ${resource} with an empty one: its data is lost`,
  removesData: (resource: string) => `this removes ${resource}: its data is lost`,
  updateStarted: 'Update started',
  updateFailed: 'The update could not be prepared: try again.',
  changeSetCancelled: 'Change set cancelled',
  history: 'History',
  noHistory: 'Nothing recorded yet.',
  historyColumns: {
    at: 'When',
    action: 'Action',
    actor: 'Who',
    summary: 'What',
    changeSet: 'Change set',
    scoreAfter: 'Score after',
  },
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  retainedBefore: 'The delete keeps these resources in your account:',
  retainedAfter: 'Kept in your account after the delete',
  retainedReasons: {
    Retain: 'kept (DeletionPolicy Retain)',
    RetainExceptOnCreate: 'kept (DeletionPolicy RetainExceptOnCreate)',
    Snapshot: 'a final snapshot is kept (DeletionPolicy Snapshot)',
    DeletionProtection: 'deletion protection is on: the delete fails on it until an update turns it off',
    DeleteFailed: 'the delete failed on it: a retry that keeps it leaves it in your account',
  } as Record<string, string>,
  /** the same reasons once the delete is over, where the words above would still look ahead */
  retainedReasonsAfter: {
    DeleteFailed: 'the first delete failed on it, and the retry kept it',
  } as Record<string, string>,
  openInConsole: 'Open in the AWS console',
  /** a stack in Delete Failed: CloudFormation's RetainResources retry */
  retainFailed: (resources: string) =>
    `Keep what the delete failed on (${resources}) in your account and delete the rest`,
  retainFailedHint:
    'Leave it unticked to try deleting everything again, once what stopped the delete is fixed (deletion protection turned off, say).',
  nothingRetained: 'The delete removes every resource of the stack.',
} as const;
