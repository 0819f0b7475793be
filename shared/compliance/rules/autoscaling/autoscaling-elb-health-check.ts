import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';
import { propOf } from '../_lib/props';

/** Compliant: auto Scaling groups behind a load balancer use its health checks. */
export const autoscalingElbHealthCheck: Rule = {
  id: 'autoscaling-elb-health-check',
  service: 'autoscaling',
  severity: 'low',
  title: 'Auto Scaling groups behind a load balancer use its health checks',
  description:
    'With EC2 health checks only, an instance whose application has stopped answering stays in service.',
  resourceTypes: ['AWS::AutoScaling::AutoScalingGroup'],
  remediation: 'Set HealthCheckType to ELB (with a HealthCheckGracePeriod).',
  evaluate(resource) {
    const targets = propOf(resource, 'TargetGroupARNs');
    const balancers = propOf(resource, 'LoadBalancerNames');
    if (targets === undefined && balancers === undefined) return NOT_APPLICABLE;
    return requireOneOf(
      resource,
      ['HealthCheckType'],
      ['ELB'],
      'EC2',
      (value) => `${nameOf(resource)} sits behind a load balancer but checks health with ${value} only.`,
    );
  },
};
