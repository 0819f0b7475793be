import {
  AlreadyExistsException,
  CloudFormationClient,
  CreateStackCommand,
  DeleteStackCommand,
  DescribeStackEventsCommand,
  DescribeStacksCommand,
  ListStackResourcesCommand,
  UpdateStackCommand,
  ValidateTemplateCommand,
} from '@aws-sdk/client-cloudformation';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudFormationStackDeployer } from '#functions/lib/adapters/aws/cloudformation-stack-deployer';
import {
  assumeRoleAnswer,
  CUSTOMER_ACCOUNT,
  cfnError,
  cloudTarget,
  testSessions,
} from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const cfn = mockClient(CloudFormationClient);
const STACK_ID = `arn:aws:cloudformation:me-central-1:${CUSTOMER_ACCOUNT}:stack/web-1123/5b6f7a80-c9a1-11f0-8f1e-0a1b2c3d4e5f`;
const EXECUTION_ROLE = `arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabCloudFormationExecutionRole`;
const THROTTLED = () => cfnError('Throttling', 'Rate exceeded');

function deployer() {
  const { sessions, clock, retry } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return { deployer: cloudFormationStackDeployer(sessions), retry };
}

beforeEach(() => {
  sts.reset();
  cfn.reset();
});

describe('CloudFormation stack deployer (AWS)', () => {
  it('creates the stack as the execution role, with its parameters and tags', async () => {
    cfn.on(CreateStackCommand).resolves({ StackId: STACK_ID });
    const { stackId } = await deployer().deployer.createStack(cloudTarget(), {
      stackName: 'web-1123',
      templateBody: 'Resources: {}',
      parameters: { Env: 'prod' },
      tags: { 'sahab:deployment': 'd-1' },
      executionRoleArn: EXECUTION_ROLE,
    });
    expect(stackId).toBe(STACK_ID);
    expect(cfn).toHaveReceivedCommandWith(CreateStackCommand, {
      StackName: 'web-1123',
      RoleARN: EXECUTION_ROLE,
      Parameters: [{ ParameterKey: 'Env', ParameterValue: 'prod' }],
      Tags: [{ Key: 'sahab:deployment', Value: 'd-1' }],
    });
  });

  it('retries throttling with growing backoff, then succeeds', async () => {
    cfn
      .on(DescribeStacksCommand)
      .rejectsOnce(THROTTLED())
      .rejectsOnce(THROTTLED())
      .resolves({
        Stacks: [
          {
            StackId: STACK_ID,
            StackName: 'web-1123',
            StackStatus: 'CREATE_IN_PROGRESS',
            CreationTime: new Date(),
          },
        ],
      });
    const { deployer: d, retry } = deployer();
    const stack = await d.describeStack(cloudTarget(), 'web-1123');
    expect(stack?.status).toBe('CREATE_IN_PROGRESS');
    expect(cfn).toHaveReceivedCommandTimes(DescribeStacksCommand, 3);
    expect(retry.delays).toEqual([50, 100]);
  });

  it('gives up on throttling after the last attempt, with AWS words', async () => {
    cfn.on(ValidateTemplateCommand).rejects(THROTTLED());
    const { deployer: d, retry } = deployer();
    await expect(d.validateTemplate(cloudTarget(), 'Resources: {}')).rejects.toMatchObject({
      kind: 'throttled',
      message: 'Rate exceeded',
    });
    expect(cfn).toHaveReceivedCommandTimes(ValidateTemplateCommand, retry.attempts);
  });

  it('refuses a stack name already taken in AWS words', async () => {
    const message = 'Stack [web-1123] already exists';
    cfn
      .on(CreateStackCommand)
      .rejects(new AlreadyExistsException({ message, $metadata: { httpStatusCode: 400 } }));
    const failure = deployer().deployer.createStack(cloudTarget(), {
      stackName: 'web-1123',
      templateBody: 'Resources: {}',
      executionRoleArn: EXECUTION_ROLE,
    });
    await expect(failure).rejects.toMatchObject({
      kind: 'already-exists',
      code: 'AlreadyExistsException',
      message,
    });
    expect(cfn).toHaveReceivedCommandTimes(CreateStackCommand, 1);
  });

  it('reports a rolled-back creation with the failed resource and its reason', async () => {
    const reason = 'Resource handler returned message: "DB instance class db.x9.huge is not supported"';
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackId: STACK_ID,
          StackName: 'web-1123',
          StackStatus: 'ROLLBACK_COMPLETE',
          StackStatusReason:
            'The following resource(s) failed to create: [Database]. Rollback requested by user.',
          CreationTime: new Date('2026-11-23T12:00:00Z'),
        },
      ],
    });
    cfn.on(DescribeStackEventsCommand).resolves({
      StackEvents: [
        {
          StackId: STACK_ID,
          StackName: 'web-1123',
          EventId: 'Database-CREATE_FAILED-2026-11-23T12:03:00.000Z',
          LogicalResourceId: 'Database',
          PhysicalResourceId: '',
          ResourceType: 'AWS::RDS::DBInstance',
          Timestamp: new Date('2026-11-23T12:03:00Z'),
          ResourceStatus: 'CREATE_FAILED',
          ResourceStatusReason: reason,
        },
      ],
    });
    const { deployer: d } = deployer();
    const stack = await d.describeStack(cloudTarget(), STACK_ID);
    expect(stack).toMatchObject({ status: 'ROLLBACK_COMPLETE', stackName: 'web-1123' });
    expect(stack?.statusReason).toContain('[Database]');
    const [event] = await d.stackEvents(cloudTarget(), STACK_ID);
    expect(event).toMatchObject({ logicalId: 'Database', status: 'CREATE_FAILED', statusReason: reason });
    expect(event.physicalId).toBeUndefined();
  });

  it('reports DELETE_FAILED with the resource that blocked the deletion', async () => {
    cfn.on(DeleteStackCommand).resolves({});
    cfn.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'Logs',
          PhysicalResourceId: 'web-1123-logs-1a2b3c4d5e6f',
          ResourceType: 'AWS::S3::Bucket',
          ResourceStatus: 'DELETE_FAILED',
          ResourceStatusReason: 'The bucket you tried to delete is not empty',
          LastUpdatedTimestamp: new Date('2026-11-23T13:00:00Z'),
        },
      ],
    });
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        { StackId: STACK_ID, StackName: 'web-1123', StackStatus: 'DELETE_FAILED', CreationTime: new Date() },
      ],
    });
    const { deployer: d } = deployer();
    await d.deleteStack(cloudTarget(), STACK_ID);
    expect(cfn).toHaveReceivedCommandWith(DeleteStackCommand, { StackName: STACK_ID });
    expect((await d.describeStack(cloudTarget(), STACK_ID))?.status).toBe('DELETE_FAILED');
    const [resource] = await d.stackResources(cloudTarget(), STACK_ID);
    expect(resource).toMatchObject({
      status: 'DELETE_FAILED',
      statusReason: 'The bucket you tried to delete is not empty',
    });
    // the way out: the retry names what it leaves in the account
    await d.deleteStack(cloudTarget(), STACK_ID, ['Logs']);
    expect(cfn).toHaveReceivedNthCommandWith(DeleteStackCommand, 2, {
      StackName: STACK_ID,
      RetainResources: ['Logs'],
    });
    expect(cfn.commandCalls(DeleteStackCommand)[0]?.args[0].input).not.toHaveProperty('RetainResources');
  });

  it('answers undefined for a stack that does not exist, and reads every page of resources', async () => {
    cfn.on(DescribeStacksCommand).rejects(cfnError('ValidationError', 'Stack with id nope does not exist'));
    const summary = (id: string) => ({
      LogicalResourceId: id,
      ResourceType: 'AWS::SQS::Queue',
      ResourceStatus: 'CREATE_COMPLETE' as const,
      LastUpdatedTimestamp: new Date(),
    });
    cfn
      .on(ListStackResourcesCommand)
      .resolvesOnce({ StackResourceSummaries: [summary('A')], NextToken: 'page2' })
      .resolves({ StackResourceSummaries: [summary('B')] });
    const { deployer: d } = deployer();
    expect(await d.describeStack(cloudTarget(), 'nope')).toBeUndefined();
    const resources = await d.stackResources(cloudTarget(), STACK_ID);
    expect(resources.map((r) => r.logicalId)).toEqual(['A', 'B']);
    expect(cfn).toHaveReceivedNthCommandWith(ListStackResourcesCommand, 2, { NextToken: 'page2' });
  });

  it('surfaces a template error from ValidateTemplate without retrying', async () => {
    const message = 'Template format error: Unrecognized resource types: [AWS::S3::Buckett]';
    cfn.on(ValidateTemplateCommand).rejects(cfnError('ValidationError', message));
    await expect(deployer().deployer.validateTemplate(cloudTarget(), 'x')).rejects.toMatchObject({
      kind: 'invalid-request',
      message,
    });
    expect(cfn).toHaveReceivedCommandTimes(ValidateTemplateCommand, 1);
  });

  describe('updateStack', () => {
    const update = {
      stackNameOrId: STACK_ID,
      templateBody: 'Resources: {}',
      parameters: { Env: 'prod' },
      executionRoleArn: EXECUTION_ROLE,
    };

    it('updates the stack as the execution role, with its parameters and the capabilities of a create', async () => {
      cfn.on(UpdateStackCommand).resolves({ StackId: STACK_ID });
      expect(await deployer().deployer.updateStack(cloudTarget(), update)).toEqual({
        stackId: STACK_ID,
        noChanges: false,
      });
      expect(cfn).toHaveReceivedCommandWith(UpdateStackCommand, {
        StackName: STACK_ID,
        TemplateBody: 'Resources: {}',
        RoleARN: EXECUTION_ROLE,
        Parameters: [{ ParameterKey: 'Env', ParameterValue: 'prod' }],
        Capabilities: ['CAPABILITY_IAM', 'CAPABILITY_NAMED_IAM', 'CAPABILITY_AUTO_EXPAND'],
      });
    });

    it("sends the stack's tags when the update names them, and leaves them alone when it does not", async () => {
      cfn.on(UpdateStackCommand).resolves({ StackId: STACK_ID });
      const tags = { 'managed-by': 'sahab', 'sahab-stack-buckets': 'web-1123' };
      await deployer().deployer.updateStack(cloudTarget(), { ...update, tags });
      expect(cfn).toHaveReceivedCommandWith(UpdateStackCommand, {
        StackName: STACK_ID,
        Tags: [
          { Key: 'managed-by', Value: 'sahab' },
          { Key: 'sahab-stack-buckets', Value: 'web-1123' },
        ],
      });
      // an empty Tags list would remove every tag of the stack: without tags none is sent
      await deployer().deployer.updateStack(cloudTarget(), update);
      expect(cfn.commandCalls(UpdateStackCommand)[1]?.args[0].input.Tags).toBeUndefined();
    });

    it("answers noChanges for CloudFormation's 'No updates are to be performed.', without retrying", async () => {
      cfn.on(UpdateStackCommand).rejects(cfnError('ValidationError', 'No updates are to be performed.'));
      expect(await deployer().deployer.updateStack(cloudTarget(), update)).toEqual({
        stackId: STACK_ID,
        noChanges: true,
      });
      expect(cfn).toHaveReceivedCommandTimes(UpdateStackCommand, 1);
    });

    it('refuses a stack that cannot be updated now in AWS words', async () => {
      const message = `Stack:${STACK_ID} is in UPDATE_IN_PROGRESS state and can not be updated.`;
      cfn.on(UpdateStackCommand).rejects(cfnError('ValidationError', message));
      await expect(deployer().deployer.updateStack(cloudTarget(), update)).rejects.toMatchObject({
        kind: 'invalid-request',
        code: 'ValidationError',
        message,
      });
      expect(cfn).toHaveReceivedCommandTimes(UpdateStackCommand, 1);
    });

    it('retries throttling with backoff, then updates', async () => {
      cfn.on(UpdateStackCommand).rejectsOnce(THROTTLED()).resolves({ StackId: STACK_ID });
      const { deployer: d, retry } = deployer();
      expect((await d.updateStack(cloudTarget(), update)).noChanges).toBe(false);
      expect(cfn).toHaveReceivedCommandTimes(UpdateStackCommand, 2);
      expect(retry.delays).toEqual([50]);
    });
  });
});
