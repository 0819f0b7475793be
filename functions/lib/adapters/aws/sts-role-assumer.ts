import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type { RoleAssumer } from '#functions/lib/ports/role-assumer';
import type { RoleSessions } from './role-sessions';

/** Validating a linked account: assume its role (with the external id), then ask who we are. */
export function stsRoleAssumer(sessions: RoleSessions): RoleAssumer {
  return {
    async verify(target) {
      // A validation must prove the role works now, not that it worked when the session was cached.
      sessions.forget(target);
      const identity = await sessions.run(target, (credentials) =>
        new STSClient({ credentials, maxAttempts: 1 }).send(new GetCallerIdentityCommand({})),
      );
      return { account: identity.Account ?? '', arn: identity.Arn ?? '' };
    },
  };
}
