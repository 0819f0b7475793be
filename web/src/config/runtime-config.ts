/**
 * Runtime configuration, fetched from `/config.json` before the first render. CDK writes it in AWS
 * and the local runtime generates it, so one build runs everywhere and holds no secrets.
 * Validated by hand (no zod) to keep the schema library out of the landing page's first chunk.
 */
/** `none`: this deployment sells nothing (no Paddle, and the sandbox checkout is switched off) */
export type BillingProvider = 'paddle' | 'sandbox' | 'none';

export interface BillingConfig {
  provider: BillingProvider;
  paddleClientToken?: string;
  paddleEnvironment?: 'sandbox' | 'production';
  /** Paddle price id per plan tier */
  priceIds?: Partial<Record<string, string>>;
}

export interface RuntimeConfig {
  authority: string;
  clientId: string;
  apiUrl: string;
  wsUrl: string;
  logoutUrl: string;
  region: string;
  billing: BillingConfig;
  /** parts of the product that run on a simulator in this environment (shown as "Simulated") */
  simulated: string[];
}

export class ConfigError extends Error {}

function requireString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '') throw new ConfigError(`config.json: "${key}" is missing`);
  return value;
}

function parseBilling(raw: unknown): BillingConfig {
  if (!raw || typeof raw !== 'object') throw new ConfigError('config.json: "billing" is missing');
  const billing = raw as Record<string, unknown>;
  if (billing.provider !== 'paddle' && billing.provider !== 'sandbox' && billing.provider !== 'none') {
    throw new ConfigError('config.json: "billing.provider" must be "paddle", "sandbox" or "none"');
  }
  const environment = billing.paddleEnvironment === 'production' ? 'production' : 'sandbox';
  return {
    provider: billing.provider,
    paddleClientToken: typeof billing.paddleClientToken === 'string' ? billing.paddleClientToken : undefined,
    paddleEnvironment: environment,
    priceIds:
      billing.priceIds && typeof billing.priceIds === 'object'
        ? (billing.priceIds as Record<string, string>)
        : undefined,
  };
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new ConfigError('config.json is not a JSON object');
  const source = raw as Record<string, unknown>;
  const simulated = Array.isArray(source.simulated)
    ? source.simulated.filter((part): part is string => typeof part === 'string')
    : [];
  return {
    authority: requireString(source, 'authority'),
    clientId: requireString(source, 'clientId'),
    apiUrl: typeof source.apiUrl === 'string' ? source.apiUrl : '',
    wsUrl: typeof source.wsUrl === 'string' ? source.wsUrl : '',
    logoutUrl: requireString(source, 'logoutUrl'),
    region: typeof source.region === 'string' ? source.region : 'us-east-1',
    billing: parseBilling(source.billing),
    simulated,
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
