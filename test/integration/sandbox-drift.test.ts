import { describe, expect, it } from 'vitest';
import { driftReport } from '#functions/lib/drift/check-drift';
import { templateWithLiveValue } from '#functions/lib/drift/live-template';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import { pendingDeployment } from '#test/fixtures/deployments';
import { executionRoleArn, SANDBOX_TEST_MS, sandboxCloudForFile } from '#test/fixtures/sandbox-cloud';

const sandbox = sandboxCloudForFile();

/** A bucket that keeps versions and blocks public access, beside a queue. */
const TEMPLATE = `Resources:
  Reports:
    Type: AWS::S3::Bucket
    Properties:
      # kept on purpose: adopting a live value keeps the template's comments
      VersioningConfiguration:
        Status: Enabled
      PublicAccessBlockConfiguration:
        BlockPublicAcls: true
        BlockPublicPolicy: true
        IgnorePublicAcls: true
        RestrictPublicBuckets: true
  Jobs:
    Type: AWS::SQS::Queue
`;

async function deployedStack(userId: string, stackName: string) {
  const user = await sandbox.linkedUser(userId);
  const { stackId } = await sandbox.stacks.createStack(user, {
    stackName,
    templateBody: TEMPLATE,
    executionRoleArn: executionRoleArn(user.accountId),
  });
  await sandbox.settle(user.accountId, stackId);
  return { user, stackId };
}

async function suspendVersioning(user: RegionalTarget, stackId: string) {
  await sandbox.cloud.editLiveProperty(user, stackId, {
    logicalId: 'Reports',
    path: '/VersioningConfiguration/Status',
    value: 'Suspended',
  });
}

describe('drift in the sandbox cloud', () => {
  it(
    'a live property changed by hand is drift: expected and actual value, and the control it breaks',
    async () => {
      const { user, stackId } = await deployedStack('drift-see', 'drift-see');
      expect((await sandbox.cloud.detectDrift(user, stackId)).status).toBe('IN_SYNC');
      await suspendVersioning(user, stackId);
      const drift = await sandbox.cloud.detectDrift(user, stackId);
      expect(drift.status).toBe('DRIFTED');
      const reports = drift.resources.find((r) => r.logicalId === 'Reports');
      expect(reports?.status).toBe('MODIFIED');
      expect(reports?.properties).toEqual([
        {
          path: '/VersioningConfiguration/Status',
          expected: '"Enabled"',
          actual: '"Suspended"',
          difference: 'NOT_EQUAL',
        },
      ]);
      expect(drift.resources.find((r) => r.logicalId === 'Jobs')?.status).toBe('IN_SYNC');

      const account = {
        id: 'acct',
        userId: 'drift-see',
        roleArn: user.roleArn,
        accountNumber: user.accountId,
      };
      const deployment = {
        ...pendingDeployment({ ...account, cloud: 'sandbox' }, 'drift-see', TEMPLATE),
        stackId,
        status: 'CREATE_COMPLETE',
      };
      const report = driftReport(deployment, drift, '2026-11-29T08:00:00Z', 'manual');
      const [property] = report.resources.find((r) => r.logical_id === 'Reports')?.properties ?? [];
      const rules = new Set(property?.broken_controls.map((c) => c.rule_id));
      expect([...rules]).toEqual(['s3-bucket-versioning']);
      expect(property?.broken_controls.map((c) => c.framework)).toContain('SAMA');
    },
    SANDBOX_TEST_MS,
  );

  it(
    'an ordinary update leaves the drift; a drift-reverting change set restores the template value',
    async () => {
      const { user, stackId } = await deployedStack('drift-revert', 'drift-revert');
      await suspendVersioning(user, stackId);
      const role = executionRoleArn(user.accountId);
      const withTopic = `${TEMPLATE}  Alerts:\n    Type: AWS::SNS::Topic\n`;
      await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: withTopic,
        executionRoleArn: role,
      });
      await sandbox.settle(user.accountId, stackId);
      expect((await sandbox.cloud.detectDrift(user, stackId)).status).toBe('DRIFTED');

      const plain = await sandbox.stacks.previewUpdate(user, {
        stackNameOrId: stackId,
        changeSetName: 'plain',
        templateBody: withTopic,
        executionRoleArn: role,
      });
      expect(plain.status).toBe('noChanges');
      const revert = await sandbox.stacks.previewUpdate(user, {
        stackNameOrId: stackId,
        changeSetName: 'revert',
        templateBody: withTopic,
        executionRoleArn: role,
        revertDrift: true,
      });
      expect(revert.changes).toEqual([
        expect.objectContaining({
          action: 'Modify',
          logicalId: 'Reports',
          scope: ['VersioningConfiguration'],
        }),
      ]);
      await sandbox.stacks.executeChangeSet(user, stackId, 'revert');
      await sandbox.settle(user.accountId, stackId);
      expect((await sandbox.cloud.detectDrift(user, stackId)).status).toBe('IN_SYNC');
      const live = await sandbox.cloud.liveResources(user, stackId);
      expect(live.find((r) => r.logicalId === 'Reports')?.properties.VersioningConfiguration).toEqual({
        Status: 'Enabled',
      });
    },
    SANDBOX_TEST_MS,
  );

  it(
    'adopting writes the live value into the template (comments kept), after which nothing drifts',
    async () => {
      const { user, stackId } = await deployedStack('drift-adopt', 'drift-adopt');
      await suspendVersioning(user, stackId);
      const adopted = templateWithLiveValue(
        TEMPLATE,
        'Reports',
        '/VersioningConfiguration/Status',
        '"Suspended"',
      );
      expect(adopted).toBe(TEMPLATE.replace('Status: Enabled', 'Status: Suspended'));
      await sandbox.stacks.updateStack(user, {
        stackNameOrId: stackId,
        templateBody: adopted ?? '',
        executionRoleArn: executionRoleArn(user.accountId),
      });
      await sandbox.settle(user.accountId, stackId);
      expect((await sandbox.cloud.detectDrift(user, stackId)).status).toBe('IN_SYNC');
    },
    SANDBOX_TEST_MS,
  );

  it(
    'the console refuses a resource the stack does not have, in CloudFormation-like words',
    async () => {
      const { user, stackId } = await deployedStack('drift-refuse', 'drift-refuse');
      await expect(
        sandbox.cloud.editLiveProperty(user, stackId, { logicalId: 'Nope', path: '/A', value: 1 }),
      ).rejects.toThrow('Resource Nope does not exist in stack drift-refuse');
      await expect(
        sandbox.cloud.editLiveProperty(user, stackId, { logicalId: 'Reports', path: 'A', value: 1 }),
      ).rejects.toThrow('must start with /');
    },
    SANDBOX_TEST_MS,
  );
});
