/**
 * Composes odd briefs (services joined by English and Arabic links, stated values out of range,
 * broken times, emoji, refinements that remove everything) from a seeded generator, runs each
 * through offline generation and counts the runs that fail, grouped by their error with numbers
 * blanked. A failed run is a defect: any brief ends in a design, with what could not be done said.
 *
 *   npx tsx bench/brief-fuzz.ts                 300 briefs, seed 1
 *   FUZZ_N=1500 FUZZ_SEED=42 npx tsx bench/brief-fuzz.ts
 */
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { refineBasis } from '#shared/generation/refine/compose';
import { runGeneration } from '#test/fixtures/generation-pipeline';

const THINGS = [
  'a lambda function',
  'two lambdas',
  'an S3 bucket',
  'a dynamodb table called orders-ks',
  'an SQS queue',
  'a FIFO queue',
  'an SNS topic',
  'a postgres database',
  'RDS mysql db.t3.micro',
  'aurora serverless',
  'a redis cache',
  'an ECS fargate service',
  'an ALB',
  'an API gateway',
  'an HTTP API',
  'cognito user pool',
  'step functions workflow',
  'kinesis stream with 4 shards',
  'firehose to s3',
  'MSK with three brokers',
  'rabbitmq broker',
  'an EC2 instance t3.large',
  'EFS file system',
  'SFTP server',
  'glue crawler',
  'athena workgroup',
  'cloudfront distribution',
  'WAF',
  'a budget of 500 USD',
  'a cloudwatch alarm',
  'AWS backup',
  'KMS key alias/x',
  'secrets manager secret',
  'opensearch domain',
  'documentdb cluster',
  'eventbridge rule',
  'SES email',
  'our existing API',
  'a status page for our SaaS',
  'nothing at all',
  'دالة لامدا',
  'جدول داينامو',
  'قاعدة بيانات بوستجرس',
  'طابور رسائل',
  'حاوية S3',
  'خادم ويب',
  'موازن أحمال',
  'نسخ احتياطي يومي',
  'جدولين',
  'ثلاث دوال',
  'موقع ثابت',
  'تنبيه على الفاتورة',
];
const LINKS = [
  ' that writes to ',
  ' which triggers ',
  ' behind ',
  ' in front of ',
  ' reading from ',
  ' and ',
  ', ',
  ' then ',
  ' without ',
  ' instead of ',
  ' يكتب في ',
  ' و ',
  ' بعدين ',
  ' بدون ',
  ' قدام ',
];
const EXTRAS = [
  '',
  ' every day at 3am Riyadh time',
  ' keep logs 365000 days',
  ' retention 0 days',
  ' with 0 instances',
  ' with 99999 shards',
  ' port 70000',
  ' cidr 10.0.0.0/33',
  ' no VPC',
  ' without a database',
  ' بدون قاعدة بيانات',
  ' timeout 9999 minutes',
  ' memory 100000 MB',
  ' every -5 minutes',
  ' at 25:99',
  ' يوميا الساعة ٣ فجرا',
  ' on the 31st of February',
  ' 1e9 requests',
  ' named "x"',
  ' called ',
  ' key pair',
  ' -- ',
  ' ; ; ',
  ' ??? ',
  ' 😀',
  ' budget 0 USD',
  ' 1.5 functions',
  ' twenty thousand tables',
  ' every 0 hours',
  ' in region xx-south-9',
  ' in me-central-1 and us-east-1',
  ' كل ٠ دقيقة',
  ' اسمه ',
  ' 10.0.0.0/8 only',
  ' MFA required',
  ' no public endpoints',
];
const INSTRUCTIONS = [
  '',
  'same as before, but remove everything',
  'remove the database',
  'add a second region',
  'make it cheaper',
  'احذف الطابور',
  'resize to db.r6g.24xlarge',
  'move it to Bahrain',
  'add three more queues',
  '',
];

let seed = Number(process.env.FUZZ_SEED ?? 1);
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const pick = <T>(list: readonly T[]) => list[random(list.length)] as T;

function composed(): { brief: string; instruction: string } {
  const parts = [pick(THINGS)];
  for (let k = random(4); k >= 0; k--) parts.push(pick(LINKS), pick(THINGS));
  parts.push(pick(EXTRAS), pick(EXTRAS));
  return { brief: parts.join(''), instruction: pick(INSTRUCTIONS) };
}

const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
const count = Number(process.env.FUZZ_N ?? 300);
const failures = new Map<string, string[]>();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const { brief, instruction } = composed();
  try {
    await runGeneration({ prompt: brief }, ports, { tier: 'pro' });
    if (instruction)
      await runGeneration(refineBasis({ prompt: brief, options: {} }, { instruction }), ports, {
        tier: 'pro',
      });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error))
      .replace(/\s+/g, ' ')
      .slice(0, 200);
    const key = message.replace(/\d+/g, 'N');
    failures.set(key, [...(failures.get(key) ?? []), instruction ? `${brief} → ${instruction}` : brief]);
  }
}
const failed = [...failures.values()].reduce((sum, briefs) => sum + briefs.length, 0);
console.log(
  `${count} briefs (seed ${process.env.FUZZ_SEED ?? 1}): ${failed} failed runs, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const [message, briefs] of failures)
  console.log(`\n${briefs.length} x ${message}\n  e.g. ${briefs.slice(0, 3).join('\n  e.g. ')}`);
process.exit(0);
