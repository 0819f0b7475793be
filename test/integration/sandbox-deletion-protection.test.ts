import { describe, expect, it } from 'vitest';
import { postgresInstance } from '#test/fixtures/rule-examples/data';
import { createNetworkStack, executionRoleArn, sandboxCloudForFile } from '#test/fixtures/sandbox-cloud';

/**
 * Deleting a stack whose load balancer or database has deletion protection: AWS refuses to delete
 * those resources, deletes the rest, and the stack ends DELETE_FAILED naming them. The sandbox
 * did delete everything at once.
 */
const sandbox = sandboxCloudForFile();

const PROTECTED_TEMPLATE = `Parameters:
  Subnets:
    Type: List<AWS::EC2::Subnet::Id>
  Protect:
    Type: String
    AllowedValues: ['true', 'false']
Resources:
  Balancer:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties:
      Subnets: !Ref Subnets
      LoadBalancerAttributes:
        - Key: deletion_protection.enabled
          Value: !Ref Protect
${postgresInstance('Database')}      StorageEncrypted: true
      DeletionProtection: !Ref Protect
  Queue:
    Type: AWS::SQS::Queue
`;

describe('deleting a stack with deletion protection', () => {
  it('fails on the protected load balancer and database with AWS words, deletes the rest', async () => {
    const user = await sandbox.linkedUser('protected-sub');
    const role = executionRoleArn(user.accountId);
    const { subnetIds } = await createNetworkStack(sandbox, user, role);
    const deploy = async (stackName: string, protect: string) => {
      const { stackId } = await sandbox.stacks.createStack(user, {
        stackName,
        templateBody: PROTECTED_TEMPLATE,
        parameters: { Subnets: subnetIds, Protect: protect },
        executionRoleArn: role,
      });
      await sandbox.settle(user.accountId, stackId);
      expect((await sandbox.cloud.describeStack(user, stackId))?.status).toBe('CREATE_COMPLETE');
      await sandbox.stacks.deleteStack(user, stackId);
      await sandbox.settle(user.accountId, stackId);
      return stackId;
    };

    const kept = await deploy('kept', 'true');
    const stack = await sandbox.cloud.describeStack(user, kept);
    expect(stack?.status).toBe('DELETE_FAILED');
    expect(stack?.statusReason).toBe('The following resource(s) failed to delete: [Balancer, Database]. ');
    const resources = await sandbox.cloud.stackResources(user, kept);
    const reason = (id: string) => resources.find((r) => r.logicalId === id)?.statusReason ?? '';
    expect(reason('Balancer')).toMatch(/cannot be deleted because deletion protection is enabled/);
    expect(reason('Database')).toMatch(
      /Cannot delete protected DB Instance, please disable deletion protection/,
    );
    expect(resources.find((r) => r.logicalId === 'Queue')?.status).toBe('DELETE_COMPLETE');

    const gone = await deploy('gone', 'false');
    expect((await sandbox.cloud.describeStack(user, gone))?.status).toBe('DELETE_COMPLETE');
  }, 180_000);
});
