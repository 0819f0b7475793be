import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: sageMaker notebooks encrypt their storage with a customer managed key. */
export const sagemakerNotebookKms: Rule = {
  id: 'sagemaker-notebook-kms',
  service: 'sagemaker',
  severity: 'medium',
  title: 'SageMaker notebooks and domains encrypt storage with a customer managed key',
  description:
    'Without KmsKeyId the notebook or Studio storage is encrypted with a key AWS manages for the account, so who may read the data cannot be limited through the key policy.',
  resourceTypes: ['AWS::SageMaker::NotebookInstance', 'AWS::SageMaker::Domain'],
  remediation:
    'Set KmsKeyId to a customer managed KMS key whose policy names the notebook or domain execution role.',
  evaluate(resource) {
    return expectSet(
      resource,
      ['KmsKeyId'],
      `${nameOf(resource)} encrypts its storage without a customer managed key (no KmsKeyId).`,
    );
  },
};
