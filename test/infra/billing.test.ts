import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InfraFixture, routeActions, routeFunctionIds, synthInfra } from '../fixtures/infra';

describe('billing: the Paddle notification secret', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('exists with a generated value and is retained (with the API key beside it)', () => {
    infra.stateful.resourceCountIs('AWS::SecretsManager::Secret', 2);
    infra.stateful.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: { GenerateSecretString: Match.objectLike({ PasswordLength: Match.anyValue() }) },
    });
  });

  it('is readable only by the functions whose route lists it, which get its ARN', () => {
    // arrange
    const readers = infra.routes.filter((route) => route.secrets?.includes('paddleWebhookSecret'));
    expect(readers.map((route) => route.name)).toContain('billing-webhook');
    // act / assert
    for (const route of infra.routes) {
      const canRead = routeActions(infra, route.name).includes('secretsmanager:GetSecretValue');
      const lists = readers.includes(route) || route.secrets?.includes('paddleApiKey') === true;
      expect(canRead, route.name).toBe(lists);
      const { functionId } = routeFunctionIds(infra, route.name);
      const variables = infra.appStack.toJSON().Resources[functionId].Properties.Environment.Variables;
      expect('PADDLE_WEBHOOK_SECRET_ARN' in variables, route.name).toBe(readers.includes(route));
      expect('PADDLE_API_KEY_SECRET_ARN' in variables, route.name).toBe(
        route.secrets?.includes('paddleApiKey') === true,
      );
    }
  });

  it('passes Paddle settings to the functions only when Paddle is configured', () => {
    const withPaddle = synthInfra({
      config: {
        paddleClientToken: 'live_token',
        paddlePriceStarter: 'pri_s',
        paddlePricePro: 'pri_p',
        paddlePricePremium: 'pri_x',
      },
    });
    for (const route of withPaddle.routes) {
      const { functionId } = routeFunctionIds(withPaddle, route.name);
      const variables = withPaddle.appStack.toJSON().Resources[functionId].Properties.Environment.Variables;
      expect(variables, route.name).toMatchObject({
        PADDLE_CLIENT_TOKEN: 'live_token',
        PADDLE_PRICE_PRO: 'pri_p',
      });
    }
    const sandbox = Object.values(
      infra.appStack.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs24.x' } }),
    );
    for (const fn of sandbox) expect(fn.Properties.Environment.Variables.PADDLE_CLIENT_TOKEN).toBeUndefined();
  });
});
