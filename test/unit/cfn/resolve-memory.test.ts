// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { templateBody } from '#test/fixtures/compliance';

// The collector on demand, young generation only: V8 gives `gc` to a context made after the flag.
setFlagsFromString('--expose-gc');
const collectYoung = runInNewContext('gc') as (options: { type: 'minor' }) => void;
const oldSpaceUsed = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

describe('resolving a template', () => {
  it('leaves nothing of it alive once done: a young-generation collection frees it all', () => {
    // Arrange: ~1 MB of resolved resources (intrinsics, so the resolver makes calls per depth)
    const resources: Record<string, unknown> = {};
    for (let i = 0; i < 500; i++) {
      resources[`Queue${i}`] = {
        Type: 'AWS::SQS::Queue',
        Properties: {
          QueueName: { 'Fn::Sub': `\${AWS::StackName}-queue-${i}` },
          Tags: [{ Key: 'Owner', Value: `team-${'x'.repeat(200)}-${i}` }],
        },
      };
    }
    const text = JSON.stringify(templateBody(resources));
    for (let i = 0; i < 20; i++) resolveTemplate(parseTemplate(text)); // compiled code, caches
    // Act: what survives a young collection is promoted to the old space. The least of three
    // rounds: a round can meet the collector's own work (it was once 0.8 MB in a shared worker).
    const promoted: number[] = [];
    for (let round = 0; round < 3; round++) {
      const before = oldSpaceUsed();
      for (let i = 0; i < 5; i++) {
        resolveTemplate(parseTemplate(text));
        collectYoung({ type: 'minor' });
      }
      promoted.push(oldSpaceUsed() - before);
    }
    // Assert: a WeakMap from each resolution's scope to calls that hold the scope kept every
    // template alive through young collections (3.4 MB promoted a round here)
    expect(Math.min(...promoted)).toBeLessThan(text.length);
  });
});
