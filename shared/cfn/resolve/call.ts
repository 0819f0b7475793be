import { type UnknownValue, unknownValue } from '../unknown';
import type { Scope } from './scope';

// Declared beside Scope, which keeps the calls it makes (scope.ts).
export type { Call } from './scope';

export const malformed = (fn: string): UnknownValue => unknownValue(`a malformed ${fn}`);

/** `Ref` and `${Name}` semantics: pseudo parameter, parameter, or a resource known only after deploy. */
export function lookupName(name: string, scope: Scope): unknown {
  if (scope.pseudo.has(name)) return scope.pseudo.get(name);
  if (scope.parameters.has(name)) return scope.parameters.get(name);
  if (scope.resourceIds.has(name)) return unknownValue(`a Ref to resource ${name}`, [name]);
  return unknownValue(`a Ref to ${name}, which the template does not define`);
}

export function attributeOf(logicalId: string, attribute: string, scope: Scope): UnknownValue {
  const refs = scope.resourceIds.has(logicalId) ? [logicalId] : [];
  return unknownValue(`the attribute ${logicalId}.${attribute}, known only after deployment`, refs);
}

export const isText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
