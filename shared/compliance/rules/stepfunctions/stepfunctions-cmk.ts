import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: step Functions state machines encrypt with a customer managed key. */
export const stepfunctionsCmk: Rule = {
  id: 'stepfunctions-cmk',
  service: 'stepfunctions',
  severity: 'medium',
  title: 'Step Functions state machines encrypt with a customer managed key',
  description:
    'Executions carry their input and output; with the AWS owned key the account cannot limit or audit who decrypts them.',
  resourceTypes: ['AWS::StepFunctions::StateMachine'],
  remediation: 'Set EncryptionConfiguration { Type: CUSTOMER_MANAGED_KMS_KEY, KmsKeyId }.',
  evaluate(resource) {
    return requireOneOf(
      resource,
      ['EncryptionConfiguration', 'Type'],
      ['CUSTOMER_MANAGED_KMS_KEY'],
      'AWS_OWNED_KEY',
      (value) =>
        `${nameOf(resource)} encrypts with an AWS owned key (EncryptionConfiguration.Type is ${value}).`,
    );
  },
};
