import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: codeBuild report groups encrypt the reports they export to S3. */
export const codebuildReportExportEncrypted: Rule = {
  id: 'codebuild-report-export-encrypted',
  service: 'codebuild',
  severity: 'medium',
  title: 'CodeBuild report groups encrypt the reports they export to S3',
  description:
    'Test and coverage reports can hold code paths and data; EncryptionDisabled writes them to S3 unencrypted.',
  resourceTypes: ['AWS::CodeBuild::ReportGroup'],
  remediation:
    'Remove ExportConfig.S3Destination.EncryptionDisabled (or set it to false), with EncryptionKey for a customer key.',
  evaluate(resource) {
    const disabled = toBool(propOf(resource, 'ExportConfig', 'S3Destination', 'EncryptionDisabled'));
    if (isUnknown(disabled)) return unknownFrom('S3Destination.EncryptionDisabled', disabled);
    return disabled === true
      ? failWith(`${nameOf(resource)} exports reports to S3 unencrypted (EncryptionDisabled is true).`)
      : PASS;
  },
};
