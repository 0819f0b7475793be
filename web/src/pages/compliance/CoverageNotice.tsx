import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { AccountScore, ScanCoverage } from '#shared/api/compliance-schema';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { gapText, regionsScannedText } from './coverage-view';

interface Props {
  coverage: ScanCoverage | null;
  /** the scan's accounts, to name them by alias */
  accounts: readonly Pick<AccountScore, 'account_id' | 'alias'>[];
}

/**
 * Which regions the scan covered and what it could not read: shown, never hidden, since it
 * bounds what the scores cover.
 */
export function CoverageNotice({ coverage, accounts }: Props) {
  if (!coverage) return null;
  const regions = regionsScannedText(coverage, new Map(accounts.map((a) => [a.account_id, a.alias])));
  if (coverage.gaps.length === 0) {
    return regions ? <Box color="text-body-secondary">{regions}</Box> : null;
  }
  return (
    <Alert type="warning" header={COMPLIANCE_VIEW.coverage.covered(Math.round(coverage.percent))}>
      {COMPLIANCE_VIEW.coverage.answered(
        coverage.units_collected,
        coverage.units_total,
        coverage.resources_scanned,
      )}
      {regions && <Box>{regions}</Box>}
      <ExpandableSection headerText={COMPLIANCE_VIEW.coverage.notCovered(coverage.gaps.length)}>
        <ul>
          {coverage.gaps.map((g) => (
            <li key={`${g.account_id} ${g.region} ${g.resource_type}`}>{gapText(g)}</li>
          ))}
        </ul>
      </ExpandableSection>
    </Alert>
  );
}
