import { Aws } from 'aws-cdk-lib';
import type { AppConfig } from './config';

/**
 * The hosted-domain prefix is global per region, so the default carries the account id; it is an
 * `AWS::AccountId` reference and resolves inside whichever stack uses it.
 */
export function cognitoDomainPrefixFor(config: AppConfig): string {
  return config.cognitoDomainPrefix ?? `sahab-${config.stage}-${Aws.ACCOUNT_ID}`;
}

/** Host name of the Cognito hosted domain (token-friendly: built from strings only). */
export function cognitoHostedDomain(prefix: string, region: string): string {
  return `${prefix}.auth.${region}.amazoncognito.com`;
}
