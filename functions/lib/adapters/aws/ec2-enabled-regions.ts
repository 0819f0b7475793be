import { DescribeRegionsCommand, EC2Client } from '@aws-sdk/client-ec2';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import { toCloudError } from './aws-errors';
import type { RoleSessions } from './role-sessions';

/** A region the account can use: on by default, or switched on by its owner. */
const ENABLED = ['opt-in-not-required', 'opted-in'];

/**
 * The account's enabled regions through EC2 DescribeRegions, as the linked role, asked in the
 * target's region. Only enabled regions are asked for (not `AllRegions`), and the opt-in status is
 * checked again on the answer, so a region the owner never switched on is never scanned. A refusal
 * is a CloudError with AWS's words (EC2 calls it UnauthorizedOperation).
 */
export async function readEnabledRegions(sessions: RoleSessions, target: RegionalTarget): Promise<string[]> {
  try {
    const answer = await sessions.run(target, (credentials) =>
      new EC2Client({ region: target.region, credentials, maxAttempts: 1 }).send(
        new DescribeRegionsCommand({ Filters: [{ Name: 'opt-in-status', Values: ENABLED }] }),
      ),
    );
    const names = (answer.Regions ?? [])
      .filter((r) => r.RegionName && (r.OptInStatus === undefined || ENABLED.includes(r.OptInStatus)))
      .map((r) => r.RegionName as string);
    return [...new Set(names)].sort();
  } catch (error) {
    throw toCloudError(error);
  }
}
