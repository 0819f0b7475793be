import type { DriftReport } from '#shared/api/drift';

/** The last drift check of each deployment, under its owner's partition. */
export interface DriftReportStore {
  get(userId: string, deploymentId: string): Promise<DriftReport | undefined>;
  put(userId: string, report: DriftReport): Promise<void>;
}
