import type { AwsAccountView } from '#shared/accounts/api-schemas';
import type { AwsAccountRecord } from '../ports/aws-account-repository';

/** The stored account in the API's shape (accounts screen and deploy dialog fields). */
export function accountView(record: AwsAccountRecord): AwsAccountView {
  return {
    id: record.id,
    account_id: record.id,
    alias: record.alias,
    auth_method: record.authMethod,
    role_arn: record.roleArn,
    account_number: record.accountNumber,
    region: record.region,
    is_active: record.isActive,
    last_validated_at: record.lastValidatedAt ?? null,
    created_at: record.createdAt,
    cloud: record.cloud,
  };
}
