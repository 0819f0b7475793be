import { leafOf } from '../properties/schema';
import { addLogGroup } from '../synthesis/parts';
import type { ServiceSpec } from './types';

/** A log group's name as written: a path ("/app/orders"). */
const LOG_GROUP_NAME = /(?<![\w:/.])(\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*)/;

/** The retention CloudWatch Logs accepts nearest above the stated days. */
function allowedDays(days: number): number {
  const allowed = (leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? allowed.at(-1) ?? days;
}

/** A CloudWatch Logs log group named in the brief, kept as long as it says, under the design's key. */
export const logGroup: ServiceSpec = {
  id: 'log-group',
  block_name: 'LogGroup',
  family: 'Logs',
  label: 'CloudWatch Logs log group',
  names: /\b(cloudwatch log ?groups?|log ?groups?)\b/,
  phrases: /\b(log ?groups?)\b/,
  arabic: /(مجموع[ةه] (?:ال)?سجلات|مجموعات (?:ال)?سجلات)/,
  cost: 'storage',
  accessory: true,
  stated_settings: [
    { key: 'log_group_name', words: LOG_GROUP_NAME, as: 'attribute', label: 'log group name' },
    {
      key: 'retention_days',
      words:
        /\b(?:keeps?|kept|retains?|retained|retention(?: of| period of)?|for)\s+(?:\w+\s+){0,3}?(\d{1,4})\s*days?\b|\b(\d{1,4})[- ]days?\s+(?:of\s+)?retention\b|(?:احتفاظ|الاحتفاظ|تحتفظ|يحتفظ|الحفظ)[^.؛\n]{0,20}?(\d{1,4})\s*(?:يوم|أيام|ايام)/,
      as: 'count',
      label: 'retention in days',
      shows: { types: ['AWS::Logs::LogGroup'], path: 'RetentionInDays' },
    },
  ],
  build(ctx, name, settings) {
    const group = addLogGroup(ctx, name, `${name}Group`);
    const props = ctx.resources[group]?.Properties as Record<string, unknown>;
    if (typeof settings.log_group_name === 'string') props.LogGroupName = settings.log_group_name;
    const days = Number(settings.retention_days ?? ctx.requirements.retention_days);
    if (days > 0) props.RetentionInDays = allowedDays(days);
    return { service: 'log-group', name, main: group };
  },
};
