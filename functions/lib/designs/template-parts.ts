import type { TemplateInstance } from '#shared/api/designs';
import { parseTemplate } from '#shared/cfn/index';
import type { DesignPart } from '#shared/designs/types';
import type { PrivateTemplate } from '../ports/private-templates';
import type { StoredTemplate } from '../ports/template-catalog';
import { findTemplate } from '../templates/find-template';
import type { DesignPorts } from './ports';

export interface LoadedInstance {
  instance: TemplateInstance;
  template: StoredTemplate | PrivateTemplate;
  part: DesignPart;
}

// Catalog templates are few and constant: each text is parsed once per process.
const parsed = new Map<string, Record<string, unknown>>();
const PARSED_KEPT = 64;

function bodyOf(text: string): Record<string, unknown> {
  const known = parsed.get(text);
  if (known) return known;
  const body = parseTemplate(text).body;
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, body);
  return body;
}

/**
 * Each instance with its template, parsed: what composition works on. An instance whose template
 * is gone (a private template removed since) is left out and said in `missing`.
 */
export async function loadInstances(
  ports: DesignPorts,
  userId: string,
  instances: readonly TemplateInstance[],
): Promise<{ loaded: LoadedInstance[]; missing: string[] }> {
  const loaded: LoadedInstance[] = [];
  const missing: string[] = [];
  const ordered = [...instances].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const instance of ordered) {
    const template = await findTemplate(ports.templates, userId, instance.template_id);
    if (!template) {
      missing.push(`${instance.name}: its template ${instance.template_id} is no longer available`);
      continue;
    }
    const part: DesignPart = {
      instance_id: instance.instance_id,
      name: instance.name,
      body: bodyOf(template.template_body),
      parameter_values: instance.parameter_values,
    };
    loaded.push({ instance, template, part });
  }
  return { loaded, missing };
}
