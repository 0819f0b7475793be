import {
  CloudFormationClient,
  CreateChangeSetCommand,
  DeleteChangeSetCommand,
  DescribeChangeSetCommand,
  ExecuteChangeSetCommand,
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
const STACK_ID = `arn:aws:cloudformation:me-central-1:${CUSTOMER_ACCOUNT}:stack/db-7/5b6f7a80-c9a1-11f0-8f1e-0a1b2c3d4e5f`;
const EXECUTION_ROLE = `arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabCloudFormationExecutionRole`;
const REQUEST = {
  stackNameOrId: STACK_ID,
  changeSetName: 'sahab-fix-0123456789abcdef',
  templateBody: 'Resources: {}',
  parameters: { Env: 'prod' },
  executionRoleArn: EXECUTION_ROLE,
};
const NOT_FOUND = () =>
  cfnError('ChangeSetNotFoundException', 'ChangeSet [sahab-fix-0123456789abcdef] does not exist');

function deployer() {
  const { sessions, clock } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return cloudFormationStackDeployer(sessions, { pollMs: 1, timeoutMs: 200 });
}

const change = (
  action: string,
  logicalId: string,
  type: string,
  replacement?: string,
  names: string[] = [],
) => ({
  Type: 'Resource' as const,
  ResourceChange: {
    Action: action as 'Add',
    LogicalResourceId: logicalId,
    ResourceType: type,
    ...(replacement ? { Replacement: replacement as 'True' } : {}),
    Details: names.map((Name) => ({ Target: { Attribute: 'Properties' as const, Name } })),
  },
});

beforeEach(() => {
  sts.reset();
  cfn.reset();
});

describe('CloudFormation change sets (AWS)', () => {
  it('creates an UPDATE change set as the execution role, waits for it and reads every page of changes', async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .rejectsOnce(NOT_FOUND())
      .resolvesOnce({ Status: 'CREATE_IN_PROGRESS' })
      .resolvesOnce({
        Status: 'CREATE_COMPLETE',
        Changes: [change('Modify', 'OrdersDB', 'AWS::RDS::DBInstance', 'True', ['StorageEncrypted'])],
        NextToken: 'page-2',
      })
      .resolvesOnce({
        Status: 'CREATE_COMPLETE',
        Changes: [change('Add', 'OpsTopicTlsOnlyPolicy', 'AWS::SNS::TopicPolicy')],
      });
    cfn.on(CreateChangeSetCommand).resolves({ Id: 'arn:change-set' });
    const preview = await deployer().previewUpdate(cloudTarget(), REQUEST);
    expect(cfn).toHaveReceivedCommandWith(CreateChangeSetCommand, {
      StackName: STACK_ID,
      ChangeSetName: REQUEST.changeSetName,
      ChangeSetType: 'UPDATE',
      RoleARN: EXECUTION_ROLE,
      TemplateBody: REQUEST.templateBody,
      Parameters: [{ ParameterKey: 'Env', ParameterValue: 'prod' }],
    });
    expect(cfn).toHaveReceivedCommandWith(DescribeChangeSetCommand, { NextToken: 'page-2' });
    expect(preview).toEqual({
      changeSetName: REQUEST.changeSetName,
      status: 'ready',
      changes: [
        {
          action: 'Modify',
          logicalId: 'OrdersDB',
          resourceType: 'AWS::RDS::DBInstance',
          replacement: 'True',
          scope: ['StorageEncrypted'],
        },
        {
          action: 'Add',
          logicalId: 'OpsTopicTlsOnlyPolicy',
          resourceType: 'AWS::SNS::TopicPolicy',
          scope: [],
        },
      ],
    });
  });

  it('a change of parameter values only keeps the stack template (UsePreviousTemplate, no TemplateBody)', async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .rejectsOnce(NOT_FOUND())
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [] });
    cfn.on(CreateChangeSetCommand).resolves({ Id: 'arn:change-set' });
    const { templateBody: _, ...parametersOnly } = REQUEST;
    await deployer().previewUpdate(cloudTarget(), { ...parametersOnly, parameters: { Env: 'test' } });
    const sent = cfn.commandCalls(CreateChangeSetCommand)[0]?.args[0].input;
    expect(sent).toMatchObject({
      UsePreviousTemplate: true,
      ChangeSetType: 'UPDATE',
      Parameters: [{ ParameterKey: 'Env', ParameterValue: 'test' }],
    });
    expect(sent?.TemplateBody).toBeUndefined();
  });

  it("names the stack's tags on the change set when the request does, so executing it sets them", async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .rejectsOnce(NOT_FOUND())
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [] });
    cfn.on(CreateChangeSetCommand).resolves({ Id: 'arn:change-set' });
    await deployer().previewUpdate(cloudTarget(), {
      ...REQUEST,
      tags: { 'sahab-stack-buckets': 'web-1123' },
    });
    expect(cfn).toHaveReceivedCommandWith(CreateChangeSetCommand, {
      ChangeSetType: 'UPDATE',
      Tags: [{ Key: 'sahab-stack-buckets', Value: 'web-1123' }],
    });
  });

  it('describes a change set of that name already there instead of creating another', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'CREATE_COMPLETE', Changes: [] });
    const preview = await deployer().previewUpdate(cloudTarget(), REQUEST);
    expect(preview.status).toBe('ready');
    expect(cfn).not.toHaveReceivedCommand(CreateChangeSetCommand);
  });

  it("a change set that changes nothing is 'noChanges', not an error", async () => {
    cfn.on(DescribeChangeSetCommand).rejectsOnce(NOT_FOUND()).resolves({
      Status: 'FAILED',
      StatusReason:
        "The submitted information didn't contain changes. Submit different information to create a change set.",
    });
    cfn.on(CreateChangeSetCommand).resolves({ Id: 'arn:change-set' });
    expect(await deployer().previewUpdate(cloudTarget(), REQUEST)).toEqual({
      changeSetName: REQUEST.changeSetName,
      status: 'noChanges',
      changes: [],
    });
  });

  it('a failed change set is refused in AWS words, and one never worked out gives up in time', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'FAILED', StatusReason: 'Template format error' });
    await expect(deployer().previewUpdate(cloudTarget(), REQUEST)).rejects.toThrow(/Template format error/);
    cfn.reset();
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'CREATE_IN_PROGRESS' });
    await expect(deployer().previewUpdate(cloudTarget(), REQUEST)).rejects.toThrow(/not worked out/);
  });

  it('executes and deletes change sets by stack and name', async () => {
    cfn.on(ExecuteChangeSetCommand).resolves({});
    cfn.on(DeleteChangeSetCommand).resolves({});
    await deployer().executeChangeSet(cloudTarget(), STACK_ID, REQUEST.changeSetName);
    await deployer().deleteChangeSet(cloudTarget(), STACK_ID, 'old');
    expect(cfn).toHaveReceivedCommandWith(ExecuteChangeSetCommand, {
      StackName: STACK_ID,
      ChangeSetName: REQUEST.changeSetName,
    });
    expect(cfn).toHaveReceivedCommandWith(DeleteChangeSetCommand, {
      StackName: STACK_ID,
      ChangeSetName: 'old',
    });
  });
});
