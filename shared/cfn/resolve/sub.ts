import { isPlainObject } from '../plain';
import { isUnknown, type UnknownValue, unknownValue } from '../unknown';
import { attributeOf, type Call, isText, lookupName, malformed } from './call';
import { collectRefs } from './helpers';

const VARIABLE = /\$\{([^}]*)\}/g;
const NO_VARIABLES: ReadonlyMap<string, unknown> = new Map();

/**
 * `Fn::Sub` in both forms. `${!Literal}` writes `${Literal}`; `${Res.Attr}` is a GetAtt. If any
 * variable cannot be resolved the whole text is unknown, carrying the refs of every such variable
 * (a policy ARN built from `${Bucket}` still says which bucket it targets).
 */
export function sub(args: unknown, call: Call): unknown {
  let text: string;
  let variables: Record<string, unknown> = {};
  if (typeof args === 'string') text = args;
  else if (
    Array.isArray(args) &&
    args.length === 2 &&
    typeof args[0] === 'string' &&
    isPlainObject(args[1])
  ) {
    [text, variables] = [args[0], args[1]];
  } else return malformed('Fn::Sub');

  const names = Object.keys(variables);
  // the short form (text only) has no variables map to resolve: most Subs in a template
  const given: ReadonlyMap<string, unknown> =
    names.length === 0 ? NO_VARIABLES : new Map(names.map((name) => [name, call.resolve(variables[name])]));
  const unresolved: UnknownValue[] = [];
  const pieces: string[] = [];
  let length = text.length;
  text.replace(VARIABLE, (match, inner: string) => {
    if (inner.startsWith('!')) return match;
    const name = inner.trim();
    const value = given.has(name) ? given.get(name) : lookupVariable(name, call);
    const piece = isText(value) ? String(value) : match;
    length += piece.length - match.length;
    pieces.push(piece);
    if (!isText(value)) unresolved.push(isUnknown(value) ? value : malformed('Fn::Sub'));
    return match;
  });
  // measured before it is built: nested Subs can multiply a value's length per level
  call.scope.spend(length, 'Fn::Sub');
  let next = 0;
  const result = text.replace(VARIABLE, (_match, inner: string) =>
    inner.startsWith('!') ? `\${${inner.slice(1)}}` : pieces[next++],
  );
  if (unresolved.length === 0) return result;
  const [first] = unresolved;
  const others = unresolved.length - 1;
  const reason = others === 0 ? first.reason : `${first.reason} and ${others} other unresolved value(s)`;
  return unknownValue(`text built from ${reason}`, collectRefs(...unresolved));
}

function lookupVariable(name: string, call: Call): unknown {
  const dot = name.indexOf('.');
  if (dot > 0 && !call.scope.parameters.has(name)) {
    return attributeOf(name.slice(0, dot), name.slice(dot + 1), call.scope);
  }
  return lookupName(name, call.scope);
}
