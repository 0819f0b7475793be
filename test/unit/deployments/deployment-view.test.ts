import { describe, expect, it } from 'vitest';
import { deploymentDetail } from '#functions/lib/deployments/deployment-view';
import type { DeploymentAccount } from '#functions/lib/ports/linked-account-reader';
import { pendingDeployment, SMALL_TEMPLATE } from '../../fixtures/deployments';

const account: DeploymentAccount = {
  userId: 'user-1',
  id: 'acct-1',
  accountNumber: '444455556666',
  roleArn: 'arn:aws:iam::444455556666:role/SahabAccess',
  cloud: 'sandbox',
};

describe('a deployment as the API answers it', () => {
  it("carries the template's resource count before CloudFormation lists any resource", () => {
    const detail = deploymentDetail(pendingDeployment(account, 'small', SMALL_TEMPLATE));
    expect(detail.resources).toEqual([]);
    expect(detail.resource_total).toBe(3);
  });

  it('leaves the count out when the template cannot be read', () => {
    const detail = deploymentDetail(pendingDeployment(account, 'broken', 'Resources: [unclosed'));
    expect(detail.resource_total).toBeUndefined();
  });
});
