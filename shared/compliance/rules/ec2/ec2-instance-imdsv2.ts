import type { Rule } from '#shared/compliance/types';
import { launchTemplateOf, requiresImdsV2, setsImds } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { imageRequiresImdsV2 } from '../_lib/images';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/**
 * Compliant: the instance's MetadataOptions require IMDSv2 tokens, or (when it sets none) the
 * launch template in this template it starts from does, or neither says anything and the image
 * requires IMDSv2 itself (Amazon Linux 2023).
 */
export const ec2InstanceImdsv2: Rule = {
  id: 'ec2-instance-imdsv2',
  service: 'ec2',
  severity: 'high',
  title: 'EC2 instances require IMDSv2 session tokens',
  description:
    'IMDSv1 answers any request from the instance, which turns server-side request forgery into credential theft; IMDSv2 tokens block that path.',
  resourceTypes: ['AWS::EC2::Instance'],
  remediation:
    'Set MetadataOptions.HttpTokens to required on the instance, or on LaunchTemplateData.MetadataOptions of its launch template.',
  evaluate(resource, ctx) {
    const own = propOf(resource, 'MetadataOptions');
    let options = own;
    let label = 'MetadataOptions';
    let image = propOf(resource, 'ImageId');
    if (!setsImds(own)) {
      const link = launchTemplateOf(resource, ctx);
      if (link.kind === 'external') {
        return { status: 'unknown', reason: 'its launch template is defined outside this template' };
      }
      if (link.kind === 'template') {
        options = propOf(link.resource, 'LaunchTemplateData', 'MetadataOptions');
        label = `the MetadataOptions of launch template '${link.resource.logicalId}'`;
        image ??= propOf(link.resource, 'LaunchTemplateData', 'ImageId');
      }
    }
    const answer = requiresImdsV2(options);
    if (answer === true) return PASS;
    if (answer === false) {
      // Nothing asks for IMDSv1 and the image refuses it: no finding.
      if (!setsImds(options) && imageRequiresImdsV2(image)) return PASS;
      return failWith(
        `${nameOf(resource)} does not require IMDSv2: HttpTokens is not required, so it accepts IMDSv1 unless the AMI or account default says otherwise.`,
      );
    }
    return unknownFrom(label, answer);
  },
};
