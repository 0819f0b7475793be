import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { anyItem, or } from '../_lib/maybe';
import { nameOf } from '../_lib/nouns';
import { asList, dig, presence, propOf } from '../_lib/props';

/** A rule that runs a rule group: an AWS/Marketplace managed group or the customer's own group. */
function usesRuleGroup(rule: unknown) {
  return or(
    presence(dig(rule, 'Statement', 'ManagedRuleGroupStatement')),
    presence(dig(rule, 'Statement', 'RuleGroupReferenceStatement')),
  );
}

/** The web ACL has at least one rule that runs a managed (or own) rule group. */
export const wafWebaclManagedRules: Rule = {
  id: 'waf-webacl-managed-rules',
  service: 'waf',
  severity: 'medium',
  title: 'WAF web ACLs apply managed rule groups',
  description:
    'A web ACL without rule groups allows every request and only looks like protection; managed rule ' +
    'groups block common exploits and are kept current by AWS.',
  resourceTypes: ['AWS::WAFv2::WebACL'],
  remediation:
    'Add Rules entries with ManagedRuleGroupStatement (e.g. VendorName AWS, Name ' +
    'AWSManagedRulesCommonRuleSet and AWSManagedRulesKnownBadInputsRuleSet) and OverrideAction { None: {} }.',
  evaluate(resource) {
    const rules = asList(propOf(resource, 'Rules'));
    if (isUnknown(rules)) return unknownFrom('Rules', rules);
    const found = anyItem(rules ?? [], usesRuleGroup);
    if (found === true) return PASS;
    if (isUnknown(found)) return unknownBecause(`a rule statement is ${found.reason}`);
    return failWith(`${nameOf(resource)} applies no managed rule group.`);
  },
};
