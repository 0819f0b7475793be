import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { config } from '../_lib/cloudfront';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, toBool } from '../_lib/props';
import { CLOUDFRONT_RECOMMENDED_POLICY, isTls12CloudFrontPolicy } from '../_lib/tls';

/**
 * The distribution uses its own certificate with MinimumProtocolVersion TLSv1.2_2019 or newer.
 * The default *.cloudfront.net certificate always accepts TLSv1, so it fails.
 */
export const cloudfrontMinTls: Rule = {
  id: 'cloudfront-min-tls',
  service: 'cloudfront',
  severity: 'medium',
  title: 'CloudFront distributions require TLS 1.2 or newer from viewers',
  description:
    'TLS 1.0 and 1.1 have known weaknesses; viewers should only connect with TLS 1.2 or newer and strong ' +
    'ciphers, which needs a custom certificate.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation: `Set ViewerCertificate with an AcmCertificateArn, SslSupportMethod sni-only and MinimumProtocolVersion ${CLOUDFRONT_RECOMMENDED_POLICY}.`,
  evaluate(resource) {
    const certificate = config(resource, 'ViewerCertificate');
    if (isUnknown(certificate)) return unknownFrom('ViewerCertificate', certificate);
    const isDefault = dig(certificate, 'CloudFrontDefaultCertificate');
    if (isUnknown(isDefault)) return unknownFrom('CloudFrontDefaultCertificate', isDefault);
    if (certificate === undefined || toBool(isDefault) === true) {
      return failWith(`${nameOf(resource)} uses the default CloudFront certificate, which accepts TLS 1.0.`);
    }
    const version = dig(certificate, 'MinimumProtocolVersion');
    if (isUnknown(version)) return unknownFrom('MinimumProtocolVersion', version);
    const name = typeof version === 'string' ? version : 'TLSv1';
    if (isTls12CloudFrontPolicy(name)) return PASS;
    return failWith(`${nameOf(resource)} accepts viewer connections with ${name}, older than TLSv1.2_2019.`);
  },
};
