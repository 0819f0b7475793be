import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: aCM certificates use keys of at least 2048 bits. */
export const acmCertificateKeyStrength: Rule = {
  id: 'acm-certificate-key-strength',
  service: 'acm',
  severity: 'high',
  title: 'ACM certificates use keys of at least 2048 bits',
  description:
    'A 1024-bit RSA key can be broken by a determined attacker, and with it every connection the certificate protects.',
  resourceTypes: ['AWS::CertificateManager::Certificate'],
  remediation: 'Set KeyAlgorithm to RSA_2048 (the default) or EC_prime256v1.',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['KeyAlgorithm'],
      ['RSA_1024'],
      undefined,
      () => `${nameOf(resource)} uses a 1024-bit RSA key.`,
    );
  },
};
