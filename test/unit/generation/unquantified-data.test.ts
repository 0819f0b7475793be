import { beforeAll, describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

/** What the offline architect builds for a brief: block kinds, and the services of service blocks. */
function builtFor(prompt: string) {
  const plan = planFromRequirements(requirementsFromBrief({ prompt }));
  return { plan, built: plan.blocks.map((b) => (b.kind === 'service' ? b.options.service : b.kind)) };
}

describe('a job that moves gigabytes the brief does not count is still a heavy job', () => {
  it.each([
    'Each night pull GBs of CSV exports from our S3 bucket and load them into a MySQL database.',
    'A nightly job that compacts terabytes of logs in the data lake into Parquet.',
    'Every weekend, reprocess large files uploaded to S3 and write the results to a PostgreSQL reporting database.',
    'مهمة ليلية تنقل ملفات كبيرة من S3 إلى قاعدة بيانات PostgreSQL للتقارير.',
  ])('"%s" runs in a container a workflow waits for, not a short function', (brief) => {
    const { built } = builtFor(brief);
    expect(built).toEqual(expect.arrayContaining(['step-functions', 'ecs']));
    expect(built).not.toContain('scheduled-job');
  });

  it('a nightly job over a few records stays a scheduled function', () => {
    const { built } = builtFor(
      'Each night, copy a few hundred order records from S3 into a PostgreSQL database.',
    );
    expect(built).toContain('scheduled-job');
    expect(built).not.toContain('ecs');
  });

  it('a stated figure wins over the words: 200 MB of large files is no heavy job', () => {
    const { built } = builtFor('Each night, load 200 MB of large files from S3 into a PostgreSQL database.');
    expect(built).toContain('scheduled-job');
  });

  it('the design is valid, held to its frameworks, and the review says why the job is a container', async () => {
    const result = await generateOffline(
      'Every night, load GBs of CSV files from an S3 bucket into a PostgreSQL database for reporting.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    expect(review).toMatch(
      /The scheduled job moves "GBs of CSV" \(no figure was given\), so it runs as a Fargate task/,
    );
  }, 120_000);
});
