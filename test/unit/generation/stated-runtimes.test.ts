import { beforeAll, describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

/** The runtime a brief's function is read to run. */
const runtimeRead = (brief: string) =>
  statedProperties(brief)
    .flatMap((r) => r.targets.slice(0, 1))
    .find((t) => t.type === 'AWS::Lambda::Function' && t.path === 'Runtime')?.value;

/**
 * A function's language reaches its runtime whether or not the brief gives a version, and a
 * language whose code cannot be written inline (Java, Ruby, .NET) keeps its runtime, with its
 * code from a package the template asks for, instead of falling back to Node.js.
 */
describe('a stated language reaches the function', () => {
  beforeAll(warmValidator, 60_000);

  it('reads a language named without a version as its current runtime', () => {
    expect(runtimeRead('Every weekday at 7:30 run a Python function that fetches the rates.')).toBe(
      'python3.13',
    );
    expect(runtimeRead('واجهة للشركاء تعمل بدوال لامدا مكتوبة بلغة بايثون')).toBe('python3.13');
    expect(runtimeRead('ابي lambda بالجافا تقرا من SQS')).toBe('java21');
    expect(runtimeRead('An HTTP API in front of a Python Lambda for our checkout.')).toBe('python3.13');
    // a version stated wins
    expect(runtimeRead('A Python 3.12 function behind API Gateway.')).toBe('python3.12');
  });

  it('reads a version stated in a later sentence over the language named without one', () => {
    expect(runtimeRead('A Python Lambda that tags new S3 objects. Its runtime is python3.11.')).toBe(
      'python3.11',
    );
    expect(runtimeRead('Lambda function with inline Node.js code; Runtime: nodejs20.x')).toBe('nodejs20.x');
    expect(runtimeRead('دالة لامدا بلغة بايثون. الإصدار python3.12')).toBe('python3.12');
  });

  it('never reads a language said of something else as a function’s', () => {
    expect(runtimeRead('Our data scientists use Python notebooks; store the results in S3.')).toBeUndefined();
  });

  it('keeps a Java, Ruby or .NET runtime with its code from a package, not Node.js code', () => {
    for (const [brief, runtime] of [
      ['A lambda with 512 MB of memory running java 21.', 'java21'],
      ['دالة لامدا بلغة روبي 3.4 تقرأ من طابور SQS', 'ruby3.4'],
      ['A .NET 8 function that resizes images uploaded to S3', 'dotnet8'],
    ] as const) {
      const fn = designOfBrief(brief).resources.find((r) => r.type === 'AWS::Lambda::Function');
      expect(fn?.props).toMatchObject({ Runtime: runtime, Code: { S3Bucket: { Ref: expect.any(String) } } });
      expect(JSON.stringify(fn?.props.Code)).not.toContain('ZipFile');
    }
  });

  it('designs a valid template for a Java function, its runtime kept', async () => {
    const result = await generateOffline('A Java 21 Lambda that reads orders from an SQS queue.');
    expect(result.validity.ok).toBe(true);
    const fn = viewOf(result.security.template).resources.find((r) => r.type === 'AWS::Lambda::Function');
    expect(fn?.props.Runtime).toBe('java21');
  }, 60_000);
});
