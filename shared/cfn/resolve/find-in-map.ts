import { isPlainObject } from '../plain';
import { isUnknown, unknownValue } from '../unknown';
import { type Call, isText, malformed } from './call';
import { unknownFrom } from './helpers';

/** `Fn::FindInMap: [Map, TopKey, SecondKey, { DefaultValue }]` (the default is a language extension). */
export function findInMap(args: unknown, { scope, resolve }: Call): unknown {
  if (!Array.isArray(args) || args.length < 3 || args.length > 4) return malformed('Fn::FindInMap');
  const keys = args.slice(0, 3).map(resolve);
  const unknownKey = keys.find(isUnknown);
  if (unknownKey) {
    return unknownFrom(`a value from mapping ${String(keys[0])} chosen by ${unknownKey.reason}`, ...keys);
  }
  if (!keys.every(isText)) return malformed('Fn::FindInMap');
  const [mapName, topKey, secondKey] = keys.map(String);
  const map = lookup(scope.mappings, mapName);
  const value = lookup(lookup(map, topKey), secondKey);
  if (value !== undefined) return resolve(value);
  const options = args[3];
  if (isPlainObject(options) && Object.hasOwn(options, 'DefaultValue')) return resolve(options.DefaultValue);
  return unknownValue(`a value from mapping ${mapName} that has no entry ${topKey}.${secondKey}`);
}

function lookup(container: unknown, key: string): unknown {
  return isPlainObject(container) && Object.hasOwn(container, key) ? container[key] : undefined;
}
