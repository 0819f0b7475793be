import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The distribution has a web ACL (DistributionConfig.WebACLId). */
export const cloudfrontWaf: Rule = {
  id: 'cloudfront-waf',
  service: 'cloudfront',
  severity: 'medium',
  title: 'CloudFront distributions are protected by AWS WAF',
  description:
    'A web application firewall at the edge blocks common exploits, bots and floods before they reach ' +
    'the application.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation:
    'Create an AWS::WAFv2::WebACL with Scope CLOUDFRONT (in us-east-1) and set DistributionConfig.WebACLId ' +
    'to its Arn.',
  fixCostUsdMonthly: 6,
  evaluate(resource) {
    return expectSet(
      resource,
      ['DistributionConfig', 'WebACLId'],
      `${nameOf(resource)} has no AWS WAF web ACL.`,
    );
  },
};
