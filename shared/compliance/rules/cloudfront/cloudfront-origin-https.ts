import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { isS3WebsiteDomain, origins } from '../_lib/cloudfront';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { dig } from '../_lib/props';

function originName(origin: unknown, index: number): string {
  const id = dig(origin, 'Id');
  return typeof id === 'string' ? `'${id}'` : `${index + 1}`;
}

/** Custom origins are reached with OriginProtocolPolicy https-only. */
export const cloudfrontOriginHttps: Rule = {
  id: 'cloudfront-origin-https',
  service: 'cloudfront',
  severity: 'medium',
  title: 'CloudFront connects to custom origins over HTTPS only',
  description:
    'Traffic between CloudFront and the origin crosses the internet; http-only or match-viewer lets it ' +
    'travel unencrypted.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation:
    'Set CustomOriginConfig.OriginProtocolPolicy to https-only on every origin, with a valid certificate ' +
    'on the origin (S3 website endpoints cannot do HTTPS: use an S3 REST origin with origin access control).',
  evaluate(resource) {
    const list = origins(resource);
    if (isUnknown(list)) return unknownFrom('Origins', list);
    let unknown: string | undefined;
    for (const [index, origin] of list.entries()) {
      const policy = dig(origin.value, 'CustomOriginConfig', 'OriginProtocolPolicy');
      if (isUnknown(policy))
        unknown ??= `OriginProtocolPolicy of origin ${originName(origin.value, index)} is ${policy.reason}`;
      else if (typeof policy === 'string' && policy !== 'https-only') {
        return failWith(
          `${nameOf(resource)} reaches origin ${originName(origin.value, index)} with ${policy}, which allows unencrypted HTTP.`,
        );
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  // An origin the author set to http-only may not serve HTTPS at all: switching it would break it.
  fixRisk(resource) {
    const list = origins(resource);
    if (isUnknown(list)) return undefined;
    const httpOnly = list.some(
      (o) => dig(o.value, 'CustomOriginConfig', 'OriginProtocolPolicy') === 'http-only',
    );
    return httpOnly
      ? 'an origin set to http-only may not serve HTTPS; check it does before switching'
      : undefined;
  },
  fix(resource) {
    const list = origins(resource);
    if (isUnknown(list)) return [];
    return list
      .filter((o) => {
        const policy = dig(o.value, 'CustomOriginConfig', 'OriginProtocolPolicy');
        // S3 website endpoints only speak HTTP: switching them would break the site.
        return (
          typeof policy === 'string' &&
          policy !== 'https-only' &&
          !isS3WebsiteDomain(dig(o.value, 'DomainName'))
        );
      })
      .map((o) =>
        setProperty(
          resource,
          ['DistributionConfig', ...o.path, 'CustomOriginConfig', 'OriginProtocolPolicy'],
          'https-only',
        ),
      );
  },
};
