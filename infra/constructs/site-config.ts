import type { SiteConfig } from '#shared/api/site-config';
import { webBillingConfig } from '#shared/billing/web-billing';
import type { PaddleConfig } from '../config';

/** Inputs of `/config.json`; every value may be a CloudFormation token. */
export interface SiteConfigInputs {
  readonly siteUrl: string;
  readonly region: string;
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly hostedDomainUrl: string;
  readonly apiUrl: string;
  /** the live-updates socket; `{topic}` marks where the topic id goes (see shared/api/site-config) */
  readonly wsUrl: string;
  readonly paddle?: PaddleConfig;
  readonly sandboxCheckout: boolean;
}

/**
 * The runtime configuration the single-page app loads before it renders (same shape as the local
 * runtime's `/config.json`). Only public values: ids, URLs and Paddle's client-side token.
 */
export function siteConfig(inputs: SiteConfigInputs): SiteConfig {
  const { paddle } = inputs;
  return {
    authority: inputs.issuerUrl,
    clientId: inputs.clientId,
    redirectUri: `${inputs.siteUrl}/`,
    apiUrl: inputs.apiUrl,
    wsUrl: inputs.wsUrl,
    // Cognito's logout endpoint; the app adds client_id and logout_uri.
    logoutUrl: `${inputs.hostedDomainUrl}/logout`,
    region: inputs.region,
    billing: webBillingConfig(paddle, inputs.sandboxCheckout),
    // Parts of the product standing in for a real service, so the UI can label them.
    simulated: !paddle && inputs.sandboxCheckout ? ['billing'] : [],
  };
}
