import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf, toBool } from '../_lib/props';

/** Compliant: wAF web ACLs publish CloudWatch metrics for the ACL and each rule. */
export const wafv2Metrics: Rule = {
  id: 'wafv2-metrics',
  service: 'waf',
  severity: 'medium',
  title: 'WAF web ACLs publish CloudWatch metrics for the ACL and each rule',
  description:
    'Without metrics nobody sees a rule start blocking, or an attack that the rules let through grow.',
  resourceTypes: ['AWS::WAFv2::WebACL'],
  remediation: 'Set VisibilityConfig.CloudWatchMetricsEnabled to true on the web ACL and on every rule.',
  evaluate(resource) {
    const rules = asList(propOf(resource, 'Rules'));
    if (isUnknown(rules)) return unknownFrom('Rules', rules);
    const configs = [
      propOf(resource, 'VisibilityConfig'),
      ...(rules ?? []).map((r) => dig(r, 'VisibilityConfig')),
    ];
    const off = configs.filter((c) => toBool(dig(c, 'CloudWatchMetricsEnabled')) === false).length;
    return off === 0
      ? PASS
      : failWith(`${nameOf(resource)} publishes no CloudWatch metrics for ${off} of its rules or itself.`);
  },
};
