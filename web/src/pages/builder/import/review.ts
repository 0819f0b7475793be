import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import type { ScanSettings } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';

/**
 * The review of an imported template: the engine's findings (with the user's residency setting,
 * in the deploy dialog's default region) and, for one of them, its fix applied to the text. The
 * same scan and fixes as the studio's security review and the CLI; loaded in its own chunk.
 */
export function reviewTemplate(text: string, region: string, settings?: Partial<ScanSettings>): Violation[] {
  return scanTemplate(text, { region, detectedAt: '1970-01-01T00:00:00.000Z', ...(settings && { settings }) })
    .violations;
}

export function applyFix(
  text: string,
  violationId: string,
  region: string,
  settings?: Partial<ScanSettings>,
): { text: string; changes: string[] } {
  const result = fixViolations(text, [violationId], { region, ...(settings && { settings }) });
  return { text: result.text, changes: result.changes.map((c) => c.description) };
}
