import { Aws, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { LambdaFunction } from './lambda-function';

/**
 * What a function that sends notifications needs: ses:SendEmail from the configured sender
 * address only (SES identities of this account), and that address in SAHAB_NOTIFICATION_FROM.
 * Without a configured address nothing is granted: such a function then sends webhooks only.
 */
export function grantNotificationEmail(fn: LambdaFunction, from: string | undefined): void {
  if (!from) return;
  fn.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
      conditions: { StringEquals: { 'ses:FromAddress': from } },
    }),
  );
  Validations.of(fn.role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
    reason:
      "SES checks every identity a message uses (the sender's and, in the sandbox, each recipient's), which are users' own addresses; the condition allows sending only from the configured address.",
  });
  fn.function.addEnvironment('SAHAB_NOTIFICATION_FROM', from);
}
