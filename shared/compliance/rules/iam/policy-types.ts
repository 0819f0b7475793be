/** Resource types that carry identity-based policy documents (inline or standalone). */
export const IDENTITY_POLICY_TYPES: readonly string[] = [
  'AWS::IAM::Policy',
  'AWS::IAM::ManagedPolicy',
  'AWS::IAM::RolePolicy',
  'AWS::IAM::UserPolicy',
  'AWS::IAM::GroupPolicy',
  'AWS::IAM::Role',
  'AWS::IAM::User',
  'AWS::IAM::Group',
];
