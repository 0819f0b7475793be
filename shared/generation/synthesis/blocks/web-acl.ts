import { getAtt, sub } from '../../../cfn/build';
import type { SynthesisContext } from '../context';

const MANAGED = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
];

/**
 * A regional web ACL with AWS's managed rule groups, associated with `resourceArn`; with the
 * brief's rate limit per client address when it states one.
 */
export function addWebAcl(ctx: SynthesisContext, block: string, resourceArn: unknown): void {
  const acl = `${block}WebAcl`;
  const rate = ctx.requirements.stated?.rate_limit;
  ctx.add(block, acl, {
    Type: 'AWS::WAFv2::WebACL',
    Properties: {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      VisibilityConfig: {
        SampledRequestsEnabled: true,
        CloudWatchMetricsEnabled: true,
        MetricName: sub(`\${AWS::StackName}-${block.toLowerCase()}-acl`),
      },
      Rules: [
        ...MANAGED.map((name, priority) => ({
          Name: name,
          Priority: priority,
          OverrideAction: { None: {} },
          Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
          VisibilityConfig: {
            SampledRequestsEnabled: true,
            CloudWatchMetricsEnabled: true,
            MetricName: name,
          },
        })),
        ...(rate
          ? [
              {
                Name: 'stated-rate-limit',
                Priority: MANAGED.length,
                Action: { Block: {} },
                Statement: {
                  RateBasedStatement: {
                    Limit: rate.limit,
                    EvaluationWindowSec: rate.window,
                    AggregateKeyType: 'IP',
                  },
                },
                VisibilityConfig: {
                  SampledRequestsEnabled: true,
                  CloudWatchMetricsEnabled: true,
                  MetricName: 'stated-rate-limit',
                },
              },
            ]
          : []),
      ],
    },
  });
  ctx.add(block, `${acl}Association`, {
    Type: 'AWS::WAFv2::WebACLAssociation',
    Properties: { ResourceArn: resourceArn, WebACLArn: getAtt(acl, 'Arn') },
  });
}
