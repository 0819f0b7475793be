import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionSummary } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { apiCall } from '#web/api/client';
import { useAuthContext } from '#web/auth/use-auth-context';
import { refreshSubscription } from '#web/subscription/use-subscription';
import { GenerateForm, type RunCounter } from './GenerateForm';
import { useSession } from './use-session';
import './studio.css';

// The design's tabs (template, diagram, costs, checks, in OpenSession) and the history table are
// their own chunks: /app paints the brief form first, and the tabs' YAML parser, diagram model and
// Cloudscape table arrive while the history and the session are fetched.
const SessionHistory = lazy(() => import('./SessionHistory').then((m) => ({ default: m.SessionHistory })));
// An open design (its timeline, questions, preparing a deployment) shows only once a session is
// fetched or started: its code is fetched as the studio mounts, so it is there before the session.
const loadOpenSession = () => import('./OpenSession');
const OpenSession = lazy(() => loadOpenSession().then((m) => ({ default: m.OpenSession })));

/** The design studio: a brief in, the agents' live timeline, then the design's tabs; and the history. */
export function DesignStudio({ runs }: { runs?: RunCounter }) {
  const { user } = useAuthContext();
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('session') ?? undefined;
  const { session, live, reload } = useSession(sessionId);
  const [history, setHistory] = useState<SessionSummary[]>([]);
  const [loadingHistory, setLoadingHistory] = useState(true);

  const loadHistory = useCallback(async () => {
    try {
      setHistory(await apiCall(routes.sessionsList));
    } finally {
      setLoadingHistory(false);
    }
  }, []);
  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);
  useEffect(() => void loadOpenSession(), []);
  // the history row follows the open session's status
  const status = session?.status;
  useEffect(() => {
    if (status && status !== 'running') void loadHistory();
  }, [status, loadHistory]);

  // the progress is what the user waits for: bring it into view when a design opens or starts
  const designBox = useRef<HTMLDivElement>(null);
  const openedId = session?.session_id;
  useEffect(() => {
    if (openedId) designBox.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [openedId]);

  const open = (id: string) => setSearch({ session: id });
  const started = (id: string) => {
    // the run counter reads the subscription again in place: forgetting it would put the whole
    // app behind 'Checking subscription...' and rebuild the studio under the user
    if (user) void refreshSubscription(user.userId).catch(() => undefined);
    open(id);
    void loadHistory();
  };

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={STUDIO.description}>
            {STUDIO.title}
          </Header>
        }
      >
        <GenerateForm runs={runs} onStarted={started} brief={session?.prompt} />
      </Container>
      {session && (
        <div data-testid="studio-design" ref={designBox}>
          <Suspense fallback={<Spinner size="large" />}>
            <OpenSession
              session={session}
              live={live}
              onChanged={() => void reload()}
              onOpen={open}
              onStarted={started}
            />
          </Suspense>
        </div>
      )}
      <Suspense fallback={<Spinner size="large" />}>
        <SessionHistory sessions={history} loading={loadingHistory} selected={sessionId} onOpen={open} />
      </Suspense>
    </SpaceBetween>
  );
}
