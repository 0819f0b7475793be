import type { Rule } from '#shared/compliance/types';
import { requiresImdsV2 } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** Compliant: LaunchTemplateData.MetadataOptions.HttpTokens is `required` (or the endpoint is off). */
export const ec2LaunchTemplateImdsv2: Rule = {
  id: 'ec2-launch-template-imdsv2',
  service: 'ec2',
  severity: 'high',
  title: 'Launch templates require IMDSv2 session tokens',
  description:
    'IMDSv1 answers any request from the instance, which turns server-side request forgery into credential theft; IMDSv2 tokens block that path.',
  resourceTypes: ['AWS::EC2::LaunchTemplate'],
  remediation: 'Set LaunchTemplateData.MetadataOptions.HttpTokens to required.',
  evaluate(resource) {
    const answer = requiresImdsV2(propOf(resource, 'LaunchTemplateData', 'MetadataOptions'));
    if (answer === true) return PASS;
    if (answer === false) {
      return failWith(
        `${nameOf(resource)} does not require IMDSv2: MetadataOptions.HttpTokens is not required, so instances accept IMDSv1 unless the AMI or account default says otherwise.`,
      );
    }
    return unknownFrom('LaunchTemplateData.MetadataOptions', answer);
  },
  fix: (resource) => [setProp(resource, ['LaunchTemplateData', 'MetadataOptions', 'HttpTokens'], 'required')],
};
