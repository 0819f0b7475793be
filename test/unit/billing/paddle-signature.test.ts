import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  signatureHeader,
  verifySignature,
} from '#functions/lib/billing/paddle/signature';
import { sign, T0, TEST_SECRET } from '#test/fixtures/billing';

const now = Math.floor(T0.getTime() / 1000);
const body = '{"event_id":"evt_01","event_type":"subscription.created"}';
const check = (header: string | undefined, rawBody = body, nowSeconds = now) =>
  verifySignature({ header, rawBody, secret: TEST_SECRET, nowSeconds });

describe('verifySignature', () => {
  it('accepts a signature made over ts:rawBody with the secret', () => {
    expect(check(sign(body, { ts: now }))).toEqual({ ok: true });
  });

  it('rejects as forged a signature made with another secret', () => {
    expect(check(sign(body, { secret: 'pdl_ntfset_other' }))).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('rejects as forged when one byte of the body changed after signing', () => {
    const header = sign(body);
    expect(check(header, body.replace('created', 'canceled'))).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('rejects as forged when the timestamp was changed (it is part of the signed payload)', () => {
    const header = sign(body, { ts: now }).replace(`ts=${now}`, `ts=${now - 1}`);
    expect(check(header)).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('rejects as stale a correct signature older than five minutes', () => {
    expect(check(sign(body, { ts: now - 301 }))).toMatchObject({ ok: false, reason: 'stale' });
    expect(check(sign(body, { ts: now - 300 }))).toEqual({ ok: true });
  });

  it('rejects a correct signature more than five minutes in the future', () => {
    expect(check(sign(body, { ts: now + 301 }))).toMatchObject({ ok: false, reason: 'stale' });
    expect(check(sign(body, { ts: now + 300 }))).toEqual({ ok: true });
  });

  it('accepts when any of several h1 values matches (secret rotation)', () => {
    const good = sign(body).split(';h1=')[1];
    const old = sign(body, { secret: 'pdl_ntfset_old' }).split(';h1=')[1];
    expect(check(`ts=${now};h1=${old};h1=${good}`)).toEqual({ ok: true });
    expect(check(`ts=${now};h1=${old};h1=${old}`)).toMatchObject({ ok: false, reason: 'forged' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no h1', `ts=${now}`],
    ['no ts', `h1=${'a'.repeat(64)}`],
    ['non-numeric ts', `ts=abc;h1=${'a'.repeat(64)}`],
    ['short h1', `ts=${now};h1=abc123`],
    ['non-hex h1', `ts=${now};h1=${'z'.repeat(64)}`],
    ['two ts', `ts=${now};ts=${now};h1=${'a'.repeat(64)}`],
    ['no key=value', `ts=${now};garbage;h1=${'a'.repeat(64)}`],
    ['Stripe-style header', `t=${now},v1=${'a'.repeat(64)}`],
  ])('calls a %s header malformed', (_name, header) => {
    expect(check(header)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

describe('parseSignatureHeader', () => {
  it('reads ts and every h1, ignoring unknown schemes and spaces', () => {
    const a = 'a'.repeat(64);
    const b = 'B'.repeat(64);
    expect(parseSignatureHeader(`ts=1700000000; h1=${a};h2=xyz;h1=${b}`)).toEqual({
      ts: 1700000000,
      h1: [a, b.toLowerCase()],
    });
  });
});

describe('signatureHeader', () => {
  it('produces a header the fixture-independent HMAC agrees with', () => {
    expect(signatureHeader(TEST_SECRET, body, now)).toBe(sign(body, { ts: now }));
  });
});
