import { beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_ALERT_TOPIC_NAME } from '#shared/generation/baseline';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

describe("alarms with no address in the brief go to the account baseline's alert topic, and the review says so", () => {
  it('a queue worker: its failure alarms, the review names the topic they notify', async () => {
    const result = await generateOffline(
      'Orders land in an SQS queue and a Lambda function writes them into a DynamoDB table.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    expect(result.security.template).toContain(BASELINE_ALERT_TOPIC_NAME);
    expect(result.security.template).not.toContain('AWS::SNS::Topic');
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    const section = /### Account baseline\n\n([\s\S]*?)(\n#|$)/.exec(review)?.[1] ?? '';
    expect(section).toContain(BASELINE_ALERT_TOPIC_NAME);
    expect(section).toMatch(/FunctionErrorsAlarm/);
  });
});
