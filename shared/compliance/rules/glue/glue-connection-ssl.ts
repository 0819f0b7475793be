import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, requireTrue, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: glue JDBC connections require SSL. */
export const glueConnectionSsl: Rule = {
  id: 'glue-connection-ssl',
  service: 'glue',
  severity: 'medium',
  title: 'Glue JDBC connections require SSL',
  description:
    'Without JDBC_ENFORCE_SSL a Glue job may read and write the database over an unencrypted connection.',
  resourceTypes: ['AWS::Glue::Connection'],
  remediation:
    'Set ConnectionInput.ConnectionProperties.JDBC_ENFORCE_SSL to "true" (with CUSTOM_JDBC_CERT where the database uses its own certificate authority).',
  evaluate(resource) {
    const type = propOf(resource, 'ConnectionInput', 'ConnectionType');
    if (isUnknown(type)) return unknownFrom('ConnectionInput.ConnectionType', type);
    if (type !== 'JDBC') return NOT_APPLICABLE;
    return requireTrue(
      resource,
      ['ConnectionInput', 'ConnectionProperties', 'JDBC_ENFORCE_SSL'],
      `${nameOf(resource)} does not require SSL to the database (JDBC_ENFORCE_SSL is not "true").`,
    );
  },
};
