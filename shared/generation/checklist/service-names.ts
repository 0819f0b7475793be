import { serviceById } from '../services/index';
import type { RefusablePart } from '../services/kinds';
import { NAMED_CHECKS } from '../services/named-checks';

/**
 * Services a brief may name, with the CloudFormation types that build them: the checklist's
 * reading of "the brief named X; is X in the template?". The words are the vocabulary's (a family's
 * names, and the checklist's plainer words for it in services/named-checks.ts), run on the
 * lower-cased brief. The planner's own reading decides what to build; this only checks what was
 * named against what was made.
 */
export interface NamedService {
  name: string;
  pattern: RegExp;
  /** type names or `AWS::Service::` prefixes; any one present meets the requirement */
  types: readonly string[];
  /** the types a stated count counts (one ECS service, not its cluster): `types` where not given */
  counted: readonly string[];
  /** the vocabulary ids it stands for: one the reader refuses is asked to be absent */
  ids: readonly string[];
  /** the design-wide part it is: refused by the reader ("no NAT"), it is asked to be absent */
  part?: RefusablePart;
}

export const NAMED_SERVICES: readonly NamedService[] = NAMED_CHECKS.map((check) => {
  const names = check.service ? serviceById(check.service)?.names : undefined;
  const sources = [names?.source, check.words?.source].filter((s): s is string => s !== undefined);
  return {
    name: check.name,
    pattern: new RegExp(sources.join('|')),
    types: check.types,
    counted: check.counted ?? check.types,
    ids: check.of ?? (check.service ? [check.service] : []),
    ...(check.part && { part: check.part }),
  };
});

/** Whether a resource type builds the service (an exact type, or any type under a prefix). */
export const buildsService = (service: NamedService, type: string) =>
  service.types.some((t) => (t.endsWith('::') ? type.startsWith(t) : type === t));
