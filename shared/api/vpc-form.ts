/** The 'Create compliant VPC' form's rules, the same for its dialog and its API route. */

export const VPC_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]{0,63}$/;
export const VPC_NAME_PROBLEM =
  'Start the VPC name with a letter, then use only letters, digits and hyphens (64 at most)';

/** An IPv4 address (each part 0-255) with a /16 prefix: the VPC stack carves six /20 subnets from it. */
export const CIDR_16_PATTERN = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\/16$/;
export const CIDR_16_PROBLEM = 'Enter an IPv4 range that ends in /16, such as 10.0.0.0/16';

/** Each field's problem in plain words, or none. */
export function createVpcProblems(form: { name: string; cidr: string }): { name?: string; cidr?: string } {
  return {
    ...(!VPC_NAME_PATTERN.test(form.name.trim()) && { name: VPC_NAME_PROBLEM }),
    ...(!CIDR_16_PATTERN.test(form.cidr.trim()) && { cidr: CIDR_16_PROBLEM }),
  };
}
