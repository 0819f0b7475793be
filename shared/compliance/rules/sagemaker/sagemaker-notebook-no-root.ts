import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: a notebook instance sets RootAccess Disabled (the default is Enabled). */
export const sagemakerNotebookNoRoot: Rule = {
  id: 'sagemaker-notebook-no-root',
  service: 'sagemaker',
  severity: 'medium',
  title: 'SageMaker notebook users have no root access',
  description:
    'Root on a notebook lets its users change the instance’s software and network settings and read what other sessions left on it.',
  resourceTypes: ['AWS::SageMaker::NotebookInstance'],
  remediation: 'Set RootAccess to Disabled; install packages through a lifecycle configuration instead.',
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['RootAccess'],
      ['Disabled'],
      'Enabled',
      () => `${nameOf(resource)} gives its users root access: RootAccess is not Disabled.`,
    ),
};
