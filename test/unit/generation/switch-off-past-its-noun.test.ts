import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** The value the brief is read to give one property of a type. */
const readValue = (brief: string, type: string, path: string) =>
  statedProperties(brief)
    .flatMap((r) => r.targets)
    .find((t) => t.type === type && t.path === path)?.value;

/**
 * A yes/no setting turned off past the noun it qualifies ("Multi-AZ deployment disabled", "Multi-AZ
 * mode turned off"): the noun stands between the setting and its off word.
 */
describe('a switch turned off past the noun it qualifies', () => {
  it.each([
    ['An RDS database instance with Multi-AZ deployment disabled.', 'AWS::RDS::DBInstance', 'MultiAZ'],
    ['RDS PostgreSQL, Multi-AZ mode turned off to save cost.', 'AWS::RDS::DBInstance', 'MultiAZ'],
  ])('%s', (brief, type, path) => {
    expect(readValue(brief, type, path)).toBe(false);
  });
});
