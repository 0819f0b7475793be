import { OVER_QUOTA_MARK, TemplateError } from './errors';
import { isPlainObject } from './plain';
import type { TemplateBody } from './types';

/**
 * CloudFormation's per-template quotas (User Guide, "Understand CloudFormation quotas"); the
 * quotas page lists no number for conditions, and AWS's own validator refuses more than 200 (its
 * rule F0009). Counted right after parsing, before anything resolves or validates the template:
 * a template within the size limit can declare 1,700 conditions, which the validator took 28 s
 * to refuse.
 */
export const TEMPLATE_QUOTAS = {
  Resources: 500,
  Parameters: 200,
  Outputs: 200,
  Mappings: 200,
  Conditions: 200,
} as const;
export const MAX_MAPPING_ATTRIBUTES = 200;

type Section = keyof typeof TEMPLATE_QUOTAS;

export const overQuota = (section: Section, count: number) =>
  `${OVER_QUOTA_MARK}: it declares ${count.toLocaleString('en-US')} ${section.toLowerCase()}, and a template may declare at most ${TEMPLATE_QUOTAS[section]}.`;

export function checkTemplateQuotas(body: TemplateBody): void {
  for (const section of Object.keys(TEMPLATE_QUOTAS) as Section[]) {
    const declared = body[section];
    const count = isPlainObject(declared) ? Object.keys(declared).length : 0;
    if (count > TEMPLATE_QUOTAS[section]) throw new TemplateError(overQuota(section, count));
  }
  const mappings = isPlainObject(body.Mappings) ? body.Mappings : {};
  for (const [name, mapping] of Object.entries(mappings)) {
    const count = isPlainObject(mapping) ? Object.keys(mapping).length : 0;
    if (count > MAX_MAPPING_ATTRIBUTES) {
      throw new TemplateError(
        `${OVER_QUOTA_MARK}: mapping ${name} has ${count} keys, and a mapping may have at most ${MAX_MAPPING_ATTRIBUTES}.`,
      );
    }
  }
}

/** After Fn::ForEach has expanded: the resources CloudFormation would be asked to create. */
export function checkResourceCount(count: number): void {
  if (count > TEMPLATE_QUOTAS.Resources) throw new TemplateError(overQuota('Resources', count));
}
