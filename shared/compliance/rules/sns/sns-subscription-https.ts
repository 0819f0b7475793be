import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf } from '../_lib/props';

/** A list property, or nothing when it is absent or not known (a Subscription list is rarely computed). */
function toListOrEmpty(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Compliant: SNS subscriptions deliver to HTTPS endpoints, not HTTP. */
export const snsSubscriptionHttps: Rule = {
  id: 'sns-subscription-https',
  service: 'sns',
  severity: 'high',
  title: 'SNS subscriptions deliver to HTTPS endpoints, not HTTP',
  description: 'An http subscription sends every message in clear text over the internet.',
  resourceTypes: ['AWS::SNS::Subscription', 'AWS::SNS::Topic'],
  remediation: 'Use the https protocol (and an https:// endpoint) for web subscriptions.',
  evaluate(resource) {
    const protocols =
      resource.type === 'AWS::SNS::Subscription'
        ? [propOf(resource, 'Protocol')]
        : toListOrEmpty(propOf(resource, 'Subscription')).map((s) => dig(s, 'Protocol'));
    const unknown = protocols.find(isUnknown);
    if (unknown) return unknownFrom('Protocol', unknown);
    return protocols.some((p) => typeof p === 'string' && p.toLowerCase() === 'http')
      ? failWith(`${nameOf(resource)} delivers messages over plain HTTP.`)
      : PASS;
  },
};
