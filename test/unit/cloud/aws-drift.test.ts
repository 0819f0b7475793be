import {
  CloudFormationClient,
  CreateChangeSetCommand,
  DescribeChangeSetCommand,
  DescribeStackDriftDetectionStatusCommand,
  DescribeStackResourceDriftsCommand,
  DetectStackDriftCommand,
} from '@aws-sdk/client-cloudformation';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudFormationDriftDetector } from '#functions/lib/adapters/aws/cloudformation-drift';
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
const STACK_ID = `arn:aws:cloudformation:me-central-1:${CUSTOMER_ACCOUNT}:stack/web/5b6f7a80-c9a1-11f0-8f1e-0a1b2c3d4e5f`;

function sessions() {
  const { sessions, clock } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return sessions;
}
const detector = () => cloudFormationDriftDetector(sessions(), { pollMs: 1, timeoutMs: 200 });

const bucketDrift = {
  LogicalResourceId: 'Reports',
  PhysicalResourceId: 'web-reports-1x2y',
  ResourceType: 'AWS::S3::Bucket',
  StackResourceDriftStatus: 'MODIFIED' as const,
  PropertyDifferences: [
    {
      PropertyPath: '/VersioningConfiguration/Status',
      ExpectedValue: 'Enabled',
      ActualValue: 'Suspended',
      DifferenceType: 'NOT_EQUAL' as const,
    },
  ],
  StackId: STACK_ID,
  Timestamp: new Date(),
};

beforeEach(() => {
  sts.reset();
  cfn.reset();
});

describe('CloudFormation drift detection (AWS)', () => {
  it('starts a detection, waits until it completes and reads every page of resource drifts', async () => {
    cfn.on(DetectStackDriftCommand).resolves({ StackDriftDetectionId: 'det-1' });
    cfn
      .on(DescribeStackDriftDetectionStatusCommand)
      .resolvesOnce({
        DetectionStatus: 'DETECTION_IN_PROGRESS',
        StackId: STACK_ID,
        StackDriftDetectionId: 'det-1',
        Timestamp: new Date(),
      })
      .resolves({
        DetectionStatus: 'DETECTION_COMPLETE',
        StackDriftStatus: 'DRIFTED',
        StackId: STACK_ID,
        StackDriftDetectionId: 'det-1',
        Timestamp: new Date(),
      });
    cfn
      .on(DescribeStackResourceDriftsCommand)
      .resolvesOnce({ StackResourceDrifts: [bucketDrift], NextToken: 'page-2' })
      .resolvesOnce({
        StackResourceDrifts: [
          {
            ...bucketDrift,
            LogicalResourceId: 'Jobs',
            ResourceType: 'AWS::SQS::Queue',
            StackResourceDriftStatus: 'IN_SYNC',
            PropertyDifferences: [],
          },
        ],
      });
    const drift = await detector().detectDrift(cloudTarget(), STACK_ID);
    expect(cfn).toHaveReceivedCommandWith(DetectStackDriftCommand, { StackName: STACK_ID });
    expect(cfn).toHaveReceivedCommandWith(DescribeStackDriftDetectionStatusCommand, {
      StackDriftDetectionId: 'det-1',
    });
    expect(cfn).toHaveReceivedCommandWith(DescribeStackResourceDriftsCommand, {
      StackName: STACK_ID,
      NextToken: 'page-2',
    });
    expect(drift).toEqual({
      status: 'DRIFTED',
      resources: [
        {
          logicalId: 'Reports',
          physicalId: 'web-reports-1x2y',
          type: 'AWS::S3::Bucket',
          status: 'MODIFIED',
          properties: [
            {
              path: '/VersioningConfiguration/Status',
              expected: 'Enabled',
              actual: 'Suspended',
              difference: 'NOT_EQUAL',
            },
          ],
        },
        {
          logicalId: 'Jobs',
          physicalId: 'web-reports-1x2y',
          type: 'AWS::SQS::Queue',
          status: 'IN_SYNC',
          properties: [],
        },
      ],
    });
  });

  it('a failed detection and one that never completes are refused in words, as CloudErrors', async () => {
    cfn.on(DetectStackDriftCommand).resolves({ StackDriftDetectionId: 'det-2' });
    cfn.on(DescribeStackDriftDetectionStatusCommand).resolves({
      DetectionStatus: 'DETECTION_FAILED',
      DetectionStatusReason: 'Failed to detect drift on resource [Reports]',
      StackId: STACK_ID,
      StackDriftDetectionId: 'det-2',
      Timestamp: new Date(),
    });
    await expect(detector().detectDrift(cloudTarget(), STACK_ID)).rejects.toThrow(
      /Failed to detect drift on resource/,
    );
    cfn.reset();
    cfn.on(DetectStackDriftCommand).resolves({ StackDriftDetectionId: 'det-3' });
    cfn.on(DescribeStackDriftDetectionStatusCommand).resolves({
      DetectionStatus: 'DETECTION_IN_PROGRESS',
      StackId: STACK_ID,
      StackDriftDetectionId: 'det-3',
      Timestamp: new Date(),
    });
    await expect(detector().detectDrift(cloudTarget(), STACK_ID)).rejects.toMatchObject({
      kind: 'throttled',
    });
  });

  it("a refusal keeps AWS's name and words", async () => {
    cfn
      .on(DetectStackDriftCommand)
      .rejects(cfnError('ValidationError', `Stack with id ${STACK_ID} does not exist`));
    await expect(detector().detectDrift(cloudTarget(), STACK_ID)).rejects.toMatchObject({
      code: 'ValidationError',
      kind: 'invalid-request',
    });
  });

  it('a drift-reverting change set is created in REVERT_DRIFT mode, an ordinary one without it', async () => {
    const deployer = cloudFormationStackDeployer(sessions(), { pollMs: 1, timeoutMs: 200 });
    cfn
      .on(DescribeChangeSetCommand)
      .rejectsOnce(cfnError('ChangeSetNotFoundException', 'ChangeSet [r] does not exist'))
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [] });
    cfn.on(CreateChangeSetCommand).resolves({ Id: 'arn:change-set' });
    const request = {
      stackNameOrId: STACK_ID,
      changeSetName: 'r',
      templateBody: 'Resources: {}',
      executionRoleArn: `arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabCloudFormationExecutionRole`,
    };
    await deployer.previewUpdate(cloudTarget(), { ...request, revertDrift: true });
    expect(cfn).toHaveReceivedCommandWith(CreateChangeSetCommand, { DeploymentMode: 'REVERT_DRIFT' });
    cfn.resetHistory();
    cfn
      .on(DescribeChangeSetCommand)
      .rejectsOnce(cfnError('ChangeSetNotFoundException', 'no'))
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [] });
    await deployer.previewUpdate(cloudTarget(), request);
    const input = cfn.commandCalls(CreateChangeSetCommand)[0]?.args[0].input;
    expect(input).toBeDefined();
    expect(input?.DeploymentMode).toBeUndefined();
  });
});
