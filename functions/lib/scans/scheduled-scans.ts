import type { SubscriberDirectory } from '../ports/subscriber-directory';
import type { ScanPorts } from './ports';
import { startScan } from './start-scan';

/** The plan whose 'governance and compliance automation' includes a daily scan (spec section 9). */
export const SCHEDULED_SCAN_TIER = 'premium';

/**
 * The daily schedule: every active Premium subscriber's linked accounts are scanned against all
 * three frameworks. Starter and Pro scan on demand only. One user's failure does not stop the others.
 */
export async function startScheduledScans(ports: ScanPorts, directory: SubscriberDirectory) {
  const started: string[] = [];
  const failed: { userId: string; reason: string }[] = [];
  for (const userId of await directory.activeSubscribers(SCHEDULED_SCAN_TIER)) {
    const accounts = await ports.accounts.list(userId);
    if (accounts.length === 0) continue;
    try {
      const { scan_id } = await startScan(ports, userId, {
        accountIds: accounts.map((a) => a.id),
        trigger: 'scheduled',
      });
      started.push(scan_id);
    } catch (error) {
      failed.push({ userId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { started, failed };
}
