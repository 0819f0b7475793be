import Box from '@cloudscape-design/components/box';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import type { DesignVersionView } from '#shared/api/design-versions';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import { REFINE } from '#shared/messages/refine';
import { apiCall } from '#web/api/client';
import { UserText } from '../../components/UserText';

const WORDS = REFINE.versions;

/**
 * The versions of the open design ("Change this design" makes them), the open one selected;
 * choosing another opens it, and Prepare deployment then takes that version. Shown once a
 * design has more than one version.
 */
export function DesignVersions({ session, onOpen }: { session: SessionView; onOpen: (id: string) => void }) {
  const [versions, setVersions] = useState<DesignVersionView[]>([]);
  const { session_id: id, status } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again as the open version settles, so a version started here is listed with its status
  useEffect(() => {
    let current = true;
    apiCall(routes.sessionVersions, { params: { id } }).then(
      (answer) => current && setVersions(answer.versions),
      () => current && setVersions([]),
    );
    return () => {
      current = false;
    };
  }, [id, status]);

  if (versions.length < 2 && !session.version) return null;
  return (
    <div data-testid="studio-versions">
      <SpaceBetween size="xs">
        {versions.length > 1 && (
          <SegmentedControl
            label={WORDS.label}
            selectedId={id}
            onChange={({ detail }) => onOpen(detail.selectedId)}
            options={versions.map((v) => ({ id: v.session_id, text: WORDS.version(v.version) }))}
          />
        )}
        {session.version && (
          <Box variant="small" color="text-body-secondary">
            <UserText text={WORDS.changed(session.version.instruction)} />
          </Box>
        )}
      </SpaceBetween>
    </div>
  );
}
