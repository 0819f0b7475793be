import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, requireTrue, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { OPENSEARCH_TYPES } from '../_lib/opensearch';
import { propOf } from '../_lib/props';

/** Compliant: DomainEndpointOptions.EnforceHTTPS is true and TLSSecurityPolicy requires TLS 1.2+. */
export const opensearchHttpsOnly: Rule = {
  id: 'opensearch-https-only',
  service: 'opensearch',
  severity: 'high',
  title: 'OpenSearch domains accept only HTTPS with TLS 1.2 or later',
  description: 'Plain HTTP or TLS 1.0/1.1 leaves queries, documents and credentials exposed in transit.',
  resourceTypes: OPENSEARCH_TYPES,
  remediation:
    'Set DomainEndpointOptions.EnforceHTTPS to true and TLSSecurityPolicy to Policy-Min-TLS-1-2-PFS-2023-10 (or Policy-Min-TLS-1-2-2019-07).',
  evaluate(resource) {
    const https = requireTrue(
      resource,
      ['DomainEndpointOptions', 'EnforceHTTPS'],
      `${nameOf(resource)} accepts plain HTTP: DomainEndpointOptions.EnforceHTTPS is not true.`,
    );
    if (https.status !== 'pass') return https;
    const policy = propOf(resource, 'DomainEndpointOptions', 'TLSSecurityPolicy');
    if (isUnknown(policy)) return unknownFrom('DomainEndpointOptions.TLSSecurityPolicy', policy);
    if (typeof policy === 'string' && policy.startsWith('Policy-Min-TLS-1-2')) return PASS;
    return failWith(
      `${nameOf(resource)} allows TLS older than 1.2: DomainEndpointOptions.TLSSecurityPolicy is ${policy ?? 'not set'}.`,
    );
  },
};
