import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: athena workgroups encrypt query results. */
export const athenaWorkgroupEncryption: Rule = {
  id: 'athena-workgroup-encryption',
  service: 'athena',
  severity: 'medium',
  title: 'Athena workgroups encrypt query results',
  description:
    'Query results are copies of the data queried, written to S3; the workgroup should encrypt them whatever the client asks.',
  resourceTypes: ['AWS::Athena::WorkGroup'],
  remediation:
    'Set WorkGroupConfiguration.ResultConfiguration.EncryptionConfiguration.EncryptionOption to SSE_KMS (with KmsKey) or SSE_S3, and EnforceWorkGroupConfiguration to true.',
  evaluate(resource) {
    return expectSet(
      resource,
      ['WorkGroupConfiguration', 'ResultConfiguration', 'EncryptionConfiguration', 'EncryptionOption'],
      `${nameOf(resource)} does not encrypt query results (no ResultConfiguration.EncryptionConfiguration).`,
    );
  },
};
