import { describe, expect, it } from 'vitest';
import { valuesInDesign as valuesOf } from '#test/fixtures/generation';

/**
 * A stated quantity whose unit is written as Gulf speakers type Arabic in Latin letters
 * ("60 yom", "5 da2aye2", "14 ayam"), or whose property counts bytes ("no query may scan more
 * than 2 GB"), reaches the template in the property's own unit. These briefs are this test's own
 * wording.
 */

describe('a unit written in Arabizi', () => {
  it('reads days in Latin letters as days (a log group kept, files moved to Glacier)', () => {
    for (const brief of [
      'abi log group /app/api fi CloudWatch, el logs tab2a 14 ayam bas',
      'log group /payments/api w el retention 14 yoom',
    ])
      expect(valuesOf(brief, 'AWS::Logs::LogGroup', 'RetentionInDays'), brief).toEqual([14]);
    expect(
      valuesOf(
        'salam, abi bucket S3 lel invoices, el files tetnagel l Glacier ba3d 60 yom',
        'AWS::S3::Bucket',
        'LifecycleConfiguration.Rules.Transitions.TransitionInDays',
      ),
    ).toContain(60);
  });

  it("reads minutes in Latin letters as minutes (a function's timeout)", () => {
    for (const brief of [
      'abi lambda function tsheel el files el gadeema, el timeout 5 da2aye2',
      'nabi lambda, timeout 4 dgayg 3shan el API ba6ee2',
    ])
      expect(valuesOf(brief, 'AWS::Lambda::Function', 'Timeout'), brief).toEqual([
        brief.includes(' 5 ') ? 300 : 240,
      ]);
  });
});

describe('a size stated for a property that counts bytes', () => {
  it("reads gigabytes as bytes (an Athena workgroup's scan cutoff)", () => {
    for (const [brief, bytes] of [
      ['Athena workgroup for the analysts; no single query may scan more than 2 GB', 2 * 1024 ** 3],
      ['نبي Athena workgroup، وكل استعلام حده ٥ جيجا', 5 * 1024 ** 3],
    ] as const)
      expect(
        valuesOf(brief, 'AWS::Athena::WorkGroup', 'WorkGroupConfiguration.BytesScannedCutoffPerQuery'),
        brief,
      ).toEqual([bytes]);
  });
});
