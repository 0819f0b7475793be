import { describe, expect, it } from 'vitest';
import { executionRoleArn, SANDBOX_TEST_MS, sandboxCloudForFile } from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

const trail = (name: string) => `
  ${name}:
    Type: AWS::CloudTrail::Trail
    Properties:
      IsLogging: true
      S3BucketName: audit-bucket
`;
const fn = (name: string, reserved: number) => `
  ${name}:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: nodejs22.x
      Handler: index.handler
      Role: !GetAtt WorkerRole.Arn
      ReservedConcurrentExecutions: ${reserved}
      Code:
        ZipFile: exports.handler = async () => {};
`;

/** The role the functions run as, created in the same stack as the execution role's guardrails allow. */
const ROLE = `
  WorkerRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: lambda.amazonaws.com }
            Action: sts:AssumeRole
`;

/** The CREATE_FAILED reasons of a stack once it has settled, by logical id. */
async function failures(
  user: Awaited<ReturnType<typeof sandbox.linkedUser>>,
  stackName: string,
  body: string,
) {
  const { stackId } = await sandbox.stacks.createStack(user, {
    stackName,
    templateBody: `Resources:${body}`,
    executionRoleArn: executionRoleArn(user.accountId),
  });
  await sandbox.settle(user.accountId, stackId);
  const events = await sandbox.cloud.stackEvents(user, stackId);
  const status = (await sandbox.cloud.describeStack(user, stackId))?.status;
  return {
    status,
    reasons: Object.fromEntries(
      events
        .filter((e) => e.status === 'CREATE_FAILED' && e.statusReason !== 'Resource creation cancelled')
        .map((e) => [e.logicalId, e.statusReason]),
    ),
  };
}

describe('the sandbox account refuses what a real account refuses', () => {
  it(
    "refuses a sixth trail in a region, in CloudTrail's words",
    async () => {
      const user = await sandbox.linkedUser('quota-trails');
      const five = await failures(user, 'five-trails', ['A', 'B', 'C', 'D', 'E'].map(trail).join(''));
      expect(five).toEqual({ status: 'CREATE_COMPLETE', reasons: {} });
      const sixth = await failures(user, 'sixth-trail', trail('F'));
      expect(sixth.status).toBe('ROLLBACK_COMPLETE');
      expect(sixth.reasons.F).toMatch(
        new RegExp(
          `^Resource handler returned message: "User: ${user.accountId} already has 5 trails in ${user.region}\\. \\(Service: CloudTrail, Status Code: 400.*HandlerErrorCode: ServiceLimitExceeded\\)$`,
        ),
      );
    },
    SANDBOX_TEST_MS,
  );

  it(
    'refuses reserved concurrency that leaves fewer than 100 unreserved executions',
    async () => {
      const user = await sandbox.linkedUser('quota-lambda');
      // 1,000 in the region: 900 may be reserved, the 901st may not
      const fits = await failures(user, 'reserves-900', ROLE + fn('Big', 850) + fn('Small', 50));
      expect(fits).toEqual({ status: 'CREATE_COMPLETE', reasons: {} });
      const over = await failures(user, 'reserves-one-more', ROLE + fn('One', 1));
      expect(over.reasons.One).toMatch(
        /^Resource handler returned message: "Specified ReservedConcurrentExecutions for function decreases account's UnreservedConcurrentExecution below its minimum value of \[100\]\. \(Service: Lambda, Status Code: 400/,
      );
      const unreserved = await failures(
        user,
        'reserves-none',
        (ROLE + fn('Free', 0)).replace(/\n\s+ReservedConcurrentExecutions: 0/, ''),
      );
      expect(unreserved).toEqual({ status: 'CREATE_COMPLETE', reasons: {} });
    },
    SANDBOX_TEST_MS,
  );
});
