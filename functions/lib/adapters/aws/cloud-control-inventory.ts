import { CloudControlClient, GetResourceCommand, ListResourcesCommand } from '@aws-sdk/client-cloudcontrol';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { InventoryReader, LiveResource } from '#functions/lib/ports/inventory-reader';
import { readAccountFacts } from './account-facts';
import { toCloudError } from './aws-errors';
import { readEnabledRegions } from './ec2-enabled-regions';
import { listTypesOneByOne } from './list-types';
import type { RoleSessions } from './role-sessions';
import { listWebAclAssociations, WEB_ACL_ASSOCIATION } from './wafv2-web-acl-associations';

/** GetResource calls in flight per type: enough to be quick, few enough to stay under the API's rate. */
const GET_CONCURRENCY = 4;

/**
 * Types Cloud Control lists only within a parent (their list handler requires a property of the
 * resource model): a REST API's stages, a load balancer's listeners, a cluster's services. They
 * are what a WAF association or a listener rule is read against, so each is listed under every
 * parent's identifier, which is the value the model property takes.
 */
export const LISTED_WITHIN: Readonly<Record<string, { parent: string; property: string }>> = {
  'AWS::ApiGateway::Stage': { parent: 'AWS::ApiGateway::RestApi', property: 'RestApiId' },
  'AWS::ApiGateway::Deployment': { parent: 'AWS::ApiGateway::RestApi', property: 'RestApiId' },
  'AWS::ElasticLoadBalancingV2::Listener': {
    parent: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
    property: 'LoadBalancerArn',
  },
  'AWS::ECS::Service': { parent: 'AWS::ECS::Cluster', property: 'Cluster' },
};

/**
 * Types Cloud Control cannot list at all (no list handler in their registry schema), read through
 * their own service's API and answered in Cloud Control's shape.
 */
const READ_OUTSIDE_CLOUD_CONTROL: Readonly<
  Record<string, (sessions: RoleSessions, target: RegionalTarget) => Promise<LiveResource[]>>
> = {
  [WEB_ACL_ASSOCIATION]: listWebAclAssociations,
};

/**
 * The inventory through Cloud Control (ListResources pages, then GetResource for each identifier,
 * whose properties are in CloudFormation's shape), the account facts through their own read-only
 * APIs and the enabled regions through EC2, always as the linked role. Throttling is retried by
 * the role sessions' backoff.
 */
export function cloudControlInventory(sessions: RoleSessions): InventoryReader {
  const send = <T>(target: RegionalTarget, call: (client: CloudControlClient) => Promise<T>) =>
    sessions.run(target, (credentials) =>
      call(new CloudControlClient({ region: target.region, credentials, maxAttempts: 1 })),
    );

  async function describe(target: RegionalTarget, type: string, identifier: string) {
    try {
      const answer = await send(target, (cc) =>
        cc.send(new GetResourceCommand({ TypeName: type, Identifier: identifier })),
      );
      const description = answer.ResourceDescription;
      return {
        type,
        identifier: description?.Identifier ?? identifier,
        properties: JSON.parse(description?.Properties ?? '{}') as Record<string, unknown>,
      };
    } catch (error) {
      // deleted between ListResources and GetResource: it is no longer part of the account
      if (toCloudError(error).code === 'ResourceNotFoundException') return undefined;
      throw error;
    }
  }

  /** Every identifier ListResources pages through, within `model` when the type needs a parent. */
  async function listIdentifiers(target: RegionalTarget, type: string, model?: Record<string, string>) {
    const identifiers: string[] = [];
    let token: string | undefined;
    do {
      const page = await send(target, (cc) =>
        cc.send(
          new ListResourcesCommand({
            TypeName: type,
            NextToken: token,
            ...(model && { ResourceModel: JSON.stringify(model) }),
          }),
        ),
      );
      for (const d of page.ResourceDescriptions ?? []) if (d.Identifier) identifiers.push(d.Identifier);
      token = page.NextToken;
    } while (token);
    return identifiers;
  }

  const reader: InventoryReader = {
    listTypes: (target, types) => listTypesOneByOne(reader, target, types),
    async listResources(target, type) {
      const elsewhere = READ_OUTSIDE_CLOUD_CONTROL[type];
      if (elsewhere) return elsewhere(sessions, target);
      const within = LISTED_WITHIN[type];
      const identifiers = within
        ? (
            await Promise.all(
              (
                await listIdentifiers(target, within.parent)
              ).map((parentId) => listIdentifiers(target, type, { [within.property]: parentId })),
            )
          ).flat()
        : await listIdentifiers(target, type);
      const resources: LiveResource[] = [];
      for (let i = 0; i < identifiers.length; i += GET_CONCURRENCY) {
        const batch = identifiers.slice(i, i + GET_CONCURRENCY);
        for (const found of await Promise.all(batch.map((id) => describe(target, type, id))))
          if (found) resources.push(found);
      }
      return resources;
    },
    enabledRegions: (target) => readEnabledRegions(sessions, target),
    accountFacts: (target, includeGlobal) => readAccountFacts(sessions, target, includeGlobal),
  };
  return reader;
}
