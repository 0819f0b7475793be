import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: codeBuild projects encrypt the build logs they write to S3. */
export const codebuildS3LogsEncrypted: Rule = {
  id: 'codebuild-s3-logs-encrypted',
  service: 'codebuild',
  severity: 'low',
  title: 'CodeBuild projects encrypt the build logs they write to S3',
  description:
    'Build logs can hold environment details and command output; EncryptionDisabled writes them to S3 unencrypted.',
  resourceTypes: ['AWS::CodeBuild::Project'],
  remediation: 'Remove LogsConfig.S3Logs.EncryptionDisabled (or set it to false).',
  evaluate(resource) {
    const disabled = toBool(propOf(resource, 'LogsConfig', 'S3Logs', 'EncryptionDisabled'));
    if (isUnknown(disabled)) return unknownFrom('LogsConfig.S3Logs.EncryptionDisabled', disabled);
    return disabled === true
      ? failWith(
          `${nameOf(resource)} writes build logs to S3 unencrypted (S3Logs.EncryptionDisabled is true).`,
        )
      : PASS;
  },
};
