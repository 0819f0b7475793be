import { cloudConfig } from '#functions/lib/config';
import { modelConfigFrom } from '#functions/lib/generation/config';
import type { SimulatedPart, SiteConfig } from '#shared/api/site-config';
import { billingSiteConfig } from './billing-site-config';

export interface SiteConfigInput {
  publicUrl: string;
  issuer: string;
  clientId: string;
  logoutUrl: string;
  region: string;
  env?: NodeJS.ProcessEnv;
}

/** The `/config.json` the local server answers: same shape as the one CDK writes in AWS. */
export function localSiteConfig(input: SiteConfigInput): SiteConfig {
  const billing = billingSiteConfig(input.env ?? process.env);
  const simulated: SimulatedPart[] = ['identity', 'database'];
  if (billing.provider === 'sandbox') simulated.push('billing');
  // Linked accounts live in the sandbox cloud unless AWS is configured (SAHAB_CLOUD, credentials).
  if (cloudConfig().cloud === 'sandbox') simulated.push('aws-accounts');
  // Without a model (Bedrock or an OpenAI-compatible endpoint) the offline planner designs.
  if (modelConfigFrom(input.env ?? process.env)().provider === 'offline') simulated.push('ai');
  return {
    authority: input.issuer,
    clientId: input.clientId,
    redirectUri: `${input.publicUrl}/`,
    apiUrl: input.publicUrl,
    wsUrl: `${input.publicUrl.replace(/^http/, 'ws')}/ws`,
    logoutUrl: input.logoutUrl,
    region: input.region,
    billing,
    simulated,
  };
}
