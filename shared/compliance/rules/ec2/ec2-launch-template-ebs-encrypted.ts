import type { Rule } from '#shared/compliance/types';
import { checkEbsMappings, ebsEncryptionAnswer } from '../_lib/ec2';
import { setProp } from '../_lib/patches';
import { dig, propOf, toBool, toList } from '../_lib/props';

const MAPPINGS = ['LaunchTemplateData', 'BlockDeviceMappings'] as const;

/** Compliant: every EBS mapping in LaunchTemplateData.BlockDeviceMappings sets Ebs.Encrypted true. */
export const ec2LaunchTemplateEbsEncrypted: Rule = {
  id: 'ec2-launch-template-ebs-encrypted',
  service: 'ec2',
  title: 'Launch templates encrypt the EBS volumes they create',
  description:
    'Instances launched from the template inherit its volumes; declaring encryption there keeps every fleet member encrypted at rest.',
  resourceTypes: ['AWS::EC2::LaunchTemplate'],
  remediation:
    'Set Ebs.Encrypted to true on every LaunchTemplateData.BlockDeviceMappings entry, including the root device.',
  evaluate(resource) {
    const check = checkEbsMappings(propOf(resource, ...MAPPINGS), MAPPINGS.join('.'));
    return ebsEncryptionAnswer(resource, check);
  },
  // Only existing mappings are patched: adding a root mapping needs the AMI's root device name.
  fix(resource) {
    const list = toList(propOf(resource, ...MAPPINGS));
    if (!Array.isArray(list)) return [];
    return list.flatMap((mapping, index) => {
      const ebs = dig(mapping, 'Ebs');
      if (ebs === undefined || toBool(dig(ebs, 'Encrypted')) === true) return [];
      return [setProp(resource, [...MAPPINGS, index, 'Ebs', 'Encrypted'], true)];
    });
  },
};
