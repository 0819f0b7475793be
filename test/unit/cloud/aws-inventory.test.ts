import {
  CloudControlClient,
  CloudControlServiceException,
  GetResourceCommand,
  ListResourcesCommand,
} from '@aws-sdk/client-cloudcontrol';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudControlInventory } from '#functions/lib/adapters/aws/cloud-control-inventory';
import { assumeRoleAnswer, CUSTOMER_ACCOUNT, cloudTarget, testSessions } from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const cloudControl = mockClient(CloudControlClient);

const ccError = (name: string, message: string, status = 400) =>
  new CloudControlServiceException({
    name,
    message,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });

/** GetResource's recorded answer shape: the properties as a JSON string. */
const described = (TypeName: string, Identifier: string, properties: Record<string, unknown>) => ({
  TypeName,
  ResourceDescription: { Identifier, Properties: JSON.stringify(properties) },
});

function inventory() {
  const { sessions, clock, retry } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return { reader: cloudControlInventory(sessions), retry };
}

beforeEach(() => {
  sts.reset();
  cloudControl.reset();
});

describe('Cloud Control inventory (AWS)', () => {
  it('follows ListResources pages and describes every identifier with GetResource, as the linked role', async () => {
    cloudControl
      .on(ListResourcesCommand, { TypeName: 'AWS::SQS::Queue' })
      .resolvesOnce({
        ResourceDescriptions: [{ Identifier: 'q1' }, { Identifier: 'q2' }],
        NextToken: 'page-2',
      })
      .resolves({ ResourceDescriptions: [{ Identifier: 'q3' }] });
    for (const id of ['q1', 'q2', 'q3']) {
      cloudControl
        .on(GetResourceCommand, { TypeName: 'AWS::SQS::Queue', Identifier: id })
        .resolves(
          described('AWS::SQS::Queue', id, { QueueName: `${id}-name`, SqsManagedSseEnabled: id !== 'q2' }),
        );
    }
    const { reader } = inventory();
    const queues = await reader.listResources(cloudTarget(), 'AWS::SQS::Queue');
    expect(queues).toEqual([
      {
        type: 'AWS::SQS::Queue',
        identifier: 'q1',
        properties: { QueueName: 'q1-name', SqsManagedSseEnabled: true },
      },
      {
        type: 'AWS::SQS::Queue',
        identifier: 'q2',
        properties: { QueueName: 'q2-name', SqsManagedSseEnabled: false },
      },
      {
        type: 'AWS::SQS::Queue',
        identifier: 'q3',
        properties: { QueueName: 'q3-name', SqsManagedSseEnabled: true },
      },
    ]);
    expect(cloudControl).toHaveReceivedCommandTimes(ListResourcesCommand, 2);
    expect(cloudControl).toHaveReceivedNthCommandWith(ListResourcesCommand, 2, {
      TypeName: 'AWS::SQS::Queue',
      NextToken: 'page-2',
    });
    expect(sts).toHaveReceivedCommandWith(AssumeRoleCommand, {
      RoleArn: `arn:aws:iam::${CUSTOMER_ACCOUNT}:role/SahabAccessRole`,
      ExternalId: 'user-7f3a',
    });
  });

  it("lists a type Cloud Control lists only within a parent under each parent: a REST API's stages", async () => {
    cloudControl
      .on(ListResourcesCommand, { TypeName: 'AWS::ApiGateway::RestApi' })
      .resolves({ ResourceDescriptions: [{ Identifier: 'a1b2c3d4e5' }, { Identifier: 'f6g7h8i9j0' }] })
      .on(ListResourcesCommand, {
        TypeName: 'AWS::ApiGateway::Stage',
        ResourceModel: '{"RestApiId":"a1b2c3d4e5"}',
      })
      .resolves({ ResourceDescriptions: [{ Identifier: 'a1b2c3d4e5|prod' }] })
      .on(ListResourcesCommand, {
        TypeName: 'AWS::ApiGateway::Stage',
        ResourceModel: '{"RestApiId":"f6g7h8i9j0"}',
      })
      .resolvesOnce({ ResourceDescriptions: [{ Identifier: 'f6g7h8i9j0|dev' }], NextToken: 'more' })
      .resolves({ ResourceDescriptions: [{ Identifier: 'f6g7h8i9j0|prod' }] });
    cloudControl.on(GetResourceCommand).callsFake(({ Identifier }: { Identifier: string }) => {
      const [api, stage] = Identifier.split('|');
      return described('AWS::ApiGateway::Stage', Identifier, { RestApiId: api, StageName: stage });
    });
    const { reader } = inventory();
    const stages = await reader.listResources(cloudTarget(), 'AWS::ApiGateway::Stage');
    expect(stages.map((s) => s.identifier)).toEqual(['a1b2c3d4e5|prod', 'f6g7h8i9j0|dev', 'f6g7h8i9j0|prod']);
    expect(stages[1].properties).toEqual({ RestApiId: 'f6g7h8i9j0', StageName: 'dev' });
    // never asked without the parent: Cloud Control refuses that listing
    expect(cloudControl).not.toHaveReceivedCommandWith(ListResourcesCommand, {
      TypeName: 'AWS::ApiGateway::Stage',
      ResourceModel: undefined,
    });
    expect(cloudControl).toHaveReceivedCommandWith(ListResourcesCommand, {
      TypeName: 'AWS::ApiGateway::Stage',
      ResourceModel: '{"RestApiId":"f6g7h8i9j0"}',
      NextToken: 'more',
    });
  });

  it('backs off and retries a throttled call', async () => {
    cloudControl.on(ListResourcesCommand).resolves({ ResourceDescriptions: [{ Identifier: 'key-1' }] });
    cloudControl
      .on(GetResourceCommand)
      .rejectsOnce(ccError('ThrottlingException', 'Rate exceeded'))
      .resolves(described('AWS::KMS::Key', 'key-1', { EnableKeyRotation: true }));
    const { reader, retry } = inventory();
    const keys = await reader.listResources(cloudTarget(), 'AWS::KMS::Key');
    expect(keys.map((k) => k.properties)).toEqual([{ EnableKeyRotation: true }]);
    expect(retry.delays).toHaveLength(1);
  });

  it('leaves out a resource deleted between ListResources and GetResource', async () => {
    cloudControl
      .on(ListResourcesCommand)
      .resolves({ ResourceDescriptions: [{ Identifier: 'gone' }, { Identifier: 'here' }] });
    cloudControl
      .on(GetResourceCommand, { Identifier: 'gone' })
      .rejects(
        ccError(
          'ResourceNotFoundException',
          'Resource of type AWS::Logs::LogGroup with identifier gone was not found.',
          404,
        ),
      )
      .on(GetResourceCommand, { Identifier: 'here' })
      .resolves(described('AWS::Logs::LogGroup', 'here', { RetentionInDays: 365 }));
    const { reader } = inventory();
    const groups = await reader.listResources(cloudTarget(), 'AWS::Logs::LogGroup');
    expect(groups.map((g) => g.identifier)).toEqual(['here']);
  });

  it("answers AccessDenied on one type and an unsupported type as those types' errors, the others listed", async () => {
    cloudControl
      .on(ListResourcesCommand, { TypeName: 'AWS::S3::Bucket' })
      .rejects(
        ccError('AccessDeniedException', 'User is not authorized to perform: s3:ListAllMyBuckets', 403),
      )
      .on(ListResourcesCommand, { TypeName: 'AWS::IAM::AccessKey' })
      .rejects(
        ccError(
          'UnsupportedActionException',
          'Resource type AWS::IAM::AccessKey does not support LIST action',
        ),
      )
      .on(ListResourcesCommand, { TypeName: 'AWS::SNS::Topic' })
      .resolves({ ResourceDescriptions: [{ Identifier: 'arn:aws:sns:me-central-1:444455556666:alerts' }] });
    cloudControl
      .on(GetResourceCommand)
      .resolves(
        described('AWS::SNS::Topic', 'arn:aws:sns:me-central-1:444455556666:alerts', { TopicName: 'alerts' }),
      );
    const { reader } = inventory();
    const listings = await reader.listTypes(cloudTarget(), [
      'AWS::S3::Bucket',
      'AWS::IAM::AccessKey',
      'AWS::SNS::Topic',
    ]);
    expect(
      listings.map((l) =>
        'error' in l ? [l.type, l.error.kind, l.error.code] : [l.type, l.resources.length],
      ),
    ).toEqual([
      ['AWS::S3::Bucket', 'access-denied', 'AccessDeniedException'],
      ['AWS::IAM::AccessKey', 'invalid-request', 'UnsupportedActionException'],
      ['AWS::SNS::Topic', 1],
    ]);
    const denied = listings[0];
    expect('error' in denied && denied.error.message).toBe(
      'User is not authorized to perform: s3:ListAllMyBuckets',
    );
  });

  it('throws throttling that outlasts every retry, for the workflow to retry the batch later', async () => {
    cloudControl.on(ListResourcesCommand).rejects(ccError('ThrottlingException', 'Rate exceeded'));
    const { reader, retry } = inventory();
    await expect(reader.listTypes(cloudTarget(), ['AWS::EC2::VPC'])).rejects.toMatchObject({
      name: 'CloudError',
      kind: 'throttled',
    });
    expect(retry.delays.length).toBe(retry.attempts - 1);
  });
});
