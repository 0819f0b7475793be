import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { unlessSensitive } from '../_lib/classification';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { KEY_READERS, keyReferencesOf } from '../_lib/key-properties';
import { keyKind } from '../_lib/kms';
import { nameOf } from '../_lib/nouns';

/**
 * Compliant: a data store whose classification tag names a sensitive class encrypts with a
 * customer managed KMS key (its KmsKeyId-style property names one). Other data stores: n/a.
 */
export const residencyClassifiedDataCmk: Rule = {
  id: 'residency-classified-data-cmk',
  service: 'residency',
  severity: 'medium',
  title: 'Data classified sensitive is encrypted with customer managed keys',
  description:
    'Customer managed keys keep control of sensitive data with the organisation rather than the provider: key policy, rotation, revocation and an audit trail of every use.',
  resourceTypes: Object.keys(KEY_READERS),
  remediation:
    'Create an AWS::KMS::Key with rotation enabled and reference it from the store’s key property (KmsKeyId, KMSMasterKeyID, KmsMasterKeyId, StreamEncryption.KeyId, EncryptionKeyArn...).',
  fixCostUsdMonthly: 1,
  evaluate(resource, ctx) {
    const gate = unlessSensitive(resource, ctx);
    if (gate) return gate;
    // Aurora members are encrypted by their cluster's key, which this rule checks on the cluster.
    if (resource.type === 'AWS::RDS::DBInstance' && resource.properties.DBClusterIdentifier !== undefined) {
      return NOT_APPLICABLE;
    }
    const references = keyReferencesOf(resource);
    const missing: string[] = [];
    for (const reference of references) {
      const kind = keyKind(reference.value, ctx);
      if (isUnknown(kind)) return unknownFrom(reference.label, kind);
      if (kind !== 'customer') missing.push(reference.label);
    }
    if (references.length > 0 && missing.length === 0) return PASS;
    const why = missing.length > 0 ? `${missing.join(', ')} does not name one` : 'no key is declared';
    return failWith(
      `${nameOf(resource)} is classified sensitive but is not encrypted with a customer managed KMS key: ${why}.`,
    );
  },
};
