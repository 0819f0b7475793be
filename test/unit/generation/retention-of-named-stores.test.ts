import { describe, expect, it } from 'vitest';
import { chiefArchitect } from '#functions/lib/generation/architects';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A period whose own words name a store that keeps data by a setting of its own ("invoices in S3
 * deleted after 400 days") is that store's: the buckets expire their objects then, and the log
 * groups keep their own time. A period of the data that names no such store keeps everything, as before.
 */
type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

async function designed(prompt: string): Promise<Resources> {
  const requirements = await chiefArchitect({ prompt }, { model: offlinePlanner() });
  const text = synthesize(planFromRequirements(requirements), requirements).text;
  return (parseTemplate(text).body.Resources ?? {}) as Resources;
}

const ofType = (resources: Resources, type: string) =>
  Object.values(resources).filter((r) => r.Type === type);
const logDays = (resources: Resources) =>
  ofType(resources, 'AWS::Logs::LogGroup').map((g) => g.Properties?.RetentionInDays);
const expiries = (resources: Resources) =>
  ofType(resources, 'AWS::S3::Bucket').flatMap((b) =>
    ((b.Properties?.LifecycleConfiguration as { Rules?: { ExpirationInDays?: number }[] })?.Rules ?? []).map(
      (r) => r.ExpirationInDays,
    ),
  );

describe('a period said of a bucket keeps the bucket, not the log groups', () => {
  it.each([
    [
      'English',
      'Store uploaded invoices in S3 and delete them after 400 days; a function indexes each upload.',
    ],
    [
      'English, kept',
      'Keep uploaded contracts in an S3 bucket for 2 years, then a Lambda archives their metadata.',
    ],
    ['Arabic', 'الفواتير تنحفظ في باكت S3 لمدة 400 يوم، ودالة Lambda تفهرسها.'],
  ])('%s', async (_, brief) => {
    const resources = await designed(brief);
    const days = brief.includes('2 years') ? 730 : 400;
    // assert
    expect(expiries(resources)).toContain(days);
    expect(logDays(resources).length).toBeGreaterThan(0);
    expect(logDays(resources).every((d) => typeof d === 'number' && d < days)).toBe(true);
  });

  it('a period of the data that names no store still keeps the logs as long', async () => {
    const resources = await designed(
      'A Lambda API over a DynamoDB table; all patient records kept for 10 years.',
    );
    // assert
    expect(logDays(resources).length).toBeGreaterThan(0);
    expect(logDays(resources).every((d) => typeof d === 'number' && d >= 3650)).toBe(true);
  });
});

describe('the checklist judges such a period on the buckets alone', () => {
  const bucket = (expires: number) => ({
    Type: 'AWS::S3::Bucket',
    Properties: {
      ObjectLockEnabled: true,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: expires } },
      },
      LifecycleConfiguration: { Rules: [{ Status: 'Enabled', ExpirationInDays: expires }] },
    },
  });
  const logs = (days: number) => ({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: days } });
  const brief =
    'Store uploaded invoices in S3 and delete them after 400 days; a function indexes each upload.';

  it('met by the bucket expiring at 400 days beside logs kept a year', () => {
    const item = itemOf(checklistFor(brief, { Invoices: bucket(400), Logs: logs(365) }), 'retention');
    // assert
    expect(item.status).toBe('met');
  });

  it('not met by log groups kept 400 days beside a bucket expiring at 90', () => {
    const item = itemOf(checklistFor(brief, { Invoices: bucket(90), Logs: logs(400) }), 'retention');
    // assert
    expect(item.status).not.toBe('met');
  });
});
