import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';

const query = (brief: string) =>
  namedTypesIn(brief).find((n) => n.type === 'AWS::Logs::QueryDefinition')?.values.QueryString;

describe('a saved Logs Insights query the brief speaks of runs the sample query of what it says it finds', () => {
  it.each([
    'A CloudWatch Logs query definition named errors that finds ERROR lines in the app log group.',
    'Save a CloudWatch Logs Insights query that shows the exceptions of the payment function.',
  ])('errors or exceptions: %s', (brief) => {
    expect(query(brief)).toMatch(
      /^fields @timestamp, @message .*filter @message like \/.*(error|exception)/i,
    );
  });

  it('a count per time', () => {
    expect(query('A Logs Insights saved query that counts the log events per hour.')).toMatch(
      /stats count\(\*\) .*by bin\(1h\)/,
    );
  });

  it('anything else: the most recent events', () => {
    expect(query('Create a CloudWatch Logs query definition for the API log group.')).toBe(
      'fields @timestamp, @message | sort @timestamp desc | limit 25',
    );
  });

  it('a query the brief writes is its own', () => {
    expect(namedTypesIn('Add a CloudWatch Logs query definition named slow.')[0]?.values).toMatchObject({
      Name: 'slow',
    });
  });
});
