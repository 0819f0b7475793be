import type { DriftReport } from '#shared/api/drift';
import { detectFormat } from '#shared/cfn/parse';
import { applyPatchesWithNotes } from '#shared/compliance/fix/apply-patches';
import type { TemplatePatch } from '#shared/compliance/types';

/** `/A/0/B` as path segments (numbers for array indexes), JSON pointer escapes undone. */
export function pointerPath(pointer: string): (string | number)[] {
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A live value as AWS reports it (JSON text, or a bare string); '' is a removed property. */
export function liveValue(actual: string): unknown {
  if (actual === '') return undefined;
  try {
    return JSON.parse(actual);
  } catch {
    return actual;
  }
}

/**
 * The template with one resource property set to its live value, in the template's own format
 * (YAML keeps its comments): the template as the account now is, for that property. Undefined
 * when the property sits under an intrinsic function, so no plain edit can carry it.
 */
export function templateWithLiveValue(
  template: string,
  logicalId: string,
  pointer: string,
  actual: string,
): string | undefined {
  const value = liveValue(actual);
  const path = ['Resources', logicalId, 'Properties', ...pointerPath(pointer)];
  const patch: TemplatePatch = value === undefined ? { op: 'remove', path } : { op: 'set', path, value };
  const { text, skipped } = applyPatchesWithNotes(template, detectFormat(template), [patch]);
  return skipped.length > 0 ? undefined : text;
}

/**
 * The template as the account is at a drift check: every drifted property of a modified resource
 * set to its live value, for scoring what runs now (a revert's 'before'). A property under an
 * intrinsic function keeps the template's value (no plain edit can carry it), and a resource
 * deleted outside the stack stays as the template has it.
 */
export function templateAsLive(template: string, report: DriftReport): string {
  let live = template;
  for (const resource of report.resources) {
    if (resource.status !== 'MODIFIED') continue;
    for (const property of resource.properties) {
      live = templateWithLiveValue(live, resource.logical_id, property.path, property.actual) ?? live;
    }
  }
  return live;
}
