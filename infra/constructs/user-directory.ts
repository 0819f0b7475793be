import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolDomain,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LambdaFunction } from './lambda-function';

export interface UserDirectoryProps {
  readonly domainPrefix: string;
  /** Plus feature plan with enforced threat protection (billed per monthly active user) */
  readonly threatProtection: boolean;
  readonly functionEnvironment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
}

/** The Cognito user pool (e-mail sign-in, self sign-up) and its hosted sign-in domain. */
export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  /** OIDC issuer: `https://cognito-idp.<region>.amazonaws.com/<pool id>` */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      ...(props.threatProtection
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The API reads only access tokens, which Cognito issues without the e-mail: a deployment's
    // history would name its person by user id. Version 2 events (Essentials and Plus plans, both
    // used here) may add claims to the access token.
    const tokenClaims = new LambdaFunction(this, 'AccessTokenEmail', {
      entry: 'functions/triggers/access-token-email.ts',
      description: "the user pool's pre token generation trigger (e-mail in access tokens)",
      environment: props.functionEnvironment,
      logRetention: props.logRetention,
    });
    this.userPool.addTrigger(
      UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      tokenClaims.function,
      LambdaVersion.V2_0,
    );
    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
    });
    this.issuerUrl = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Self-service SaaS sign-up: MFA (authenticator app) is offered but not required, so a customer can sign up with an e-mail address alone.',
    });
    if (!props.threatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is billed per monthly active user; operators turn it on with cognitoThreatProtection=true.',
      });
    }
  }
}
