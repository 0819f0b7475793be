import { setOwn } from '../plain';
import { isIntrinsicKey } from '../short-tags';
import { isUnknown, unknownValue } from '../unknown';
import { callIntrinsic } from './functions';
import { MAX_DEPTH } from './helpers';
import { NO_VALUE, type Scope } from './scope';

/**
 * Resolves every intrinsic in `value`; returns NO_VALUE when the whole value is `AWS::NoValue`.
 * A subtree without intrinsics comes back as the same object (no copy), so the result shares
 * those parts with the parsed template: both are read-only to every reader.
 */
export function resolveValue(value: unknown, scope: Scope, depth = 0): unknown {
  // Scalars are most of a template: answer them before anything else (this runs per value).
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return unknownValue('nested too deeply to resolve');
  if (Array.isArray(value)) {
    let items: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const child = resolveValue(value[i], scope, depth + 1);
      if (items) {
        if (child !== NO_VALUE) items.push(child);
      } else if (child !== value[i]) {
        items = value.slice(0, i);
        if (child !== NO_VALUE) items.push(child);
      }
    }
    return items ?? value;
  }
  if (isUnknown(value)) return value;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  if (keys.length === 1 && isIntrinsicKey(keys[0])) {
    const resolve = (child: unknown) => resolveValue(child, scope, depth + 1);
    return callIntrinsic(keys[0], record[keys[0]], { scope, resolve });
  }
  let resolved: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const child = resolveValue(record[keys[i]], scope, depth + 1);
    if (!resolved) {
      if (child === record[keys[i]]) continue;
      resolved = {};
      for (let j = 0; j < i; j++) setOwn(resolved, keys[j], record[keys[j]]);
    }
    if (child !== NO_VALUE) setOwn(resolved, keys[i], child);
  }
  return resolved ?? value;
}
