import { complianceScanStart } from '#shared/api/routes/compliance';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { startScan } from '../lib/scans/start-scan';

/** Starts a compliance scan of the caller's linked accounts: 202 with its id while the workflow runs. */
export const handler = httpHandler(complianceScanStart, async ({ caller, body }) => {
  const request = body!;
  const answer = await startScan(scanPorts(), caller.sub, {
    accountIds: request.account_ids,
    frameworks: request.frameworks,
    regions: request.regions,
  });
  return new Reply(202, answer);
});
