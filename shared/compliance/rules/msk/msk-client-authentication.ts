import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toBool } from '../_lib/props';

/** Compliant: MSK clusters require clients to authenticate. */
export const mskClientAuthentication: Rule = {
  id: 'msk-client-authentication',
  service: 'msk',
  severity: 'critical',
  title: 'MSK clusters require clients to authenticate',
  description: 'Unauthenticated access lets any client that reaches the brokers read and write every topic.',
  resourceTypes: ['AWS::MSK::Cluster'],
  remediation:
    'Set ClientAuthentication.Sasl.Iam.Enabled (or Sasl.Scram or Tls) and ClientAuthentication.Unauthenticated.Enabled to false.',
  evaluate(resource) {
    const auth = propOf(resource, 'ClientAuthentication');
    if (isUnknown(auth)) return unknownFrom('ClientAuthentication', auth);
    const open = toBool(dig(auth, 'Unauthenticated', 'Enabled'));
    if (isUnknown(open)) return unknownFrom('ClientAuthentication.Unauthenticated.Enabled', open);
    if (open === true)
      return failWith(
        `${nameOf(resource)} lets clients connect without authenticating (Unauthenticated.Enabled is true).`,
      );
    if (auth !== undefined) return PASS;
    // No ClientAuthentication at all: AWS leaves unauthenticated access on. The brokers are still
    // only as reachable as their network (msk-not-public rates the internet case), so high here.
    return failWith(
      `${nameOf(resource)} sets no client authentication, so clients connect without authenticating.`,
      'high',
    );
  },
};
