import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * An HTTP API named in a brief is the API it asks for: "API Gateway v2", "واجهة HTTP", and the
 * plain "API" of a title beside it, never a REST API built as well (the REST flavour refused or not).
 */

describe('an HTTP API named is the only API', () => {
  it.each([
    [
      'English, a title and a refusal',
      'Shipment lookup API. An HTTP API (API Gateway v2, not the REST flavour) with GET /shipments, handled by one Lambda function.',
    ],
    ['English, by its version', 'API Gateway v2 in front of a Lambda function that returns the menu.'],
    ['MSA', 'واجهة HTTP API تستقبل الطلب وتستدعي دالة Lambda ترسل الرسالة.'],
    ['Gulf', 'نبي API للحجوزات: HTTP API قدام دالة لامدا وحدة.'],
    ['typos', 'bookings api - an http api infront of a lamda function'],
  ])('%s', (_, brief) => {
    const types = typesOfBrief(brief);
    expect(types.has('AWS::ApiGatewayV2::Api')).toBe(true);
    expect(types.has('AWS::ApiGateway::RestApi')).toBe(false);
  });

  it('keeps a REST API asked for as such', () => {
    const types = typesOfBrief('A REST API on API Gateway in front of a Lambda function.');
    expect(types.has('AWS::ApiGateway::RestApi')).toBe(true);
  });
});
