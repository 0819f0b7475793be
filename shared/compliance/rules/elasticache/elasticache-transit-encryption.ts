import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { ELASTICACHE_TYPES } from '../_lib/elasticache';
import { failWith, PASS, requireTrue, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/**
 * Compliant: TransitEncryptionEnabled is true and TransitEncryptionMode is not `preferred` (which
 * still accepts plain-text clients). Serverless caches always require TLS.
 */
export const elasticacheTransitEncryption: Rule = {
  id: 'elasticache-transit-encryption',
  service: 'elasticache',
  severity: 'high',
  title: 'ElastiCache requires TLS in transit',
  description:
    'Without TLS, cached sessions, tokens and records cross the network readable by anyone on the path.',
  resourceTypes: ELASTICACHE_TYPES,
  remediation:
    'Set TransitEncryptionEnabled to true and TransitEncryptionMode to required (or leave it unset).',
  evaluate(resource) {
    if (resource.type === 'AWS::ElastiCache::ServerlessCache') return PASS;
    const enabled = requireTrue(
      resource,
      ['TransitEncryptionEnabled'],
      `${nameOf(resource)} accepts unencrypted connections: TransitEncryptionEnabled is not true.`,
    );
    if (enabled.status !== 'pass') return enabled;
    const mode = propOf(resource, 'TransitEncryptionMode');
    if (isUnknown(mode)) return unknownFrom('TransitEncryptionMode', mode);
    if (mode === 'preferred') {
      return failWith(
        `${nameOf(resource)} still accepts unencrypted connections: TransitEncryptionMode is preferred.`,
      );
    }
    return PASS;
  },
};
