import { readFileSync } from 'node:fs';
import { parseToObject } from 'hcl2-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseTemplate } from '#shared/cfn/index';
import { artifactSchema } from '#shared/generation/artifacts';
import { TEMPLATE_FILE } from '#shared/generation/artifacts/names';
import { SAHAB_ACTION } from '#shared/generation/artifacts/pipeline';
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
    // none is named: the financial sector's frameworks
    expect(result.requirements.frameworks).toEqual(['SAMA', 'NCA-ECC']);
    for (const framework of result.requirements.frameworks) {
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
    expectPipelineRunsSahabsCheck(result.artifacts.find((a) => a.kind === 'pipeline')?.content ?? '', [
      ...result.requirements.frameworks,
    ]);
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

/**
 * The CI/CD artefact runs Sahab's pull-request check (action/ in this repository) on pull requests
 * and pushes, with inputs the action declares, and no longer checks out Sahab or installs it.
 */
function expectPipelineRunsSahabsCheck(workflow: string, frameworks: string[]) {
  const parsed = parseYaml(workflow);
  expect(Object.keys(parsed.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
  expect(parsed.on.pull_request.paths).toContain(TEMPLATE_FILE);
  expect(parsed.permissions).toMatchObject({ 'pull-requests': 'write', 'security-events': 'write' });
  const steps = parsed.jobs.check.steps as { uses?: string; run?: string; with?: Record<string, unknown> }[];
  const check = steps.find((s) => s.uses === SAHAB_ACTION);
  expect(check?.with).toMatchObject({
    paths: TEMPLATE_FILE,
    frameworks: frameworks.join(' '),
    validate: true,
  });
  const action = parseYaml(readFileSync(new URL('../../../action/action.yml', import.meta.url), 'utf8'));
  expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(Object.keys(check?.with ?? {})));
  expect(steps.filter((s) => s.with?.repository !== undefined)).toEqual([]);
  expect(workflow).not.toContain('npm ci');
  expect(parsed.jobs.deploy.needs).toBe('check');
  expect(parsed.jobs.deploy.if).toContain("github.event_name != 'pull_request'");
}
