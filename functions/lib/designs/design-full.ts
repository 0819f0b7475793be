import type { DesignFull } from '#shared/api/designs';
import { DEFAULT_COST_REGION } from '#shared/catalog/summary';
import { monthlyCostRange } from '#shared/cost/index';
import { section } from '#shared/designs/sections';
import { isRefused, type TemplateChecker } from '../ports/template-checker';
import { composeOwnedDesign } from './compose-owned';
import type { DesignPorts } from './ports';

export interface DesignFullPorts extends DesignPorts {
  /** reads the composed template and has AWS's validator check it, off the serving thread */
  checker: TemplateChecker;
}

/**
 * GET /api/templates/designs/{id}/full: the design, what each instance offers to connect, the
 * composed template, every problem with it (composition, values, and AWS's validator's ERRORs)
 * and its monthly cost range in `region` from the catalog's cost model.
 */
export async function designFull(
  ports: DesignFullPorts,
  userId: string,
  designId: string,
  region = DEFAULT_COST_REGION,
): Promise<DesignFull> {
  const composed = await composeOwnedDesign(ports, userId, designId);
  const resourceCount = Object.keys(section(composed.body, 'Resources')).length;
  const errors = [...composed.problems];
  let refused = false;
  if (resourceCount > 0) {
    const check = await ports.checker.check({
      text: composed.template,
      region,
      parameters: composed.parameterValues,
      validate: true,
    });
    refused = isRefused(check);
    if (isRefused(check)) errors.push(check.refused);
    else
      for (const d of check.diagnostics) {
        if (d.severity === 'ERROR') errors.push(d.path ? `${d.message} (${d.path})` : d.message);
      }
  }
  return {
    design_id: composed.design.design_id,
    name: composed.name,
    instances: composed.loaded.map(({ instance, template, part }) => ({
      ...instance,
      parameters: template.parameters,
      outputs: Object.entries(section(part.body, 'Outputs')).map(([key, output]) => ({
        key,
        description:
          typeof (output as { Description?: unknown })?.Description === 'string'
            ? (output as { Description: string }).Description
            : null,
      })),
    })),
    connections: composed.connections,
    template: composed.template,
    resource_count: resourceCount,
    validation: { errors },
    // a refused template is not priced: pricing resolves it on this thread
    ...(refused ? {} : costOf(composed.template, composed.parameterValues, region, resourceCount)),
  };
}

function costOf(template: string, parameters: Record<string, string>, region: string, resourceCount: number) {
  const range = resourceCount > 0 ? monthlyCostRange(template, region, parameters) : undefined;
  return range ? { estimated_cost: { monthly_min: range.min, monthly_max: range.max, region } } : {};
}
