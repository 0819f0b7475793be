import { describe, expect, it } from 'vitest';
import { formatLegalDate, toIsoCalendarDate } from '#web/pages/legal/format-legal-date';

describe('formatLegalDate', () => {
  it('writes the month in full, the day without padding and the four-digit year', () => {
    // arrange
    const date = new Date(2026, 10, 21, 9, 30);
    // act
    const text = formatLegalDate(date);
    // assert
    expect(text).toBe('November 21, 2026');
  });

  it('uses the local calendar day, not the UTC one, just after local midnight', () => {
    const justAfterMidnight = new Date(2027, 0, 1, 0, 5);
    expect(formatLegalDate(justAfterMidnight)).toBe('January 1, 2027');
  });
});

describe('toIsoCalendarDate', () => {
  it('pads month and day to two digits', () => {
    expect(toIsoCalendarDate(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
  });

  it('agrees with formatLegalDate on the day shown', () => {
    const lateEvening = new Date(2026, 11, 31, 23, 59);
    expect(toIsoCalendarDate(lateEvening)).toBe('2026-12-31');
    expect(formatLegalDate(lateEvening)).toBe('December 31, 2026');
  });
});
