/**
 * How numbers read on every screen and in every generated document, so an amount computed in
 * floating point ("61.059999999999995") never reaches a reader and a count agrees with its noun.
 */

/** A US-dollar amount: "$61.06", "$5", "$1,234" (cents only below 100 dollars, where they matter). */
export function formatUsd(value: number): string {
  const cents = Math.round(value * 100) / 100;
  const whole = cents >= 100 || Number.isInteger(cents);
  return cents.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: cents >= 100 ? 0 : 2,
  });
}

/** "1 piece of advice", "3 pieces of advice": the count with the noun that fits it. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
