import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** The first property each value of a brief is read as, with its value. */
const firstTargets = (brief: string) =>
  statedProperties(brief).map(
    (r) => `${r.targets[0]?.type} ${r.targets[0]?.path}=${String(r.targets[0]?.value)}`,
  );

/**
 * Arabic writes "one" after what it counts ("shard واحد", "شهر واحد"): a count or a quantity of
 * one unit all the same, never an attached "and" starting a clause of its own.
 */
describe('"one" after its noun counts it, in Arabic and mixed briefs', () => {
  it('reads a count of one written after its noun', () => {
    expect(firstTargets('عندنا Kinesis stream فيه shard واحد، وابي lambda تقرا منه')).toContain(
      'AWS::Kinesis::Stream ShardCount=1',
    );
  });

  it('reads one unit written before its "one" as a quantity', () => {
    expect(firstTargets('وسجلات الحاويات تنحفظ شهر واحد بس')).toContain(
      'AWS::Logs::LogGroup RetentionInDays=30',
    );
    expect(firstTargets('الرسائل تبقى في الطابور يوم واحد')).toContain(
      'AWS::SQS::Queue MessageRetentionPeriod=86400',
    );
  });
});
