import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { wafWebaclManagedRules } from '#shared/compliance/rules/waf/waf-webacl-managed-rules';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const acl = (Rules?: unknown) =>
  makeResource('Acl', 'AWS::WAFv2::WebACL', {
    Scope: 'REGIONAL',
    DefaultAction: { Allow: {} },
    VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: 'acl' },
    ...(Rules === undefined ? {} : { Rules }),
  });
const managed = {
  Name: 'common',
  Priority: 0,
  OverrideAction: { None: {} },
  Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
};
const rateLimit = {
  Name: 'rate',
  Priority: 1,
  Action: { Block: {} },
  Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: 'IP' } },
};

describe(wafWebaclManagedRules.id, () => {
  it('Noncompliance 1: no rules at all', () => {
    expect(evaluate(wafWebaclManagedRules, acl())).toEqual({
      status: 'fail',
      message: "WAF web ACL 'Acl' applies no managed rule group.",
    });
  });

  it('Noncompliance 2: only a rate-based rule', () => {
    expect(evaluate(wafWebaclManagedRules, acl([rateLimit])).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(wafWebaclManagedRules, acl([rateLimit, managed])).status).toBe('pass');
  });

  it('Unknown: the rule list is set by a condition', () => {
    expect(
      evaluate(wafWebaclManagedRules, acl(unknownValue('set by a condition that cannot be resolved'))).status,
    ).toBe('unknown');
  });
});
