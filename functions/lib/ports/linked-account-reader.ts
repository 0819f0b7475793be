/** The linked account a deployment goes to, as the accounts area knows it. */
export interface DeploymentAccount {
  id: string;
  userId: string;
  roleArn: string;
  accountNumber: string;
  cloud: 'aws' | 'sandbox';
}

/** The caller's linked AWS account a deployment goes to: the accounts repository answers it. */
export interface LinkedAccountReader {
  get(userId: string, accountId: string): Promise<DeploymentAccount | undefined>;
}
