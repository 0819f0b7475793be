import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: aCM certificates are logged in Certificate Transparency. */
export const acmCertificateTransparency: Rule = {
  id: 'acm-certificate-transparency',
  service: 'acm',
  severity: 'medium',
  title: 'ACM certificates are logged in Certificate Transparency',
  description:
    'Browsers distrust certificates missing from the public logs, and the logs let the domain owner spot certificates issued without their knowledge.',
  resourceTypes: ['AWS::CertificateManager::Certificate'],
  remediation: 'Remove CertificateTransparencyLoggingPreference DISABLED (ENABLED is the default).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['CertificateTransparencyLoggingPreference'],
      ['DISABLED'],
      undefined,
      () => `${nameOf(resource)} is kept out of Certificate Transparency logs.`,
    );
  },
};
