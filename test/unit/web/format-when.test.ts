import { describe, expect, it } from 'vitest';
import { formatWhen } from '#web/components/format-when';

const MOMENT = '2026-11-29T07:04:00.000Z';

describe('a moment on screen', () => {
  it("is written in the reader's locale with the month in words", () => {
    expect(formatWhen(MOMENT, 'en-US')).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
    expect(formatWhen(MOMENT, 'en-US')).toContain('Nov');
    expect(formatWhen(MOMENT, 'en-GB')).toMatch(/^29 Nov 2026/);
    expect(formatWhen(MOMENT, 'ar-SA')).not.toEqual(formatWhen(MOMENT, 'en-GB'));
  });
  it('shows text that is no date as it came', () => {
    expect(formatWhen('soon')).toBe('soon');
  });
});
