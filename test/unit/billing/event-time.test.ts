import { describe, expect, it } from 'vitest';
import { fromEpochMicros, toEpochMicros } from '#functions/lib/billing/paddle/event-time';

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
});
