import { parseToObject } from 'hcl2-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/index';
import { artifactSchema } from '#shared/generation/artifacts';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

const BANK =
  'A highly available web app for a Saudi bank with 50k users, PostgreSQL, document uploads and customer login';

describe('offline generation from brief to artifacts', () => {
  it('turns a banking brief into a deployable, compliant design with every artifact', async () => {
    const result = await generateOffline(BANK, 'premium');
    expect(result.requirements.sector).toBe('financial');
    expect(result.requirements.region).toBe('me-south-1');
    expect(result.requirements.availability).toBe('multi-az');
    expect(result.plan.blocks.map((b) => b.kind)).toEqual(
      expect.arrayContaining([
        'network',
        'relational-database',
        'object-storage',
        'user-directory',
        'web-servers',
      ]),
    );
    expect(result.validity.ok).toBe(true);
    for (const framework of ['SAMA', 'NCA-ECC', 'CITC']) {
      expect(result.security.scores[framework]).toBeGreaterThanOrEqual(90);
    }
    expect(result.cost.total.max).toBeGreaterThan(result.cost.total.min);
    expect(result.cost.total.min).toBeGreaterThan(0);
    const kinds = result.artifacts.map((a) => artifactSchema.parse(a).kind);
    expect(kinds).toEqual([
      'cloudformation',
      'diagram-svg',
      'diagram-graph',
      'cost',
      'compliance',
      'sarif',
      'review',
      'checklist',
      'design',
      'terraform',
      'pipeline',
    ]);
    const template = parseTemplate(result.artifacts[0]?.content ?? '');
    expect(Object.keys(template.body.Resources as object)).toContain('DatabaseInstance');
  }, 120_000);

  it('writes Terraform that parses as HCL and deploys the same template', async () => {
    const result = await generateOffline(
      'An internal dashboard for staff, reachable only from our office 203.0.113.0/24',
    );
    const terraform = result.artifacts.find((a) => a.kind === 'terraform')?.content ?? '';
    const [parsed, error] = parseToObject(terraform);
    expect(error).toBeNull();
    expect(Object.keys(parsed.resource.aws_cloudformation_stack)).toEqual(['design']);
    expect(Object.keys(parsed.variable)).toContain('certificate_arn');
    expect(result.synthesized.text).toContain('203.0.113.0/24');
  }, 120_000);

  it('gives Starter plans no Terraform or pipeline', async () => {
    const result = await generateOffline('A small REST API for a mobile app', 'starter');
    expect(result.artifacts.map((a) => a.kind)).not.toContain('terraform');
    expect(result.artifacts.map((a) => a.kind)).not.toContain('pipeline');
    expect(result.plan.blocks.map((b) => b.kind)).toEqual(
      expect.arrayContaining(['serverless-api', 'key-value-table']),
    );
  }, 120_000);
});
