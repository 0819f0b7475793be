import { onlyKey, setOwn } from '../plain';
import { isIntrinsicKey } from '../short-tags';
import { isUnknown, unknownValue } from '../unknown';
import type { Call } from './call';
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
  const record = value as Record<string, unknown>;
  const only = onlyKey(record);
  if (only !== undefined && isIntrinsicKey(only)) {
    return callIntrinsic(only, record[only], callAt(scope, depth, only === 'Fn::If'));
  }
  // for...in, not Object.keys: no list of keys per mapping (parsed templates are plain data)
  let resolved: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = record[key];
    const child = resolveValue(item, scope, depth + 1);
    if (!resolved) {
      if (child === item) continue;
      resolved = {};
      for (const earlier in record) {
        if (earlier === key) break;
        setOwn(resolved, earlier, record[earlier]);
      }
    }
    if (child !== NO_VALUE) setOwn(resolved, key, child);
  }
  return resolved ?? value;
}

/**
 * What an intrinsic at `depth` receives: its arguments resolve one level deeper. Only `Fn::If` may
 * pass AWS::NoValue on (to remove its key); as any other argument it is an error, an unknown. Made
 * once per scope, depth and kind rather than per call (templates are full of intrinsics).
 */
function callAt(scope: Scope, depth: number, passesNoValue: boolean): Call {
  scope.calls ??= { passing: [], strict: [] };
  const { calls } = scope;
  const list = passesNoValue ? calls.passing : calls.strict;
  let call = list[depth];
  if (!call) {
    call = passesNoValue
      ? { scope, resolve: (value) => resolveValue(value, scope, depth + 1) }
      : { scope, resolve: (value) => noValueAsUnknown(resolveValue(value, scope, depth + 1)) };
    list[depth] = call;
  }
  return call;
}

function noValueAsUnknown(value: unknown): unknown {
  return value === NO_VALUE ? unknownValue('AWS::NoValue used where a value is needed') : value;
}
