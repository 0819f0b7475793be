import type { RegionalTarget } from './cloud-target';

/** CloudFormation's own status names (CREATE_IN_PROGRESS, ROLLBACK_COMPLETE, ...). */
export type StackStatus = string;

export interface TemplateSummary {
  description?: string;
  parameters: { key: string; defaultValue?: string; noEcho: boolean; description?: string }[];
  /** capabilities CloudFormation will require, e.g. CAPABILITY_NAMED_IAM */
  capabilities: string[];
}

export interface NewStack {
  stackName: string;
  templateBody: string;
  parameters?: Record<string, string>;
  tags?: Record<string, string>;
  /** the role CloudFormation runs as (the role template's execution role) */
  executionRoleArn: string;
}

/** UpdateStack's request: the stack's new template and parameter values (defaults where unset). */
export interface StackUpdate {
  stackNameOrId: string;
  templateBody: string;
  parameters?: Record<string, string>;
  /** the role CloudFormation runs as (the role template's execution role) */
  executionRoleArn: string;
  /**
   * CloudFormation's drift-aware mode (DeploymentMode REVERT_DRIFT): properties changed outside
   * CloudFormation are set back to the template's values, even where the template is unchanged.
   */
  revertDrift?: boolean;
  /**
   * The stack's whole tag set after the update: CloudFormation replaces the stack's tags with it
   * (and propagates them to the resources). Without it the stack keeps its tags.
   */
  tags?: Record<string, string>;
}

/**
 * A change set of an update, named so that the same update always gets the same name. Without a
 * template body it keeps the stack's template (CloudFormation's UsePreviousTemplate): a change of
 * parameter values only.
 */
export interface ChangeSetRequest extends Omit<StackUpdate, 'templateBody'> {
  changeSetName: string;
  templateBody?: string;
}

/** One resource's change in a change set, in CloudFormation's words. */
export interface ResourceChange {
  action: 'Add' | 'Modify' | 'Remove' | 'Import' | 'Dynamic';
  logicalId: string;
  resourceType: string;
  /** for Modify: whether CloudFormation creates a new physical resource */
  replacement?: 'True' | 'False' | 'Conditional';
  /** the properties (or attributes) the change touches */
  scope: string[];
}

export interface ChangeSetPreview {
  changeSetName: string;
  /** `noChanges`: the new template changes nothing (CloudFormation refuses such a change set) */
  status: 'ready' | 'noChanges';
  changes: ResourceChange[];
}

export interface StackDescription {
  stackId: string;
  stackName: string;
  status: StackStatus;
  statusReason?: string;
  /** ISO times */
  createdAt: string;
  updatedAt?: string;
  outputs: Record<string, string>;
  tags: Record<string, string>;
}

export interface StackEvent {
  eventId: string;
  timestamp: string;
  logicalId: string;
  physicalId?: string;
  resourceType: string;
  status: StackStatus;
  statusReason?: string;
}

export interface StackResource {
  logicalId: string;
  physicalId?: string;
  type: string;
  status: StackStatus;
  statusReason?: string;
  updatedAt: string;
}

/** CloudFormation in a linked account. Refusals are thrown as CloudError with AWS's words. */
export interface StackDeployer {
  validateTemplate(target: RegionalTarget, templateBody: string): Promise<TemplateSummary>;
  createStack(target: RegionalTarget, stack: NewStack): Promise<{ stackId: string }>;
  /**
   * UpdateStack. CloudFormation's 'No updates are to be performed.' is `noChanges: true`, not an
   * error; a stack that cannot be updated now (in progress, rolled back) is refused in AWS's words.
   */
  updateStack(target: RegionalTarget, update: StackUpdate): Promise<{ stackId: string; noChanges: boolean }>;
  /**
   * CreateChangeSet of an update and DescribeChangeSet once CloudFormation has worked it out; a
   * change set of that name already there is described as it is (asking twice creates one).
   */
  previewUpdate(target: RegionalTarget, request: ChangeSetRequest): Promise<ChangeSetPreview>;
  /** ExecuteChangeSet: the stack updates as UpdateStack would have, to the change set's template */
  executeChangeSet(target: RegionalTarget, stackNameOrId: string, changeSetName: string): Promise<void>;
  deleteChangeSet(target: RegionalTarget, stackNameOrId: string, changeSetName: string): Promise<void>;
  /** undefined when no such stack exists (a deleted stack asked for by id is DELETE_COMPLETE) */
  describeStack(target: RegionalTarget, stackNameOrId: string): Promise<StackDescription | undefined>;
  /** newest first, as CloudFormation lists them */
  stackEvents(target: RegionalTarget, stackNameOrId: string): Promise<StackEvent[]>;
  stackResources(target: RegionalTarget, stackNameOrId: string): Promise<StackResource[]>;
  /**
   * DeleteStack. `retainResources` (logical ids) is CloudFormation's way out of DELETE_FAILED: the
   * retry leaves those resources in the account and deletes the rest; it is refused on a stack in
   * any other status.
   */
  deleteStack(
    target: RegionalTarget,
    stackNameOrId: string,
    retainResources?: readonly string[],
  ): Promise<void>;
}
