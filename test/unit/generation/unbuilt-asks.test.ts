import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#shared/generation/offline/read-brief';
import { APPLICATION_EMAIL_REQUESTS } from '#test/fixtures/service-requests';

/** What a brief about an application asks for that its blocks do not build is said, not dropped. */
describe('asks the application blocks do not build', () => {
  it.each([
    ['emailed', 'e-mailed'],
    ['byEmail', 'sent by email'],
  ] as const)('(%s) keeps the application and lists the e-mail under not built', (key, phrase) => {
    const requirements = requirementsFromBrief({ prompt: APPLICATION_EMAIL_REQUESTS[key] });
    expect(requirements.workloads.map((w) => w.kind)).toEqual(
      expect.arrayContaining(['web-app', 'relational-database']),
    );
    const email = requirements.not_built?.find((n) => n.service?.includes('SES'));
    expect(email?.phrase).toContain(phrase);
    expect(email?.reason).toContain('a web application');
  });

  it('lists nothing when the brief asks for nothing beyond the application', () => {
    const requirements = requirementsFromBrief({ prompt: APPLICATION_EMAIL_REQUESTS.none });
    expect(requirements.workloads.map((w) => w.kind)).toContain('web-app');
    expect(requirements.not_built ?? []).toEqual([]);
  });
});
