import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { startWorkflowHarness } from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

/**
 * Keys that name a member of Object.prototype (`constructor`, `__proto__`, `toString`...) are
 * ordinary names to CloudFormation: a parameter, an output or a value keyed by one must behave
 * like any other name, never read the prototype's member or set the object's prototype.
 */
let harness: Awaited<ReturnType<typeof startWorkflowHarness>>;
beforeAll(async () => {
  harness = await startWorkflowHarness();
}, 120_000);
afterAll(() => harness.stop());

const TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Parameters:
  constructor:
    Type: String
  toString:
    Type: String
    Default: plain
Resources:
  Queue:
    Type: AWS::SQS::Queue
    Properties:
      QueueName: !Sub '\${constructor}-\${toString}'
Outputs:
  constructor:
    Value: !GetAtt Queue.Arn
  hasOwnProperty:
    Value: !Ref constructor
`;

describe('keys named after Object.prototype members', { timeout: 120_000 }, () => {
  it('deploys a stack whose parameters and outputs are named constructor, toString and hasOwnProperty', async () => {
    const account = await harness.linkedAccount('user-proto');
    const record = await startDeployment(harness.ports, account, {
      region: SANDBOX_REGION,
      stackName: 'proto-keys',
      template: TEMPLATE,
      parameterValues: { constructor: 'orders' },
    });
    await harness.executionEnded(`deploy-${record.id}`);
    const deployed = await harness.deployment(record);
    expect({ status: deployed?.status, reason: deployed?.statusReason || undefined }).toEqual({
      status: 'CREATE_COMPLETE',
      reason: undefined,
    });
    expect(deployed?.outputs.hasOwnProperty).toBe('orders');
    expect(deployed?.outputs.constructor).toMatch(/^arn:aws:sqs:.*:orders-plain$/);
  });
});
