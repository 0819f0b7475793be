import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InfraFixture, synthInfra } from '../fixtures/infra';

describe('auth: Cognito user pool, hosted domain and web client', () => {
  let infra: InfraFixture;
  let distributionId: string;
  beforeAll(() => {
    infra = synthInfra();
    distributionId = Object.keys(infra.appStack.findResources('AWS::CloudFront::Distribution'))[0];
  });

  it('signs in by verified e-mail with self sign-up, a strong password policy and deletion protection', () => {
    infra.stateful.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        DeletionProtection: 'ACTIVE',
        Policies: {
          PasswordPolicy: {
            MinimumLength: Match.anyValue(),
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
      },
    });
    const [pool] = Object.values(infra.stateful.findResources('AWS::Cognito::UserPool'));
    expect(pool.Properties.Policies.PasswordPolicy.MinimumLength).toBeGreaterThanOrEqual(12);
  });

  it('puts the e-mail in access tokens through a version 2 pre token generation trigger (a history names a person, not an id)', () => {
    const [pool] = Object.values(infra.stateful.findResources('AWS::Cognito::UserPool'));
    const trigger = pool.Properties.LambdaConfig.PreTokenGenerationConfig;
    expect(trigger.LambdaVersion).toBe('V2_0');
    const functionId = trigger.LambdaArn['Fn::GetAtt'][0];
    const fn = infra.stateful.findResources('AWS::Lambda::Function')[functionId];
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    infra.stateful.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('has a hosted domain whose default prefix carries the stage and the account (globally unique)', () => {
    infra.stateful.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['sahab-test-', { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('has a public client: authorization code only, no secret, the four scopes, site root as both URLs', () => {
    const siteRoot = {
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/']],
    };
    infra.appStack.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayEquals(['phone', 'openid', 'email', 'profile']),
      CallbackURLs: [siteRoot],
      LogoutURLs: [siteRoot],
      SupportedIdentityProviders: ['COGNITO'],
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });
});
