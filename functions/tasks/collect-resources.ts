import { scanPorts } from '../lib/compose/scans';
import { collectResources } from '../lib/scans/collect-resources';
import type { CollectorBatch } from '../lib/scans/ports';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((batch: CollectorBatch) => collectResources(scanPorts(), batch));
