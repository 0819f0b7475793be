import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import { escapeRegExp } from '../../../text/regexp';
import { asList, dig, propOf } from './props';

/**
 * CloudTrail's alarms on security events (CIS AWS Foundations 4.x / Prowler's cloudwatch_* checks):
 * a trail that delivers to a CloudWatch Logs group, a metric filter on that group whose pattern
 * selects the events, and an alarm on the filter's metric. A filter selects the events when it
 * holds every term of CIS's pattern (`$.field = value`, `$.field != value`, `$.field NOT EXISTS`),
 * quoted or not, in any order: the reading Prowler's checks make of a pattern.
 */
const TERM = /\$\.([\w.]+)\s*(?:(!=|=)\s*(?:"([^"]*)"|([^\s)"]+))|(NOT EXISTS))/g;

/** The terms of a filter pattern, each as a regular expression tolerant of spacing and quotes. */
export function patternTerms(pattern: string): RegExp[] {
  return [...pattern.matchAll(TERM)].map(([, field, op, quoted, bare, notExists]) => {
    const head = `\\$\\.${escapeRegExp(field)}\\s*`;
    if (notExists) return new RegExp(`${head}NOT EXISTS`);
    const value = escapeRegExp(quoted ?? bare ?? '');
    return new RegExp(`${head}${escapeRegExp(op)}\\s*"?${value}"?(?![\\w*])`);
  });
}

/** CIS's pattern for a family of events: the source, if any, and any of the event names. */
export function eventPattern(names: readonly string[], source?: string): string {
  const events = names.map((n) => `($.eventName = "${n}")`).join(' || ');
  return source ? `{ ($.eventSource = "${source}") && (${events}) }` : `{ ${events} }`;
}

/** The template's log group a trail delivers to, or why it cannot be told. */
function trailLogGroup(trail: Resource, ctx: ScanContext): Resource | { external: string } | undefined {
  const arn = propOf(trail, 'CloudWatchLogsLogGroupArn');
  if (arn === undefined) return undefined;
  if (isUnknown(arn)) {
    const group = (arn.refs ?? []).map((id) => ctx.byId(id)).find((r) => r?.type === 'AWS::Logs::LogGroup');
    return group ?? { external: `the log group it delivers to is ${arn.reason}` };
  }
  return { external: `its log group (${String(arn).split(':')[6] ?? arn}) is not in this template` };
}

/** Whether a metric filter reads the given log group (by Ref/GetAtt or by its written name). */
function filtersGroup(filter: Resource, group: Resource): boolean {
  const name = propOf(filter, 'LogGroupName');
  if (isUnknown(name)) return (name.refs ?? []).includes(group.logicalId);
  const groupName = propOf(group, 'LogGroupName');
  return typeof name === 'string' && name === groupName;
}

/** Two values written the same way: equal text, or the same unresolved expression (a Sub on the stack name). */
function same(a: unknown, b: unknown): boolean {
  if (isUnknown(a) && isUnknown(b)) return a.reason === b.reason;
  return a !== undefined && a === b;
}

/** Whether an alarm in the template watches the filter's metric (same name and namespace). */
function alarmed(filter: Resource, ctx: ScanContext): boolean {
  const transforms = asList(propOf(filter, 'MetricTransformations'));
  if (transforms === undefined || isUnknown(transforms)) return false;
  return transforms.some((t) => {
    const metric = dig(t, 'MetricName');
    const namespace = dig(t, 'MetricNamespace');
    return ctx
      .ofType('AWS::CloudWatch::Alarm')
      .some((a) => same(propOf(a, 'MetricName'), metric) && same(propOf(a, 'Namespace'), namespace));
  });
}

/**
 * Which of `patterns` have no alarm: a metric filter on the trail's log group holding every term
 * of the pattern, and an alarm on its metric. Unknown when the log group is outside the template.
 */
export function unalarmed(
  trail: Resource,
  ctx: ScanContext,
  patterns: readonly string[],
): string[] | { unknown: string } | undefined {
  const group = trailLogGroup(trail, ctx);
  if (group === undefined) return undefined;
  if ('external' in group) return { unknown: group.external };
  const filters = ctx
    .ofType('AWS::Logs::MetricFilter')
    .filter((filter) => filtersGroup(filter, group) && alarmed(filter, ctx));
  return patterns.filter((pattern) => {
    const terms = patternTerms(pattern);
    return !filters.some((filter) => {
      const written = propOf(filter, 'FilterPattern');
      return typeof written === 'string' && terms.every((t) => t.test(written));
    });
  });
}
