import Box from '@cloudscape-design/components/box';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import type { DesignVersions as Versions } from '#shared/api/design-versions';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import { REFINE } from '#shared/messages/refine';
import { apiCall } from '#web/api/client';
import { UserText } from '../../components/UserText';
import { VersionChanges } from './VersionChanges';

const WORDS = REFINE.versions;

/**
 * The versions of the open design ("Change this design" makes them), the open one selected;
 * choosing another opens it, and Prepare deployment then takes that version. Shown once a
 * design has more than one version, with what the open version changed once it is completed.
 */
export function DesignVersions({ session, onOpen }: { session: SessionView; onOpen: (id: string) => void }) {
  const [answer, setAnswer] = useState<Versions | undefined>();
  const { session_id: id, status } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again as the open version settles, so a version started here is listed with its status
  useEffect(() => {
    let current = true;
    apiCall(routes.sessionVersions, { params: { id } }).then(
      (read) => current && setAnswer(read),
      () => current && setAnswer(undefined),
    );
    return () => {
      current = false;
    };
  }, [id, status]);

  const versions = answer?.versions ?? [];
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
        {answer?.changes && <VersionChanges changes={answer.changes} />}
      </SpaceBetween>
    </div>
  );
}
