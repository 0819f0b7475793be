import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { propOf } from '../_lib/props';
import { ELB_DEFAULT_POLICY, ELB_RECOMMENDED_POLICY, isTls12ElbPolicy } from '../_lib/tls';

/** HTTPS/TLS listeners use a security policy that refuses TLS 1.0 and 1.1 (absent = 2016-08 = fail). */
export const elbListenerTlsPolicy: Rule = {
  id: 'elb-listener-tls-policy',
  service: 'elb',
  severity: 'medium',
  title: 'Load balancer listeners require TLS 1.2 or newer',
  description:
    'TLS 1.0 and 1.1 have known weaknesses and are no longer accepted by current cryptography standards; ' +
    'encrypted listeners must refuse them.',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::Listener'],
  remediation: `Set SslPolicy to ${ELB_RECOMMENDED_POLICY} (or another ELBSecurityPolicy-TLS13-1-2-*, TLS-1-2-* or FS-1-2-* policy).`,
  evaluate(resource) {
    const protocol = propOf(resource, 'Protocol');
    if (isUnknown(protocol)) return unknownFrom('Protocol', protocol);
    if (protocol !== 'HTTPS' && protocol !== 'TLS') return NOT_APPLICABLE;
    const policy = propOf(resource, 'SslPolicy');
    if (isUnknown(policy)) return unknownFrom('SslPolicy', policy);
    const name = typeof policy === 'string' ? policy : ELB_DEFAULT_POLICY;
    if (isTls12ElbPolicy(name)) return PASS;
    return failWith(
      `${nameOf(resource)} uses security policy ${name}, which still accepts TLS versions older than 1.2.`,
    );
  },
  fixPatches: { properties: ['SslPolicy'] },
  fix(resource) {
    return [setProperty(resource, ['SslPolicy'], ELB_RECOMMENDED_POLICY)];
  },
};
