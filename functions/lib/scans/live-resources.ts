import { flattenTags } from '#shared/cfn/resolve/tags';
import type { Resource } from '#shared/cfn/types';
import type { LiveResource } from '../ports/inventory-reader';

/**
 * A live resource as the rules read a template's: its identifier stands where a logical id
 * would, so a policy naming a bucket, or a flow log naming a VPC id, finds it through the context
 * exactly as a Ref would in a template.
 */
export function toRuleResource(live: LiveResource): Resource {
  return {
    logicalId: live.identifier,
    type: live.type,
    properties: live.properties,
    tags: flattenTags(live.properties.Tags),
  };
}

/** Where a resource came from when Sahab deployed it: the deployment, its stack and logical id. */
export interface StackOrigin {
  deploymentId: string;
  stackName: string;
  logicalId: string;
}
