import { Annotations, Aws, type Environment, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { enabledRoutes, FEATURE_VARIABLES, type RouteDef } from '#shared/api/define';
import { cognitoDomainPrefixFor } from './cognito-domain';
import type { AppConfig } from './config';
import { AppStack } from './stacks/app-stack';
import { StatefulStack } from './stacks/stateful-stack';

export interface SahabOptions {
  readonly config: AppConfig;
  readonly routes: readonly RouteDef[];
  /** the built SPA folder deployed to the site bucket */
  readonly siteAssetPath: string;
  /** account/region; undefined keeps the stacks environment-agnostic */
  readonly env?: Environment;
}

/** Creates the product's stacks: state first (retained), then the stateless app that uses it. */
export function createSahab(scope: Construct, { config, routes, siteAssetPath, env }: SahabOptions) {
  const cognitoDomainPrefix = cognitoDomainPrefixFor(config);

  const stateful = new StatefulStack(scope, `Sahab-${config.stage}-Stateful`, {
    env,
    description: 'Sahab state: DynamoDB table, Cognito user pool, billing secret (retained)',
    cognitoDomainPrefix,
    cognitoThreatProtection: config.cognitoThreatProtection,
    functionEnvironment: functionEnvironment(config),
    logRetentionDays: config.logRetentionDays,
  });
  const app = new AppStack(scope, `Sahab-${config.stage}-App`, {
    env,
    description: 'Sahab app: CloudFront web hosting, HTTP API with one Lambda per route, web client',
    stateful,
    // Routes of features switched off are not deployed at all: no function, no route, no grant.
    routes: enabledRoutes(routes, { sandboxCheckout: config.sandboxCheckout }),
    cognitoDomainPrefix,
    functionEnvironment: functionEnvironment(config),
    logRetentionDays: config.logRetentionDays,
    siteAssetPath,
    paddle: config.paddle,
    sandboxCheckout: config.sandboxCheckout,
    notificationFrom: config.notificationFrom,
    bedrockModel:
      config.model && 'bedrockModelId' in config.model ? { modelId: config.model.bedrockModelId } : undefined,
  });
  if (config.sandboxCheckout) {
    Annotations.of(app).addWarning(
      `The sandbox checkout is deployed (sandboxCheckout / ${FEATURE_VARIABLES.sandboxCheckout}): any signed-in user can give themselves any plan without paying. Use it only for a demo or staging stage.`,
    );
  }

  Tags.of(scope).add('project', 'sahab');
  Tags.of(scope).add('stage', config.stage);
  return { stateful, app };
}

/** Variables every API function gets; names match the readers in `functions/lib`. */
function functionEnvironment(config: AppConfig): Record<string, string> {
  const environment: Record<string, string> = {
    POWERTOOLS_SERVICE_NAME: 'sahab',
    LOG_LEVEL: 'INFO',
    // the account customers' role templates must trust (the link wizard shows it)
    SAHAB_PLATFORM_ACCOUNT_ID: Aws.ACCOUNT_ID,
  };
  if (config.roleTemplateUrl) environment.SAHAB_ROLE_TEMPLATE_URL = config.roleTemplateUrl;
  // the operator's default residency (functions/lib/settings/residency.ts): users without their own
  if (config.inKingdomRegions.length > 0)
    environment.SAHAB_IN_KINGDOM_REGIONS = config.inKingdomRegions.join(',');
  // the names functions/lib/generation/config.ts reads
  if (config.model && 'bedrockModelId' in config.model) {
    environment.SAHAB_BEDROCK_MODEL_ID = config.model.bedrockModelId;
  } else if (config.model) {
    environment.SAHAB_OPENAI_BASE_URL = config.model.openaiBaseUrl;
    environment.SAHAB_OPENAI_MODEL = config.model.openaiModel;
  }
  if (config.paddle) {
    environment.PADDLE_CLIENT_TOKEN = config.paddle.clientToken;
    environment.PADDLE_ENVIRONMENT = config.paddle.environment;
    environment.PADDLE_PRICE_STARTER = config.paddle.priceIds.starter;
    environment.PADDLE_PRICE_PRO = config.paddle.priceIds.pro;
    environment.PADDLE_PRICE_PREMIUM = config.paddle.priceIds.premium;
  }
  return environment;
}
