import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: classic load balancers write access logs. */
export const elbClassicAccessLogs: Rule = {
  id: 'elb-classic-access-logs',
  service: 'elb',
  severity: 'medium',
  title: 'Classic load balancers write access logs',
  description:
    'Access logs record every request the load balancer passed on, the trail needed to investigate an attack.',
  resourceTypes: ['AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation: 'Set AccessLoggingPolicy to { Enabled: true, S3BucketName, EmitInterval: 5 }.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['AccessLoggingPolicy', 'Enabled'],
      `${nameOf(resource)} writes no access logs (AccessLoggingPolicy is not enabled).`,
    );
  },
};
