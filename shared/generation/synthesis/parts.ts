import { getAtt, ref, sub } from '../../cfn/build';
import { leafOf } from '../properties/schema';
import type { SynthesisContext } from './context';

/** The one customer managed key of the design: data stores, logs, queues and functions use it. */
export const KEY_ID = 'DataKey';

const RETAIN = { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' } as const;
export const retained = RETAIN;

export function addKey(ctx: SynthesisContext): void {
  if (ctx.resources[KEY_ID]) return;
  const service = (name: string) => ({
    Sid: `${name}Use`,
    Effect: 'Allow',
    Principal: {
      Service:
        name === 'Logs' ? sub(`logs.\${AWS::Region}.amazonaws.com`) : `${name.toLowerCase()}.amazonaws.com`,
    },
    Action: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
    Resource: '*',
  });
  ctx.add('Platform', KEY_ID, {
    Type: 'AWS::KMS::Key',
    ...RETAIN,
    Properties: {
      Description: 'Encrypts the data, logs, queues and function settings of this design',
      EnableKeyRotation: true,
      PendingWindowInDays: 30,
      KeyPolicy: {
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'AccountAdministration',
            Effect: 'Allow',
            Principal: { AWS: sub(`arn:\${AWS::Partition}:iam::\${AWS::AccountId}:root`) },
            Action: 'kms:*',
            Resource: '*',
          },
          {
            ...service('Logs'),
            Condition: {
              ArnLike: {
                'kms:EncryptionContext:aws:logs:arn': sub(
                  `arn:\${AWS::Partition}:logs:\${AWS::Region}:\${AWS::AccountId}:log-group:*`,
                ),
              },
            },
          },
          service('Events'),
          service('Sns'),
        ],
      },
      Tags: ctx.tags(),
    },
  });
}

export const keyArn = () => getAtt(KEY_ID, 'Arn');

/** A year of logs, or the shortest period CloudWatch accepts (its registry schema's values) that covers the brief's stated retention. */
function logRetention(days: number | undefined): number {
  if (!days || days <= 365) return 365;
  const allowed = (leafOf('AWS::Logs::LogGroup', 'RetentionInDays')?.e ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? allowed.at(-1) ?? 365;
}

/**
 * The days the brief keeps its logs: their own period, else the data's, unless the data's period
 * is said of stores that keep it by their own setting ("invoices in S3 deleted after 400 days").
 */
const logDaysOf = (requirements: SynthesisContext['requirements']) =>
  requirements.log_retention_days ??
  (requirements.stated?.retention_stores?.length ? undefined : requirements.retention_days);

/** A log group kept with the design's retention and key; `name` where its reader takes only some names. */
export function addLogGroup(ctx: SynthesisContext, block: string, id: string, name?: unknown): string {
  return ctx.add(block, id, {
    Type: 'AWS::Logs::LogGroup',
    ...RETAIN,
    Properties: {
      ...(name !== undefined && { LogGroupName: name }),
      RetentionInDays: logRetention(logDaysOf(ctx.requirements)),
      KmsKeyId: keyArn(),
    },
  });
}

export interface BucketOptions {
  /** S3-managed keys, for buckets AWS services deliver logs to that cannot use KMS */
  s3ManagedKeys?: boolean;
  lifecycle?: Record<string, unknown>[];
  extraStatements?: Record<string, unknown>[];
  logBucket?: string;
  /** a ReplicationConfiguration (cross-region replication of a data bucket) */
  replication?: Record<string, unknown>;
}

/** A private, versioned, encrypted bucket with a TLS-only policy. */
export function addBucket(
  ctx: SynthesisContext,
  block: string,
  id: string,
  options: BucketOptions = {},
): string {
  const encryption = options.s3ManagedKeys
    ? { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }
    : {
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: keyArn() },
        BucketKeyEnabled: true,
      };
  ctx.add(block, id, {
    Type: 'AWS::S3::Bucket',
    ...RETAIN,
    Properties: {
      BucketEncryption: { ServerSideEncryptionConfiguration: [encryption] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      VersioningConfiguration: { Status: 'Enabled' },
      ...(options.replication ? { ReplicationConfiguration: options.replication } : {}),
      ...(options.logBucket
        ? { LoggingConfiguration: { DestinationBucketName: ref(options.logBucket), LogFilePrefix: `${id}/` } }
        : {}),
      LifecycleConfiguration: {
        Rules: options.lifecycle ?? [
          { Id: 'tidy-old-versions', Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 90 } },
        ],
      },
      Tags: ctx.tags(),
    },
  });
  ctx.add(block, `${id}Policy`, {
    Type: 'AWS::S3::BucketPolicy',
    Properties: {
      Bucket: ref(id),
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          denyInsecureTransport('s3:*', [getAtt(id, 'Arn'), sub(`\${${id}.Arn}/*`)]),
          ...(options.extraStatements ?? []),
        ],
      },
    },
  });
  return id;
}

/** The statement every resource policy here starts with: requests over plain HTTP are denied. */
export function denyInsecureTransport(action: string, resource: unknown) {
  return {
    Sid: 'DenyInsecureTransport',
    Effect: 'Deny',
    Principal: '*',
    Action: action,
    Resource: resource,
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
  };
}

/** An encrypted topic with a TLS-only policy (publishing over plain HTTP is denied). */
export function addTopic(ctx: SynthesisContext, block: string, id: string): string {
  const topic = ctx.add(block, id, {
    Type: 'AWS::SNS::Topic',
    Properties: { KmsMasterKeyId: ref(KEY_ID), Tags: ctx.tags() },
  });
  ctx.add(block, `${topic}Policy`, {
    Type: 'AWS::SNS::TopicPolicy',
    Properties: {
      Topics: [ref(topic)],
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [denyInsecureTransport('sns:Publish', ref(topic))],
      },
    },
  });
  return topic;
}

/** An encrypted queue with a TLS-only policy; `dlq` names its dead-letter queue. */
export function addQueue(
  ctx: SynthesisContext,
  block: string,
  id: string,
  dlq?: string,
  visibility = 60,
): string {
  ctx.add(block, id, {
    Type: 'AWS::SQS::Queue',
    Properties: {
      KmsMasterKeyId: ref(KEY_ID),
      MessageRetentionPeriod: dlq ? 345600 : 1209600,
      VisibilityTimeout: visibility,
      ...(dlq ? { RedrivePolicy: { deadLetterTargetArn: getAtt(dlq, 'Arn'), maxReceiveCount: 5 } } : {}),
      Tags: ctx.tags(),
    },
  });
  ctx.add(block, `${id}Policy`, {
    Type: 'AWS::SQS::QueuePolicy',
    Properties: {
      Queues: [ref(id)],
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [denyInsecureTransport('sqs:*', getAtt(id, 'Arn'))],
      },
    },
  });
  return id;
}

/**
 * The role an EC2 instance takes through its instance profile: reachable by Session Manager, so
 * no SSH key or open admin port is needed. `extra` adds the instance's own permissions.
 */
export function ec2InstanceRole(extra: Record<string, unknown> = {}) {
  return {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'ec2.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      ManagedPolicyArns: [sub(`arn:\${AWS::Partition}:iam::aws:policy/AmazonSSMManagedInstanceCore`)],
      ...extra,
    },
  };
}
