import { complianceScanGet } from '#shared/api/routes/compliance';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { getScan } from '../lib/scans/read-scans';

/** One scan of the caller with its violations; 404 for anyone else's. */
export const handler = httpHandler(complianceScanGet, ({ caller, params }) =>
  getScan(scanPorts(), caller.sub, params!.scan_id),
);
