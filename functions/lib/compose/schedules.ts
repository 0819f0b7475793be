import { eventBridgeScanScheduler } from '../adapters/aws/eventbridge-scheduler';
import { checkDrift } from '../drift/check-drift';
import { logger } from '../logger';
import type { ScanScheduler, SchedulePorts } from '../schedules/ports';
import { dynamoScheduleStore } from '../store/scan-schedules';
import { driftPorts } from './drift';
import { isLocalRuntime } from './local-runtime';
import { userTime } from './sandbox-clock';
import { scanPorts } from './scans';
import { storePorts } from './store';

let ports: SchedulePorts | undefined;

/** Locally the runtime's loop runs schedules, so nothing is registered anywhere. */
const localScheduler: ScanScheduler = { register: async () => undefined, unregister: async () => undefined };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: CDK sets it on the functions that manage scan schedules`);
  return value;
}

export { sandboxClock } from './sandbox-clock';

/** THE composition root, schedules part. */
export function schedulePorts(): SchedulePorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    ports = {
      schedules: dynamoScheduleStore(db, tableName),
      scheduler: isLocalRuntime()
        ? localScheduler
        : eventBridgeScanScheduler({
            groupName: required('SCAN_SCHEDULE_GROUP'),
            targetArn: required('SCAN_SCHEDULE_TARGET_ARN'),
            roleArn: required('SCAN_SCHEDULER_ROLE_ARN'),
          }),
      scans: scanPorts(),
      now: userTime,
    };
  }
  return ports;
}

/** After a scheduled scan: a drift check of every deployment with a stack in the scanned accounts. */
export async function scheduledDriftChecks(userId: string, accountIds: string[]): Promise<void> {
  const drift = driftPorts();
  const deployments = await drift.deployments.deployments.list(userId);
  for (const d of deployments) {
    if (!d.stackId || !accountIds.includes(d.awsAccountId)) continue;
    if (!['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'UPDATE_ROLLBACK_COMPLETE'].includes(d.status)) continue;
    try {
      await checkDrift(drift, userId, d.id, 'scheduled');
    } catch (error) {
      logger.warn('Scheduled drift check failed', { deploymentId: d.id, error: String(error) });
    }
  }
}
