import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf } from '../_lib/props';

/** Compliant: WAF web ACLs have at least one rule. */
export const wafWebaclHasRules: Rule = {
  id: 'waf-webacl-has-rules',
  service: 'waf',
  severity: 'high',
  title: 'WAF web ACLs have at least one rule',
  description:
    'A web ACL without rules inspects nothing: everything passes to the protected resource by its default action.',
  resourceTypes: ['AWS::WAFv2::WebACL', 'AWS::WAF::WebACL', 'AWS::WAFRegional::WebACL'],
  remediation:
    'Add Rules: AWS managed rule groups (AWSManagedRulesCommonRuleSet, AWSManagedRulesKnownBadInputsRuleSet) at least.',
  evaluate(resource) {
    const rules = asList(propOf(resource, 'Rules'));
    if (isUnknown(rules)) return unknownFrom('Rules', rules);
    return (rules ?? []).length > 0
      ? PASS
      : failWith(`${nameOf(resource)} has no rules, so it blocks nothing.`);
  },
};
