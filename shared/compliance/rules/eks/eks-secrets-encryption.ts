import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList } from '../_lib/props';

/**
 * Compliant: EncryptionConfig lists `secrets` with a KMS key (Provider.KeyArn), so Kubernetes
 * secrets are envelope-encrypted under a key the organisation controls.
 */
export const eksSecretsEncryption: Rule = {
  id: 'eks-secrets-encryption',
  service: 'eks',
  severity: 'medium',
  title: 'EKS clusters encrypt Kubernetes secrets with a KMS key',
  description:
    'Envelope encryption of Kubernetes secrets with a KMS key keeps them protected under the organisation’s key policy and audit trail, beyond the storage encryption of the control plane.',
  resourceTypes: ['AWS::EKS::Cluster'],
  remediation:
    'Add EncryptionConfig with Resources [secrets] and Provider.KeyArn set to a customer managed AWS::KMS::Key.',
  evaluate(resource) {
    const configs = toList(propOf(resource, 'EncryptionConfig'));
    if (isUnknown(configs)) return unknownFrom('EncryptionConfig', configs);
    let undecided: ReturnType<typeof unknownFrom> | undefined;
    for (const [index, config] of configs.entries()) {
      const resources = toList(dig(config, 'Resources'));
      const key = dig(config, 'Provider', 'KeyArn');
      if (isUnknown(resources)) {
        undecided ??= unknownFrom(`EncryptionConfig[${index}].Resources`, resources);
        continue;
      }
      if (!resources.includes('secrets')) continue;
      if (isUnknown(key) || (typeof key === 'string' && key !== '')) return PASS;
    }
    return (
      undecided ??
      failWith(
        `${nameOf(resource)} does not encrypt Kubernetes secrets with a KMS key: EncryptionConfig has no entry for secrets with a Provider.KeyArn.`,
      )
    );
  },
};
