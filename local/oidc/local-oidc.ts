import type { IncomingMessage, ServerResponse } from 'node:http';
import { AccountStore } from './accounts';
import { FileStore } from './file-adapter';
import { createInteractions } from './interactions';
import { loadOrCreateSecrets } from './keys';
import { createLogout } from './logout';
import { createProvider, oidcFiles } from './provider';
import { createUserinfo } from './userinfo';

export const OIDC_PREFIX = '/oidc';
export const LOCAL_CLIENT_ID = 'sahab-local';

export interface LocalOidc {
  issuer: string;
  clientId: string;
  /** Cognito-style logout URL (config.json `logoutUrl`) */
  logoutUrl: string;
  jwksPath: string;
  /** handles every request under /oidc */
  handle(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): Promise<void>;
}

/**
 * The local identity provider at `<publicUrl>/oidc`. oidc-provider does the protocol; our code
 * adds the sign-in page, Cognito's logout URL and a userinfo that accepts JWT access tokens.
 */
export async function createLocalOidc(
  publicUrl: string,
  dataDir: string,
  accessTokenTtl?: number,
): Promise<LocalOidc> {
  const files = oidcFiles(dataDir);
  const siteRoot = `${publicUrl}/`;
  const issuer = `${publicUrl}${OIDC_PREFIX}`;
  const redirectUris = [siteRoot, `${publicUrl}/silent-renew.html`];
  const secrets = await loadOrCreateSecrets(files.dir);
  const store = new FileStore(files.store);
  const accounts = new AccountStore(files.accounts);
  const provider = createProvider({
    issuer,
    clientId: LOCAL_CLIENT_ID,
    redirectUris,
    postLogoutRedirectUris: [siteRoot],
    apiResource: `${publicUrl}/api`,
    secrets,
    store,
    accounts,
    accessTokenTtl,
  });
  const callback = provider.callback();
  const interactions = createInteractions(provider, accounts, siteRoot);
  const logout = createLogout(provider, store, {
    clientId: LOCAL_CLIENT_ID,
    logoutUris: [siteRoot],
    redirectUris,
  });
  const userinfo = createUserinfo(secrets, issuer, LOCAL_CLIENT_ID, accounts);

  async function handle(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname.slice(OIDC_PREFIX.length) || '/';
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
    if (interaction && req.method === 'GET' && !interaction[2]) {
      return interactions.show(req, res, `${OIDC_PREFIX}/interaction/${interaction[1]}/login`);
    }
    if (interaction && req.method === 'POST' && interaction[2]) {
      return interactions.signIn(req, res, `${OIDC_PREFIX}/interaction/${interaction[1]}/login`);
    }
    if (path === '/logout' && req.method === 'GET') return logout(req, res, url.searchParams);
    if (path === '/me' && (req.method === 'GET' || req.method === 'POST')) return userinfo(req, res);
    // oidc-provider works out its mount point from originalUrl vs url.
    req.originalUrl = req.url;
    req.url = (req.url ?? '/').slice(OIDC_PREFIX.length) || '/';
    await callback(req, res);
  }

  return {
    issuer,
    clientId: LOCAL_CLIENT_ID,
    logoutUrl: `${issuer}/logout`,
    jwksPath: `${OIDC_PREFIX}/jwks`,
    handle,
  };
}
