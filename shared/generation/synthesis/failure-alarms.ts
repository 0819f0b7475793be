import { DEAD_LETTER_KEYS } from '../../cfn/dead-letter';
import { referencesIn } from '../checklist/template-facts';
import { SERVICES, serviceById } from '../services/index';
import type { FailureWatch } from '../services/types';
import type { CfnResource, SynthesisContext } from './context';

/**
 * An alarm wherever a failure of the design lands (what the families declare in `failures`): a
 * function's errors, a dead-letter queue's depth, a workflow's failed runs. Without one, what
 * failed every retry waits in a queue nobody reads. Each notifies the design's alarm topic (see
 * routeAlarms); a metric the design already watches on that resource gets no second alarm, and a
 * brief that refuses alarms or SNS topics gets none.
 */
export function addFailureAlarms(ctx: SynthesisContext): void {
  // a brief that refuses alarms, or the topic they would notify, gets none of these
  const refused = ['cloudwatch-alarm', 'sns']
    .map(serviceById)
    .some((family) => family && ctx.refuses(family));
  if (refused && !ctx.monitoringTopic) return;
  const watches = SERVICES.flatMap((s) => s.failures ?? []);
  for (const [id, resource] of Object.entries(ctx.resources)) {
    for (const watch of watches) {
      if (watch.type !== resource.Type) continue;
      if (watch.dead_letters_only && !namedAsDeadLetter(id, ctx.resources)) continue;
      if (watched(ctx.resources, watch, id)) continue;
      const added = ctx.add(ctx.origins[id] ?? 'Platform', `${id}${watch.suffix}Alarm`, {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          AlarmDescription: `${id} ${watch.says}`,
          Namespace: watch.namespace,
          MetricName: watch.metric,
          Dimensions: [{ Name: watch.dimension.name, Value: watch.dimension.value(id) }],
          Statistic: watch.statistic,
          Period: 300,
          EvaluationPeriods: 1,
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
          TreatMissingData: 'notBreaching',
        },
      });
      ctx.failureAlarms.push(added);
    }
  }
}

/** Whether `value` refers to the resource `id` (a Ref, a GetAtt or a Sub of it, anywhere inside). */
const refersTo = (value: unknown, id: string) => referencesIn(value, new Set()).has(id);

/** Another resource names `id` under a key that says where its failures go (DEAD_LETTER_KEYS). */
function namedAsDeadLetter(id: string, resources: Record<string, CfnResource>): boolean {
  const under = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(under);
    if (value === null || typeof value !== 'object') return false;
    return Object.entries(value as Record<string, unknown>).some(([key, v]) =>
      DEAD_LETTER_KEYS.has(key) ? refersTo(v, id) : under(v),
    );
  };
  return Object.entries(resources).some(([other, r]) => other !== id && under(r.Properties));
}

/** An alarm of the design already watches this metric of this resource. */
function watched(resources: Record<string, CfnResource>, watch: FailureWatch, id: string): boolean {
  return Object.values(resources).some(
    (r) =>
      r.Type === 'AWS::CloudWatch::Alarm' &&
      r.Properties?.MetricName === watch.metric &&
      r.Properties?.Namespace === watch.namespace &&
      refersTo(r.Properties?.Dimensions, id),
  );
}
