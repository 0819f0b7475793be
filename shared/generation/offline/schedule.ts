/** A schedule expression for the words that asked for one ("nightly", "every 15 minutes", "weekly"). */
export function scheduleOf(words: string): string {
  const every = /every (\d+) (minute|hour)s?/.exec(words);
  if (every?.[1] && every[2]) {
    const n = Number(every[1]);
    return `rate(${n} ${every[2]}${n === 1 ? '' : 's'})`;
  }
  if (/hourly|every hour/.test(words)) return 'rate(1 hour)';
  // a sweep for what sits idle runs often, or the idle capacity it exists to stop keeps running
  if (/\breap|\bidle\b|garbage[- ]collect|خامل/.test(words)) return 'rate(15 minutes)';
  const day = /(mon|tues|wednes|thurs|fri|satur|sun)day/.exec(words)?.[1];
  if (day) return `cron(0 2 ? * ${day.slice(0, 3).toUpperCase()} *)`;
  if (/weekday/.test(words)) return 'cron(0 2 ? * MON-FRI *)';
  if (/weekly|every week/.test(words)) return 'cron(0 2 ? * SUN *)';
  if (/monthly|every month/.test(words)) return 'cron(0 2 1 * ? *)';
  if (/morning/.test(words)) return 'cron(0 5 * * ? *)';
  // nightly, daily, cron, batch: once a day at 01:00 UTC, outside Gulf working hours
  return 'cron(0 1 * * ? *)';
}
