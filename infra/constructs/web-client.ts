import { Duration } from 'aws-cdk-lib';
import {
  type IUserPool,
  OAuthScope,
  UserPoolClient,
  UserPoolClientIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface WebClientProps {
  readonly userPool: IUserPool;
  /** the web app's origin; sign-in and sign-out both return to its root */
  readonly siteUrl: string;
}

/**
 * The web app's OAuth client: public (a browser cannot keep a secret), authorization code flow
 * with PKCE only, scopes `phone openid email profile`, returning to the site root.
 */
export class WebClient extends Construct {
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: WebClientProps) {
    super(scope, id);
    const siteRoot = `${props.siteUrl}/`;
    this.client = new UserPoolClient(this, 'Client', {
      userPool: props.userPool,
      generateSecret: false,
      // SRP only (the password never travels), which the hosted/managed login pages may rely on;
      // no plain-password, admin or custom flows.
      authFlows: {
        user: false,
        userSrp: true,
        userPassword: false,
        adminUserPassword: false,
        custom: false,
      },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [OAuthScope.PHONE, OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [siteRoot],
        logoutUrls: [siteRoot],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
