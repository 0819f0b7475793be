import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { mentions } from '../_lib/props';

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
  // CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed key.
  fixRisk(resource, ctx) {
    const alarmed = ctx
      .ofType('AWS::CloudWatch::Alarm')
      .some((alarm) => mentions(alarm.properties, resource.logicalId));
    return alarmed
      ? 'CloudWatch alarms publish to this topic and cannot use the AWS-managed SNS key'
      : undefined;
  },
  fix(resource) {
    return [setProperty(resource, ['KmsMasterKeyId'], 'alias/aws/sns')];
  },
};
