import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from './context';
import { keyArn } from './parts';
import { replicaBucketArn, secondaryKeyArn } from './secondary';

/**
 * Cross-region replication of `bucket` to a versioned bucket in the second region, re-encrypted
 * there with that region's key. The role's rights are a separate policy: the bucket names the role
 * and the rights name the bucket, which as one resource would be a dependency cycle.
 */
export function bucketReplication(
  ctx: SynthesisContext,
  block: string,
  bucket: string,
  region: string,
): Record<string, unknown> {
  const role = ctx.add(block, `${bucket}ReplicationRole`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: 's3.amazonaws.com' },
            Action: 'sts:AssumeRole',
            Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
          },
        ],
      },
    },
  });
  const destination = replicaBucketArn(ctx, bucket, region);
  const replicaKey = secondaryKeyArn(ctx, region);
  ctx.add(block, `${bucket}ReplicationPolicy`, {
    Type: 'AWS::IAM::Policy',
    Properties: {
      PolicyName: 'replicate-to-secondary-region',
      Roles: [ref(role)],
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Action: ['s3:GetReplicationConfiguration', 's3:ListBucket'],
            Resource: getAtt(bucket, 'Arn'),
          },
          {
            Effect: 'Allow',
            Action: [
              's3:GetObjectVersionForReplication',
              's3:GetObjectVersionAcl',
              's3:GetObjectVersionTagging',
            ],
            Resource: sub(`\${${bucket}.Arn}/*`),
          },
          {
            Effect: 'Allow',
            Action: ['s3:ReplicateObject', 's3:ReplicateDelete', 's3:ReplicateTags'],
            Resource: sub(`\${${destination.Ref}}/*`),
          },
          { Effect: 'Allow', Action: 'kms:Decrypt', Resource: keyArn() },
          { Effect: 'Allow', Action: ['kms:Encrypt', 'kms:GenerateDataKey'], Resource: replicaKey },
        ],
      },
    },
  });
  return {
    Role: getAtt(role, 'Arn'),
    Rules: [
      {
        Id: 'to-secondary-region',
        Status: 'Enabled',
        Priority: 1,
        Filter: { Prefix: '' },
        DeleteMarkerReplication: { Status: 'Enabled' },
        SourceSelectionCriteria: { SseKmsEncryptedObjects: { Status: 'Enabled' } },
        Destination: { Bucket: destination, EncryptionConfiguration: { ReplicaKmsKeyID: replicaKey } },
      },
    ],
  };
}
