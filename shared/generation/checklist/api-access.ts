import { type LedgerWords, ledgerWords } from '../ledger-words';
import { at, listOf, type TemplateResource } from './template-facts';
import type { ChecklistItem, CheckStatus } from './types';

const refOf = (value: unknown) => at(value, 'Ref');
/** The logical id an `Fn::GetAtt` or `Fn::Sub` names first (`${Pool}` or `Pool.Arn`). */
function named(value: unknown): string | undefined {
  const getAtt = at(value, 'Fn::GetAtt');
  if (Array.isArray(getAtt)) return String(getAtt[0]);
  const sub = at(value, 'Fn::Sub');
  const text = typeof sub === 'string' ? sub : Array.isArray(sub) ? sub[0] : undefined;
  return typeof text === 'string' ? /\$\{([A-Za-z0-9]+)[.}]/.exec(text)?.[1] : undefined;
}

/**
 * Users who sign in reach the API with their sign-in: every REST method (but CORS preflight) uses
 * a Cognito user pool authorizer of the template's user pool, and every HTTP API route a JWT
 * authorizer whose issuer is that pool. None when the design has no API.
 */
export function checkApiSignIn(
  quote: string,
  resources: TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem | undefined {
  const byId = new Map(resources.map((r) => [r.id, r]));
  const pools = new Set(resources.filter((r) => r.type === 'AWS::Cognito::UserPool').map((r) => r.id));
  const methods = resources.filter(
    (r) => r.type === 'AWS::ApiGateway::Method' && String(r.props.HttpMethod).toUpperCase() !== 'OPTIONS',
  );
  const routes = resources.filter(
    (r) =>
      r.type === 'AWS::ApiGatewayV2::Route' &&
      byId.get(String(refOf(r.props.ApiId)))?.props.ProtocolType === 'HTTP',
  );
  if (methods.length + routes.length === 0) return undefined;
  const authorizerOf = (entry: TemplateResource) => byId.get(String(refOf(entry.props.AuthorizerId)));
  const restSignedIn = (method: TemplateResource) => {
    const authorizer = authorizerOf(method);
    return (
      method.props.AuthorizationType === 'COGNITO_USER_POOLS' &&
      authorizer?.props.Type === 'COGNITO_USER_POOLS' &&
      listOf(authorizer.props.ProviderARNs).some((arn) => pools.has(named(arn) ?? ''))
    );
  };
  const httpSignedIn = (route: TemplateResource) => {
    const authorizer = authorizerOf(route);
    return (
      route.props.AuthorizationType === 'JWT' &&
      authorizer?.props.AuthorizerType === 'JWT' &&
      pools.has(named(at(authorizer.props, 'JwtConfiguration.Issuer')) ?? '')
    );
  };
  const entries = [...methods, ...routes];
  const signedIn = [...methods.filter(restSignedIn), ...routes.filter(httpSignedIn)];
  const authorizers = [...new Set(signedIn.map((e) => authorizerOf(e)?.id ?? ''))].filter(Boolean);
  const status: CheckStatus =
    pools.size === 0 || signedIn.length === 0
      ? 'not-met'
      : signedIn.length === entries.length
        ? 'met'
        : 'partly';
  const open = entries.filter((e) => !signedIn.includes(e)).map((e) => e.id);
  return {
    kind: 'access',
    requirement: words.apiSignIn,
    quote,
    status,
    resources: [...pools, ...authorizers],
    detail:
      pools.size === 0
        ? words.noUserPool
        : status === 'met'
          ? words.tokenChecked(authorizers.join(', '))
          : words.notCheckedAgainstPool(open.slice(0, 6).join(', '), Math.max(0, open.length - 6)),
  };
}
