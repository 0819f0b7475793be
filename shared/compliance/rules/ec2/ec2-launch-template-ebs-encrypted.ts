import type { Resource } from '#shared/cfn/types';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { checkEbsMappings, ebsEncryptionAnswer } from '../_lib/ec2';
import { PASS } from '../_lib/evaluation';
import { resourcesMentioning } from '../_lib/mention-index';
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
  evaluate(resource, ctx) {
    const path = mappingsPath(resource.type);
    const check = checkEbsMappings(propOf(resource, ...path), path.join('.'));
    const answer = ebsEncryptionAnswer(resource, check);
    // judged by what its consumers use: instances that declare their own encrypted volumes
    if (answer.status === 'fail' && check.writtenOff.length === 0 && consumersEncrypt(resource, ctx))
      return PASS;
    return answer;
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

/**
 * Every consumer of the launch template is an instance that declares its own EBS mappings, all
 * encrypted: those override the template's, so what the template leaves unset is never used.
 * An Auto Scaling group (or no consumer in the template) launches the template's own settings.
 */
function consumersEncrypt(template: Resource, ctx: ScanContext): boolean {
  const consumers = resourcesMentioning(ctx, template.logicalId).filter(
    (r) => r.type === 'AWS::EC2::Instance' || r.type === 'AWS::AutoScaling::AutoScalingGroup',
  );
  return (
    consumers.length > 0 &&
    consumers.every((r) => {
      if (r.type !== 'AWS::EC2::Instance') return false;
      const own = checkEbsMappings(propOf(r, 'BlockDeviceMappings'), 'BlockDeviceMappings');
      return own.ebsCount > 0 && own.unencrypted.length === 0 && !own.unknown;
    })
  );
}
