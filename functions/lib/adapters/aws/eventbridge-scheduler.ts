import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { ScanScheduleRecord, ScanScheduler } from '#functions/lib/schedules/ports';
import { parseCron, schedulerExpression } from '#shared/schedules/cron';

export interface SchedulerSettings {
  /** the schedule group CDK made for scan schedules */
  groupName: string;
  /** the run-scan-schedule function every schedule invokes */
  targetArn: string;
  /** the role EventBridge Scheduler assumes to invoke it (and nothing else) */
  roleArn: string;
}

/** One name per user and schedule, within EventBridge Scheduler's 64 characters. */
export const scheduleName = (scheduleId: string) => `scan-${scheduleId}`.slice(0, 64);

/**
 * Scan schedules in EventBridge Scheduler: one schedule each in Sahab's group, its cron in the
 * user's IANA time zone, invoking the run-scan-schedule function with the owner and schedule id
 * (the function reads everything else from the table, so a forged input can only run a schedule
 * its owner saved).
 */
export function eventBridgeScanScheduler(
  settings: SchedulerSettings,
  client = new SchedulerClient({}),
): ScanScheduler {
  const request = (record: ScanScheduleRecord) => ({
    Name: scheduleName(record.schedule_id),
    GroupName: settings.groupName,
    ScheduleExpression: schedulerExpression(parseCron(record.cron_expression)),
    ScheduleExpressionTimezone: record.time_zone,
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    State: 'ENABLED' as const,
    Target: {
      Arn: settings.targetArn,
      RoleArn: settings.roleArn,
      Input: JSON.stringify({ userId: record.userId, scheduleId: record.schedule_id }),
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
    },
  });
  return {
    async register(record) {
      try {
        await client.send(new CreateScheduleCommand(request(record)));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        await client.send(new UpdateScheduleCommand(request(record)));
      }
    },
    async unregister(_userId, scheduleId) {
      try {
        await client.send(
          new DeleteScheduleCommand({ Name: scheduleName(scheduleId), GroupName: settings.groupName }),
        );
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
