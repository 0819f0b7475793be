import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/**
 * Compliant: Encrypted is not false. Redshift encrypts new clusters by default, so only a
 * template that turns encryption off fails. No automatic fix: changing encryption migrates the
 * cluster's data, which is an operation to plan, not a template edit to apply unseen.
 */
export const redshiftEncrypted: Rule = {
  id: 'redshift-encrypted',
  service: 'redshift',
  severity: 'high',
  title: 'Redshift clusters encrypt data at rest',
  description:
    'An unencrypted warehouse leaves its data and snapshots readable to anyone who obtains the storage or a copied snapshot.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation:
    'Remove Encrypted: false (or set it to true), with KmsKeyId set to a customer managed key for sensitive data.',
  evaluate(resource) {
    const value = toBool(propOf(resource, 'Encrypted'));
    if (isUnknown(value)) return unknownFrom('Encrypted', value);
    if (value !== false) return PASS;
    return failWith(`${nameOf(resource)} is not encrypted at rest: Encrypted is false.`);
  },
};
