import type { ScanSchedule } from '#shared/api/schedules';
import type { ScanPorts } from '../scans/ports';

export interface ScanScheduleRecord extends ScanSchedule {
  userId: string;
}

export interface ScheduleStore {
  list(userId: string): Promise<ScanScheduleRecord[]>;
  get(userId: string, id: string): Promise<ScanScheduleRecord | undefined>;
  put(record: ScanScheduleRecord): Promise<void>;
  delete(userId: string, id: string): Promise<void>;
  /** every user's schedules by owner and id (the local runtime's loop reads them) */
  all(): Promise<{ userId: string; scheduleId: string }[]>;
}

/**
 * What runs a schedule at its times: EventBridge Scheduler in AWS (one schedule in the scan
 * schedule group, calling the run-scan-schedule function), locally the runtime's own loop, which
 * reads the saved schedules and needs nothing registered.
 */
export interface ScanScheduler {
  register(record: ScanScheduleRecord): Promise<void>;
  unregister(userId: string, scheduleId: string): Promise<void>;
}

/** Each user's sandbox clock: minutes moved ahead of real time. */
export interface SandboxClockStore {
  offsetMinutes(userId: string): Promise<number>;
  advance(userId: string, minutes: number): Promise<number>;
}

export interface SchedulePorts {
  schedules: ScheduleStore;
  scheduler: ScanScheduler;
  scans: ScanPorts;
  /** the time schedules run by for this user: real time in AWS, their sandbox clock locally */
  now: (userId: string) => Promise<Date>;
}
