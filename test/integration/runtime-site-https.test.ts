import { afterAll, beforeAll, expect, it } from 'vitest';
import { SECURITY_HEADER_POLICY } from '#shared/http/security-headers';
import { startRuntime, type TestRuntime } from '../fixtures/runtime';

/** Behind an https address (a TLS proxy), the local server adds what CloudFront sends over https. */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startRuntime({ publicUrl: 'https://sahab.test' });
});
afterAll(async () => {
  await runtime?.dispose();
});

it('sends HSTS and asks for upgraded sub-requests when its public address is https', async () => {
  const response = await fetch(`${runtime.url}/`);
  expect(response.headers.get('strict-transport-security')).toBe(
    `max-age=${SECURITY_HEADER_POLICY.hstsMaxAgeSeconds}; includeSubDomains`,
  );
  expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
});
