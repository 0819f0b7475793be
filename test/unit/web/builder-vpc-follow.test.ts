import { describe, expect, it } from 'vitest';
import { isStackSettled } from '#shared/api/deployment-status';
import { vpcSubnetIds } from '#shared/catalog/vpc-outputs';
import { makeDeploymentSummary } from '#test/fixtures/web';
import { vpcOutcome } from '#web/pages/builder/vpc-outcome';

const VPC_OUTPUTS = {
  VpcId: 'vpc-1',
  PublicSubnetIds: 'subnet-pa,subnet-pb,subnet-pc',
  PrivateSubnetIds: 'subnet-qa,subnet-qb,subnet-qc',
};

describe('following a VPC stack that outlasted the create call', () => {
  it('keeps waiting while the deployment is on its way', () => {
    for (const status of ['pending', 'validating', 'creating_stack', 'CREATE_IN_PROGRESS']) {
      expect(isStackSettled(status)).toBe(false);
      expect(vpcOutcome(makeDeploymentSummary({ status }))).toEqual({ kind: 'waiting' });
    }
  });

  it('selects the VPC and its subnets zone by zone once the stack is complete', () => {
    const outcome = vpcOutcome(makeDeploymentSummary({ status: 'CREATE_COMPLETE', outputs: VPC_OUTPUTS }));
    expect(outcome).toEqual({
      kind: 'created',
      vpcId: 'vpc-1',
      subnetIds: ['subnet-pa', 'subnet-qa', 'subnet-pb', 'subnet-qb', 'subnet-pc', 'subnet-qc'],
    });
  });

  it('says why when the stack failed, and when a complete stack has no VPC output', () => {
    const failed = vpcOutcome(
      makeDeploymentSummary({ status: 'ROLLBACK_COMPLETE', status_reason: 'Subnet limit exceeded' }),
    );
    expect(failed).toEqual({
      kind: 'failed',
      message: 'Stack Sahab-VPC ended in ROLLBACK_COMPLETE: Subnet limit exceeded',
    });
    expect(vpcOutcome(makeDeploymentSummary({ status: 'CREATE_COMPLETE' }))).toEqual({
      kind: 'failed',
      message: 'Stack Sahab-VPC has no VpcId output',
    });
  });

  it('pairs public and private subnets per zone, keeping a zone without a private one', () => {
    expect(vpcSubnetIds({ PublicSubnetIds: 'a,b', PrivateSubnetIds: 'c' })).toEqual(['a', 'c', 'b']);
    expect(vpcSubnetIds({})).toEqual([]);
  });
});
