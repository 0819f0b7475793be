import { toSarif } from '../../compliance/output/sarif';
import { scanTemplate } from '../../compliance/scan';
import type { FrameworkId } from '../../compliance/types';
import type { Artifact } from '../artifacts';
import { requirementsChecklist } from '../checklist/index';
import { templateResources } from '../checklist/template-facts';
import { shownAssumptions, withoutFalseClaims } from './claims';
import type { ArtifactInput } from './input';
import { TEMPLATE_FILE } from './names';
import { pipelineWorkflow } from './pipeline';
import { reviewNotes } from './review';
import { terraformWrapper } from './terraform';

export type { ArtifactInput };
export { TEMPLATE_FILE };

/** The version SARIF names for the scanner that produced it. */
const SCANNER_VERSION = '1.0.0';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every artifact of a finished generation, in the order the studio's tabs show them. */
export function renderArtifacts(input: ArtifactInput): Artifact[] {
  const { requirements: req, template } = input;
  const scan = scanTemplate(template, {
    region: req.region,
    frameworks: req.frameworks as FrameworkId[],
    file: TEMPLATE_FILE,
    detectedAt: '1970-01-01T00:00:00.000Z',
  });
  const checklist = requirementsChecklist(input);
  const resources = templateResources(template);
  const shown = withoutFalseClaims(input.plan, resources);
  const artifacts: Artifact[] = [
    { kind: 'cloudformation', name: TEMPLATE_FILE, content_type: 'application/yaml', content: template },
    { kind: 'diagram-svg', name: 'diagram.svg', content_type: 'image/svg+xml', content: input.diagram.svg },
    {
      kind: 'diagram-graph',
      name: 'diagram.json',
      content_type: 'application/json',
      content: json(input.diagram.graph),
    },
    { kind: 'cost', name: 'cost.json', content_type: 'application/json', content: json(input.cost) },
    {
      kind: 'compliance',
      name: 'compliance.json',
      content_type: 'application/json',
      content: json({
        verdict: input.security.verdict,
        summary: input.security.summary,
        frameworks: input.security.frameworks,
        scores_before: input.security.scores_before,
        scores: input.security.scores,
        fixes_applied: input.security.fixes_applied,
        remaining: input.security.remaining,
        ...(input.security.account_baseline && { account_baseline: input.security.account_baseline }),
        violations: scan.violations,
      }),
    },
    {
      kind: 'sarif',
      name: 'compliance.sarif',
      content_type: 'application/sarif+json',
      content: json(toSarif([{ file: TEMPLATE_FILE, violations: scan.violations }], SCANNER_VERSION)),
    },
    {
      kind: 'review',
      name: 'review.md',
      content_type: 'text/markdown',
      content: reviewNotes(input, checklist),
    },
    {
      kind: 'checklist',
      name: 'requirements-checklist.json',
      content_type: 'application/json',
      content: json(checklist),
    },
    {
      // the design as data for the studio: its blocks, the graph's edges, and what was not built and why
      kind: 'design',
      name: 'design.json',
      content_type: 'application/json',
      content: json({
        summary: input.plan.summary,
        blocks: input.plan.blocks.map((b) => ({
          name: b.name,
          kind: b.kind,
          reason: b.reason,
          ...(b.kind === 'service' ? { service: b.options.service, count: b.options.count } : {}),
        })),
        connections: input.plan.connections ?? [],
        not_built: shown.not_built ?? [],
        assumptions: shownAssumptions(input.requirements.assumptions, resources),
      }),
    },
  ];
  if (input.tier === 'pro' || input.tier === 'premium') {
    artifacts.push(
      {
        kind: 'terraform',
        name: 'main.tf',
        content_type: 'text/plain',
        content: terraformWrapper(template, req),
      },
      {
        kind: 'pipeline',
        name: '.github/workflows/deploy.yml',
        content_type: 'application/yaml',
        content: pipelineWorkflow(req),
      },
    );
  }
  return artifacts;
}
