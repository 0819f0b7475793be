import type { Rule } from '#shared/compliance/types';
import { checkEbsMappings, ebsEncryptionAnswer } from '../_lib/ec2';
import { setProp } from '../_lib/patches';
import { dig, propOf, toBool, toList } from '../_lib/props';

/** Where the block device mappings live: launch templates nest them, launch configurations do not. */
const mappingsPath = (type: string) =>
  type === 'AWS::AutoScaling::LaunchConfiguration'
    ? ['BlockDeviceMappings']
    : ['LaunchTemplateData', 'BlockDeviceMappings'];

/** Compliant: every EBS mapping in LaunchTemplateData.BlockDeviceMappings sets Ebs.Encrypted true. */
export const ec2LaunchTemplateEbsEncrypted: Rule = {
  id: 'ec2-launch-template-ebs-encrypted',
  service: 'ec2',
  severity: 'high',
  title: 'Launch templates encrypt the EBS volumes they create',
  description:
    'Instances launched from the template inherit its volumes; declaring encryption there keeps every fleet member encrypted at rest.',
  resourceTypes: ['AWS::EC2::LaunchTemplate', 'AWS::AutoScaling::LaunchConfiguration'],
  remediation:
    'Set Ebs.Encrypted to true on every LaunchTemplateData.BlockDeviceMappings entry, including the root device.',
  evaluate(resource) {
    const path = mappingsPath(resource.type);
    const check = checkEbsMappings(propOf(resource, ...path), path.join('.'));
    return ebsEncryptionAnswer(resource, check);
  },
  // Only existing mappings are patched: adding a root mapping needs the AMI's root device name.
  fix(resource) {
    const path = mappingsPath(resource.type);
    const list = toList(propOf(resource, ...path));
    if (!Array.isArray(list)) return [];
    return list.flatMap((mapping, index) => {
      const ebs = dig(mapping, 'Ebs');
      if (ebs === undefined || toBool(dig(ebs, 'Encrypted')) === true) return [];
      return [setProp(resource, [...path, index, 'Ebs', 'Encrypted'], true)];
    });
  },
};
