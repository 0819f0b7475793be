import { notifyUser } from '../lib/compose/notifications';
import { scanPorts } from '../lib/compose/scans';
import { newSevereFindings } from '../lib/notifications/events';
import type { ScanWorkflowInput } from '../lib/scans/ports';
import { summarizeScan } from '../lib/scans/summarize-scan';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler(async (input: ScanWorkflowInput) => {
  const summary = await summarizeScan(scanPorts(), input);
  // a new critical or high finding is told to the user who chose to hear of it
  const found = await newSevereFindings(scanPorts(), input.userId, input.scanId).catch(() => undefined);
  if (found) await notifyUser(input.userId, found);
  return summary;
});
