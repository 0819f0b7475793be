import { isPlainObject } from '../plain';
import { isUnknown, unknownValue } from '../unknown';
import { attributeOf, type Call, isText, lookupName, malformed } from './call';
import { cidr } from './cidr';
import { evaluateCondition } from './conditions';
import { findInMap } from './find-in-map';
import { collectRefs, findUnknown, mergeBranches, unknownFrom } from './helpers';
import { jsonLength, utf8Length } from './measure';
import { MAX_BUILT_TEXT, NO_VALUE } from './scope';
import { sub } from './sub';

const pair = (args: unknown): [unknown, unknown] | undefined =>
  Array.isArray(args) && args.length === 2 ? [args[0], args[1]] : undefined;

type Handler = (args: unknown, call: Call) => unknown;

const HANDLERS: Record<string, Handler> = {
  Ref: (args, { scope }) => (typeof args === 'string' ? lookupName(args, scope) : malformed('Ref')),

  'Fn::GetAtt': (args, { scope, resolve }) => {
    const parts = typeof args === 'string' ? args.split(/\.(.*)/s, 2) : args;
    if (!Array.isArray(parts) || parts.length !== 2 || typeof parts[0] !== 'string')
      return malformed('Fn::GetAtt');
    const attribute = resolve(parts[1]);
    return attributeOf(parts[0], typeof attribute === 'string' ? attribute : '<computed>', scope);
  },

  'Fn::If': (args, call) => {
    if (!Array.isArray(args) || args.length !== 3 || typeof args[0] !== 'string') return malformed('Fn::If');
    const [name, whenTrue, whenFalse] = args;
    const condition = call.scope.condition(name);
    if (condition === true) return call.resolve(whenTrue);
    if (condition === false) return call.resolve(whenFalse);
    const a = call.resolve(whenTrue);
    const b = call.resolve(whenFalse);
    const reason = `set by condition ${name}, which depends on ${condition.reason}`;
    return mergeBranches(a, b, () => unknownValue(reason, collectRefs(condition, a, b)));
  },

  'Fn::Join': (args, { resolve, scope }) => {
    const parts = pair(args);
    if (!parts) return malformed('Fn::Join');
    const [delimiter, list] = parts.map(resolve);
    if (isUnknown(list)) return unknownFrom(`text joined from ${list.reason}`, list);
    if (typeof delimiter !== 'string' || !Array.isArray(list)) return malformed('Fn::Join');
    const unknown = list.find(isUnknown);
    if (unknown) return unknownFrom(`text joined from parts that include ${unknown.reason}`, list);
    if (!list.every(isText)) return malformed('Fn::Join');
    const texts = list.map(String);
    const length = texts.reduce(
      (sum, item) => sum + item.length,
      delimiter.length * Math.max(0, texts.length - 1),
    );
    scope.spend(length, 'Fn::Join');
    return texts.join(delimiter);
  },

  'Fn::Select': (args, { resolve }) => {
    const parts = pair(args);
    if (!parts) return malformed('Fn::Select');
    const [index, list] = parts.map(resolve);
    const unknown = findUnknown(index) ?? (isUnknown(list) ? list : undefined);
    if (unknown) return unknownFrom(`an item selected from ${unknown.reason}`, index, list);
    const position = Number(index);
    if (!Array.isArray(list) || !isText(index) || !Number.isInteger(position)) return malformed('Fn::Select');
    return position >= 0 && position < list.length ? list[position] : malformed('Fn::Select');
  },

  'Fn::Split': (args, { resolve }) => {
    const parts = pair(args);
    if (!parts) return malformed('Fn::Split');
    const [delimiter, text] = parts.map(resolve);
    const unknown = findUnknown([delimiter, text]);
    if (unknown) return unknownFrom(`a list split from ${unknown.reason}`, delimiter, text);
    if (typeof delimiter !== 'string' || delimiter === '' || !isText(text)) return malformed('Fn::Split');
    return String(text).split(delimiter);
  },

  'Fn::GetAZs': (args, { scope, resolve }) => {
    const region = resolve(args);
    if (isUnknown(region)) return unknownFrom(`the Availability Zones of ${region.reason}`, region);
    const name = typeof region === 'string' && region !== '' ? region : scope.region;
    if (!name) return unknownValue('the Availability Zones of a region chosen at deployment');
    return ['a', 'b', 'c'].map((zone) => `${name}${zone}`);
  },

  'Fn::ImportValue': (args, { resolve }) => {
    const name = resolve(args);
    const exportName = typeof name === 'string' ? `export ${name}` : 'an export with a computed name';
    return unknownFrom(`imported from another stack (${exportName})`, name);
  },

  'Fn::Base64': (args, { resolve, scope }) => {
    const text = resolve(args);
    if (isUnknown(text)) return unknownFrom(`the Base64 encoding of ${text.reason}`, text);
    if (typeof text !== 'string') return malformed('Fn::Base64');
    // measured before it is built: nested Base64 grows a value by a third per level
    scope.spend(4 * Math.ceil(utf8Length(text) / 3), 'Fn::Base64');
    return base64(text);
  },

  'Fn::Transform': (args) => {
    const name = isPlainObject(args) && typeof args.Name === 'string' ? args.Name : 'a macro';
    return unknownValue(`produced by the macro ${name} at deployment`);
  },

  'Fn::ToJsonString': (args, { resolve, scope }) => {
    const value = resolve(args);
    const unknown = findUnknown(value);
    if (unknown) return unknownFrom(`JSON text built from ${unknown.reason}`, value);
    if (value === NO_VALUE) return malformed('Fn::ToJsonString');
    // measured before it is built: nested ToJsonString doubles its escapes per level
    scope.spend(jsonLength(value, MAX_BUILT_TEXT + 1), 'Fn::ToJsonString');
    return JSON.stringify(value);
  },

  'Fn::Length': (args, { resolve }) => {
    const list = resolve(args);
    if (isUnknown(list)) return unknownFrom(`the length of ${list.reason}`, list);
    return Array.isArray(list) ? list.length : malformed('Fn::Length');
  },

  'Fn::Sub': sub,
  'Fn::Cidr': cidr,
  'Fn::FindInMap': findInMap,
};

for (const fn of ['Fn::Equals', 'Fn::And', 'Fn::Or', 'Fn::Not']) {
  HANDLERS[fn] = (args, call) => evaluateCondition({ [fn]: args }, call);
}

/**
 * Runs the intrinsic `key` on its (unresolved) arguments. `call.resolve` passes AWS::NoValue on
 * only for `Fn::If`; for any other function it must turn NoValue into an unknown (see values.ts).
 */
export function callIntrinsic(key: string, args: unknown, call: Call): unknown {
  const handler = Object.hasOwn(HANDLERS, key) ? HANDLERS[key] : undefined;
  if (!handler) return unknownValue(`the result of ${key}, which the scanner does not evaluate`);
  return handler(args, call);
}

/** UTF-8 then Base64 without Node's Buffer, so this also runs in the browser. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
