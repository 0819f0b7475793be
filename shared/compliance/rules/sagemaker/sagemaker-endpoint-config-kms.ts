import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { expectSet, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toBool } from '../_lib/props';

/** Compliant: sageMaker endpoint configurations encrypt volumes and captured data with KMS. */
export const sagemakerEndpointConfigKms: Rule = {
  id: 'sagemaker-endpoint-config-kms',
  service: 'sagemaker',
  severity: 'medium',
  title: 'SageMaker endpoint configurations encrypt volumes and captured data with KMS',
  description:
    'An endpoint keeps the model on its instances and, with data capture on, writes every request and response to S3: both should be encrypted with a key the account controls.',
  resourceTypes: ['AWS::SageMaker::EndpointConfig'],
  remediation:
    'Set KmsKeyId (the instance volumes) and, where DataCaptureConfig captures requests, DataCaptureConfig.KmsKeyId to a customer managed KMS key.',
  evaluate(resource) {
    const volumes = expectSet(
      resource,
      ['KmsKeyId'],
      `${nameOf(resource)} encrypts its instance volumes without a customer managed key (no KmsKeyId).`,
    );
    if (volumes.status !== 'pass') return volumes;
    const capture = propOf(resource, 'DataCaptureConfig');
    if (capture === undefined) return PASS;
    if (isUnknown(capture)) return unknownFrom('DataCaptureConfig', capture);
    const enabled = toBool(dig(capture, 'EnableCapture'));
    if (isUnknown(enabled)) return unknownFrom('DataCaptureConfig.EnableCapture', enabled);
    if (enabled === false) return PASS;
    return expectSet(
      resource,
      ['DataCaptureConfig', 'KmsKeyId'],
      `${nameOf(resource)} captures requests and responses to S3 without a customer managed key (no DataCaptureConfig.KmsKeyId).`,
    );
  },
};
