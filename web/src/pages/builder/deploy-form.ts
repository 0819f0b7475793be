import { VPC_TEMPLATE_SLUGS } from '#shared/catalog/parameter-values';
import { VALIDATION } from '#shared/messages';

const two = (n: number) => String(n).padStart(2, '0');

/** The spec's generated stack name: the template slug plus MMDD-HHMMSS (local time). */
export function defaultStackName(slug: string, now: Date): string {
  const date = `${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${slug}-${date}-${time}`;
}

export const needsVpc = (slug: string): boolean => VPC_TEMPLATE_SLUGS.includes(slug);

export interface DeployForm {
  slug: string;
  accountId: string;
  stackName: string;
  vpcId: string;
  subnetIds: readonly string[];
  /** availability zone of each listed subnet, to tell whether the chosen ones differ */
  subnetZones: Readonly<Record<string, string>>;
}

/** The deploy dialog's first problem (spec section 5), in the spec's order, or undefined. */
export function deployFormProblem(form: DeployForm): string | undefined {
  if (!form.accountId) return VALIDATION.selectAccount;
  if (form.stackName.trim().length < 3) return VALIDATION.stackNameTooShort;
  if (!needsVpc(form.slug)) return undefined;
  if (!form.vpcId) return VALIDATION.selectVpc;
  const zones = new Set(form.subnetIds.map((id) => form.subnetZones[id] ?? id));
  if (form.subnetIds.length < 2 || zones.size < 2) return VALIDATION.selectSubnets;
  return undefined;
}

/**
 * After 'Create compliant VPC': every second returned subnet, up to 3 (the create call answers
 * them zone by zone, public then private, so these are the private ones).
 */
export function preselectedSubnets(subnetIds: readonly string[]): string[] {
  return subnetIds.filter((_, index) => index % 2 === 1).slice(0, 3);
}
