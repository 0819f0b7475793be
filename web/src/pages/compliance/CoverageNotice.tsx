import Alert from '@cloudscape-design/components/alert';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { ScanCoverage } from '#shared/api/compliance-schema';

/** What the scan could not read: shown, never hidden, since it lowers what the scores cover. */
export function CoverageNotice({ coverage }: { coverage: ScanCoverage | null }) {
  if (!coverage || coverage.gaps.length === 0) return null;
  return (
    <Alert type="warning" header={`This scan covered ${Math.round(coverage.percent)}% of your estate`}>
      {coverage.units_collected} of {coverage.units_total} collections answered; {coverage.resources_scanned}{' '}
      resources were checked. The parts below could not be read, so findings there are missing.
      <ExpandableSection headerText={`${coverage.gaps.length} not covered`}>
        <ul>
          {coverage.gaps.map((g) => (
            <li key={`${g.account_id} ${g.region} ${g.resource_type}`}>
              {g.resource_type} in {g.region}: {g.error} ({g.message})
            </li>
          ))}
        </ul>
      </ExpandableSection>
    </Alert>
  );
}
