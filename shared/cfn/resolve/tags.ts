import { isPlainObject, setOwn } from '../plain';
import { isUnknown, type UnknownValue } from '../unknown';

/**
 * Tags in either CloudFormation form, list (`[{ Key, Value }]`, most resources) or map
 * (`{ key: value }`, SAM and a few resource types), flattened to key -> value. A tag whose key
 * cannot be resolved is left out: there is nothing to look it up by.
 */
export function flattenTags(tags: unknown): Record<string, string | UnknownValue> {
  const flat: Record<string, string | UnknownValue> = {};
  const add = (key: unknown, value: unknown) => {
    if (typeof key !== 'string') return;
    if (isUnknown(value)) setOwn(flat, key, value);
    else if (['string', 'number', 'boolean'].includes(typeof value)) setOwn(flat, key, String(value));
  };
  if (Array.isArray(tags)) {
    for (const tag of tags) if (isPlainObject(tag)) add(tag.Key, tag.Value);
  } else if (isPlainObject(tags) && !isUnknown(tags)) {
    for (const [key, value] of Object.entries(tags)) add(key, value);
  }
  return flat;
}
