import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/api/routes/index';
import { RESIDENCY_TEXT } from '#shared/residency/settings';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

const SLOW = 120_000;
let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;

beforeAll(async () => {
  runtime = await startRuntime();
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
