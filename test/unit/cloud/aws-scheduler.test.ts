import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventBridgeScanScheduler } from '#functions/lib/adapters/aws/eventbridge-scheduler';
import type { ScanScheduleRecord } from '#functions/lib/schedules/ports';

const scheduler = mockClient(SchedulerClient);
const SETTINGS = {
  groupName: 'sahab-prod-scan-schedules',
  targetArn: 'arn:aws:lambda:me-central-1:111122223333:function:RunScanSchedule',
  roleArn: 'arn:aws:iam::111122223333:role/ScanSchedulerRole',
};
const RECORD: ScanScheduleRecord = {
  userId: 'user-1',
  schedule_id: '6f1c2c1e-1111-4a4a-9c9c-123456789abc',
  account_ids: ['acct-1'],
  frameworks: ['SAMA'],
  cadence: 'weekly',
  time: '05:30',
  weekday: 0,
  time_zone: 'Asia/Riyadh',
  cron_expression: '30 5 * * 0',
  next_run_at: null,
  last_run_at: null,
  last_scan_id: null,
  created_at: '2026-11-29T08:00:00Z',
};

beforeEach(() => scheduler.reset());

describe('EventBridge Scheduler scan schedules (AWS)', () => {
  it("creates a schedule in Sahab's group: Scheduler's cron in the user's zone, invoking the run function", async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    await eventBridgeScanScheduler(SETTINGS, new SchedulerClient({})).register(RECORD);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: `scan-${RECORD.schedule_id}`,
      GroupName: SETTINGS.groupName,
      ScheduleExpression: 'cron(30 5 ? * 1 *)',
      ScheduleExpressionTimezone: 'Asia/Riyadh',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: expect.objectContaining({
        Arn: SETTINGS.targetArn,
        RoleArn: SETTINGS.roleArn,
        Input: JSON.stringify({ userId: 'user-1', scheduleId: RECORD.schedule_id }),
      }),
    });
  });

  it('updates a schedule that already exists, and deleting one already gone succeeds', async () => {
    scheduler.on(CreateScheduleCommand).rejects(
      new ConflictException({
        message: 'Schedule already exists',
        Message: 'Schedule already exists',
        $metadata: {},
      }),
    );
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    const port = eventBridgeScanScheduler(SETTINGS, new SchedulerClient({}));
    await port.register(RECORD);
    expect(scheduler).toHaveReceivedCommandWith(UpdateScheduleCommand, {
      ScheduleExpression: 'cron(30 5 ? * 1 *)',
    });
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }));
    await expect(port.unregister('user-1', RECORD.schedule_id)).resolves.toBeUndefined();
    expect(scheduler).toHaveReceivedCommandWith(DeleteScheduleCommand, {
      Name: `scan-${RECORD.schedule_id}`,
      GroupName: SETTINGS.groupName,
    });
  });
});
