import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { changeSetNameFor } from '#functions/lib/deployments/change-set-review';
import { cancelChange, executeChange, previewChange } from '#functions/lib/deployments/change-sets';
import { requestDeploymentDeletion } from '#functions/lib/deployments/delete-deployment';
import { getDeployment } from '#functions/lib/deployments/get-deployment';
import { deploymentTarget } from '#functions/lib/deployments/owned-deployment';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { DATABASE_STACK_TEMPLATE, DATABASE_STACK_WITH_BACKUPS } from '#test/fixtures/database-stack';
import { startWorkflowHarness } from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

beforeAll(() => {
  getTemplateValidator().validate(DATABASE_STACK_TEMPLATE);
}, 300_000);

type Harness = Awaited<ReturnType<typeof startWorkflowHarness>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

async function deployedDatabase(h: Harness, userId: string) {
  const account = await h.linkedAccount(userId);
  const record = await startDeployment(h.ports, account, {
    region: SANDBOX_REGION,
    stackName: 'orders-db',
    template: DATABASE_STACK_TEMPLATE,
    parameterValues: { DatabaseName: 'orders' },
    actor: 'owner@example.com',
  });
  expect((await h.executionEnded(`deploy-${record.id}`)).error).toBeUndefined();
  return record;
}

const physicalId = async (h: Harness, userId: string, id: string, logicalId: string) =>
  (await h.ports.deployments.get(userId, id))?.resources.find((r) => r.logical_id === logicalId)?.physical_id;

describe('updating a deployment through a reviewed change set', { timeout: 180_000 }, () => {
  it('previews a rename of the database as a replacement that loses data, executes it, and records it', async () => {
    harness = await startWorkflowHarness();
    const record = await deployedDatabase(harness, 'user-rename');
    const before = await physicalId(harness, record.userId, record.id, 'Database');
    const change = { parameterValues: { DatabaseName: 'orders_v2', DeletionProtection: 'true' } };

    const preview = await previewChange(harness.ports, record.userId, record.id, change);
    expect(preview.changes).toEqual([
      expect.objectContaining({
        action: 'replace',
        logical_id: 'Database',
        data_loss: true,
        properties: ['DBName'],
      }),
    ]);
    expect(preview.template_changed).toBe(false);
    expect(preview.score_before).toEqual(expect.any(Number));
    expect(preview.score_after).toBe(preview.score_before);

    // a change set of other values is not the one reviewed
    await expect(
      executeChange(
        harness.ports,
        record.userId,
        record.id,
        { parameterValues: { DatabaseName: 'other' } },
        {
          changeSetName: preview.change_set_name,
          action: 'update',
          actor: 'owner@example.com',
        },
      ),
    ).rejects.toMatchObject({ statusCode: 409 });

    const started = await executeChange(harness.ports, record.userId, record.id, change, {
      changeSetName: preview.change_set_name,
      action: 'update',
      actor: 'owner@example.com',
    });
    expect(started.status).toBe('UPDATE_IN_PROGRESS');
    const outcome = await harness.executionEnded(`update-${record.id}-${Date.parse(started.updatedAt)}`);
    expect(outcome.error).toBeUndefined();
    const stored = await harness.ports.deployments.get(record.userId, record.id);
    expect(stored).toMatchObject({ status: 'UPDATE_COMPLETE', parameterValues: change.parameterValues });
    // a replacement is a new database: a new physical resource, the old one deleted in clean-up
    const after = await physicalId(harness, record.userId, record.id, 'Database');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // the new copy is updated in place afterwards: a later in-place change keeps its id
    const protectionOff = await previewChange(harness.ports, record.userId, record.id, {
      parameterValues: { ...change.parameterValues, DeletionProtection: 'false' },
    });
    expect(protectionOff.changes).toEqual([
      expect.objectContaining({ action: 'modify', logical_id: 'Database', data_loss: false }),
    ]);
    await cancelChange(harness.ports, record.userId, record.id, protectionOff.change_set_name);

    const history = await harness.ports.history.list(record.userId, record.id);
    // each request, then how it ended once CloudFormation settled
    expect(history.map((e) => [e.action, e.actor, e.outcome])).toEqual([
      ['create', 'owner@example.com', undefined],
      ['create', 'owner@example.com', 'succeeded'],
      ['update', 'owner@example.com', undefined],
      ['update', 'owner@example.com', 'succeeded'],
    ]);
    expect(history[3]?.summary).toContain('UPDATE_COMPLETE');
    const update = history[2];
    expect(update?.changeSet).toEqual({
      name: preview.change_set_name,
      changes: [{ action: 'replace', logical_id: 'Database', resource_type: 'AWS::RDS::DBInstance' }],
    });
    expect(update?.summary).toContain('DatabaseName orders -> orders_v2');
    expect(Object.keys(update?.scoresAfter ?? {})).toEqual(['SAMA', 'NCA-ECC', 'CITC']);
  });

  it('refuses a value outside its constraints with the field named, creating no change set', async () => {
    harness = await startWorkflowHarness();
    const record = await deployedDatabase(harness, 'user-bad-value');
    await expect(
      previewChange(harness.ports, record.userId, record.id, {
        parameterValues: { DatabaseName: '9lives', InstanceClass: 'db.x1.huge' },
      }),
    ).rejects.toThrow(
      /DatabaseName must start with a letter.*; InstanceClass must be one of db\.t4g\.micro, db\.t4g\.small/,
    );
    const stored = await harness.ports.deployments.get(record.userId, record.id);
    expect(stored).toMatchObject({ status: 'CREATE_COMPLETE', parameterValues: { DatabaseName: 'orders' } });
    // nothing was asked of CloudFormation: no change set of those values exists
    const name = changeSetNameFor(
      stored ?? record,
      DATABASE_STACK_TEMPLATE,
      { DatabaseName: '9lives', InstanceClass: 'db.x1.huge' },
      'update',
    );
    await expect(
      harness.cloud.executeChangeSet(deploymentTarget(record), record.stackName, name),
    ).rejects.toThrow(/does not exist/);
  });

  it('a cancelled change set is gone; turning deletion protection off is an update, after which delete works and says what stays', async () => {
    harness = await startWorkflowHarness();
    const record = await deployedDatabase(harness, 'user-protect');
    const off = { parameterValues: { DatabaseName: 'orders', DeletionProtection: 'false' } };
    const preview = await previewChange(harness.ports, record.userId, record.id, off);
    expect(preview.changes).toEqual([
      expect.objectContaining({ action: 'modify', logical_id: 'Database', data_loss: false }),
    ]);
    await cancelChange(harness.ports, record.userId, record.id, preview.change_set_name);
    // a newer template version: its body goes to CloudFormation, the values it still declares kept
    const newer = DATABASE_STACK_TEMPLATE.replace('RetentionInDays: 365', 'RetentionInDays: 731');
    const version = await previewChange(harness.ports, record.userId, record.id, { template: newer });
    expect(version).toMatchObject({ template_changed: true, parameter_values: { DatabaseName: 'orders' } });
    expect(version.changes.map((c) => [c.action, c.logical_id])).toEqual([['modify', 'AuditLogs']]);
    await cancelChange(harness.ports, record.userId, record.id, version.change_set_name);
    // a version that adds a parameter: a value outside its limits is refused, nothing is created
    await expect(
      previewChange(harness.ports, record.userId, record.id, {
        template: DATABASE_STACK_WITH_BACKUPS,
        parameterValues: { DatabaseName: 'orders', BackupRetentionDays: '90' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'BackupRetentionDays must be at most 35' });
    const added = await previewChange(harness.ports, record.userId, record.id, {
      template: DATABASE_STACK_WITH_BACKUPS,
      parameterValues: { DatabaseName: 'orders', BackupRetentionDays: '14' },
    });
    expect(added.parameter_values).toMatchObject({ BackupRetentionDays: '14' });
    await cancelChange(harness.ports, record.userId, record.id, added.change_set_name);
    expect(await harness.ports.deployments.get(record.userId, record.id)).toMatchObject({
      template: DATABASE_STACK_TEMPLATE,
    });
    await expect(
      harness.cloud.executeChangeSet(deploymentTarget(record), record.stackName, preview.change_set_name),
    ).rejects.toThrow(/does not exist/);

    // before: the delete would keep the log group, a snapshot of the database, and fail on its protection
    const detail = await getDeployment(harness.ports, record.userId, record.id);
    expect(detail.retained?.map((r) => [r.logical_id, r.reason])).toEqual([
      ['AuditLogs', 'Retain'],
      ['Database', 'Snapshot'],
    ]);
    expect(detail.retained?.[0]?.physical_id).toEqual(expect.any(String));
    expect(detail.retained?.[0]?.console_url).toContain('console.aws.amazon.com/cloudwatch');

    const again = await previewChange(harness.ports, record.userId, record.id, off);
    const started = await executeChange(harness.ports, record.userId, record.id, off, {
      changeSetName: again.change_set_name,
      action: 'update',
      actor: record.userId,
    });
    expect(
      (await harness.executionEnded(`update-${record.id}-${Date.parse(started.updatedAt)}`)).error,
    ).toBeUndefined();
    await requestDeploymentDeletion(harness.ports, record.userId, record.id);
    expect((await harness.executionEnded(`delete-${record.id}`)).error).toBeUndefined();
    const deleted = await getDeployment(harness.ports, record.userId, record.id);
    expect(deleted.status).toBe('DELETE_COMPLETE');
    // protection off: the database goes, leaving its final snapshot; the log group stays
    expect(deleted.retained?.map((r) => [r.logical_id, r.reason])).toEqual([
      ['AuditLogs', 'Retain'],
      ['Database', 'Snapshot'],
    ]);
    const history = await harness.ports.history.list(record.userId, record.id);
    expect(history.map((e) => [e.action, e.outcome])).toEqual([
      ['create', undefined],
      ['create', 'succeeded'],
      ['update', undefined],
      ['update', 'succeeded'],
      ['delete', undefined],
      ['delete', 'succeeded'],
    ]);
    expect(history[4]?.summary).toContain('kept: AuditLogs (Retain), Database (Snapshot)');
    expect(history[5]?.scoresAfter).toBeUndefined();
  });
  it('names each change its own change set, even back and forth between two versions (A -> B -> A -> B)', async () => {
    harness = await startWorkflowHarness();
    const record = await deployedDatabase(harness, 'user-back-and-forth');
    const a = DATABASE_STACK_TEMPLATE;
    const b = DATABASE_STACK_TEMPLATE.replace('RetentionInDays: 365', 'RetentionInDays: 731');
    const names: string[] = [];
    for (const template of [b, a, b]) {
      const preview = await previewChange(harness.ports, record.userId, record.id, { template });
      names.push(preview.change_set_name);
      const started = await executeChange(
        harness.ports,
        record.userId,
        record.id,
        { template },
        { changeSetName: preview.change_set_name, action: 'update', actor: 'owner@example.com' },
      );
      const outcome = await harness.executionEnded(`update-${record.id}-${Date.parse(started.updatedAt)}`);
      expect(outcome.error).toBeUndefined();
    }
    expect(new Set(names).size).toBe(3);
    expect(await harness.ports.deployments.get(record.userId, record.id)).toMatchObject({
      status: 'UPDATE_COMPLETE',
      template: b,
    });
  });
});

describe('a stack in Delete Failed', { timeout: 180_000 }, () => {
  it('is not a dead end: a retry keeps what the delete failed on (RetainResources) and deletes the rest', async () => {
    harness = await startWorkflowHarness();
    const record = await deployedDatabase(harness, 'user-delete-failed');
    // nothing failed yet: there is nothing to keep
    await expect(
      requestDeploymentDeletion(harness.ports, record.userId, record.id, 'owner@example.com', {
        retainFailed: true,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });

    // deletion protection is on: the delete fails on the database, as in AWS
    await requestDeploymentDeletion(harness.ports, record.userId, record.id, 'owner@example.com');
    await harness.executionEnded(`delete-${record.id}`);
    const failed = await getDeployment(harness.ports, record.userId, record.id);
    expect(failed.status).toBe('DELETE_FAILED');
    expect(failed.resources.filter((r) => r.status === 'DELETE_FAILED').map((r) => r.logical_id)).toEqual([
      'Database',
    ]);
    // the retry's confirmation: the log group kept by its policy, the database because it failed
    expect(failed.retained?.map((r) => [r.logical_id, r.reason])).toEqual([
      ['AuditLogs', 'Retain'],
      ['Database', 'DeleteFailed'],
    ]);

    await requestDeploymentDeletion(harness.ports, record.userId, record.id, 'owner@example.com', {
      retainFailed: true,
    });
    // the first delete's execution has the same prefix: wait for the deployment itself
    let deleted = await getDeployment(harness.ports, record.userId, record.id);
    for (let i = 0; i < 600 && deleted.status !== 'DELETE_COMPLETE'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      deleted = await getDeployment(harness.ports, record.userId, record.id);
    }
    expect(deleted.status).toBe('DELETE_COMPLETE');
    // the deleted stack's own end is what the deployment shows: the database skipped, not failed
    expect(deleted.resources.find((r) => r.logical_id === 'Database')?.status).toBe('DELETE_SKIPPED');
    expect(deleted.events[0]).toMatchObject({ logical_id: 'orders-db', status: 'DELETE_COMPLETE' });
    // the database stays in the account, and the deployment says so
    // the database itself stays (not a final snapshot of it): kept because the delete failed on it
    expect(deleted.retained?.map((r) => [r.logical_id, r.reason])).toEqual([
      ['AuditLogs', 'Retain'],
      ['Database', 'DeleteFailed'],
    ]);
    const history = await harness.ports.history.list(record.userId, record.id);
    expect(history.slice(-4).map((e) => [e.action, e.outcome])).toEqual([
      ['delete', undefined],
      ['delete', 'failed'],
      ['delete', undefined],
      ['delete', 'succeeded'],
    ]);
    expect(history.at(-2)?.summary).toContain('Retried the delete of stack orders-db');
    expect(history.at(-2)?.summary).toContain('Database (failed to delete)');
  });
});
