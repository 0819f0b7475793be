import type { ResourceChange } from './stack-deployer';

/** One event of a sandbox stack's timeline (a CloudFormation stack event, at a time in ms). */
export interface SandboxEvent {
  at: number;
  logicalId: string;
  type: string;
  status: string;
  reason?: string;
  physicalId?: string;
}

/** A resource as the sandbox planned it: ids, resolved properties and what will become of it. */
export interface SandboxResource {
  logicalId: string;
  type: string;
  physicalId: string;
  properties: Record<string, unknown>;
  /** what Fn::GetAtt gave for it */
  attributes: Record<string, unknown>;
  dependsOn: string[];
  /** typical creation seconds (before the speed factor) */
  seconds: number;
  deletionPolicy?: string;
  /** why creating it fails, in AWS's words (decided when the stack is planned) */
  failure?: string;
  /**
   * Properties changed by hand in the sandbox console, outside CloudFormation (what drift
   * detection finds): JSON pointer under Properties to the live value as JSON text ('null': removed).
   */
  liveEdits?: Record<string, string>;
}

export interface SandboxStack {
  accountId: string;
  region: string;
  stackId: string;
  stackName: string;
  description?: string;
  templateBody: string;
  parameters: Record<string, string>;
  tags: Record<string, string>;
  executionRoleArn?: string;
  createdAt: number;
  resources: SandboxResource[];
  outputs: Record<string, string>;
  /** every event, past and planned, in time order; a read shows those already due */
  events: SandboxEvent[];
  /** optimistic-lock counter: each write expects the version it read */
  version: number;
  /** change sets created and not yet executed or deleted (an execution drops them all, as in AWS) */
  changeSets?: SandboxChangeSet[];
}

/** A change set as CreateChangeSet left it: the update it would make and the changes it lists. */
export interface SandboxChangeSet {
  name: string;
  templateBody: string;
  parameters?: Record<string, string>;
  executionRoleArn: string;
  /** the stack's tags once executed (CreateChangeSet's Tags); absent, it keeps its own */
  tags?: Record<string, string>;
  changes: ResourceChange[];
  /** a drift-reverting change set: hand changes go back to the template's values */
  revertDrift?: boolean;
}

/** The sandbox cloud's state in the app's table: single-item conditional writes only. */
export interface SandboxCloudStore {
  stacks(accountId: string): Promise<SandboxStack[]>;
  stack(accountId: string, stackUuid: string): Promise<SandboxStack | undefined>;
  /** the stack id holding a name in a region, if any (it may since have been deleted) */
  stackIdByName(accountId: string, region: string, stackName: string): Promise<string | undefined>;
  /** Claims the name for `stackId`; `replacing` is the deleted holder to take it from. False if lost. */
  claimName(
    accountId: string,
    region: string,
    stackName: string,
    stackId: string,
    replacing?: string,
  ): Promise<boolean>;
  /** Writes a new stack (version 1) or the next version of one; false if another write came first. */
  saveStack(stack: SandboxStack): Promise<boolean>;
}
