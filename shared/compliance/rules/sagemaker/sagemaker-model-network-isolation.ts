import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: sageMaker models run with network isolation. */
export const sagemakerModelNetworkIsolation: Rule = {
  id: 'sagemaker-model-network-isolation',
  service: 'sagemaker',
  severity: 'medium',
  title: 'SageMaker models run with network isolation',
  description:
    'Without network isolation the model container can call out to the internet and other services, so a tampered model can send away the data it is given.',
  resourceTypes: ['AWS::SageMaker::Model'],
  remediation:
    'Set EnableNetworkIsolation to true (and VpcConfig where the model must reach resources in the VPC).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['EnableNetworkIsolation'],
      `${nameOf(resource)} can reach the network from its container (EnableNetworkIsolation is not true).`,
    );
  },
};
