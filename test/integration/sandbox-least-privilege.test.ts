import { describe, expect, it } from 'vitest';
import { ROLE_STACK_NAME } from '#shared/accounts/role-template';
import {
  executionRoleArn,
  NETWORK_TEMPLATE,
  SANDBOX_TEST_MS,
  sandboxCloudForFile,
} from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

const WORKER_ROLE = `Resources:
  Worker:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { AWS: '*' }
            Action: sts:AssumeRole
      ManagedPolicyArns:
        - arn:aws:iam::aws:policy/AdministratorAccess
`;

const TRAIL = `Resources:
  TrailBucket:
    Type: AWS::S3::Bucket
  Trail:
    Type: AWS::CloudTrail::Trail
    Properties:
      IsLogging: true
      S3BucketName: !Ref TrailBucket
`;

const bucketPolicyOn = (bucket: string) => `Resources:
  Policy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: ${bucket}
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { AWS: '*' }
            Action: s3:GetObject
            Resource: arn:aws:s3:::${bucket}/*
`;

describe('least privilege in the sandbox account', () => {
  it(
    'fails a role without the permissions boundary, and creates it once Sahab adds the boundary',
    async () => {
      const user = await sandbox.linkedUser('lp-role-sub');
      const raw = await sandbox.cloud.createStack(user, {
        stackName: 'escalate',
        templateBody: WORKER_ROLE,
        tags: { 'managed-by': 'sahab' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, raw.stackId);
      expect((await sandbox.cloud.describeStack(user, raw.stackId))?.status).toBe('ROLLBACK_COMPLETE');
      const failed = (await sandbox.cloud.stackEvents(user, raw.stackId)).find(
        (e) => e.logicalId === 'Worker' && e.status === 'CREATE_FAILED',
      );
      expect(failed?.statusReason).toContain(
        `is not authorized to perform: iam:CreateRole on resource: arn:aws:iam::${user.accountId}:role/`,
      );
      expect(failed?.statusReason).toContain('HandlerErrorCode: AccessDenied');

      const guarded = await sandbox.stacks.createStack(user, {
        stackName: 'bounded',
        templateBody: WORKER_ROLE,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, guarded.stackId);
      expect((await sandbox.cloud.describeStack(user, guarded.stackId))?.status).toBe('CREATE_COMPLETE');
      const [role] = await sandbox.cloud.stackResources(user, guarded.stackId);
      const record = (await sandbox.store.stacks(user.accountId))
        .flatMap((s) => s.resources)
        .find((r) => r.physicalId === role.physicalId);
      expect(record?.properties.PermissionsBoundary).toBe(
        `arn:aws:iam::${user.accountId}:policy/sahab/SahabWorkloadBoundary`,
      );
      expect(String(record?.attributes.Arn)).toContain(':role/sahab/');
    },
    SANDBOX_TEST_MS,
  );

  it(
    'lets the access role create only stacks tagged as Sahab’s, and never touch its own role stack',
    async () => {
      const user = await sandbox.linkedUser('lp-stacks-sub');
      await expect(
        sandbox.cloud.createStack(user, {
          stackName: 'untagged',
          templateBody: NETWORK_TEMPLATE,
          parameters: { Env: 'dev' },
          executionRoleArn: executionRoleArn(user.accountId),
        }),
      ).rejects.toMatchObject({
        code: 'AccessDenied',
        message: expect.stringContaining('cloudformation:CreateStack'),
      });
      const other = { ...user, region: 'us-east-1' };
      await expect(sandbox.stacks.deleteStack(other, ROLE_STACK_NAME)).rejects.toMatchObject({
        code: 'AccessDenied',
        message: expect.stringContaining('with an explicit deny'),
      });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'writes bucket policies only on buckets of the account, and keeps a trail when its stack goes',
    async () => {
      const user = await sandbox.linkedUser('lp-trail-sub');
      const foreign = await sandbox.stacks.createStack(user, {
        stackName: 'foreign-bucket',
        templateBody: bucketPolicyOn('someone-elses-bucket'),
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, foreign.stackId);
      const refused = (await sandbox.cloud.stackEvents(user, foreign.stackId)).find(
        (e) => e.status === 'CREATE_FAILED' && e.logicalId === 'Policy',
      );
      expect(refused?.statusReason).toContain(
        's3:PutBucketPolicy on resource: arn:aws:s3:::someone-elses-bucket',
      );

      const trail = await sandbox.stacks.createStack(user, {
        stackName: 'audit',
        templateBody: TRAIL,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, trail.stackId);
      await sandbox.stacks.deleteStack(user, trail.stackId);
      await sandbox.settle(user.accountId, trail.stackId);
      expect((await sandbox.cloud.describeStack(user, trail.stackId))?.status).toBe('DELETE_COMPLETE');
      const events = await sandbox.cloud.stackEvents(user, trail.stackId);
      expect(events.find((e) => e.logicalId === 'Trail' && e.status.startsWith('DELETE_'))?.status).toBe(
        'DELETE_SKIPPED',
      );

      // Without the guardrail (a template deployed outside Sahab's deployer) the trail cannot go.
      const raw = await sandbox.cloud.createStack(user, {
        stackName: 'audit-raw',
        templateBody: TRAIL,
        tags: { 'managed-by': 'sahab' },
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, raw.stackId);
      await sandbox.cloud.deleteStack(user, raw.stackId);
      await sandbox.settle(user.accountId, raw.stackId);
      const stack = await sandbox.cloud.describeStack(user, raw.stackId);
      expect(stack?.status).toBe('DELETE_FAILED');
      const trailFailure = (await sandbox.cloud.stackEvents(user, raw.stackId)).find(
        (e) => e.logicalId === 'Trail' && e.status === 'DELETE_FAILED',
      );
      expect(trailFailure?.statusReason).toContain('cloudtrail:DeleteTrail');
      expect(trailFailure?.statusReason).toContain('with an explicit deny');
    },
    SANDBOX_TEST_MS,
  );
});
