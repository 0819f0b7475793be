import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { nameOf } from './nouns';
import { dig, propOf, toBool, toList } from './props';

/** Readers shared by the EC2 instance and launch template rules. */

/** IMDSv2 is required when HttpTokens is `required`, or there is no metadata endpoint at all. */
export function requiresImdsV2(options: unknown): boolean | UnknownValue {
  if (isUnknown(options)) return options;
  const endpoint = dig(options, 'HttpEndpoint');
  const tokens = dig(options, 'HttpTokens');
  if (endpoint === 'disabled' || tokens === 'required') return true;
  if (isUnknown(tokens)) return tokens;
  if (isUnknown(endpoint)) return endpoint;
  return false;
}

/** Whether the metadata options say anything about tokens or the endpoint. */
export function setsImds(options: unknown): boolean {
  return (
    isUnknown(options) ||
    dig(options, 'HttpTokens') !== undefined ||
    dig(options, 'HttpEndpoint') !== undefined
  );
}

export type LaunchTemplateLink =
  | { kind: 'none' }
  | { kind: 'template'; resource: Resource }
  | { kind: 'external' };

/**
 * The launch template an instance is started from: one in this template (by Ref or GetAtt), one
 * outside it (a literal id or name), or none.
 */
export function launchTemplateOf(instance: Resource, ctx: ScanContext): LaunchTemplateLink {
  const spec = propOf(instance, 'LaunchTemplate');
  if (spec === undefined || spec === null) return { kind: 'none' };
  for (const value of [spec, dig(spec, 'LaunchTemplateId'), dig(spec, 'LaunchTemplateName')]) {
    if (!isUnknown(value)) continue;
    for (const id of value.refs ?? []) {
      const target = ctx.byId(id);
      if (target?.type === 'AWS::EC2::LaunchTemplate') return { kind: 'template', resource: target };
    }
  }
  return { kind: 'external' };
}

export interface EbsMappingCheck {
  /** device names (or positions) of EBS mappings that do not set Encrypted to true */
  unencrypted: string[];
  /** of those, the ones that write Encrypted false (the others leave it to the account default) */
  writtenOff: string[];
  ebsCount: number;
  unknown?: { label: string; value: UnknownValue };
}

/** Checks BlockDeviceMappings; instance-store and NoDevice entries carry no EBS volume. */
export function checkEbsMappings(mappings: unknown, label: string): EbsMappingCheck {
  const list = toList(mappings);
  if (isUnknown(list))
    return { unencrypted: [], writtenOff: [], ebsCount: 0, unknown: { label, value: list } };
  const result: EbsMappingCheck = { unencrypted: [], writtenOff: [], ebsCount: 0 };
  list.forEach((mapping, index) => {
    const ebs = dig(mapping, 'Ebs');
    if (isUnknown(mapping) || isUnknown(ebs)) {
      result.unknown ??= {
        label: `${label}[${index}]`,
        value: (isUnknown(mapping) ? mapping : ebs) as UnknownValue,
      };
      return;
    }
    if (ebs === undefined || ebs === null) return;
    result.ebsCount++;
    const encrypted = toBool(dig(ebs, 'Encrypted'));
    if (isUnknown(encrypted))
      result.unknown ??= { label: `${label}[${index}].Ebs.Encrypted`, value: encrypted };
    else if (encrypted !== true) {
      const device = dig(mapping, 'DeviceName');
      const name = typeof device === 'string' ? device : `mapping ${index + 1}`;
      result.unencrypted.push(name);
      if (encrypted === false) result.writtenOff.push(name);
    }
  });
  return result;
}

/**
 * The answer of both EBS encryption rules (instance and launch template) from a mappings check.
 * `Encrypted: false` written is an unencrypted volume (high); a setting left out is not: the
 * account's EBS encryption default applies, which the template cannot see (medium, and worded
 * so). A definite answer wins over an unknown one.
 */
export function ebsEncryptionAnswer(resource: Resource, check: EbsMappingCheck): Evaluation {
  if (check.writtenOff.length > 0) {
    return failWith(
      `${nameOf(resource)} creates unencrypted EBS volumes (${check.writtenOff.join(', ')}): Ebs.Encrypted is false.`,
    );
  }
  if (check.unencrypted.length > 0) {
    return failWith(
      `${nameOf(resource)} does not set Ebs.Encrypted on ${check.unencrypted.join(', ')}. Not set: the account's EBS default applies.`,
      'medium',
    );
  }
  if (check.unknown) return unknownFrom(check.unknown.label, check.unknown.value);
  if (check.ebsCount === 0) {
    return failWith(
      `${nameOf(resource)} declares no EBS mappings with Encrypted true. Not set: the account's EBS default applies (and the AMI's snapshot settings).`,
      'medium',
    );
  }
  return PASS;
}

export interface PublicIpRequest {
  /** positions of interfaces that set AssociatePublicIpAddress to true */
  requested: number[];
  unknown?: { label: string; value: UnknownValue };
}

/** Reads NetworkInterfaces[].AssociatePublicIpAddress (instances and launch templates alike). */
export function publicIpRequests(interfaces: unknown, label: string): PublicIpRequest {
  const list = toList(interfaces);
  if (isUnknown(list)) return { requested: [], unknown: { label, value: list } };
  const result: PublicIpRequest = { requested: [] };
  list.forEach((nic, index) => {
    const value = isUnknown(nic) ? nic : toBool(dig(nic, 'AssociatePublicIpAddress'));
    if (isUnknown(value)) result.unknown ??= { label: `${label}[${index}].AssociatePublicIpAddress`, value };
    else if (value === true) result.requested.push(index);
  });
  return result;
}
