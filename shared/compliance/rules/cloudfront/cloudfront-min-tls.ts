import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { asBoolean, fail, PASS, read, unknownProp } from '../_lib/read';
import { CLOUDFRONT_RECOMMENDED_POLICY, isTls12CloudFrontPolicy } from '../_lib/tls';
import { config } from './distribution';

/**
 * The distribution uses its own certificate with MinimumProtocolVersion TLSv1.2_2019 or newer.
 * The default *.cloudfront.net certificate always accepts TLSv1, so it fails.
 */
export const cloudfrontMinTls: Rule = {
  id: 'cloudfront-min-tls',
  service: 'cloudfront',
  title: 'CloudFront distributions require TLS 1.2 or newer from viewers',
  description:
    'TLS 1.0 and 1.1 have known weaknesses; viewers should only connect with TLS 1.2 or newer and strong ' +
    'ciphers, which needs a custom certificate.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation: `Set ViewerCertificate with an AcmCertificateArn, SslSupportMethod sni-only and MinimumProtocolVersion ${CLOUDFRONT_RECOMMENDED_POLICY}.`,
  evaluate(resource) {
    const certificate = config(resource, 'ViewerCertificate');
    if (isUnknown(certificate)) return unknownProp('ViewerCertificate', certificate);
    const isDefault = read(certificate, ['CloudFrontDefaultCertificate']);
    if (isUnknown(isDefault)) return unknownProp('CloudFrontDefaultCertificate', isDefault);
    if (certificate === undefined || asBoolean(isDefault) === true) {
      return fail(`${nameOf(resource)} uses the default CloudFront certificate, which accepts TLS 1.0.`);
    }
    const version = read(certificate, ['MinimumProtocolVersion']);
    if (isUnknown(version)) return unknownProp('MinimumProtocolVersion', version);
    const name = typeof version === 'string' ? version : 'TLSv1';
    if (isTls12CloudFrontPolicy(name)) return PASS;
    return fail(`${nameOf(resource)} accepts viewer connections with ${name}, older than TLSv1.2_2019.`);
  },
};
