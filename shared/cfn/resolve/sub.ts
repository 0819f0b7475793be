import { isPlainObject } from '../plain';
import { isUnknown, type UnknownValue, unknownValue } from '../unknown';
import { attributeOf, type Call, isText, lookupName, malformed } from './call';
import { collectRefs } from './helpers';

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
  for (let at = variableAt(text, 0); at !== undefined; at = variableAt(text, at.end)) {
    const inner = text.slice(at.start + 2, at.end - 1);
    if (inner.startsWith('!')) continue;
    const name = inner.trim();
    const value = given.has(name) ? given.get(name) : lookupVariable(name, call);
    const match = at.end - at.start;
    const piece = isText(value) ? String(value) : text.slice(at.start, at.end);
    length += piece.length - match;
    pieces.push(piece);
    if (!isText(value)) unresolved.push(isUnknown(value) ? value : malformed('Fn::Sub'));
  }
  // measured before it is built: nested Subs can multiply a value's length per level
  call.scope.spend(length, 'Fn::Sub');
  let result = '';
  let written = 0;
  let next = 0;
  for (let at = variableAt(text, 0); at !== undefined; at = variableAt(text, at.end)) {
    const literal = text.charCodeAt(at.start + 2) === BANG;
    result +=
      text.slice(written, at.start) + (literal ? `\${${text.slice(at.start + 3, at.end)}` : pieces[next++]);
    written = at.end;
  }
  if (written < text.length) result += written === 0 ? text : text.slice(written);
  if (unresolved.length === 0) return result;
  const [first] = unresolved;
  const others = unresolved.length - 1;
  const reason = others === 0 ? first.reason : `${first.reason} and ${others} other unresolved value(s)`;
  return unknownValue(`text built from ${reason}`, collectRefs(...unresolved));
}

const BANG = 33;

/**
 * The next `${...}` at or after `from` (its start and the position past its `}`), as the pattern
 * /\$\{([^}]*)\}/g finds it, without a match object or a rebuilt text per search: the first `${`
 * closed by the first `}` after it. With no `}` after a `${`, none after it is closed either.
 */
function variableAt(text: string, from: number): { start: number; end: number } | undefined {
  const start = text.indexOf('${', from);
  if (start < 0) return undefined;
  const close = text.indexOf('}', start + 2);
  return close < 0 ? undefined : { start, end: close + 1 };
}

function lookupVariable(name: string, call: Call): unknown {
  const dot = name.indexOf('.');
  if (dot > 0 && !call.scope.parameters.has(name)) {
    return attributeOf(name.slice(0, dot), name.slice(dot + 1), call.scope);
  }
  return lookupName(name, call.scope);
}
