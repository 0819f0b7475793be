import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { asList } from './props';

/**
 * Three-valued answers for checks over values that may be unresolved: `true`, `false`, or the
 * UnknownValue that stopped the answer (so its reason can be shown). A definite answer always wins
 * over an unknown one where logic allows (false AND unknown is false).
 */
export type Maybe = boolean | UnknownValue;

// One pass, no callback: these run several times per policy statement.
export function and(...parts: readonly Maybe[]): Maybe {
  let unknown: UnknownValue | undefined;
  for (const part of parts) {
    if (part === false) return false;
    if (part !== true && unknown === undefined && isUnknown(part)) unknown = part;
  }
  return unknown ?? true;
}

export function or(...parts: readonly Maybe[]): Maybe {
  let unknown: UnknownValue | undefined;
  for (const part of parts) {
    if (part === true) return true;
    if (part !== false && unknown === undefined && isUnknown(part)) unknown = part;
  }
  return unknown ?? false;
}

export function not(part: Maybe): Maybe {
  return isUnknown(part) ? part : !part;
}

/** Does any string in a string-or-list value pass `test`? Unknown items make a "no" unknown. */
export function anyString(value: unknown, test: (item: string) => boolean): Maybe {
  const list = asList(value);
  if (list === undefined) return false;
  if (isUnknown(list)) return list;
  let unknown: UnknownValue | undefined;
  for (const item of list) {
    if (isUnknown(item)) unknown ??= item;
    else if (typeof item === 'string' && test(item)) return true;
  }
  return unknown ?? false;
}

/** Answers true for the first item the test accepts; unknown if none does but one was unknown. */
export function anyItem<T>(items: readonly T[], test: (item: T) => Maybe): Maybe {
  return or(...items.map(test));
}
