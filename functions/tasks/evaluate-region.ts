import { scanPorts } from '../lib/compose/scans';
import { evaluateRegion } from '../lib/scans/evaluate-region';
import type { ScanWorkflowInput } from '../lib/scans/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: ScanWorkflowInput & { accountId: string; region: string }) =>
  evaluateRegion(scanPorts(), input),
);
