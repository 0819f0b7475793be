import { describe, expect, it } from 'vitest';
import { eventTimeMicros, fromEpochMicros, toEpochMicros } from '#functions/lib/billing/paddle/event-time';

describe('toEpochMicros', () => {
  it('keeps Paddle microseconds so events a few microseconds apart still order', () => {
    const a = toEpochMicros('2024-04-12T10:18:49.621022Z')!;
    const b = toEpochMicros('2024-04-12T10:18:49.621023Z')!;
    expect(b - a).toBe(1);
  });

  it('orders correctly where text comparison would not (different fraction lengths)', () => {
    const short = '2024-04-12T10:18:49.6Z';
    const long = '2024-04-12T10:18:49.61Z';
    expect(short > long).toBe(true); // as text '.6Z' sorts after '.61Z', but .600 s is earlier
    expect(toEpochMicros(short)!).toBeLessThan(toEpochMicros(long)!);
  });

  it('honours offsets and missing fractions', () => {
    expect(toEpochMicros('2024-04-12T12:18:49+02:00')).toBe(toEpochMicros('2024-04-12T10:18:49Z'));
    expect(toEpochMicros('2024-04-12T10:18:49Z')).toBe(Date.parse('2024-04-12T10:18:49Z') * 1000);
  });

  it.each(['', 'yesterday', '2024-04-12', '2024-04-12 10:18:49Z', '2024-13-45T10:18:49Z'])(
    'rejects %j',
    (v) => {
      expect(toEpochMicros(v)).toBeNull();
    },
  );

  it('round-trips with fromEpochMicros', () => {
    const micros = toEpochMicros('2026-03-10T09:00:00.000123Z')!;
    expect(fromEpochMicros(micros)).toBe('2026-03-10T09:00:00.000123Z');
  });

  it('refuses times a safe integer of microseconds cannot hold', () => {
    expect(toEpochMicros('9999-12-31T23:59:59.999999Z')).toBeNull();
    expect(toEpochMicros('0000-01-01T00:00:00Z')).toBeNull();
  });
});

describe('eventTimeMicros', () => {
  it.each([
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59.999999Z',
    '2200-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
  ])('refuses %j, outside 2000-2199', (v) => {
    expect(eventTimeMicros(v)).toBeNull();
  });

  it('accepts the window edges as the same instant toEpochMicros reads', () => {
    expect(eventTimeMicros('2000-01-01T00:00:00Z')).toBe(Date.UTC(2000, 0, 1) * 1000);
    expect(eventTimeMicros('2199-12-31T23:59:59.999999Z')).toBe(toEpochMicros('2199-12-31T23:59:59.999999Z'));
  });
});
