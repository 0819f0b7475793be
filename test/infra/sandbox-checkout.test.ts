import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from '#infra/config';
import { billingSandboxCheckout } from '#shared/api/routes/billing';
import { deployedSiteConfig, type InfraFixture, routeFunctionIds, synthInfra } from '../fixtures/infra';

const ROUTE_KEY = `${billingSandboxCheckout.method} ${billingSandboxCheckout.path}`;
const routeKeys = (fixture: InfraFixture) =>
  Object.values(fixture.appStack.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
const warnings = (fixture: InfraFixture) =>
  Annotations.fromStack(fixture.stacks.app).findWarning('*', Match.stringLikeRegexp('sandbox checkout'));

/**
 * The sandbox checkout grants any plan without payment, so an AWS deployment has it only when the
 * operator switches it on, loudly; a deployment without Paddle settings otherwise sells nothing.
 */
describe('sandbox checkout in AWS', () => {
  let plain: InfraFixture;
  let enabled: InfraFixture;
  beforeAll(() => {
    plain = synthInfra();
    enabled = synthInfra({ config: { sandboxCheckout: 'true' } });
  });

  it('is not deployed without Paddle settings unless asked for: no route, no function, not offered', () => {
    expect(routeKeys(plain)).not.toContain(ROUTE_KEY);
    expect(routeKeys(plain)).toContain('POST /api/billing/webhook');
    expect(() => routeFunctionIds(plain, billingSandboxCheckout.name)).toThrow(/no function/);
    expect(deployedSiteConfig(plain)).toMatchObject({ billing: { provider: 'none' }, simulated: [] });
    expect(warnings(plain)).toEqual([]);
  });

  it('is deployed with -c sandboxCheckout=true, told it is on, offered and flagged with a synth warning', () => {
    expect(routeKeys(enabled)).toContain(ROUTE_KEY);
    const { functionId } = routeFunctionIds(enabled, billingSandboxCheckout.name);
    const variables = enabled.appStack.toJSON().Resources[functionId].Properties.Environment.Variables;
    expect(variables.SAHAB_SANDBOX_CHECKOUT).toBe('true');
    expect(deployedSiteConfig(enabled)).toMatchObject({
      billing: { provider: 'sandbox' },
      simulated: ['billing'],
    });
    expect(warnings(enabled)).toHaveLength(1);
    // only the sandbox's own function is told: the others never read the switch
    const webhook = routeFunctionIds(enabled, 'billing-webhook').functionId;
    const webhookVariables = enabled.appStack.toJSON().Resources[webhook].Properties.Environment.Variables;
    expect(webhookVariables.SAHAB_SANDBOX_CHECKOUT).toBeUndefined();
  });

  it('is refused next to Paddle, and read from SAHAB_SANDBOX_CHECKOUT too', () => {
    expect(() =>
      synthInfra({
        config: {
          sandboxCheckout: 'true',
          paddleClientToken: 'live_token',
          paddlePriceStarter: 'pri_s',
          paddlePricePro: 'pri_p',
          paddlePricePremium: 'pri_x',
        },
      }),
    ).toThrow(/sandboxCheckout \(env SAHAB_SANDBOX_CHECKOUT\)/);
    expect(readAppConfig(() => undefined, { SAHAB_SANDBOX_CHECKOUT: 'true' }).sandboxCheckout).toBe(true);
    expect(readAppConfig(() => undefined, {}).sandboxCheckout).toBe(false);
  });
});
