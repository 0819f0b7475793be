import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: cloudFront distributions serve HTTPS with SNI, not dedicated IP addresses. */
export const cloudfrontSni: Rule = {
  id: 'cloudfront-sni',
  service: 'cloudfront',
  severity: 'low',
  title: 'CloudFront distributions serve HTTPS with SNI, not dedicated IP addresses',
  description:
    'Dedicated-IP custom SSL costs 600 USD a month per distribution and serves only clients too old to send SNI.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation: 'Set ViewerCertificate.SslSupportMethod to sni-only.',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['DistributionConfig', 'ViewerCertificate', 'SslSupportMethod'],
      ['vip'],
      undefined,
      () => `${nameOf(resource)} serves HTTPS from dedicated IP addresses (SslSupportMethod is vip).`,
    );
  },
};
