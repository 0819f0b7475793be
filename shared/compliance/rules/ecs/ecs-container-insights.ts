import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: ECS clusters collect Container Insights. */
export const ecsContainerInsights: Rule = {
  id: 'ecs-container-insights',
  service: 'ecs',
  severity: 'medium',
  title: 'ECS clusters collect Container Insights',
  description:
    'Container Insights records per-task CPU, memory, network and restarts, the evidence needed to notice a compromised or failing service.',
  resourceTypes: ['AWS::ECS::Cluster'],
  remediation: 'Add ClusterSettings [{ Name: containerInsights, Value: enhanced }] (or enabled).',
  evaluate(resource) {
    const settings = asList(propOf(resource, 'ClusterSettings'));
    if (isUnknown(settings)) return unknownFrom('ClusterSettings', settings);
    const insights = (settings ?? []).find((s) => dig(s, 'Name') === 'containerInsights');
    const value = dig(insights, 'Value');
    if (isUnknown(value)) return unknownFrom('ClusterSettings containerInsights', value);
    if (value === 'enabled' || value === 'enhanced') return PASS;
    return failWith(
      `${nameOf(resource)} does not collect Container Insights (no ClusterSettings containerInsights enabled).`,
    );
  },
};
