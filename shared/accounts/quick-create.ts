import { ROLE_STACK_NAME } from './role-template';

export interface QuickCreateInput {
  /** public https URL of the role template (S3 or the site); without one there is no link */
  templateUrl?: string;
  /** the user's id, which the role's trust policy requires as sts:ExternalId */
  externalId: string;
  /** the Sahab platform's AWS account id, when configured */
  platformAccountId?: string;
  region?: string;
}

/**
 * A CloudFormation console quick-create link (AWS's documented `#/stacks/create/review` form) that
 * opens the role template with `param_ExternalId` (and the platform account, when known) already
 * filled in. Undefined when no public template URL is configured: the console can only load a
 * template from a URL it can fetch.
 */
export function quickCreateLink(input: QuickCreateInput): string | undefined {
  const templateUrl = input.templateUrl?.trim();
  if (!templateUrl) return undefined;
  const region = input.region ?? 'us-east-1';
  const query = new URLSearchParams({ templateURL: templateUrl, stackName: ROLE_STACK_NAME });
  query.set('param_ExternalId', input.externalId);
  if (input.platformAccountId) query.set('param_PlatformAccountId', input.platformAccountId);
  const console = `https://${region}.console.aws.amazon.com/cloudformation/home`;
  return `${console}?region=${encodeURIComponent(region)}#/stacks/create/review?${query.toString()}`;
}
