import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { cacheBehaviors } from '../_lib/cloudfront';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { dig } from '../_lib/props';

/** No cache behavior lets viewers use plain HTTP (ViewerProtocolPolicy allow-all). */
export const cloudfrontViewerHttps: Rule = {
  id: 'cloudfront-viewer-https',
  service: 'cloudfront',
  severity: 'high',
  title: 'CloudFront distributions serve viewers over HTTPS only',
  description:
    'With allow-all, pages and credentials can travel unencrypted between browsers and CloudFront; ' +
    'public web applications must use HTTPS.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation:
    'Set ViewerProtocolPolicy to redirect-to-https (or https-only) on DefaultCacheBehavior and every ' +
    'CacheBehaviors entry.',
  evaluate(resource) {
    const behaviors = cacheBehaviors(resource);
    if (isUnknown(behaviors)) return unknownFrom('CacheBehaviors', behaviors);
    let unknown: string | undefined;
    for (const behavior of behaviors) {
      const policy = dig(behavior.value, 'ViewerProtocolPolicy');
      if (isUnknown(policy))
        unknown ??= `ViewerProtocolPolicy of ${behavior.path.join(' ')} is ${policy.reason}`;
      else if (policy === 'allow-all') {
        return failWith(`${nameOf(resource)} lets viewers use plain HTTP (${behavior.path.join(' ')}).`);
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  fix(resource) {
    const behaviors = cacheBehaviors(resource);
    if (isUnknown(behaviors)) return [];
    return behaviors
      .filter((b) => dig(b.value, 'ViewerProtocolPolicy') === 'allow-all')
      .map((b) =>
        setProperty(resource, ['DistributionConfig', ...b.path, 'ViewerProtocolPolicy'], 'redirect-to-https'),
      );
  },
};
