import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { rejectOneOf } from '../_lib/settings';

/** Engines whose endpoint takes SslMode (S3, DynamoDB, Kinesis and the like have no SSL mode). */
const SSL_ENGINES = [
  'mysql',
  'mariadb',
  'aurora',
  'aurora-postgresql',
  'postgres',
  'oracle',
  'sqlserver',
  'db2',
  'sybase',
  'mongodb',
  'docdb',
  'redshift',
];

/** Compliant: DMS database endpoints connect with SSL. */
export const dmsEndpointSsl: Rule = {
  id: 'dms-endpoint-ssl',
  service: 'dms',
  severity: 'high',
  title: 'DMS database endpoints connect with SSL (Redis endpoints with TLS)',
  description: 'With SslMode none a migration copies the whole database over an unencrypted connection.',
  resourceTypes: ['AWS::DMS::Endpoint'],
  remediation: 'Set SslMode to require (or verify-ca / verify-full with CertificateArn).',
  evaluate(resource) {
    const engine = propOf(resource, 'EngineName');
    if (isUnknown(engine)) return unknownFrom('EngineName', engine);
    if (engine === 'redis')
      return rejectOneOf(
        resource,
        ['RedisSettings', 'SslSecurityProtocol'],
        ['plaintext'],
        undefined,
        () => `${nameOf(resource)} connects to Redis in plain text (SslSecurityProtocol is plaintext).`,
      );
    if (typeof engine !== 'string' || !SSL_ENGINES.includes(engine.toLowerCase())) return NOT_APPLICABLE;
    return rejectOneOf(
      resource,
      ['SslMode'],
      ['none'],
      'none',
      () => `${nameOf(resource)} connects to the database without SSL (SslMode is none).`,
    );
  },
};
