import { describe, expect, it } from 'vitest';
import { requestedChange, updateOptions } from '#functions/lib/deployments/deployment-source';
import type { DeploymentPorts } from '#functions/lib/deployments/ports';
import type { DesignPorts } from '#functions/lib/designs/ports';
import type { DeploymentRecord } from '#functions/lib/ports/deployment-repository';
import type { StoredTemplate } from '#functions/lib/ports/template-catalog';
import { DATABASE_STACK_TEMPLATE, DATABASE_STACK_WITH_BACKUPS } from '#test/fixtures/database-stack';
import { pendingDeployment } from '#test/fixtures/deployments';

const ACCOUNT = {
  id: 'acct',
  userId: 'owner',
  roleArn: 'arn:aws:iam::111122223333:role/SahabAccessRole',
  accountNumber: '111122223333',
  cloud: 'sandbox' as const,
};
const NEWER = DATABASE_STACK_TEMPLATE.replace('RetentionInDays: 365', 'RetentionInDays: 731');

function deployed(overrides: Partial<DeploymentRecord>): DeploymentRecord {
  return {
    ...pendingDeployment(ACCOUNT, 'orders-db', DATABASE_STACK_TEMPLATE),
    status: 'CREATE_COMPLETE',
    ...overrides,
  };
}

/** The stores a source is read from, holding one catalog template today. */
function sources(body: string | undefined): DesignPorts {
  const template =
    body && ({ template_id: 'tpl-orders', name: 'Orders database', template_body: body } as StoredTemplate);
  return {
    designs: {} as DesignPorts['designs'],
    templates: {
      catalog: { get: async (id) => (template && id === 'tpl-orders' ? template : undefined) },
      privateTemplates: { find: async () => undefined },
    },
    now: () => new Date(),
  };
}

const ports = (record: DeploymentRecord) =>
  ({
    deployments: {
      get: async (userId: string, id: string) =>
        userId === record.userId && id === record.id ? record : undefined,
    },
  }) as unknown as DeploymentPorts;

describe('a deployment and the template it came from', () => {
  it('offers the newest version when the catalog template changed, with the parameters and their limits', async () => {
    const record = deployed({ templateId: 'tpl-orders', parameterValues: { DatabaseName: 'orders' } });
    const options = await updateOptions(ports(record), sources(NEWER), 'owner', record.id);
    expect(options.source).toMatchObject({ kind: 'catalog', name: 'Orders database', newer_version: true });
    expect(options.parameter_values).toEqual({ DatabaseName: 'orders' });
    expect(options.parameters.find((p) => p.name === 'InstanceClass')?.allowed_values).toEqual([
      'db.t4g.micro',
      'db.t4g.small',
    ]);
    const current = await updateOptions(ports(record), sources(DATABASE_STACK_TEMPLATE), 'owner', record.id);
    expect(current.source?.newer_version).toBe(false);
  });

  it("offers a newer version's added parameter with its default and limits, for the form to ask for", async () => {
    const record = deployed({ templateId: 'tpl-orders', parameterValues: { DatabaseName: 'orders' } });
    const options = await updateOptions(
      ports(record),
      sources(DATABASE_STACK_WITH_BACKUPS),
      'owner',
      record.id,
    );
    // the stack's own template does not have it; the newer version does
    expect(options.parameters.map((p) => p.name)).not.toContain('BackupRetentionDays');
    expect(options.source?.parameters.find((p) => p.name === 'BackupRetentionDays')).toMatchObject({
      default_value: '7',
      min_value: 1,
      max_value: 35,
      cfn_type: 'Number',
    });
    expect(options.source?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['DatabaseName', 'InstanceClass', 'DeletionProtection']),
    );
  });

  it('resolves use_latest_source to the source template on the server, and refuses it without a source', async () => {
    const record = deployed({ templateId: 'tpl-orders' });
    expect(await requestedChange(sources(NEWER), record, { use_latest_source: true })).toEqual({
      template: NEWER,
    });
    expect(
      await requestedChange(sources(NEWER), record, { parameter_values: { DatabaseName: 'x' } }),
    ).toEqual({
      parameterValues: { DatabaseName: 'x' },
    });
    await expect(
      requestedChange(sources(NEWER), deployed({}), { use_latest_source: true }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const options = await updateOptions(ports(deployed({})), sources(NEWER), 'owner', 'dep-orders-db');
    expect(options.source).toBeNull();
  });
});
