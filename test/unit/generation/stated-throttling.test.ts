import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * Probes of an API's throttling said in the words briefs use for it ("throttled at 50 requests per
 * second", "تحديد المعدل ٢٠ طلبا في الثانية"), not the property's own ("ThrottlingRateLimit"): the
 * rate reaches the stage the design builds (an HTTP API's or a REST API's), replacing the default.
 */
const stageRates = (prompt: string) =>
  resourcesOfBrief(prompt).flatMap((r) =>
    r.type === 'AWS::ApiGatewayV2::Stage'
      ? [(r.props.DefaultRouteSettings as { ThrottlingRateLimit?: number } | undefined)?.ThrottlingRateLimit]
      : r.type === 'AWS::ApiGateway::Stage'
        ? ((r.props.MethodSettings as { ThrottlingRateLimit?: number }[] | undefined)?.map(
            (m) => m.ThrottlingRateLimit,
          ) ?? [])
        : [],
  );

describe('an API throttled in the words briefs use', () => {
  it.each([
    [
      'Build an HTTP API route for our payment webhooks, throttled at 50 requests per second, to a Lambda.',
      50,
    ],
    ['واجهة HTTP API تستدعي دالة Lambda، مع تحديد المعدل ٢٠ طلبا في الثانية', 20],
    ['HTTP API قدام لامدا، ونبي throttle على ثلاثين طلب في الثانية', 30],
    ['An HTTP API in front of a Lambda functon, throtled to 40 requests a second.', 40],
    ['A REST API for partners on API Gateway, throttled at 250 requests per second.', 250],
  ])('sets the stage’s rate: %s', (brief, rate) => {
    expect(stageRates(brief)).toContain(rate);
  });
});
