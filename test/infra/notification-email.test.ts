import { beforeAll, describe, expect, it } from 'vitest';
import { type InfraFixture, type PolicyStatementJson, synthInfra } from '../fixtures/infra';

const FROM = 'alerts@sahab.example';

/** The logical ids of every role whose policies allow ses:SendEmail, with those statements. */
function sendingRoles(infra: InfraFixture): Map<string, PolicyStatementJson[]> {
  const roles = new Map<string, PolicyStatementJson[]>();
  for (const policy of Object.values(infra.appStack.findResources('AWS::IAM::Policy'))) {
    const statements = (policy.Properties.PolicyDocument.Statement as PolicyStatementJson[]).filter((s) =>
      [s.Action].flat().includes('ses:SendEmail'),
    );
    if (statements.length === 0) continue;
    for (const role of policy.Properties.Roles as { Ref: string }[])
      roles.set(role.Ref, [...(roles.get(role.Ref) ?? []), ...statements]);
  }
  return roles;
}

const roleOf = (infra: InfraFixture, fn: { role: unknown } | undefined) => {
  const role = fn?.role as { node: { defaultChild: unknown } } | undefined;
  if (!role) throw new Error('a notifying function is missing');
  return infra.stacks.app.getLogicalId(role.node.defaultChild as never);
};

describe('notification e-mail: SES grants', () => {
  let withSender: InfraFixture;
  beforeAll(() => {
    withSender = synthInfra({ config: { notificationFrom: FROM } });
  });

  it('lets exactly the notifying functions send, only from the configured address', () => {
    const app = withSender.stacks.app;
    const notifying = [
      app.scans.tasks.get('SummarizeScan'),
      app.deployments.tasks.get('ObserveStack'),
      app.deployments.tasks.get('RecordFailure'),
      app.scanSchedules.runner,
      ...withSender.routes.filter((r) => r.sendsEmail).map((r) => app.api.functions.get(r.name)),
    ].map((fn) => roleOf(withSender, fn));
    // the drift check tells of drift it finds: it is one of them
    expect(withSender.routes.filter((r) => r.sendsEmail).map((r) => r.name)).toContain(
      'deployments-drift-check',
    );
    const sending = sendingRoles(withSender);
    expect([...sending.keys()].sort()).toEqual([...new Set(notifying)].sort());
    for (const [role, statements] of sending) {
      for (const statement of statements) {
        expect([statement.Action].flat(), role).toEqual(['ses:SendEmail']);
        expect((statement as unknown as { Condition: unknown }).Condition, role).toEqual({
          StringEquals: { 'ses:FromAddress': FROM },
        });
        expect(JSON.stringify(statement.Resource), role).toContain(':identity/*');
      }
    }
  });

  it('grants no function SES without a configured sender', () => {
    expect(sendingRoles(synthInfra()).size).toBe(0);
  });
});
