import type { TemplateFormat } from '#shared/cfn/types';
import type { TemplatePatch } from '../types';
import { openEditor, type SkippedPatch } from './editor';

export interface PatchResult {
  text: string;
  skipped: SkippedPatch[];
}

/**
 * Applies patches to template text in its own format: YAML keeps comments, key order and short-form
 * tags; JSON stays 2-space JSON in its key order. Each patch stands alone: an unsafe one (through
 * an intrinsic, onto an undeclared resource) is skipped and the rest still apply.
 */
export function applyPatches(
  text: string,
  format: TemplateFormat,
  patches: readonly TemplatePatch[],
): string {
  return applyPatchesWithNotes(text, format, patches).text;
}

export function applyPatchesWithNotes(
  text: string,
  format: TemplateFormat,
  patches: readonly TemplatePatch[],
): PatchResult {
  const editor = openEditor(text, format);
  const skipped: SkippedPatch[] = [];
  for (const patch of patches) {
    const refused = editor.applyChange([patch]);
    if (refused) skipped.push(refused);
  }
  return { text: editor.toString(), skipped };
}
