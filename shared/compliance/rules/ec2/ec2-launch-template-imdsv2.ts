import type { Rule } from '#shared/compliance/types';
import { requiresImdsV2, setsImds } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { imageRequiresImdsV2 } from '../_lib/images';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** Where the metadata options live: launch templates nest them, launch configurations do not. */
const optionsPath = (type: string) =>
  type === 'AWS::AutoScaling::LaunchConfiguration'
    ? ['MetadataOptions']
    : ['LaunchTemplateData', 'MetadataOptions'];

/**
 * Compliant: the metadata options' HttpTokens is `required` (or the endpoint is off), or they say
 * nothing and the image requires IMDSv2 itself (Amazon Linux 2023).
 */
export const ec2LaunchTemplateImdsv2: Rule = {
  id: 'ec2-launch-template-imdsv2',
  service: 'ec2',
  severity: 'high',
  title: 'Launch templates require IMDSv2 session tokens',
  description:
    'IMDSv1 answers any request from the instance, which turns server-side request forgery into credential theft; IMDSv2 tokens block that path.',
  resourceTypes: ['AWS::EC2::LaunchTemplate', 'AWS::AutoScaling::LaunchConfiguration'],
  remediation:
    'Set LaunchTemplateData.MetadataOptions.HttpTokens (MetadataOptions.HttpTokens on a launch configuration) to required.',
  evaluate(resource) {
    const path = optionsPath(resource.type);
    const options = propOf(resource, ...path);
    const answer = requiresImdsV2(options);
    if (answer === true) return PASS;
    if (answer === false) {
      const image = propOf(resource, ...path.slice(0, -1), 'ImageId');
      if (!setsImds(options) && imageRequiresImdsV2(image)) return PASS;
      return failWith(
        `${nameOf(resource)} does not require IMDSv2: MetadataOptions.HttpTokens is not required, so instances accept IMDSv1 unless the AMI or account default says otherwise.`,
      );
    }
    return unknownFrom(path.join('.'), answer);
  },
  fixPatches: { properties: ['MetadataOptions.HttpTokens', 'LaunchTemplateData.MetadataOptions.HttpTokens'] },
  fix: (resource) => [setProp(resource, [...optionsPath(resource.type), 'HttpTokens'], 'required')],
};
