import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { LocalLiveHub } from '#functions/lib/adapters/local/in-process-live-updates';
import type { VerifiedAccessToken } from '#functions/lib/live/access-token';
import { authorizeSocket } from '#functions/lib/live/authorize-socket';
import { LIVE_CLOSE } from '#shared/live/messages';
import type { HostRefusal } from './host-guard';

/** The spec's live channels: `/ws/{id}` (deployments, sessions) and the compliance scan socket. */
const CHANNELS = [/^\/ws\/([^/]+)$/, /^\/api\/compliance\/ws\/([^/]+)$/];

/** How often the server pings; a socket that has not answered the previous ping is dropped. */
const HEARTBEAT_MS = 30_000;

export interface LiveSocketServerDeps {
  hub: LocalLiveHub;
  /** the token checks of the AWS $connect authorizer (`accessTokenVerifier`) */
  verify: (token: string) => Promise<VerifiedAccessToken | undefined>;
  refuseHost: (req: IncomingMessage) => HostRefusal | undefined;
  /** whether the user owns the deployment, scan or session the socket names */
  ownsTopic: (userId: string, topicId: string) => Promise<boolean>;
}

/**
 * The topic a socket path names (a deployment, session or scan id), if it is a live channel. An id
 * that cannot be decoded is handed on as it came: the authorizer refuses it as not found, as any
 * id that is not the caller's, once the token has passed.
 */
export function liveTopicOf(pathname: string): string | undefined {
  for (const channel of CHANNELS) {
    const id = channel.exec(pathname)?.[1];
    if (id) {
      try {
        return decodeURIComponent(id);
      } catch {
        return id;
      }
    }
  }
  return undefined;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The local counterpart of API Gateway's WebSocket API. The token (a query parameter, since
 * browsers cannot set headers on a socket) is checked before the socket opens; a socket that fails
 * the checks opens only to be closed with 4401, which a browser can read (an HTTP refusal reaches
 * it as a bare 1006). An id the caller does not own is refused the same way with 4404, whether it
 * is someone else's, does not exist or could not be an id at all; an open socket hears only its
 * own user's messages anyway. (API Gateway answers the same two refusals 401 and 403.)
 */
export function createLiveSocketServer(deps: LiveSocketServerDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) ws.terminate();
      else {
        alive.set(ws, false);
        ws.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const refusal = deps.refuseHost(req);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.body.message);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const topic = liveTopicOf(url.pathname);
    if (!topic) return refuseUpgrade(socket, 404, 'Not Found');
    const token = url.searchParams.get('token') ?? undefined;
    // the same decision as API Gateway's $connect authorizer, by the same code
    const grant = await authorizeSocket({ token, topic }, deps.verify, deps.ownsTopic);
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (grant.refused === 'unauthorized') return ws.close(LIVE_CLOSE.unauthorized, 'Unauthorized');
      if (grant.refused) return ws.close(LIVE_CLOSE.notFound, 'Not Found');
      const { userId } = grant;
      // a socket hears nothing once its token has expired: closed then, as a refused token is
      const expiry = setTimeout(
        () => ws.close(LIVE_CLOSE.unauthorized, 'Token expired'),
        Math.max(0, grant.expiresAt * 1000 - Date.now()),
      );
      expiry.unref();
      ws.on('close', () => clearTimeout(expiry));
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      const stop = deps.hub.subscribe(userId, topic, (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      });
      ws.on('close', stop);
      ws.on('error', () => ws.terminate());
    });
  }

  return {
    /** the http server's 'upgrade' listener */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      upgrade(req, socket, head).catch(() => socket.destroy());
    },
    close(): void {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
