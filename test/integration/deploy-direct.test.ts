import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateCatalog } from '#functions/lib/ports/template-catalog';
import { dynamoPrivateTemplates } from '#functions/lib/store/private-templates';
import { dynamoTemplateCatalog } from '#functions/lib/store/template-catalog';
import { type DeployDirectRequest, deployDirect } from '#functions/lib/templates/deploy-direct';
import { catalogSeedItems, findCatalogEntry } from '#shared/catalog/index';
import { VALIDATION } from '#shared/messages/feedback';
import { makeCatalogEntry } from '#test/fixtures/catalog';
import { startWorkflowHarness } from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';

/**
 * POST /api/templates/deploy-direct's domain: a catalog template from the table, deployed through
 * the deploy workflow on the local runner into the sandbox cloud.
 */
let harness: Awaited<ReturnType<typeof startWorkflowHarness>>;
let catalog: TemplateCatalog;
beforeAll(async () => {
  harness = await startWorkflowHarness();
  catalog = dynamoTemplateCatalog(harness.table.db, harness.table.tableName);
  const secureDatabase = findCatalogEntry('secure-database');
  if (!secureDatabase) throw new Error('the catalog lost secure-database');
  await catalog.seed(catalogSeedItems({}, [makeCatalogEntry(), secureDatabase]));
}, 120_000);
afterAll(() => harness.stop());

const ports = () => ({
  catalog,
  privateTemplates: dynamoPrivateTemplates(harness.table.db, harness.table.tableName),
  deployments: harness.ports,
});
const request = (overrides: Partial<DeployDirectRequest> = {}): DeployDirectRequest => ({
  template_id: 'tpl-test-bucket',
  template_slug: 'test-bucket',
  stack_name: `direct-${Math.random().toString(36).slice(2, 8)}`,
  aws_account_id: 'acct-direct',
  region: SANDBOX_REGION,
  parameter_values: { Owner: 'team-a', Retention: 400, Versioning: true, Tier: '' },
  ...overrides,
});

describe('deploy-direct', { timeout: 120_000 }, () => {
  it('deploys the catalog template with the values as text, blanks left to the defaults, and counts it', async () => {
    const account = await harness.linkedAccount('user-direct');
    const before = (await catalog.get('tpl-test-bucket'))?.deployment_count ?? 0;
    const answer = await deployDirect(ports(), account.userId, request({ aws_account_id: account.id }));
    expect(answer.status).toBe('pending');
    await harness.executionEnded(`deploy-${answer.deployment_id}`);
    const record = await harness.deployment({ userId: account.userId, id: answer.deployment_id });
    expect(record?.status).toBe('CREATE_COMPLETE');
    expect(record?.parameterValues).toEqual({ Owner: 'team-a', Retention: '400', Versioning: 'true' });
    expect(record?.template).toBe(makeCatalogEntry().template);
    expect((await catalog.get('tpl-test-bucket'))?.deployment_count).toBe(before + 1);
  });

  it('finds the template by its slug alone', async () => {
    const account = await harness.linkedAccount('user-slug');
    const answer = await deployDirect(
      ports(),
      account.userId,
      request({ aws_account_id: account.id, template_id: undefined }),
    );
    await harness.executionEnded(`deploy-${answer.deployment_id}`);
    expect((await harness.deployment({ userId: account.userId, id: answer.deployment_id }))?.status).toBe(
      'CREATE_COMPLETE',
    );
  });

  it('answers 400 naming every problem at once, and starts nothing', async () => {
    const account = await harness.linkedAccount('user-bad');
    const before = (await catalog.get('tpl-test-bucket'))?.deployment_count;
    const bad = request({
      aws_account_id: account.id,
      parameter_values: { Retention: 10, Tier: 'gold', Colour: 'blue' },
      vpc_id: 'vpc-0123456789abcdef0',
    });
    const error = await deployDirect(ports(), account.userId, bad).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400 });
    const detail = (error as Error).message.split('; ');
    expect(detail).toEqual(
      expect.arrayContaining([
        'Test Bucket takes no VPC',
        'Colour is not a parameter of this template',
        'Retention (days) must be at least 365',
        'Tier must be one of standard, archive',
        'Owner is required',
      ]),
    );
    expect(await harness.ports.deployments.list(account.userId)).toEqual([]);
    expect((await catalog.get('tpl-test-bucket'))?.deployment_count).toBe(before);
  });

  it('asks a VPC template for its VPC and two subnets, and checks the ids', async () => {
    const account = await harness.linkedAccount('user-vpc');
    const base = {
      template_id: 'tpl-secure-database',
      template_slug: 'secure-database',
      parameter_values: {},
    };
    const missing = deployDirect(ports(), account.userId, request({ ...base, aws_account_id: account.id }));
    await expect(missing).rejects.toThrow(`${VALIDATION.selectVpc}; ${VALIDATION.selectSubnets}`);
    const oneSubnet = deployDirect(
      ports(),
      account.userId,
      request({
        ...base,
        aws_account_id: account.id,
        vpc_id: 'vpc-0a1b2c3d',
        subnet_ids: ['subnet-0a1b2c3d'],
      }),
    );
    await expect(oneSubnet).rejects.toThrow(VALIDATION.selectSubnets);
    const badIds = deployDirect(
      ports(),
      account.userId,
      request({ ...base, aws_account_id: account.id, vpc_id: 'vpc-0a1b2c3d', subnet_ids: ['a', 'b'] }),
    );
    await expect(badIds).rejects.toThrow(/must list subnet ids such as subnet-0a1b2c3d \(not a, b\)/);
  });

  it("answers 404 for an unknown template or another user's account, 400 for a slug that is not the id's", async () => {
    const account = await harness.linkedAccount('user-404');
    await expect(
      deployDirect(ports(), account.userId, request({ template_id: 'tpl-nope', aws_account_id: account.id })),
    ).rejects.toMatchObject({ statusCode: 404, message: "Template 'tpl-nope' not found" });
    await expect(
      deployDirect(ports(), 'someone-else', request({ aws_account_id: account.id })),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      deployDirect(
        ports(),
        account.userId,
        request({ template_slug: 'secure-database', aws_account_id: account.id }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('keeps a started deployment when the counter cannot be bumped, and says so', async () => {
    const account = await harness.linkedAccount('user-count');
    const failures: unknown[] = [];
    const broken: TemplateCatalog = {
      ...catalog,
      recordDeployment: () => Promise.reject(new Error('throttled')),
    };
    const answer = await deployDirect(
      { ...ports(), catalog: broken, onCountFailed: (error) => failures.push(error) },
      account.userId,
      request({ aws_account_id: account.id }),
    );
    expect(answer.status).toBe('pending');
    expect(failures).toEqual([new Error('throttled')]);
    await harness.executionEnded(`deploy-${answer.deployment_id}`);
  });
});
