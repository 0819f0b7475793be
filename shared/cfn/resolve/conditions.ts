import { isPlainObject } from '../plain';
import { isUnknown, type UnknownValue, unknownValue } from '../unknown';
import type { Call } from './call';
import { findUnknown, unknownFrom } from './helpers';

const MAX_DEPTH = 64;

/**
 * Evaluates a condition expression with three-valued logic: an unknown operand makes the result
 * unknown unless the other operands already decide it (false in `Fn::And`, true in `Fn::Or`).
 */
export function evaluateCondition(expr: unknown, call: Call, depth = 0): boolean | UnknownValue {
  if (depth > MAX_DEPTH) return unknownValue('a condition nested too deeply to evaluate');
  if (typeof expr === 'boolean') return expr;
  if (expr === 'true' || expr === 'false') return expr === 'true';
  if (isUnknown(expr)) return expr;
  const keys = isPlainObject(expr) ? Object.keys(expr) : [];
  if (keys.length !== 1) return unknownValue('a malformed condition');
  const [key] = keys;
  const args = (expr as Record<string, unknown>)[key];
  switch (key) {
    case 'Condition':
      return typeof args === 'string' ? call.scope.condition(args) : unknownValue('a malformed Condition');
    case 'Fn::Equals':
      return equals(args, call);
    case 'Fn::Not': {
      if (!Array.isArray(args) || args.length !== 1) return unknownValue('a malformed Fn::Not');
      const value = evaluateCondition(args[0], call, depth + 1);
      return isUnknown(value) ? value : !value;
    }
    case 'Fn::And':
    case 'Fn::Or': {
      if (!Array.isArray(args) || args.length === 0) return unknownValue(`a malformed ${key}`);
      const values = args.map((arg) => evaluateCondition(arg, call, depth + 1));
      const decisive = key === 'Fn::Or';
      if (values.includes(decisive)) return decisive;
      return values.find(isUnknown) ?? !decisive;
    }
    default:
      return unknownValue(`a condition using ${key}, which is not a condition function`);
  }
}

function equals(args: unknown, call: Call): boolean | UnknownValue {
  if (!Array.isArray(args) || args.length !== 2) return unknownValue('a malformed Fn::Equals');
  const [a, b] = args.map(call.resolve);
  const unknown = findUnknown([a, b]);
  if (unknown) return unknownFrom(unknown.reason, a, b);
  return comparable(a) === comparable(b);
}

/** CloudFormation compares the text of both sides, so 5 equals "5". */
function comparable(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? 'undefined';
}
