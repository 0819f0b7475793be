import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: wAF Classic rules have at least one condition. */
export const wafClassicRuleHasConditions: Rule = {
  id: 'waf-classic-rule-has-conditions',
  service: 'waf',
  severity: 'medium',
  title: 'WAF Classic rules have at least one condition',
  description: 'A rule without predicates matches nothing, so the protection it names does not exist.',
  resourceTypes: ['AWS::WAF::Rule', 'AWS::WAFRegional::Rule'],
  remediation:
    'Add Predicates (IP sets, byte matches, SQL injection or XSS match sets), or move to WAFv2 managed rule groups.',
  evaluate(resource) {
    const predicates = asList(propOf(resource, 'Predicates'));
    if (isUnknown(predicates)) return unknownFrom('Predicates', predicates);
    return (predicates ?? []).length > 0
      ? PASS
      : failWith(`${nameOf(resource)} has no conditions, so it matches nothing.`);
  },
};
