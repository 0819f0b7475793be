import { getAtt, ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** The design's user pool, when it has one (the user-directory block writes it before the APIs). */
function userPool(ctx: SynthesisContext): string | undefined {
  const block = ctx.plan.blocks.find((b) => b.kind === 'user-directory');
  const id = block ? `${block.name}UserPool` : undefined;
  return id && ctx.resources[id] ? id : undefined;
}

/**
 * How a REST API's methods are authorized: with the design's users signing in, by a Cognito user
 * pool authorizer on the API (the caller sends the user's token); without them, by IAM (SigV4).
 */
export function methodAuthorization(
  ctx: SynthesisContext,
  block: string,
  api: string,
): Record<string, unknown> {
  const pool = userPool(ctx);
  if (!pool) return { AuthorizationType: 'AWS_IAM' };
  const authorizer = `${api}UserPoolAuthorizer`;
  if (!ctx.resources[authorizer])
    ctx.add(block, authorizer, {
      Type: 'AWS::ApiGateway::Authorizer',
      Properties: {
        Name: 'signed-in-users',
        Type: 'COGNITO_USER_POOLS',
        RestApiId: ref(api),
        ProviderARNs: [getAtt(pool, 'Arn')],
        IdentitySource: 'method.request.header.Authorization',
      },
    });
  return { AuthorizationType: 'COGNITO_USER_POOLS', AuthorizerId: ref(authorizer) };
}
