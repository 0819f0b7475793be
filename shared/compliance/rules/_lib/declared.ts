import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { ControlTheme } from '#shared/compliance/frameworks/themes';
import type { Evaluation, Rule, ScanContext } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from './evaluation';
import { resourcesMentioning } from './mention-index';
import { nameOf } from './nouns';
import { asList, digPath, type Key, presence, propOf, toBool, toNumber } from './props';

/**
 * Declared rules: a rule written as data (the property it reads, the condition the compliant
 * state meets, the Prowler checks it answers and the control themes it evidences) instead of a
 * file of code. Most of Prowler's checks on CloudFormation types ask one question of one property;
 * this is the one mechanism that answers them, so a new check is a table row, not a new pattern.
 */

/** What a compliant resource satisfies. Paths are under Properties; `*` walks every list item. */
export type Condition =
  /** a boolean that must be true (`fallback`: AWS's default when absent) */
  | { is: 'true'; path: readonly Key[]; fallback?: boolean }
  /** a boolean that must not be true */
  | { is: 'false'; path: readonly Key[]; fallback?: boolean }
  /** present and not empty */
  | { is: 'set'; path: readonly Key[] }
  /** absent or empty */
  | { is: 'unset'; path: readonly Key[] }
  /** text that must be one of `values` (`fallback`: AWS's default when absent) */
  | { is: 'oneOf'; path: readonly Key[]; values: readonly string[]; fallback?: string }
  /** text (or every item of a list of text) that must be none of `values` */
  | { is: 'noneOf'; path: readonly Key[]; values: readonly string[]; fallback?: string }
  /** a number at least `min` (`fallback`: AWS's default when absent) */
  | { is: 'atLeast'; path: readonly Key[]; min: number; fallback?: number }
  /** a list with at least `min` items */
  | { is: 'count'; path: readonly Key[]; min: number; max?: number }
  /** another resource of one of `types` in the template refers to this one */
  | { is: 'referencedBy'; types: readonly string[]; min?: number }
  /** a rule of its own where no condition above says it: returns the answer itself */
  | { is: 'custom'; test: (resource: Resource, ctx: ScanContext) => Answer }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] };

/** true: holds; false: does not; an UnknownValue: could not be told (its reason is shown). */
export type Answer = boolean | UnknownValue | { unknown: string };

export interface DeclaredRuleSpec
  extends Pick<
    Rule,
    | 'id'
    | 'service'
    | 'severity'
    | 'title'
    | 'description'
    | 'resourceTypes'
    | 'remediation'
    | 'ownersDecision'
  > {
  /** Prowler check ids this rule answers (they must exist in Prowler's metadata) */
  prowler: readonly string[];
  /** why the severity differs from Prowler's, by direction (the severity comparison requires it) */
  reasons?: { higher?: string; lower?: string };
  /** the control themes it evidences (shared/compliance/frameworks/themes.ts) */
  controls: readonly ControlTheme[];
  /** only resources meeting this are judged; the others are not applicable */
  when?: Condition;
  check: Condition;
  /**
   * the finding: `{name}` is the resource as findings name it, e.g. "KMS key 'DataKey'"; a function
   * words it from the resource when the sentence names what is missing
   */
  failure: string | ((resource: Resource, ctx: ScanContext) => string);
}

const unknownAnswer = (answer: Answer): answer is UnknownValue | { unknown: string } =>
  typeof answer === 'object';

/** Every value at `path`, `*` fanning out over list items; an unknown list stops with it. */
function valuesAt(resource: Resource, path: readonly Key[]): unknown[] {
  const star = path.indexOf('*');
  if (star < 0) return [digPath(resource.properties, path)];
  const list = asList(propOf(resource, ...path.slice(0, star)));
  if (list === undefined) return [];
  if (isUnknown(list)) return [list];
  const rest = path.slice(star + 1);
  return list.flatMap((item) => valuesAt({ ...resource, properties: { item } }, ['item', ...rest]));
}

/** All values pass `test`; the first unknown (if none failed) makes the answer unknown. */
function every(values: readonly unknown[], test: (value: unknown) => Answer, readsUnknowns = false): Answer {
  let unknown: Answer | undefined;
  for (const value of values) {
    const answer = isUnknown(value) && !readsUnknowns ? value : test(value);
    if (answer === false) return false;
    if (unknownAnswer(answer)) unknown ??= answer;
  }
  return unknown ?? true;
}

function text(value: unknown, fallback: string | undefined): string | undefined {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'object' ? undefined : String(value);
}

/** A condition made into the function that answers it for one resource. */
type Check = (resource: Resource, ctx: ScanContext) => Answer;

/**
 * `every` over the values at `path`, made once per condition: a path without `*` has one value,
 * read and tested without a list of it or a test made per resource (declared rules are a third of
 * the outcomes a scan records, and reading their conditions afresh on every resource was most of
 * what the rules allocated).
 */
function overValues(path: readonly Key[], test: (value: unknown) => Answer, readsUnknowns = false): Check {
  if (path.includes('*')) return (resource) => every(valuesAt(resource, path), test, readsUnknowns);
  return (resource) => {
    const value = digPath(resource.properties, path);
    const answer = isUnknown(value) && !readsUnknowns ? value : test(value);
    return answer === false || unknownAnswer(answer) ? answer : true;
  };
}

/** The function answering `condition`, made once per rule (see overValues). */
function compile(condition: Condition): Check {
  if ('all' in condition) return combined(condition.all.map(compile), false);
  if ('any' in condition) return combined(condition.any.map(compile), true);
  switch (condition.is) {
    case 'true':
    case 'false': {
      const want = condition.is === 'true';
      const fallback = condition.fallback ?? false;
      return overValues(condition.path, (v) => {
        const b = toBool(v);
        if (isUnknown(b)) return b;
        return (b ?? fallback) === want;
      });
    }
    // a Ref or GetAtt is present even though its value is not known here: presence() tells
    case 'set':
      return overValues(condition.path, presence, true);
    case 'unset':
      return overValues(
        condition.path,
        (v) => {
          const p = presence(v);
          return isUnknown(p) ? p : !p;
        },
        true,
      );
    case 'oneOf': {
      const { values, fallback } = condition;
      return overValues(condition.path, (v) => {
        const t = text(v, fallback);
        return t !== undefined && values.includes(t);
      });
    }
    case 'noneOf': {
      const { values, fallback } = condition;
      const allowed = (item: unknown): Answer => {
        const t = text(item, fallback);
        return t === undefined || !values.includes(t);
      };
      return overValues(condition.path, (v) => (Array.isArray(v) ? every(v, allowed) : allowed(v)));
    }
    case 'atLeast': {
      const { min, fallback } = condition;
      return overValues(condition.path, (v) => {
        const n = v === undefined ? fallback : toNumber(v);
        if (isUnknown(n)) return n;
        return typeof n === 'number' && n >= min;
      });
    }
    case 'count': {
      const { min } = condition;
      const max = condition.max ?? Number.POSITIVE_INFINITY;
      return overValues(condition.path, (v) => {
        const list = asList(v) ?? [];
        if (isUnknown(list)) return list;
        return list.length >= min && list.length <= max;
      });
    }
    case 'referencedBy': {
      const { types } = condition;
      const min = condition.min ?? 1;
      return (resource, ctx) =>
        resourcesMentioning(ctx, resource.logicalId).filter((r) => types.includes(r.type)).length >= min;
    }
    case 'custom':
      return condition.test;
  }
}

function combined(parts: readonly Check[], any: boolean): Check {
  return (resource, ctx) => {
    let unknown: Answer | undefined;
    for (const part of parts) {
      const answer = part(resource, ctx);
      if (answer === any) return any;
      if (unknownAnswer(answer)) unknown ??= answer;
    }
    return unknown ?? !any;
  };
}

function unknownOf(answer: UnknownValue | { unknown: string }): Evaluation {
  return isUnknown(answer)
    ? unknownFrom('a value it reads', answer)
    : { status: 'unknown', reason: answer.unknown };
}

const NAME = '{name}';

/** The Rule a declared spec stands for. */
export function declaredRule(spec: DeclaredRuleSpec): Rule {
  const { prowler: _p, reasons: _r, controls: _c, when, check, failure, ...meta } = spec;
  // A written sentence is split at `{name}` once per rule, not searched again on every failure.
  const wording = typeof failure === 'string' ? failure.split(NAME) : failure;
  const applies = when && compile(when);
  const complies = compile(check);
  const judges = judgedPaths(check);
  return {
    ...meta,
    ...(judges.length > 0 && { judges }),
    evaluate(resource, ctx) {
      if (applies) {
        const answer = applies(resource, ctx);
        if (unknownAnswer(answer)) return unknownOf(answer);
        if (!answer) return NOT_APPLICABLE;
      }
      const answer = complies(resource, ctx);
      if (unknownAnswer(answer)) return unknownOf(answer);
      if (answer) return PASS;
      if (typeof wording === 'function')
        return failWith(wording(resource, ctx).replaceAll(NAME, nameOf(resource)));
      return failWith(wording.length === 1 ? wording[0] : wording.join(nameOf(resource)));
    },
  };
}

/** The property paths a condition reads, dotted, up to the first list walk (`*`). */
function judgedPaths(condition: Condition): string[] {
  if ('all' in condition) return [...new Set(condition.all.flatMap(judgedPaths))];
  if ('any' in condition) return [...new Set(condition.any.flatMap(judgedPaths))];
  if (!('path' in condition)) return [];
  const star = condition.path.indexOf('*');
  const keys = star < 0 ? condition.path : condition.path.slice(0, star);
  return keys.length > 0 ? [keys.join('.')] : [];
}
