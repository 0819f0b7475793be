import { ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';

/** A Cognito user pool: strong passwords, MFA, advanced security, and an app client without a secret. */
export function userDirectory(ctx: SynthesisContext, block: BlockOfKind<'user-directory'>): void {
  const b = block.name;
  const pool = ctx.add(b, `${b}UserPool`, {
    Type: 'AWS::Cognito::UserPool',
    DeletionPolicy: 'Retain',
    UpdateReplacePolicy: 'Retain',
    Properties: {
      UserPoolName: sub(`\${AWS::StackName}-${b.toLowerCase()}`),
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: block.options.mfa,
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      DeletionProtection: ctx.production ? 'ACTIVE' : 'INACTIVE',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 14,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 3,
        },
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      UserPoolTags: { DataClassification: ctx.classificationTag },
    },
  });
  ctx.add(b, `${b}AppClient`, {
    Type: 'AWS::Cognito::UserPoolClient',
    Properties: {
      UserPoolId: ref(pool),
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    },
  });
  ctx.output(`${pool}Id`, ref(pool), `${b}: user pool id`);
}
