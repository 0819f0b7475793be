import { TemplateError, TOO_LARGE_MARK } from '../errors';
import { isPlainObject } from '../plain';
import type { TemplateBody } from '../types';
import { type UnknownValue, unknownValue } from '../unknown';
import type { Resolve } from './helpers';

/** What `AWS::NoValue` resolves to: the enclosing key or list item disappears. */
export const NO_VALUE: unique symbol = Symbol('AWS::NoValue');

export interface ResolveOptions {
  /** parameter values that replace the template's defaults (as CloudFormation receives them: text) */
  parameters?: Record<string, string>;
  region?: string;
  accountId?: string;
  stackName?: string;
  /** false only for the benchmark's templates larger than one stack (see ParseOptions.quotas) */
  quotas?: boolean;
  /**
   * the Resources section's keys as parseTemplateListing listed them, for a body unchanged since:
   * the resolver then does not list them again
   */
  resourceIds?: readonly string[];
}

/** What an intrinsic receives: the scope, and how to resolve its arguments one level deeper. */
export interface Call {
  scope: Scope;
  /** resolves a nested value one level deeper */
  resolve: Resolve;
}

/** Everything an intrinsic function may look up while resolving one value. */
export interface Scope {
  readonly parameters: ReadonlyMap<string, unknown>;
  readonly pseudo: ReadonlyMap<string, unknown>;
  readonly resourceIds: { has(logicalId: string): boolean };
  readonly mappings: Record<string, unknown>;
  readonly region?: string;
  /** three-valued: true, false, or unknown when the condition depends on something unresolvable */
  condition(name: string): boolean | UnknownValue;
  note(message: string): void;
  /** counts characters a function is about to build; throws TemplateError past the budget */
  spend(characters: number, fn: string): void;
  /**
   * What intrinsics at each depth receive (values.ts), made when first needed. Kept on the scope,
   * not in a WeakMap by scope: its calls hold the scope, and a WeakMap entry whose value holds its
   * key kept every scan's whole template alive through the young-generation collections that
   * followed (they were promoted, then freed by full collections only).
   */
  calls?: { passing: Call[]; strict: Call[] };
}

/**
 * The most text one resolved value may hold, and all the text one resolution may build. Nested
 * `Fn::Sub` and `Fn::Join` can double a value per level, so a 600-byte template could otherwise
 * ask for gigabytes; CloudFormation's own template limit is 1 MB.
 */
export const MAX_BUILT_TEXT = 1_048_576;
export const MAX_TOTAL_BUILT_TEXT = 16 * MAX_BUILT_TEXT;

/** The `spend` of one resolution: a running total, refused in plain words past either budget. */
export function textBudget(): Scope['spend'] {
  let total = 0;
  return (characters, fn) => {
    total += characters;
    if (characters > MAX_BUILT_TEXT || total > MAX_TOTAL_BUILT_TEXT) {
      throw new TemplateError(
        `${TOO_LARGE_MARK}: ${fn} would produce more than ${
          characters > MAX_BUILT_TEXT ? '1 MB in one value' : '16 MB in all'
        } (CloudFormation accepts templates up to 1 MB).`,
      );
    }
  };
}

export function resolveParameters(body: TemplateBody, overrides: Record<string, string> = {}) {
  const values = new Map<string, unknown>();
  const declared = isPlainObject(body.Parameters) ? body.Parameters : {};
  for (const [name, definition] of Object.entries(declared)) {
    const type =
      isPlainObject(definition) && typeof definition.Type === 'string' ? definition.Type : 'String';
    const given = Object.hasOwn(overrides, name) ? overrides[name] : undefined;
    const raw = given ?? (isPlainObject(definition) ? definition.Default : undefined);
    values.set(name, parameterValue(name, type, raw));
  }
  return values;
}

function parameterValue(name: string, type: string, raw: unknown): unknown {
  if (type.startsWith('AWS::SSM::Parameter::Value<')) {
    const unknown = unknownValue(`parameter ${name}, read from SSM Parameter Store at deployment`);
    return typeof raw === 'string' && raw !== '' ? { ...unknown, ssmParameter: raw } : unknown;
  }
  if (raw === undefined || raw === null) {
    return unknownValue(`parameter ${name}, which has no default and no value was given`);
  }
  if (type === 'CommaDelimitedList' || type.startsWith('List<')) {
    const items = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
    return items.map((item) => item.trim());
  }
  // CloudFormation coerces a Number parameter into the numeric property that uses it.
  if (type === 'Number' && String(raw).trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return typeof raw === 'object' ? unknownValue(`parameter ${name}, whose value is not text`) : String(raw);
}

export function pseudoParameters(options: ResolveOptions): Map<string, unknown> {
  const { region } = options;
  const partition = !region
    ? 'aws'
    : region.startsWith('cn-')
      ? 'aws-cn'
      : region.startsWith('us-gov-')
        ? 'aws-us-gov'
        : 'aws';
  return new Map<string, unknown>([
    ['AWS::Region', region ?? unknownValue('AWS::Region, chosen at deployment')],
    ['AWS::AccountId', options.accountId ?? unknownValue('AWS::AccountId, known only at deployment')],
    ['AWS::StackName', options.stackName ?? unknownValue('AWS::StackName, chosen at deployment')],
    ['AWS::StackId', unknownValue('AWS::StackId, known only after deployment')],
    ['AWS::NotificationARNs', unknownValue('AWS::NotificationARNs, chosen at deployment')],
    ['AWS::Partition', partition],
    ['AWS::URLSuffix', partition === 'aws-cn' ? 'amazonaws.com.cn' : 'amazonaws.com'],
    ['AWS::NoValue', NO_VALUE],
  ]);
}
