import type { DeploymentHistoryStore } from '../ports/deployment-history';
import type { DeploymentRepository } from '../ports/deployment-repository';
import type { LinkedAccountReader } from '../ports/linked-account-reader';
import type { LiveUpdates } from '../ports/live-updates';
import type { StackDeployer } from '../ports/stack-deployer';
import type { TemplateChecker } from '../ports/template-checker';
import type { WorkflowStarter } from '../ports/workflow-starter';

/** What the deployment verbs work with; compose/deployments.ts fills it. */
export interface DeploymentPorts {
  deployments: DeploymentRepository;
  /** every create, update, fix, drift check, revert and delete, per deployment */
  history: DeploymentHistoryStore;
  accounts: LinkedAccountReader;
  /** the customer cloud's stacks, real or sandbox: built on first use (compose/cloud.ts) */
  stacks: () => Promise<StackDeployer>;
  updates: LiveUpdates;
  workflows: WorkflowStarter;
  /** reads a user's template off the serving thread before anything else does (bombs refused) */
  templates: TemplateChecker;
  now: () => Date;
  /** how long a workflow may run before the deployment is marked failed */
  timeoutSeconds: number;
}

/** The workflow's input: ids only, the rest is read from the record at each step. */
export interface WorkflowInput {
  userId: string;
  deploymentId: string;
  /** ISO time after which an unsettled stack marks the deployment failed */
  deadline: string;
  /** update-stack: the reviewed change set to execute instead of an UpdateStack (null: none) */
  changeSetName?: string | null;
  /** delete-stack: logical ids a retry out of DELETE_FAILED leaves in the account (empty: none) */
  retainResources?: string[];
}
