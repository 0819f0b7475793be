import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmTemplateChecker } from '#functions/lib/compose/template-checker';
import { routes } from '#shared/api/routes/index';
import { IMPORT_MAX_BYTES } from '#shared/catalog/import';
import { RESIDENCY_TEXT } from '#shared/residency/settings';
import { callRoute } from '#test/fixtures/accounts-api';
import { aliasBomb, publicBucketTemplate, subBombTemplate } from '#test/fixtures/imports';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

const SLOW = 120_000;
let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;

beforeAll(async () => {
  runtime = await startRuntime();
  // imports and design views check templates in a worker: compile its validator ahead
  await warmTemplateChecker(1);
  [alice, bob] = await Promise.all([
    subscribedUser(runtime, 'alice@residency.test', 'pro'),
    subscribedUser(runtime, 'bob@residency.test', 'pro'),
  ]);
}, SLOW);
afterAll(async () => {
  delete process.env.SAHAB_IN_KINGDOM_REGIONS;
  await runtime?.dispose();
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

describe('residency settings API', () => {
  it(
    "answers the operator's default until the user saves their own, and keeps users apart",
    async () => {
      delete process.env.SAHAB_IN_KINGDOM_REGIONS;
      expect((await call(alice, 'settingsResidencyGet')).body).toMatchObject({
        source: 'none',
        in_kingdom_regions: [],
      });
      process.env.SAHAB_IN_KINGDOM_REGIONS = 'me-west-9';
      expect((await call(alice, 'settingsResidencyGet')).body).toMatchObject({
        source: 'operator',
        in_kingdom_regions: ['me-west-9'],
      });
      const saved = await call(alice, 'settingsResidencyPut', {
        body: { in_kingdom_regions: ['me-central-1', 'me-south-1'], resident_classifications: ['Secret'] },
      });
      expect(saved.status).toBe(200);
      expect((await call(alice, 'settingsResidencyGet')).body).toMatchObject({
        source: 'user',
        in_kingdom_regions: ['me-central-1', 'me-south-1'],
        resident_classifications: ['Secret'],
        operator_regions: ['me-west-9'],
      });
      // bob still has the operator's
      expect((await call(bob, 'settingsResidencyGet')).body).toMatchObject({ source: 'operator' });
    },
    SLOW,
  );

  it(
    'refuses a place name or no levels with 400 naming the field, and keeps the saved setting',
    async () => {
      const before = (await call(bob, 'settingsResidencyGet')).body;
      const place = await call(bob, 'settingsResidencyPut', {
        body: { in_kingdom_regions: ['Riyadh'], resident_classifications: ['Secret'] },
      });
      expect(place.status).toBe(400);
      expect(place.body.detail).toBe(`in_kingdom_regions.0: ${RESIDENCY_TEXT.regionCode}`);
      const none = await call(bob, 'settingsResidencyPut', {
        body: { in_kingdom_regions: ['me-west-9'], resident_classifications: [] },
      });
      expect(none.status).toBe(400);
      expect(none.body.detail).toBe(`resident_classifications: ${RESIDENCY_TEXT.noLevels}`);
      expect((await call(bob, 'settingsResidencyGet')).body).toEqual(before);
    },
    SLOW,
  );
});

describe('template import API', () => {
  const importing = (user: WalkerUser, body: Record<string, unknown>) =>
    call(user, 'templatesImport', { body: { name: 'Assets', ...body } });
  const mine = async (user: WalkerUser) =>
    ((await call(user, 'templatesList')).body as { template_id: string; imported?: boolean }[]).filter(
      (t) => t.imported,
    );

  it(
    'refuses what is not CloudFormation, a YAML bomb, a Fn::Sub bomb, an oversized text and unknown types, saving nothing',
    async () => {
      const cases: [string, RegExp][] = [
        ['just: text', /not a CloudFormation template we can read: template has no Resources section/],
        [aliasBomb(), /YAML aliases \(\*a0\) are not supported by CloudFormation/],
        [
          subBombTemplate(14, 'Outputs'),
          /^template_body: The template builds text too large to deploy: Fn::Sub/,
        ],
        [`${publicBucketTemplate()}\n#${'x'.repeat(IMPORT_MAX_BYTES)}`, /the limit is 51,200 bytes/],
        [
          publicBucketTemplate({ Typo: { Type: 'AWS::S3::Buckett' } }),
          /CloudFormation would refuse this template: line \d+: Unknown resource type 'AWS::S3::Buckett'/,
        ],
      ];
      for (const [text, message] of cases) {
        const answer = await importing(bob, { template_body: text });
        expect(answer.status, text.slice(0, 40)).toBe(400);
        expect(answer.body.detail).toMatch(/^template_body: /);
        expect(answer.body.detail).toMatch(message);
      }
      expect(await mine(bob)).toEqual([]);
    },
    SLOW,
  );

  it(
    "saves a template under 'My templates', scanned and priced, and a fix over it; never over another user's",
    async () => {
      const saved = await importing(alice, { template_body: publicBucketTemplate() });
      expect(saved.status).toBe(201);
      const id = saved.body.template_id as string;
      const detail = (
        await call(alice, 'templatesGet', { params: { id }, query: { include_parameters: 'true' } })
      ).body;
      expect(detail).toMatchObject({
        category: 'My templates',
        is_private: true,
        imported: true,
        resource_count: 1,
      });
      expect(detail.framework_scores.SAMA).toBeLessThan(100);
      const fixed = publicBucketTemplate().replaceAll('false', 'true');
      expect((await importing(alice, { template_body: fixed, replaces: id })).status).toBe(201);
      const after = (await call(alice, 'templatesGet', { params: { id } })).body;
      expect(after.template_body).toBe(fixed);
      expect(after.framework_scores.SAMA).toBeGreaterThan(detail.framework_scores.SAMA);
      expect((await mine(alice)).map((t) => t.template_id)).toEqual([id]);
      // bob cannot write over alice's template, and a refused fix leaves hers as it was
      expect((await importing(bob, { template_body: fixed, replaces: id })).status).toBe(404);
      expect((await importing(alice, { template_body: 'just: text', replaces: id })).status).toBe(400);
      expect((await call(alice, 'templatesGet', { params: { id } })).body.template_body).toBe(fixed);
    },
    SLOW,
  );
});
