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
