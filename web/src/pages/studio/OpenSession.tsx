import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense } from 'react';
import type { SessionView } from '#shared/api/sessions';
import { designName } from '#shared/generation/design-name';
import { STUDIO } from '#shared/messages/studio';
import { UserText } from '../../components/UserText';
import { AgentTimeline } from './AgentTimeline';
import { ChangeDesign } from './ChangeDesign';
import { DesignVersions } from './DesignVersions';
import { PrepareDeployment } from './PrepareDeployment';
import { AnsweredQuestions, QuestionsPanel } from './QuestionsPanel';

const SessionResults = lazy(() => import('./SessionResults').then((m) => ({ default: m.SessionResults })));

/** One open design: its brief, the agents' timeline, the questions, then the design's tabs. */
export function OpenSession({
  session,
  live,
  onChanged,
  onOpen,
  onStarted,
}: {
  session: SessionView;
  live: boolean;
  /** the session moved on here (answers sent, deployment prepared): fetch it again */
  onChanged: () => void;
  /** open another version of this design */
  onOpen: (id: string) => void;
  /** a new version was started here ("Change this design") */
  onStarted: (id: string) => void;
}) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            <UserText
              text={session.prompt.length > 160 ? `${session.prompt.slice(0, 160)}…` : session.prompt}
            />
          }
          actions={
            session.status === 'completed' && <PrepareDeployment session={session} onPrepared={onChanged} />
          }
        >
          <span data-testid="studio-design-name">
            <UserText text={designName(session.prompt)} />
          </span>{' '}
          {session.offline_planner && (
            <Badge color="grey">
              <span data-testid="offline-planner-badge">{STUDIO.offlinePlanner}</span>
            </Badge>
          )}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {session.offline_planner && (
          <Box variant="small" color="text-body-secondary">
            {STUDIO.offlinePlannerNote}
          </Box>
        )}
        <DesignVersions session={session} onOpen={onOpen} />
        <AgentTimeline session={session} live={live} />
        {session.status === 'waiting' && <QuestionsPanel session={session} onAnswered={onChanged} />}
        {session.status !== 'waiting' && <AnsweredQuestions session={session} />}
        {session.status === 'completed' && (
          <Suspense fallback={<Spinner size="large" />}>
            <SessionResults session={session} />
          </Suspense>
        )}
        {session.status === 'completed' && <ChangeDesign session={session} onStarted={onStarted} />}
      </SpaceBetween>
    </Container>
  );
}
