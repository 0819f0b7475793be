import { findingChanges } from '../scans/finding-changes';
import type { ScanPorts } from '../scans/ports';
import { listScans } from '../scans/read-scans';
import type { Notification } from './deliver';

const SEVERE = new Set(['critical', 'high']);
const LISTED = 5;

/** Stack statuses that end an operation in failure. */
export const isFailedStackStatus = (status: string) =>
  /_FAILED$/.test(status) || status === 'ROLLBACK_COMPLETE' || status === 'UPDATE_ROLLBACK_COMPLETE';

export function deploymentFailed(
  stackName: string,
  status: string,
  reason: string | undefined,
): Notification {
  return {
    kind: 'deployment_failed',
    title: `Deployment ${stackName} failed (${status})`,
    text: reason ? `CloudFormation said: ${reason}` : `The stack ended ${status}.`,
  };
}

export function driftFound(stackName: string, drifted: number): Notification {
  return {
    kind: 'drift',
    title: `Drift on ${stackName}`,
    text: `${drifted} resource${drifted === 1 ? '' : 's'} of ${stackName} no longer match${drifted === 1 ? 'es' : ''} the template. Open Deployments, then the Drift tab, to revert or adopt.`,
  };
}

/**
 * The critical and high findings a completed scan has that the user's previous completed scan
 * did not (all of them for a first scan), as one notification; undefined when there are none.
 */
export async function newSevereFindings(
  ports: ScanPorts,
  userId: string,
  scanId: string,
): Promise<Notification | undefined> {
  const completed = (await listScans(ports, userId)).filter((s) => s.status === 'completed');
  const index = completed.findIndex((s) => s.scan_id === scanId);
  if (index < 0) return undefined;
  const previous = completed[index + 1];
  const changes = findingChanges(
    {
      scanId: previous?.scan_id ?? '',
      violations: previous ? await ports.scans.violations(previous.scan_id) : [],
    },
    { scanId, violations: await ports.scans.violations(scanId) },
  );
  const severe = changes.opened.filter((f) => SEVERE.has(f.severity));
  if (severe.length === 0) return undefined;
  const lines = severe.slice(0, LISTED).map((f) => `• [${f.severity}] ${f.title} (${f.resource})`);
  return {
    kind: 'new_finding',
    title: `${severe.length}${severe.length === 20 ? '+' : ''} new critical or high finding${severe.length === 1 ? '' : 's'}`,
    text: `${lines.join('\n')}\nOpen Compliance in Sahab for the full list.`,
  };
}
