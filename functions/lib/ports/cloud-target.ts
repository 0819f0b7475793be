/**
 * Which customer account a cloud call acts in: the role Sahab assumes there and the external id
 * its trust policy requires (the user's id). Every cloud port takes one, so an adapter can never
 * act in an account without going through the role.
 */
export interface CloudTarget {
  roleArn: string;
  externalId: string;
}

/** A target in one region (CloudFormation and EC2 are regional). */
export interface RegionalTarget extends CloudTarget {
  region: string;
}
