import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callerFromEvent, personOf } from '#functions/lib/http/caller';
import type { HttpEvent } from '#functions/lib/http/types';
import { handler } from '#functions/triggers/access-token-email';

/** A version 2 pre token generation event as Cognito sends it for a hosted sign-in. */
function tokenEvent(userAttributes: Record<string, string>): PreTokenGenerationV2TriggerEvent {
  return {
    version: '2',
    triggerSource: 'TokenGeneration_HostedAuth',
    region: 'me-south-1',
    userPoolId: 'me-south-1_pool',
    userName: 'f1e2d3c4-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: {
      userAttributes,
      groupConfiguration: { groupsToOverride: [], iamRolesToOverride: [] },
      scopes: [],
    },
    response: { claimsAndScopeOverrideDetails: {} },
  } as PreTokenGenerationV2TriggerEvent;
}

describe("the user pool's token trigger", () => {
  it('adds the e-mail to the access token, which then names the person in a history', async () => {
    const sub = 'f1e2d3c4-0000-4000-8000-000000000001';
    const out = await handler(tokenEvent({ sub, email: 'nora@example.sa' }));
    const added = out.response.claimsAndScopeOverrideDetails.accessTokenGeneration?.claimsToAddOrOverride;
    expect(added).toEqual({ email: 'nora@example.sa' });
    // the access token's claims as API Gateway's JWT authorizer hands them to a route
    const claims = { sub, username: sub, token_use: 'access', ...added };
    const caller = callerFromEvent({
      requestContext: { authorizer: { jwt: { claims } } },
    } as unknown as HttpEvent);
    expect(caller && personOf(caller)).toBe('nora@example.sa');
    const withoutTrigger = { sub, username: sub, token_use: 'access' };
    const before = callerFromEvent({
      requestContext: { authorizer: { jwt: { claims: withoutTrigger } } },
    } as unknown as HttpEvent);
    expect(before && personOf(before)).toBe(sub);
  });

  it('leaves the token alone for a user without an e-mail attribute', async () => {
    const out = await handler(tokenEvent({ sub: 'u' }));
    expect(out.response.claimsAndScopeOverrideDetails.accessTokenGeneration).toBeUndefined();
  });
});
