import { z } from 'zod';
import { envSection } from '../config';

/**
 * LIVE_UPDATES_ENDPOINT: the WebSocket API stage's management endpoint
 * (`https://<api>.execute-api.<region>.amazonaws.com/<stage>`), set by CDK on the functions that
 * publish. Unset (the local runtime), live updates go to the in-process socket server.
 */
export const liveConfig = envSection(
  'live updates',
  z
    .object({ LIVE_UPDATES_ENDPOINT: z.url().optional() })
    .transform((env) => ({ endpoint: env.LIVE_UPDATES_ENDPOINT })),
);

/**
 * What the WebSocket API's authorizer checks tokens against: the user pool's issuer and the web
 * client's id (Cognito access tokens carry it as `client_id`), like the HTTP API's JWT authorizer.
 */
export const socketAuthConfig = envSection(
  'socket authorizer',
  z
    .object({ OIDC_ISSUER: z.url(), OIDC_CLIENT_ID: z.string().min(1) })
    .transform((env) => ({ issuer: env.OIDC_ISSUER.replace(/\/+$/, ''), clientId: env.OIDC_CLIENT_ID })),
);
