import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: a notebook instance sets DirectInternetAccess Disabled (the default is Enabled). */
export const sagemakerNotebookNoDirectInternet: Rule = {
  id: 'sagemaker-notebook-no-direct-internet',
  service: 'sagemaker',
  severity: 'high',
  title: 'SageMaker notebooks have no direct internet access',
  description:
    'A notebook with direct internet access can send training data anywhere and be reached outside the VPC’s controls.',
  resourceTypes: ['AWS::SageMaker::NotebookInstance'],
  remediation:
    'Set SubnetId and SecurityGroupIds to place the notebook in a VPC, and DirectInternetAccess to Disabled; reach AWS services through VPC endpoints.',
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['DirectInternetAccess'],
      ['Disabled'],
      'Enabled',
      () => `${nameOf(resource)} has direct internet access: DirectInternetAccess is not Disabled.`,
    ),
};
