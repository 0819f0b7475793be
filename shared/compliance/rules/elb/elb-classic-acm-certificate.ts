import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: classic load balancer HTTPS listeners use ACM certificates. */
export const elbClassicAcmCertificate: Rule = {
  id: 'elb-classic-acm-certificate',
  service: 'elb',
  severity: 'medium',
  title: 'Classic load balancer HTTPS listeners use ACM certificates',
  description:
    'IAM server certificates are renewed by hand, so they expire unnoticed; ACM renews its certificates itself.',
  resourceTypes: ['AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation: 'Set each HTTPS or SSL listener’s SSLCertificateId to an ACM certificate ARN.',
  evaluate(resource) {
    const listeners = asList(propOf(resource, 'Listeners'));
    if (isUnknown(listeners)) return unknownFrom('Listeners', listeners);
    const iam = (listeners ?? []).filter((l) => {
      const certificate = dig(l, 'SSLCertificateId');
      return typeof certificate === 'string' && !certificate.startsWith('arn:aws:acm:');
    });
    return iam.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} serves HTTPS with a certificate that is not from ACM.`);
  },
};
