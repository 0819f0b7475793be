import { useCallback, useEffect, useRef, useState } from 'react';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import type { LiveMessage } from '#shared/live/messages';
import { apiCall } from '#web/api/client';
import { useLiveTopic } from '#web/live/use-live-topic';

/** How often the page asks for the session while no live socket is open. */
export const SESSION_POLL_MS = 2000;

/**
 * The later of two views of one session: a read that left before a live message arrived must not
 * put the older state back (with the socket open nothing would correct it).
 */
function laterView(current: SessionView | undefined, next: SessionView): SessionView {
  if (!current || current.session_id !== next.session_id) return next;
  return next.updated_at < current.updated_at ? current : next;
}

/**
 * One session, kept current: live 'session' messages while the socket is open, polling otherwise
 * (and once more when the run ends, so nothing published before the socket opened is missed).
 */
export function useSession(sessionId: string | undefined) {
  const [session, setSession] = useState<SessionView | undefined>();
  const [error, setError] = useState<string | undefined>();
  const latest = useRef<string | undefined>(sessionId);
  latest.current = sessionId;

  const load = useCallback(async (id: string) => {
    try {
      const view = await apiCall(routes.sessionGet, { params: { id } });
      if (latest.current === id) setSession((current) => laterView(current, view));
    } catch (failure) {
      if (latest.current === id) setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  const onMessage = useCallback((message: LiveMessage) => {
    if (message.type !== 'session' || message.session_id !== latest.current) return;
    const { type: _type, ...view } = message;
    setSession((current) => laterView(current, view as SessionView));
  }, []);
  const { connected } = useLiveTopic(sessionId, onMessage);

  useEffect(() => {
    setSession(undefined);
    setError(undefined);
    if (sessionId) void load(sessionId);
  }, [sessionId, load]);

  // the socket hears only what is published after it opens: read once more when it does, so a
  // run that ended in between is not shown as running for good
  useEffect(() => {
    if (sessionId && connected) void load(sessionId);
  }, [sessionId, connected, load]);

  const running = session?.status === 'running';
  useEffect(() => {
    if (!sessionId || !running || connected) return;
    const timer = setInterval(() => void load(sessionId), SESSION_POLL_MS);
    return () => clearInterval(timer);
  }, [sessionId, running, connected, load]);

  return { session, error, live: connected, reload: () => sessionId && load(sessionId) };
}
