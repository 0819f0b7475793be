import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext, ScanSettings } from '#shared/compliance/types';
import { NOT_APPLICABLE, unknownFrom } from './evaluation';
import { dig, toList } from './props';

/**
 * Where a resource's tags live. Most types use `Tags` (already flattened on the resource); a few
 * use their own property, and a DynamoDB global table tags each replica.
 */
const OTHER_TAG_PROPERTIES: Record<string, string> = {
  'AWS::EFS::FileSystem': 'FileSystemTags',
  'AWS::Backup::BackupVault': 'BackupVaultTags',
};

/**
 * Tag `key` on the resource: `{ value }` when present (the value itself may be unresolved),
 * `undefined` when absent, or the UnknownValue of a tag list that cannot be read at all.
 */
export function findTagOf(
  resource: Resource,
  key: string,
): { value: string | UnknownValue } | UnknownValue | undefined {
  if (isUnknown(resource.properties.Tags)) return resource.properties.Tags;
  const direct = resource.tags[key];
  if (direct !== undefined) return { value: direct };
  const other = OTHER_TAG_PROPERTIES[resource.type];
  if (other) return findTag(resource.properties[other], key);
  if (resource.type === 'AWS::DynamoDB::GlobalTable') {
    const replicas = toList(resource.properties.Replicas);
    if (isUnknown(replicas)) return replicas;
    for (const replica of replicas) {
      const found = findTag(dig(replica, 'Tags'), key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The value of tag `key`: a string, an UnknownValue, or undefined when absent. */
export function tagValue(resource: Resource, key: string): string | UnknownValue | undefined {
  const found = findTagOf(resource, key);
  return found === undefined || isUnknown(found) ? found : found.value;
}

/** A tag in list form ([{Key, Value}]) or map form ({key: value}). */
function findTag(tags: unknown, key: string): { value: string | UnknownValue } | UnknownValue | undefined {
  if (isUnknown(tags)) return tags;
  if (Array.isArray(tags)) {
    for (const tag of tags) {
      if (isUnknown(tag)) return tag;
      if (dig(tag, 'Key') === key) return asTagValue(dig(tag, 'Value'));
    }
    return undefined;
  }
  if (tags && typeof tags === 'object') return asTagValue((tags as Record<string, unknown>)[key]);
  return undefined;
}

function asTagValue(value: unknown): { value: string | UnknownValue } | undefined {
  if (isUnknown(value) || typeof value === 'string') return { value };
  return value === undefined || value === null ? undefined : { value: String(value) };
}

export type Sensitivity = 'sensitive' | 'not-sensitive' | 'unclassified';

/** Whether the resource's classification tag names a sensitive class (case-insensitive). */
export function sensitivityOf(resource: Resource, settings: ScanSettings): Sensitivity | UnknownValue {
  const value = tagValue(resource, settings.classificationTagKey);
  if (isUnknown(value)) return value;
  if (value === undefined || value.trim() === '') return 'unclassified';
  const wanted = value.trim().toLowerCase();
  return settings.sensitiveClassifications.some((c) => c.toLowerCase() === wanted)
    ? 'sensitive'
    : 'not-sensitive';
}

/**
 * The gate of the rules that only apply to data classified sensitive: `undefined` when the rule
 * goes on, else its answer (not applicable, or unknown when the tag cannot be read).
 */
export function unlessSensitive(resource: Resource, ctx: ScanContext): Evaluation | undefined {
  const sensitivity = sensitivityOf(resource, ctx.settings);
  if (isUnknown(sensitivity)) return unknownFrom(`the ${ctx.settings.classificationTagKey} tag`, sensitivity);
  return sensitivity === 'sensitive' ? undefined : NOT_APPLICABLE;
}
