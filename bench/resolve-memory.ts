// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
/**
 * What a resolved template leaves alive through young-generation collections: ~1 MB of resources
 * with intrinsics is parsed and resolved five times a round, with a young collection after each,
 * and the old space's growth is printed per round beside the template's size. A resolver that
 * keeps each scan's scope reachable (a WeakMap from the scope to calls that hold it) promotes
 * every template (3.4 MB a round once); one that does not promotes a small fraction. V8 varies
 * from process to process here, so this is a figure to read, not a test to pass.
 *
 *   npx tsx bench/resolve-memory.ts
 */
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { templateBody } from '#test/fixtures/compliance';

// the collector on demand, young generation only: V8 gives `gc` to a context made after the flag
setFlagsFromString('--expose-gc');
const collectYoung = runInNewContext('gc') as (options: { type: 'minor' }) => void;
const oldSpaceUsed = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

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

const promoted: number[] = [];
for (let round = 0; round < 5; round++) {
  const before = oldSpaceUsed();
  for (let i = 0; i < 5; i++) {
    resolveTemplate(parseTemplate(text));
    collectYoung({ type: 'minor' });
  }
  promoted.push(oldSpaceUsed() - before);
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `template ${kb(text.length)}; promoted per round of 5 resolutions: ${promoted.map(kb).join(', ')}`,
);
console.log(
  `least round / template: ${(Math.min(...promoted) / text.length).toFixed(2)}x (a kept scope shows as several x)`,
);
