// oidc-provider 9 ships no types; this declares the part of its API the local runtime uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Cookies {
    get(name: string, options?: Record<string, unknown>): string | undefined;
    set(name: string, value: string | null, options?: Record<string, unknown>): void;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    jti?: string;
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    destroy(): Promise<void>;
  }

  export interface OidcContext {
    provider: Provider;
    client: { clientId: string };
    session: Session & { grantIdFor(clientId: string): string | undefined };
    params: Record<string, unknown>;
    result?: { consent?: { grantId?: string } };
    resourceServers: Record<string, unknown>;
    requestParamScopes: Set<string>;
    requestParamClaims: Set<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    req: IncomingMessage;
    res: ServerResponse;
    cookies: Cookies;
    body: unknown;
    type: string;
    status: number;
    secure: boolean;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface TokenLike {
    kind: string;
    accountId?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    readonly Session: { get(ctx: KoaContextWithOIDC): Promise<Session> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    createContext(req: IncomingMessage, res: ServerResponse): KoaContextWithOIDC;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
