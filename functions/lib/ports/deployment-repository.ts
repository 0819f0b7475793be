/** One stack resource as the deployment last saw it (ListStackResources). */
export interface DeploymentResource {
  logical_id: string;
  physical_id?: string;
  type: string;
  status: string;
  status_reason?: string;
}

/** One stack event (DescribeStackEvents), newest first. */
export interface DeploymentEvent {
  timestamp: string;
  logical_id: string;
  type: string;
  status: string;
  status_reason?: string;
}

/** What a deployment was before an update began: restored when the update does not take. */
export interface PreviousVersion {
  template: string;
  parameterValues: Record<string, string>;
  status: string;
}

/** A deployment as stored under its owner's partition. */
export interface DeploymentRecord {
  /** the verified `sub` of the owner; also the external id of the role */
  userId: string;
  id: string;
  /** the linked AWS account (its id in Sahab) the stack goes to */
  awsAccountId: string;
  accountNumber: string;
  roleArn: string;
  executionRoleArn: string;
  cloud: 'aws' | 'sandbox';
  stackName: string;
  region: string;
  status: string;
  statusReason?: string;
  template: string;
  /** the catalog or private template it was deployed from, when it came from one */
  templateId?: string;
  /** the design it was composed from, when it is a design's deployment */
  designId?: string;
  parameterValues: Record<string, string>;
  outputs: Record<string, string>;
  stackId?: string;
  /** set while an update is under way (UPDATE_IN_PROGRESS until the stack settles) */
  previousVersion?: PreviousVersion;
  resources: DeploymentResource[];
  events: DeploymentEvent[];
  createdAt: string;
  updatedAt: string;
}

/** What a workflow step learnt; only the fields given change (`previousVersion: null` removes it). */
export type DeploymentChange = Partial<
  Pick<
    DeploymentRecord,
    | 'status'
    | 'statusReason'
    | 'outputs'
    | 'stackId'
    | 'resources'
    | 'events'
    | 'template'
    | 'parameterValues'
  >
> & { previousVersion?: PreviousVersion | null };

/** The state a conditional write expects to find (what the caller read and checked). */
export type ExpectedState = Pick<DeploymentRecord, 'status' | 'updatedAt'>;

export interface DeploymentRepository {
  list(userId: string): Promise<DeploymentRecord[]>;
  get(userId: string, id: string): Promise<DeploymentRecord | undefined>;
  /**
   * Writes the deployment and claims its stack name in the account and region. Answers false
   * (nothing written) when another deployment of the user holds that name there.
   */
  create(record: DeploymentRecord): Promise<boolean>;
  /**
   * false when the deployment no longer exists, or (with `expected`) when its status or update
   * time changed since the caller read it: one conditional single-item write, no transaction.
   */
  update(
    userId: string,
    id: string,
    change: DeploymentChange,
    at: string,
    expected?: ExpectedState,
  ): Promise<boolean>;
  /** Removes the deployment (its stack is gone). */
  remove(userId: string, id: string): Promise<void>;
  /** Frees the stack name once the stack is gone (after a delete). */
  releaseStackName(record: DeploymentRecord): Promise<void>;
}
