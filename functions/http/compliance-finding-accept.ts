import { complianceFindingAccept } from '#shared/api/routes/compliance';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { acceptFinding } from '../lib/scans/accept-finding';

/** Accepts one finding of the caller's scan (reason, owner, expiry): 201 with the record. */
export const handler = httpHandler(
  complianceFindingAccept,
  async ({ caller, params, body }) =>
    new Reply(201, await acceptFinding(scanPorts(), caller, params!.scan_id, body!)),
);
