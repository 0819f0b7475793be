import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * Billing secrets. The Paddle notification (webhook) secret is created with a random value so the
 * product deploys before a Paddle account exists (the sandbox checkout signs with it). Once Paddle
 * is set up, the operator puts the notification destination's secret key from the Paddle dashboard
 * into it (`aws secretsmanager put-secret-value`); functions read it at cold start.
 */
export class BillingSecrets extends Construct {
  readonly paddleWebhookSecret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.paddleWebhookSecret = new Secret(this, 'PaddleWebhookSecret', {
      description:
        'Paddle Billing notification destination secret key (replace the generated value with Paddle’s)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.paddleWebhookSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value is issued by Paddle and must equal the notification destination’s key there; it is rotated in the Paddle dashboard and then put here, so a rotation Lambda cannot rotate it.',
    });
  }
}
