import { detectFormat } from '#shared/cfn/parse';
import { loadTemplate } from '../engine';
import type { RuleOutcome, ScanContext, TemplatePatch } from '../types';
import { openEditor } from './editor';

export interface FixChange {
  ruleId: string;
  logicalId: string;
  /** the compliant state the change establishes (the rule's title) */
  description: string;
  patches: TemplatePatch[];
}

/** A failing outcome that was not fixed automatically, and why. */
export interface FixNote {
  ruleId: string;
  logicalId: string;
  message: string;
}

export interface FixResult {
  text: string;
  changes: FixChange[];
  notes: FixNote[];
}

/**
 * Applies the automatic fix of every failing outcome that has one. Each outcome's patches are one
 * change: all of them apply or none do, so a half-applied fix never leaves a broken template.
 * `ctx` must describe the same text (defaults to loading it with no parameters).
 */
export function fixTemplate(text: string, outcomes: readonly RuleOutcome[], ctx?: ScanContext): FixResult {
  const context = ctx ?? loadTemplate(text).ctx;
  const editor = openEditor(text, detectFormat(text));
  const changes: FixChange[] = [];
  const notes: FixNote[] = [];
  const seen = new Set<string>();
  for (const { rule, resource, evaluation } of outcomes) {
    const key = `${rule.id}\u0000${resource.logicalId}`;
    if (evaluation.status !== 'fail' || !rule.fix || seen.has(key)) continue;
    seen.add(key);
    const note = (message: string) => notes.push({ ruleId: rule.id, logicalId: resource.logicalId, message });
    let patches: TemplatePatch[];
    try {
      patches = rule.fix(resource, context);
    } catch (error) {
      note(`The automatic fix failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!Array.isArray(patches) || patches.length === 0) continue;
    const refused = editor.applyChange(patches);
    if (refused) {
      note(`Not fixed automatically because ${refused.reason}; apply the remediation by hand.`);
      continue;
    }
    changes.push({ ruleId: rule.id, logicalId: resource.logicalId, description: rule.title, patches });
  }
  return { text: editor.toString(), changes, notes };
}
