import { CronError, isTimeZone, parseCron } from './cron';

export const CADENCES = ['daily', 'weekly', 'cron'] as const;
export type Cadence = (typeof CADENCES)[number];

/** A schedule as the form and the API take it. */
export interface ScheduleInput {
  account_ids: string[];
  frameworks: ('SAMA' | 'NCA-ECC' | 'CITC')[];
  cadence: Cadence;
  /** HH:MM for daily and weekly */
  time?: string;
  /** 0 = Sunday, for weekly */
  weekday?: number;
  /** five fields, for cron */
  cron?: string;
  time_zone: string;
}

export type ScheduleField = 'account_ids' | 'frameworks' | 'time' | 'cron' | 'time_zone';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The five-field expression a schedule runs on (daily and weekly are written as one). */
export function cronOf(input: ScheduleInput): string {
  if (input.cadence === 'cron') return (input.cron ?? '').trim();
  const [, hour = '0', minute = '0'] = TIME.exec(input.time ?? '') ?? [];
  const day = input.cadence === 'weekly' ? String(input.weekday ?? 0) : '*';
  return `${Number(minute)} ${Number(hour)} * * ${day}`;
}

/**
 * What is wrong with a schedule, field by field: the browser shows these on the form and the
 * server refuses the same with a 400 naming the field, saving nothing.
 */
export function scheduleProblems(input: ScheduleInput): Partial<Record<ScheduleField, string>> {
  const problems: Partial<Record<ScheduleField, string>> = {};
  if (input.account_ids.length === 0) problems.account_ids = 'Choose at least one account to scan.';
  if (input.frameworks.length === 0) problems.frameworks = 'Choose at least one framework.';
  if (!isTimeZone(input.time_zone)) {
    problems.time_zone = `${input.time_zone || 'This'} is not an IANA time zone (for example Asia/Riyadh or UTC).`;
  }
  if (input.cadence === 'cron') {
    try {
      parseCron(input.cron ?? '');
    } catch (error) {
      if (!(error instanceof CronError)) throw error;
      problems.cron = error.message;
    }
  } else if (!TIME.test(input.time ?? '')) {
    problems.time = 'Give the time as HH:MM on a 24-hour clock, for example 05:00.';
  }
  return problems;
}
