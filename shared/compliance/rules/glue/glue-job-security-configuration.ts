import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: a Glue job names a SecurityConfiguration (encryption of its S3 output, logs and bookmarks). */
export const glueJobSecurityConfiguration: Rule = {
  id: 'glue-job-security-configuration',
  service: 'glue',
  severity: 'medium',
  title: 'Glue jobs use a security configuration',
  description:
    'Without a security configuration a job writes its output, CloudWatch logs and job bookmarks without the encryption the configuration sets.',
  resourceTypes: ['AWS::Glue::Job'],
  remediation:
    'Create an AWS::Glue::SecurityConfiguration with S3, CloudWatch and job bookmarks encryption (SSE-KMS) and set the job’s SecurityConfiguration to its name.',
  evaluate: (resource) =>
    expectSet(
      resource,
      ['SecurityConfiguration'],
      `${nameOf(resource)} runs without a security configuration.`,
    ),
};
