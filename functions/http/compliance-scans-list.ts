import { complianceScansList } from '#shared/api/routes/compliance';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { listScans } from '../lib/scans/read-scans';

/** The caller's scans, newest first. */
export const handler = httpHandler(complianceScansList, ({ caller }) => listScans(scanPorts(), caller.sub));
