import type { Rule } from '#shared/compliance/types';
import { checkEbsMappings, ebsEncryptionAnswer, launchTemplateOf } from '../_lib/ec2';
import { NOT_APPLICABLE } from '../_lib/evaluation';
import { propOf } from '../_lib/props';

/**
 * Compliant: the instance's EBS mappings (its own, else its launch template's) all set
 * Ebs.Encrypted true. An instance that declares none relies on the AMI and the account default.
 */
export const ec2InstanceEbsEncrypted: Rule = {
  id: 'ec2-instance-ebs-encrypted',
  service: 'ec2',
  severity: 'high',
  title: 'EC2 instances encrypt their EBS volumes',
  description:
    'Volumes created with an instance hold its operating system and data; without explicit encryption they depend on the AMI and an account setting outside the template.',
  resourceTypes: ['AWS::EC2::Instance'],
  remediation:
    'Declare BlockDeviceMappings for the root and data devices with Ebs.Encrypted true (or launch from a launch template that does).',
  evaluate(resource, ctx) {
    if (resource.type !== 'AWS::EC2::Instance') return NOT_APPLICABLE;
    let check = checkEbsMappings(propOf(resource, 'BlockDeviceMappings'), 'BlockDeviceMappings');
    if (check.ebsCount === 0 && !check.unknown) {
      const link = launchTemplateOf(resource, ctx);
      if (link.kind === 'external') {
        return { status: 'unknown', reason: 'its launch template is defined outside this template' };
      }
      if (link.kind === 'template') {
        const path = ['LaunchTemplateData', 'BlockDeviceMappings'];
        check = checkEbsMappings(propOf(link.resource, ...path), `launch template ${path.join('.')}`);
      }
    }
    return ebsEncryptionAnswer(resource, check);
  },
};
