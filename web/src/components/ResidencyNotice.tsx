import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import type { FrameworkId } from '#shared/compliance/types';
import { FRAME } from '#shared/messages';
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
      {standing.kind === 'unset' ? FRAME.residency.setRegions : FRAME.residency.changeRegions}
    </Link>
  );
  if (standing.kind === 'unset')
    return (
      <Alert type="info" header={FRAME.residency.unsetHeader} data-testid="residency-notice">
        {RESIDENCY_UNSET_TEXT} {toSettings}
      </Alert>
    );
  if (standing.kind === 'inside')
    return (
      <Box data-testid="residency-notice">
        <StatusIndicator type="success">{FRAME.residency.inside(standing.label)}</StatusIndicator>
      </Box>
    );
  return (
    <Alert
      type="warning"
      header={FRAME.residency.leaves(outsideHeadline(region))}
      data-testid="residency-notice"
    >
      <Box variant="p">{FRAME.residency.leavesText}</Box>
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
