import { z } from 'zod';
import { FEATURE_VARIABLES } from '#shared/api/define';

/**
 * Deployment configuration of the CDK app. Every key can be given as CDK context
 * (`npx cdk deploy -c stage=prod`) or as an environment variable; context wins.
 */
const CONFIG_SOURCES = {
  stage: 'SAHAB_STAGE',
  cognitoDomainPrefix: 'SAHAB_COGNITO_DOMAIN_PREFIX',
  cognitoThreatProtection: 'SAHAB_COGNITO_THREAT_PROTECTION',
  inKingdomRegions: 'SAHAB_IN_KINGDOM_REGIONS',
  logRetentionDays: 'SAHAB_LOG_RETENTION_DAYS',
  paddleClientToken: 'PADDLE_CLIENT_TOKEN',
  paddleEnvironment: 'PADDLE_ENVIRONMENT',
  paddlePriceStarter: 'PADDLE_PRICE_STARTER',
  paddlePricePro: 'PADDLE_PRICE_PRO',
  paddlePricePremium: 'PADDLE_PRICE_PREMIUM',
  sandboxCheckout: FEATURE_VARIABLES.sandboxCheckout,
  webDist: 'SAHAB_WEB_DIST',
  roleTemplateUrl: 'SAHAB_ROLE_TEMPLATE_URL',
  bedrockModelId: 'SAHAB_BEDROCK_MODEL_ID',
  openaiBaseUrl: 'SAHAB_OPENAI_BASE_URL',
  openaiModel: 'SAHAB_OPENAI_MODEL',
  notificationFrom: 'SAHAB_NOTIFICATION_FROM',
} as const;

type ConfigKey = keyof typeof CONFIG_SOURCES;

/** CloudWatch Logs only accepts these retention periods. */
const RETENTION_DAYS = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 3653];

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

const regionList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'not an AWS region code'),
    )
    .readonly(),
);

const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() === 'true' : (value ?? false)),
  z.boolean(),
);

/** Cognito's rules for a hosted domain prefix (it may not mention AWS brands). */
const domainPrefix = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and hyphens only')
  .refine((prefix) => !/aws|amazon|cognito/.test(prefix), 'must not contain aws, amazon or cognito');

const rawSchema = z.object({
  stage: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,19}$/, 'lower-case letters, digits and hyphens, starting with a letter')
      .default('dev'),
  ),
  cognitoDomainPrefix: z.preprocess(blankToUndefined, domainPrefix.optional()),
  cognitoThreatProtection: flag,
  inKingdomRegions: regionList,
  logRetentionDays: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((days) => RETENTION_DAYS.includes(days), `one of ${RETENTION_DAYS.join(', ')}`)
      .default(365),
  ),
  paddleClientToken: optionalText,
  notificationFrom: z.preprocess(blankToUndefined, z.email().optional()),
  paddleEnvironment: z.preprocess(blankToUndefined, z.enum(['sandbox', 'production']).default('sandbox')),
  paddlePriceStarter: optionalText,
  paddlePricePro: optionalText,
  paddlePricePremium: optionalText,
  sandboxCheckout: flag,
  webDist: optionalText,
  /** an S3 https URL of the role template, for the wizard's CloudFormation quick-create link */
  roleTemplateUrl: z.preprocess(blankToUndefined, z.url().optional()),
  /** the design studio's model in Bedrock: a foundation model or inference profile id */
  bedrockModelId: optionalText,
  /** an OpenAI-compatible chat endpoint and its model name (instead of Bedrock) */
  openaiBaseUrl: z.preprocess(blankToUndefined, z.url().optional()),
  openaiModel: optionalText,
});

export interface PaddleConfig {
  clientToken: string;
  environment: 'sandbox' | 'production';
  priceIds: { starter: string; pro: string; premium: string };
}

export interface AppConfig {
  stage: string;
  /** undefined: derived per account at deploy time (see `cognitoDomainPrefixFor`) */
  cognitoDomainPrefix?: string;
  /** Cognito Plus feature plan with enforced threat protection (billed per active user) */
  cognitoThreatProtection: boolean;
  inKingdomRegions: readonly string[];
  logRetentionDays: number;
  /** undefined: no Paddle account configured (no checkout, unless `sandboxCheckout`) */
  paddle?: PaddleConfig;
  /**
   * Deploys the sandbox checkout, with which any signed-in user gives themselves any plan without
   * paying. Off unless asked for (a demo or staging stage); refused together with Paddle.
   */
  sandboxCheckout: boolean;
  /** a pre-built web app folder to deploy (e.g. a CI artefact); undefined: build dist/web */
  webDist?: string;
  /** an S3 https URL of the role template: the link wizard then offers a quick-create link */
  roleTemplateUrl?: string;
  /** the SES-verified address notification e-mail is sent from; undefined: webhooks only */
  notificationFrom?: string;
  /**
   * The design studio's model: Bedrock (the architects' functions may invoke only this model), or
   * an OpenAI-compatible endpoint; neither, the offline planner.
   */
  model?: { bedrockModelId: string } | { openaiBaseUrl: string; openaiModel: string };
}

const appConfigSchema = rawSchema.transform((raw, ctx): AppConfig => {
  const { paddleClientToken, paddleEnvironment, paddlePriceStarter, paddlePricePro, paddlePricePremium } =
    raw;
  const base = {
    stage: raw.stage,
    cognitoDomainPrefix: raw.cognitoDomainPrefix,
    cognitoThreatProtection: raw.cognitoThreatProtection,
    inKingdomRegions: raw.inKingdomRegions,
    logRetentionDays: raw.logRetentionDays,
    webDist: raw.webDist,
    sandboxCheckout: raw.sandboxCheckout,
    roleTemplateUrl: raw.roleTemplateUrl,
    notificationFrom: raw.notificationFrom,
    ...(raw.bedrockModelId
      ? { model: { bedrockModelId: raw.bedrockModelId } }
      : raw.openaiBaseUrl && raw.openaiModel
        ? { model: { openaiBaseUrl: raw.openaiBaseUrl, openaiModel: raw.openaiModel } }
        : {}),
  };
  if (!paddleClientToken) return base;
  if (raw.sandboxCheckout) {
    ctx.addIssue({
      code: 'custom',
      path: ['sandboxCheckout'],
      message:
        'the sandbox checkout cannot be deployed next to Paddle (it would grant plans without payment)',
    });
    return z.NEVER;
  }
  if (!paddlePriceStarter || !paddlePricePro || !paddlePricePremium) {
    ctx.addIssue({
      code: 'custom',
      path: ['paddlePriceStarter'],
      message: 'PADDLE_PRICE_STARTER, PADDLE_PRICE_PRO and PADDLE_PRICE_PREMIUM are required with Paddle',
    });
    return z.NEVER;
  }
  const priceIds = { starter: paddlePriceStarter, pro: paddlePricePro, premium: paddlePricePremium };
  return { ...base, paddle: { clientToken: paddleClientToken, environment: paddleEnvironment, priceIds } };
});

/** Validates raw configuration values; throws one readable error naming every bad key. */
export function parseAppConfig(raw: Partial<Record<ConfigKey, unknown>>): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0]) as ConfigKey;
    return `${key} (env ${CONFIG_SOURCES[key]}): ${issue.message}`;
  });
  throw new Error(`Invalid Sahab CDK configuration:\n  ${problems.join('\n  ')}`);
}

/** Reads each key from CDK context first, then from the environment. */
export function readAppConfig(
  tryGetContext: (key: string) => unknown,
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const raw: Partial<Record<ConfigKey, unknown>> = {};
  for (const [key, envName] of Object.entries(CONFIG_SOURCES) as [ConfigKey, string][]) {
    raw[key] = tryGetContext(key) ?? env[envName];
  }
  return parseAppConfig(raw);
}
