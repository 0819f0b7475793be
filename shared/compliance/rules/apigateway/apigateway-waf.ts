import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { webAclAssociated } from '../_lib/waf';

/**
 * A web ACL association refers to the REST API stage, or to its API when that API has only this
 * stage in the template (an ARN naming the API and a literal stage name resolves to the API only).
 */
export const apigatewayWaf: Rule = {
  id: 'apigateway-waf',
  service: 'apigateway',
  severity: 'medium',
  title: 'API Gateway REST API stages are protected by AWS WAF',
  description:
    'A web application firewall in front of public APIs blocks common exploits and floods before they ' +
    'reach the backend.',
  resourceTypes: ['AWS::ApiGateway::Stage'],
  remediation:
    'Add an AWS::WAFv2::WebACL (Scope REGIONAL) and an AWS::WAFv2::WebACLAssociation whose ResourceArn is ' +
    'the stage ARN, arn:<partition>:apigateway:<region>::/restapis/<api id>/stages/<stage name> (built with ' +
    'Fn::Sub from the RestApi and Stage references).',
  fixCostUsdMonthly: 6,
  evaluate(resource, ctx) {
    const byStage = webAclAssociated(ctx, [resource.logicalId]);
    if (byStage === true) return PASS;
    const api = propOf(resource, 'RestApiId');
    const apiIds = isUnknown(api) ? (api.refs ?? []) : [];
    const siblings = ctx.ofType('AWS::ApiGateway::Stage').filter((stage) => {
      const other = propOf(stage, 'RestApiId');
      return isUnknown(other) && (other.refs ?? []).some((id) => apiIds.includes(id));
    });
    const byApi = apiIds.length > 0 ? webAclAssociated(ctx, apiIds) : false;
    if (byApi === true && siblings.length <= 1) return PASS;
    if (byApi === true)
      return unknownBecause('a web ACL is associated with its API, which has several stages');
    if (isUnknown(byStage)) return unknownFrom('the ResourceArn of a web ACL association', byStage);
    return failWith(`${nameOf(resource)} has no AWS WAF web ACL.`);
  },
};
