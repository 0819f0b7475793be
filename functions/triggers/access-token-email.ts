import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';

/**
 * Cognito's pre token generation trigger (event version 2): copies the user's e-mail into the
 * access token. The API sees only the access token, and Cognito leaves the e-mail out of it, so a
 * deployment's history named the person by their user id in AWS where it names the e-mail locally.
 */
export async function handler(
  event: PreTokenGenerationV2TriggerEvent,
): Promise<PreTokenGenerationV2TriggerEvent> {
  const email = event.request.userAttributes.email;
  if (email) {
    event.response = {
      claimsAndScopeOverrideDetails: {
        ...event.response.claimsAndScopeOverrideDetails,
        accessTokenGeneration: { claimsToAddOrOverride: { email } },
      },
    };
  }
  return event;
}
