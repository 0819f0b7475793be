import { describe, expect, it } from 'vitest';
import { countOf, formatUsd } from '#shared/text/format';

describe('formatUsd', () => {
  it('rounds a floating-point sum to cents', () => {
    expect(formatUsd(61.059999999999995)).toBe('$61.06');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });
  it('drops cents on whole amounts and at 100 dollars and above', () => {
    expect(formatUsd(5)).toBe('$5');
    expect(formatUsd(1234.56)).toBe('$1,235');
  });
});

describe('countOf', () => {
  it('agrees the noun with the count', () => {
    expect(countOf(1, 'piece of advice', 'pieces of advice')).toBe('1 piece of advice');
    expect(countOf(3, 'piece of advice', 'pieces of advice')).toBe('3 pieces of advice');
    expect(countOf(0, 'finding')).toBe('0 findings');
  });
});
