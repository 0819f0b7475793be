import type { SandboxClockStore } from '../schedules/ports';
import { dynamoSandboxClock } from '../store/scan-schedules';
import { cloudKind } from './cloud';
import { storePorts } from './store';

/** The sandbox clock, or undefined when the cloud is real AWS (real time, no advancing). */
export function sandboxClock(): SandboxClockStore | undefined {
  if (cloudKind() !== 'sandbox') return undefined;
  const { db, tableName } = storePorts();
  return dynamoSandboxClock(db, tableName);
}

/** A user's time: real time moved by their sandbox clock's offset (none on real AWS). */
export async function userTime(userId: string): Promise<Date> {
  const clock = sandboxClock();
  return new Date(Date.now() + (clock ? (await clock.offsetMinutes(userId)) * 60_000 : 0));
}
