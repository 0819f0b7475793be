import { isPlainObject } from '#shared/cfn/plain';
import { refTo, type Scope } from './scope';
import { rewriteSub } from './sub';

/** A value of the instance's template as the composed template has it. */
export function rewrite(value: unknown, scope: Scope): unknown {
  return walk(value, scope, false);
}

/** A Conditions (or Rules) expression, where `{ Condition: name }` names another condition. */
export function rewriteCondition(value: unknown, scope: Scope): unknown {
  return walk(value, scope, true);
}

function walk(value: unknown, scope: Scope, inCondition: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, scope, inCondition));
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const key = keys[0] as string;
    const rewritten = intrinsic(key, value[key], scope, inCondition);
    if (rewritten !== undefined) return rewritten;
  }
  return Object.fromEntries(keys.map((key) => [key, walk(value[key], scope, inCondition)]));
}

/** The rewritten intrinsic function call, or undefined when `key` names none that holds names. */
function intrinsic(key: string, arg: unknown, scope: Scope, inCondition: boolean): unknown {
  const again = (item: unknown) => walk(item, scope, inCondition);
  const name = (item: unknown) => (typeof item === 'string' ? `${scope.prefix}${item}` : again(item));
  switch (key) {
    case 'Ref':
      return typeof arg === 'string' ? refTo(arg, scope) : undefined;
    case 'Fn::GetAtt': {
      const [id, ...attribute] =
        typeof arg === 'string' ? splitAttribute(arg) : Array.isArray(arg) ? arg : [];
      if (id === undefined) return undefined;
      return { 'Fn::GetAtt': [name(id), ...attribute.map(again)] };
    }
    case 'Fn::Sub':
      return { 'Fn::Sub': rewriteSub(arg, scope, again) };
    case 'Fn::If':
      return Array.isArray(arg) ? { 'Fn::If': [name(arg[0]), ...arg.slice(1).map(again)] } : undefined;
    case 'Fn::FindInMap':
      return Array.isArray(arg) ? { 'Fn::FindInMap': [name(arg[0]), ...arg.slice(1).map(again)] } : undefined;
    case 'Condition':
      return inCondition && typeof arg === 'string' ? { Condition: `${scope.prefix}${arg}` } : undefined;
    default:
      return undefined;
  }
}

/** `Res.Attr.Sub` is `['Res', 'Attr.Sub']`: a logical id never holds a dot. */
function splitAttribute(text: string): string[] {
  const dot = text.indexOf('.');
  return dot < 0 ? [text] : [text.slice(0, dot), text.slice(dot + 1)];
}
