import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * A stated value for a property every item of a list holds alike (a budget's actual and forecast
 * alerts, both at 100% by default) replaces that shared default; and a percentage the spend
 * "reaches" is the alert's threshold, in English and Arabic.
 */
const thresholdsOf = async (prompt: string) =>
  (await architectDesignOfBrief(prompt)).resources
    .filter((r) => r.type === 'AWS::Budgets::Budget')
    .flatMap((r) =>
      ((r.props.NotificationsWithSubscribers ?? []) as { Notification: { Threshold: number } }[]).map(
        (n) => n.Notification.Threshold,
      ),
    );

describe('a stated threshold replaces the default every alert of a budget shares', () => {
  it('alerts at the percentage an English brief says the spend reaches', async () => {
    const thresholds = await thresholdsOf(
      'Set a monthly AWS budget of 800 USD and email billing@example.org when the spend reaches 90%.',
    );
    expect(thresholds.length).toBeGreaterThan(0);
    expect(thresholds.every((t) => t === 90)).toBe(true);
  });

  it('alerts at the percentage an MSA brief states in Arabic-Indic digits', async () => {
    const thresholds = await thresholdsOf(
      'نريد ميزانية شهرية قدرها ٦٠٠ دولار مع تنبيه بالبريد إلى finance@example.org عند بلوغ ٧٠٪ من الإنفاق.',
    );
    expect(thresholds).toContain(70);
  });

  it('alerts at the percentage a mixed Gulf brief states', async () => {
    const thresholds = await thresholdsOf(
      'ابي AWS budget شهري 500 USD ينبهني على ops@example.org لما يوصل الصرف 75%',
    );
    expect(thresholds).toContain(75);
  });
});
