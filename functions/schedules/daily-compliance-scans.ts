import { scanPorts } from '../lib/compose/scans';
import { storePorts } from '../lib/compose/store';
import { logger } from '../lib/logger';
import { startScheduledScans } from '../lib/scans/scheduled-scans';
import { dynamoScheduleStore } from '../lib/store/scan-schedules';
import { dynamoSubscriberDirectory } from '../lib/store/subscriber-directory';

/** EventBridge's daily schedule: a scan of every Premium subscriber's linked accounts not already scanned daily by their own schedules. */
export async function handler() {
  const { db, tableName } = storePorts();
  const outcome = await startScheduledScans(
    scanPorts(),
    dynamoSubscriberDirectory(db, tableName),
    dynamoScheduleStore(db, tableName),
  );
  logger.info('Daily compliance scans started', { started: outcome.started.length, failed: outcome.failed });
  return outcome;
}
