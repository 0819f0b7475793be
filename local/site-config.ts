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
  // The AWS-account simulator and the offline AI planner join this list when those features land;
  // naming them before they exist would describe parts the product does not have yet.
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
