import { isPlainObject } from '../cfn/plain';
import type { Resource, TemplateBody } from '../cfn/types';

/**
 * The template's Parameters and Outputs as entries rules can check like resources (a default or an
 * output value can hold a credential too). Their type names are not AWS resource types: nothing
 * is deployed for them, and they never count as resources.
 */
export const PARAMETER_ENTRY = 'Parameter';
export const OUTPUT_ENTRY = 'Output';
export const TEMPLATE_ENTRY_TYPES: readonly string[] = [PARAMETER_ENTRY, OUTPUT_ENTRY];

/** One entry per declared parameter and output, its declaration as `properties`. */
export function sectionEntries(body: TemplateBody | undefined): Resource[] {
  if (!body) return [];
  const entries: Resource[] = [];
  for (const [section, type] of [
    ['Parameters', PARAMETER_ENTRY],
    ['Outputs', OUTPUT_ENTRY],
  ] as const) {
    const declared = body[section];
    if (!isPlainObject(declared)) continue;
    for (const [name, declaration] of Object.entries(declared)) {
      if (!isPlainObject(declaration)) continue;
      entries.push({ logicalId: name, type, properties: declaration, tags: {} });
    }
  }
  return entries;
}
