import { isPlainObject, setOwn } from '../plain';
import { isIntrinsicKey } from '../short-tags';
import { isUnknown, unknownValue } from '../unknown';
import { callIntrinsic } from './functions';
import { MAX_DEPTH } from './helpers';
import { NO_VALUE, type Scope } from './scope';

/** Resolves every intrinsic in `value`; returns NO_VALUE when the whole value is `AWS::NoValue`. */
export function resolveValue(value: unknown, scope: Scope, depth = 0): unknown {
  if (depth > MAX_DEPTH) return unknownValue('nested too deeply to resolve');
  const resolveChild = (child: unknown) => resolveValue(child, scope, depth + 1);
  if (Array.isArray(value)) {
    return value.map(resolveChild).filter((item) => item !== NO_VALUE);
  }
  if (!isPlainObject(value) || isUnknown(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && isIntrinsicKey(keys[0])) {
    return callIntrinsic(keys[0], value[keys[0]], { scope, resolve: resolveChild });
  }
  const resolved: Record<string, unknown> = {};
  for (const key of keys) {
    const child = resolveChild(value[key]);
    if (child !== NO_VALUE) setOwn(resolved, key, child);
  }
  return resolved;
}
