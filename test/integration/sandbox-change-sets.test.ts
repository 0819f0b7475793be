import { describe, expect, it } from 'vitest';
import { changeSetNameFor, reviewedChangeSet } from '#functions/lib/deployments/change-set-review';
import type { DeploymentRecord } from '#functions/lib/ports/deployment-repository';
import { pendingDeployment } from '#test/fixtures/deployments';
import { executionRoleArn, SANDBOX_TEST_MS, sandboxCloudForFile } from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

/** An unencrypted database beside a queue and a bucket: the shape a fix meets in a real stack. */
const DATABASE = `Resources:
  OrdersDB:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      DBInstanceClass: db.t4g.micro
      AllocatedStorage: '20'
      MasterUsername: orders
      ManageMasterUserPassword: true
  Jobs:
    Type: AWS::SQS::Queue
  Reports:
    Type: AWS::S3::Bucket
`;
const edit = (from: string, to: string) => DATABASE.replace(from, to);
const ENCRYPTED = edit(
  '      ManageMasterUserPassword: true',
  '      ManageMasterUserPassword: true\n      StorageEncrypted: true',
);
const PROTECTED = edit(
  '      ManageMasterUserPassword: true',
  '      ManageMasterUserPassword: true\n      DeletionProtection: true',
);
const VERSIONED_AND_TOPIC = `${edit(
  '  Reports:\n    Type: AWS::S3::Bucket\n',
  '  Reports:\n    Type: AWS::S3::Bucket\n    Properties:\n      VersioningConfiguration:\n        Status: Enabled\n',
)}  Alerts:\n    Type: AWS::SNS::Topic\n`;
const WITHOUT_QUEUE = DATABASE.replace('  Jobs:\n    Type: AWS::SQS::Queue\n', '');

async function deployed(userId: string, stackName: string): Promise<DeploymentRecord> {
  const user = await sandbox.linkedUser(userId);
  const { stackId } = await sandbox.stacks.createStack(user, {
    stackName,
    templateBody: DATABASE,
    executionRoleArn: executionRoleArn(user.accountId),
  });
  await sandbox.settle(user.accountId, stackId);
  const account = {
    id: 'acct',
    userId,
    roleArn: user.roleArn,
    accountNumber: user.accountId,
    cloud: 'sandbox' as const,
  };
  return { ...pendingDeployment(account, stackName, DATABASE), stackId, status: 'CREATE_COMPLETE' };
}

const ports = () => ({ stacks: async () => sandbox.stacks });

describe('sandbox change sets and the data-loss review', () => {
  it(
    'encrypting the database is a replacement: refused with the list, and the change set deleted',
    async () => {
      const deployment = await deployed('cs-encrypt', 'orders-encrypt');
      const target = {
        roleArn: deployment.roleArn,
        externalId: deployment.userId,
        region: deployment.region,
      };
      const preview = await sandbox.stacks.previewUpdate(target, {
        stackNameOrId: deployment.stackId ?? '',
        changeSetName: 'look',
        templateBody: ENCRYPTED,
        executionRoleArn: deployment.executionRoleArn,
      });
      expect(preview.changes).toEqual([
        {
          action: 'Modify',
          logicalId: 'OrdersDB',
          resourceType: 'AWS::RDS::DBInstance',
          replacement: 'True',
          scope: ['StorageEncrypted'],
        },
      ]);
      await expect(reviewedChangeSet(ports(), deployment, ENCRYPTED)).rejects.toThrow(
        /Not applied: CloudFormation would lose data .*OrdersDB \(AWS::RDS::DBInstance\) would be replaced/,
      );
      const name = changeSetNameFor(deployment, ENCRYPTED, deployment.parameterValues);
      await expect(sandbox.stacks.executeChangeSet(target, deployment.stackId ?? '', name)).rejects.toThrow(
        /ChangeSet .* does not exist/,
      );
    },
    SANDBOX_TEST_MS,
  );

  it(
    'removing a queue that holds messages is refused too',
    async () => {
      const deployment = await deployed('cs-remove', 'orders-remove');
      await expect(reviewedChangeSet(ports(), deployment, WITHOUT_QUEUE)).rejects.toThrow(
        /Jobs \(AWS::SQS::Queue\) would be removed/,
      );
    },
    SANDBOX_TEST_MS,
  );

  it(
    'a safe change lists each change, and executing it updates the stack to exactly that template',
    async () => {
      const deployment = await deployed('cs-safe', 'orders-safe');
      const target = {
        roleArn: deployment.roleArn,
        externalId: deployment.userId,
        region: deployment.region,
      };
      const reviewed = await reviewedChangeSet(ports(), deployment, VERSIONED_AND_TOPIC);
      expect(reviewed.changes.map((c) => [c.action, c.logicalId, c.replacement ?? null])).toEqual([
        ['Modify', 'Reports', 'False'],
        ['Add', 'Alerts', null],
      ]);
      // the same update asked again meets the same change set
      expect((await reviewedChangeSet(ports(), deployment, VERSIONED_AND_TOPIC)).changeSetName).toBe(
        reviewed.changeSetName,
      );
      await sandbox.stacks.executeChangeSet(target, deployment.stackId ?? '', reviewed.changeSetName);
      await sandbox.settle(deployment.accountNumber, deployment.stackId ?? '');
      const stack = await sandbox.stacks.describeStack(target, deployment.stackId ?? '');
      expect(stack?.status).toBe('UPDATE_COMPLETE');
      const resources = (await sandbox.stacks.stackResources(target, deployment.stackId ?? '')).map(
        (r) => r.logicalId,
      );
      expect(resources).toContain('Alerts');
      // executed change sets are gone, as in AWS
      await expect(
        sandbox.stacks.executeChangeSet(target, deployment.stackId ?? '', reviewed.changeSetName),
      ).rejects.toThrow(/does not exist/);
    },
    SANDBOX_TEST_MS,
  );

  it(
    'deletion protection on the database modifies it in place',
    async () => {
      const deployment = await deployed('cs-protect', 'orders-protect');
      const reviewed = await reviewedChangeSet(ports(), deployment, PROTECTED);
      expect(reviewed.changes).toEqual([
        {
          action: 'Modify',
          logicalId: 'OrdersDB',
          resourceType: 'AWS::RDS::DBInstance',
          replacement: 'False',
          scope: ['DeletionProtection'],
        },
      ]);
    },
    SANDBOX_TEST_MS,
  );

  it(
    'a replacement gets a new physical resource, and a custom-named one cannot be replaced',
    async () => {
      const user = await sandbox.linkedUser('cs-replace');
      const named = DATABASE.replace(
        '      Engine: postgres',
        '      DBInstanceIdentifier: orders-main\n      Engine: postgres',
      );
      const renamed = (text: string) => text.replace('MasterUsername: orders', 'MasterUsername: owner');
      const ids = async (stackId: string) =>
        (await sandbox.stacks.stackResources(user, stackId)).find((r) => r.logicalId === 'OrdersDB')
          ?.physicalId;
      const results: { status?: string; reason?: string; before?: string; after?: string }[] = [];
      for (const [stackName, template] of [
        ['generated-name', DATABASE],
        ['custom-name', named],
      ] as const) {
        const role = executionRoleArn(user.accountId);
        const { stackId } = await sandbox.stacks.createStack(user, {
          stackName,
          templateBody: template,
          executionRoleArn: role,
        });
        await sandbox.settle(user.accountId, stackId);
        const before = await ids(stackId);
        const preview = await sandbox.stacks.previewUpdate(user, {
          stackNameOrId: stackId,
          changeSetName: 'rename',
          templateBody: renamed(template),
          executionRoleArn: role,
        });
        expect(preview.changes[0]?.replacement).toBe('True');
        await sandbox.stacks.executeChangeSet(user, stackId, 'rename');
        await sandbox.settle(user.accountId, stackId);
        const stack = await sandbox.stacks.describeStack(user, stackId);
        const failed = (await sandbox.stacks.stackEvents(user, stackId)).find(
          (e) => e.status === 'UPDATE_FAILED',
        );
        results.push({
          status: stack?.status,
          reason: failed?.statusReason,
          before,
          after: await ids(stackId),
        });
      }
      const [generated, custom] = results;
      expect(generated?.status).toBe('UPDATE_COMPLETE');
      expect(generated?.after).not.toBe(generated?.before);
      expect(custom?.status).toBe('UPDATE_ROLLBACK_COMPLETE');
      expect(custom?.reason).toBe(
        'CloudFormation cannot update a stack when a custom-named resource requires replacing. Rename orders-main and update the stack again.',
      );
      expect(custom?.after).toBe('orders-main');
    },
    SANDBOX_TEST_MS,
  );
});
