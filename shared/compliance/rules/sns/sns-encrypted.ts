import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { publishingServices } from '../_lib/sns-publishers';

/** The topic encrypts messages at rest with a KMS key (KmsMasterKeyId set). */
export const snsEncrypted: Rule = {
  id: 'sns-encrypted',
  service: 'sns',
  severity: 'medium',
  title: 'SNS topics encrypt messages at rest',
  description:
    'SNS stores messages until they are delivered; encrypting them protects any data they carry, as data ' +
    'protection controls require.',
  resourceTypes: ['AWS::SNS::Topic'],
  remediation:
    'Set KmsMasterKeyId (alias/aws/sns works for most publishers; AWS services such as CloudWatch alarms or ' +
    'S3 events need a customer managed key whose policy allows them).',
  evaluate(resource) {
    return expectSet(resource, ['KmsMasterKeyId'], `${nameOf(resource)} does not encrypt messages at rest.`);
  },
  // AWS services publishing to the topic cannot use the AWS-managed key (its policy is fixed).
  fixRisk(resource, ctx) {
    const services = publishingServices(resource, ctx);
    return services.length > 0
      ? `${services.join(', ')} publish to this topic and cannot use the AWS-managed SNS key; give it a customer managed key whose policy allows them`
      : undefined;
  },
  fixPatches: { properties: ['KmsMasterKeyId'] },
  fix(resource) {
    return [setProperty(resource, ['KmsMasterKeyId'], 'alias/aws/sns')];
  },
};
