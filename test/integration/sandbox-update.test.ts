import { describe, expect, it } from 'vitest';
import { sandboxInventory } from '#functions/lib/simulators/sandbox-cloud/sandbox-inventory';
import {
  executionRoleArn,
  SANDBOX_TEST_MS,
  type SandboxHarness,
  sandboxCloudForFile,
} from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

const BEFORE = `Resources:
  Data:
    Type: AWS::S3::Bucket
  Named:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: !Sub '\${AWS::StackName}-named-one'
  Old:
    Type: AWS::SQS::Queue
Outputs:
  DataBucket:
    Value: !Ref Data
`;

/** Versioning on Data (in place), Named renamed (replaced), Old removed, Topic added. */
const AFTER = `Resources:
  Data:
    Type: AWS::S3::Bucket
    Properties:
      VersioningConfiguration:
        Status: Enabled
  Named:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: !Sub '\${AWS::StackName}-named-two'
  Topic:
    Type: AWS::SNS::Topic
Outputs:
  DataBucket:
    Value: !Ref Data
`;

/** AFTER plus a subnet in a VPC the account does not have: it fails, so the update rolls back. */
const FAILING = `${AFTER.replace(
  'Outputs:',
  `  Subnet:
    Type: AWS::EC2::Subnet
    Properties:
      VpcId: vpc-0123456789abcdef0
      CidrBlock: 10.0.0.0/24
Outputs:`,
)}`;

async function createdStack(userId: string, stackName: string) {
  const user = await sandbox.linkedUser(userId);
  const { stackId } = await sandbox.stacks.createStack(user, {
    stackName,
    templateBody: BEFORE,
    executionRoleArn: executionRoleArn(user.accountId),
  });
  await sandbox.settle(user.accountId, stackId);
  return { user, stackId };
}

const byLogicalId = async (user: Awaited<ReturnType<SandboxHarness['linkedUser']>>, stackId: string) =>
  Object.fromEntries((await sandbox.cloud.stackResources(user, stackId)).map((r) => [r.logicalId, r]));

describe('sandbox UpdateStack', () => {
  it(
    'updates in place, replaces, adds and removes resources, then cleans up, as CloudFormation does',
    async () => {
      const { user, stackId } = await createdStack('upd-a', 'upd-a');
      const before = await byLogicalId(user, stackId);
      const answer = await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: AFTER,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(answer).toEqual({ stackId, noChanges: false });
      expect((await sandbox.cloud.describeStack(user, stackId))?.status).toBe('UPDATE_IN_PROGRESS');

      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      expect(stack?.status).toBe('UPDATE_COMPLETE');
      expect(stack?.updatedAt).toBeDefined();
      expect(stack?.outputs.DataBucket).toBe(before.Data.physicalId);
      const after = await byLogicalId(user, stackId);
      expect(Object.keys(after).sort()).toEqual(['Data', 'Named', 'Topic']);
      expect(after.Data).toMatchObject({ physicalId: before.Data.physicalId, status: 'UPDATE_COMPLETE' });
      expect(after.Named).toMatchObject({ physicalId: 'upd-a-named-two', status: 'UPDATE_COMPLETE' });
      expect(after.Topic.status).toBe('CREATE_COMPLETE');

      const events = (await sandbox.cloud.stackEvents(user, stackId)).reverse();
      const update = events.slice(events.findIndex((e) => e.status === 'UPDATE_IN_PROGRESS'));
      expect(update.map((e) => `${e.logicalId} ${e.status}`)).toEqual(
        expect.arrayContaining([
          'upd-a UPDATE_IN_PROGRESS',
          'Data UPDATE_IN_PROGRESS',
          'Data UPDATE_COMPLETE',
          'Topic CREATE_COMPLETE',
          'upd-a UPDATE_COMPLETE_CLEANUP_IN_PROGRESS',
          'Old DELETE_COMPLETE',
          'upd-a UPDATE_COMPLETE',
        ]),
      );
      expect(update[0].statusReason).toBe('User Initiated');
      // the old copy of the replaced bucket goes in the clean-up, after every change completed
      const oldCopy = update.find(
        (e) => e.physicalId === 'upd-a-named-one' && e.status === 'DELETE_COMPLETE',
      );
      const cleanup = update.findIndex((e) => e.status === 'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS');
      expect(oldCopy && update.indexOf(oldCopy)).toBeGreaterThan(cleanup);
      expect(update.at(-1)).toMatchObject({ logicalId: 'upd-a', status: 'UPDATE_COMPLETE' });

      // a scan reads the new properties
      const buckets = await sandboxInventory(sandbox.cloud, { estateSize: 0 }).listResources(
        user,
        'AWS::S3::Bucket',
      );
      const data = buckets.find((r) => r.identifier === before.Data.physicalId);
      expect(data?.properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(buckets.map((r) => r.identifier)).not.toContain('upd-a-named-one');
    },
    SANDBOX_TEST_MS,
  );

  it(
    "answers noChanges for the same template, and refuses a stack in progress in CloudFormation's words",
    async () => {
      const { user, stackId } = await createdStack('upd-b', 'upd-b');
      const events = await sandbox.cloud.stackEvents(user, stackId);
      const same = await sandbox.stacks.updateStack(user, {
        stackNameOrId: 'upd-b',
        templateBody: BEFORE,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(same).toEqual({ stackId, noChanges: true });
      expect(await sandbox.cloud.stackEvents(user, stackId)).toEqual(events);

      await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: AFTER,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await expect(
        sandbox.stacks.updateStack(user, {
          stackNameOrId: stackId,
          templateBody: BEFORE,
          executionRoleArn: executionRoleArn(user.accountId),
        }),
      ).rejects.toMatchObject({
        code: 'ValidationError',
        message: `Stack:${stackId} is in UPDATE_IN_PROGRESS state and can not be updated.`,
      });
      await expect(
        sandbox.stacks.updateStack(user, {
          stackNameOrId: 'no-such-stack',
          templateBody: BEFORE,
          executionRoleArn: executionRoleArn(user.accountId),
        }),
      ).rejects.toMatchObject({ code: 'ValidationError', message: 'Stack [no-such-stack] does not exist' });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'rolls back a failing update: UPDATE_ROLLBACK_COMPLETE with the reason, the old resources restored',
    async () => {
      const { user, stackId } = await createdStack('upd-c', 'upd-c');
      const before = await byLogicalId(user, stackId);
      await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: FAILING,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, stackId);
      const stack = await sandbox.cloud.describeStack(user, stackId);
      expect(stack?.status).toBe('UPDATE_ROLLBACK_COMPLETE');
      // the failed subnet and what its failure cancelled
      expect(stack?.statusReason).toMatch(/^The following resource\(s\) failed to create: \[[^\]]*Subnet/);
      const events = await sandbox.cloud.stackEvents(user, stackId);
      expect(
        events.find((e) => e.logicalId === 'Subnet' && e.status === 'CREATE_FAILED')?.statusReason,
      ).toContain("The vpc ID 'vpc-0123456789abcdef0' does not exist");
      expect(events.map((e) => e.status)).toContain('UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS');
      const after = await byLogicalId(user, stackId);
      expect(Object.keys(after).sort()).toEqual(['Data', 'Named', 'Old']);
      expect(after.Named.physicalId).toBe(before.Named.physicalId);
      const buckets = await sandboxInventory(sandbox.cloud, { estateSize: 0 }).listResources(
        user,
        'AWS::S3::Bucket',
      );
      const data = buckets.find((r) => r.identifier === before.Data.physicalId);
      expect(data?.properties.VersioningConfiguration).toBeUndefined();
      // a rolled-back stack can be updated again
      const again = await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: AFTER,
        executionRoleArn: executionRoleArn(user.accountId),
      });
      expect(again.noChanges).toBe(false);
    },
    SANDBOX_TEST_MS,
  );
});
