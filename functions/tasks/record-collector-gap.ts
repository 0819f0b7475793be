import { scanPorts } from '../lib/compose/scans';
import { recordBatchGap } from '../lib/scans/collect-resources';
import type { CollectorBatch } from '../lib/scans/ports';
import { failureReason } from '../lib/scans/record-scan-failure';
import { taskHandler } from '../lib/tasks/task-handler';

/** The collector's Catch: whatever stopped it (retries spent on throttling, a crash) is a gap, not a failed scan. */
export const handler = taskHandler((batch: CollectorBatch & { error?: { Error?: string; Cause?: string } }) =>
  recordBatchGap(scanPorts(), batch, batch.error?.Error ?? 'CollectorFailed', failureReason(batch.error)),
);
