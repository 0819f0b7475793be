import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf } from '../_lib/props';

/** Compliant: glue security configurations encrypt S3 output, logs and job bookmarks. */
export const glueSecurityConfigurationEncrypted: Rule = {
  id: 'glue-security-configuration-encrypted',
  service: 'glue',
  severity: 'medium',
  title: 'Glue security configurations encrypt S3 output, logs and job bookmarks',
  description:
    'A security configuration with a mode DISABLED lets the jobs that use it write that data unencrypted: S3 output, CloudWatch logs or job bookmarks.',
  resourceTypes: ['AWS::Glue::SecurityConfiguration'],
  remediation:
    'Set EncryptionConfiguration.S3Encryptions to SSE-KMS (or SSE-S3), CloudWatchEncryption to SSE-KMS and JobBookmarksEncryption to CSE-KMS, each with a KmsKeyArn.',
  evaluate(resource) {
    const config = propOf(resource, 'EncryptionConfiguration');
    if (isUnknown(config)) return unknownFrom('EncryptionConfiguration', config);
    const s3 = dig(config, 'S3Encryptions');
    const modes: [string, unknown][] = [
      ['S3 output', Array.isArray(s3) ? dig(s3[0], 'S3EncryptionMode') : dig(s3, 'S3EncryptionMode')],
      ['CloudWatch logs', dig(config, 'CloudWatchEncryption', 'CloudWatchEncryptionMode')],
      ['job bookmarks', dig(config, 'JobBookmarksEncryption', 'JobBookmarksEncryptionMode')],
    ];
    const unknown = modes.find(([, mode]) => isUnknown(mode));
    if (unknown && isUnknown(unknown[1])) return unknownFrom(`the ${unknown[0]} encryption mode`, unknown[1]);
    const off = modes.filter(([, mode]) => mode === undefined || mode === 'DISABLED').map(([what]) => what);
    return off.length === 0 ? PASS : failWith(`${nameOf(resource)} leaves ${off.join(', ')} unencrypted.`);
  },
};
