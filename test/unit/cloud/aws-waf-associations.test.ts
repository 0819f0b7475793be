import { CloudControlClient, GetResourceCommand, ListResourcesCommand } from '@aws-sdk/client-cloudcontrol';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import {
  ListResourcesForWebACLCommand,
  ListWebACLsCommand,
  WAFV2Client,
  WAFV2ServiceException,
} from '@aws-sdk/client-wafv2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudControlInventory } from '#functions/lib/adapters/aws/cloud-control-inventory';
import { scanInventory } from '#shared/compliance/account-scan/scan-inventory';
import { FRAMEWORK_IDS } from '#shared/compliance/types';
import { assumeRoleAnswer, CUSTOMER_ACCOUNT, cloudTarget, testSessions } from '#test/fixtures/cloud';

const sts = mockClient(STSClient);
const cloudControl = mockClient(CloudControlClient);
const waf = mockClient(WAFV2Client);

const target = cloudTarget();
const albArn = (name: string) =>
  `arn:aws:elasticloadbalancing:${target.region}:${CUSTOMER_ACCOUNT}:loadbalancer/app/${name}/50dc6c495c0c9188`;
const aclArn = (name: string) =>
  `arn:aws:wafv2:${target.region}:${CUSTOMER_ACCOUNT}:regional/webacl/${name}/1`;
const LOAD_BALANCER = 'AWS::ElasticLoadBalancingV2::LoadBalancer';
const ASSOCIATION = 'AWS::WAFv2::WebACLAssociation';

function inventory() {
  const { sessions, clock } = testSessions();
  sts.on(AssumeRoleCommand).resolves(assumeRoleAnswer(clock.now));
  return cloudControlInventory(sessions);
}

/** Two internet-facing ALBs in Cloud Control; only `orders` is in a web ACL, the second of two pages. */
function accountWithOneProtectedAlb() {
  cloudControl.on(ListResourcesCommand, { TypeName: LOAD_BALANCER }).resolves({
    ResourceDescriptions: [{ Identifier: albArn('orders') }, { Identifier: albArn('reports') }],
  });
  cloudControl.on(GetResourceCommand).callsFake(({ Identifier }: { Identifier: string }) => ({
    TypeName: LOAD_BALANCER,
    ResourceDescription: {
      Identifier,
      Properties: JSON.stringify({
        LoadBalancerArn: Identifier,
        Type: 'application',
        Scheme: 'internet-facing',
      }),
    },
  }));
  waf
    .on(ListWebACLsCommand, { Scope: 'REGIONAL', NextMarker: undefined })
    .resolves({ WebACLs: [{ Name: 'unused', ARN: aclArn('unused') }], NextMarker: 'm1' })
    .on(ListWebACLsCommand, { Scope: 'REGIONAL', NextMarker: 'm1' })
    .resolves({ WebACLs: [{ Name: 'orders', ARN: aclArn('orders') }], NextMarker: 'm2' })
    .on(ListWebACLsCommand, { Scope: 'REGIONAL', NextMarker: 'm2' })
    .resolves({ WebACLs: [], NextMarker: 'm3' });
  waf.on(ListResourcesForWebACLCommand).resolves({ ResourceArns: [] });
  waf
    .on(ListResourcesForWebACLCommand, {
      WebACLArn: aclArn('orders'),
      ResourceType: 'APPLICATION_LOAD_BALANCER',
    })
    .resolves({ ResourceArns: [albArn('orders')] });
}

beforeEach(() => {
  sts.reset();
  cloudControl.reset();
  waf.reset();
});

describe('web ACL associations of a real account (WAFv2, as Cloud Control cannot list them)', () => {
  it("answers each web ACL's protected resources in Cloud Control's shape, never asking Cloud Control", async () => {
    accountWithOneProtectedAlb();
    const associations = await inventory().listResources(target, ASSOCIATION);
    expect(associations).toEqual([
      {
        type: ASSOCIATION,
        identifier: `${albArn('orders')}|${aclArn('orders')}`,
        properties: { ResourceArn: albArn('orders'), WebACLArn: aclArn('orders') },
      },
    ]);
    expect(waf).toHaveReceivedCommandTimes(ListWebACLsCommand, 3);
    expect(waf).toHaveReceivedCommandWith(ListResourcesForWebACLCommand, {
      WebACLArn: aclArn('unused'),
      ResourceType: 'API_GATEWAY',
    });
    // a user pool's sign-in endpoints are protected the same way (cognito-user-pool-waf)
    expect(waf).toHaveReceivedCommandWith(ListResourcesForWebACLCommand, {
      WebACLArn: aclArn('orders'),
      ResourceType: 'COGNITO_USER_POOL',
    });
    expect(cloudControl).not.toHaveReceivedCommandWith(ListResourcesCommand, { TypeName: ASSOCIATION });
  });

  it('leaves the WAF finding on the unprotected load balancer only, once the scan reads the account', async () => {
    accountWithOneProtectedAlb();
    const listings = await inventory().listTypes(target, [LOAD_BALANCER, ASSOCIATION]);
    const live = listings.flatMap((l) => ('resources' in l ? l.resources : []));
    const { violations } = scanInventory(live, {
      accountId: 'acct-1',
      accountNumber: CUSTOMER_ACCOUNT,
      region: target.region,
      frameworks: FRAMEWORK_IDS,
      detectedAt: '2026-11-26T00:00:00Z',
    });
    expect(violations.filter((v) => v.rule_id === 'elb-waf').map((v) => v.physical_id)).toEqual([
      albArn('reports'),
    ]);
  });

  it("answers a refused WAFv2 listing as that type's gap, the load balancers still listed", async () => {
    accountWithOneProtectedAlb();
    waf.on(ListWebACLsCommand).rejects(
      new WAFV2ServiceException({
        name: 'AccessDeniedException',
        message: 'User is not authorized to perform: wafv2:ListWebACLs',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const [balancers, associations] = await inventory().listTypes(target, [LOAD_BALANCER, ASSOCIATION]);
    expect('resources' in balancers && balancers.resources.length).toBe(2);
    expect('error' in associations && associations.error.code).toBe('AccessDeniedException');
  });
});
