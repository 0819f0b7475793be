import type { CollectorGap, ScanCoverage } from '#shared/api/compliance-schema';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';

const WORDS = COMPLIANCE_VIEW.coverage;

/** The regions a scan covered, one line: per account (by alias) when it scanned several. */
export function regionsScannedText(
  coverage: Pick<ScanCoverage, 'regions'>,
  aliases: ReadonlyMap<string, string>,
): string {
  const parts = coverage.regions.filter((r) => r.regions.length > 0);
  if (parts.length === 0) return '';
  if (parts.length === 1) return WORDS.regionsScanned(parts[0].regions.join(', '));
  const byAccount = parts.map(
    (r) => `${aliases.get(r.account_id) ?? r.account_id} (${r.regions.join(', ')})`,
  );
  return WORDS.regionsScanned(byAccount.join('; '));
}

/** One gap as a line of the notice; the region listing is named for what it is. */
export function gapText(gap: CollectorGap): string {
  const what = gap.resource_type === 'regions' ? WORDS.enabledRegions : gap.resource_type;
  return WORDS.gap(what, gap.region, gap.error, gap.message);
}
