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
  /** Paddle's server-side API key (plan changes, cancellations, invoices, the customer portal) */
  readonly paddleApiKey: Secret;

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
    // A placeholder until the operator puts the key from Paddle's dashboard (Developer tools >
    // Authentication) here; only used where Paddle is configured (the sandbox needs no key).
    this.paddleApiKey = new Secret(this, 'PaddleApiKey', {
      description: 'Paddle Billing API key (replace the generated value with a key from Paddle)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.paddleApiKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key is issued by Paddle and rotated in the Paddle dashboard, then put here; a rotation Lambda cannot create Paddle keys.',
    });
  }
}
