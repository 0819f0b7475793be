import { beforeAll, describe, expect, it } from 'vitest';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

describe('designs reserve no Lambda concurrency the brief did not ask for', () => {
  it.each([
    'Every night at 01:00 a job cleans up expired sessions in our DynamoDB table.',
    'Orders arrive on an SQS queue and a Lambda function writes them to DynamoDB.',
    'A REST API on API Gateway with Lambda functions for our mobile app.',
  ])(
    '%s',
    async (prompt) => {
      const design = await generateOffline(prompt);
      const functions = templateResources(design.security.template).filter(
        (r) => r.type === 'AWS::Lambda::Function',
      );
      expect(functions.length).toBeGreaterThan(0);
      for (const fn of functions) expect(fn.props.ReservedConcurrentExecutions, fn.id).toBeUndefined();
      for (const score of Object.values(design.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    },
    60_000,
  );
});
