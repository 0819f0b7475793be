import { STACK_NAME_PATTERN } from '#shared/api/name-rules';
import { VPC_TEMPLATE_SLUGS } from '#shared/catalog/parameter-values';
import type { SubnetTier } from '#shared/catalog/subnet-tier';
import { VALIDATION } from '#shared/messages/feedback';

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

/** The deploy dialog's fields that can refuse a value, in the spec's order. */
export type DeployField = 'account' | 'stackName' | 'vpc' | 'subnets';

/** What is wrong with the stack name, in plain words (CloudFormation's rule), or undefined. */
export function stackNameProblem(stackName: string): string | undefined {
  const name = stackName.trim();
  if (name.length < 3) return VALIDATION.stackNameTooShort;
  if (name.length > 128) return VALIDATION.stackNameTooLong;
  if (!STACK_NAME_PATTERN.test(name)) return VALIDATION.stackNameCharacters;
  return undefined;
}

/** Each field's problem (spec section 5), shown on the field itself. */
export function deployFormProblems(form: DeployForm): Partial<Record<DeployField, string>> {
  const problems: Partial<Record<DeployField, string>> = {};
  if (!form.accountId) problems.account = VALIDATION.selectAccount;
  const name = stackNameProblem(form.stackName);
  if (name) problems.stackName = name;
  if (!needsVpc(form.slug)) return problems;
  if (!form.vpcId) problems.vpc = VALIDATION.selectVpc;
  const zones = new Set(form.subnetIds.map((id) => form.subnetZones[id] ?? id));
  if (form.vpcId && (form.subnetIds.length < 2 || zones.size < 2))
    problems.subnets = VALIDATION.selectSubnets;
  return problems;
}

/** The deploy dialog's first problem, in the spec's order, or undefined. */
export function deployFormProblem(form: DeployForm): string | undefined {
  const problems = deployFormProblems(form);
  return problems.account ?? problems.stackName ?? problems.vpc ?? problems.subnets;
}

/**
 * After 'Create compliant VPC': the new VPC's subnets of the tier the field needs, up to 3 (the
 * create call answers them zone by zone, public then private, so every first of a pair is public
 * and every second private).
 */
export function preselectedSubnets(subnetIds: readonly string[], tier: SubnetTier = 'private'): string[] {
  const wanted = tier === 'public' ? 0 : 1;
  return subnetIds.filter((_, index) => index % 2 === wanted).slice(0, 3);
}

/**
 * The region a deployment goes to: the one the user chose, else the chosen account's default
 * region (an account set up in us-east-1 deploys there unless told otherwise), else the first
 * offered (Bahrain).
 */
export function deployRegion(
  chosen: string | undefined,
  account: { region: string } | undefined,
  fallback: string,
): string {
  return chosen ?? account?.region ?? fallback;
}

/** The regions the dialog offers: the usual ones, and the account's own when they lack it. */
export function deployRegionChoices(usual: readonly string[], accountRegion: string | undefined): string[] {
  return accountRegion && !usual.includes(accountRegion) ? [...usual, accountRegion] : [...usual];
}

/**
 * The subnets an existing VPC offers a subnet field: those whose names say the tier the field
 * wants ("...-private-1a"), else all of them; one per availability zone, at most three, so a
 * chosen VPC fills the field as a VPC created from it does.
 */
export function existingVpcSubnets(
  subnets: readonly { subnet_id: string; name: string | null; availability_zone: string }[],
  tier: SubnetTier = 'private',
): string[] {
  const named = subnets.filter((s) => new RegExp(`\\b${tier}`, 'i').test(s.name ?? ''));
  const pool = named.length > 0 ? named : subnets;
  const byZone = new Map<string, string>();
  for (const subnet of [...pool].sort((a, b) => a.availability_zone.localeCompare(b.availability_zone)))
    if (!byZone.has(subnet.availability_zone)) byZone.set(subnet.availability_zone, subnet.subnet_id);
  return [...byZone.values()].slice(0, 3);
}
