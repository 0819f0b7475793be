import { scanPorts } from '../lib/compose/scans';
import type { ScanWorkflowInput } from '../lib/scans/ports';
import { recordScanFailure } from '../lib/scans/record-scan-failure';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(
  (input: ScanWorkflowInput & { error?: { Error?: string; Cause?: string } }) =>
    recordScanFailure(scanPorts(), input),
);
