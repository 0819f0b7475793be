import type { ScanLiveUpdate } from '#shared/api/compliance-schema';
import type { AwsAccountRepository } from '../ports/aws-account-repository';
import type { DeploymentRepository } from '../ports/deployment-repository';
import type { FindingAcceptanceStore } from '../ports/finding-acceptances';
import type { InventoryReader } from '../ports/inventory-reader';
import type { ResidencySettingsStore } from '../ports/residency-settings';
import type { ScanRepository } from '../ports/scan-repository';
import type { WorkflowStarter } from '../ports/workflow-starter';

/** What the scan verbs work with; compose/scans.ts fills it. */
export interface ScanPorts {
  scans: ScanRepository;
  accounts: Pick<AwsAccountRepository, 'get' | 'list'>;
  /** to tell which scanned resources belong to a stack Sahab deployed */
  deployments: Pick<DeploymentRepository, 'list' | 'get'>;
  /** loaded at first use: the sandbox carries the template validator */
  inventory: () => Promise<InventoryReader>;
  workflows: WorkflowStarter;
  /** sends a 'scan' live message to the user's open pages */
  publish: (userId: string, update: ScanLiveUpdate) => Promise<void>;
  now: () => Date;
  /**
   * The time a user's reads are judged at (whether an acceptance still holds): the sandbox clock,
   * which the user can advance, where the cloud is simulated; absent: now().
   */
  readerNow?: (userId: string) => Promise<Date>;
  timeoutSeconds: number;
  /** users' residency settings: a scan keeps the one in force when it starts (absent: none set) */
  residency?: Pick<ResidencySettingsStore, 'get'>;
  /** the findings the user accepted (absent: none recorded) */
  acceptances?: FindingAcceptanceStore;
}

/** The workflow's input: ids only; every step reads the rest from the scan record. */
export interface ScanWorkflowInput {
  userId: string;
  scanId: string;
}

/**
 * One collector task: a batch of resource types (and maybe the account facts) in one account and
 * region; `batch` indexes `regionBatches(firstRegion)` (see batchTypes).
 */
export interface CollectorBatch extends ScanWorkflowInput {
  accountId: string;
  region: string;
  firstRegion: boolean;
  batch: number;
}
