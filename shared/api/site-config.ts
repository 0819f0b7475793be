import { z } from 'zod';

import { SIMULATED_PARTS, type SimulatedPart } from './simulated-parts';

export { SIMULATED_PARTS, type SimulatedPart };

/** `/config.json`: runtime configuration of the SPA (written by CDK in AWS, generated locally). */
export const siteConfigSchema = z.object({
  /** OIDC issuer */
  authority: z.url(),
  clientId: z.string().min(1),
  /** the site root, which is both the sign-in and the sign-out return address */
  redirectUri: z.url().optional(),
  /** base URL the route table's paths (`/api/...`, `/health`) are appended to */
  apiUrl: z.url(),
  /**
   * The live-updates socket. With `{topic}` in it (API Gateway's WebSocket API, whose path is
   * fixed: `wss://...amazonaws.com/live?topic={topic}`) the topic id replaces it; otherwise the id
   * is appended as a path segment (the local server's `ws://host/ws/{id}`). Empty: no socket.
   */
  wsUrl: z.string(),
  /** Cognito-style logout endpoint (`?client_id=&logout_uri=`) */
  logoutUrl: z.url(),
  region: z.string().min(1),
  billing: z.object({
    /** `none`: no checkout in this environment (no Paddle, sandbox switched off) */
    provider: z.enum(['sandbox', 'paddle', 'none']),
    paddleClientToken: z.string().optional(),
    paddleEnvironment: z.enum(['sandbox', 'production']).optional(),
    priceIds: z.object({ starter: z.string(), pro: z.string(), premium: z.string() }).partial().optional(),
  }),
  simulated: z.array(z.enum(Object.keys(SIMULATED_PARTS) as [SimulatedPart, ...SimulatedPart[]])),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
