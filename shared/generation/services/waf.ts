import { getAtt } from './kit';
import type { ServiceSpec } from './types';

/**
 * A regional web ACL with AWS's managed rules and a rate limit. Every API and load balancer the
 * design builds already gets one; a WAF named on its own is this ACL, to associate later.
 */
export const waf: ServiceSpec = {
  id: 'waf',
  block_name: 'Firewall',
  family: 'WAFv2',
  label: 'AWS WAF web ACL',
  names: /\b(aws waf|waf( ?v2)?|web application firewall|web ?acl)\b/,
  phrases: /\b(rate limit(ing)?|block (certain |some )?countries|geo[- ]?block\w*|ip allow ?list)\b/,
  arabic: /(جدار حماي[ةه] تطبيقات الويب|جدار الحماي[ةه]|حظر الدول)/,
  cost: 'hourly',
  build(ctx, name) {
    const acl = ctx.add(name, `${name}WebAcl`, {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        VisibilityConfig: {
          SampledRequestsEnabled: true,
          CloudWatchMetricsEnabled: true,
          MetricName: `${name}WebAcl`,
        },
        Rules: [
          {
            Name: 'common',
            Priority: 0,
            OverrideAction: { None: {} },
            Statement: {
              ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
            },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: 'common',
            },
          },
          {
            Name: 'rate-limit',
            Priority: 1,
            Action: { Block: {} },
            Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP' } },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: 'rate',
            },
          },
        ],
      },
    });
    return { service: 'waf', name, main: acl };
  },
  target: { actions: ['wafv2:GetWebACL'], arn: (n) => getAtt(n.main, 'Arn') },
};
