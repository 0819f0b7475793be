import { ALL_RULES } from '#shared/compliance/rules/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import type { ScanSettings } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';

/**
 * The review of an imported template: the engine's findings (with the user's residency setting,
 * in the deploy dialog's default region) and, for one of them, its fix applied to the text. The
 * same scan and fixes as the studio's security review and the CLI; loaded in its own chunk.
 */
export function reviewTemplate(
  text: string,
  region: string,
  settings?: Partial<ScanSettings>,
): ReviewedFinding[] {
  return scanTemplate(text, {
    region,
    detectedAt: '1970-01-01T00:00:00.000Z',
    ...(settings && { settings }),
  }).violations.map((violation) => ({
    ...violation,
    rule_title: RULE_TITLES.get(violation.rule_id) ?? violation.rule_id,
  }));
}

/** A finding with its rule's title (what is checked) beside its own message (what was found here). */
export type ReviewedFinding = Violation & { rule_title: string };

const RULE_TITLES = new Map(ALL_RULES.map((rule) => [rule.id, rule.title]));

export function applyFix(
  text: string,
  violationId: string,
  region: string,
  settings?: Partial<ScanSettings>,
): { text: string; changes: string[] } {
  const result = fixViolations(text, [violationId], { region, ...(settings && { settings }) });
  return { text: result.text, changes: result.changes.map((c) => c.description) };
}
