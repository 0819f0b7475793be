import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation, TemplatePatch } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from './evaluation';
import { setProp } from './patches';
import { dig, propOf, toBool, toList } from './props';

/**
 * DynamoDB tables keep some settings on the table and a global table on each replica. These helpers
 * check a boolean that must be true in either shape, and patch it where it is not.
 */

/** Checks `path` (under Properties, or under each Replicas[] entry of a global table). */
export function requireTrueOnTable(
  resource: Resource,
  path: readonly string[],
  failPrefix: string,
): Evaluation {
  if (resource.type !== 'AWS::DynamoDB::GlobalTable') {
    const value = toBool(propOf(resource, ...path));
    if (isUnknown(value)) return unknownFrom(path.join('.'), value);
    return value === true ? PASS : failWith(`${failPrefix}: ${path.join('.')} is not true.`);
  }
  const replicas = toList(resource.properties.Replicas);
  if (isUnknown(replicas)) return unknownFrom('Replicas', replicas);
  const off: string[] = [];
  for (const [index, replica] of replicas.entries()) {
    const value = toBool(dig(replica, ...path));
    if (isUnknown(value)) return unknownFrom(`Replicas[${index}].${path.join('.')}`, value);
    if (value !== true) off.push(String(dig(replica, 'Region') ?? `replica ${index + 1}`));
  }
  if (off.length === 0) return PASS;
  return failWith(`${failPrefix} in ${off.join(', ')}: Replicas[].${path.join('.')} is not true.`);
}

/** Sets `path` to true on the table, or on every replica of a global table that lacks it. */
export function setTrueOnTable(resource: Resource, path: readonly string[]): TemplatePatch[] {
  if (resource.type !== 'AWS::DynamoDB::GlobalTable') return [setProp(resource, path, true)];
  const replicas = toList(resource.properties.Replicas);
  if (isUnknown(replicas)) return [];
  return replicas.flatMap((replica, index) =>
    toBool(dig(replica, ...path)) === true ? [] : [setProp(resource, ['Replicas', index, ...path], true)],
  );
}

/** Where setTrueOnTable writes `path`, as its rule declares (Rule.fixPatches). */
export function onTablePaths(path: readonly string[]): string[] {
  const dotted = path.join('.');
  return [dotted, `Replicas.*.${dotted}`];
}

export const DYNAMODB_TYPES = ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'] as const;
