import { gapWords, SCHEDULE_LIMITS } from '#shared/schedules/limits';

/** Scheduled scans and the findings that changed between scans, on /compliance (not spec text). */
export const SCHEDULES = {
  header: 'Scheduled scans',
  description: 'Scans that run on their own, into the same results, trend and history as a scan you start.',
  limits: `Starter: at most ${gapWords(SCHEDULE_LIMITS.starter.minimumGapHours)}; Pro: ${gapWords(SCHEDULE_LIMITS.pro.minimumGapHours)}; Premium: ${gapWords(SCHEDULE_LIMITS.premium.minimumGapHours)}.`,
  none: 'No scheduled scans yet.',
  add: 'Add schedule',
  save: 'Save schedule',
  delete: 'Delete',
  accounts: 'Accounts',
  frameworks: 'Frameworks',
  cadence: 'Runs',
  cadences: { daily: 'Daily', weekly: 'Weekly', cron: 'Cron expression' },
  time: 'Time (24-hour, HH:MM)',
  weekday: 'Day of the week',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  cron: 'Cron expression',
  cronHint: 'minute hour day-of-month month day-of-week, for example 0 5 * * 1-5',
  timeZone: 'Time zone (IANA)',
  timeZoneHint: 'for example Asia/Riyadh or UTC',
  columns: {
    runs: 'Runs',
    accounts: 'Accounts',
    frameworks: 'Frameworks',
    next: 'Next run',
    last: 'Last run',
  },
  never: '-',
  saved: 'Schedule saved.',
  failed: 'The schedule could not be saved.',
  clock: 'Sandbox clock',
  clockText: (now: string) => `Schedules in the sandbox run by this clock: ${now}.`,
  advance: { hour: 'Advance 1 hour', day: 'Advance 1 day', week: 'Advance 1 week' },
} as const;

export const FINDING_CHANGES = {
  header: 'Findings since the previous scan',
  summary: (opened: number, closed: number) => `${opened} opened, ${closed} closed`,
  opened: 'Opened',
  closed: 'Closed',
  none: 'none',
} as const;

export const NOTIFICATIONS = {
  header: 'Notifications',
  description:
    'What Sahab tells you about, and where: e-mail, and a Slack-compatible webhook signed with your secret.',
  events: {
    new_finding: 'A new critical or high finding',
    drift: 'Drift on a deployment',
    deployment_failed: 'A failed deployment',
  },
  email: 'E-mail address',
  emailHint: 'empty: no e-mail',
  webhook: 'Webhook URL (https)',
  webhookHint: 'a Slack incoming webhook or any https receiver; empty: no webhook',
  secret: 'Signing secret',
  secretHint:
    'Each webhook carries X-Sahab-Timestamp and X-Sahab-Signature: v1= HMAC-SHA256 of "<timestamp>.<body>" with this secret.',
  save: 'Save notifications',
  saved: 'Notification settings saved.',
  test: 'Send a test',
  lastDelivery: 'Last e-mail',
  lastWebhook: 'Last webhook delivery',
  delivery: (d: { at: string; ok: boolean; attempts: number; status: number | null; answer: string }) =>
    `${new Date(d.at).toLocaleString()}: ${d.ok ? 'delivered' : 'failed'} after ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}${d.status === null ? '' : ` (HTTP ${d.status})`}: ${d.answer}`,
  none: 'nothing sent yet',
  outboxLink: 'Open the sandbox outbox',
  failed: 'The notification settings could not be saved.',
  loading: 'Loading your notification settings...',
  loadFailed: 'Your notification settings could not be loaded.',
  retry: 'Try again',
} as const;

export const OUTBOX = {
  title: 'Sandbox outbox',
  description: 'On this machine Sahab does not send e-mail: what it would send through SES is kept here.',
  empty: 'No e-mail yet.',
  simulated: 'Simulated',
  to: (to: string, when: string) => `to ${to} · ${when}`,
} as const;
