import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { isS3Origin, origins } from '../_lib/cloudfront';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, presence } from '../_lib/props';

/** S3 origins are read through origin access control (OriginAccessControlId), not OAI or a public bucket. */
export const cloudfrontOriginAccessControl: Rule = {
  id: 'cloudfront-origin-access-control',
  service: 'cloudfront',
  severity: 'medium',
  title: 'CloudFront reads S3 origins through origin access control',
  description:
    'Origin access control lets the bucket stay private and accept only signed requests from the ' +
    'distribution; the legacy origin access identity lacks SSE-KMS support and a public bucket exposes ' +
    'the data directly.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation:
    'Add an AWS::CloudFront::OriginAccessControl (SigningBehavior always, SigningProtocol sigv4, ' +
    'OriginAccessControlOriginType s3), set OriginAccessControlId on the origin, set ' +
    'S3OriginConfig.OriginAccessIdentity to "" and allow cloudfront.amazonaws.com in the bucket policy.',
  evaluate(resource, ctx) {
    const list = origins(resource);
    if (isUnknown(list)) return unknownFrom('Origins', list);
    let applicable = false;
    let unknown: string | undefined;
    for (const { value: origin } of list) {
      const s3 = isS3Origin(origin, ctx);
      const id = dig(origin, 'Id');
      const label = typeof id === 'string' ? `'${id}'` : 'an origin';
      if (isUnknown(s3)) {
        unknown ??= `the DomainName of origin ${label} is ${s3.reason}`;
        continue;
      }
      if (!s3) continue;
      applicable = true;
      const oac = presence(dig(origin, 'OriginAccessControlId'));
      if (isUnknown(oac)) {
        unknown ??= `OriginAccessControlId of origin ${label} is ${oac.reason}`;
        continue;
      }
      if (oac) continue;
      if (presence(dig(origin, 'S3OriginConfig', 'OriginAccessIdentity')) === true) {
        return failWith(`${nameOf(resource)} reads S3 origin ${label} with a legacy origin access identity.`);
      }
      return failWith(
        `${nameOf(resource)} reads S3 origin ${label} without origin access control, so the bucket must be public.`,
      );
    }
    if (unknown) return unknownBecause(unknown);
    return applicable ? PASS : NOT_APPLICABLE;
  },
};
