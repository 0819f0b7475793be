import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** The alarm settings a brief states, by property. */
const alarmRead = (brief: string) =>
  Object.fromEntries(
    statedProperties(brief)
      .flatMap((r) => r.targets.slice(0, 1))
      .filter((t) => t.type === 'AWS::CloudWatch::Alarm')
      .map((t) => [t.path, t.value]),
  );

/**
 * An alarm's threshold and how many periods in a row it waits for, in the words briefs use: a
 * percentage written with its sign, periods "in a row" or "consecutive", in English and Arabic.
 */
describe('an alarm’s threshold and evaluation periods as briefs state them', () => {
  it('reads periods in a row and a percentage threshold', () => {
    expect(alarmRead('Alarm if 5XX errors go above 25 in 5 minutes for 2 periods in a row.')).toMatchObject({
      Threshold: 25,
      EvaluationPeriods: 2,
    });
    expect(alarmRead('alarm when CPU stays above 80% for 3 consecutive periods')).toMatchObject({
      Threshold: 80,
      EvaluationPeriods: 3,
    });
    expect(alarmRead('إنذار إذا تجاوز المعالج 70٪ لثلاث فترات متتالية')).toMatchObject({
      Threshold: 70,
      EvaluationPeriods: 3,
    });
  });
});
