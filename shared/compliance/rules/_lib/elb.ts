import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { TemplatePatch } from '#shared/compliance/types';
import { propertyPath } from './patches';
import { asList, dig, propOf, toBool } from './props';

/** Type defaults to application and Scheme to internet-facing. */
export function loadBalancerType(lb: Resource): string | UnknownValue {
  const type = propOf(lb, 'Type');
  return isUnknown(type) ? type : typeof type === 'string' ? type : 'application';
}

export function loadBalancerScheme(lb: Resource): string | UnknownValue {
  const scheme = propOf(lb, 'Scheme');
  return isUnknown(scheme) ? scheme : typeof scheme === 'string' ? scheme : 'internet-facing';
}

/**
 * Whether LoadBalancerAttributes sets `key` to true. An unreadable list, entry or value gives the
 * UnknownValue; an attribute that is not listed keeps its AWS default (false for the ones we check).
 */
export function attributeIsTrue(lb: Resource, key: string): boolean | UnknownValue {
  const attributes = asList(propOf(lb, 'LoadBalancerAttributes'));
  if (attributes === undefined) return false;
  if (isUnknown(attributes)) return attributes;
  let unknown: UnknownValue | undefined;
  for (const attribute of attributes) {
    const name = dig(attribute, 'Key');
    if (isUnknown(name)) unknown ??= name;
    if (name !== key) continue;
    const value = dig(attribute, 'Value');
    if (isUnknown(value)) return value;
    return toBool(value) === true;
  }
  return unknown ?? false;
}

/** Sets one attribute to "true": edits the existing entry, appends one, or creates the list. */
export function setAttributeTrue(lb: Resource, key: string): TemplatePatch[] {
  const attributes = propOf(lb, 'LoadBalancerAttributes');
  if (attributes === undefined) {
    return [
      { op: 'set', path: propertyPath(lb, 'LoadBalancerAttributes'), value: [{ Key: key, Value: 'true' }] },
    ];
  }
  if (!Array.isArray(attributes)) return [];
  const index = attributes.findIndex((a) => dig(a, 'Key') === key);
  if (index >= 0)
    return [{ op: 'set', path: propertyPath(lb, 'LoadBalancerAttributes', index, 'Value'), value: 'true' }];
  const path = propertyPath(lb, 'LoadBalancerAttributes', attributes.length);
  return [{ op: 'set', path, value: { Key: key, Value: 'true' } }];
}
