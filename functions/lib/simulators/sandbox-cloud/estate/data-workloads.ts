import type { LiveResource } from '#functions/lib/ports/inventory-reader';
import { chance, hex, pick } from './random';
import type { EstateContext } from './workloads';

const classified = (ctx: EstateContext) => [
  { Key: 'Name', Value: ctx.name },
  ...(chance(ctx.random, 0.6)
    ? [{ Key: 'DataClassification', Value: pick(ctx.random, ['Confidential', 'Internal', 'Public']) }]
    : []),
];

/**
 * A data tier: a bucket (versioning, encryption and public access settings vary; a few have a policy
 * open to everyone), a database (now and then public or unencrypted) and a table.
 */
export function dataWorkload(ctx: EstateContext): LiveResource[] {
  const { random: r } = ctx;
  const bucket = `${ctx.name}-${hex(r, 8)}`;
  const resources: LiveResource[] = [
    {
      type: 'AWS::S3::Bucket',
      identifier: bucket,
      properties: {
        BucketName: bucket,
        ...(chance(r, 0.6) && { VersioningConfiguration: { Status: 'Enabled' } }),
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: chance(r, 0.5) ? 'aws:kms' : 'AES256' } },
          ],
        },
        PublicAccessBlockConfiguration: chance(r, 0.85)
          ? {
              BlockPublicAcls: true,
              IgnorePublicAcls: true,
              BlockPublicPolicy: true,
              RestrictPublicBuckets: true,
            }
          : {
              BlockPublicAcls: false,
              IgnorePublicAcls: false,
              BlockPublicPolicy: false,
              RestrictPublicBuckets: false,
            },
        Tags: classified(ctx),
        Arn: `arn:aws:s3:::${bucket}`,
      },
    },
  ];
  if (chance(r, 0.1)) {
    resources.push({
      type: 'AWS::S3::BucketPolicy',
      identifier: bucket,
      properties: {
        Bucket: bucket,
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            { Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${bucket}/*` },
          ],
        },
      },
    });
  }
  if (chance(r, 0.5)) {
    const id = `${ctx.name}-db`;
    resources.push({
      type: 'AWS::RDS::DBInstance',
      identifier: id,
      properties: {
        DBInstanceIdentifier: id,
        Engine: pick(r, ['postgres', 'mysql']),
        DBInstanceClass: pick(r, ['db.t3.micro', 'db.m6g.large']),
        AllocatedStorage: '100',
        StorageEncrypted: chance(r, 0.75),
        PubliclyAccessible: chance(r, 0.15),
        MultiAZ: chance(r, 0.5),
        BackupRetentionPeriod: pick(r, [1, 7, 14]),
        DeletionProtection: chance(r, 0.5),
        AutoMinorVersionUpgrade: true,
        Tags: classified(ctx),
      },
    });
  }
  resources.push({
    type: 'AWS::DynamoDB::Table',
    identifier: `${ctx.name}-items`,
    properties: {
      TableName: `${ctx.name}-items`,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: chance(r, 0.5) },
      DeletionProtectionEnabled: chance(r, 0.5),
      Tags: classified(ctx),
    },
  });
  return resources;
}

/** A serverless tier: a function (some on runtimes past end of support), a queue and a topic. */
export function serverlessWorkload(ctx: EstateContext): LiveResource[] {
  const { random: r } = ctx;
  const fn = `${ctx.name}-handler`;
  return [
    {
      type: 'AWS::Lambda::Function',
      identifier: fn,
      properties: {
        FunctionName: fn,
        Runtime: pick(r, ['nodejs22.x', 'nodejs20.x', 'python3.12', 'nodejs14.x', 'python3.7']),
        Handler: 'index.handler',
        Role: `arn:aws:iam::${ctx.accountId}:role/${ctx.name}-role`,
        MemorySize: 256,
        Timeout: 30,
        ...(chance(r, 0.3) && { ReservedConcurrentExecutions: 10 }),
        Arn: `arn:aws:lambda:${ctx.region}:${ctx.accountId}:function:${fn}`,
      },
    },
    {
      type: 'AWS::SQS::Queue',
      identifier: `https://sqs.${ctx.region}.amazonaws.com/${ctx.accountId}/${ctx.name}-jobs`,
      properties: {
        QueueName: `${ctx.name}-jobs`,
        SqsManagedSseEnabled: chance(r, 0.8),
        ...(chance(r, 0.5) && {
          RedrivePolicy: {
            deadLetterTargetArn: `arn:aws:sqs:${ctx.region}:${ctx.accountId}:${ctx.name}-dlq`,
            maxReceiveCount: 5,
          },
        }),
      },
    },
    {
      type: 'AWS::SNS::Topic',
      identifier: `arn:aws:sns:${ctx.region}:${ctx.accountId}:${ctx.name}-events`,
      properties: {
        TopicName: `${ctx.name}-events`,
        ...(chance(r, 0.4) && { KmsMasterKeyId: 'alias/aws/sns' }),
      },
    },
    {
      type: 'AWS::KMS::Key',
      identifier: `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`,
      properties: {
        Description: `${ctx.name} data key`,
        KeySpec: 'SYMMETRIC_DEFAULT',
        EnableKeyRotation: chance(r, 0.6),
        PendingWindowInDays: 30,
        KeyPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: `arn:aws:iam::${ctx.accountId}:root` },
              Action: 'kms:*',
              Resource: '*',
            },
          ],
        },
      },
    },
  ];
}
