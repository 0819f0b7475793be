import { isPlainObject } from '#shared/cfn/plain';
import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import { HOURS_PER_MONTH } from '../profiles';
import type { FreeTierId, PricingContext, Range, Usage } from '../types';

/** Readers for resolved properties: a value the resolver could not determine reads as undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};

export const mapOf = (value: unknown): Record<string, unknown> | undefined =>
  isPlainObject(value) && !isUnknown(value) ? value : undefined;

export const listOf = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

export const flag = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** The template resource a property points at (a Ref or GetAtt the resolver left as a reference). */
export function referenced(value: unknown, context: PricingContext): Resource | undefined {
  if (!isUnknown(value) || value.refs?.length !== 1) return undefined;
  return context.resources.get(value.refs[0]);
}

/** Why a cost driver could not be read, as a sentence. */
export function unreadable(what: string, value: unknown): string {
  if (value === undefined) return `The ${what} is not set in the template.`;
  const why = isUnknown(value) ? value.reason : 'a value the estimator cannot read';
  return `The ${what} is not known before deployment (${why}).`;
}

export const same = (n: number): Range => ({ min: n, max: n });
export const scale = (r: Range, by: number): Range => ({ min: r.min * by, max: r.max * by });
export const multiply = (a: Range, b: Range): Range => ({ min: a.min * b.min, max: a.max * b.max });

export function usage(
  item: string,
  service: string,
  kind: string,
  quantity: Range,
  freeTier?: FreeTierId,
): Usage {
  return freeTier ? { item, service, kind, quantity, freeTier } : { item, service, kind, quantity };
}

/** `count` of something billed by the hour, running all month. */
export function hourly(item: string, service: string, kind: string, count: Range | number = 1): Usage {
  const units = typeof count === 'number' ? same(count) : count;
  return usage(item, service, kind, scale(units, HOURS_PER_MONTH));
}
