import { z } from 'zod';

/**
 * Parts of the product that can run on a simulator. `/config.json` lists the ones that do in
 * the current environment, and the web app labels them "Simulated".
 */
export const SIMULATED_PARTS = {
  identity: 'Identity provider: local OIDC provider (any e-mail signs in)',
  database: 'Database: dynalite (DynamoDB API on local disk)',
  billing: 'Billing: sandbox checkout',
  'aws-accounts': 'AWS accounts: sandbox account simulator',
  ai: 'AI: offline planner',
} as const;
export type SimulatedPart = keyof typeof SIMULATED_PARTS;

/** `/config.json`: runtime configuration of the SPA (written by CDK in AWS, generated locally). */
export const siteConfigSchema = z.object({
  /** OIDC issuer */
  authority: z.url(),
  clientId: z.string().min(1),
  /** the site root, which is both the sign-in and the sign-out return address */
  redirectUri: z.url().optional(),
  /** base URL the route table's paths (`/api/...`, `/health`) are appended to */
  apiUrl: z.url(),
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
