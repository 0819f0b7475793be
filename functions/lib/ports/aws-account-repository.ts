/** A linked AWS account as stored, under its owner's partition. */
export interface AwsAccountRecord {
  /** the verified `sub` of the owner */
  userId: string;
  id: string;
  alias: string;
  authMethod: 'iam_role';
  roleArn: string;
  /** the 12-digit account the role ARN names */
  accountNumber: string;
  region: string;
  /** false until a validation succeeded; the last validation's outcome after that */
  isActive: boolean;
  lastValidatedAt?: string;
  /** the last validation's refusal, in AWS's words */
  lastValidationError?: string;
  createdAt: string;
  /** which cloud it was linked in: the sandbox cloud's accounts are labelled 'Sandbox' */
  cloud: 'aws' | 'sandbox';
}

export interface ValidationOutcome {
  isActive: boolean;
  lastValidatedAt: string;
  lastValidationError?: string;
}

export interface AwsAccountRepository {
  list(userId: string): Promise<AwsAccountRecord[]>;
  get(userId: string, id: string): Promise<AwsAccountRecord | undefined>;
  /** false when an account with this id already exists for the user (nothing written) */
  create(record: AwsAccountRecord): Promise<boolean>;
  /** false when the account no longer exists (an unlink came first; nothing written) */
  recordValidation(userId: string, id: string, outcome: ValidationOutcome): Promise<boolean>;
  /** false when there was nothing to delete */
  delete(userId: string, id: string): Promise<boolean>;
}
