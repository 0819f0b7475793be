import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/api/routes/index';
import { CATALOG_ENTRIES, catalogSeedItems } from '#shared/catalog/index';
import { send } from '#test/fixtures/route-walker/send';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { signIn, startRuntime, type TestRuntime } from '#test/fixtures/runtime';

/**
 * The templates API over HTTP against the local runtime, which seeded the catalog into its table
 * at start: what the gallery and the builder read is the catalog as computed by shared/catalog.
 */
let runtime: TestRuntime;
let user: WalkerUser;
const expected = catalogSeedItems().map((item) => item.attributes);

beforeAll(async () => {
  runtime = await startRuntime();
  user = await subscribedUser(runtime, 'templates-api@example.com');
});
afterAll(() => runtime?.dispose());

async function get(path: string, token = user.accessToken) {
  const answer = await send(runtime, { method: 'GET', path, token });
  return { status: answer.status, body: JSON.parse(answer.text) };
}

describe('GET /api/templates', () => {
  it('lists every catalog template with every card field, computed values as the catalog computes them', async () => {
    const { status, body } = await get(routes.templatesList.path);
    expect(status).toBe(200);
    expect(body).toHaveLength(CATALOG_ENTRIES.length);
    for (const want of expected) {
      const card = body.find((t: { template_id: string }) => t.template_id === want.template_id);
      expect(card).toEqual({
        template_id: want.template_id,
        slug: want.slug,
        name: want.name,
        description: want.description,
        category: want.category,
        color: want.color,
        is_featured: want.is_featured,
        frameworks: want.frameworks,
        resource_count: want.resource_count,
        resources: want.resources,
        estimated_monthly_cost_min: want.estimated_monthly_cost_min,
        estimated_monthly_cost_max: want.estimated_monthly_cost_max,
        compliance_score: want.compliance_score,
        framework_scores: want.framework_scores,
        deployment_count: expect.any(Number),
      });
    }
  });

  it('filters by category and by featured_only=true', async () => {
    const category = expected[0]!.category;
    const byCategory = await get(`${routes.templatesList.path}?category=${encodeURIComponent(category)}`);
    const featured = await get(`${routes.templatesList.path}?featured_only=true`);
    const slugs = (list: { slug: string }[]) => list.map((t) => t.slug).sort();
    expect(slugs(byCategory.body)).toEqual(
      expected
        .filter((t) => t.category === category)
        .map((t) => t.slug)
        .sort(),
    );
    expect(slugs(featured.body)).toEqual(
      expected
        .filter((t) => t.is_featured)
        .map((t) => t.slug)
        .sort(),
    );
    expect(featured.body.length).toBeLessThan(expected.length);
  });

  it('refuses a signed-in user without a subscription with 402', async () => {
    const tokens = await signIn(runtime, 'templates-no-plan@example.com');
    const { status, body } = await get(routes.templatesList.path, tokens.accessToken);
    expect({ status, body }).toEqual({ status: 402, body: { detail: 'no active subscription' } });
  });
});

describe('GET /api/templates/categories', () => {
  it('answers each category of the catalog once', async () => {
    const { status, body } = await get(routes.templatesCategories.path);
    expect(status).toBe(200);
    expect(body).toEqual([...new Set(expected.map((t) => t.category))].sort());
  });
});

describe('GET /api/templates/{id}', () => {
  const want = expected.find((t) => t.slug === 'secure-database')!;

  it('answers the template with its text, and its parameters with include_parameters=true', async () => {
    const plain = await get(`/api/templates/${want.template_id}`);
    const full = await get(`/api/templates/${want.template_id}?include_parameters=true`);
    expect(plain.status).toBe(200);
    expect(plain.body.template_body).toBe(want.template_body);
    expect(plain.body).not.toHaveProperty('parameters');
    expect(full.body.parameters).toEqual(want.parameters);
    expect(full.body.parameters.length).toBeGreaterThan(0);
    expect(full.body.resources).toEqual(want.resources);
  });

  it('finds a template by its slug too', async () => {
    const { status, body } = await get(`/api/templates/${want.slug}`);
    expect({ status, id: body.template_id }).toEqual({ status: 200, id: want.template_id });
  });

  it('answers 404 with a detail for an unknown id', async () => {
    const { status, body } = await get('/api/templates/tpl-no-such-template');
    expect({ status, body }).toEqual({
      status: 404,
      body: { detail: "Template 'tpl-no-such-template' not found" },
    });
  });
});
