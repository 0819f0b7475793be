import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthInfra } from '../fixtures/infra';

const ENV = { account: '111122223333', region: 'me-central-1' };

const findings = (report: ReturnType<AwsSolutionsChecks['validateScope']>) =>
  report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`),
  );

const PADDLE = {
  paddleClientToken: 't',
  paddlePriceStarter: 'a',
  paddlePricePro: 'b',
  paddlePricePremium: 'c',
};

describe.each([
  ['the default configuration (sandbox billing, env-agnostic)', {}, undefined],
  [
    'Paddle, threat protection and a Bedrock inference profile in a concrete account',
    {
      ...PADDLE,
      cognitoThreatProtection: 'true',
      bedrockModelId: 'eu.anthropic.claude-sonnet-4-20250514-v1:0',
    },
    ENV,
  ],
])('cdk-nag AwsSolutions on our stacks: %s', (_name, config, env) => {
  let report: ReturnType<AwsSolutionsChecks['validateScope']>;
  beforeAll(() => {
    report = new AwsSolutionsChecks().validateScope(synthInfra({ config, env }).app);
  });

  it('reports nothing unacknowledged, neither errors nor warnings', () => {
    expect(findings(report)).toEqual([]);
  });
});

describe('cdk-nag in this setup', () => {
  it('does report findings when something is wrong (the check is live)', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Careless'), 'Bucket');
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(findings(report)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^error AwsSolutions-S10 /)]),
    );
  });
});
