import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { SecretBindings } from '../constructs/api-function';
import { BillingSecrets } from '../constructs/billing-secrets';
import { DataTable } from '../constructs/data-table';
import { UserDirectory } from '../constructs/user-directory';

export interface StatefulStackProps extends StackProps {
  readonly cognitoDomainPrefix: string;
  readonly cognitoThreatProtection: boolean;
  /** for the user pool's token trigger, the stack's one function */
  readonly functionEnvironment: Readonly<Record<string, string>>;
  readonly logRetentionDays: RetentionDays;
}

/**
 * Everything that holds customer state: the table, the user pool and the billing secret. All are
 * retained and deletion-protected, and live apart from the app stack so that replacing or
 * removing the app can never take users or data with it.
 */
export class StatefulStack extends Stack {
  readonly data: DataTable;
  readonly users: UserDirectory;
  readonly billing: BillingSecrets;
  /** route `secrets` keys -> the secret and the variable carrying its ARN (see functions/lib/billing/config.ts) */
  readonly secretBindings: SecretBindings;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { ...props, terminationProtection: true });
    this.data = new DataTable(this, 'Data');
    this.users = new UserDirectory(this, 'Users', {
      domainPrefix: props.cognitoDomainPrefix,
      threatProtection: props.cognitoThreatProtection,
      functionEnvironment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
    });
    this.billing = new BillingSecrets(this, 'Billing');
    this.secretBindings = {
      paddleWebhookSecret: {
        secret: this.billing.paddleWebhookSecret,
        environmentVariable: 'PADDLE_WEBHOOK_SECRET_ARN',
      },
      paddleApiKey: { secret: this.billing.paddleApiKey, environmentVariable: 'PADDLE_API_KEY_SECRET_ARN' },
    };

    new CfnOutput(this, 'PaddleWebhookSecretArn', {
      value: this.billing.paddleWebhookSecret.secretArn,
      description: 'Put the Paddle notification destination secret key here',
    });
    new CfnOutput(this, 'PaddleApiKeySecretArn', {
      value: this.billing.paddleApiKey.secretArn,
      description: 'Put a Paddle API key (subscription write, transaction read, portal session write) here',
    });
  }
}
