import { scanPorts } from '../lib/compose/scans';
import { planScan } from '../lib/scans/plan-scan';
import type { ScanWorkflowInput } from '../lib/scans/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: ScanWorkflowInput) => planScan(scanPorts(), input));
