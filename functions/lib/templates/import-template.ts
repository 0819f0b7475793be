import { randomUUID } from 'node:crypto';
import { IMPORT_TEXT, MY_TEMPLATES, readImport } from '#shared/catalog/import';
import { describeTemplate } from '#shared/catalog/summary';
import { BadRequest, NotFound } from '../errors';
import type { PrivateTemplate, PrivateTemplateStore } from '../ports/private-templates';
import { isRefused, type TemplateChecker } from '../ports/template-checker';

const IMPORTED_COLOR = '#0972d3';

export interface ImportPorts {
  templates: Pick<PrivateTemplateStore, 'create' | 'find' | 'replace'>;
  /** reads and validates the text off the serving thread (bombs refused) */
  checker: TemplateChecker;
  now: () => Date;
}

export interface ImportRequest {
  name: string;
  template_body: string;
  /** an imported template of the caller's to save this text over (after a fix) */
  replaces?: string;
}

const bad = (problem: string) => new BadRequest(`template_body: ${problem}`);

function slugOf(name: string, id: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  return `${base || 'template'}-${id.slice(-8)}`;
}

/**
 * Reads, validates, scans and prices an imported template through the catalog's own pipeline
 * (describeTemplate: parameters, scores, cost), then saves it under 'My templates'. Every check
 * runs before the one write, so a refused template leaves nothing behind.
 */
export async function importTemplate(ports: ImportPorts, userId: string, request: ImportRequest) {
  const text = request.template_body;
  const check = await ports.checker.check({ text, validate: true });
  if (isRefused(check)) throw bad(check.refused);
  const read = readImport(text);
  if ('problem' in read) throw bad(read.problem);
  const errors = check.diagnostics
    .filter((d) => d.severity === 'ERROR')
    .map((d) => (d.line ? `line ${d.line}: ${d.message}` : d.message));
  if (errors.length > 0) throw bad(IMPORT_TEXT.invalid(errors));

  const existing = request.replaces ? await ports.templates.find(userId, request.replaces) : undefined;
  if (request.replaces && !existing?.imported) throw new NotFound('Template not found');
  const id = existing?.template_id ?? `itpl-${randomUUID()}`;
  const written = read.parsed.body.Description;
  const described = describeTemplate({
    slug: existing?.slug ?? slugOf(request.name, id),
    name: request.name,
    description:
      typeof written === 'string' && written.trim() ? written.trim().slice(0, 300) : 'Imported template',
    category: 'Web',
    color: IMPORTED_COLOR,
    featured: false,
    template: text,
    parameterUi: {},
  });
  const template: PrivateTemplate = {
    ...described,
    template_id: id,
    category: MY_TEMPLATES,
    deployment_count: existing?.deployment_count ?? 0,
    template_body: text,
    is_private: true,
    imported: true,
    created_at: existing?.created_at ?? ports.now().toISOString(),
  };
  if (existing) await ports.templates.replace(userId, template);
  else await ports.templates.create(userId, template);
  return { template_id: template.template_id, slug: template.slug };
}
