/**
 * The subnets of the catalog's VPC network stack, zone by zone (public, then private, in each
 * zone), read from its outputs. 'Create compliant VPC' answers them in this order, and the builder
 * pre-selects every second one (the private subnets) from it.
 */
export function vpcSubnetIds(outputs: Readonly<Record<string, string | undefined>>): string[] {
  const split = (value = '') => value.split(',').filter(Boolean);
  const publicIds = split(outputs.PublicSubnetIds);
  const privateIds = split(outputs.PrivateSubnetIds);
  return publicIds.flatMap((id, i) => (privateIds[i] ? [id, privateIds[i]] : [id]));
}
