import { scanPorts } from '../lib/compose/scans';
import type { ScanWorkflowInput } from '../lib/scans/ports';
import { summarizeScan } from '../lib/scans/summarize-scan';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: ScanWorkflowInput) => summarizeScan(scanPorts(), input));
