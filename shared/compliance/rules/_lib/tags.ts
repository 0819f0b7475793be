import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Maybe } from './maybe';

/** The resource's data classification tag value (key from settings), if it has one. */
export function classificationOf(resource: Resource, ctx: ScanContext): string | UnknownValue | undefined {
  const tags = resource.properties.Tags;
  const value = resource.tags[ctx.settings.classificationTagKey];
  if (value === undefined && isUnknown(tags)) return tags;
  return value;
}

/** Whether the resource is tagged with one of the sensitive classifications (case-insensitive). */
export function isSensitive(resource: Resource, ctx: ScanContext): Maybe {
  const value = classificationOf(resource, ctx);
  if (value === undefined) return false;
  if (isUnknown(value)) return value;
  const wanted = value.toLowerCase();
  return ctx.settings.sensitiveClassifications.some((c) => c.toLowerCase() === wanted);
}
