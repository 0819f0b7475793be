import { USAGE } from '../profiles';
import type { Pricer } from '../types';
import { numberOf, same, text, unreadable, usage } from './read';

/** CloudWatch Logs log group: ingestion and archived storage (usage profile) in its log class. */
export const logGroup: Pricer = (resource) => {
  const raw = resource.properties.LogGroupClass;
  const logClass = raw === undefined ? 'STANDARD' : text(raw);
  if (logClass !== 'STANDARD' && logClass !== 'INFREQUENT_ACCESS') {
    return {
      drivers: [],
      usage: [],
      unpriced: [
        logClass ? `The price list has no ${logClass} log class price.` : unreadable('log class', raw),
      ],
    };
  }
  const ingestion =
    logClass === 'STANDARD'
      ? 'Logs ingestion, Standard class (custom logs)'
      : 'Logs ingestion, Infrequent Access class';
  return {
    drivers: [`${logClass} ingestion (GB)`, 'stored logs (GB)'],
    usage: [
      usage('ingestion (GB)', 'CloudWatch', ingestion, USAGE.logIngestionGb, 'logs-ingestion'),
      usage('storage (GB)', 'CloudWatch', 'Logs storage (archived)', USAGE.logStorageGb),
    ],
  };
};

/** CloudWatch alarm: one standard-resolution alarm metric a month; high resolution is not in the price list. */
export const alarm: Pricer = (resource) => {
  const period = numberOf(resource.properties.Period);
  if (period !== undefined && period < 60) {
    return { drivers: [], usage: [], unpriced: ['The price list has no high-resolution alarm price.'] };
  }
  return {
    drivers: ['standard-resolution alarm'],
    usage: [
      usage('alarm metric', 'CloudWatch', 'standard-resolution alarm metric', same(1), 'cloudwatch-alarms'),
    ],
  };
};

/** CloudWatch Logs metric filter: each one publishes a custom metric. */
export const metricFilter: Pricer = () => ({
  drivers: ['one custom metric'],
  usage: [
    usage('custom metric', 'CloudWatch', 'custom metrics, first 10,000', same(1), 'cloudwatch-metrics'),
  ],
});
