import { isPlainObject, setOwn } from '../plain';
import { isUnknown, type UnknownValue } from '../unknown';

/**
 * Tags in either CloudFormation form, list (`[{ Key, Value }]`, most resources) or map
 * (`{ key: value }`, SAM and a few resource types), flattened to key -> value. A tag whose key
 * cannot be resolved is left out: there is nothing to look it up by.
 */
export function flattenTags(tags: unknown): Record<string, string | UnknownValue> {
  // Most resources carry no tags: they share one frozen empty map instead of one each (a
  // 10,000-resource scan keeps every resource to its end).
  if (tags === undefined) return NO_TAGS;
  const flat: Record<string, string | UnknownValue> = {};
  if (Array.isArray(tags)) {
    for (const tag of tags) if (isPlainObject(tag)) addTag(flat, tag.Key, tag.Value);
  } else if (isPlainObject(tags) && !isUnknown(tags)) {
    for (const key of Object.keys(tags)) addTag(flat, key, tags[key]);
  }
  return flat;
}

function addTag(flat: Record<string, string | UnknownValue>, key: unknown, value: unknown): void {
  if (typeof key !== 'string') return;
  if (isUnknown(value)) setOwn(flat, key, value);
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    setOwn(flat, key, String(value));
}

const NO_TAGS: Record<string, string | UnknownValue> = Object.freeze({});
