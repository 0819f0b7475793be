import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import type { FrameworkId } from '#shared/compliance/types';
import {
  outsideHeadline,
  RESIDENCY_SETTINGS_PATH,
  RESIDENCY_UNSET_TEXT,
  residencyStanding,
} from '#shared/residency/meaning';
import { useResidency } from '../settings/use-residency';

interface Props {
  region: string;
  frameworks?: readonly FrameworkId[];
}

/**
 * What deploying to `region` means for data residency, in plain words: inside the user's
 * in-Kingdom regions, outside them (each framework's controls and the approval it asks for), or,
 * with none configured, one notice that links to the setting.
 */
export function ResidencyNotice({ region, frameworks }: Props) {
  const residency = useResidency();
  const navigate = useNavigate();
  if (residency.phase !== 'ready') return null;
  const standing = residencyStanding(region, residency.view.in_kingdom_regions, frameworks);
  const toSettings = (
    <Link
      href={RESIDENCY_SETTINGS_PATH}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(RESIDENCY_SETTINGS_PATH);
      }}
    >
      {standing.kind === 'unset' ? 'Set your in-Kingdom regions' : 'Change your in-Kingdom regions'}
    </Link>
  );
  if (standing.kind === 'unset')
    return (
      <Alert type="info" header="Data residency is not set up" data-testid="residency-notice">
        {RESIDENCY_UNSET_TEXT} {toSettings}
      </Alert>
    );
  if (standing.kind === 'inside')
    return (
      <Box data-testid="residency-notice">
        <StatusIndicator type="success">{standing.label} is one of your in-Kingdom regions.</StatusIndicator>
      </Box>
    );
  return (
    <Alert
      type="warning"
      header={`Data leaves the Kingdom: ${outsideHeadline(region)}`}
      data-testid="residency-notice"
    >
      <Box variant="p">Data stored in this design would be hosted outside Saudi Arabia. What that means:</Box>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {standing.frameworks
          .filter((f) => f.controls.length > 0)
          .map((f) => (
            <li key={f.framework}>
              <strong>
                {f.framework} {f.controls.map((c) => c.id).join(', ')}
              </strong>{' '}
              ({f.controls.map((c) => c.title).join('; ')}): {f.approval}.
            </li>
          ))}
      </ul>
      <Box variant="small">{toSettings}</Box>
    </Alert>
  );
}
