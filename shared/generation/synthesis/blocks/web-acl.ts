import { getAtt, sub } from '../../../cfn/build';
import type { SynthesisContext } from '../context';

const MANAGED = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
];

/**
 * Whether the design's public endpoints get a web ACL: when the brief names a WAF (or what one does,
 * such as a rate limit), or the workload is a production one in a regulated sector or holding
 * confidential data and the brief does not keep it off the internet. Otherwise none is added unasked: the security review lists the endpoint's
 * WAF finding with what adding one costs.
 */
export function webAclWanted(ctx: SynthesisContext): boolean {
  const req = ctx.requirements;
  const named = ctx.plan.blocks.some((b) => b.kind === 'service' && b.options.service === 'waf');
  const sensitive = req.data_classification === 'confidential' || req.data_classification === 'secret';
  const rate = req.stated?.rate_limit !== undefined;
  // the sector's default is for endpoints the internet reaches: a private API is not one of them
  const exposed = req.stated?.no_public_endpoint !== true;
  return (
    named || rate || (exposed && req.environment === 'production' && (req.sector !== 'general' || sensitive))
  );
}

/**
 * A regional web ACL with AWS's managed rule groups, associated with `resourceArn`, when wanted or
 * when the workload needs one (`needed`: an API that must refuse what skipped its CDN); with the
 * brief's rate limit per client address when it states one.
 */
export function addWebAcl(ctx: SynthesisContext, block: string, resourceArn: unknown, needed = false): void {
  if (!needed && !webAclWanted(ctx)) return;
  if (ctx.resources[`${block}WebAcl`]) return;
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
