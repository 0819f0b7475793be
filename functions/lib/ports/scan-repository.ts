import type {
  AccountScore,
  CollectorGap,
  FailingControl,
  ScanFramework,
  ScanStatus,
  ScanViolation,
  SeverityCounts,
} from '#shared/api/compliance-schema';
import type { RegionResult } from '#shared/compliance/account-scan/scan-inventory';
import type { FrameworkTally, Tallies } from '#shared/compliance/account-scan/tallies';
import type { ResidencySettings } from '#shared/residency/settings';
import type { LiveResource } from './inventory-reader';

export type { FrameworkTally, RegionResult, Tallies };

/** What a completed scan found, written once by its last step. */
export interface ScanResult {
  scores: Record<ScanFramework, number | null>;
  overallScore: number | null;
  severityCounts: SeverityCounts;
  violationCount: number;
  accounts: AccountScore[];
  topFailingControls: FailingControl[];
}

/** The regions a scan covered in one account. */
export interface ScannedRegions {
  accountId: string;
  regions: string[];
}

/** A scan as stored under its owner's partition. */
export interface ScanRecord {
  userId: string;
  id: string;
  status: ScanStatus;
  progress: number;
  accountIds: string[];
  frameworks: ScanFramework[];
  /** the regions the request narrowed the scan to; absent: every enabled region */
  requestedRegions?: string[];
  /** set when the scan is planned: per account, the regions it covers */
  scannedRegions?: ScannedRegions[];
  trigger: 'manual' | 'scheduled';
  startedAt: string;
  completedAt?: string;
  /** ISO time after which a scan still running is stale and marked failed */
  deadline: string;
  statusReason?: string;
  /** collector units (account x region x type) planned, and done so far */
  unitsTotal: number;
  unitsDone: number;
  resourcesScanned: number;
  gaps: CollectorGap[];
  sandbox: boolean;
  result?: ScanResult;
  /** the residency setting in force when the scan started (absent on older scans: none) */
  residency?: Pick<ResidencySettings, 'in_kingdom_regions' | 'resident_classifications'>;
}

export type ScanChange = Partial<
  Pick<
    ScanRecord,
    | 'status'
    | 'progress'
    | 'completedAt'
    | 'statusReason'
    | 'unitsTotal'
    | 'scannedRegions'
    | 'unitsDone'
    | 'resourcesScanned'
    | 'gaps'
    | 'result'
  >
>;

export interface ScanRepository {
  create(record: ScanRecord): Promise<void>;
  get(userId: string, scanId: string): Promise<ScanRecord | undefined>;
  /** newest first */
  list(userId: string): Promise<ScanRecord[]>;
  /** false when the scan is missing or (with `whileRunning`) no longer running */
  update(userId: string, scanId: string, change: ScanChange, whileRunning?: boolean): Promise<boolean>;
  /** Raises progress to `progress` while running; false if it was already there or higher. */
  raiseProgress(userId: string, scanId: string, progress: number): Promise<boolean>;
  /** Counts finished collector units (atomically), adding their resources and gaps. */
  countUnits(
    userId: string,
    scanId: string,
    done: { units: number; resources: number; gaps: CollectorGap[] },
  ): Promise<{ unitsDone: number; unitsTotal: number }>;
  /** The snapshot a collector read, kept for the evaluation step. */
  putInventory(
    scanId: string,
    unit: { accountId: string; region: string; type: string },
    resources: LiveResource[],
  ): Promise<void>;
  inventory(scanId: string, accountId: string, region: string): Promise<LiveResource[]>;
  putRegionResult(scanId: string, result: RegionResult, violations: ScanViolation[]): Promise<void>;
  regionResults(scanId: string): Promise<RegionResult[]>;
  violations(scanId: string): Promise<ScanViolation[]>;
}
