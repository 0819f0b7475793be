import { parseTemplate } from './parse';

/**
 * How many resources a template declares: the total a deployment's progress counts towards from
 * its first event, rather than the resources CloudFormation has listed so far (which grows while
 * events arrive). Undefined when the text is not a readable template.
 */
export function templateResourceCount(template: string): number | undefined {
  try {
    const resources = parseTemplate(template).body.Resources;
    return resources && typeof resources === 'object' ? Object.keys(resources).length : undefined;
  } catch {
    return undefined;
  }
}
