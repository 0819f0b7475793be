import {
  ListResourcesForWebACLCommand,
  ListWebACLsCommand,
  type ResourceType,
  WAFV2Client,
} from '@aws-sdk/client-wafv2';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { LiveResource } from '#functions/lib/ports/inventory-reader';
import type { RoleSessions } from './role-sessions';

export const WEB_ACL_ASSOCIATION = 'AWS::WAFv2::WebACLAssociation';

/**
 * The kinds of resource whose web ACL the rules ask about: load balancers (elb-waf), API
 * Gateway stages (apigateway-waf) and Cognito user pools (cognito-user-pool-waf). Another kind
 * is one more entry here.
 */
const PROTECTED_KINDS: readonly ResourceType[] = [
  'APPLICATION_LOAD_BALANCER',
  'API_GATEWAY',
  'COGNITO_USER_POOL',
];

/**
 * The region's web ACL associations, read through WAFv2 because Cloud Control cannot list them:
 * the registry schema of AWS::WAFv2::WebACLAssociation has create, read, update and delete
 * handlers but no list handler. Every regional web ACL is listed (NextMarker pages) and asked for
 * the resources it protects; each pair is answered in Cloud Control's shape (identifier
 * `<ResourceArn>|<WebACLArn>`, properties ResourceArn and WebACLArn), so the live view reads it
 * as it reads any listed type. A refusal is thrown as the session's CloudError, a gap of the scan.
 */
export async function listWebAclAssociations(
  sessions: RoleSessions,
  target: RegionalTarget,
): Promise<LiveResource[]> {
  const send = <T>(call: (waf: WAFV2Client) => Promise<T>) =>
    sessions.run(target, (credentials) =>
      call(new WAFV2Client({ region: target.region, credentials, maxAttempts: 1 })),
    );

  const aclArns: string[] = [];
  let marker: string | undefined;
  do {
    const page = await send((waf) =>
      waf.send(new ListWebACLsCommand({ Scope: 'REGIONAL', NextMarker: marker })),
    );
    for (const acl of page.WebACLs ?? []) if (acl.ARN) aclArns.push(acl.ARN);
    // WAFv2 may answer a NextMarker after the last web ACL: an empty page ends the listing too
    marker = page.WebACLs?.length ? page.NextMarker : undefined;
  } while (marker);

  const associations: LiveResource[] = [];
  for (const WebACLArn of aclArns) {
    for (const ResourceType of PROTECTED_KINDS) {
      const answer = await send((waf) =>
        waf.send(new ListResourcesForWebACLCommand({ WebACLArn, ResourceType })),
      );
      for (const ResourceArn of answer.ResourceArns ?? []) {
        associations.push({
          type: WEB_ACL_ASSOCIATION,
          identifier: `${ResourceArn}|${WebACLArn}`,
          properties: { ResourceArn, WebACLArn },
        });
      }
    }
  }
  return associations;
}
