import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { redirect, sendHtml } from '../http-util';
import type { FileStore } from './file-adapter';
import { messagePage } from './pages';

export interface LogoutSettings {
  clientId: string;
  /** where `logout_uri` may point (the site root) */
  logoutUris: readonly string[];
  /** where `redirect_uri` may point (the client's redirect URIs) */
  redirectUris: readonly string[];
}

/**
 * Cognito's hosted-UI `GET /logout?client_id=&logout_uri=` (or `redirect_uri` with
 * `response_type` and `scope`): ends the provider session at once, without a confirmation page,
 * revokes what that session granted, and returns to the registered address.
 */
export function createLogout(provider: Provider, store: FileStore, settings: LogoutSettings) {
  return async (req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> => {
    const refuse = (message: string) => sendHtml(res, 400, messagePage('Sign-out failed', message));
    if (query.get('client_id') !== settings.clientId) return refuse('Unknown or missing client_id.');
    const logoutUri = query.get('logout_uri');
    const redirectUri = query.get('redirect_uri');
    const target = logoutUri ?? redirectUri;
    const allowed = logoutUri ? settings.logoutUris : settings.redirectUris;
    if (!target || !allowed.includes(target)) {
      return refuse('logout_uri must be one of the sign-out URLs registered for this client.');
    }

    const ctx = provider.createContext(req, res);
    const session = await provider.Session.get(ctx);
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (!grantId) continue;
      store.deleteMany(store.keysWhere('', (payload) => payload.grantId === grantId));
      store.delete(`Grant:${grantId}`);
    }
    if (session.jti) await session.destroy();
    // Expire the session cookie (and its signature) the provider set.
    ctx.cookies.set('_session', null, { httpOnly: true, sameSite: 'lax' });
    redirect(res, target);
  };
}
