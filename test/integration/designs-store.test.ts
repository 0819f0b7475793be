import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeOwnedDesign } from '#functions/lib/designs/compose-owned';
import { createConnection } from '#functions/lib/designs/connections';
import { createInstance, deleteInstance } from '#functions/lib/designs/instances';
import type { DesignPorts } from '#functions/lib/designs/ports';
import { dynamoDesignStore } from '#functions/lib/store/design-store';
import { dynamoPrivateTemplates } from '#functions/lib/store/private-templates';
import { dynamoTemplateCatalog } from '#functions/lib/store/template-catalog';
import { catalogSeedItems, findCatalogEntry } from '#shared/catalog/index';
import { startTestTable, type TestTable } from '#test/fixtures/billing';

/**
 * The design store and verbs on a real (dynalite) table: conditional single-item writes only, so
 * what a delete cut short leaves behind must never show, and must be tidied by the next change.
 */
let table: TestTable;
let clock = new Date('2026-03-10T09:00:00.000Z');
let ports: DesignPorts;
beforeAll(async () => {
  table = await startTestTable();
  const catalog = dynamoTemplateCatalog(table.db, table.tableName);
  await catalog.seed(
    catalogSeedItems(
      {},
      ['vpc-network', 'secure-database'].map((slug) => findCatalogEntry(slug)!),
    ),
  );
  ports = {
    designs: dynamoDesignStore(table.db, table.tableName),
    templates: { catalog, privateTemplates: dynamoPrivateTemplates(table.db, table.tableName) },
    now: () => clock,
  };
}, 120_000);
afterAll(() => table.stop());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('design store', () => {
  it("claims a design id for one user only; the owner's repeat claim holds", async () => {
    expect(await ports.designs.claim('ann', 'shared-id')).toBe(true);
    expect(await ports.designs.claim('ann', 'shared-id')).toBe(true);
    expect(await ports.designs.claim('ben', 'shared-id')).toBe(false);
    await ports.designs.unclaim('ben', 'shared-id');
    expect(await ports.designs.claim('ben', 'shared-id')).toBe(false);
    await ports.designs.unclaim('ann', 'shared-id');
    expect(await ports.designs.claim('ben', 'shared-id')).toBe(true);
  });

  it('writes a design only at the version it was read at', async () => {
    const design = {
      design_id: 'v',
      version: 1,
      names: {},
      connections: {},
      created_at: 'a',
      updated_at: 'a',
    };
    expect(await ports.designs.save('ann', design, undefined)).toBe(true);
    expect(await ports.designs.save('ann', { ...design, version: 2 }, undefined)).toBe(false);
    expect(await ports.designs.save('ann', { ...design, version: 2 }, 1)).toBe(true);
    expect(await ports.designs.save('ann', { ...design, version: 3 }, 1)).toBe(false);
    expect((await ports.designs.get('ann', 'v'))?.version).toBe(2);
  });

  it('never shows what an interrupted instance delete left, and the next change tidies it', async () => {
    const network = await createInstance(ports, 'ann', 'cut', {
      template_id: 'tpl-vpc-network',
      name: 'Net',
    });
    const database = await createInstance(ports, 'ann', 'cut', {
      template_id: 'tpl-secure-database',
      name: 'Db',
    });
    await createConnection(ports, 'ann', 'cut', {
      source_instance_id: network.instance_id,
      source_output: 'VpcId',
      target_instance_id: database.instance_id,
      target_parameter: 'VpcId',
    });
    // the delete's first step only: the instance item goes, the design item still names it
    await ports.designs.removeInstance('ann', network.instance_id);
    const composed = await composeOwnedDesign(ports, 'ann', 'cut');
    expect(composed.connections).toEqual([]);
    expect(composed.problems.some((p) => p.includes('not in this design'))).toBe(false);
    // the name is held a minute (an add may be between its two writes), then free again
    later(30_000);
    await expect(
      createInstance(ports, 'ann', 'cut', { template_id: 'tpl-vpc-network', name: 'Net' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    later(60_000);
    await createInstance(ports, 'ann', 'cut', { template_id: 'tpl-vpc-network', name: 'Net' });
    const design = await ports.designs.get('ann', 'cut');
    expect(Object.keys(design?.connections ?? {})).toEqual([]);
    expect(Object.keys(design?.names ?? {}).sort()).toEqual(['Db', 'Net']);
  });

  it('deletes an instance idempotently: a second delete is a 404 and changes nothing', async () => {
    const only = await createInstance(ports, 'ann', 'twice', { template_id: 'tpl-vpc-network' });
    expect(only.name).toBe('VpcNetwork1');
    await deleteInstance(ports, 'ann', only.instance_id);
    await expect(deleteInstance(ports, 'ann', only.instance_id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await ports.designs.get('ann', 'twice'))?.names).toEqual({});
  });
});
