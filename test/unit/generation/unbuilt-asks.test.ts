import { beforeAll, describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { warmValidator } from '#test/fixtures/generation';
import { APPLICATION_EMAIL_REQUESTS } from '#test/fixtures/service-requests';
import { actions, generatedResources, ofType, statementsOf } from '#test/fixtures/template-policies';

/**
 * What a brief about an application asks for beyond its blocks: the application's own code calls
 * it when a role is all that takes (it sends the e-mail); anything else is said, not dropped.
 */
describe('asks the application blocks do not build', () => {
  beforeAll(warmValidator, 120_000);

  it.each([
    ['emailed', 'e-mailed'],
    ['byEmail', 'sent by email'],
  ] as const)('(%s) keeps the application and adds the e-mail its code sends', (key, phrase) => {
    const requirements = requirementsFromBrief({ prompt: APPLICATION_EMAIL_REQUESTS[key] });
    expect(requirements.workloads.map((w) => w.kind)).toEqual(
      expect.arrayContaining(['web-app', 'relational-database']),
    );
    const email = requirements.services?.find((s) => s.service === 'ses');
    expect(email).toMatchObject({ reached_by: 'application' });
    expect(email?.phrase).toContain(phrase);
    expect(requirements.not_built ?? []).toEqual([]);
  });

  it('lets the servers that run the application send from the e-mail identity, and nothing else', async () => {
    const resources = await generatedResources(APPLICATION_EMAIL_REQUESTS.emailed);
    const [identity] = ofType(resources, 'AWS::SES::EmailIdentity');
    expect(identity).toBeDefined();
    const senders = Object.entries(resources).filter(([, r]) =>
      statementsOf(r).some((s) => actions(s).includes('ses:SendEmail')),
    );
    expect(senders.map(([id]) => resources[id]?.Type)).toEqual(['AWS::IAM::Role']);
    const sending = senders
      .flatMap(([, r]) => statementsOf(r))
      .find((s) => actions(s).includes('ses:SendEmail'));
    expect(JSON.stringify(sending?.Resource)).toContain(':identity/');
    // the role is the one the web servers' instance profile carries
    const [, profile] = ofType(resources, 'AWS::IAM::InstanceProfile')[0] ?? [];
    expect(JSON.stringify(profile?.Properties.Roles)).toContain(senders[0]?.[0]);
  }, 120_000);

  it('lists what takes more than a role (receiving mail) under not built, and only what the brief says', () => {
    const requirements = requirementsFromBrief({ prompt: APPLICATION_EMAIL_REQUESTS.inbound });
    expect(requirements.services ?? []).toEqual([]);
    const listed = requirements.not_built ?? [];
    expect(listed.map((n) => n.service)).toEqual(['Amazon SES e-mail receiving']);
    expect(listed[0]?.phrase).toBe('incoming emails');
    expect(listed[0]?.reason).toContain('a web application');
  });

  it('lists nothing when the brief asks for nothing beyond the application', () => {
    const requirements = requirementsFromBrief({ prompt: APPLICATION_EMAIL_REQUESTS.none });
    expect(requirements.workloads.map((w) => w.kind)).toContain('web-app');
    expect(requirements.services ?? []).toEqual([]);
    expect(requirements.not_built ?? []).toEqual([]);
  });
});
